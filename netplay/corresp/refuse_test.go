package corresp

import (
	"errors"
	"math/rand"
	"strings"
	"testing"

	"siegeworks/rules"
)

// play has p play a move given in SAN and returns its text.
func (p *player) play(t testing.TB, id, san string) string {
	t.Helper()
	m, err := p.game(t, id).Record.Position().ParseSAN(san)
	if err != nil {
		t.Fatal(err)
	}
	text, err := p.store.Move(id, m)
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// sealed is a text of the game sealed with its secret, as only the friend could make it.
func sealed(g *Game, m *message) string { return g.text(m) }

func TestForgedTextsAreRefused(t *testing.T) {
	ana, bob, id := pair(t, rules.Chess, rules.White)
	e4 := ana.play(t, id, "e4")
	seal := e4[strings.LastIndex(e4, " ")+1:]
	other := "Y"
	if seal[0] == 'Y' {
		other = "Z"
	}
	mustRefuse(t, bob, id, strings.Replace(e4, " e4 ", " d4 ", 1), Forged)
	mustRefuse(t, bob, id, strings.Replace(e4, "seal "+seal[:1], "seal "+other, 1), Forged)
	mustRefuse(t, bob, id, strings.Replace(e4, "seal "+seal, "seal "+seal[:10], 1), Forged)
	// The same move sealed with another game's secret.
	stranger := ana.game(t, id)
	stranger.secret[0]++
	mustRefuse(t, bob, id, sealed(stranger, &message{kind: KindMove, san: "e4", pos: posCode(ana.game(t, id).Record.Position().Hash())}), Forged)
	o := mustTake(t, bob, e4, KindMove)
	if o.Played == rules.NoMove {
		t.Fatal("the true text was not played after the forged ones")
	}
}

func TestTextsForAnotherGameAreRefused(t *testing.T) {
	ana, bob, id := pair(t, rules.Chess, rules.White)
	other, _, err := ana.store.Invite(rules.TurretChess, rules.White, "Ana")
	if err != nil {
		t.Fatal(err)
	}
	text := ana.play(t, other.ID, "e4")
	mustRefuse(t, bob, id, text, UnknownGame)
	if out := bob.read("Siegeworks chess game " + id + " is fun, see you"); len(out) != 1 || out[0].Err == nil {
		t.Fatalf("a text cut short gave %+v", out)
	}
	if out := bob.read("Lunch at Siegeworks? game on!"); len(out) != 0 {
		t.Fatalf("chatter gave %+v", out)
	}
}

func TestOutOfOrderTextsAreRefusedAndTakenInOrder(t *testing.T) {
	ana, bob, id := pair(t, rules.Chess, rules.White)
	mustTake(t, bob, ana.play(t, id, "e4"), KindMove)
	mustTake(t, ana, bob.play(t, id, "e5"), KindMove)
	nf3 := ana.play(t, id, "Nf3")
	offer, err := ana.store.OfferDraw(id)
	if err != nil {
		t.Fatal(err)
	}
	mustRefuse(t, bob, id, offer, Gap)
	g := ana.game(t, id)
	far := sealed(g, &message{kind: KindMove, ply: 9, san: "Nc3", pos: "00000000"})
	mustRefuse(t, bob, id, far, Gap)
	// Pasted together, in any order, they are taken in the order of the game.
	out := bob.read(offer + "\n\nand my move:\n" + nf3)
	if len(out) != 2 || out[0].Err != nil || out[1].Err != nil || out[0].Kind != KindMove || out[1].Kind != KindDrawOffer {
		t.Fatalf("%+v", out)
	}
	if st := bob.game(t, id).Status(); st != "Ana offers a draw — your move" {
		t.Fatalf("Bob sees %q", st)
	}
	// Bob moves instead: the offer is declined on both sides.
	mustTake(t, ana, bob.play(t, id, "Nc6"), KindMove)
	for _, p := range []*player{ana, bob} {
		if g := p.game(t, id); g.Offer.Standing {
			t.Fatalf("%s still sees a draw offer after Bob moved", p.name)
		}
	}
	if _, err := bob.store.AcceptDraw(id); !isRefusal(err, NoDrawOffer) {
		t.Fatalf("a declined draw could be accepted: %v", err)
	}
}

func TestMovesThatDoNotFitTheGameAreRefused(t *testing.T) {
	ana, bob, id := pair(t, rules.Chess, rules.White)
	e4 := ana.play(t, id, "e4")
	mustTake(t, bob, e4, KindMove)
	g := ana.game(t, id)
	start := posCode(rules.NewPosition(rules.Chess).Hash())
	mustRefuse(t, bob, id, sealed(g, &message{kind: KindMove, ply: 0, san: "d4", pos: start}), Conflict)
	mustRefuse(t, ana, id, sealed(g, &message{kind: KindMove, ply: 1, san: "Ke6", pos: start}), Illegal)
	mustRefuse(t, ana, id, sealed(g, &message{kind: KindMove, ply: 1, san: "e5", pos: start}), PositionMismatch)
	// Ana's own text back to her: a repeat; a move of hers she never made: refused.
	if out := ana.read(e4); len(out) != 1 || !out[0].Repeat {
		t.Fatalf("Ana's own move read back: %+v", out)
	}
	mustTake(t, ana, bob.play(t, id, "e5"), KindMove)
	mustRefuse(t, ana, id, sealed(g, &message{kind: KindMove, ply: 2, san: "Nf3", pos: start}), OwnText)
	if _, err := bob.store.Move(id, rules.NoMove); !isRefusal(err, NotYourTurn) {
		t.Fatalf("Bob moved on Ana's turn: %v", err)
	}
	resign, err := bob.store.Resign(id)
	if err != nil {
		t.Fatal(err)
	}
	mustTake(t, ana, resign, KindResign)
	if out := ana.read(resign); len(out) != 1 || !out[0].Repeat {
		t.Fatalf("a resignation read twice: %+v", out)
	}
	mustRefuse(t, ana, id, sealed(g, &message{kind: KindMove, ply: 3, san: "Nc6", pos: start}), GameOver)
	if _, err := ana.store.Move(id, rules.NoMove); !isRefusal(err, GameOver) {
		t.Fatalf("a move after the end: %v", err)
	}
}

func TestInvitations(t *testing.T) {
	ana, bob := newPlayer(t, "Ana"), newPlayer(t, "Bob")
	g, invite, err := ana.store.Invite(rules.Turnover, rules.Black, "  Ana \u201cthe\u201d  Rook ")
	if err != nil {
		t.Fatal(err)
	}
	if g.Names[rules.Black] != "Ana the Rook" || g.Status() != "Waiting for your friend to accept" {
		t.Fatalf("%q, %q", g.Names, g.Status())
	}
	line := invite[strings.Index(invite, "\n")+1:]
	key := strings.Fields(line)[len(strings.Fields(line))-3]
	// One character of the key changed: to X, or to Y when it is X already (the key is
	// random, so its sixth character is X one time in 32).
	changed := "X"
	if key[5] == 'X' {
		changed = "Y"
	}
	if _, err := ParseInvitation(strings.Replace(invite, key, key[:5]+changed+key[6:], 1)); !isRefusal(err, Forged) {
		t.Fatalf("a damaged key: %v", err)
	}
	if _, err := ParseInvitation("Hello"); !isRefusal(err, Unreadable) {
		t.Fatalf("no invitation: %v", err)
	}
	out := bob.read(quote(wrap(invite, 30)))
	if len(out) != 1 || out[0].Invitation == nil || out[0].Invitation.From != "Ana the Rook" {
		t.Fatalf("%+v", out)
	}
	for _, name := range []string{"", "Bob playing white", strings.Repeat("B", 41), "a\u0007b"} {
		if _, _, err := bob.store.Accept(out[0].Invitation, name); !isRefusal(err, BadName) {
			t.Fatalf("accepted as %q: %v", name, err)
		}
	}
	bg, reply, err := bob.store.Accept(out[0].Invitation, "Bob")
	if err != nil || bg.Me != rules.White || bg.Status() != "Your move" {
		t.Fatalf("%v %+v", err, bg)
	}
	_, again, err := bob.store.Accept(out[0].Invitation, "Bob")
	if err != nil || again != reply {
		t.Fatalf("accepting twice: %v", err)
	}
	if _, _, err := ana.store.Accept(out[0].Invitation, "Ana"); !isRefusal(err, OwnText) {
		t.Fatalf("Ana accepted her own invitation: %v", err)
	}
	// Bob's first move travels with his acceptance; Ana learns his name from it.
	m := randomMove(rand.New(rand.NewSource(1)), bg.Record.Position())
	first, err := bob.store.Move(g.ID, m)
	if err != nil {
		t.Fatal(err)
	}
	got := ana.read(first + "\n" + reply)
	if len(got) != 2 || got[0].Kind != KindAcceptance || got[1].Err != nil {
		t.Fatalf("%+v", got)
	}
	if ag := ana.game(t, g.ID); ag.Friend() != "Bob" || ag.Status() != "Your move" {
		t.Fatalf("Ana sees %q, %q", ag.Friend(), ag.Status())
	}
}

func TestGameFiles(t *testing.T) {
	ana, bob, id := pair(t, rules.Gunnery, rules.White)
	ana.play(t, id, "e4") // the text is lost: Ana sends the file
	file, err := ana.store.ExportPGN(id)
	if err != nil {
		t.Fatal(err)
	}
	mustRefuseFile(t, bob, strings.Replace(file, "1. e4", "1. d4", 1), Forged)
	if o := bob.store.ImportPGN(file); o.Err != nil || o.Played == rules.NoMove || !strings.Contains(o.Message, "Ana played 1. e4") {
		t.Fatalf("%+v", o)
	}
	if o := bob.store.ImportPGN(file); !o.Repeat || o.Err != nil {
		t.Fatalf("the file read twice: %+v", o)
	}
	bob.play(t, id, "e5")
	if o := ana.store.ImportPGN(file); !o.Repeat {
		t.Fatalf("her own file: %+v", o)
	}
	bobs, _ := bob.store.ExportPGN(id)
	mustRefuseFile(t, ana, strings.Replace(bobs, " e5 ", " e6 ", 1), Forged)
	if o := ana.store.ImportPGN(bobs); o.Err != nil || o.Repeat || !strings.Contains(o.Message, "Bob played 1... e5") {
		t.Fatalf("Bob's file: %+v", o)
	}
	ana.play(t, id, "Nf3")
	if o := ana.store.ImportPGN(bobs); !o.Repeat || o.Err != nil {
		t.Fatalf("Bob's file after Ana moved on: %+v", o)
	}
	mustRefuseFile(t, bob, "not a game", Unreadable)
	mustRefuseFile(t, bob, strings.Replace(file, "CorrespondenceGame", "Other", 1), UnknownGame)
}

func mustRefuseFile(t *testing.T, p *player, file string, why Why) {
	t.Helper()
	if o := p.store.ImportPGN(file); !isRefusal(o.Err, why) || o.Message == "" {
		t.Fatalf("%s took the file in: %+v", p.name, o)
	}
}

func isRefusal(err error, why Why) bool {
	var r *Refusal
	return errors.As(err, &r) && r.Why == why && r.Message != ""
}

// What a side sends again is what the friend may be waiting for, and reads as new or as
// repeats.
func TestResend(t *testing.T) {
	ana, bob := newPlayer(t, "Ana"), newPlayer(t, "Bob")
	g, invite, err := ana.store.Invite(rules.Chess, rules.Black, "Ana")
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := ana.store.Resend(g.ID); again != invite {
		t.Fatalf("Ana sends again %q", again)
	}
	inv, _ := ParseInvitation(invite)
	_, reply, _ := bob.store.Accept(inv, "Bob")
	e4 := bob.play(t, g.ID, "e4")
	offer, _ := bob.store.OfferDraw(g.ID)
	again, err := bob.store.Resend(g.ID)
	if err != nil || again != reply+"\n"+e4+"\n"+offer {
		t.Fatalf("Bob sends again %q (%v)", again, err)
	}
	if out := ana.read(again); len(out) != 3 || out[0].Err != nil || out[1].Err != nil || out[2].Err != nil {
		t.Fatalf("%+v", out)
	}
	if out := ana.read(again); len(out) != 3 || !out[0].Repeat || !out[1].Repeat || !out[2].Repeat {
		t.Fatalf("read twice: %+v", out)
	}
	e5 := ana.play(t, g.ID, "e5")
	if again, _ := ana.store.Resend(g.ID); again != e5 {
		t.Fatalf("Ana sends again %q", again)
	}
	resign, _ := ana.store.Resign(g.ID)
	if again, _ := ana.store.Resend(g.ID); again != e5+"\n"+resign {
		t.Fatalf("Ana sends again %q", again)
	}
}

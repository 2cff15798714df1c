package rules

import (
	"math/rand"
	"strings"
	"testing"
)

func TestPGNRoundTrip(t *testing.T) {
	g := NewGame(Chess)
	playAll(t, g, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7")
	text := WritePGN(g, map[string]string{"White": "Ada", "Black": "Siegeworks level 3", "Event": `The "Club" cup`})
	if !strings.HasPrefix(text, "[Event \"The \\\"Club\\\" cup\"]\n[Site \"?\"]") {
		t.Errorf("header:\n%s", text)
	}
	for _, want := range []string{`[Variant "chess"]`, "1. e4 e5 2. Nf3 Nc6", "5. O-O Be7 *"} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in\n%s", want, text)
		}
	}
	if strings.Contains(text, "[FEN") {
		t.Error("FEN tag for a standard start")
	}
	back, tags, err := ReadPGN(text)
	if err != nil {
		t.Fatal(err)
	}
	if tags["White"] != "Ada" || tags["Event"] != `The "Club" cup` {
		t.Errorf("tags %v", tags)
	}
	if back.Position().FEN() != g.Position().FEN() || strings.Join(back.SANs(), " ") != strings.Join(g.SANs(), " ") {
		t.Errorf("moves differ: %v", back.SANs())
	}
}

func TestPGNFromSetUpPositionWithBlackToMove(t *testing.T) {
	g, err := NewGameFromFEN(Chess, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30")
	if err != nil {
		t.Fatal(err)
	}
	playAll(t, g, "Kd7 e4 Kc6")
	text := WritePGN(g, nil)
	if !strings.Contains(text, `[SetUp "1"]`) || !strings.Contains(text, `[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"]`) ||
		!strings.Contains(text, "30... Kd7 31. e4 Kc6 *") {
		t.Errorf("PGN:\n%s", text)
	}
	back, _, err := ReadPGN(text)
	if err != nil || back.Position().FEN() != g.Position().FEN() {
		t.Fatalf("%v %v", err, back)
	}
}

func TestPGNResultsAndTermination(t *testing.T) {
	g := NewGame(Chess)
	playAll(t, g, "e4 e5")
	g.Resign(White)
	text := WritePGN(g, nil)
	if !strings.Contains(text, `[Result "0-1"]`) || !strings.Contains(text, `[Termination "resignation"]`) ||
		!strings.HasSuffix(text, "1. e4 e5 0-1\n") {
		t.Errorf("PGN:\n%s", text)
	}
	back, _, err := ReadPGN(text)
	if err != nil {
		t.Fatal(err)
	}
	if r, why := back.Result(); r != ResultBlackWins || why != ReasonResignation {
		t.Errorf("read result %v %v", r, why)
	}
}

func TestPGNReadsForeignDecoration(t *testing.T) {
	text := `[Event "x"]
[Result "1/2-1/2"]

1.e4 {best by test} e5 $1 2. Nf3 (2. f4 exf4) 2... Nc6!? ; a comment
3. g1h3?? 1/2-1/2`
	g, _, err := ReadPGN(text)
	if err == nil {
		t.Fatalf("g1h3 after Nf3 is illegal, but was read: %v", g.SANs())
	}
	if !strings.Contains(err.Error(), "the move 3. g1h3") {
		t.Errorf("error %q does not say which move", err)
	}
	text = strings.Replace(text, "g1h3??", "Bc4", 1)
	g, _, err = ReadPGN(text)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(g.SANs(), " ") != "e4 e5 Nf3 Nc6 Bc4" {
		t.Errorf("moves %v", g.SANs())
	}
	if r, why := g.Result(); r != ResultDraw || why != ReasonAgreement {
		t.Errorf("result %v %v", r, why)
	}
}

func TestPGNErrors(t *testing.T) {
	for text, want := range map[string]string{
		"":                                    "no PGN game",
		"[Event \"x\"\n\n1. e4":               "malformed tag",
		"[Variant \"shogi\"]\n\n1. e4":        "unknown variant",
		"[FEN \"8/8 w\"]\n\n1. e4":            "bad FEN",
		"1. e4 { unclosed":                    "never closed",
		"1. e4 (1. d4":                        "never closed",
		"1. e4 e5 2. Ke3":                     "the move 2. Ke3",
		"1. e4 e5 2. Nf3 Ke7 3. Kd3":          "the move 3. Kd3",
		"1. e4 Ke3":                           "the move 1... Ke3",
		"[Variant \"chess\"]\n\n1. e4 ) e5 *": "never opened",
		"1. e4c} e5":                          "never opened",
	} {
		_, _, err := ReadPGN(text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", text, err, want)
		}
	}
}

func FuzzReadPGN(f *testing.F) {
	f.Add("[Variant \"chess\"]\n\n1. e4 e5 2. Nf3 *")
	f.Add("1. e4 {c} (1. d4) e5 $2 1-0")
	f.Add("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n\n30... Kd7 *")
	f.Fuzz(func(t *testing.T, text string) {
		g, _, err := ReadPGN(text)
		if err != nil {
			return
		}
		back, _, err := ReadPGN(WritePGN(g, nil))
		if err != nil {
			t.Fatalf("re-reading our own PGN: %v", err)
		}
		if back.Position().FEN() != g.Position().FEN() {
			t.Fatalf("round trip changed the position")
		}
	})
}

// TestSalvagePGNKeepsEveryMoveThatReads: a record cut anywhere in its moves (a file cut
// short) gives back the game up to the cut, every move before it kept, and says where it
// was cut; a whole record is not cut.
func TestSalvagePGNKeepsEveryMoveThatReads(t *testing.T) {
	for _, v := range []*Variant{Chess, TurretChess, Turnover} {
		rng := rand.New(rand.NewSource(7))
		g := NewGame(v)
		var ml MoveList
		for i := 0; i < 60 && !g.Over(); i++ {
			g.Position().GenerateLegal(&ml)
			if err := g.Play(ml.At(rng.Intn(ml.Len()))); err != nil {
				t.Fatal(err)
			}
		}
		text := WritePGN(g, nil)
		whole, _, cut, err := SalvagePGN(text)
		if err != nil || cut != nil || whole.Ply() != g.Ply() {
			t.Fatalf("%s: the whole record: %d moves, cut %v, error %v", v.ID, whole.Ply(), cut, err)
		}
		movesAt := strings.Index(text, "\n\n") + 2
		for n := movesAt; n < len(text); n++ {
			got, _, cut, err := SalvagePGN(text[:n])
			if err != nil {
				t.Fatalf("%s cut at %d: %v", v.ID, n, err)
			}
			// Every move read is the game's (a move cut inside its text may read as
			// another only when it is a prefix of it, as O-O of O-O-O: never before it).
			for i := 0; i+1 < got.Ply(); i++ {
				if got.Moves()[i] != g.Moves()[i] {
					t.Fatalf("%s cut at %d: move %d is %s, not %s", v.ID, n, i+1, got.SANs()[i], g.SANs()[i])
				}
			}
			if got.Over() && cut != nil {
				t.Fatalf("%s cut at %d: a damaged record was given a result", v.ID, n)
			}
			_ = cut
		}
		// Cut inside the last move: all the moves before it are kept and the cut is named.
		last := g.SANs()[g.Ply()-1]
		at := strings.LastIndex(text, last)
		if len(last) < 2 {
			continue
		}
		got, _, cut, err := SalvagePGN(text[:at+1] + "?\n")
		if err != nil || cut == nil || got.Ply() != g.Ply()-1 {
			t.Fatalf("%s: cut inside %s: %d moves kept of %d, cut %v, error %v", v.ID, last, got.Ply(), g.Ply(), cut, err)
		}
		if !strings.Contains(cut.Error(), "the move") {
			t.Fatalf("%s: the cut is described as %q", v.ID, cut)
		}
	}
	// Nothing to keep: the header itself is broken.
	if _, _, _, err := SalvagePGN("[Variant \"turr"); err == nil {
		t.Fatal("a broken header was salvaged")
	}
}

func TestReadPGNTagsReadsOnlyTheTags(t *testing.T) {
	text := "\ufeff[Event \"A \\\"quoted\\\" name\"]\n[White \"Ann\"]\n\n1. e4 e5 [not a tag] *\n"
	tags, err := ReadPGNTags(text)
	if err != nil || tags["Event"] != `A "quoted" name` || tags["White"] != "Ann" || len(tags) != 2 {
		t.Fatalf("tags %v, error %v", tags, err)
	}
	if _, err := ReadPGNTags("[Event \"x\"\n1. e4"); err == nil {
		t.Fatal("a malformed tag was read")
	}
	if tags, err := ReadPGNTags("1. e4 *"); err != nil || len(tags) != 0 {
		t.Fatalf("a game without tags: %v %v", tags, err)
	}
}

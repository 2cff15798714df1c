package netplay

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"siegeworks/rules"
	"siegeworks/session"
)

// features names what a move does that matters for coverage: its kind, and the effects
// beyond a plain move.
func features(p *rules.Position, m rules.Move) []string {
	out := []string{"kind:" + fmt.Sprint(m.Kind())}
	for _, e := range p.Effects(m) {
		if e.Kind != rules.EffectMove {
			out = append(out, e.Kind.String())
		}
	}
	if m.Kind() == rules.Castling {
		out = append(out, "castling")
	}
	if m.Kind() == rules.EnPassant {
		out = append(out, "en-passant")
	}
	return out
}

// wanted are the special moves each variant's games must show at a distance.
var wanted = map[string][]string{
	"chess":         {"castling", "en-passant", "promote", "capture"},
	"turret":        {"castling", "sling", "promote", "capture"},
	"turret-kwagga": {"castling", "sling", "capture"},
	"gunnery":       {"castling", "explode", "capture"},
	"catapult":      {"castling", "teleport", "catapult-move", "capture"},
	"turnover":      {"turnover", "combine", "leave-behind", "capture"},
}

// chooser picks the person's moves at one end: a move that does something not yet seen in
// this variant when there is one (most of the time), else any.
type chooser struct {
	rng  *rand.Rand
	seen map[string]bool
}

func (c *chooser) pick(p *rules.Position) rules.Move {
	var ml rules.MoveList
	p.GenerateLegal(&ml)
	var fresh []rules.Move
	for _, m := range ml.Slice() {
		for _, f := range features(p, m) {
			if !c.seen[f] {
				fresh = append(fresh, m)
				break
			}
		}
	}
	if len(fresh) > 0 && c.rng.Intn(10) < 8 {
		return fresh[c.rng.Intn(len(fresh))]
	}
	return ml.At(c.rng.Intn(ml.Len()))
}

// TestEveryVariantAtADistance: for every variant, games played between two ends over the
// loopback, each end choosing its own moves: every special move of the variant is played
// and arrives, a draw offer is declined, a takeback accepted, and both boards agree at the
// end of each game.
func TestEveryVariantAtADistance(t *testing.T) {
	for _, v := range rules.Variants {
		t.Run(v.ID, func(t *testing.T) {
			seen := map[string]bool{}
			rng := rand.New(rand.NewSource(int64(len(v.ID))))
			for game := 0; game < 6 && !covered(seen, wanted[v.ID]); game++ {
				playAtADistance(t, v, &chooser{rng: rng, seen: seen}, game == 0)
			}
			if !covered(seen, wanted[v.ID]) {
				var got []string
				for f := range seen {
					got = append(got, f)
				}
				sort.Strings(got)
				t.Fatalf("never played: want %v, saw %v", wanted[v.ID], got)
			}
		})
	}
}

func covered(seen map[string]bool, want []string) bool {
	for _, f := range want {
		if !seen[f] {
			return false
		}
	}
	return true
}

// playAtADistance plays one game to its end (or 300 moves, then White resigns).
func playAtADistance(t *testing.T, v *rules.Variant, c *chooser, extras bool) {
	host, joiner := pair(t, Setup{Variant: v, HostSide: rules.White})
	ends := [2]*end{host, joiner} // White, Black
	tookBack := false
	for ply := 0; ply < 300; ply++ {
		var over bool
		host.do(func() { over = host.s.Game().Over() })
		if over {
			break
		}
		mover := ends[ply%2]
		var m rules.Move
		var before *rules.Position
		mover.do(func() {
			before = mover.s.Game().Position().Clone()
			m = c.pick(before)
		})
		for _, f := range features(before, m) {
			c.seen[f] = true
		}
		var err error
		mover.do(func() { err = mover.s.PlayHuman(m) })
		if err != nil {
			t.Fatalf("%s at ply %d: %v", m, ply, err)
		}
		other := ends[1-ply%2]
		other.await(fmt.Sprintf("ply %d", ply+1), func() bool { return other.s.Game().Ply() == ply+1 })
		if extras && ply == 9 {
			declineADraw(t, host, joiner)
		}
		if extras && ply == 19 && !tookBack { // Black asks to take back the move it just made, its tenth
			joiner.do(func() { _ = joiner.s.RequestTakeback() })
			host.await("the request", func() bool { return host.s.TakebackAsked() })
			host.do(func() { host.s.AnswerTakeback(true) })
			joiner.await("the takeback", func() bool { return joiner.s.Game().Ply() == 19 })
			host.await("the takeback", func() bool { return host.s.Game().Ply() == 19 })
			tookBack = true
			ply = 18 // Black moves again
		}
	}
	host.do(func() {
		if !host.s.Game().Over() {
			_ = host.s.Resign()
		}
	})
	joiner.await("the end", func() bool { return joiner.s.Game().Over() })
	sameEverywhere(t, host, joiner)
	var pgn string
	joiner.do(func() { pgn = joiner.s.PGN() })
	if !strings.Contains(pgn, "[Variant \""+v.ID+"\"]") {
		t.Fatalf("the joiner's record:\n%s", pgn)
	}
}

func declineADraw(t *testing.T, host, joiner *end) {
	t.Helper()
	joiner.do(func() { _ = joiner.s.OfferDraw() })
	host.await("the offer", func() bool {
		for _, e := range host.sevs {
			if e.Kind == session.EvDrawOffered {
				return true
			}
		}
		return false
	})
	host.do(func() { _ = host.s.AnswerDraw(false) })
	joiner.await("the refusal", func() bool {
		for _, e := range joiner.sevs {
			if e.Kind == session.EvDrawDeclined {
				return true
			}
		}
		return false
	})
}

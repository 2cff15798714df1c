package netplay

import "testing"

func stateWith(epoch int, result string, moves ...string) gameState {
	st := gameState{ID: "g", Variant: "chess", HostSide: "white", Epoch: epoch, Result: result}
	for _, m := range moves {
		st.Moves = append(st.Moves, moveRecord{Move: m, Left: -1})
	}
	return st
}

// TestReconcile: what each end makes of the two states crossing on a connection, the host
// playing White; the joiner believed only as far as a joiner can be ahead.
func TestReconcile(t *testing.T) {
	for _, c := range []struct {
		what         string
		host, joiner gameState
		joinersWins  bool
		noted        bool
	}{
		{"the same", stateWith(0, "", "e4", "e5"), stateWith(0, "", "e4", "e5"), false, false},
		{"the joiner's move lost on the way", stateWith(0, "", "e4"), stateWith(0, "", "e4", "e5"), true, false},
		{"the host's move lost on the way", stateWith(0, "", "e4", "e5", "Nf3"), stateWith(0, "", "e4", "e5"), false, false},
		{"the joiner resigned", stateWith(0, "", "e4", "e5"), stateWith(0, "1-0", "e4", "e5"), true, false},
		{"the host resigned", stateWith(0, "0-1", "e4", "e5"), stateWith(0, "", "e4", "e5"), false, false},
		{"a takeback the joiner granted", stateWith(0, "", "e4", "e5", "Nf3"), stateWith(1, "", "e4", "e5"), true, false},
		{"a takeback granted after the joiner answered", stateWith(0, "", "e4", "e5", "Nf3", "Nc6"), stateWith(1, "", "e4", "e5"), true, false},
		{"a takeback the host granted", stateWith(1, "", "e4"), stateWith(0, "", "e4", "e5"), false, false},
		{"forged: the host's move played by the joiner", stateWith(0, "", "e4", "e5"), stateWith(0, "", "e4", "e5", "Qh5"), false, true},
		{"forged: two moves ahead", stateWith(0, "", "e4"), stateWith(0, "", "e4", "e5", "Nf3", "Nc6"), false, true},
		{"forged: the game rewritten in a later epoch", stateWith(0, "", "e4", "e5"), stateWith(7, "", "d4", "d5"), false, true},
		{"forged: the joiner's own move taken back", stateWith(0, "", "e4", "e5"), stateWith(1, "", "e4"), false, true},
		{"forked", stateWith(0, "", "e4", "e5"), stateWith(0, "", "e4", "c5"), false, true},
	} {
		merged, note := reconcile(c.host, c.joiner)
		want := c.host
		if c.joinersWins {
			want = c.joiner
		}
		if !sameGame(merged, want) || (note != "") != c.noted {
			t.Errorf("%s: got %v (epoch %d) note %q", c.what, moveTexts(merged), merged.Epoch, note)
		}
	}
}

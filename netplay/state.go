package netplay

import (
	"errors"
	"slices"
	"strings"
	"time"

	"siegeworks/i18n"
	"siegeworks/library"
	"siegeworks/rules"
	"siegeworks/session"
)

// A game's state as the two ends exchange it, and how two states are made one.

// sideName and sideOf write and read a side.
func sideName(c rules.Color) string {
	if c == rules.Black {
		return "black"
	}
	return "white"
}

func sideOf(s string) rules.Color {
	if s == "black" {
		return rules.Black
	}
	return rules.White
}

// stateOf is the game of a session as a state: its moves with the time left after each.
func stateOf(s *session.Session, hostSide rules.Color, epoch int) gameState {
	g := s.Game()
	st := gameState{
		ID: s.ID(), Variant: g.Variant().ID, HostSide: sideName(hostSide), Epoch: epoch,
		Clock: s.TimeControl().String(),
	}
	if g.StartFEN() != g.Variant().StartFEN {
		st.FEN = g.StartFEN()
	}
	for i, san := range g.SANs() {
		rec := moveRecord{Move: san, Left: -1}
		if d, ok := g.Clock(i + 1); ok {
			rec.Left = d.Milliseconds()
		}
		st.Moves = append(st.Moves, rec)
	}
	if r, why := g.Result(); r != rules.ResultNone {
		st.Result, st.Reason = string(r), string(why)
	}
	st.Hash = formatHash(g.Position().Hash())
	return st
}

// gameOf builds the game a state describes, every move checked by the rules and the final
// position by its hash.
func gameOf(st gameState) (*rules.Game, session.TimeControl, error) {
	v, err := rules.VariantByID(st.Variant)
	if err != nil {
		return nil, session.TimeControl{}, err
	}
	tc, err := session.ParseTimeControl(st.Clock)
	if err != nil {
		return nil, tc, err
	}
	fen := st.FEN
	if fen == "" {
		fen = v.StartFEN
	}
	g, err := rules.NewGameFromFEN(v, fen)
	if err != nil {
		return nil, tc, err
	}
	for i, rec := range st.Moves {
		if g.Over() {
			return nil, tc, errors.New(i18n.L("move {{.Number}} comes after the end of the game", i18n.Args{"Number": i + 1}))
		}
		m, err := g.Position().ParseSAN(rec.Move)
		if err != nil {
			return nil, tc, errors.New(i18n.L("move {{.Number}}: {{.Why}}", i18n.Args{"Number": i + 1, "Why": err.Error()}))
		}
		if err := g.Play(m); err != nil {
			return nil, tc, errors.New(i18n.L("move {{.Number}}: {{.Why}}", i18n.Args{"Number": i + 1, "Why": err.Error()}))
		}
		if rec.Left >= 0 && tc.On() {
			g.SetClock(g.Ply(), time.Duration(rec.Left)*time.Millisecond)
		}
	}
	if st.Hash != "" {
		if h, err := parseHash(st.Hash); err != nil || h != g.Position().Hash() {
			return nil, tc, errors.New(i18n.L("the game's position is not the one its moves lead to"))
		}
	}
	if st.Result != "" {
		g.RecordResult(rules.Result(st.Result), rules.Reason(st.Reason))
	}
	return g, tc, nil
}

// sameGame tells whether two states are the same game at the same point.
func sameGame(a, b gameState) bool {
	return a.ID == b.ID && a.Epoch == b.Epoch && a.Result == b.Result && sameMoves(a.Moves, b.Moves)
}

func sameMoves(a, b []moveRecord) bool {
	return slices.EqualFunc(a, b, func(x, y moveRecord) bool { return x.Move == y.Move })
}

// isPrefix tells whether a's moves begin b's.
func isPrefix(a, b []moveRecord) bool { return len(a) <= len(b) && sameMoves(a, b[:len(a)]) }

// reconcile makes one game of the host's state and the joiner's, on a connection: the same
// game told by two ends, one of them perhaps behind (a move or an answer that was on its way
// when the connection dropped). Both ends compute it, with the same result. A later epoch (a
// takeback agreed) is the truth about what was taken back; otherwise the longer of two move
// lists that agree wins, with its result; when they disagree (which the protocol does not let
// happen) the host's is kept, and note says so.
//
// The joiner's state is believed only as far as the protocol lets a joiner be ahead, so that
// a program with the code cannot play the host's moves or rewrite the game by sending a
// state: one move more, its own; or a takeback the host asked for and the joiner granted
// (one epoch more, the host's last move and perhaps the joiner's answer to it gone).
func reconcile(host, joiner gameState) (merged gameState, note string) {
	switch {
	case joiner.ID != host.ID:
		return host, ""
	case joiner.Epoch > host.Epoch:
		if grantedTakeback(host, joiner) {
			return joiner, ""
		}
	case joiner.Epoch < host.Epoch:
		return host, ""
	case len(joiner.Moves) > len(host.Moves) && isPrefix(host.Moves, joiner.Moves) && host.Result == "":
		if len(joiner.Moves) == len(host.Moves)+1 && moverOf(joiner, len(host.Moves)) != sideOf(joiner.HostSide) {
			return joiner, ""
		}
	case isPrefix(joiner.Moves, host.Moves):
		if len(joiner.Moves) == len(host.Moves) && host.Result == "" && joiner.Result != "" {
			return joiner, "" // the end came from the joiner's side
		}
		return host, ""
	}
	n := 0
	for n < len(host.Moves) && n < len(joiner.Moves) && host.Moves[n].Move == joiner.Moves[n].Move {
		n++
	}
	return host, i18n.L("the two boards differed from move {{.Number}}; the host's moves are kept", i18n.Args{"Number": n + 1})
}

// grantedTakeback tells whether the joiner's state is the host's after a takeback the host
// asked for and the joiner granted (the answer lost on the way).
func grantedTakeback(host, joiner gameState) bool {
	gone := len(host.Moves) - len(joiner.Moves)
	return joiner.Epoch == host.Epoch+1 && host.Result == "" && joiner.Result == "" &&
		gone >= 1 && gone <= 2 && isPrefix(joiner.Moves, host.Moves) &&
		moverOf(host, len(joiner.Moves)) == sideOf(host.HostSide)
}

// moverOf is the side that made move i (from 0) of a state's game.
func moverOf(st gameState, i int) rules.Color {
	first := rules.White
	if f := strings.Fields(st.FEN); len(f) > 1 && f[1] == "b" {
		first = rules.Black
	}
	if i%2 == 1 {
		return first.Other()
	}
	return first
}

// newGameID is the name of a new game at a distance, the same at both ends.
func newGameID() string { return library.NewID(time.Now()) }

// describeResult is a result said in a note.
func describeResult(st gameState) string {
	return strings.TrimSpace(st.Result + " " + st.Reason)
}

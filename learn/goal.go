package learn

import (
	"fmt"
	"slices"
	"strings"

	"siegeworks/rules"
)

// GoalKind is what a level asks for.
type GoalKind int

const (
	_ GoalKind = iota
	// GoalStars: stand on every star square with a piece of your own (moved, slung,
	// teleported or turned over there — any way counts).
	GoalStars
	// GoalCapture: remove every enemy piece of the listed kinds (all but the king when none
	// are listed) by any capture, shot, take or turnover.
	GoalCapture
	// GoalEffect: make a move with the named effect (on the square, when one is given),
	// Times times in all.
	GoalEffect
	// GoalMate: checkmate the opponent (in Turnover also: leave it without Castles).
	GoalMate
	// GoalMove: play exactly this move (castling three squares, say).
	GoalMove
)

// Effect names a level may ask for, with what each means.
var effectGoals = map[string]string{
	"sling":            "a Turret slings a piece",
	"shot":             "a pawn fires a cannon shot",
	"teleport":         "a piece teleports between Catapults",
	"turnover":         "an enemy stack is turned over",
	"combine":          "a ring joins one of your stacks",
	"take":             "an enemy stack is taken whole",
	"capture":          "an enemy piece is captured in any way",
	"promote":          "a piece is promoted",
	"castle":           "the king castles",
	"catapult-step":    "a Catapult moves itself",
	"catapult-capture": "enemy Catapults are captured",
	"set-step":         "a Castle steps as a whole set",
	"dismount":         "a Castle's Wall dismounts",
	"check":            "the move gives check",
	"en-passant":       "a pawn captures en passant",
}

// Goal is a level's success condition.
type Goal struct {
	Kind GoalKind
	// Squares: the stars; for an effect, the square it must happen on (none: anywhere).
	Squares []rules.Square
	// Kinds: the enemy kinds a capture goal removes (nil: every piece but the king).
	Kinds []rules.Kind
	// Effect is the effect's name (see effectGoals); Promote the kind a promotion must make
	// (NoKind: any).
	Effect  string
	Promote rules.Kind
	// Move is the move a GoalMove asks for, in coordinate notation.
	Move string
	// Times is how many moves with the effect the goal needs (at least 1).
	Times int
}

// parseGoal reads a goal line: "stars d4 g7", "capture all", "capture r q",
// "effect sling e5", "effect promote q", "mate", "move e1h1".
func parseGoal(v *rules.Variant, text string) (Goal, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Goal{}, fmt.Errorf("empty goal")
	}
	squares := func(names []string) ([]rules.Square, error) {
		var out []rules.Square
		for _, n := range names {
			s, err := v.Geometry().ParseSquare(n)
			if err != nil {
				return nil, err
			}
			out = append(out, s)
		}
		return out, nil
	}
	var g Goal
	var err error
	switch f[0] {
	case "stars":
		g.Kind = GoalStars
		g.Squares, err = squares(f[1:])
		if err == nil && (len(g.Squares) == 0 || len(g.Squares) > 64) {
			err = fmt.Errorf("stars needs 1 to 64 squares")
		}
	case "capture":
		g.Kind = GoalCapture
		if len(f) == 2 && f[1] == "all" {
			break
		}
		for _, letter := range f[1:] {
			k := rules.KindFromLetter(letter)
			if k == rules.NoKind {
				return g, fmt.Errorf("capture: %q is not a piece letter", letter)
			}
			g.Kinds = append(g.Kinds, k)
		}
		if len(g.Kinds) == 0 {
			err = fmt.Errorf("capture needs \"all\" or piece letters")
		}
	case "effect":
		g.Kind = GoalEffect
		if len(f) < 2 {
			return g, fmt.Errorf("effect needs a name")
		}
		g.Effect = f[1]
		if _, ok := effectGoals[g.Effect]; !ok {
			return g, fmt.Errorf("unknown effect %q", g.Effect)
		}
		rest := f[2:]
		if g.Effect == "promote" && len(rest) > 0 && len(rest[0]) == 1 {
			g.Promote = rules.KindFromLetter(rest[0])
			if g.Promote == rules.NoKind {
				return g, fmt.Errorf("promote: %q is not a piece letter", rest[0])
			}
			rest = rest[1:]
		}
		g.Squares, err = squares(rest)
		if err == nil && len(g.Squares) > 1 {
			err = fmt.Errorf("an effect goal names at most one square")
		}
	case "mate":
		g.Kind = GoalMate
	case "move":
		g.Kind = GoalMove
		if len(f) != 2 {
			return g, fmt.Errorf("move needs one move")
		}
		g.Move = f[1]
	default:
		err = fmt.Errorf("unknown goal %q", f[0])
	}
	return g, err
}

// progress is how far an attempt has come towards its goal.
type progress struct {
	stars uint64 // bit i set: the i-th star is collected
	count int    // moves made with the asked-for effect
}

// advance adds the player's move m (from before, giving after) to the progress and tells
// whether the goal is reached.
func (g *Goal) advance(pr progress, before *rules.Position, m rules.Move, effects []rules.Effect, after *rules.Position, us rules.Color) (progress, bool) {
	switch g.Kind {
	case GoalStars:
		pr.stars |= g.starsHeld(after, us)
		return pr, pr.stars == 1<<len(g.Squares)-1
	case GoalCapture:
		return pr, g.enemiesLeft(after, us) == 0
	case GoalEffect:
		if g.matches(before, m, effects, after, us) {
			pr.count++
		}
		return pr, pr.count >= g.Times
	case GoalMate:
		st := after.Status()
		return pr, st.Lost()
	case GoalMove:
		return pr, m.String() == g.Move
	}
	return pr, false
}

// starsHeld is the set of stars an own piece stands on.
func (g *Goal) starsHeld(pos *rules.Position, us rules.Color) uint64 {
	var bits uint64
	for i, s := range g.Squares {
		if pc := pos.At(s); !pc.IsEmpty() && pc.Color() == us {
			bits |= 1 << i
		}
	}
	return bits
}

// enemiesLeft counts the enemy pieces a capture goal still has to remove.
func (g *Goal) enemiesLeft(pos *rules.Position, us rules.Color) int {
	them := us.Other()
	n := 0
	for k := rules.Pawn; k <= rules.Kwagga; k++ {
		wanted := slices.Contains(g.Kinds, k)
		if g.Kinds == nil {
			wanted = k != rules.King || pos.Variant().IsTurnover()
		}
		if wanted {
			n += pos.Count(them, k)
		}
	}
	return n
}

// matches tells whether the move has the goal's effect.
func (g *Goal) matches(before *rules.Position, m rules.Move, effects []rules.Effect, after *rules.Position, us rules.Color) bool {
	at := func(s rules.Square) bool { return len(g.Squares) == 0 || g.Squares[0] == s }
	has := func(kind rules.EffectKind, ok func(e rules.Effect) bool) bool {
		for _, e := range effects {
			if e.Kind == kind && ok(e) {
				return true
			}
		}
		return false
	}
	onSquare := func(e rules.Effect) bool { return at(e.To) }
	enemyOnSquare := func(e rules.Effect) bool { return e.Piece.Color() != us && at(e.To) }
	switch g.Effect {
	case "sling":
		return has(rules.EffectSling, onSquare)
	case "shot":
		return m.Kind() == rules.CannonShot && at(m.To())
	case "teleport":
		return has(rules.EffectTeleport, onSquare)
	case "turnover":
		return has(rules.EffectTurnover, onSquare)
	case "combine":
		return has(rules.EffectCombine, onSquare)
	case "take":
		return before.Variant().IsTurnover() && before.IsCapture(m) && at(m.To())
	case "capture":
		return has(rules.EffectCapture, enemyOnSquare) || has(rules.EffectExplode, enemyOnSquare)
	case "promote":
		return has(rules.EffectPromote, func(e rules.Effect) bool {
			return at(e.To) && (g.Promote == rules.NoKind || e.Piece.Kind() == g.Promote)
		})
	case "castle":
		return m.Kind() == rules.Castling && at(m.To())
	case "catapult-step":
		return has(rules.EffectCatapultMove, onSquare)
	case "catapult-capture":
		return has(rules.EffectCatapultRemoved, enemyOnSquare)
	case "set-step":
		return m.Kind() == rules.SetMove && at(m.To())
	case "dismount":
		return m.Kind() == rules.RingMove && before.At(m.From()).Kind() == rules.King && at(m.To())
	case "check":
		return givesCheck(after)
	case "en-passant":
		return m.Kind() == rules.EnPassant && at(m.To())
	}
	return false
}

// givesCheck tells whether the side to move in pos (the player's opponent) is in check: its
// king attacked, or in Turnover any of its Castles.
func givesCheck(pos *rules.Position) bool {
	if pos.Variant().IsTurnover() {
		return len(pos.CastlesInCheck(pos.SideToMove(), nil)) > 0
	}
	return pos.InCheck()
}

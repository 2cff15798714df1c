package widgets

import (
	"strings"

	"siegeworks/rules"
)

// HighlightKind is a set of marks the board shows on one square. A square may carry several
// (a capture destination that is also last move's square, say).
type HighlightKind uint32

const (
	// HighlightSelected: the picked-up piece (or empty Catapult).
	HighlightSelected HighlightKind = 1 << iota
	// HighlightMove: a destination the piece simply moves to (a dot).
	HighlightMove
	// HighlightCapture: a destination whose move captures the piece there (corner marks); in
	// the full preview, any piece the move captures.
	HighlightCapture
	// HighlightSling: a destination whose Turret move slings a piece.
	HighlightSling
	// HighlightSlung: a piece some Turret move would sling.
	HighlightSlung
	// HighlightSlingCapture: a piece a slung piece would land on and capture.
	HighlightSlingCapture
	// HighlightTeleport: a destination reached by teleporting to the other Catapult.
	HighlightTeleport
	// HighlightExplode: a piece a cannon shot blows up (the target; in the full preview the
	// shooting pawn as well).
	HighlightExplode
	// HighlightScreen: the own piece a cannon pawn shoots over.
	HighlightScreen
	// HighlightLineOfFire: a square a shot flies over.
	HighlightLineOfFire
	// HighlightTurnover: a destination where an enemy stack turns to the mover's colour.
	HighlightTurnover
	// HighlightCombine: a destination where the moving ring joins an own stack.
	HighlightCombine
	// HighlightPromotion: a destination where the move promotes.
	HighlightPromotion
	// HighlightCastling: the king's destination of a castling.
	HighlightCastling
	// HighlightCatapultStep: a destination of an empty Catapult's own move.
	HighlightCatapultStep
	// HighlightCatapultCapture: a destination whose move removes Catapults; in the full
	// preview, each Catapult removed.
	HighlightCatapultCapture
	// HighlightPreview: the destination under the pointer, whose whole effect is previewed.
	HighlightPreview
	// HighlightGhost: the full preview draws what will stand here after the move.
	HighlightGhost
	// HighlightLastMove: a square the last move changed.
	HighlightLastMove
	// HighlightCheck: a king (or Turnover Castle) in check.
	HighlightCheck
	// HighlightHint: the from or to square of a hint move.
	HighlightHint
	// HighlightPremove: the from or to square of a queued premove.
	HighlightPremove
)

var highlightNames = []string{"selected", "move", "capture", "sling", "slung", "sling-capture",
	"teleport", "explode", "screen", "line-of-fire", "turnover", "combine", "promotion",
	"castling", "catapult-step", "catapult-capture", "preview", "ghost", "last-move", "check", "hint", "premove"}

// Has reports whether every mark of k2 is in k.
func (k HighlightKind) Has(k2 HighlightKind) bool { return k&k2 == k2 }

func (k HighlightKind) String() string {
	var parts []string
	for i, name := range highlightNames {
		if k&(1<<i) != 0 {
			parts = append(parts, name)
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, "|")
}

// Highlights is every mark the board shows now, by square: the selection and its
// destinations (only the selection when legal moves are hidden), the full preview of the destination under the pointer, the last move, checks
// and the hint. It is a fresh map; the board never changes it afterwards.
func (b *Board) Highlights() map[rules.Square]HighlightKind {
	out := make(map[rules.Square]HighlightKind)
	add := func(m map[rules.Square]HighlightKind) {
		for s, k := range m {
			out[s] |= k
		}
	}
	add(b.static)
	switch {
	case b.sel != nil && b.showLegal && b.promo == nil:
		add(b.sel.marks)
	case b.sel != nil:
		out[b.sel.from] |= HighlightSelected
	}
	if b.preview != nil {
		add(b.preview.marks)
	}
	return out
}

// Preview is the list of effects of the move the board previews in full (the destination
// under the dragged piece or under the pointer), or nil when there is none.
func (b *Board) Preview() []rules.Effect {
	if b.preview == nil {
		return nil
	}
	return append([]rules.Effect(nil), b.preview.effects...)
}

// PreviewMove is the move previewed in full, or rules.NoMove.
func (b *Board) PreviewMove() rules.Move {
	if b.preview == nil {
		return rules.NoMove
	}
	return b.preview.move
}

// Selected is the square of the picked-up piece, or rules.NoSquare.
func (b *Board) Selected() rules.Square {
	if b.sel == nil {
		return rules.NoSquare
	}
	return b.sel.from
}

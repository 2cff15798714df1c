package widgets

import "siegeworks/rules"

// arrowKind picks the colour and style of a preview arrow.
type arrowKind uint8

const (
	arrowMove     arrowKind = iota // a piece (or a castling rook, a Turnover ring) moves
	arrowSling                     // a Turret hurls a piece
	arrowTeleport                  // a piece jumps between Catapults
	arrowCatapult                  // an empty Catapult moves itself
)

type arrow struct {
	from, to rules.Square
	kind     arrowKind
}

// ghost is what stands on a square after the previewed move, drawn translucent.
type ghost struct {
	sq       rules.Square
	piece    rules.Piece // NoPiece when only the Catapult layer changes
	catapult bool        // a Catapult arrives here
	owner    rules.Color // the arriving Catapult's owner
}

// effectPreview is the whole effect of one move, drawn while the pointer is over its
// destination: ghosts of everything the move puts down, the pieces it lifts or destroys
// dimmed, arrows for everything that travels, and capture, explosion and Catapult marks.
type effectPreview struct {
	move    rules.Move
	effects []rules.Effect
	ghosts  []ghost
	dimmed  []rules.Square // squares whose piece leaves, is captured or explodes
	arrows  []arrow
	// marks are the preview's marks: HighlightPreview on the destination, HighlightGhost where
	// a ghost stands, and HighlightCapture, HighlightExplode, HighlightCatapultCapture,
	// HighlightTurnover, HighlightCombine, HighlightPromotion where those happen.
	marks map[rules.Square]HighlightKind
}

// previewOf works out the full preview of a destination's move from its effects, applied in
// order to the squares they touch (the rules package guarantees that this rebuilds the board
// after the move).
func previewOf(pos *rules.Position, d *destination) *effectPreview {
	p := &effectPreview{
		move:    d.moves[0],
		effects: d.effects,
		marks:   map[rules.Square]HighlightKind{d.to: HighlightPreview},
	}
	board := map[rules.Square]rules.Piece{}
	cats := map[rules.Square]int8{} // +1 + colour: a Catapult stands here; -1 removed
	var touched []rules.Square
	touch := func(sq rules.Square) {
		if _, ok := board[sq]; !ok {
			board[sq] = pos.At(sq)
			touched = append(touched, sq)
		}
	}
	for _, e := range d.effects {
		switch e.Kind {
		case rules.EffectMove, rules.EffectSling, rules.EffectTeleport:
			touch(e.From)
			touch(e.To)
			board[e.From], board[e.To] = rules.NoPiece, e.Piece
			p.arrows = append(p.arrows, arrow{e.From, e.To, arrowFor(e.Kind)})
		case rules.EffectCapture:
			touch(e.To)
			board[e.To] = rules.NoPiece
			p.marks[e.To] |= HighlightCapture
		case rules.EffectExplode:
			touch(e.To)
			board[e.To] = rules.NoPiece
			p.marks[e.To] |= HighlightExplode
		case rules.EffectPromote, rules.EffectTurnover, rules.EffectCombine:
			touch(e.To)
			board[e.To] = e.Piece
			p.marks[e.To] |= arrivalMark(e.Kind)
		case rules.EffectLeaveBehind:
			touch(e.From)
			board[e.From] = e.Piece
		case rules.EffectCatapultMove:
			owner, _ := pos.CatapultAt(e.From)
			cats[e.From], cats[e.To] = -1, 1+int8(owner)
			p.arrows = append(p.arrows, arrow{e.From, e.To, arrowCatapult})
			p.ghosts = append(p.ghosts, ghost{sq: e.To, catapult: true, owner: owner})
			p.marks[e.To] |= HighlightGhost
		case rules.EffectCatapultRemoved:
			cats[e.To] = -1
			p.marks[e.To] |= HighlightCatapultCapture
		}
	}
	for _, sq := range touched {
		before, after := pos.At(sq), board[sq]
		if before == after {
			continue
		}
		if !before.IsEmpty() {
			p.dimmed = append(p.dimmed, sq)
		}
		if !after.IsEmpty() {
			p.ghosts = append(p.ghosts, ghost{sq: sq, piece: after})
			p.marks[sq] |= HighlightGhost
		}
	}
	return p
}

func arrowFor(k rules.EffectKind) arrowKind {
	switch k {
	case rules.EffectSling:
		return arrowSling
	case rules.EffectTeleport:
		return arrowTeleport
	}
	return arrowMove
}

func arrivalMark(k rules.EffectKind) HighlightKind {
	switch k {
	case rules.EffectPromote:
		return HighlightPromotion
	case rules.EffectTurnover:
		return HighlightTurnover
	}
	return HighlightCombine
}

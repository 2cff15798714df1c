package widgets

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"

	"siegeworks/rules"
	"siegeworks/words"
)

var (
	_ fyne.Tappable          = (*Board)(nil)
	_ fyne.SecondaryTappable = (*Board)(nil)
	_ fyne.Draggable         = (*Board)(nil)
	_ desktop.Hoverable      = (*Board)(nil)
	_ desktop.Cursorable     = (*Board)(nil)
)

// dragState is a drag in progress.
type dragState struct {
	from    rules.Square
	pointer fyne.Position // where the pointer is, in board coordinates
	over    rules.Square  // the square under the pointer, NoSquare off the board
	ignored bool          // the drag began where there was nothing to pick up
	drawn   bool          // the board has been redrawn since the piece was lifted
}

// promotionWait is a move to a promotion square waiting for the player's choice.
type promotionWait struct {
	from, to rules.Square
	moves    []rules.Move
	dropped  bool // the piece was dragged there, so it is drawn on the destination meanwhile
}

// abandonDrag drops a drag in progress; the rest of it, up to the release, is ignored so it
// cannot pick up whatever happens to be under the pointer.
func (b *Board) abandonDrag() {
	if b.drag != nil {
		b.drag = &dragState{ignored: true}
	}
}

func (b *Board) acceptsInput() bool {
	return (b.interactive || b.premoving()) && b.work != nil && b.promo == nil
}

// Tapped is part of fyne.Tappable: the first click picks a piece up, the second puts it down
// on a destination (or picks another piece up, or drops the selection).
func (b *Board) Tapped(ev *fyne.PointEvent) {
	if b.OnEdit != nil {
		if sq, ok := b.SquareAt(ev.Position); ok {
			b.OnEdit(sq, false)
		}
		return
	}
	b.ClearAnnotations() // a left click clears the arrows and circles, as on lichess
	if !b.acceptsInput() {
		return
	}
	sq, ok := b.SquareAt(ev.Position)
	if b.sel == nil {
		if ok && canPickUp(b.input(), sq) {
			b.pick(sq)
		} else if b.premove != rules.NoMove {
			b.setPremove(rules.NoMove) // a click elsewhere cancels the premove
		}
		return
	}
	from := b.sel.from
	switch {
	case !ok || sq == from:
		b.deselect()
	case b.sel.destination(sq) != nil:
		b.tryMove(sq, false)
	case canPickUp(b.input(), sq):
		b.pick(sq)
	default:
		b.deselect()
		b.refuse(from, sq)
	}
}

// TappedSecondary is part of fyne.SecondaryTappable: a right click drops the selection.
func (b *Board) TappedSecondary(ev *fyne.PointEvent) {
	if b.OnEdit != nil {
		if sq, ok := b.SquareAt(ev.Position); ok {
			b.OnEdit(sq, true)
		}
		return
	}
	if b.premove != rules.NoMove {
		b.setPremove(rules.NoMove) // a right click cancels the premove, as on lichess
	}
	b.carry = rules.NoSquare
	if b.sel != nil && b.drag == nil {
		b.deselect()
	}
}

// Dragged is part of fyne.Draggable. The first event picks up the piece where the drag
// began (the driver reports the pointer's position and the distance since the press).
func (b *Board) Dragged(ev *fyne.DragEvent) {
	if b.OnEdit != nil {
		if b.editDrag == nil {
			from, ok := b.SquareAt(ev.Position.Subtract(ev.Dragged))
			if !ok {
				from = rules.NoSquare
			}
			b.editDrag = &dragState{from: from}
		}
		b.editDrag.pointer = ev.Position
		return
	}
	if b.drag == nil {
		b.drag = &dragState{ignored: true}
		if !b.acceptsInput() {
			return
		}
		start := ev.Position.Subtract(ev.Dragged)
		sq, ok := b.SquareAt(start)
		if !ok || !canPickUp(b.input(), sq) {
			return
		}
		if b.sel == nil || b.sel.from != sq {
			b.pick(sq)
		}
		b.drag = &dragState{from: sq, over: sq}
		b.hover = rules.NoSquare
	}
	if b.drag.ignored {
		return
	}
	b.drag.pointer = ev.Position
	over, ok := b.SquareAt(ev.Position)
	if !ok {
		over = rules.NoSquare
	}
	if over == b.drag.over && b.drag.drawn && b.renderer != nil {
		b.renderer.placeDragPiece(b.layout())
		return
	}
	b.drag.over, b.drag.drawn = over, true
	b.updatePreview()
	b.Refresh()
}

// DragEnd is part of fyne.Draggable: a drop on a destination makes the move; anywhere else
// the piece snaps back, and a drop on a square it cannot reach says why in the status line.
func (b *Board) DragEnd() {
	if ed := b.editDrag; ed != nil {
		b.editDrag = nil
		if ed.from != rules.NoSquare && b.OnEditDrag != nil {
			to, ok := b.SquareAt(ed.pointer)
			if !ok {
				to = rules.NoSquare // dragged off the board
			}
			if to != ed.from {
				b.OnEditDrag(ed.from, to)
			}
		}
		return
	}
	d := b.drag
	b.drag = nil
	if d == nil || d.ignored || b.sel == nil {
		return
	}
	switch {
	case d.over == d.from:
		// Put back where it was: it stays picked up, as after a click.
		b.updatePreview()
		b.Refresh()
	case d.over == rules.NoSquare:
		b.snapBack(d)
		b.deselect()
	case b.sel.destination(d.over) != nil:
		b.tryMove(d.over, true)
	default:
		b.snapBack(d)
		b.deselect()
		b.refuse(d.from, d.over)
	}
}

// MouseIn is part of desktop.Hoverable.
func (b *Board) MouseIn(ev *desktop.MouseEvent) { b.MouseMoved(ev) }

// MouseMoved is part of desktop.Hoverable: with a piece picked up, the destination under the
// pointer shows the move's whole effect.
func (b *Board) MouseMoved(ev *desktop.MouseEvent) {
	if b.demo {
		return
	}
	sq, ok := b.SquareAt(ev.Position)
	if !ok {
		sq = rules.NoSquare
	}
	if sq == b.hover {
		return
	}
	b.hover = sq
	b.pointAt(sq)
	if b.sel != nil && b.drag == nil {
		before := b.preview
		b.updatePreview()
		if b.preview != before {
			b.Refresh()
		}
	}
}

// pointAt names what stands under the pointer while no piece is picked up.
func (b *Board) pointAt(sq rules.Square) {
	if b.OnPointAt == nil || b.demo || b.pos == nil {
		return
	}
	said := ""
	if b.sel == nil && b.drag == nil && sq != rules.NoSquare {
		said = words.Square(b.pos, sq)
	}
	if said != b.pointed {
		b.pointed = said
		b.OnPointAt(said)
	}
}

// MouseOut is part of desktop.Hoverable.
func (b *Board) MouseOut() {
	b.pointAt(rules.NoSquare)
	b.hover = rules.NoSquare
	if b.preview != nil && b.drag == nil {
		b.updatePreview()
		b.Refresh()
	}
}

// Cursor is part of desktop.Cursorable: a hand over what can be picked up or moved to.
func (b *Board) Cursor() desktop.Cursor {
	if b.acceptsInput() && b.hover != rules.NoSquare &&
		(canPickUp(b.input(), b.hover) || b.sel.destination(b.hover) != nil) {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

// pick selects the piece on sq and works out its destinations.
func (b *Board) pick(sq rules.Square) {
	b.pointAt(rules.NoSquare)
	b.clearStatus()
	b.refusal = nil
	b.sel = pickUp(b.input(), sq)
	b.updatePreview()
	b.Refresh()
	if b.Later != nil {
		b.Later(func() { canvas.Refresh(b) })
	}
}

func (b *Board) deselect() {
	b.sel, b.preview = nil, nil
	b.Refresh()
}

// updatePreview works out the full preview for the square under the dragged piece or, when
// nothing is dragged, under the pointer. It keeps the preview it has when the move is the same.
func (b *Board) updatePreview() {
	sq := b.hover
	if b.drag != nil {
		sq = b.drag.over
	}
	d := b.sel.destination(sq)
	before := b.preview
	switch {
	case d == nil || !b.showLegal || b.promo != nil:
		b.preview = nil
	case b.preview == nil || b.preview.move != d.moves[0]:
		b.preview = previewOf(b.input(), d)
	}
	if b.preview != before && b.OnPreview != nil && !b.demo {
		if b.preview == nil {
			b.OnPreview("")
		} else {
			if d != nil && len(d.moves) > 1 { // a promotion whose piece is not chosen yet
				b.OnPreview(words.MoveUnchosen(b.input(), b.preview.move))
			} else {
				b.OnPreview(words.Move(b.input(), b.preview.move))
			}
		}
	}
}

// tryMove makes the move to a destination of the selected piece, asking for the promotion
// piece first when there is a choice.
func (b *Board) tryMove(to rules.Square, dropped bool) {
	d := b.sel.destination(to)
	if d.moves[0].Promotion() == rules.NoKind {
		b.commit(d.moves[0], dropped)
		return
	}
	w := &promotionWait{from: b.sel.from, to: to, moves: d.moves, dropped: dropped}
	b.promo = w
	b.preview = nil
	b.Refresh()
	choices := slices.Clone(b.input().Variant().Promotions())
	done := func(k rules.Kind) { b.promotionChosen(w, k) }
	if b.ChoosePromotion == nil {
		done(choices[0])
		return
	}
	b.ChoosePromotion(choices, b.input().SideToMove(), done)
}

// promotionChosen finishes a promotion: the chosen piece makes the move, rules.NoKind (or a
// kind the move does not offer) puts the pawn back. A choice that arrives after the board
// moved on to another position is ignored.
func (b *Board) promotionChosen(w *promotionWait, k rules.Kind) {
	if b.promo != w {
		return
	}
	b.promo = nil
	for _, m := range w.moves {
		if m.Promotion() == k && k != rules.NoKind {
			b.commit(m, w.dropped)
			return
		}
	}
	if w.dropped {
		b.snapBackFrom(w.from, b.SquareCenter(w.to))
	}
	b.deselect()
}

// commit hands a legal move to the app. All selection state is cleared first: OnMove
// usually shows the new position (ShowMove) before it returns.
func (b *Board) commit(m rules.Move, dropped bool) {
	b.sel, b.preview, b.drag, b.promo = nil, nil, nil, nil
	b.refusal = nil
	if b.premoving() {
		b.setPremove(m)
		return
	}
	if dropped {
		b.dropped = m
	}
	b.clearStatus()
	b.Refresh()
	if b.OnMove != nil {
		b.OnMove(m)
	}
}

// refuse says in the status line why nothing can go from one square to the other.
func (b *Board) refuse(from, to rules.Square) {
	b.refusal = b.input().RefusalAttacks(from, to)
	msg := words.Refused(b.input(), from, to)
	if msg == "" || b.OnStatus == nil {
		return
	}
	b.OnStatus(msg)
	b.statusShown = true
}

// clearStatus clears a refusal the board put in the status line.
func (b *Board) clearStatus() {
	if b.statusShown && b.OnStatus != nil {
		b.OnStatus("")
	}
	b.statusShown = false
}

// snapBack returns a dropped piece to its square with a short animation.
func (b *Board) snapBack(d *dragState) { b.snapBackFrom(d.from, d.pointer) }

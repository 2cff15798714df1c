package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
)

// Board draws a position of any variant: the 8x8 board or the 68-square Gustavian board,
// coordinates on the edges, Catapult markers under the pieces and the pieces themselves.
// It keeps its squares square and centres itself in whatever space it is given.
//
// The player moves by click-click or drag-and-drop. A picked-up piece shows its legal
// destinations and, for each, what the move does besides (slings, teleports, shots,
// turnovers, promotions); the destination under the pointer shows the move's whole effect.
//
// Like every Fyne widget, a Board is changed from the Fyne goroutine only.
type Board struct {
	widget.BaseWidget
	BoardEvents

	pos     *rules.Position // as given; never changed
	work    *rules.Position // the board's own copy, which move generation may play moves on
	model   boardModel
	flipped bool

	boardOptions
	boardMarks
	pointerState
	premoveState

	anim     *moveAnimation
	renderer *boardRenderer
}

// BoardEvents are what a Board tells its owner, each a function the owner sets
// (board.OnMove = …); a nil one is not called.
type BoardEvents struct {
	// OnMove is called on the UI goroutine when the user completes a legal move by
	// click-click or drag-and-drop (promotion already chosen).
	OnMove func(m rules.Move)
	// OnStatus gets a short sentence for the status line: why a drop was refused
	// (from words.Refused), or "" to clear it.
	OnStatus func(msg string)
	// Later runs a function on the UI goroutine a little later (the app's fyne.Do from a
	// goroutine). With it, a pick-up asks for one more frame: the desktop driver under some
	// X servers painted the very first pick-up of a session only once the pointer moved.
	Later func(func())
	// OnEdit, when set, turns the board into a position editor's: a click on a square (or a
	// right click, secondary) is handed over instead of picking pieces up.
	OnEdit func(sq rules.Square, secondary bool)
	// OnEditDrag, in a position editor, is a drag from one square to another, or off the
	// board (to is NoSquare).
	OnEditDrag func(from, to rules.Square)
	// OnPremove gets a move queued while the other side is to move (see SetPremoves), or
	// rules.NoMove when the player cancels it.
	OnPremove func(m rules.Move)
	// OnPreview gets the previewed move (the destination under the pointer or the dragged
	// piece) in words, from words.Move, or "" when no move is previewed.
	OnPreview func(words string)
	// OnAltClick hears of a mouse button pressed on the board with Alt held (a blue arrow):
	// the window keeps Alt's release from opening its menu bar then.
	OnAltClick func()
	// OnPointAt gets, while no piece is picked up, the name of what stands under the
	// pointer ("the black Citadel on d6: a Tower inside a Fort; …"), "" when it leaves.
	OnPointAt func(words string)
	// ChoosePromotion is called when a move needs a promotion choice. The app shows a
	// picker and calls done(kind), or done(rules.NoKind) to cancel (the piece snaps back).
	// When nil, the board takes choices[0] (the queen).
	ChoosePromotion func(choices []rules.Kind, c rules.Color, done func(rules.Kind))
}

// boardOptions are what the owner switches on or off (SetInteractive,
// SetShowLegal, SetAnimations).
type boardOptions struct {
	interactive bool
	showLegal   bool
	animations  bool
}

// boardMarks are what the board marks besides the pieces.
type boardMarks struct {
	// static marks belong to the position: last move, checks, hint.
	static   map[rules.Square]HighlightKind
	lastMove []rules.Square
	hint     rules.Move
	// stars are a lesson's target squares; checks the attacks on kings (or Castles) in
	// check; refusal the attacks that made the last refused move illegal.
	stars   []rules.Square
	checks  []rules.Attack
	refusal []rules.Attack
	// ownChecksOnly: only the side to move's checks are marked (SetOwnChecksOnly).
	ownChecksOnly bool
	// notes are the arrows and circles the player drew with the right button; noteFrom is
	// where a right-button press began (NoSquare when none is under way).
	notes []Annotation
	// engineNotes are the analysis's arrows (SetEngineArrows).
	engineNotes []Annotation
	noteFrom    rules.Square
}

// pointerState is what the player is doing with the pointer: a piece picked
// up or dragged, the move previewed, a promotion waiting.
type pointerState struct {
	sel      *selection     // the picked-up piece, or nil
	preview  *effectPreview // the full preview under the pointer, or nil
	hover    rules.Square   // destination under the pointer while not dragging
	pointed  string         // what OnPointAt last said
	drag     *dragState     // a drag in progress, or nil
	editDrag *dragState     // a drag on a position editor's board, or nil
	promo    *promotionWait // a promotion waiting for the app's choice, or nil
	// dropped is the move just made by drag-and-drop: its piece is already on the
	// destination, so ShowMove does not slide it there again.
	dropped     rules.Move
	statusShown bool
	// demo: the board shows a demonstration (Demonstrate) and ignores the pointer.
	demo bool
}

// premoveState is the queued move: whether the player may queue a move for
// premoveSide while the other side moves, the move queued, and the position
// premoves are picked in (the player to move).
type premoveState struct {
	premoveOn   bool
	premoveSide rules.Color
	premove     rules.Move
	premovePos  *rules.Position
	// carry is the square of a piece picked up (or being dragged) for a premove when the
	// other side's reply came: it stays picked up for the player's own turn.
	carry rules.Square
}

// NewBoard makes a board showing pos; nil shows an empty 8x8 board.
func NewBoard(pos *rules.Position) *Board {
	b := &Board{boardOptions: boardOptions{interactive: true, showLegal: true, animations: true}, premoveState: premoveState{carry: rules.NoSquare}}
	b.ExtendBaseWidget(b)
	boards.add(b)
	b.setPosition(pos)
	return b
}

// SetPosition shows another position. The board takes a snapshot: call it again after the
// position changes. It drops the selection, the last-move marks and the hint.
func (b *Board) SetPosition(pos *rules.Position) {
	b.setPosition(pos)
	b.Refresh()
}

func (b *Board) setPosition(pos *rules.Position) {
	b.stopAnimation()
	carry, drag := b.carried()
	b.pos = pos
	b.work = nil
	if pos != nil {
		b.work = pos.Clone()
	}
	b.model = modelOf(b.work)
	b.sel, b.preview, b.promo = nil, nil, nil
	b.abandonDrag()
	b.hover = rules.NoSquare
	b.demo = false
	b.refusal = nil
	b.notes = nil
	b.premove, b.premovePos = rules.NoMove, nil
	b.lastMove = nil
	b.hint = rules.NoMove
	b.carry = carry
	if drag != nil {
		b.drag = drag // the drag goes on across the reply
	}
	b.updateStatic()
	b.resumeCarry()
}

// Shown is the position last given to the board.
func (b *Board) Shown() *rules.Position { return b.pos }

// Flip turns the board round.
func (b *Board) Flip() { b.SetFlipped(!b.flipped) }

// SetFlipped shows the board from Black's side (a1 at the top right) when flipped is true.
func (b *Board) SetFlipped(flipped bool) {
	if b.flipped == flipped {
		return
	}
	b.flipped = flipped
	b.Refresh()
}

// Flipped tells whether Black's side is at the bottom.
func (b *Board) Flipped() bool { return b.flipped }

// SquareAt is the square under a point in the board's own coordinates; ok is false off the
// board and on the missing squares of the Gustavian board.
func (b *Board) SquareAt(p fyne.Position) (sq rules.Square, ok bool) {
	if b.work == nil {
		return rules.NoSquare, false
	}
	file, rank, ok := b.layout().squareAt(p)
	if !ok {
		return rules.NoSquare, false
	}
	sq = rules.SquareAt(file, rank)
	if !b.work.Variant().Geometry().Contains(sq) {
		return rules.NoSquare, false
	}
	return sq, true
}

// SquareCenter is the centre of a square in the board's own coordinates, the inverse of
// SquareAt (for tests and for callers that point at squares).
func (b *Board) SquareCenter(sq rules.Square) fyne.Position {
	l := b.layout()
	return l.squarePos(sq.File(), sq.Rank()).AddXY(l.square/2, l.square/2)
}

func (b *Board) layout() boardLayout { return newLayout(b.Size(), &b.model, b.flipped, edgesOf(look)) }

// CreateRenderer is part of fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{board: b}
	r.rebuild()
	b.renderer = r
	return r
}

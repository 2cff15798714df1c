package app

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"siegeworks/app/sound"
	"siegeworks/rules"
	"siegeworks/session"
)

func TestWindowShowsTheBoardAndPanel(t *testing.T) {
	h := newHarness(t, t.TempDir())
	u := h.u
	if u.win.Title() != "Siegeworks" {
		t.Fatalf("title %q", u.win.Title())
	}
	if got := u.game.board.Shown().At(rules.SquareAt(rules.FileA+4, 0)); got.Kind() != rules.King || got.Color() != rules.White {
		t.Fatalf("e1 holds %v, want the white king", got)
	}
	if u.game.panel.title.Text != "Chess" || !strings.Contains(u.game.panel.state.Text, "White to move") {
		t.Fatalf("header %q / %q", u.game.panel.title.Text, u.game.panel.state.Text)
	}
	if !u.game.board.Interactive() {
		t.Fatal("the board does not take moves at the start of a game between people")
	}
	test.TypeOnCanvas(u.win.Canvas(), "f")
	if !u.game.board.Flipped() || !h.u.prefs().Bool(prefFlipped) {
		t.Fatal("typing f did not flip the board (and remember it)")
	}
}

func TestPlayUndoRedoThroughTheBoard(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.move("e2e4")
	h.move("e7e5")
	h.move("g1f3")
	if n, w, b := h.u.game.panel.moves.Row(0); n != "1." || w != "e4" || b != "e5" {
		t.Fatalf("row 0 = %q %q %q", n, w, b)
	}
	if n, w, b := h.u.game.panel.moves.Row(1); n != "2." || w != "Nf3" || b != "" {
		t.Fatalf("row 1 = %q %q %q", n, w, b)
	}
	if h.u.game.panel.moves.Current() != 3 {
		t.Fatalf("current ply %d, want 3", h.u.game.panel.moves.Current())
	}
	if h.snd.last() != sound.Move {
		t.Fatalf("last sound %v, want move", h.snd.last())
	}
	h.u.run(cmdUndo)
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5"}) {
		t.Fatalf("after undo: %v", got)
	}
	if h.u.game.board.Shown().FEN() != h.u.sess.Game().Position().FEN() {
		t.Fatal("the board does not show the game after undo")
	}
	if !h.u.sess.CanRedo() || h.u.game.panel.buttons.redo.Disabled() {
		t.Fatal("redo is not offered after undo")
	}
	h.u.run(cmdRedo)
	if got := h.sans(); len(got) != 3 || got[2] != "Nf3" {
		t.Fatalf("after redo: %v", got)
	}
	h.u.run(cmdUndo)
	h.move("d2d4")
	if h.u.sess.CanRedo() {
		t.Fatal("redo survives a new move")
	}
}

func TestCaptureCheckAndIllegalMoveStatus(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for _, m := range []string{"e2e4", "d7d5", "e4d5"} {
		h.move(m)
	}
	if h.snd.last() != sound.Capture {
		t.Fatalf("a capture sounds as %v", h.snd.last())
	}
	h.move("d8d5")
	h.move("f1b5")
	if h.snd.last() != sound.Check || !strings.Contains(h.u.game.panel.state.Text, "check") {
		t.Fatalf("check: sound %v, header %q", h.snd.last(), h.u.game.panel.state.Text)
	}
	h.u.game.board.OnStatus("your king would be in check")
	if h.status() != "Your king would be in check." { // the rules' words, as a sentence
		t.Fatalf("status %q", h.status())
	}
	h.move("c7c6")
	if strings.Contains(h.status(), "would be in check") {
		t.Fatal("the refusal stays in the status line after the next move")
	}
}

func TestBrowsingTheMoveList(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for _, m := range []string{"e2e4", "e7e5", "g1f3", "b8c6"} {
		h.move(m)
	}
	h.u.game.panel.moves.Select(1) // 1... e5
	s := h.u.sess
	if !s.Browsing() || s.ViewPly() != 2 || h.u.game.board.Interactive() {
		t.Fatalf("after selecting e5: browsing %v ply %d interactive %v", s.Browsing(), s.ViewPly(), h.u.game.board.Interactive())
	}
	if want := s.Game().PositionAt(2).FEN(); h.u.game.board.Shown().FEN() != want {
		t.Fatalf("board shows %s, want %s", h.u.game.board.Shown().FEN(), want)
	}
	if h.u.game.panel.history.Hidden || h.u.game.panel.moves.Current() != 2 {
		t.Fatal("the history banner or the move highlight is missing")
	}
	h.key(fyne.KeyLeft)
	h.key(fyne.KeyLeft)
	if s.ViewPly() != 0 || h.u.game.board.Shown().FEN() != rules.Chess.StartFEN {
		t.Fatalf("two steps back: ply %d", s.ViewPly())
	}
	h.key(fyne.KeyLeft)
	if s.ViewPly() != 0 {
		t.Fatal("stepped back past the start")
	}
	h.key(fyne.KeyRight)
	if s.ViewPly() != 1 {
		t.Fatalf("right: ply %d", s.ViewPly())
	}
	h.key(fyne.KeyEnd)
	if s.Browsing() || !h.u.game.board.Interactive() || !h.u.game.panel.history.Hidden {
		t.Fatal("End did not return to the game")
	}
	h.key(fyne.KeyHome)
	if s.ViewPly() != 0 {
		t.Fatal("Home did not show the start")
	}
	test.Tap(h.u.game.panel.buttons.back)
	if s.Browsing() {
		t.Fatal("Back to game did not return to the game")
	}
	h.u.game.panel.moves.Select(0)
	h.u.game.panel.moves.Select(3) // the last move: the present
	if s.Browsing() || !h.u.game.board.Interactive() {
		t.Fatal("clicking the last move did not return to the game")
	}
	h.move("f1c4")
}

func TestPromotionThroughThePicker(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.TurretChess, "k9/4P3/8/8/8/8/8/K9 w - - 0 1", Human(), Human())
	from, to := mustSquare(t, h.u.sess.Game().Position(), "e7e8q")
	h.click(from)
	h.click(to)
	p := h.u.dlg.promo
	if p == nil {
		t.Fatal("no promotion picker")
	}
	if len(p.buttons) != 5 || p.buttons[rules.Turret] == nil || p.buttons[rules.Kwagga] != nil {
		t.Fatalf("the picker offers %d pieces", len(p.buttons))
	}
	test.Tap(p.buttons[rules.Turret])
	if h.u.dlg.promo != nil {
		t.Fatal("the picker stays open")
	}
	if got := h.u.sess.Game().SANs(); len(got) != 1 || !strings.Contains(got[0], "=T") {
		t.Fatalf("moves %v, want a promotion to a Turret", got)
	}
	if pc := h.u.game.board.Shown().At(to); pc.Kind() != rules.Turret {
		t.Fatalf("e8 shows %v", pc)
	}

	// Cancel puts the pawn back.
	h.u.run(cmdUndo)
	h.click(from)
	h.click(to)
	test.Tap(h.u.dlg.promo.cancel)
	if h.u.sess.Game().Ply() != 0 || h.u.game.board.Shown().At(from).Kind() != rules.Pawn {
		t.Fatal("cancel did not cancel")
	}

	// "Always queen" (ticked in the picker) is remembered and skips the picker.
	h.click(from)
	h.click(to)
	h.u.dlg.promo.always.SetChecked(true)
	test.Tap(h.u.dlg.promo.buttons[rules.Knight])
	if !h.u.prefs().Bool(prefAlwaysQueen) || h.u.sess.Game().SANs()[0] != "e8=N" {
		t.Fatalf("always-queen not saved, or the knight not taken: %v", h.u.sess.Game().SANs())
	}
	h.u.run(cmdUndo)
	h.click(from)
	h.click(to)
	if h.u.dlg.promo != nil || h.u.sess.Game().Ply() != 1 || !strings.HasPrefix(h.u.sess.Game().SANs()[0], "e8=Q") {
		t.Fatalf("always-queen did not skip the picker: %v", h.u.sess.Game().SANs())
	}
}

func TestDragAMove(t *testing.T) {
	h := newHarness(t, t.TempDir())
	from, to := mustSquare(t, h.u.sess.Game().Position(), "g1f3")
	// As the desktop driver reports it: the pointer's position and the distance so far
	// (test.Drag reports the start position instead).
	a, b := h.u.game.board.SquareCenter(from), h.u.game.board.SquareCenter(to)
	mid := fyne.NewPos((a.X+b.X)/2, (a.Y+b.Y)/2)
	h.u.game.board.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: mid}, Dragged: fyne.NewDelta(mid.X-a.X, mid.Y-a.Y)})
	h.u.game.board.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: b}, Dragged: fyne.NewDelta(b.X-mid.X, b.Y-mid.Y)})
	h.u.game.board.DragEnd()
	if got := h.sans(); len(got) != 1 || got[0] != "Nf3" {
		t.Fatalf("after the drag: %v", got)
	}
}

func mustSquare(t *testing.T, pos *rules.Position, coord string) (from, to rules.Square) {
	t.Helper()
	m, err := pos.ParseMove(coord)
	if err != nil {
		t.Fatal(err)
	}
	return m.From(), m.To()
}

func TestResignAndDrawBetweenPeople(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.move("e2e4")
	if err := h.u.sess.Resign(); err != nil {
		t.Fatal(err)
	}
	if r, why := h.u.sess.Game().Result(); r != rules.ResultWhiteWins || why != rules.ReasonResignation {
		t.Fatalf("result %v %v", r, why)
	}
	if !strings.Contains(h.u.game.panel.state.Text, "Black resigned") || h.snd.last() != sound.GameEnd {
		t.Fatalf("header %q, sound %v", h.u.game.panel.state.Text, h.snd.last())
	}
	if h.u.game.board.Interactive() {
		t.Fatal("the board takes moves after the end")
	}

	h.start(rules.Chess, "", Human(), Human())
	if err := h.u.sess.OfferDraw(); err != nil {
		t.Fatal(err)
	}
	if h.events[len(h.events)-1] != session.EvDrawOffered {
		t.Fatal("the offer was not put to the other player")
	}
	_ = h.u.sess.AnswerDraw(false)
	if h.u.sess.Game().Over() {
		t.Fatal("a declined draw ended the game")
	}
	_ = h.u.sess.AnswerDraw(true)
	if r, why := h.u.sess.Game().Result(); r != rules.ResultDraw || why != rules.ReasonAgreement {
		t.Fatalf("result %v %v", r, why)
	}
}

func TestClaimDrawByRepetition(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for range 2 {
		for _, m := range []string{"g1f3", "g8f6", "f3g1", "f6g8"} {
			if _, ok := h.u.sess.ClaimableDraw(); ok {
				t.Fatal("a draw is claimable too early")
			}
			h.move(m)
		}
	}
	if _, ok := h.u.sess.ClaimableDraw(); !ok || h.u.game.panel.buttons.claim.Disabled() {
		t.Fatal("threefold repetition cannot be claimed")
	}
	if !strings.Contains(h.status(), "claim a draw") {
		t.Fatalf("status %q", h.status())
	}
	h.u.run(cmdClaim)
	if r, why := h.u.sess.Game().Result(); r != rules.ResultDraw || why != rules.ReasonThreefold {
		t.Fatalf("result %v %v", r, why)
	}
}

func TestMenusAndShortcuts(t *testing.T) {
	h := newHarness(t, t.TempDir())
	want := map[string]string{"New game…": "N", "Open…": "O", "Save": "S", "Undo": "Z", "Redo": "Y", "Flip board": "F", "Hint": "H", "Analysis board": "A", "Review game": "R", "Puzzles": "P"}
	found := map[string]bool{}
	var labels []string
	for _, m := range h.u.menu.main.Items {
		labels = append(labels, m.Label)
		for _, it := range m.Items {
			if k, ok := want[it.Label]; ok {
				sc, isKey := it.Shortcut.(fyne.KeyboardShortcut)
				if !isKey || string(sc.Key()) != k {
					t.Errorf("%s: shortcut %v", it.Label, it.Shortcut)
				}
				found[it.Label] = true
			}
		}
	}
	if strings.Join(labels, ",") != "Game,Edit,View,Learn,Study,Help" {
		t.Fatalf("menus %v", labels)
	}
	if len(found) != len(want) {
		t.Fatalf("found %v", found)
	}
	if !h.u.menu.undo.Disabled {
		t.Fatal("undo enabled with no moves")
	}
	h.move("e2e4")
	if h.u.menu.undo.Disabled || h.u.menu.rules.Label != "How to play Chess" {
		t.Fatal("menu state does not follow the game")
	}
	// The desktop driver matches what a key press makes of Ctrl+Z (the standard Undo
	// shortcut) against the menu items' shortcut names.
	if !h.triggerMenuShortcut(&fyne.ShortcutUndo{}) || h.u.sess.Game().Ply() != 0 {
		t.Fatal("Ctrl+Z does not reach Undo")
	}
	if !h.triggerMenuShortcut(&fyne.ShortcutRedo{}) || h.u.sess.Game().Ply() != 1 {
		t.Fatal("Ctrl+Y does not reach Redo")
	}
	for _, k := range []fyne.KeyName{fyne.KeyN, fyne.KeyO, fyne.KeyS, fyne.KeyQ} {
		sc := &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
		if h.findMenuShortcut(sc) == nil {
			t.Errorf("no menu item for %s", sc.ShortcutName())
		}
	}
}

func (h *harness) findMenuShortcut(sc fyne.Shortcut) *fyne.MenuItem {
	var walk func(m *fyne.Menu) *fyne.MenuItem
	walk = func(m *fyne.Menu) *fyne.MenuItem {
		for _, it := range m.Items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() {
				return it
			}
			if it.ChildMenu != nil {
				if found := walk(it.ChildMenu); found != nil {
					return found
				}
			}
		}
		return nil
	}
	for _, m := range h.u.menu.main.Items {
		if it := walk(m); it != nil {
			return it
		}
	}
	return nil
}

func (h *harness) triggerMenuShortcut(sc fyne.Shortcut) bool {
	it := h.findMenuShortcut(sc)
	if it == nil || it.Action == nil {
		return false
	}
	it.Action()
	return true
}

func TestResultTexts(t *testing.T) {
	cases := []struct {
		r    rules.Result
		why  rules.Reason
		want string
	}{
		{rules.ResultWhiteWins, rules.ReasonCheckmate, "Checkmate — White wins"},
		{rules.ResultBlackWins, rules.ReasonResignation, "White resigned — Black wins"},
		{rules.ResultDraw, rules.ReasonStalemate, "Stalemate — draw"},
		{rules.ResultDraw, rules.ReasonThreefold, "Draw — threefold repetition (claimed)"},
		{rules.ResultWhiteWins, rules.ReasonNoCastles, "Black has no Castles left — White wins"},
	}
	for _, c := range cases {
		if got := resultText(c.r, c.why, rules.White); got != c.want {
			t.Errorf("%v %v: %q, want %q", c.r, c.why, got, c.want)
		}
	}
}

// The status line says in words what the move under the pointer would do.
func TestHoveredMoveIsDescribed(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.TurretChess, "9k/8/2r5/8/8/2T5/2N5/9K w - - 0 1", Human(), Human())
	b := h.u.game.board
	test.TapAt(b, b.SquareCenter(rules.SquareAt(3, 2)))
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: b.SquareCenter(rules.SquareAt(3, 4))}})
	want := "Turret to c5, slinging the c2 knight onto c6, where it captures the black rook on c6."
	if h.status() != want {
		t.Fatalf("status %q, want %q", h.status(), want)
	}
	b.MouseOut()
	if h.status() == want {
		t.Fatal("the description stays after the pointer left")
	}
}

// A king in check: the status line names the attacker and how it attacks, the board draws
// the line; Turnover says check for a Castle in check too.
func TestCheckIsExplained(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.Gunnery, "4k3/8/8/8/4B3/8/4P3/3K4 b - - 0 1", Human(), Human())
	if want := "Black is in check: the e2 pawn fires over e4."; h.status() != want {
		t.Errorf("status %q, want %q", h.status(), want)
	}
	if lines := h.u.game.board.AttackLines(); len(lines) != 1 || lines[0].Kind != rules.AttackShot {
		t.Errorf("attack lines %+v", lines)
	}
	h.start(rules.Turnover, "8/8/8/3k4/4K3/8/8/K7 b - - 0 1", Human(), Human())
	if !strings.Contains(h.u.game.panel.state.Text, "check") || !strings.Contains(h.status(), "stands next to it") {
		t.Errorf("Turnover check: state %q, status %q", h.u.game.panel.state.Text, h.status())
	}
}

package app

import (
	"encoding/json"
	"math"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"siegeworks/internal/disk"
	"siegeworks/rules"
)

// boardGeometry is where the board's squares are on the screen, for the end-to-end test
// (SIEGEWORKS_TEST_GEOMETRY): screen pixels of each square's centre, and the square size.
type boardGeometry struct {
	Variant string            `json:"variant"`
	Flipped bool              `json:"flipped"`
	Window  [2]int            `json:"window"` // the window's client origin on the screen
	Scale   float32           `json:"scale"`
	Square  float32           `json:"square"` // side of a square in pixels
	Centres map[string][2]int `json:"centres"`
	// View is what the window shows: "game", "editor", "analysis", "puzzles", or Learn's
	// "home", "course" or "level" (then Level names the level and the board is the
	// lesson's; in the puzzles Level names the puzzle).
	View  string `json:"view"`
	Level string `json:"level,omitempty"`
	// Buttons are the screen centres of the named buttons of the screen shown, of the
	// welcome ("welcome:…") and of a question ("dialog:…").
	Buttons map[string][2]int `json:"buttons"`
	// Clocks are the game's clocks as shown, by side ("white", "black"); Thinking tells
	// whether the computer is choosing a move.
	Clocks   map[string]string `json:"clocks,omitempty"`
	Thinking bool              `json:"thinking"`
	// Friend is the game with a friend elsewhere, when there is one.
	Friend *friendGeometry `json:"friend,omitempty"`
	// Menu are the main menu's titles; Says is what the screen's message line says (the
	// game's status line, a lesson's feedback), in the language the app speaks.
	Menu []string `json:"menu"`
	Says string   `json:"says,omitempty"`
}

// friendGeometry is what the window shows of a game with a friend: the invitation code
// of a hosted game, the link's status, the friend's name.
type friendGeometry struct {
	Invitation string `json:"invitation,omitempty"`
	Port       int    `json:"port,omitempty"` // where the host listens
	Link       string `json:"link"`
	Name       string `json:"name"`
}

// measureBoard computes each square's centre on the screen from the board's own layout
// (Board.SquareCenter), its place in the window and the window's place on the screen.
func (u *ui) measureBoard(origin fyne.Position, scale float32) boardGeometry {
	sg := u.current.geometry()
	board, variant := sg.board, sg.variant
	if board == nil { // a Learn page without a board: the game's
		board, variant = u.game.board, u.sess.Game().Variant()
	}
	g := boardGeometry{
		Window:  [2]int{int(origin.X), int(origin.Y)},
		Scale:   scale,
		Centres: map[string][2]int{},
		View:    sg.view,
		Level:   sg.level,
		Buttons: map[string][2]int{},
	}
	screen := func(p fyne.Position) [2]int {
		return [2]int{int(origin.X + p.X*scale), int(origin.Y + p.Y*scale)}
	}
	driver := fyne.CurrentApp().Driver()
	addButtons := func(prefix string, buttons namedButtons) {
		for name, b := range buttons {
			if b.Visible() && b.Size().Width > 0 {
				p := driver.AbsolutePositionForObject(b).AddXY(b.Size().Width/2, b.Size().Height/2)
				g.Buttons[prefix+name] = screen(p)
			}
		}
	}
	addButtons("", sg.buttons)
	if u.dlg.welcome != nil {
		addButtons("welcome:", u.dlg.welcome.buttons)
	}
	if u.dlg.question != nil {
		addButtons("dialog:", u.dlg.question)
	}
	if d := u.dlg.newGame; d != nil && slices.Contains(u.dlg.open, dialog.Dialog(d.dialog)) {
		addButtons("newgame:", namedButtons{"start": d.start})
	}
	if d := u.dlg.friend; d != nil {
		addButtons("friend:", d.buttons)
		for name, field := range map[string]fyne.CanvasObject{"code": d.code, "addr": d.addr} {
			if field.Visible() && field.Size().Width > 0 {
				g.Buttons["friend:"+name] = screen(driver.AbsolutePositionForObject(field).AddXY(field.Size().Width/2, field.Size().Height/2))
			}
		}
	}
	if f := u.friend; f != nil && f.peer != nil {
		g.Friend = &friendGeometry{Link: f.status.String(), Name: f.peer.String(), Invitation: f.peer.Code().String()}
		if f.peer.Host() {
			g.Friend.Port = portOf(f.peer.Addr())
		} else {
			g.Friend.Invitation = ""
		}
	}
	g.Clocks, g.Thinking = sg.clocks, u.sess.Thinking()
	g.Variant, g.Flipped = variant.ID, board.Flipped()
	abs := driver.AbsolutePositionForObject(board)
	for _, sq := range variant.Geometry().Squares() {
		g.Centres[sq.String()] = screen(board.SquareCenter(sq).Add(abs))
	}
	a1 := board.SquareCenter(rules.SquareAt(rules.FileA, 0))
	b1 := board.SquareCenter(rules.SquareAt(rules.FileA+1, 0))
	g.Square = float32(math.Abs(float64(b1.X-a1.X))) * scale
	if m := u.win.MainMenu(); m != nil {
		for _, item := range m.Items {
			g.Menu = append(g.Menu, item.Label)
		}
	}
	switch s := u.current.(type) {
	case *gameScreen:
		g.Says = s.status.label.Text
	case *learnScreen:
		if s.play != nil {
			g.Says = s.play.feedback.Text
		}
	}
	return g
}

// writeGeometryWhenDrawn waits until the window is on the screen and the board has its
// size, then writes the board's geometry to path, and again whenever it changes (Learn's
// pages, a lesson's board) for as long as the app runs.
func (u *ui) writeGeometryWhenDrawn(path string) {
	go func() {
		time.Sleep(time.Second) // let the window manager settle the window
		last := ""
		for {
			time.Sleep(150 * time.Millisecond)
			fyne.DoAndWait(func() {
				board := u.current.geometry().board
				if board == nil {
					board = u.game.board
				}
				if board.Size().Width < 100 {
					return
				}
				x, y, ok := windowPosition(u.win)
				if !ok {
					return
				}
				g := u.measureBoard(fyne.NewPos(float32(x), float32(y)), u.win.Canvas().Scale())
				data, err := json.MarshalIndent(g, "", "  ")
				if err != nil || string(data) == last {
					return
				}
				if err := disk.Write(disk.OS, path, data); err != nil {
					u.cfg.logger.Printf("siegeworks: geometry: %v", err)
				}
				last = string(data)
			})
		}
	}()
}

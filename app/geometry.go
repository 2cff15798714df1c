package app

import (
	"encoding/json"
	"math"
	"time"

	"fyne.io/fyne/v2"

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
}

// measureBoard computes each square's centre on the screen from the board's own layout
// (Board.SquareCenter), its place in the window and the window's place on the screen.
func (u *ui) measureBoard(origin fyne.Position, scale float32) boardGeometry {
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(u.board)
	g := boardGeometry{
		Variant: u.sess.Game().Variant().ID,
		Flipped: u.board.Flipped(),
		Window:  [2]int{int(origin.X), int(origin.Y)},
		Scale:   scale,
		Centres: map[string][2]int{},
	}
	for _, sq := range u.sess.Game().Variant().Geometry().Squares() {
		c := u.board.SquareCenter(sq).Add(abs)
		g.Centres[sq.String()] = [2]int{int(origin.X + c.X*scale), int(origin.Y + c.Y*scale)}
	}
	a1 := u.board.SquareCenter(rules.SquareAt(rules.FileA, 0))
	b1 := u.board.SquareCenter(rules.SquareAt(rules.FileA+1, 0))
	g.Square = float32(math.Abs(float64(b1.X-a1.X))) * scale
	return g
}

// writeGeometryWhenDrawn waits until the window is on the screen and the board has its
// size, then writes the board's geometry to path.
func (u *ui) writeGeometryWhenDrawn(path string) {
	go func() {
		time.Sleep(time.Second) // let the window manager settle the window
		for range 200 {
			time.Sleep(100 * time.Millisecond)
			done := false
			fyne.DoAndWait(func() {
				if u.board.Size().Width < 100 {
					return
				}
				x, y, ok := windowPosition(u.win)
				if !ok {
					return
				}
				g := u.measureBoard(fyne.NewPos(float32(x), float32(y)), u.win.Canvas().Scale())
				data, err := json.MarshalIndent(g, "", "  ")
				if err != nil {
					return
				}
				if err := atomicWrite(path, data); err != nil {
					u.cfg.logger.Printf("siegeworks: geometry: %v", err)
				}
				done = true
			})
			if done {
				return
			}
		}
	}()
}

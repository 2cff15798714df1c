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

// measureBoard finds each square's centre by asking the board which square lies under
// points of a fine grid: it relies only on Board.SquareAt.
func (u *ui) measureBoard(origin fyne.Position, scale float32) boardGeometry {
	size := u.board.Size()
	const step = 2
	type acc struct{ x, y, n float64 }
	sums := map[rules.Square]*acc{}
	for y := float32(0); y < size.Height; y += step {
		for x := float32(0); x < size.Width; x += step {
			sq, ok := u.board.SquareAt(fyne.NewPos(x, y))
			if !ok {
				continue
			}
			a := sums[sq]
			if a == nil {
				a = &acc{}
				sums[sq] = a
			}
			a.x += float64(x)
			a.y += float64(y)
			a.n++
		}
	}
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(u.board)
	g := boardGeometry{
		Variant: u.sess.Game().Variant().ID,
		Flipped: u.board.Flipped(),
		Scale:   scale,
		Centres: map[string][2]int{},
	}
	g.Window = [2]int{int(origin.X), int(origin.Y)}
	var area float64
	for sq, a := range sums {
		cx := (abs.X + float32(a.x/a.n)) * scale
		cy := (abs.Y + float32(a.y/a.n)) * scale
		g.Centres[sq.String()] = [2]int{int(origin.X + cx), int(origin.Y + cy)}
		area += a.n * step * step
	}
	if len(sums) > 0 {
		g.Square = float32(math.Sqrt(area/float64(len(sums)))) * scale
	}
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

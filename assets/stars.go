package assets

import (
	"fmt"
	"math"
	"strings"

	"fyne.io/fyne/v2"
)

// Stars is a picture of three stars in a row, the first n gold and the rest hollow: a
// lesson level's result. (The bundled fonts have no star character.)
func Stars(n int) fyne.Resource {
	n = max(0, min(3, n))
	return starPictures[n]
}

var starPictures = func() [4]fyne.Resource {
	var out [4]fyne.Resource
	for n := range out {
		var sb strings.Builder
		sb.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32">`)
		for i := 0; i < 3; i++ {
			fill, stroke := "#d9a410", "#8a6400"
			if i >= n {
				fill, stroke = "none", "#9a9a9a"
			}
			fmt.Fprintf(&sb, `<polygon points="%s" fill="%s" stroke="%s" stroke-width="2" stroke-linejoin="round"/>`,
				starPath(16+32*float64(i), 16.5, 14, 6), fill, stroke)
		}
		sb.WriteString(`</svg>`)
		out[n] = fyne.NewStaticResource(fmt.Sprintf("stars-%d.svg", n), []byte(sb.String()))
	}
	return out
}()

// starPath lists the points of a five-pointed star, point up.
func starPath(cx, cy, outer, inner float64) string {
	var pts []string
	for i := 0; i < 10; i++ {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts = append(pts, fmt.Sprintf("%.1f,%.1f", cx+r*math.Cos(a), cy+r*math.Sin(a)))
	}
	return strings.Join(pts, " ")
}

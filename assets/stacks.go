package assets

import (
	"fmt"
	"math"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
)

// Turnover pieces are stacks of up to three nested rings of one colour: the Tower innermost,
// then the Fort, then the Wall. Each ring has its own outline so that every stack reads at a
// glance: the Tower is a small round keep, the Fort a five-bastion star fort, the Wall a
// crenellated ring. Bodies are filled in the owner's colour (light for White, dark for
// Black, like the chess pieces).

type stackKey struct {
	set               PieceSet
	side              Side
	tower, fort, wall bool
}

var (
	stackMu    sync.Mutex
	stackCache = map[stackKey]fyne.Resource{}
)

// Stack returns the Siegeworks set's art for a Turnover stack of the given rings, or nil
// when no ring is set.
func Stack(s Side, tower, fort, wall bool) fyne.Resource {
	return Siegeworks.Stack(s, tower, fort, wall)
}

// Stack returns the art for a Turnover stack of the given rings in the set's tones, or nil
// when no ring is set or the set is unknown.
func (ps PieceSet) Stack(s Side, tower, fort, wall bool) fyne.Resource {
	st, ok := setStyles[ps]
	if !ok || (!tower && !fort && !wall) {
		return nil
	}
	k := stackKey{ps, s, tower, fort, wall}
	stackMu.Lock()
	defer stackMu.Unlock()
	if r, ok := stackCache[k]; ok {
		return r
	}
	name := setKey(ps, s, "stack-"+ringLetters(tower, fort, wall)) + ".svg"
	r := fyne.NewStaticResource(name, stackSVG(st.tones[s], st.outline, tower, fort, wall))
	stackCache[k] = r
	return r
}

func ringLetters(tower, fort, wall bool) string {
	var b strings.Builder
	if tower {
		b.WriteByte('t')
	}
	if fort {
		b.WriteByte('f')
	}
	if wall {
		b.WriteByte('w')
	}
	return b.String()
}

func stackSVG(t tones, outline float64, tower, fort, wall bool) []byte {
	fill, band, line, detail := t.body, t.band, t.line, t.detail
	edge := 2.6 * outline // the width of every ring's outline
	var b strings.Builder
	ring := func(d string, detailR float64) {
		fmt.Fprintf(&b, `  <path d="%s" fill="%s" stroke="%s" stroke-width="%.3g" stroke-linejoin="round"/>`+"\n", d, fill, line, edge)
		if detailR > 0 {
			fmt.Fprintf(&b, `  <circle cx="50" cy="50" r="%.2f" fill="none" stroke="%s" stroke-width="1.2" stroke-opacity="0.55"/>`+"\n", detailR, detail)
		}
	}
	// Every ring is drawn solid, so no square colour shows through a stack and it reads in
	// its owner's colour. A ring with nothing inside shows its empty middle as a disc in
	// the owner's second tone, so it still reads as a ring.
	middle := func(r float64) {
		fmt.Fprintf(&b, `  <circle cx="50" cy="50" r="%.2f" fill="%s" stroke="%s" stroke-width="%.3g"/>`+"\n", r, band, line, edge)
	}
	if wall {
		ring(crenellated(16, 47.5, 43), 40.5)
		if !fort {
			middle(37)
		}
	}
	if fort {
		ring(starFort(5, 34.5, 27), 0)
		if !tower {
			middle(20.5)
		}
	}
	if tower {
		// A lone Tower, the innermost ring, is drawn larger, so that it reads on a small
		// board: a speck a third of a square wide is hard to tell from a ring's middle.
		k := 1.0
		if !fort && !wall {
			k = loneTowerScale
		}
		ring(crenellated(12, 17.5*k, 14.5*k), 8.5*k)
		// The keep's heart: a solid dot in the detail colour, which no other ring has, so
		// a Tower never reads as a ring with an empty middle (a lone Fort or Wall).
		fmt.Fprintf(&b, `  <circle cx="50" cy="50" r="%.2f" fill="%s"/>`+"\n", 4*k, detail)
	}
	return []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">` + "\n" +
		b.String() + "</svg>\n")
}

// loneTowerScale enlarges a lone Tower's ring: 17.5 of the art's 100 units become 30, still
// smaller than a Fort (34.5), so a Tower stays the smallest piece.
const loneTowerScale = 30 / 17.5

// point returns the coordinates at radius r and angle a (radians, 0 = up, clockwise).
func point(r, a float64) (float64, float64) {
	return 50 + r*math.Sin(a), 50 - r*math.Cos(a)
}

// crenellated outlines a ring edge of n steps alternating between the merlon radius hi and
// the embrasure radius lo, clockwise.
func crenellated(n int, hi, lo float64) string {
	var b strings.Builder
	step := 2 * math.Pi / float64(n)
	for i := 0; i < n; i++ {
		r := lo
		if i%2 == 0 {
			r = hi
		}
		a0, a1 := float64(i)*step-step/2, float64(i)*step+step/2
		x0, y0 := point(r, a0)
		x1, y1 := point(r, a1)
		if i == 0 {
			fmt.Fprintf(&b, "M%.2f %.2f ", x0, y0)
		} else {
			fmt.Fprintf(&b, "L%.2f %.2f ", x0, y0)
		}
		fmt.Fprintf(&b, "A%.2f %.2f 0 0 1 %.2f %.2f ", r, r, x1, y1)
	}
	b.WriteString("Z ")
	return b.String()
}

// starFort outlines n bastions whose points lie at radius hi, joined through curtain walls
// at radius lo, clockwise.
func starFort(n int, hi, lo float64) string {
	var b strings.Builder
	step := 2 * math.Pi / float64(n)
	for i := 0; i < n; i++ {
		a := float64(i) * step
		// A bastion: two flanks leaving the curtain, meeting at the point.
		fx0, fy0 := point(lo, a-step*0.22)
		px, py := point(hi, a)
		fx1, fy1 := point(lo, a+step*0.22)
		cx, cy := point(lo*0.93, a+step/2)
		if i == 0 {
			fmt.Fprintf(&b, "M%.2f %.2f ", fx0, fy0)
		} else {
			fmt.Fprintf(&b, "L%.2f %.2f ", fx0, fy0)
		}
		fmt.Fprintf(&b, "L%.2f %.2f L%.2f %.2f L%.2f %.2f ", px, py, fx1, fy1, cx, cy)
	}
	b.WriteString("Z ")
	return b.String()
}

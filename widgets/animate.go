package widgets

import (
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"siegeworks/rules"
)

const (
	moveDuration     = 200 * time.Millisecond
	snapBackDuration = 140 * time.Millisecond
)

// spriteKind is how an animated picture behaves.
type spriteKind uint8

const (
	spriteSlide   spriteKind = iota // glides from one square to another
	spriteFly                       // a slung piece: glides and swells as if thrown through the air
	spriteFadeOut                   // a captured piece, or a teleporting piece leaving
	spriteFadeIn                    // a teleporting piece arriving
	spriteFlip                      // a Turnover stack turning over: it narrows, changes colour, widens
	spriteStay                      // an own stack a ring joins, shown until the ring is there
	spriteBurst                     // the flash of a cannon shot
	spriteTracer                    // the streak of a cannon shot along its file
)

// sprite is one animated picture. It acts between t0 and t1 of the animation's time
// (0..1) and keeps its end state after t1.
type sprite struct {
	kind      spriteKind
	res, res2 fyne.Resource // res2: the picture after a flip
	from, to  rules.Square
	start     *fyne.Position // when set, a slide starts here (a snap-back from the pointer)
	t0, t1    float32
}

// moveAnimation is a running animation: its sprites stand in for the squares it hides.
type moveAnimation struct {
	anim        *fyne.Animation
	t           float32
	sprites     []sprite
	hidePieces  map[rules.Square]bool
	hideMarkers map[rules.Square]bool
}

// startMoveAnimation builds the sprites of a move from its effects and starts them. prior is
// the position before the move (the board's own copy); dropped tells that the moving piece was
// dragged onto its square already.
func (b *Board) startMoveAnimation(prior *rules.Position, m rules.Move, effects []rules.Effect, dropped bool) {
	b.runAnimation(moveSprites(prior, m, effects, dropped), moveDuration)
}

// moveSprites builds the animation of a move: what travels slides or flies over the board,
// what is destroyed fades (a shot also flashes), a teleport fades out and in, a turned-over
// stack flips to its new colour.
func moveSprites(prior *rules.Position, m rules.Move, effects []rules.Effect, dropped bool) *moveAnimation {
	turnover := prior.Variant().IsTurnover()
	art := func(pc rules.Piece) fyne.Resource { return pieceArt(pc, turnover) }
	a := &moveAnimation{hidePieces: map[rules.Square]bool{}, hideMarkers: map[rules.Square]bool{}}
	var under, over []sprite // under: what stays or dies on a square; over: what travels
	mainMoved := false
	for _, e := range effects {
		switch e.Kind {
		case rules.EffectCapture:
			under = append(under, sprite{kind: spriteFadeOut, res: art(e.Piece), from: e.To, to: e.To, t0: 0.35, t1: 1})
		case rules.EffectExplode:
			under = append(under, sprite{kind: spriteFadeOut, res: art(e.Piece), from: e.To, to: e.To, t0: 0.2, t1: 0.8})
			over = append(over, sprite{kind: spriteBurst, from: e.To, to: e.To, t0: 0, t1: 1})
			if e.To == m.To() {
				over = append(over, sprite{kind: spriteTracer, from: m.From(), to: m.To(), t0: 0, t1: 0.6})
			}
		case rules.EffectMove:
			main := !mainMoved && e.From == m.From()
			mainMoved = mainMoved || main
			if main && dropped {
				continue // already on its square
			}
			over = append(over, sprite{kind: spriteSlide, res: art(prior.At(e.From)), from: e.From, to: e.To, t0: 0, t1: 1})
			a.hidePieces[e.To] = true
		case rules.EffectSling:
			over = append(over, sprite{kind: spriteFly, res: art(e.Piece), from: e.From, to: e.To, t0: 0.1, t1: 1})
			a.hidePieces[e.To] = true
		case rules.EffectTeleport:
			pc := art(prior.At(e.From))
			over = append(over,
				sprite{kind: spriteFadeOut, res: pc, from: e.From, to: e.From, t0: 0, t1: 0.5},
				sprite{kind: spriteFadeIn, res: pc, from: e.To, to: e.To, t0: 0.5, t1: 1})
			a.hidePieces[e.To] = true
		case rules.EffectTurnover:
			under = append(under, sprite{kind: spriteFlip, res: art(prior.At(e.To)), res2: art(e.Piece), from: e.To, to: e.To, t0: 0.45, t1: 1})
			a.hidePieces[e.To] = true
		case rules.EffectCombine:
			under = append(under, sprite{kind: spriteStay, res: art(prior.At(e.To)), from: e.To, to: e.To, t0: 0, t1: 1})
			a.hidePieces[e.To] = true
		case rules.EffectCatapultMove:
			owner, _ := prior.CatapultAt(e.From)
			under = append(under, sprite{kind: spriteSlide, res: CatapultImage(owner), from: e.From, to: e.To, t0: 0, t1: 1})
			a.hideMarkers[e.To] = true
		case rules.EffectCatapultRemoved:
			under = append(under, sprite{kind: spriteFadeOut, res: CatapultImage(e.Piece.Color()), from: e.To, to: e.To, t0: 0.4, t1: 1})
		}
	}
	a.sprites = append(under, over...)
	return a
}

// snapBackFrom animates a refused piece from a point back to its square.
func (b *Board) snapBackFrom(from rules.Square, start fyne.Position) {
	if !b.animations || b.renderer == nil || b.work == nil {
		return
	}
	res := pieceArt(b.work.At(from), b.work.Variant().IsTurnover())
	a := &moveAnimation{hidePieces: map[rules.Square]bool{from: true}, hideMarkers: map[rules.Square]bool{}}
	if res == nil {
		owner, _ := b.work.CatapultAt(from)
		res = CatapultImage(owner)
		a.hidePieces, a.hideMarkers = a.hideMarkers, a.hidePieces
	}
	a.sprites = []sprite{{kind: spriteSlide, res: res, from: from, to: from, start: &start, t0: 0, t1: 1}}
	b.runAnimation(a, snapBackDuration)
}

func (b *Board) runAnimation(a *moveAnimation, d time.Duration) {
	b.stopAnimation()
	if b.renderer == nil {
		return // not on screen: nothing to see
	}
	b.anim = a
	a.anim = fyne.NewAnimation(d, func(t float32) { b.tick(a, t) })
	a.anim.Curve = fyne.AnimationLinear
	a.anim.Start() // the caller refreshes the board, which draws the first frame
}

// tick advances an animation; the last tick hands the squares back to the board.
func (b *Board) tick(a *moveAnimation, t float32) {
	if b.anim != a {
		return
	}
	a.t = t
	if t >= 1 {
		b.anim = nil
		b.Refresh()
		return
	}
	if r := b.renderer; r != nil {
		r.drawSprites(b.layout())
	}
}

// stopAnimation ends a running animation at once; the caller refreshes the board.
func (b *Board) stopAnimation() {
	if a := b.anim; a != nil {
		b.anim = nil
		if a.anim != nil {
			a.anim.Stop()
		}
	}
}

// ease is a smooth start and stop.
func ease(t float32) float32 { return t * t * (3 - 2*t) }

// drawSprites draws the running animation's sprites at its current time.
func (r *boardRenderer) drawSprites(l boardLayout) {
	r.top.reset()
	if a := r.board.anim; a != nil {
		for i := range a.sprites {
			r.drawSprite(l, &a.sprites[i], a.t)
		}
	}
	r.top.finish()
	r.markLayersGrown()
}

func (r *boardRenderer) drawSprite(l boardLayout, s *sprite, t float32) {
	u := min(max((t-s.t0)/(s.t1-s.t0), 0), 1)
	from, to := geomOf(l, s.from), geomOf(l, s.to)
	side := l.square
	size := fyne.NewSquareSize(side)
	switch s.kind {
	case spriteSlide, spriteFly:
		start := from.pos
		if s.start != nil {
			start = s.start.SubtractXY(side/2, side/2)
		}
		e := ease(u)
		pos := fyne.NewPos(start.X+(to.pos.X-start.X)*e, start.Y+(to.pos.Y-start.Y)*e)
		if s.kind == spriteFly {
			grow := side * 0.35 * float32(math.Sin(math.Pi*float64(u)))
			pos = pos.SubtractXY(grow/2, grow/2)
			size = fyne.NewSquareSize(side + grow)
		}
		r.sprite(s.res, pos, size, 0, canvas.ImageFillContain)
	case spriteFadeOut:
		if u < 1 {
			r.sprite(s.res, from.pos, size, float64(u), canvas.ImageFillContain)
		}
	case spriteFadeIn:
		if u > 0 {
			r.sprite(s.res, to.pos, size, float64(1-u), canvas.ImageFillContain)
		}
	case spriteStay:
		r.sprite(s.res, to.pos, size, 0, canvas.ImageFillContain)
	case spriteFlip:
		res := s.res
		if u >= 0.5 {
			res = s.res2
		}
		w := side * float32(math.Abs(math.Cos(math.Pi*float64(u))))
		r.sprite(res, to.pos.AddXY((side-w)/2, 0), fyne.NewSize(max(w, 1), side), 0, canvas.ImageFillStretch)
	case spriteBurst:
		if u > 0 && u < 1 {
			grow := 0.3 + 0.45*float32(math.Sin(math.Pi*float64(u)))
			alpha := uint8(255 * (1 - u*u))
			r.top.polygon(starPoints(to.centre, grow*side, grow*side*0.45, 8, 0.2), withAlpha(marks.explode, alpha))
			r.top.polygon(starPoints(to.centre, grow*side*0.55, grow*side*0.25, 8, 0.6), withAlpha(marks.promotion, alpha))
		}
	case spriteTracer:
		if u < 1 {
			r.top.line(from.centre, to.centre, withAlpha(marks.promotion, uint8(255*(1-u))), max(2, 0.09*side))
		}
	}
}

func (r *boardRenderer) sprite(res fyne.Resource, pos fyne.Position, size fyne.Size, translucency float64, fill canvas.ImageFill) {
	if res == nil {
		return
	}
	img := r.top.image(res, pos, size, translucency)
	if img.FillMode != fill {
		img.FillMode = fill
		img.Refresh()
	}
}

package widgets

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"siegeworks/internal/capture"
)

// TestPreviewsAndAnimationFramesDraw: in both themes, picking up a piece draws its marks,
// the destination under the pointer (or the drag) draws more, and a move's animation
// draws frames that differ from each other and from the end. With SIEGEWORKS_PREVIEW set
// to a directory, the pictures are also written there for a person to look at.
func TestPreviewsAndAnimationFramesDraw(t *testing.T) {
	dir := os.Getenv("SIEGEWORKS_PREVIEW")
	keep := func(name string, img image.Image) {
		if dir != "" {
			writePNG(t, filepath.Join(dir, name+".png"), img)
		}
	}
	test.NewTempApp(t)
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		useVariant(t, variant)
		suffix := map[fyne.ThemeVariant]string{theme.VariantLight: "", theme.VariantDark: "-dark"}[variant]
		for _, shot := range []struct {
			name, scene, pick, over string
			drag                    bool
		}{
			{"sel-turret-hover", "turret-sling", "c3", "d4", false},
			{"sel-turret-drag", "turret-sling", "c3", "b4", true},
			{"sel-gunnery-hover", "gunnery-shot", "e2", "e8", false},
			{"sel-catapult-hover", "catapult-teleport", "f3", "f7", false},
			{"sel-catapult-capture-hover", "catapult-capture", "g4", "e5", false},
			{"sel-turnover-hover", "turnover-choice", "b3", "d5", false},
			{"sel-turnover-combine", "turnover-choice", "b3", "a4", false},
			{"sel-promotion-hover", "promotion", "b7", "c8", false},
		} {
			pos := scenePosition(t, shot.scene)
			b, w := shownBoard(t, pos, fyne.NewSize(760, 640))
			untouched := capture.Settled(w.Canvas())
			from := sq(t, pos, shot.pick)
			var picked image.Image
			if shot.drag {
				dragTo(b, from, sq(t, pos, shot.over), true)
			} else {
				click(b, from)
				picked = capture.Settled(w.Canvas())
				keep(shot.name+"-picked"+suffix, picked)
				if share := differingShare(untouched, picked); share < 0.002 {
					t.Errorf("%s%s: picking up %s draws no marks (%.4f of the pixels change)", shot.name, suffix, shot.pick, share)
				}
				hover(b, sq(t, pos, shot.over))
			}
			over := capture.Settled(w.Canvas())
			keep(shot.name+suffix, over)
			if picked != nil && differingShare(picked, over) < 0.0005 {
				t.Errorf("%s%s: pointing at %s shows nothing more", shot.name, suffix, shot.over)
			}
			if differingShare(untouched, over) < 0.002 {
				t.Errorf("%s%s: the preview draws nothing", shot.name, suffix)
			}
		}
		// Frames from the middle of move animations.
		for _, an := range []struct{ name, scene, move string }{
			{"anim-sling", "turret-sling", "c3d4"},
			{"anim-shot", "gunnery-shot", "e2e8"},
			{"anim-teleport", "catapult-teleport", "f3f7"},
			{"anim-turnover", "turnover-choice", "b3d5"},
		} {
			pos := scenePosition(t, an.scene)
			m := move(t, pos, an.move)
			b, w := shownBoard(t, pos, fyne.NewSize(760, 640))
			b.ShowMove(pos, m, played(pos, m), false)
			end := capture.Settled(w.Canvas())
			var frames []image.Image
			for _, f := range []float32{0.3, 0.6} {
				b.anim = moveSprites(pos.Clone(), m, pos.Clone().Effects(m), false)
				b.anim.t = f
				b.Refresh()
				img := capture.Settled(w.Canvas())
				keep(fmt.Sprintf("%s-%02.0f%s", an.name, f*10, suffix), img)
				if differingShare(img, end) < 0.001 {
					t.Errorf("%s%s: the frame at %.1f looks like the end of the move", an.name, suffix, f)
				}
				frames = append(frames, img)
			}
			if differingShare(frames[0], frames[1]) < 0.001 {
				t.Errorf("%s%s: the animation does not move between 0.3 and 0.6", an.name, suffix)
			}
		}
	}
}

// differingShare is the share of pixels that differ between two pictures of one size.
func differingShare(a, b image.Image) float64 {
	r := a.Bounds()
	if r != b.Bounds() || r.Empty() {
		return 1
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 {
				n++
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}

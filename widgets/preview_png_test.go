package widgets

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestWritePreviewInteraction writes images of picked-up pieces and their previews for a
// person to look at when SIEGEWORKS_PREVIEW names a directory.
func TestWritePreviewInteraction(t *testing.T) {
	dir := os.Getenv("SIEGEWORKS_PREVIEW")
	if dir == "" {
		t.Skip("set SIEGEWORKS_PREVIEW to a directory to write preview images")
	}
	test.NewTempApp(t)
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		useVariant(t, variant)
		suffix := map[fyne.ThemeVariant]string{theme.VariantLight: "", theme.VariantDark: "-dark"}[variant]
		for _, shot := range []struct {
			name, scene, pick, over string
			drag                    bool
		}{
			{"sel-turret", "turret-sling", "c3", "", false},
			{"sel-turret-hover", "turret-sling", "c3", "d4", false},
			{"sel-turret-drag", "turret-sling", "c3", "b4", true},
			{"sel-gunnery", "gunnery-shot", "e2", "", false},
			{"sel-gunnery-hover", "gunnery-shot", "e2", "e8", false},
			{"sel-catapult", "catapult-teleport", "f3", "", false},
			{"sel-catapult-hover", "catapult-teleport", "f3", "f7", false},
			{"sel-catapult-capture", "catapult-capture", "g4", "", false},
			{"sel-catapult-capture-hover", "catapult-capture", "g4", "e5", false},
			{"sel-turnover", "turnover-choice", "b3", "", false},
			{"sel-turnover-hover", "turnover-choice", "b3", "d5", false},
			{"sel-turnover-combine", "turnover-choice", "b3", "a4", false},
			{"sel-promotion", "promotion", "b7", "", false},
			{"sel-promotion-hover", "promotion", "b7", "c8", false},
		} {
			pos := scenePosition(t, shot.scene)
			b, w := shownBoard(t, pos, fyne.NewSize(760, 640))
			from := sq(t, pos, shot.pick)
			if shot.drag {
				dragTo(b, from, sq(t, pos, shot.over), true)
			} else {
				click(b, from)
				if shot.over != "" {
					hover(b, sq(t, pos, shot.over))
				}
			}
			writePNG(t, filepath.Join(dir, shot.name+suffix+".png"), w.Canvas().Capture())
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
			for _, f := range []float32{0.3, 0.6} {
				b.anim = moveSprites(pos.Clone(), m, pos.Clone().Effects(m), false)
				b.anim.t = f
				b.Refresh()
				writePNG(t, filepath.Join(dir, fmt.Sprintf("%s-%02.0f%s.png", an.name, f*10, suffix)), w.Canvas().Capture())
			}
		}
	}
}

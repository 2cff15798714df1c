package widgets

import (
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
	}
}

package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// useLook draws the boards with a look until the test ends.
func useLook(t testing.TB, l Look) {
	t.Helper()
	t.Cleanup(func() { SetLook(DefaultLook) })
	SetLook(l)
}

// The interfaces a look is tried on.
var (
	bothInterfaces = []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark}
	lightInterface = []fyne.ThemeVariant{theme.VariantLight}
)

// everyLook runs f for every scheme with every piece set on each interface, coordinates
// shown; name says which.
func everyLook(t *testing.T, interfaces []fyne.ThemeVariant, f func(name string)) {
	t.Helper()
	// The boards of earlier tests stand in closed windows, but Fyne's cache of renderers
	// keeps them alive: forget them, so that each new look redraws this test's boards only.
	boards = liveSet[Board]{}
	for _, ui := range interfaces {
		useVariant(t, ui)
		for _, sc := range SchemeChoices() {
			for _, ps := range PieceSetChoices() {
				useLook(t, Look{Scheme: sc.ID, Pieces: ps.ID, Coordinates: true})
				f(sc.Name + ", " + ps.Name + map[fyne.ThemeVariant]string{theme.VariantLight: ", light interface", theme.VariantDark: ", dark interface"}[ui])
			}
		}
	}
}

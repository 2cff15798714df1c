// Package app is the Siegeworks desktop application: it opens the main window.
package app

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"

	"siegeworks/assets"
	"siegeworks/rules"
	"siegeworks/widgets"
)

// ID is the application identifier, as in FyneApp.toml.
const ID = "io.siegeworks.app"

// Title is the main window's title.
const Title = "Siegeworks"

// VariantEnv names an environment variable that picks the variant shown at start
// (a variant ID such as "turret"); unset, the game is orthodox chess.
const VariantEnv = "SIEGEWORKS_VARIANT"

// Run starts the application and returns when its last window closes.
func Run() error {
	v, err := startVariant(os.Getenv(VariantEnv))
	if err != nil {
		return err
	}
	a := fyneapp.NewWithID(ID)
	a.SetIcon(assets.Icon)
	newMainWindow(a, rules.NewPosition(v)).ShowAndRun()
	return nil
}

func startVariant(id string) (*rules.Variant, error) {
	if id == "" {
		id = "chess"
	}
	v, err := rules.VariantByID(id)
	if err != nil {
		return nil, fmt.Errorf("%s=%q: %w", VariantEnv, id, err)
	}
	return v, nil
}

// newMainWindow builds the main window around a board showing pos.
func newMainWindow(a fyne.App, pos *rules.Position) fyne.Window {
	w := a.NewWindow(Title)
	board := widgets.NewBoard(pos)
	w.SetContent(container.NewPadded(board))
	w.Canvas().SetOnTypedRune(func(r rune) {
		if r == 'f' || r == 'F' {
			board.Flip()
		}
	})
	w.Resize(fyne.NewSize(900, 720))
	return w
}

package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"siegeworks/app/sound"
	"siegeworks/rules"
	"siegeworks/widgets"
)

// A screen is what the window shows: the game, Learn, the puzzles, the analysis board or
// the position editor. The window shows one at a time (ui.switchTo is the one place that
// changes it) and turns the keys and the menu's actions into commands the screen runs.
type screen interface {
	// view is the screen's content.
	view() fyne.CanvasObject
	// leave is called when the window shows another screen: background work stops.
	leave()
	// can tells whether the screen runs a command now; do runs it.
	can(c command) bool
	do(c command)
	// typed takes a character typed on the screen (not in a field); it reports whether it
	// used it.
	typed(r rune) bool
	// geometry is what the end-to-end test reads: the board, its variant, the page and the
	// named buttons.
	geometry() screenGeometry
}

// command is something a key or a menu item asks of the screen shown.
type command int

const (
	cmdBack    command = iota // Escape: a step back (out of the screen when it cannot)
	cmdHint                   // H
	cmdFlip                   // F
	cmdFirst                  // Home
	cmdPrev                   // Left
	cmdNext                   // Right
	cmdLast                   // End
	cmdUndo                   // Ctrl+Z
	cmdRedo                   // Ctrl+Y, Ctrl+Shift+Z
	cmdOffer                  // Offer draw
	cmdClaim                  // Claim draw
	cmdResign                 // Resign
	cmdRules                  // F1: the guide of the screen's variant
	cmdConfirm                // Enter: the screen's highlighted action
	cmdPause                  // pause or resume a game against the computer
	commandCount
)

// navCommands are the commands of the keys that step through moves.
var navCommands = map[fyne.KeyName]command{
	fyne.KeyHome: cmdFirst, fyne.KeyLeft: cmdPrev, fyne.KeyRight: cmdNext, fyne.KeyEnd: cmdLast,
}

// confirmKeys are the keys of cmdConfirm.
var confirmKeys = map[fyne.KeyName]bool{fyne.KeyReturn: true, fyne.KeyEnter: true}

// screenGeometry is a screen's part of the geometry the end-to-end test reads.
type screenGeometry struct {
	board   *widgets.Board
	variant *rules.Variant
	view    string // "game", "home", "course", "level", "editor", "analysis", "puzzles"
	level   string // the lesson or puzzle shown
	buttons map[string]*widget.Button
	clocks  map[string]string // the game's clocks as shown, by side
}

// host is what a screen may ask of the window around it.
type host interface {
	// post runs a function on the UI goroutine (background work hands its results back).
	post(func())
	// play plays a sound effect.
	play(sound.Effect)
	settings() Settings
	prefs() fyne.Preferences
	// show opens a dialog over the window; showError an error with notes under it.
	show(dialog.Dialog)
	showError(title string, err error, notes ...string)
	// newBoard is a board with the settings' animations and legal moves and the promotion
	// picker; say receives its refusals as sentences.
	newBoard(onMove func(rules.Move), say func(string)) *widgets.Board
	// choosePromotion asks what a pawn becomes (the boards' promotion picker).
	choosePromotion(choices []rules.Kind, c rules.Color, done func(rules.Kind))
	// newSelect and newEntry are a drop-down and a field that hand Escape to the window.
	newSelect(options []string, changed func(string)) *escSelect
	newEntry() *escEntry
	// backToGame shows the game again; showScreen shows another screen (the analysis board
	// opened from the puzzles, the puzzles again when it closes).
	backToGame()
	showScreen(s screen)
	// showGuide opens the player's guide at a variant's page (nil: notation).
	showGuide(v *rules.Variant)
	clipboard() fyne.Clipboard
	// window is the main window (dialogs open over it).
	window() fyne.Window
	// confirm asks before something that cannot be taken back: yes runs on action.
	confirm(title, text, action string, yes func())
}

// namedButtons makes buttons and files them under their names, where the end-to-end test
// finds them (screenGeometry.buttons).
type namedButtons map[string]*widget.Button

func (nb namedButtons) add(name, label string, icon fyne.Resource, tapped func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, tapped)
	nb[name] = b
	return b
}

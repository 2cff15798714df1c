package app

import (
	"fyne.io/fyne/v2"
)

// runeCommands are the single-letter keys of every screen.
var runeCommands = map[rune]command{'f': cmdFlip, 'F': cmdFlip, 'h': cmdHint, 'H': cmdHint}

// bindKeys sets the keys of the main window: each becomes a command of the screen shown
// (or, for other characters, goes to the screen to type with). While a dialog or a menu is
// open they do nothing, except Escape, which closes our own dialogs.
func (u *ui) bindKeys() {
	c := u.win.Canvas()
	busy := func() bool { return c.Overlays().Top() != nil }
	c.SetOnTypedRune(func(r rune) {
		if busy() {
			return
		}
		if cmd, ok := runeCommands[r]; ok {
			u.run(cmd)
			return
		}
		u.current.typed(r)
	})
	c.AddShortcut(ctrlShiftZ.CustomShortcut, func(fyne.Shortcut) { u.run(cmdRedo) })
	c.SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape {
			u.escape()
			return
		}
		if busy() {
			return
		}
		if cmd, ok := navCommands[e.Name]; ok {
			u.run(cmd)
		}
		if confirmKeys[e.Name] {
			u.run(cmdConfirm)
		}
		if e.Name == fyne.KeyF1 {
			u.run(cmdRules)
		}
	})
}

// run runs a command on the screen shown when it applies there.
func (u *ui) run(c command) {
	if c == cmdRules && !u.current.can(cmdRules) {
		u.showRules() // the game's variant
		return
	}
	if u.current.can(c) {
		u.current.do(c)
	}
}

package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
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
	if dc, ok := c.(desktop.Canvas); ok {
		dc.SetOnKeyUp(u.keyUp)
	}
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

// altClicked is called when a mouse button goes down on a board with Alt held (Alt and a
// right click draw a blue arrow).
func (u *ui) altClicked() { u.altClick = true }

// keyUp keeps Alt from opening the menu bar when it was held for a click: the desktop
// driver opens the menu on any release of Alt that no key came between, clicks or not, and
// hands the release on afterwards, so the menu is closed again at once.
func (u *ui) keyUp(e *fyne.KeyEvent) {
	if e.Name != desktop.KeyAltLeft && e.Name != desktop.KeyAltRight {
		return
	}
	if u.altClick {
		u.altClick = false
		u.dismissMenu()
	}
}

// dismissMenu closes the menu bar if it is open; tests replace it.
var dismissMenu = func(c fyne.Canvas) {
	// The desktop driver's canvas has this method; Fyne offers no other way to close the
	// menu bar from outside.
	if m, ok := c.(interface{ DismissMenu() bool }); ok {
		m.DismissMenu()
	}
}

func (u *ui) dismissMenu() { dismissMenu(u.win.Canvas()) }

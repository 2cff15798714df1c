package app

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// show opens a dialog over the main window so that the keys keep working around it: the
// dialog joins the open ones (Escape closes the top one), and when it closes the keyboard
// focus leaves whatever widget inside it had it, so the board's shortcuts (F, H, arrows,
// Ctrl+N…) work at once without a click.
func (u *ui) show(d dialog.Dialog) {
	u.dialogs = append(u.dialogs, d)
	d.SetOnClosed(func() {
		if i := slices.Index(u.dialogs, d); i >= 0 {
			u.dialogs = slices.Delete(u.dialogs, i, i+1)
		}
		u.win.Canvas().Unfocus()
	})
	d.Show()
}

// closeTopDialog closes the dialog opened last (Escape). It reports whether there was one.
func (u *ui) closeTopDialog() bool {
	if len(u.dialogs) == 0 {
		return false
	}
	u.dialogs[len(u.dialogs)-1].Hide()
	return true
}

// escSelect is a drop-down that hands Escape to the window: a widget with the keyboard focus
// otherwise swallows it, and a dialog whose drop-down was used would no longer close.
type escSelect struct {
	widget.Select
	onEscape func()
}

func (u *ui) newSelect(options []string, changed func(string)) *escSelect {
	s := &escSelect{onEscape: u.escape}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey is part of fyne.Focusable.
func (s *escSelect) TypedKey(e *fyne.KeyEvent) {
	if e.Name == fyne.KeyEscape && s.onEscape != nil {
		s.onEscape()
		return
	}
	s.Select.TypedKey(e)
}

// escEntry is a text field that hands Escape to the window (see escSelect).
type escEntry struct {
	widget.Entry
	onEscape func()
}

func (u *ui) newEntry() *escEntry {
	e := &escEntry{onEscape: u.escape}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey is part of fyne.Focusable.
func (e *escEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && e.onEscape != nil {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(k)
}

// escape is what Escape does anywhere in the main window: close the top dialog (cancelling
// a promotion), else step back out of Learn, else clear the hint.
func (u *ui) escape() {
	if u.promo != nil {
		u.promo.choose(0)
		return
	}
	if u.closeTopDialog() {
		return
	}
	if u.learning() {
		u.learn.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		return
	}
	if u.editor != nil || u.analysis != nil || u.puzzles != nil {
		u.leaveModes()
		return
	}
	u.board.SetHint(0)
}

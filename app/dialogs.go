package app

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
)

// overlays are the dialogs open over the main window.
type overlays struct {
	open    []dialog.Dialog      // every open dialog, oldest first
	promo   *promotionPicker     // the promotion picker, if open
	newGame *newGameDialog       // the last new-game dialog
	welcome *welcomeDialog       // the welcome, if open
	unsaved *dialog.CustomDialog // "Save the game?", if open
	variant *dialog.CustomDialog // "Which game?", if open
	look    *lookChoices         // the last settings dialog's choices of the boards' look
	cores   *widget.RadioGroup   // the last settings dialog's choice of the computer's cores
	friend  *friendDialog        // "Play a friend on another computer", if open
	corr    *corrDialog          // "Play by correspondence", if open
	// question are the buttons of the question open (confirm), for the end-to-end test.
	question namedButtons
}

// show opens a dialog over the main window so that the keys keep working around it: the
// dialog joins the open ones (Escape closes the top one), and when it closes the keyboard
// focus leaves whatever widget inside it had it, so the board's shortcuts (F, H, arrows,
// Ctrl+N…) work at once without a click.
func (u *ui) show(d dialog.Dialog) {
	u.dlg.open = append(u.dlg.open, d)
	d.SetOnClosed(func() { u.dialogClosed(d) })
	d.Show()
}

// dialogClosed forgets a dialog that closed and takes the keyboard focus out of it.
func (u *ui) dialogClosed(d dialog.Dialog) {
	if i := slices.Index(u.dlg.open, d); i >= 0 {
		u.dlg.open = slices.Delete(u.dlg.open, i, i+1)
	}
	u.win.Canvas().Unfocus()
}

// closeTopDialog closes the dialog opened last (Escape). It reports whether there was one.
func (u *ui) closeTopDialog() bool {
	if len(u.dlg.open) == 0 {
		return false
	}
	u.dlg.open[len(u.dlg.open)-1].Hide()
	return true
}

// closeDialogs closes every open dialog, cancelling a promotion.
func (u *ui) closeDialogs() {
	if u.dlg.promo != nil {
		u.dlg.promo.choose(rules.NoKind)
	}
	for u.closeTopDialog() {
	}
}

// escape is what Escape does anywhere in the main window: close the top dialog (cancelling
// a promotion), else step back in the screen shown (out of it, to the game, when it has
// nowhere to step back to).
func (u *ui) escape() {
	if u.dlg.promo != nil {
		u.dlg.promo.choose(rules.NoKind)
		return
	}
	if u.closeTopDialog() {
		return
	}
	if u.current.can(cmdBack) {
		u.current.do(cmdBack)
		return
	}
	u.backToGame()
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

// wrapped is a label whose text wraps at word boundaries.
func wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// sentence makes a status message from the rules' words a sentence: a capital first letter
// and a full stop ("" stays "": it clears the line).
func sentence(s string) string {
	if s == "" || strings.HasSuffix(s, ".") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "!") {
		return capitalize(s)
	}
	return capitalize(s) + "."
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

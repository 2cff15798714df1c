package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
)

// keyHelp is one line of the shortcut list: the keys and what they do.
type keyHelp struct{ keys, what string }

// windowKeys are the keys the window handles itself besides the menu items' shortcuts; the
// shortcut list shows them after the menus'. bindKeys binds the same ones.
func windowKeys() []keyHelp {
	return []keyHelp{
		{lang.L("/ or a letter"), lang.L("Type a move (e4, Nf3, e2e4; Esc leaves the field)")},
		{"Esc", lang.L("Close a dialog, clear the hint, step back out of Learn")},
		{"Enter", lang.L("In Learn, after a level: the next level (or Try again)")},
		{ctrlShiftZ.name(), lang.L("Redo")},
		{"Alt", lang.L("Open the menu bar (arrow keys to move, Enter to choose)")},
		{"Tab, Shift+Tab", lang.L("Move between buttons and fields (Space presses a button)")},
	}
}

// ctrlShiftZ is the second Redo key, which a menu item cannot carry beside Ctrl+Y.
var ctrlShiftZ = shortcut{ctrlShift(fyne.KeyZ).(*desktop.CustomShortcut)}

// shortcutList is every key the window knows, in the menus' order, then windowKeys.
func (u *ui) shortcutList() []keyHelp {
	var out []keyHelp
	var walk func(m *fyne.Menu)
	walk = func(m *fyne.Menu) {
		for _, it := range m.Items {
			if it.Shortcut != nil {
				out = append(out, keyHelp{shortcutName(it.Shortcut), strings.TrimSuffix(it.Label, "…")})
			}
			if it.ChildMenu != nil {
				walk(it.ChildMenu)
			}
		}
	}
	for _, m := range u.menu.main.Items {
		walk(m)
	}
	return append(out, windowKeys()...)
}

type shortcut struct{ *desktop.CustomShortcut }

func (s shortcut) name() string { return shortcutName(s.CustomShortcut) }

// shortcutName writes a shortcut as players read it: "Ctrl+Shift+S", "F1", "Left".
func shortcutName(sc fyne.Shortcut) string {
	switch sc := sc.(type) {
	case *fyne.ShortcutUndo:
		return "Ctrl+Z"
	case *fyne.ShortcutRedo:
		return "Ctrl+Y"
	case *desktop.CustomShortcut:
		var parts []string
		if sc.Modifier&(fyne.KeyModifierControl|fyne.KeyModifierSuper) != 0 {
			parts = append(parts, "Ctrl")
		}
		if sc.Modifier&fyne.KeyModifierShift != 0 {
			parts = append(parts, "Shift")
		}
		if sc.Modifier&fyne.KeyModifierAlt != 0 {
			parts = append(parts, "Alt")
		}
		key := string(sc.KeyName)
		if key == string(fyne.KeyComma) {
			key = ","
		}
		return strings.Join(append(parts, key), "+")
	}
	return sc.ShortcutName()
}

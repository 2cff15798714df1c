package app

import (
	"fmt"

	"siegeworks/rules"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
)

// menus is the main menu and the items whose state follows the game.
type menus struct {
	u    *ui
	main *fyne.MainMenu

	save, claim, offer, resign, hint   *fyne.MenuItem
	pause                              *fyne.MenuItem
	undo, redo                         *fyne.MenuItem
	legal, anim, sound, alwaysQueen    *fyne.MenuItem
	themeSystem, themeLight, themeDark *fyne.MenuItem
	rules                              *fyne.MenuItem
	recent                             *fyne.MenuItem
	back                               *fyne.MenuItem
	friend                             friendItems
	sig                                string // the state last shown
}

func ctrl(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

func ctrlShift(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
}

// key shows a single-key shortcut in a menu; the window's key handler runs it.
func key(k fyne.KeyName) fyne.Shortcut { return &desktop.CustomShortcut{KeyName: k} }

func item(label string, sc fyne.Shortcut, action func()) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, action)
	it.Shortcut = sc
	return it
}

func newMenus(u *ui) *menus {
	m := &menus{u: u}
	m.save = item(lang.L("Save"), ctrl(fyne.KeyS), u.save)
	run := func(c command) func() { return func() { u.run(c) } }
	m.claim = item(lang.L("Claim draw"), nil, run(cmdClaim))
	m.offer = item(lang.L("Offer draw…"), nil, run(cmdOffer))
	m.resign = item(lang.L("Resign…"), nil, run(cmdResign))
	m.hint = item(lang.L("Hint"), key(fyne.KeyH), run(cmdHint))
	m.pause = item(lang.L("Pause"), nil, run(cmdPause))
	quit := item(lang.L("Quit"), ctrl(fyne.KeyQ), u.quit)
	m.recent = fyne.NewMenuItem(lang.L("Open recent"), nil)
	m.recent.ChildMenu = fyne.NewMenu("")
	m.setRecentItems(u.prefs().StringList(prefRecent))
	quit.IsQuit = true
	gameItems := []*fyne.MenuItem{
		item(lang.L("New game…"), ctrl(fyne.KeyN), u.showNewGame),
		item(lang.L("Open…"), ctrl(fyne.KeyO), u.open),
		m.recent,
		item(lang.L("Your games…"), ctrl(fyne.KeyG), u.showGames),
		fyne.NewMenuItemSeparator(),
	}
	gameItems = append(gameItems, m.friend.build(u)...)
	gameItems = append(gameItems,
		fyne.NewMenuItemSeparator(),
		m.save,
		item(lang.L("Save as…"), ctrlShift(fyne.KeyS), u.saveAs),
		fyne.NewMenuItemSeparator(),
		m.hint, m.pause, m.offer, m.claim, m.resign,
		fyne.NewMenuItemSeparator(),
		quit,
	)
	game := fyne.NewMenu(lang.L("Game"), gameItems...)

	// The desktop driver reports Ctrl+Z and Ctrl+Y as the standard Undo and Redo
	// shortcuts, which match menu items by name: these must be the standard ones.
	m.undo = item(lang.L("Undo"), &fyne.ShortcutUndo{}, run(cmdUndo))
	m.redo = item(lang.L("Redo"), &fyne.ShortcutRedo{}, run(cmdRedo))
	edit := fyne.NewMenu(lang.L("Edit"),
		m.undo, m.redo,
		fyne.NewMenuItemSeparator(),
		item(lang.L("Set up position…"), ctrl(fyne.KeyE), u.showEditor),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Copy FEN"), nil, u.copyFEN),
		item(lang.L("Paste FEN"), nil, u.pasteFEN),
		item(lang.L("Copy game (PGN)"), nil, u.copyGame),
		item(lang.L("Paste game (PGN)"), nil, u.pasteGame),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Settings…"), ctrl(fyne.KeyComma), u.showSettings),
	)

	m.back = item(lang.L("Back to game"), key(fyne.KeyEnd), run(cmdLast))
	m.legal = item(lang.L("Show legal moves"), nil, func() {
		u.changeSettings(func(s *Settings) { s.ShowLegal = !s.ShowLegal })
	})
	m.anim = item(lang.L("Animations"), nil, func() {
		u.changeSettings(func(s *Settings) { s.Animations = !s.Animations })
	})
	m.sound = item(lang.L("Sound"), nil, func() {
		u.changeSettings(func(s *Settings) { s.Sound = !s.Sound })
	})
	m.alwaysQueen = item(lang.L("Always promote to a queen"), nil, func() {
		u.changeSettings(func(s *Settings) { s.AlwaysQueen = !s.AlwaysQueen })
	})
	setTheme := func(t string) func() {
		return func() { u.changeSettings(func(s *Settings) { s.Theme = t }) }
	}
	m.themeSystem = item(lang.L("System"), nil, setTheme(ThemeSystem))
	m.themeLight = item(lang.L("Light"), nil, setTheme(ThemeLight))
	m.themeDark = item(lang.L("Dark"), nil, setTheme(ThemeDark))
	themeItem := fyne.NewMenuItem(lang.L("Theme"), nil)
	themeItem.ChildMenu = fyne.NewMenu("", m.themeSystem, m.themeLight, m.themeDark)
	view := fyne.NewMenu(lang.L("View"),
		item(lang.L("Flip board"), key(fyne.KeyF), run(cmdFlip)),
		item(lang.L("First position"), key(fyne.KeyHome), run(cmdFirst)),
		item(lang.L("Previous move"), key(fyne.KeyLeft), run(cmdPrev)),
		item(lang.L("Next move"), key(fyne.KeyRight), run(cmdNext)),
		m.back,
		fyne.NewMenuItemSeparator(),
		m.legal, m.anim, m.sound, m.alwaysQueen, themeItem,
	)

	m.rules = item(lang.L("Rules"), key(fyne.KeyF1), run(cmdRules))
	help := fyne.NewMenu(lang.L("Help"),
		m.rules,
		item(lang.L("Notation"), nil, u.showNotation),
		item(lang.L("Board marks"), nil, u.showLegend),
		item(lang.L("Welcome"), nil, u.showWelcome),
		item(lang.L("Keyboard shortcuts"), nil, u.showShortcuts),
		fyne.NewMenuItemSeparator(),
		item(lang.L("About Siegeworks"), nil, u.showAbout),
	)
	learnItems := []*fyne.MenuItem{item(lang.L("All courses"), ctrl(fyne.KeyL), func() { u.showLearn(nil) }), fyne.NewMenuItemSeparator()}
	for _, v := range rules.Games() { // a game's course opens at the rule set last chosen
		learnItems = append(learnItems, item(lang.L(v.Name), nil, func() { u.showLearn(u.settings().edition(v)) }))
	}
	learnMenu := fyne.NewMenu(lang.L("Learn"), learnItems...)
	studyMenu := fyne.NewMenu(lang.L("Study"),
		item(lang.L("Analysis board"), ctrlShift(fyne.KeyA), u.showAnalysis),
		item(lang.L("Review game"), ctrlShift(fyne.KeyR), u.reviewGame),
		item(lang.L("Puzzles"), ctrl(fyne.KeyP), u.showPuzzles),
	)
	m.main = fyne.NewMainMenu(game, edit, view, learnMenu, studyMenu, help)
	m.refresh()
	return m
}

// setRecent shows the recent files in the Game menu.
func (m *menus) setRecent(paths []string) {
	m.setRecentItems(paths)
	m.main.Refresh()
}

func (m *menus) setRecentItems(paths []string) {
	var items []*fyne.MenuItem
	for _, p := range paths {
		items = append(items, fyne.NewMenuItem(recentLabel(p), func() { m.u.openRecent(p) }))
	}
	m.recent.ChildMenu.Items = items
	m.recent.Disabled = len(items) == 0
}

// refresh sets the enabled and checked states from the screen shown and the settings.
func (m *menus) refresh() {
	u, s := m.u, m.u.sess
	cur := u.current
	m.undo.Disabled = !cur.can(cmdUndo)
	m.undo.Label = lang.L("Undo")
	if cur == screen(u.game) && s.CanReturnToPrevious() {
		m.undo.Label = lang.L("Undo new game")
	}
	if remotePlaying(s) {
		m.undo.Label = lang.L("Ask to take back")
	}
	m.redo.Disabled = !cur.can(cmdRedo)
	m.redo.Label = lang.L("Redo")
	if cur == screen(u.game) && !s.CanRedo() && s.CanRedoNewGame() {
		m.redo.Label = lang.L("Redo new game")
	}
	m.pause.Disabled = !cur.can(cmdPause)
	m.pause.Label = lang.L("Pause")
	if s.Paused() {
		m.pause.Label = lang.L("Resume")
	}
	m.claim.Disabled = !cur.can(cmdClaim)
	m.offer.Disabled = !cur.can(cmdOffer)
	m.resign.Disabled = !cur.can(cmdResign)
	m.hint.Disabled = !cur.can(cmdHint)
	m.back.Disabled = !cur.can(cmdLast)
	set := u.set
	m.legal.Checked = set.ShowLegal
	m.anim.Checked = set.Animations
	m.sound.Checked = set.Sound
	m.alwaysQueen.Checked = set.AlwaysQueen
	m.themeSystem.Checked = set.Theme == ThemeSystem
	m.themeLight.Checked = set.Theme == ThemeLight
	m.themeDark.Checked = set.Theme == ThemeDark
	m.rules.Label = lang.L("How to play {{.Variant}}", map[string]any{"Variant": lang.L(s.Game().Variant().Name)})
	// Rebuilding the menu bar is not free and closes an open menu: only when something changed.
	sig := fmt.Sprint(m.undo.Disabled, m.undo.Label, m.redo.Disabled, m.redo.Label, m.pause.Disabled, m.pause.Label, m.claim.Disabled, m.offer.Disabled,
		m.resign.Disabled, m.hint.Disabled, m.back.Disabled, set, m.rules.Label, m.friend.refresh(u))
	if sig != m.sig {
		m.sig = sig
		m.main.Refresh()
	}
}

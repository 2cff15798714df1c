package app

import (
	"log"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"siegeworks/app/sound"
	"siegeworks/internal/disk"
	"siegeworks/netplay/corresp"
	"siegeworks/profile"
	"siegeworks/rules"
	"siegeworks/session"
	"siegeworks/widgets"
)

// config is what a main window needs from outside: tests swap these.
type config struct {
	dataDir string       // where the autosave lives
	post    func(func()) // runs a function on the UI goroutine
	sound   soundPlayer  // nil: silent
	logger  *log.Logger
	disk    disk.Disk        // where files are written; tests fill it up
	profile *profile.Profile // the player's settings and progress
	// after runs f on the UI goroutine after d (nil: a timer); tests run it at once.
	after func(d time.Duration, f func())
	// relaunch starts the app again after its window closed (nil: this program again).
	relaunch func() error
}

// ui is the main window: one session, the screens that show it (the game) or stand in
// for it for a while (Learn, puzzles, analysis, editor), the menus and the dialogs.
type ui struct {
	app     fyne.App
	win     fyne.Window
	cfg     config
	set     Settings
	sess    *session.Session
	game    *gameScreen
	current screen // the screen shown: game or another
	menu    *menus
	dlg     overlays
	guide   *guideWindow // the open guide window, if any
	// afterSave runs once a Save As asked for by "Save the game?" has saved.
	afterSave func()
	lastErr   error       // the last error shown (for tests)
	keeper    keeper      // what is not kept on disk, and the retry
	shelf     shelf       // the games library and the game kept in it
	altClick  bool        // a mouse button went down with Alt held since Alt was pressed
	friend    *friendGame // the game with a friend on another computer, if any
	corr      *corresp.Store
}

// newUI builds the main window around a session; it does not show it.
func newUI(a fyne.App, cfg config) *ui {
	if cfg.post == nil {
		cfg.post = fyne.Do
	}
	if cfg.logger == nil {
		cfg.logger = log.Default()
	}
	if cfg.after == nil {
		post := cfg.post
		cfg.after = func(d time.Duration, f func()) { time.AfterFunc(d, func() { post(f) }) }
	}
	if cfg.disk == nil {
		cfg.disk = disk.OS
	}
	installSafeFileWrites(cfg.disk)
	if cfg.profile == nil {
		cfg.profile = profile.InMemory()
	}
	u := &ui{app: a, cfg: cfg, set: loadSettings(cfg.profile)}
	cfg.profile.OnWriteError(u.profileNotKept)
	u.win = a.NewWindow(Title)
	u.sess = session.New(cfg.post)
	u.sess.Disk = cfg.disk
	u.openShelf()
	u.sess.Listen(u.onEvent)
	u.game = newGameScreen(u, u.sess)
	u.current = u.game
	u.applySettings()
	u.win.SetContent(u.game.view())
	u.menu = newMenus(u)
	u.win.SetMainMenu(u.menu.main)
	u.bindKeys()
	return u
}

// switchTo shows a screen in the window; the one shown before leaves. Every change of
// screen goes through here.
func (u *ui) switchTo(s screen) {
	if s == u.current {
		return
	}
	if u.current == screen(u.game) && u.sess.Pause() {
		u.game.status.say(lang.L("The game was paused while you were away: the clocks stood still. Press Resume to play on."))
	}
	u.current.leave()
	u.current = s
	u.win.SetContent(s.view())
	// A second pass: wrapped text knows its height only once it has its width.
	s.view().Refresh()
	if s == u.game {
		u.game.refresh(true)
	}
	u.refreshMenus()
}

// showing tells which screen is shown, as the kind of screen it is.
func showing[S screen](u *ui) (S, bool) {
	s, ok := u.current.(S)
	return s, ok
}

// backToGame is part of host.
func (u *ui) backToGame() { u.switchTo(u.game) }

// showScreen is part of host.
func (u *ui) showScreen(s screen) { u.switchTo(s) }

// onEvent follows the session for the window: the autosave, and the game's entry in the
// games library.
func (u *ui) onEvent(e session.Event) {
	switch e.Kind {
	case session.EvMoved, session.EvReset, session.EvEnded:
		u.autosave()
		u.shelve(e)
		u.keepFriendGame()
	}
	if e.Kind == session.EvReset && remotePlaying(u.sess) {
		u.game.orientFor(u.sess.Players()) // the person here's side at the bottom
	}
}

// applySettings hands the settings to the boards, the sound and the theme.
func (u *ui) applySettings() {
	s := u.set
	if s.Look.Valid() != widgets.CurrentLook() {
		widgets.SetLook(s.Look) // every board follows; the editor's palette is no board
		if e, ok := showing[*editorScreen](u); ok {
			e.followLook()
		}
	}
	u.game.applySettings(s)
	u.sess.Threads = s.ComputerThreads()
	if u.cfg.sound != nil {
		u.cfg.sound.SetMuted(!s.Sound)
		u.cfg.sound.SetVolume(s.Volume)
	}
	u.app.Settings().SetTheme(themeFor(s.Theme))
}

// changeSettings applies a change and saves it.
func (u *ui) changeSettings(change func(*Settings)) {
	change(&u.set)
	u.cfg.profile.Batch(func() { u.set.save(u.cfg.profile) })
	u.applySettings()
	u.refreshMenus()
}

// The host of the screens.

func (u *ui) post(f func())             { u.cfg.post(f) }
func (u *ui) settings() Settings        { return u.set }
func (u *ui) prefs() fyne.Preferences   { return u.cfg.profile }
func (u *ui) clipboard() fyne.Clipboard { return u.app.Clipboard() }
func (u *ui) window() fyne.Window       { return u.win }
func (u *ui) canvas() fyne.Canvas       { return u.win.Canvas() }

func (u *ui) play(e sound.Effect) {
	if u.cfg.sound != nil {
		u.cfg.sound.Play(e)
	}
}

// newBoard is part of host.
func (u *ui) newBoard(onMove func(rules.Move), say func(string)) *widgets.Board {
	b := widgets.NewBoard(nil)
	b.SetAnimations(u.set.Animations)
	b.SetShowLegalMoves(u.set.ShowLegal)
	b.ChoosePromotion = u.choosePromotion
	b.Later = func(f func()) { go u.cfg.post(f) }
	b.OnAltClick = u.altClicked
	b.OnMove = onMove
	b.OnStatus = func(msg string) {
		if msg != "" && say != nil {
			say(capitalize(msg) + ".")
		}
	}
	return b
}

// choosePromotion is the boards' promotion picker.
func (u *ui) choosePromotion(choices []rules.Kind, c rules.Color, done func(rules.Kind)) {
	if len(choices) == 0 {
		done(rules.NoKind)
		return
	}
	if u.set.AlwaysQueen {
		done(choices[0])
		return
	}
	u.dlg.promo = showPromotionPicker(u.win, choices, c, u.set.AlwaysQueen,
		func(on bool) { u.changeSettings(func(s *Settings) { s.AlwaysQueen = on }) },
		func(k rules.Kind) {
			u.dlg.promo = nil
			done(k)
		})
}

// showError shows a clear error dialog, with notes under the error.
func (u *ui) showError(title string, err error, notes ...string) {
	u.lastErr = err
	text := capitalize(err.Error())
	for _, n := range notes {
		text += "\n\n" + n
	}
	u.show(dialog.NewCustom(title, lang.L("OK"), withWidth(420, wrapped(text)), u.win))
}

// refreshMenus sets the menus' enabled and checked states.
func (u *ui) refreshMenus() {
	if u.menu != nil {
		u.menu.refresh()
	}
}

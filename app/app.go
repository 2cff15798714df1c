package app

import (
	"fmt"
	"log"
	"os"
	"runtime/debug"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/driver/desktop"

	"siegeworks/app/sound"
	"siegeworks/assets"
	"siegeworks/rules"
	"siegeworks/session"
)

// Title is the main window's title.
const Title = "Siegeworks"

// Environment variables.
const (
	// VariantEnv starts a new game of a variant (an ID such as "turret") between two
	// people instead of restoring the autosaved game.
	VariantEnv = "SIEGEWORKS_VARIANT"
	// DataDirEnv moves the autosave to another directory (tests).
	DataDirEnv = "SIEGEWORKS_DATA_DIR"
	// GeometryEnv names a file the app writes the board's on-screen geometry to after it
	// has drawn (the end-to-end test computes where to click from it).
	GeometryEnv = "SIEGEWORKS_TEST_GEOMETRY"
	// SizeEnv fixes the window's size, as "WIDTHxHEIGHT" (tests).
	SizeEnv = "SIEGEWORKS_WINDOW_SIZE"
)

// heapLimit is the soft limit of the Go heap (the GPU driver's memory comes on top).
const heapLimit = 112 << 20

// defaultSize is the window's size the first time.
var defaultSize = fyne.NewSize(1100, 760)

// Run starts the application and returns when its window closes. meta is the app's
// metadata from FyneApp.toml (main embeds the file): the About box shows its version.
func Run(meta fyne.AppMetadata) error {
	// A soft limit for the Go heap and a tighter collection pace: a long session's memory
	// stays flat and low instead of drifting up with garbage the default pacing leaves
	// uncollected (README: memory). The searches allocate little, so this costs no speed.
	debug.SetMemoryLimit(heapLimit)
	debug.SetGCPercent(50)
	variant, err := startVariant(os.Getenv(VariantEnv))
	if err != nil {
		return err
	}
	if meta.ID == "" {
		return fmt.Errorf("the app's metadata names no ID")
	}
	if meta.Icon == nil {
		meta.Icon = assets.Icon
	}
	fyneapp.SetMetadata(meta)
	a := fyneapp.NewWithID(meta.ID)
	a.SetIcon(assets.Icon)
	logger := log.New(os.Stderr, "", log.LstdFlags)
	dir := os.Getenv(DataDirEnv)
	if dir == "" {
		dir = dataDir(a)
	}
	prof, opened := openProfile(dir)
	installLanguage(languageChoice(prof))
	u := newUI(a, config{dataDir: dir, sound: sound.New(logger), logger: logger, profile: prof})
	if os.Getenv(VariantEnv) != "" {
		u.sess.Start(rules.NewGame(variant), [2]session.Player{}, nil)
	} else {
		u.restore()
		u.resumeFriendGame()
	}
	u.placeWindow()
	if path := os.Getenv(GeometryEnv); path != "" {
		u.writeGeometryWhenDrawn(path)
	}
	u.win.SetMaster()
	u.startSoak()
	u.welcomeFirstTime()
	u.tellProfileOpened(opened)
	u.win.ShowAndRun()
	u.sess.Close()
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

// startDefaultGame starts the last chosen variant with the last chosen players.
func (u *ui) startDefaultGame() {
	v, err := rules.VariantByID(u.set.Variant)
	if err != nil {
		v = rules.Chess
	}
	if tc, err := session.ParseTimeControl(u.set.Clock); err == nil {
		u.sess.SetTimeControl(tc) // the last new game's clock too
	}
	u.sess.Start(rules.NewGame(v), [2]session.Player{u.set.White, u.set.Black}, nil)
}

// placeWindow sizes (and where the system allows, places) the window as it was last time,
// and saves its size and place when it closes.
func (u *ui) placeWindow() {
	p := u.prefs()
	size := fyne.NewSize(float32(p.FloatWithFallback(prefWinWidth, float64(defaultSize.Width))),
		float32(p.FloatWithFallback(prefWinHeight, float64(defaultSize.Height))))
	var w, h int
	if s := os.Getenv(SizeEnv); s != "" {
		if _, err := fmt.Sscanf(s, "%dx%d", &w, &h); err == nil && w > 0 && h > 0 {
			size = fyne.NewSize(float32(w), float32(h))
		}
	}
	size.Width, size.Height = max(size.Width, 400), max(size.Height, 320)
	u.win.Resize(size)
	x, y := p.IntWithFallback(prefWinX, -1<<30), p.IntWithFallback(prefWinY, -1<<30)
	if dw, ok := u.win.(desktop.Window); ok && x > -1<<30 && y > -1<<30 && os.Getenv(SizeEnv) == "" {
		dw.RequestPosition(x, y)
	} else {
		u.win.CenterOnScreen()
	}
	u.win.SetCloseIntercept(u.quit)
}

// quit saves the window's size and place and the game, then closes the window. When the
// game cannot be saved the player chooses (see askQuitUnsaved).
func (u *ui) quit() {
	p := u.cfg.profile
	if os.Getenv(SizeEnv) == "" {
		p.Batch(func() {
			s := u.win.Canvas().Size()
			p.SetFloat(prefWinWidth, float64(s.Width))
			p.SetFloat(prefWinHeight, float64(s.Height))
			if x, y, ok := windowPosition(u.win); ok {
				p.SetInt(prefWinX, x)
				p.SetInt(prefWinY, y)
			}
		})
	}
	u.keeper.profile = p.Flush()
	if u.shelf.lib != nil {
		u.keeper.games = u.putPending()
	}
	u.autosave()
	if u.keeper.failing() != nil {
		u.askQuitUnsaved()
		return
	}
	u.closeWindow()
}

// closeWindow ends the session and closes the window.
func (u *ui) closeWindow() {
	u.keeper.closed = true
	u.sess.Close()
	u.win.Close()
}

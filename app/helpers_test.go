package app

import (
	"io"
	"log"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"siegeworks/app/sound"
	"siegeworks/engine"
	"siegeworks/internal/disk"
	"siegeworks/internal/posted"
	"siegeworks/profile"
	"siegeworks/rules"
	"siegeworks/session"
)

// fakeSound records what would be heard.
type fakeSound struct {
	mu     sync.Mutex
	played []sound.Effect
	volume float64
	muted  bool
}

func (f *fakeSound) Play(e sound.Effect) { f.mu.Lock(); f.played = append(f.played, e); f.mu.Unlock() }
func (f *fakeSound) SetVolume(v float64) { f.mu.Lock(); f.volume = v; f.mu.Unlock() }
func (f *fakeSound) SetMuted(m bool)     { f.mu.Lock(); f.muted = m; f.mu.Unlock() }

func (f *fakeSound) last() sound.Effect {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.played) == 0 {
		return -1
	}
	return f.played[len(f.played)-1]
}

// harness is a main window on a test app. Results of background searches queue up in
// posted and run on the test goroutine when pump is called, as fyne.Do would run them on
// the UI goroutine.
type harness struct {
	t      *testing.T
	app    fyne.App
	u      *ui
	posted posted.Queue
	snd    *fakeSound
	events []session.EventKind
	// later are the functions the window asked to run after a while, with their delays;
	// runLater runs them.
	later []delayed
}

type delayed struct {
	d time.Duration
	f func()
}

// runLater runs the functions asked to run later so far (not those they ask for) and
// returns their delays.
func (h *harness) runLater() []time.Duration {
	due := h.later
	h.later = nil
	var ds []time.Duration
	for _, x := range due {
		ds = append(ds, x.d)
		x.f()
	}
	return ds
}

func newHarness(t *testing.T, dir string) *harness {
	t.Helper()
	return newHarnessOn(t, test.NewTempApp(t), dir)
}

func newHarnessOn(t *testing.T, a fyne.App, dir string) *harness {
	t.Helper()
	return newHarnessWith(t, a, dir, disk.OS)
}

// newHarnessWith makes a window on app a whose autosave and profile are in dir (the
// profile in memory when dir is "") and whose files are written through d.
func newHarnessWith(t *testing.T, a fyne.App, dir string, d disk.Disk) *harness {
	t.Helper()
	h := &harness{t: t, app: a, posted: posted.NewQueue(), snd: &fakeSound{}}
	prof := profile.InMemory()
	if dir != "" {
		var opened profile.Opened
		prof, opened = profile.Open(dir, d)
		if opened.Problem != nil {
			t.Logf("the profile in %s: %v", dir, opened.Problem)
		}
	}
	h.u = newUI(a, config{
		disk:    d,
		profile: prof,
		dataDir: dir,
		post:    h.posted.Post,
		sound:   h.snd,
		logger:  log.New(io.Discard, "", 0),
		after:   func(d time.Duration, f func()) { h.later = append(h.later, delayed{d, f}) },
	})
	s := h.u.sess
	s.AILimits = func(int) engine.Limits { return engine.Limits{MoveTime: 30 * time.Millisecond} }
	s.HintLimits = engine.Limits{MoveTime: 50 * time.Millisecond}
	s.WatchDelay = 0
	s.Seed = 1
	s.Listen(func(e session.Event) { h.events = append(h.events, e.Kind) })
	h.u.win.Resize(fyne.NewSize(1100, 760))
	t.Cleanup(func() { s.Close() })
	return h
}

// pump runs posted functions until cond holds; it fails the test after timeout.
func (h *harness) pump(what string, timeout time.Duration, cond func() bool) {
	h.t.Helper()
	h.posted.Pump(h.t, what, timeout, cond)
}

// drain runs what is posted during d.
func (h *harness) drain(d time.Duration) { h.posted.Drain(d) }

// move plays a move given in coordinate notation by clicking its from and to squares on
// the board.
func (h *harness) move(text string) {
	h.t.Helper()
	m, err := h.u.sess.Game().Position().ParseMove(text)
	if err != nil {
		h.t.Fatalf("%s: %v", text, err)
	}
	if !h.u.game.board.Interactive() {
		h.t.Fatalf("%s: the board does not take moves now", text)
	}
	before := h.u.sess.Game().Ply()
	h.click(m.From())
	h.click(m.To())
	if h.u.sess.Game().Ply() != before+1 || h.u.sess.Game().Moves()[before] != m {
		h.t.Fatalf("%s was not played (status %q)", text, h.status())
	}
}

// click taps the centre of a square.
func (h *harness) click(sq rules.Square) {
	test.TapAt(h.u.game.board, h.u.game.board.SquareCenter(sq))
}

func (h *harness) sans() []string { return append([]string(nil), h.u.sess.Game().SANs()...) }

func (h *harness) start(v *rules.Variant, fen string, white, black session.Player) {
	h.t.Helper()
	if err := h.u.sess.NewGame(v, fen, [2]session.Player{white, black}); err != nil {
		h.t.Fatal(err)
	}
}

func (h *harness) key(name fyne.KeyName) {
	h.u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: name})
}

// Human and Computer are the two players a person picks here.
func Human() session.Player             { return session.Human{} }
func Computer(level int) session.Player { return session.NewComputer(level) }

// status is the text of the game's status line.
func (h *harness) status() string { return h.u.game.status.label.Text }

// shown is the screen of type S if the window shows it, else nil.
func shown[S screen](h *harness) S {
	s, _ := showing[S](h.u)
	return s
}

func (h *harness) learn() *learnScreen       { return shown[*learnScreen](h) }
func (h *harness) editor() *editorScreen     { return shown[*editorScreen](h) }
func (h *harness) analysis() *analysisScreen { return shown[*analysisScreen](h) }
func (h *harness) puzzles() *puzzleScreen    { return shown[*puzzleScreen](h) }

//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// geometry is what the app writes when SIEGEWORKS_TEST_GEOMETRY is set.
type geometry struct {
	Variant string            `json:"variant"`
	Flipped bool              `json:"flipped"`
	Square  float64           `json:"square"`
	Centres map[string][2]int `json:"centres"`
	View    string            `json:"view"`
	Level   string            `json:"level"`
	Buttons map[string][2]int `json:"buttons"`
	// The game's clocks as shown, by side ("white", "black"), and whether the computer is
	// thinking.
	Clocks   map[string]string `json:"clocks"`
	Thinking bool              `json:"thinking"`
	// Window is the window's origin on the screen; Friend the game with a friend elsewhere.
	Window [2]int `json:"window"`
	Friend *struct {
		Invitation string `json:"invitation"`
		Port       int    `json:"port"`
		Link       string `json:"link"`
		Name       string `json:"name"`
	} `json:"friend"`
	// Menu are the main menu's titles; Says what the screen's message line says.
	Menu []string `json:"menu"`
	Says string   `json:"says"`
}

// app is one run of the binary with its own configuration directory.
type app struct {
	t       *testing.T
	cmd     *exec.Cmd
	config  string
	geo     geometry
	geoPath string
}

func binary(t *testing.T) string {
	bin := os.Getenv("SIEGEWORKS_BIN")
	if bin == "" {
		bin = "../../bin/siegeworks"
	}
	abs, err := filepath.Abs(bin)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(abs); err != nil {
		t.Fatalf("no binary (make build first): %v", err)
	}
	return abs
}

// start runs the app with home as its home directory and waits until it has drawn its
// board and written the board's geometry.
func start(t *testing.T, home string) *app {
	t.Helper()
	return startWith(t, home)
}

// startWith is start with more environment variables (which win over start's own).
func startWith(t *testing.T, home string, env ...string) *app {
	t.Helper()
	geoPath := filepath.Join(home, "geometry.json")
	_ = os.Remove(geoPath)
	a := &app{t: t, config: filepath.Join(home, "config"), geoPath: geoPath}
	a.cmd = exec.Command(binary(t))
	a.cmd.Env = append(os.Environ(),
		"HOME="+home,
		"XDG_CONFIG_HOME="+a.config,
		"XDG_CACHE_HOME="+filepath.Join(home, "cache"),
		"XDG_DATA_HOME="+filepath.Join(home, "data"),
		"FYNE_SCALE=1",
		"FYNE_THEME=light",
		"SIEGEWORKS_WINDOW_SIZE=1000x720",
		"SIEGEWORKS_TEST_GEOMETRY="+geoPath,
	)
	a.cmd.Env = append(a.cmd.Env, env...)
	logf, err := os.Create(filepath.Join(home, "app.log"))
	if err != nil {
		t.Fatal(err)
	}
	a.cmd.Stdout, a.cmd.Stderr = logf, logf
	if err := a.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(a.stop)
	deadline := time.Now().Add(60 * time.Second)
	for {
		data, err := os.ReadFile(geoPath)
		if err == nil && json.Unmarshal(data, &a.geo) == nil && len(a.geo.Centres) > 0 {
			break
		}
		if time.Now().After(deadline) {
			log, _ := os.ReadFile(filepath.Join(home, "app.log"))
			t.Fatalf("the app did not report its board within 60 s; its log:\n%s", log)
		}
		time.Sleep(100 * time.Millisecond)
	}
	time.Sleep(500 * time.Millisecond) // the first frames
	// The first launch greets a newcomer; these tests go straight to the board.
	if os.Getenv("SIEGEWORKS_E2E_KEEP_WELCOME") == "" &&
		a.await("the welcome", func(g geometry) bool { _, ok := g.Buttons["welcome:close"]; return ok }, 3*time.Second) {
		a.press("welcome:close")
		a.await("the welcome closed", func(g geometry) bool { _, ok := g.Buttons["welcome:close"]; return !ok }, 10*time.Second)
	}
	return a
}

// await re-reads the geometry until cond holds; it reports whether it did within timeout.
func (a *app) await(what string, cond func(geometry) bool, timeout time.Duration) bool {
	a.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		var g geometry
		if data, err := os.ReadFile(a.geoPath); err == nil && json.Unmarshal(data, &g) == nil {
			a.geo = g
			if cond(g) {
				return true
			}
		}
		if time.Now().After(deadline) {
			a.t.Logf("waited %v for %s", timeout, what)
			return false
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// press clicks a named button (from the geometry) with the real mouse.
func (a *app) press(name string) {
	a.t.Helper()
	c, ok := a.geo.Buttons[name]
	if !ok {
		a.t.Fatalf("no button %s on the screen (view %q)", name, a.geo.View)
	}
	xdotool(a.t, "mousemove", fmt.Sprint(c[0]), fmt.Sprint(c[1]))
	time.Sleep(150 * time.Millisecond)
	xdotool(a.t, "click", "1")
	time.Sleep(300 * time.Millisecond)
}

// preferences is the player's profile (settings and progress) as compact JSON.
func (a *app) preferences() string {
	data, _ := os.ReadFile(filepath.Join(a.storage(), "profile.json"))
	var values map[string]any
	if json.Unmarshal(data, &values) != nil {
		return string(data)
	}
	compact, _ := json.Marshal(values)
	return string(compact)
}

// storage is the app's storage folder: the autosave, the profile, the games.
func (a *app) storage() string { return filepath.Join(a.config, "fyne", "io.siegeworks.app") }

func (a *app) stop() {
	if a.cmd.Process != nil && a.cmd.ProcessState == nil {
		_ = a.cmd.Process.Kill()
		_, _ = a.cmd.Process.Wait()
	}
}

func (a *app) autosave() string {
	data, _ := os.ReadFile(filepath.Join(a.storage(), "current.pgn"))
	return string(data)
}

func xdotool(t *testing.T, args ...string) {
	t.Helper()
	if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
		t.Fatalf("xdotool %v: %v\n%s", args, err, out)
	}
}

// click clicks the centre of a square with the real mouse.
func (a *app) click(square string) {
	a.t.Helper()
	c, ok := a.geo.Centres[square]
	if !ok {
		a.t.Fatalf("no square %s in the geometry", square)
	}
	xdotool(a.t, "mousemove", fmt.Sprint(c[0]), fmt.Sprint(c[1]))
	time.Sleep(150 * time.Millisecond)
	xdotool(a.t, "click", "1")
	time.Sleep(250 * time.Millisecond)
}

// drag drags from one square to another with the button held, in small steps as a hand
// would.
func (a *app) drag(from, to string) {
	a.t.Helper()
	f, t := a.geo.Centres[from], a.geo.Centres[to]
	xdotool(a.t, "mousemove", fmt.Sprint(f[0]), fmt.Sprint(f[1]))
	time.Sleep(150 * time.Millisecond)
	xdotool(a.t, "mousedown", "1")
	for i := 1; i <= 10; i++ {
		x := f[0] + (t[0]-f[0])*i/10
		y := f[1] + (t[1]-f[1])*i/10
		xdotool(a.t, "mousemove", fmt.Sprint(x), fmt.Sprint(y))
		time.Sleep(30 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond)
	xdotool(a.t, "mouseup", "1")
	time.Sleep(250 * time.Millisecond)
}

// screenshot takes the whole screen; the file is kept in SIEGEWORKS_E2E_SHOTS if set.
func screenshot(t *testing.T, dir, name string) image.Image {
	t.Helper()
	path := filepath.Join(dir, name)
	if out, err := exec.Command("import", "-window", "root", path).CombinedOutput(); err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if keep := os.Getenv("SIEGEWORKS_E2E_SHOTS"); keep != "" {
		_ = os.MkdirAll(keep, 0o755)
		data, _ := os.ReadFile(path)
		_ = os.WriteFile(filepath.Join(keep, name), data, 0o644)
	}
	return img
}

// busyness is the share of pixels in the middle of a square that differ clearly from the
// square's commonest colour: near 0 for an empty square (highlighted or not), well above
// for a square with a piece drawn on it.
func (a *app) busyness(img image.Image, square string) float64 {
	c := a.geo.Centres[square]
	half := int(a.geo.Square * 0.3)
	counts := map[[3]uint32]int{}
	var pixels [][3]uint32
	for y := c[1] - half; y <= c[1]+half; y++ {
		for x := c[0] - half; x <= c[0]+half; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			p := [3]uint32{r >> 8, g >> 8, b >> 8}
			counts[p]++
			pixels = append(pixels, p)
		}
	}
	var mode [3]uint32
	best := -1
	for p, n := range counts {
		if n > best {
			mode, best = p, n
		}
	}
	differ := 0
	for _, p := range pixels {
		d := absDiff(p[0], mode[0]) + absDiff(p[1], mode[1]) + absDiff(p[2], mode[2])
		if d > 60 {
			differ++
		}
	}
	return float64(differ) / float64(len(pixels))
}

func absDiff(a, b uint32) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func (a *app) wantPiece(img image.Image, when, square string, piece bool) {
	a.t.Helper()
	b := a.busyness(img, square)
	a.t.Logf("%s: %s busyness %.3f", when, square, b)
	if piece && b < 0.08 {
		a.t.Errorf("%s: %s looks empty (busyness %.3f), want a piece", when, square, b)
	}
	if !piece && b > 0.02 {
		a.t.Errorf("%s: %s shows something (busyness %.3f), want it empty", when, square, b)
	}
}

func TestPlayE4WithTheMouse(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("no X server: run under xvfb-run (make e2e)")
	}
	home := t.TempDir()
	shots := t.TempDir()
	a := start(t, home)
	if a.geo.Variant != "chess" {
		t.Fatalf("the app opened on %q, want chess", a.geo.Variant)
	}
	before := screenshot(t, shots, "e2e-before.png")
	a.wantPiece(before, "at the start", "e2", true)
	a.wantPiece(before, "at the start", "e4", false)

	a.click("e2")
	a.click("e4")
	xdotool(t, "mousemove", "1", "1") // no hover effects in the screenshot

	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(a.autosave(), "1. e4") {
		if time.Now().After(deadline) {
			t.Fatalf("the autosaved game does not hold 1. e4:\n%s", a.autosave())
		}
		time.Sleep(100 * time.Millisecond)
	}
	time.Sleep(600 * time.Millisecond) // the move's animation
	after := screenshot(t, shots, "e2e-after.png")
	a.wantPiece(after, "after e2-e4", "e2", false)
	a.wantPiece(after, "after e2-e4", "e4", true)

	// Black answers by drag and drop.
	a.drag("e7", "e5")
	xdotool(t, "mousemove", "1", "1")
	deadline = time.Now().Add(10 * time.Second)
	for !strings.Contains(a.autosave(), "1. e4 e5") {
		if time.Now().After(deadline) {
			t.Fatalf("the dragged e7-e5 is not in the autosaved game:\n%s", a.autosave())
		}
		time.Sleep(100 * time.Millisecond)
	}
	time.Sleep(600 * time.Millisecond)
	dragged := screenshot(t, shots, "e2e-dragged.png")
	a.wantPiece(dragged, "after e7-e5", "e7", false)
	a.wantPiece(dragged, "after e7-e5", "e5", true)

	// A new start restores the game from the autosave.
	a.stop()
	b := start(t, home)
	restored := screenshot(t, shots, "e2e-restored.png")
	b.wantPiece(restored, "after a restart", "e2", false)
	b.wantPiece(restored, "after a restart", "e4", true)
	b.wantPiece(restored, "after a restart", "e5", true)
	if !strings.Contains(b.autosave(), "1. e4 e5") {
		t.Fatalf("the autosave after the restart:\n%s", b.autosave())
	}
}

// TestKeysAfterADialog: Ctrl+N opens the new-game dialog, Escape closes it, and F flips the
// board at once, all from the real keyboard.
func TestKeysAfterADialog(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("no X server: run under xvfb-run (make e2e)")
	}
	a := start(t, t.TempDir())
	xdotool(t, "search", "--sync", "--name", "^Siegeworks$", "windowfocus", "--sync")
	time.Sleep(300 * time.Millisecond)
	xdotool(t, "key", "ctrl+n")
	time.Sleep(700 * time.Millisecond)
	shots := t.TempDir()
	screenshot(t, shots, "e2e-newgame-dialog.png")
	xdotool(t, "key", "Escape")
	time.Sleep(500 * time.Millisecond)
	xdotool(t, "key", "f")
	if !a.await("the board flipped", func(g geometry) bool { return g.Flipped }, 10*time.Second) {
		t.Fatal("F after closing the new-game dialog with Escape did not flip the board")
	}
}

// TestFirstClickIsDrawnAtOnce: the very first click after the start picks up the piece and
// the board shows its moves without the mouse moving again.
func TestFirstClickIsDrawnAtOnce(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("no X server: run under xvfb-run (make e2e)")
	}
	a := start(t, t.TempDir())
	shots := t.TempDir()
	before := screenshot(t, shots, "e2e-before-click.png")
	c := a.geo.Centres["e2"]
	xdotool(t, "mousemove", fmt.Sprint(c[0]), fmt.Sprint(c[1]))
	time.Sleep(200 * time.Millisecond)
	xdotool(t, "click", "1")
	time.Sleep(400 * time.Millisecond) // no mouse movement after the click
	after := screenshot(t, shots, "e2e-first-click.png")
	// The destination dot on e3 (an empty square) must be drawn now.
	if b0, b1 := a.busyness(before, "e3"), a.busyness(after, "e3"); b1 <= b0+0.01 {
		t.Fatalf("after the first click e3 shows no destination mark (busyness %.3f before, %.3f after)", b0, b1)
	}
}

// cpuTicks is the process's CPU time so far, in clock ticks (100 a second here).
func (a *app) cpuTicks() int {
	a.t.Helper()
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", a.cmd.Process.Pid))
	if err != nil {
		a.t.Fatal(err)
	}
	// The fields after the command name (which is in parentheses): utime is the 14th field
	// of the line, stime the 15th.
	fields := strings.Fields(string(data[strings.LastIndexByte(string(data), ')')+2:]))
	var u, s int
	fmt.Sscan(fields[11], &u)
	fmt.Sscan(fields[12], &s)
	return u + s
}

// measureIdle fails the test when the window, left alone for four seconds, uses more than
// a tenth of a core.
func (a *app) measureIdle(what string) {
	a.t.Helper()
	time.Sleep(time.Second)
	t0 := a.cpuTicks()
	time.Sleep(4 * time.Second)
	used := a.cpuTicks() - t0
	a.t.Logf("%s: %d ticks of CPU in 4 s", what, used)
	if used > 40 { // 10% of one core
		a.t.Errorf("%s: the idle window used %d%% of a core", what, used/4)
	}
}

// TestAnIdleWindowUsesAlmostNoCPU: left alone — at the start, and with a dialog open — the
// window uses almost no processor time. (The game-over and Save-dialog states are measured
// by TestEverythingFromTheKeyboard.)
func TestAnIdleWindowUsesAlmostNoCPU(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("no X server: run under xvfb-run (make e2e)")
	}
	a := start(t, t.TempDir())
	a.measureIdle("the board")
	xdotool(t, "search", "--sync", "--name", "^Siegeworks$", "windowfocus", "--sync")
	xdotool(t, "key", "ctrl+n")
	a.measureIdle("the new-game dialog open")
	xdotool(t, "key", "Escape")
}

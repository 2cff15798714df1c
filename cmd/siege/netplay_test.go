package main

import (
	"bytes"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestMain lets the test binary stand in for the siege program when a test starts it as an
// external UCI engine (siege uci).
func TestMain(m *testing.M) {
	if os.Getenv("SIEGE_TEST_RUN_AS_SIEGE") == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// syncBuffer is a command's standard output, read by the test while the command writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// netRun is siege host or siege join running in-process: what it prints, and what the
// person at it types.
type netRun struct {
	t    *testing.T
	name string
	out  *syncBuffer
	in   *io.PipeWriter
	done chan error
}

// netWait bounds every wait of these tests.
const netWait = 20 * time.Second

func startNet(t *testing.T, name string, cmd func([]string, io.Reader, io.Writer) error, args ...string) *netRun {
	t.Helper()
	pr, pw := io.Pipe()
	r := &netRun{t: t, name: name, out: &syncBuffer{}, in: pw, done: make(chan error, 1)}
	go func() {
		err := cmd(args, pr, r.out)
		pr.CloseWithError(io.ErrClosedPipe) // what is typed after the end fails at once
		r.done <- err
	}()
	t.Cleanup(func() {
		pw.Close() // the end of the input: the command leaves, if it has not
		select {
		case <-r.done:
		case <-time.After(netWait):
			t.Errorf("%s did not end:\n%s", r.name, r.out.String())
		}
	})
	return r
}

// waitFor waits until the output holds text at least n times, and returns it.
func (r *netRun) waitFor(text string, n int) string {
	r.t.Helper()
	deadline := time.Now().Add(netWait)
	for {
		out := r.out.String()
		if strings.Count(out, text) >= n {
			return out
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("%s: waited %v for %q (×%d); the output:\n%s", r.name, netWait, text, n, out)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// typeLine types a line at the command.
func (r *netRun) typeLine(line string) {
	r.t.Helper()
	if _, err := io.WriteString(r.in, line+"\n"); err != nil {
		r.t.Fatalf("%s: typing %q: %v\n%s", r.name, line, err, r.out.String())
	}
}

// finish waits for the command to end and returns its output and error.
func (r *netRun) finish() (string, error) {
	r.t.Helper()
	select {
	case err := <-r.done:
		r.done <- err // for the cleanup
		return r.out.String(), err
	case <-time.After(netWait):
		r.t.Fatalf("%s did not end:\n%s", r.name, r.out.String())
	}
	return "", nil
}

// invitation reads the code and the loopback address the host printed.
func invitation(t *testing.T, host *netRun) (code, addr string) {
	t.Helper()
	out := host.waitFor("Waiting for your friend", 1)
	for _, line := range strings.Split(out, "\n") {
		if c, ok := strings.CutPrefix(line, "Invitation code: "); ok {
			code = strings.TrimSpace(c)
		}
		if f := strings.Fields(line); len(f) > 0 && strings.HasPrefix(f[0], "127.0.0.1:") {
			addr = f[0]
		}
	}
	if code == "" || addr == "" {
		t.Fatalf("no code or loopback address in:\n%s", out)
	}
	return code, addr
}

// pgnOf is the PGN a command printed at the end.
func pgnOf(t *testing.T, out string) string {
	t.Helper()
	i := strings.Index(out, "[Event ")
	if i < 0 {
		t.Fatalf("no game printed:\n%s", out)
	}
	return strings.TrimSpace(out[i:])
}

// TestHostEngineJoinPerson: the host's moves are the built-in engine's at depth 1; the
// friend types theirs: an illegal one (refused and asked again), a coordinate one, a chat,
// a draw offer the engine declines, a move in the game's notation, then resigns. Both ends
// print the same game.
func TestHostEngineJoinPerson(t *testing.T) {
	host := startNet(t, "host", runHost, "-builtin", "1", "-side", "black", "-name", "Hana", "-clock", "5+3", "-port", "0")
	code, addr := invitation(t, host)
	jon := startNet(t, "join", runJoin, code, "-addr", addr, "-name", "Jon")

	jon.waitFor("Your move (White):", 1)
	host.waitFor("You play Black, Jon plays White.", 1)
	jon.typeLine("Ke3")
	out := jon.waitFor("Your move (White):", 2)
	if !strings.Contains(out, `"Ke3" is not a legal move here`) {
		t.Errorf("the illegal move was not refused in words:\n%s", out)
	}
	jon.typeLine("e2e4")
	jon.waitFor("Hana plays 1... ", 1)
	jon.waitFor("Your move (White):", 3)
	jon.typeLine("chat good luck")
	host.waitFor("Jon says: good luck", 1)
	jon.typeLine("draw")
	host.waitFor("Jon offers a draw; the engine here declines.", 1)
	jon.waitFor("Hana declines the draw.", 1)
	jon.typeLine("d4")
	jon.waitFor("Your move (White):", 4)
	jon.typeLine("resign")

	hostOut, hostErr := host.finish()
	jonOut, jonErr := jon.finish()
	if hostErr != nil || jonErr != nil {
		t.Fatalf("host: %v, join: %v\n%s\n----\n%s", hostErr, jonErr, hostOut, jonOut)
	}
	if !strings.Contains(hostOut, "Game over: 0-1 (resignation). You win.") || !strings.Contains(jonOut, "Game over: 0-1 (resignation). Hana wins.") {
		t.Errorf("the result:\n%s\n----\n%s", hostOut, jonOut)
	}
	for _, want := range []string{"Clocks: White (Jon) ", " 8  r n b q k b n r  8", "You play 2. d4"} {
		if !strings.Contains(jonOut, want) {
			t.Errorf("the friend's output lacks %q:\n%s", want, jonOut)
		}
	}
	hp, jp := pgnOf(t, hostOut), pgnOf(t, jonOut)
	if hp != jp {
		t.Fatalf("the two ends' games differ:\n%s\n----\n%s", hp, jp)
	}
	for _, want := range []string{`[White "Jon"]`, `[Black "Hana"]`, `[Result "0-1"]`, "1. e4 {[%clk 0:05:00]}", " 2. d4 "} {
		if !strings.Contains(hp, want) {
			t.Errorf("the game lacks %q:\n%s", want, hp)
		}
	}
}

// TestEngineGameToItsEnd: a Turret Chess game between an external UCI engine (this program
// as siege uci) at the host and the built-in engine at the friend's, played to its end; the
// host prints the game, the friend writes it to a file, and the two are the same. It starts
// from an ending ten moves from the 75-move rule, so that it ends soon whatever is played.
func TestEngineGameToItsEnd(t *testing.T) {
	const endingFEN = "t4k3t/8/8/8/8/8/8/T3K1R2T w - - 140 90"
	exe, err := os.Executable()
	if err != nil || strings.ContainsAny(exe, " \t") {
		t.Skipf("the test program cannot be started as an engine (%q, %v)", exe, err)
	}
	t.Setenv("SIEGE_TEST_RUN_AS_SIEGE", "1")
	file := filepath.Join(t.TempDir(), "game.pgn")
	host := startNet(t, "host", runHost, "-variant", "turret", "-fen", endingFEN, "-engine", exe+" uci", "-movetime", "5", "-side", "white", "-name", "Uci")
	code, addr := invitation(t, host)
	friend := startNet(t, "join", runJoin, code, "-addr", addr, "-builtin", "1", "-name", "Builtin", "-pgn", file)
	hostOut, hostErr := host.finish()
	friendOut, friendErr := friend.finish()
	if hostErr != nil || friendErr != nil {
		t.Fatalf("host: %v, join: %v\n%s\n----\n%s", hostErr, friendErr, hostOut, friendOut)
	}
	if !strings.Contains(friendOut, "The game is written to "+file) {
		t.Errorf("the friend's output:\n%s", friendOut)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	hp, fp := pgnOf(t, hostOut), strings.TrimSpace(string(data))
	if hp != fp {
		t.Fatalf("the two ends' games differ:\n%s\n----\n%s", hp, fp)
	}
	if !strings.Contains(hp, `[Variant "turret"]`) || !strings.Contains(hp, `[FEN "`+endingFEN+`"]`) || strings.Contains(hp, `[Result "*"]`) {
		t.Errorf("not a finished Turret Chess game:\n%s", hp)
	}
}

// TestJoinWithAWrongCode: the host refuses a code that is not its own, and the friend is
// told to check it; the host, left alone, closes its invitation at the end of its input.
func TestJoinWithAWrongCode(t *testing.T) {
	host := startNet(t, "host", runHost, "-name", "Hana")
	code, addr := invitation(t, host)
	parts := strings.Split(code, "-")
	wrong := parts[0] + "-" + parts[2] + "-" + parts[1] + "-" + parts[3]
	if parts[1] == parts[2] {
		wrong = parts[0] + "-" + parts[1] + "-" + parts[2] + "-" + parts[1]
		if parts[3] == parts[1] {
			t.Skip("a code of one word thrice")
		}
	}
	friend := startNet(t, "join", runJoin, wrong, "-addr", addr)
	out, err := friend.finish()
	if err == nil || !strings.Contains(err.Error(), "refused the invitation code") {
		t.Fatalf("a wrong code: %v\n%s", err, out)
	}
	host.in.Close()
	out, err = host.finish()
	if err != nil || !strings.Contains(out, "the invitation is closed") || strings.Contains(out, "[Event") {
		t.Fatalf("the host after its input ended: %v\n%s", err, out)
	}
}

// TestJoinNobodyThere: a friend who dials an address where nobody listens is told why,
// and gives up after -wait.
func TestJoinNobodyThere(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	friend := startNet(t, "join", runJoin, "7-turret-sling-castle", "-addr", addr, "-wait", "1s")
	out, err := friend.finish()
	if err == nil || !strings.Contains(err.Error(), "could not be reached within 1s") || !strings.Contains(out, "Cannot reach the host yet") {
		t.Fatalf("nobody there: %v\n%s", err, out)
	}
}

// TestNetFlagsRefused: mistakes in the flags are refused before anything is opened.
func TestNetFlagsRefused(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"host", "-side", "green"}, "-side is white, black or random"},
		{[]string{"host", "-clock", "fast"}, "minutes + seconds"},
		{[]string{"host", "-builtin", "deep"}, "-builtin is a depth"},
		{[]string{"host", "-builtin", "2", "-engine", "x"}, "give one"},
		{[]string{"join", "-addr", "127.0.0.1:1"}, "invitation code is missing"},
		{[]string{"join", "7-turret-sling-castle"}, "address is missing"},
		{[]string{"join", "7-turret-slung-castle", "-addr", "h:1"}, "check the spelling"},
		{[]string{"host", "-engine", "/nonexistent/engine"}, "could not be started"},
	} {
		_, errOut, code := runSiege(c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q; want %q", c.args, code, errOut, c.want)
		}
	}
	out, _, code := runSiege("join", "-h")
	if code != 0 || !strings.Contains(out, "-addr") {
		t.Errorf("join -h: %d %q", code, out)
	}
}

// cutProxy stands between the friend and the host, and cuts the connections when told.
type cutProxy struct {
	ln    net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

func newCutProxy(t *testing.T, target string) *cutProxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &cutProxy{ln: ln}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			d, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			p.mu.Lock()
			p.conns = append(p.conns, c, d)
			p.mu.Unlock()
			pipe := func(to, from net.Conn) {
				_, _ = io.Copy(to, from)
				to.Close()
				from.Close()
			}
			go pipe(c, d)
			go pipe(d, c)
		}
	}()
	t.Cleanup(func() { ln.Close(); p.cut() })
	return p
}

// cut closes every connection through the proxy.
func (p *cutProxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// TestConnectionLostAndBack: the connection is cut after the first move; both ends say it is
// lost and that they reconnect, the friend comes back by themselves, and the game goes on
// where it was.
func TestConnectionLostAndBack(t *testing.T) {
	host := startNet(t, "host", runHost, "-side", "white", "-name", "Hana")
	code, addr := invitation(t, host)
	proxy := newCutProxy(t, addr)
	jon := startNet(t, "join", runJoin, code, "-addr", proxy.ln.Addr().String(), "-name", "Jon")
	host.waitFor("Your move (White):", 1)
	host.typeLine("e4")
	jon.waitFor("Your move (Black):", 1)
	proxy.cut()
	for _, r := range []*netRun{host, jon} {
		r.waitFor("Connection lost — reconnecting…", 1)
		r.waitFor("Connected again; the game goes on.", 1)
	}
	jon.typeLine("e5")
	host.waitFor("Your move (White):", 2)
	host.typeLine("resign")
	hostOut, hostErr := host.finish()
	jonOut, jonErr := jon.finish()
	if hostErr != nil || jonErr != nil {
		t.Fatalf("host: %v, join: %v\n%s\n----\n%s", hostErr, jonErr, hostOut, jonOut)
	}
	if hp, jp := pgnOf(t, hostOut), pgnOf(t, jonOut); hp != jp || !strings.Contains(hp, "1. e4 e5 0-1") {
		t.Fatalf("the games after the reconnection:\n%s\n----\n%s", hp, jp)
	}
	if strings.Count(hostOut, "Jon joined.") != 1 {
		t.Errorf("the friend was greeted more than once:\n%s", hostOut)
	}
}

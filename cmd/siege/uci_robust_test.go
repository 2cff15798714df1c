package main

import (
	"bufio"
	"bytes"
	"io"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"siegeworks/rules"
)

// uciWithin runs a UCI session on the input and returns its output and exit status; the
// test fails, instead of hanging, when the session has not ended within limit.
func uciWithin(t *testing.T, in io.Reader, limit time.Duration) (string, int) {
	t.Helper()
	var out bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- run([]string{"uci"}, in, &syncWriter{buf: &out}, io.Discard) }()
	select {
	case code := <-done:
		return out.String(), code
	case <-time.After(limit):
		t.Fatalf("the session did not end within %v", limit)
		return "", 0
	}
}

// TestUCISkipsAnOverlongLine: a line of 2 MiB is skipped like other junk, and the session
// goes on to answer isready.
func TestUCISkipsAnOverlongLine(t *testing.T) {
	in := io.MultiReader(strings.NewReader("isready\n"), strings.NewReader(strings.Repeat("x", 2<<20)+"\n"), strings.NewReader("isready\nquit\n"))
	out, code := uciWithin(t, in, 10*time.Second)
	if code != 0 {
		t.Fatalf("exit %d: %q", code, out)
	}
	if n := strings.Count(out, "readyok\n"); n != 2 {
		t.Errorf("%d readyok, want 2: %q", n, out)
	}
	if strings.Contains(out, "xxxx") {
		t.Errorf("the long line is echoed: %.200q", out)
	}
}

// endless is an io.Reader of n bytes of 'x', made without holding them.
type endless struct{ n int }

func (e *endless) Read(p []byte) (int, error) {
	if e.n == 0 {
		return 0, io.EOF
	}
	k := min(len(p), e.n)
	for i := range p[:k] {
		p[i] = 'x'
	}
	e.n -= k
	return k, nil
}

// TestReadLineBoundsMemory: a 64 MiB line is read through without being kept, the lines
// around it come whole, and a last line without a line end counts.
func TestReadLineBoundsMemory(t *testing.T) {
	r := bufio.NewReaderSize(io.MultiReader(strings.NewReader("uci\r\n"), &endless{n: 64 << 20}, strings.NewReader("\nisready\nquit")), 64<<10)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	var got []string
	for i := 0; i < 10; i++ {
		line, long, err := readLine(r, maxUCILine)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if long {
			line = "(long)"
		}
		got = append(got, line)
	}
	runtime.ReadMemStats(&after)
	if want := []string{"uci", "(long)", "isready", "quit"}; !slices.Equal(got, want) {
		t.Errorf("lines %q, want %q", got, want)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 8<<20 {
		t.Errorf("reading a 64 MiB line allocated %d bytes", alloc)
	}
}

// uciPipe is a UCI session fed line by line, its output read line by line.
type uciPipe struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	done  chan int
	once  sync.Once
}

func startUCI(t *testing.T) *uciPipe {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	p := &uciPipe{t: t, in: inW, lines: make(chan string, 1024), done: make(chan int, 1)}
	go func() {
		code := run([]string{"uci"}, inR, outW, io.Discard)
		outW.Close()
		p.done <- code
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
		io.Copy(io.Discard, outR)
	}()
	t.Cleanup(p.close)
	return p
}

func (p *uciPipe) send(s string) {
	p.t.Helper()
	w := make(chan error, 1)
	go func() { _, err := io.WriteString(p.in, s+"\n"); w <- err }()
	select {
	case err := <-w:
		if err != nil {
			p.t.Fatalf("send %q: %v", s, err)
		}
	case <-time.After(5 * time.Second):
		p.t.Fatalf("send %q: the session does not read", s)
	}
}

// wait returns the first output line that starts with prefix, failing the test when none
// comes within limit.
func (p *uciPipe) wait(prefix string, limit time.Duration) string {
	p.t.Helper()
	timer := time.NewTimer(limit)
	defer timer.Stop()
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				p.t.Fatalf("the session ended before %q", prefix)
			}
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-timer.C:
			p.t.Fatalf("no %q within %v", prefix, limit)
		}
	}
}

// none fails the test when a line starting with prefix comes within d.
func (p *uciPipe) none(prefix string, d time.Duration) {
	p.t.Helper()
	timer := time.NewTimer(d)
	defer timer.Stop()
	for {
		select {
		case l, ok := <-p.lines:
			if ok && strings.HasPrefix(l, prefix) {
				p.t.Fatalf("%q came: %s", prefix, l)
			}
			if !ok {
				return
			}
		case <-timer.C:
			return
		}
	}
}

// close ends the input and waits (boundedly) for the session to end.
func (p *uciPipe) close() {
	p.once.Do(func() {
		p.in.Close()
		select {
		case <-p.done:
		case <-time.After(10 * time.Second):
			p.t.Errorf("the session did not end after its input")
		}
	})
}

// TestUCIGoWithoutLimitAnswersAtOnce: go with no limit, or zero or negative ones, answers
// with a legal move from a quick search while the input stays open; go infinite waits for
// stop.
func TestUCIGoWithoutLimitAnswersAtOnce(t *testing.T) {
	for _, level := range []string{"8", "1"} {
		for _, g := range []string{"go", "go movetime 0", "go depth 0", "go nodes 0", "go movetime 0 depth 0 nodes 0",
			"go wtime 0 btime 0", "go movestogo 0", "go nodes -1", "go movetime -5", "go depth -3", "go depth x"} {
			p := startUCI(t)
			p.send("setoption name Skill Level value " + level)
			p.send("position startpos moves e2e4")
			p.send("isready")
			p.wait("readyok", 5*time.Second)
			st := time.Now()
			p.send(g)
			bm := p.wait("bestmove ", 5*time.Second)
			if el := time.Since(st); el > time.Second {
				t.Errorf("level %s, %q: answered after %v", level, g, el)
			}
			pos := rules.NewPosition(rules.Chess)
			pos.MakeMove(mustMove(t, pos, "e2e4"))
			if _, err := pos.ParseCoordinate(strings.Fields(bm)[1]); err != nil {
				t.Errorf("level %s, %q: %s is not legal: %v", level, g, bm, err)
			}
			p.close()
		}
	}
	p := startUCI(t)
	p.send("go infinite")
	p.none("bestmove", 1500*time.Millisecond)
	p.send("stop")
	p.wait("bestmove ", 5*time.Second)
}

func mustMove(t *testing.T, p *rules.Position, s string) rules.Move {
	t.Helper()
	m, err := p.ParseCoordinate(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

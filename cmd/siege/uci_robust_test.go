package main

import (
	"bufio"
	"bytes"
	"io"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
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

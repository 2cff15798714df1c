//go:build linux

package discovery

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/netip"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"siegeworks/netplay/internal/netns"
)

// A game announced in one network namespace is found from another, joined to it by a veth
// pair: with its fields and the announcer's address, and without the forged records
// announced beside it. When the announcer stops, the game leaves the list within ten
// seconds. Neither side leaves a goroutine running, and the browser stops within two
// seconds of being told to.
func TestFoundAcrossNamespaces(t *testing.T) {
	if err := netns.Check(); err != nil {
		t.Skip("skipped: network namespaces cannot be made here: ", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	pair := netns.NewPair(t, "192.0.2.1/24", "192.0.2.2/24")

	host := startRole(ctx, t, pair.A, "announce")
	host.waitFor(t, 5*time.Second, func(line string) bool { return line == "ready" })

	friend := startRole(ctx, t, pair.B, "browse")
	want := hostedGame
	want.Addrs = []netip.AddrPort{netip.AddrPortFrom(netip.MustParseAddr("192.0.2.1"), hostedPort)}
	friend.waitFor(t, 6*time.Second, func(line string) bool {
		games, ok := foundGames(t, line)
		if !ok || len(games) == 0 {
			return false
		}
		if len(games) != 1 {
			t.Fatalf("found %d games, want only the real one: %+v", len(games), games)
		}
		got := games[0]
		got.Addrs = slices.DeleteFunc(got.Addrs, func(a netip.AddrPort) bool { return a.Addr().IsLinkLocalUnicast() })
		if !sameGames([]Game{got}, []Game{want}) {
			t.Fatalf("found %+v, want %+v", games[0], want)
		}
		return true
	})

	host.stop(t)
	stopped := time.Now()
	friend.waitFor(t, 10*time.Second, func(line string) bool {
		games, ok := foundGames(t, line)
		return ok && len(games) == 0
	})
	t.Logf("the game left the list %v after its host stopped", time.Since(stopped).Round(100*time.Millisecond))

	asked := time.Now()
	friend.stop(t)
	if d := time.Since(asked); d > 2*time.Second {
		t.Errorf("the browser took %v to stop", d)
	}
	for name := range forgedTXT {
		if !strings.Contains(friend.errs.String(), `ignored "forged-`+name+".") {
			t.Errorf("the browser did not hear and refuse the forged record %q:\n%s", name, friend.errs.String())
		}
	}
}

// Without a network (only the loopback), Announce and Browse say so at once.
func TestNoNetwork(t *testing.T) {
	if err := netns.Check(); err != nil {
		t.Skip("skipped: network namespaces cannot be made here: ", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	pair := netns.NewPair(t, "192.0.2.1/24", "192.0.2.2/24")
	if err := pair.A.IP("link", "set", pair.A.Iface, "down"); err != nil {
		t.Fatal(err)
	}
	startRole(ctx, t, pair.A, "nonetwork").stop(t)
}

// role is a test binary playing one side inside a namespace.
type role struct {
	name  string
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
	errs  strings.Builder
}

func startRole(ctx context.Context, t *testing.T, ns netns.NS, name string) *role {
	t.Helper()
	r := &role{name: name, lines: make(chan string, 100)}
	r.cmd = ns.Command(ctx, os.Args[0], "-test.run=^$")
	r.cmd.Env = append(os.Environ(), roleEnv+"="+name)
	r.cmd.Stderr = &r.errs
	var err error
	if r.in, err = r.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	out, err := r.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		s := bufio.NewScanner(out)
		for s.Scan() {
			r.lines <- s.Text()
		}
		close(r.lines)
	}()
	t.Cleanup(func() {
		_ = r.in.Close()
		if r.cmd.ProcessState == nil {
			_ = r.cmd.Cancel()
			_ = r.cmd.Wait()
		}
	})
	return r
}

// waitFor reads the role's lines until ok accepts one, failing after d.
func (r *role) waitFor(t *testing.T, d time.Duration, ok func(string) bool) {
	t.Helper()
	timeout := time.After(d)
	for {
		select {
		case line, open := <-r.lines:
			if !open {
				t.Fatalf("%s ended early: %v\n%s", r.name, r.cmd.Wait(), r.errs.String())
			}
			if ok(line) {
				return
			}
		case <-timeout:
			t.Fatalf("%s: nothing awaited within %v\n%s", r.name, d, r.errs.String())
		}
	}
}

// stop closes the role's input and waits for it to say "done" and end well.
func (r *role) stop(t *testing.T) {
	t.Helper()
	_ = r.in.Close()
	r.waitFor(t, 5*time.Second, func(line string) bool { return line == "done" })
	for range r.lines {
	}
	if err := r.cmd.Wait(); err != nil {
		t.Fatalf("%s: %v\n%s", r.name, err, r.errs.String())
	}
}

func foundGames(t *testing.T, line string) ([]Game, bool) {
	rest, ok := strings.CutPrefix(line, "found ")
	if !ok {
		return nil, false
	}
	var games []Game
	if err := json.Unmarshal([]byte(rest), &games); err != nil {
		t.Fatalf("%q: %v", line, err)
	}
	return games, true
}

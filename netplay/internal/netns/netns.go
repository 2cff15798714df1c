//go:build linux

package netns

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/netip"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"
)

// prefix starts the name of every namespace and interface this package makes.
const prefix = "swt"

// NS is one network namespace and the end of the veth pair inside it.
type NS struct {
	Name  string       // the namespace's name, as `ip netns` knows it
	Iface string       // the veth interface inside it
	Addr  netip.Prefix // the interface's address
}

// Pair is two namespaces joined by a veth pair.
type Pair struct {
	A, B NS
}

var made atomic.Int32

// Check says why namespaces cannot be made here, or nil if they can.
func Check() error {
	if os.Geteuid() != 0 {
		return errors.New("the test is not running as root")
	}
	if _, err := exec.LookPath("ip"); err != nil {
		return errors.New("the ip command (iproute2) is not installed")
	}
	name := fmt.Sprintf("%s%dcheck%d", prefix, os.Getpid(), made.Add(1))
	if err := ip("netns", "add", name); err != nil {
		return fmt.Errorf("cannot make a network namespace: %w", err)
	}
	return ip("netns", "del", name)
}

// NewPair makes two namespaces joined by a veth pair, the first end with address a and the
// second with b (CIDR notation), both up with their loopback. They are deleted when t ends.
func NewPair(t testing.TB, a, b string) *Pair {
	t.Helper()
	removeStale()
	n := made.Add(1)
	base := fmt.Sprintf("%s%d-%d", prefix, os.Getpid(), n)
	p := &Pair{
		A: NS{Name: base + "a", Iface: fmt.Sprintf("sw%dx%da", os.Getpid(), n), Addr: netip.MustParsePrefix(a)},
		B: NS{Name: base + "b", Iface: fmt.Sprintf("sw%dx%db", os.Getpid(), n), Addr: netip.MustParsePrefix(b)},
	}
	t.Cleanup(func() {
		for _, ns := range []NS{p.A, p.B} {
			if err := ip("netns", "del", ns.Name); err != nil {
				t.Errorf("deleting namespace %s: %v", ns.Name, err)
			}
		}
	})
	steps := [][]string{
		{"netns", "add", p.A.Name},
		{"netns", "add", p.B.Name},
		{"link", "add", p.A.Iface, "netns", p.A.Name, "type", "veth", "peer", "name", p.B.Iface, "netns", p.B.Name},
	}
	for _, ns := range []NS{p.A, p.B} {
		steps = append(steps,
			[]string{"-n", ns.Name, "addr", "add", ns.Addr.String(), "dev", ns.Iface},
			[]string{"-n", ns.Name, "link", "set", "lo", "up"},
			[]string{"-n", ns.Name, "link", "set", ns.Iface, "up"},
		)
	}
	for _, s := range steps {
		if err := ip(s...); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// Command is name run with args inside the namespace (by `ip netns exec`).
func (ns NS) Command(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, "ip", append([]string{"netns", "exec", ns.Name, name}, args...)...)
	// ip netns exec runs the program in its own process: killing ip alone would leave it.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	return cmd
}

// IP runs `ip args...` inside the namespace.
func (ns NS) IP(args ...string) error {
	return ip(append([]string{"-n", ns.Name}, args...)...)
}

// Do runs f on a thread of its own inside the namespace and waits for it: the sockets f
// opens stay in the namespace, whichever thread uses them later. The thread ends with f.
func (ns NS) Do(f func() error) error {
	done := make(chan error, 1)
	go func() {
		// Never unlocked: the runtime ends the thread, namespace and all, with this goroutine.
		runtime.LockOSThread()
		fd, err := os.Open("/run/netns/" + ns.Name)
		if err != nil {
			done <- err
			return
		}
		defer fd.Close()
		if err := unix.Setns(int(fd.Fd()), unix.CLONE_NEWNET); err != nil {
			done <- fmt.Errorf("entering namespace %s: %w", ns.Name, err)
			return
		}
		done <- f()
	}()
	return <-done
}

func ip(args ...string) error {
	var out bytes.Buffer
	cmd := exec.Command("ip", args...)
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("ip %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(out.String()))
	}
	return nil
}

// removeStale deletes the namespaces made by test processes that are no longer running.
func removeStale() {
	entries, err := os.ReadDir("/run/netns")
	if err != nil {
		return
	}
	for _, e := range entries {
		pid, ok := ownerPid(e.Name())
		if !ok || pid == os.Getpid() {
			continue
		}
		if syscall.Kill(pid, 0) == syscall.ESRCH {
			_ = ip("netns", "del", e.Name())
		}
	}
}

// ownerPid is the process id in a name this package made ("swt1234-5a").
func ownerPid(name string) (int, bool) {
	rest, ok := strings.CutPrefix(name, prefix)
	if !ok {
		return 0, false
	}
	digits, _, ok := strings.Cut(rest, "-")
	if !ok {
		return 0, false
	}
	pid, err := strconv.Atoi(digits)
	return pid, err == nil && pid > 0
}

package portmap

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"runtime"
	"testing"
	"time"
)

// roleEnv, when set, makes the test binary play the computer asking its router for a
// forwarding, inside a network namespace (see netns_test.go), instead of running the tests.
const roleEnv = "SIEGEWORKS_PORTMAP_ROLE"

func TestMain(m *testing.M) {
	if role := os.Getenv(roleEnv); role != "" {
		os.Exit(playRole(role))
	}
	os.Exit(m.Run())
}

// playRole opens a forwarding of port 7777 with a 2 s lease through the system's router and
// says, one line each on stdout: "opened <address> <method>" or "failed <error>"; then,
// when stdin ends, closes it and says "closed" (or "close failed <error>") and "done". It
// checks that no goroutine is left running. What the package logs goes to stderr.
func playRole(role string) int {
	if role != "open" {
		fmt.Fprintln(os.Stderr, "unknown role", role)
		return 2
	}
	logf := func(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }
	before := runtime.NumGoroutine()
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Second)
	defer cancel()
	m, err := Open(ctx, 7777, 2*time.Second, logf)
	if err != nil {
		fmt.Println("failed", err)
	} else {
		fmt.Println("opened", m.External, m.Method)
	}
	s := bufio.NewScanner(os.Stdin)
	for s.Scan() {
	}
	if m != nil {
		if err := m.Close(); err != nil {
			fmt.Println("close failed", err)
		} else {
			fmt.Println("closed")
		}
	}
	if err := settles(before); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println("done")
	return 0
}

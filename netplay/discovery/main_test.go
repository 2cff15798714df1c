package discovery

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"
)

// roleEnv, when set, makes the test binary play one side of a test inside a network
// namespace (see netns_test.go) instead of running the tests.
const roleEnv = "SIEGEWORKS_DISCOVERY_ROLE"

func TestMain(m *testing.M) {
	if role := os.Getenv(roleEnv); role != "" {
		os.Exit(playRole(role))
	}
	os.Exit(m.Run())
}

// settles waits (at most 3 s) until no more goroutines run than before, and says which
// ones are left otherwise. (The mDNS library's readers end a moment after their sockets
// close.)
func settles(before int) error {
	deadline := time.Now().Add(3 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			n := runtime.Stack(buf, true)
			return fmt.Errorf("%d goroutines left running, %d before:\n%s", runtime.NumGoroutine(), before,
				strings.TrimSpace(string(buf[:n])))
		}
		time.Sleep(20 * time.Millisecond)
	}
	return nil
}

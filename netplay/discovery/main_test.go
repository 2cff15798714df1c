package discovery

import (
	"os"
	"testing"

	"siegeworks/netplay/internal/leak"
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
	return leak.Settles(before)
}

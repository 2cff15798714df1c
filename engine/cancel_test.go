package engine

import (
	"context"
	"runtime"
	"testing"

	"siegeworks/rules"
)

// A search whose context was already cancelled must not stop the next one: the
// cancellation's callback runs in a goroutine of its own and may run late. With one
// processor it runs only when the next search is preempted, in the middle of it.
func TestCancelledSearchDoesNotStopTheNext(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	e := New(Options{HashMB: 4})
	pos := rules.NewPosition(rules.Chess)
	for i := 0; i < 5; i++ {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		e.Search(ctx, pos, Limits{Depth: 3}, nil)
		e.NewGame()
		if r := e.Search(context.Background(), pos, Limits{Depth: 9}, nil); r.Depth != 9 {
			t.Fatalf("round %d: the search after a cancelled one stopped at depth %d, want 9", i, r.Depth)
		}
	}
}

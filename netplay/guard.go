package netplay

import (
	"context"
	"sync"
	"time"
)

// guard slows a host down after wrong codes: each connection with a wrong code doubles the
// wait before the next one is heard (from a quarter of a second up to guardMax), so guessing
// a code by trying is hopeless: a code has 2^24 possibilities and after a dozen wrong tries
// each costs half a minute. A right code resets it.
type guard struct {
	mu       sync.Mutex
	failures int
}

const (
	guardFirst = 250 * time.Millisecond
	guardMax   = 30 * time.Second
)

func newGuard() *guard { return &guard{} }

// delay is the wait before the next handshake.
func (g *guard) delay() time.Duration {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.failures == 0 {
		return 0
	}
	d := guardFirst << min(g.failures-1, 20)
	return min(d, guardMax)
}

// wait waits out the delay; false when ctx ended first.
func (g *guard) wait(ctx context.Context) bool {
	d := g.delay()
	if d == 0 {
		return ctx.Err() == nil
	}
	select {
	case <-ctx.Done():
		return false
	case <-time.After(d):
		return true
	}
}

func (g *guard) failed() {
	g.mu.Lock()
	g.failures++
	g.mu.Unlock()
}

func (g *guard) succeeded() {
	g.mu.Lock()
	g.failures = 0
	g.mu.Unlock()
}

// Failures is the number of wrong codes since the last right one.
func (g *guard) Failures() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.failures
}

package netplay

import "time"

// The inbox's allowance: a friend's program may send a burst of messages, then about
// inboxRate a second; a bigger message costs more (one more for each KiB). Beyond that the
// link stops reading the connection until the allowance has grown back, so a flood of
// messages costs this end neither memory (TCP holds the rest back at the sender) nor more
// work than the allowance, and reaches the session's goroutine — the app's — no faster.
// A game sends a few messages a minute.
const (
	inboxRate  = 40  // messages a second, sustained
	inboxBurst = 200 // messages at once
)

// allowance is what a connection may still send now.
type allowance struct {
	tokens float64 // below zero: a debt, waited out before the next message is read
	last   time.Time
}

func newAllowance(now time.Time) *allowance {
	return &allowance{tokens: inboxBurst, last: now}
}

// take spends the cost of a message of n bytes, received at now, and says how long to wait
// before reading the next.
func (a *allowance) take(n int, now time.Time) time.Duration {
	a.tokens = min(inboxBurst, a.tokens+now.Sub(a.last).Seconds()*inboxRate)
	a.last = now
	a.tokens -= 1 + float64(n)/1024
	if a.tokens >= 0 {
		return 0
	}
	return time.Duration(-a.tokens / inboxRate * float64(time.Second))
}

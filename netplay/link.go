package netplay

import (
	"context"
	"errors"
	"net"
	"sync"
	"time"

	"siegeworks/i18n"
)

// A link is the connection to the friend, kept up across drops: the host's end listens for
// the friend (and for the friend coming back), the joiner's end dials and dials again. It
// carries messages; what they mean is the peer's business (peer.go).

// Status is how the link stands.
type Status int

const (
	// Waiting: the host waits for the friend to join.
	Waiting Status = iota
	// Connecting: the joiner is dialling the host.
	Connecting
	// Connected: messages flow.
	Connected
	// Lost: the connection dropped; the link is trying to get it back.
	Lost
	// Failed: the link gave up (a wrong code, a refusal); Err says why.
	Failed
	// Closed: the link was closed here.
	Closed
)

func (s Status) String() string {
	return [...]string{"waiting", "connecting", "connected", "lost", "failed", "closed"}[s]
}

// Keepalive: each end sends something at least every pingEvery; a connection silent for
// silentLimit is taken for dropped.
const (
	pingEvery   = 2 * time.Second
	silentLimit = 8 * time.Second
)

// Redial delays of the joiner: quick at first, then at most redialMax apart.
const (
	redialFirst = 250 * time.Millisecond
	redialMax   = 4 * time.Second
)

// linkHandler is what a link tells its owner, from the link's goroutines (never two calls
// at once).
type linkHandler interface {
	// connected: a connection is up (again); say hello and the state.
	connected()
	// received: a message came.
	received(m message)
	// statusChanged: the link's status changed; err says why it dropped or failed.
	statusChanged(s Status, err error)
	// rejected: a message came that does not validate (it was refused).
	rejected(err error)
}

// link is one end of the connection.
type link struct {
	code   Code
	h      linkHandler
	host   bool
	ln     net.Listener                                // the host's
	dial   func(ctx context.Context) (net.Conn, error) // the joiner's
	guard  *guard                                      // the host's: slows wrong codes
	ctx    context.Context
	cancel context.CancelFunc

	mu    sync.Mutex
	conn  *secureConn
	gen   int // bumped for each connection: a reader of an older one stops
	state Status
	cbMu  sync.Mutex // one handler call at a time
	done  sync.WaitGroup
}

// newHostLink listens on ln for the friend with the code.
func newHostLink(ln net.Listener, code Code, h linkHandler) *link {
	l := &link{code: code, h: h, host: true, ln: ln, guard: newGuard()}
	l.ctx, l.cancel = context.WithCancel(context.Background())
	l.setStatus(Waiting, nil)
	l.done.Add(1)
	go l.accept()
	return l
}

// newJoinLink dials the host until it answers (or refuses).
func newJoinLink(dial func(ctx context.Context) (net.Conn, error), code Code, h linkHandler) *link {
	l := &link{code: code, h: h, dial: dial}
	l.ctx, l.cancel = context.WithCancel(context.Background())
	l.setStatus(Connecting, nil)
	l.done.Add(1)
	go l.redial()
	return l
}

// call runs a handler call, one at a time.
func (l *link) call(f func()) {
	l.cbMu.Lock()
	defer l.cbMu.Unlock()
	f()
}

func (l *link) setStatus(s Status, err error) {
	l.mu.Lock()
	if l.state == Closed || (l.state == s && err == nil) {
		l.mu.Unlock()
		return
	}
	l.state = s
	l.mu.Unlock()
	l.call(func() { l.h.statusChanged(s, err) })
}

// Status is the link's status now.
func (l *link) Status() Status {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.state
}

// send sends a message if connected; while the link is down it is dropped (the state sent
// on every connection brings the other end up to date).
func (l *link) send(m message) error {
	p, err := encode(m)
	if err != nil {
		return err
	}
	l.mu.Lock()
	c := l.conn
	l.mu.Unlock()
	if c == nil {
		return errNotConnected
	}
	return c.queue(p) // a full queue closes the connection: the reader notices and the link recovers
}

var errNotConnected = errors.New("not connected")

// close closes the link for good, telling the other end when connected.
func (l *link) close() {
	l.mu.Lock()
	if l.state == Closed {
		l.mu.Unlock()
		return
	}
	c := l.conn
	l.mu.Unlock()
	l.setStatus(Closed, nil)
	if c != nil {
		bye, _ := encode(message{T: kindBye})
		c.finish(bye) // what was sent before goes first
	}
	l.cancel()
	if l.ln != nil {
		l.ln.Close()
	}
	l.mu.Lock()
	if l.conn != nil {
		l.conn.Close()
		l.conn = nil
	}
	l.mu.Unlock()
	l.done.Wait()
}

// use makes c the link's connection (a reconnection replaces the old one) and reads it.
func (l *link) use(c *secureConn) {
	l.mu.Lock()
	if l.state == Closed {
		l.mu.Unlock()
		c.Close()
		return
	}
	if l.conn != nil {
		l.conn.Close()
	}
	l.conn = c
	l.gen++
	gen := l.gen
	l.mu.Unlock()
	l.setStatus(Connected, nil)
	l.call(l.h.connected)
	l.done.Add(3)
	stop := make(chan struct{})
	go func() {
		defer l.done.Done()
		c.write()
	}()
	go func() {
		defer l.done.Done()
		l.keepalive(c, stop)
	}()
	go func() {
		defer l.done.Done()
		err := l.read(c)
		close(stop)
		c.Close()
		l.mu.Lock()
		current := l.gen == gen && l.state != Closed
		if current {
			l.conn = nil
		}
		l.mu.Unlock()
		if current {
			l.setStatus(Lost, err)
		}
	}()
}

// read reads messages until the connection fails, the other end says bye, or the link
// closes; a message that does not validate is refused (the other end hears why). Messages
// beyond the connection's allowance (throttle.go) wait: the other end hears it once.
func (l *link) read(c *secureConn) error {
	allow := newAllowance(time.Now())
	warned := false
	for {
		_ = c.conn.SetReadDeadline(time.Now().Add(silentLimit))
		p, err := c.Recv()
		if err != nil {
			return err
		}
		if wait := allow.take(len(p), time.Now()); wait > 0 {
			if !warned {
				warned = true
				_ = l.send(message{T: kindRefuse, Text: refuseFlood})
			}
			select {
			case <-time.After(wait):
			case <-c.closed:
				return net.ErrClosed
			case <-l.ctx.Done():
				return net.ErrClosed
			}
		}
		m, err := decode(p)
		if err != nil {
			_ = l.send(message{T: kindRefuse, Text: clipReason(err.Error())})
			l.call(func() { l.h.rejected(err) })
			continue
		}
		switch m.T {
		case kindPing:
			continue
		case kindBye:
			return errFriendLeft
		}
		l.call(func() { l.h.received(m) })
	}
}

var errFriendLeft error = &sentence{func() string { return i18n.L("the friend closed the connection") }}

// refuseFlood tells a friend's program that sends too much that it is read more slowly.
const refuseFlood = "too many messages: the rest are read slowly"

// keepalive pings until stop.
func (l *link) keepalive(c *secureConn, stop <-chan struct{}) {
	t := time.NewTicker(pingEvery)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-l.ctx.Done():
			return
		case <-t.C:
			p, _ := encode(message{T: kindPing})
			if err := c.queue(p); err != nil {
				return
			}
		}
	}
}

// accept is the host's loop: one handshake at a time, slowed after wrong codes.
func (l *link) accept() {
	defer l.done.Done()
	for {
		conn, err := l.ln.Accept()
		if err != nil {
			if l.ctx.Err() != nil {
				return
			}
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				continue
			}
			l.setStatus(Failed, err)
			return
		}
		if !l.guard.wait(l.ctx) {
			conn.Close()
			return
		}
		// A connection that says nothing holds the door for helloTimeout at most.
		_ = conn.SetDeadline(time.Now().Add(helloTimeout))
		hello, err := readHello(conn)
		if err != nil {
			conn.Close()
			continue
		}
		if hello.nameplate != l.code.Nameplate {
			refuse(conn, refuseNameplate)
			conn.Close()
			continue
		}
		sc, err := hostSecure(conn, hello, l.code)
		if errors.Is(err, ErrWrongCode) {
			l.guard.failed()
			refuse(conn, refuseWrongCode)
			conn.Close()
			continue
		}
		if err != nil {
			conn.Close()
			continue
		}
		l.guard.succeeded()
		l.use(sc)
	}
}

// redial is the joiner's loop: dial, handshake, read; again after a drop.
func (l *link) redial() {
	defer l.done.Done()
	delay := time.Duration(0)
	for {
		select {
		case <-l.ctx.Done():
			return
		case <-time.After(delay):
		}
		delay = min(max(2*delay, redialFirst), redialMax)
		if l.connectedNow() {
			delay = redialFirst
			continue
		}
		conn, err := l.dial(l.ctx)
		if err != nil {
			l.setStatusIfNotConnected(err)
			continue
		}
		sc, err := joinSecure(conn, l.code)
		if err != nil {
			conn.Close()
			var refused *RefusedError
			if errors.Is(err, ErrWrongCode) || errors.As(err, &refused) && refused.Reason != refuseSlow {
				l.setStatus(Failed, err)
				return
			}
			l.setStatusIfNotConnected(err)
			continue
		}
		delay = redialFirst
		l.use(sc)
		l.waitForDrop()
	}
}

func (l *link) connectedNow() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.conn != nil
}

func (l *link) setStatusIfNotConnected(err error) {
	l.mu.Lock()
	s := l.state
	l.mu.Unlock()
	if s == Connected || s == Closed {
		return
	}
	if s == Connecting {
		l.call(func() { l.h.statusChanged(Connecting, err) })
		return
	}
	l.setStatus(Lost, err)
}

// waitForDrop waits until the connection drops or the link closes.
func (l *link) waitForDrop() {
	for l.connectedNow() {
		select {
		case <-l.ctx.Done():
			return
		case <-time.After(50 * time.Millisecond):
		}
	}
}

func clipReason(s string) string {
	r := []rune(s)
	if len(r) > maxReason {
		r = r[:maxReason]
	}
	return string(r)
}

package netplay

import (
	"sync"
	"time"

	"siegeworks/i18n"
)

// The outbox: what this end sends goes into a connection's queue and a writer goroutine
// writes it, so that nobody who sends waits for the network — above all not the session's
// goroutine, which is the app's. A friend who stops reading fills the queue; the connection
// is then dropped (the state sent on the next one makes up for what was lost), and a write
// that does not finish within silentLimit drops it too.

// outboxSize is how many messages may wait for a slow connection.
const outboxSize = 128

// closeFlush bounds how long a closing link waits for its last messages to go.
const closeFlush = time.Second

var errBacklog error = &sentence{func() string {
	return i18n.L("the friend's program does not read what is sent: the connection is dropped")
}}

// outbox is a connection's queue of frames to write.
type outbox struct {
	mu       sync.Mutex
	frames   chan []byte
	finished bool          // no more frames: the writer writes what is queued and stops
	stopped  chan struct{} // closed when the writer has stopped
}

func newOutbox() *outbox {
	return &outbox{frames: make(chan []byte, outboxSize), stopped: make(chan struct{})}
}

// queue queues a message for c's writer; a full queue drops the connection.
func (c *secureConn) queue(p []byte) error {
	o := c.out
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.finished {
		return errNotConnected
	}
	select {
	case o.frames <- p:
		return nil
	default:
		c.Close()
		return errBacklog
	}
}

// finish queues a last message, waits (at most closeFlush) for everything queued to be
// written, and closes the connection.
func (c *secureConn) finish(last []byte) {
	o := c.out
	o.mu.Lock()
	if !o.finished {
		select {
		case o.frames <- last:
		default:
		}
		o.finished = true
		close(o.frames)
	}
	o.mu.Unlock()
	select {
	case <-o.stopped:
	case <-time.After(closeFlush):
	}
	c.Close()
}

// write is the writer: it writes the queued frames until the queue is finished or the
// connection fails or closes.
func (c *secureConn) write() {
	defer close(c.out.stopped)
	for {
		select {
		case p, ok := <-c.out.frames:
			if !ok {
				return
			}
			_ = c.conn.SetWriteDeadline(time.Now().Add(silentLimit))
			if err := c.Send(p); err != nil {
				c.Close()
				return
			}
		case <-c.closed:
			return
		}
	}
}

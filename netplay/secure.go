package netplay

import (
	"bytes"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"sync"
	"time"

	"filippo.io/cpace"
	"github.com/flynn/noise"

	"siegeworks/i18n"
)

// The secure channel. A connection opens with a password-authenticated key exchange over
// the invitation code (CPace, filippo.io/cpace), then a Noise handshake (NNpsk0, flynn/noise)
// keyed with its result and bound to its transcript; everything after is Noise transport
// messages (ChaCha20-Poly1305, a counter per direction), so a message dropped, repeated,
// reordered or changed on the way breaks the connection instead of reaching the game. None
// of the cryptography is ours: we only frame the messages.
//
//	joiner → host   hello:   magic, version, nameplate, CPace message A
//	host → joiner   accept:  0, CPace message B      (or refuse: 1, reason)
//	joiner → host   Noise handshake message 1        (the host checks the code here)
//	host → joiner   Noise handshake message 2        (or refuse: 1, "wrong code")
//	then            frames of Noise transport messages, both ways
//
// Every frame is a two-byte length and its bytes.

// magic and version open a joiner's hello.
var magic = []byte("SWNP")

const protocolVersion = 1

// Frame limits: the handshake's frames are small; a transport frame is one Noise message.
const (
	handshakeFrameMax = 512
	transportFrameMax = 65535
)

// handshakeTimeout bounds a whole handshake, helloTimeout its first message (the host hears
// one joiner at a time: one that says nothing must not keep the friend out for long).
const (
	handshakeTimeout = 10 * time.Second
	helloTimeout     = 3 * time.Second
)

// Refusal reasons a host sends in plain text, in English: a joiner recognises them (see
// refusalWords).
const (
	refuseWrongCode = "wrong code"
	refuseNameplate = "no game with this number here"
	refuseBusy      = "the game already has its second player"
	refuseVersion   = "another version of the game protocol"
	refuseSlow      = "too many wrong codes: wait and try again"
	refuseNoReason  = "no reason given" // what a joiner makes of a reason it cannot show
)

// ErrWrongCode is a join refused because the code is not the game's.
var ErrWrongCode error = &sentence{func() string {
	return i18n.L("the host refused the invitation code: check it and try again")
}}

// RefusedError is a join the host refused for another reason.
type RefusedError struct{ Reason string }

func (e *RefusedError) Error() string {
	return i18n.L("the host refused the connection: {{.Reason}}", i18n.Args{"Reason": refusalWords(e.Reason)})
}

// refusalWords is a host's reason in the current language when it is one of this program's.
func refusalWords(reason string) string {
	switch reason {
	case refuseNameplate:
		return i18n.L("no game with this number here")
	case refuseBusy:
		return i18n.L("the game already has its second player")
	case refuseVersion:
		return i18n.L("another version of the game protocol")
	case refuseSlow:
		return i18n.L("too many wrong codes: wait and try again")
	case refuseNoReason:
		return i18n.L("no reason given")
	}
	return reason
}

var suite = noise.NewCipherSuite(noise.DH25519, noise.CipherChaChaPoly, noise.HashBLAKE2s)

// cpaceContext binds the key exchange to this protocol and these roles.
func cpaceContext() *cpace.ContextInfo {
	return cpace.NewContextInfo("siegeworks joiner", "siegeworks host", []byte(fmt.Sprintf("siegeworks netplay %d", protocolVersion)))
}

// writeFrame writes a two-byte length and p.
func writeFrame(w io.Writer, p []byte) error {
	if len(p) > transportFrameMax {
		return errors.New("frame too large")
	}
	buf := make([]byte, 2+len(p))
	binary.BigEndian.PutUint16(buf, uint16(len(p)))
	copy(buf[2:], p)
	_, err := w.Write(buf)
	return err
}

// readFrame reads one frame of at most max bytes.
func readFrame(r io.Reader, max int) ([]byte, error) {
	var head [2]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return nil, err
	}
	n := int(binary.BigEndian.Uint16(head[:]))
	if n > max {
		return nil, fmt.Errorf("a frame of %d bytes, more than %d", n, max)
	}
	p := make([]byte, n)
	if _, err := io.ReadFull(r, p); err != nil {
		return nil, err
	}
	return p, nil
}

// secureConn is a connection after the handshake: whole messages, encrypted both ways.
type secureConn struct {
	conn   net.Conn
	wmu    sync.Mutex
	send   *noise.CipherState
	recv   *noise.CipherState
	out    *outbox       // what waits to be sent (outbox.go)
	once   sync.Once     // closes closed
	closed chan struct{} // closed with the connection
}

func newSecureConn(conn net.Conn, send, recv *noise.CipherState) *secureConn {
	return &secureConn{conn: conn, send: send, recv: recv, out: newOutbox(), closed: make(chan struct{})}
}

// Send encrypts and writes one message.
func (c *secureConn) Send(p []byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	ct, err := c.send.Encrypt(nil, nil, p)
	if err != nil {
		return err
	}
	return writeFrame(c.conn, ct)
}

// Recv reads and decrypts one message; anything changed on the way is an error.
func (c *secureConn) Recv() ([]byte, error) {
	ct, err := readFrame(c.conn, transportFrameMax)
	if err != nil {
		return nil, err
	}
	return c.recv.Decrypt(nil, nil, ct)
}

func (c *secureConn) Close() error {
	c.once.Do(func() { close(c.closed) })
	return c.conn.Close()
}

// joinSecure runs the joiner's side of the handshake on conn.
func joinSecure(conn net.Conn, code Code) (*secureConn, error) {
	_ = conn.SetDeadline(time.Now().Add(handshakeTimeout))
	defer conn.SetDeadline(time.Time{})
	msgA, state, err := cpace.Start(code.password(), cpaceContext())
	if err != nil {
		return nil, err
	}
	hello := append(append([]byte{}, magic...), protocolVersion, byte(code.Nameplate>>8), byte(code.Nameplate))
	hello = append(hello, msgA...)
	if err := writeFrame(conn, hello); err != nil {
		return nil, err
	}
	answer, err := readFrame(conn, handshakeFrameMax)
	if err != nil {
		return nil, err
	}
	if err := refusal(answer); err != nil {
		return nil, err
	}
	msgB := answer[1:]
	key, err := state.Finish(msgB)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", i18n.L("the key exchange failed"), err)
	}
	hs, err := noise.NewHandshakeState(noise.Config{
		CipherSuite: suite, Random: rand.Reader, Pattern: noise.HandshakeNN, Initiator: true,
		Prologue: transcript(hello, answer), PresharedKey: key, PresharedKeyPlacement: 0,
	})
	if err != nil {
		return nil, err
	}
	m1, _, _, err := hs.WriteMessage(nil, nil)
	if err != nil {
		return nil, err
	}
	if err := writeFrame(conn, m1); err != nil {
		return nil, err
	}
	m2, err := readFrame(conn, handshakeFrameMax)
	if err != nil {
		return nil, err
	}
	if err := refusal(m2); err != nil {
		return nil, err
	}
	_, send, recv, err := hs.ReadMessage(nil, m2[1:])
	if err != nil {
		// The host took message 1, which proves the code right: this answer was damaged
		// on the way, and another connection may do better.
		return nil, errors.New(i18n.L("the host's answer was damaged on the way"))
	}
	return newSecureConn(conn, send, recv), nil
}

// refusal reads a host's answer: 0 and the rest, or 1 and a reason.
func refusal(answer []byte) error {
	if len(answer) == 0 {
		return errors.New(i18n.L("the host sent an empty answer"))
	}
	switch answer[0] {
	case 0:
		return nil
	case 1:
		reason := string(answer[1:])
		if reason == refuseWrongCode {
			return ErrWrongCode
		}
		if !validText(reason, 200) {
			reason = refuseNoReason
		}
		return &RefusedError{Reason: reason}
	}
	return errors.New(i18n.L("the host's answer is not this game's protocol"))
}

// refuse tells a joiner why the host turns it away.
func refuse(conn net.Conn, reason string) {
	_ = conn.SetWriteDeadline(time.Now().Add(time.Second))
	_ = writeFrame(conn, append([]byte{1}, reason...))
}

func transcript(hello, answer []byte) []byte {
	var b bytes.Buffer
	b.WriteString("siegeworks netplay transcript")
	_ = writeFrame(&b, hello)
	_ = writeFrame(&b, answer)
	return b.Bytes()
}

// hostHello is what a joiner's hello says.
type hostHello struct {
	nameplate int
	msgA      []byte
	raw       []byte
}

// readHello reads and checks a joiner's hello.
func readHello(conn net.Conn) (hostHello, error) {
	raw, err := readFrame(conn, handshakeFrameMax)
	if err != nil {
		return hostHello{}, err
	}
	if len(raw) < len(magic)+3 || !bytes.Equal(raw[:len(magic)], magic) {
		return hostHello{}, errors.New("not a Siegeworks connection")
	}
	if raw[len(magic)] != protocolVersion {
		refuse(conn, refuseVersion)
		return hostHello{}, fmt.Errorf("protocol version %d", raw[len(magic)])
	}
	n := int(raw[len(magic)+1])<<8 | int(raw[len(magic)+2])
	return hostHello{nameplate: n, msgA: raw[len(magic)+3:], raw: raw}, nil
}

// hostSecure runs the host's side of the handshake after the hello was read and its
// nameplate matched; ErrWrongCode when the joiner's code was not the game's (the caller
// then refuses, once it has counted the wrong code, so that the next try waits longer).
func hostSecure(conn net.Conn, hello hostHello, code Code) (*secureConn, error) {
	_ = conn.SetDeadline(time.Now().Add(handshakeTimeout))
	defer conn.SetDeadline(time.Time{})
	msgB, key, err := cpace.Exchange(code.password(), cpaceContext(), hello.msgA)
	if err != nil {
		return nil, fmt.Errorf("the key exchange failed: %w", err)
	}
	answer := append([]byte{0}, msgB...)
	if err := writeFrame(conn, answer); err != nil {
		return nil, err
	}
	hs, err := noise.NewHandshakeState(noise.Config{
		CipherSuite: suite, Random: rand.Reader, Pattern: noise.HandshakeNN, Initiator: false,
		Prologue: transcript(hello.raw, answer), PresharedKey: key, PresharedKeyPlacement: 0,
	})
	if err != nil {
		return nil, err
	}
	m1, err := readFrame(conn, handshakeFrameMax)
	if err != nil {
		return nil, err
	}
	if _, _, _, err := hs.ReadMessage(nil, m1); err != nil {
		return nil, ErrWrongCode // the caller counts it, then refuses
	}
	m2, recv, send, err := hs.WriteMessage(nil, nil)
	if err != nil {
		return nil, err
	}
	if err := writeFrame(conn, append([]byte{0}, m2...)); err != nil {
		return nil, err
	}
	return newSecureConn(conn, send, recv), nil
}

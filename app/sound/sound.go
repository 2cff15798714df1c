package sound

import (
	"encoding/binary"
	"errors"
	"log"
	"math"
	"sync"
	"time"
)

// Effect names one kind of sound.
type Effect int

const (
	Move Effect = iota
	Capture
	Check
	Sling
	Shot
	Teleport
	Turnover
	GameEnd
	Success // a lesson's level completed
	effectCount
)

var effectNames = [...]string{"move", "capture", "check", "sling", "shot", "teleport", "turnover", "game end", "success"}

func (e Effect) String() string {
	if e >= 0 && e < effectCount {
		return effectNames[e]
	}
	return "unknown"
}

// Effects lists every sound.
func Effects() []Effect {
	out := make([]Effect, effectCount)
	for i := range out {
		out[i] = Effect(i)
	}
	return out
}

// output is an opened audio device that plays mono float32 PCM.
type output interface {
	play(pcm []byte)
}

// opener opens the device; it may take a while and may fail.
type opener func() (output, error)

// openTimeout bounds how long the device may take to open before the
// player gives up and stays silent.
const openTimeout = 3 * time.Second

// Player plays sounds. Its methods are safe to call from any goroutine.
type Player struct {
	log   *log.Logger
	clips [effectCount]clip

	mu     sync.Mutex
	out    output
	failed bool
	volume float64
	muted  bool
	ready  chan struct{}
}

// New starts opening the system's audio device in the background and returns
// at once; sounds played before the device is ready are skipped.
func New(logger *log.Logger) *Player {
	return newPlayer(logger, openOto)
}

func newPlayer(logger *log.Logger, open opener) *Player {
	if logger == nil {
		logger = log.Default()
	}
	p := &Player{log: logger, volume: 0.8, ready: make(chan struct{})}
	for _, e := range Effects() {
		p.clips[e] = synthesize(e)
	}
	go p.open(open)
	return p
}

func (p *Player) open(open opener) {
	defer close(p.ready)
	type result struct {
		out output
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{nil, errors.New("audio driver panicked")}
			}
		}()
		out, err := open()
		done <- result{out, err}
	}()
	var r result
	select {
	case r = <-done:
	case <-time.After(openTimeout):
		r.err = errors.New("the audio device did not answer in time")
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if r.err != nil || r.out == nil {
		p.failed = true
		if r.err == nil {
			r.err = errors.New("no output")
		}
		p.log.Printf("sound: no audio device (%v); playing silently", r.err)
		return
	}
	p.out = r.out
}

// WaitReady blocks until the device is open or known to be missing, or the
// timeout passes; it reports whether sound will be heard.
func (p *Player) WaitReady(timeout time.Duration) bool {
	select {
	case <-p.ready:
	case <-time.After(timeout):
	}
	return p.Available()
}

// Available reports whether an audio device is open.
func (p *Player) Available() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out != nil
}

// SetVolume sets the loudness from 0 to 1.
func (p *Player) SetVolume(v float64) {
	p.mu.Lock()
	p.volume = math.Max(0, math.Min(1, v))
	p.mu.Unlock()
}

// Volume is the loudness from 0 to 1.
func (p *Player) Volume() float64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.volume
}

// SetMuted silences or restores every sound.
func (p *Player) SetMuted(m bool) {
	p.mu.Lock()
	p.muted = m
	p.mu.Unlock()
}

// Play starts a sound and returns at once.
func (p *Player) Play(e Effect) {
	if e < 0 || e >= effectCount {
		return
	}
	p.mu.Lock()
	out, vol, muted := p.out, p.volume, p.muted
	p.mu.Unlock()
	if out == nil || muted || vol == 0 {
		return
	}
	out.play(encode(p.clips[e], vol))
}

// encode scales a clip by the volume into little-endian float32 PCM.
func encode(c clip, volume float64) []byte {
	buf := make([]byte, 4*len(c))
	for i, s := range c {
		binary.LittleEndian.PutUint32(buf[4*i:], math.Float32bits(float32(float64(s)*volume)))
	}
	return buf
}

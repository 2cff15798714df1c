package sound

import (
	"bytes"
	"encoding/binary"
	"errors"
	"log"
	"math"
	"strings"
	"sync"
	"testing"
	"time"
)

type recorder struct {
	mu    sync.Mutex
	plays [][]byte
}

func (r *recorder) play(pcm []byte) {
	r.mu.Lock()
	r.plays = append(r.plays, pcm)
	r.mu.Unlock()
}

func TestNoDeviceIsSilentAndLogsOnce(t *testing.T) {
	var logs bytes.Buffer
	p := newPlayer(log.New(&logs, "", 0), func() (output, error) {
		return nil, errors.New("no PulseAudio server and no ALSA card")
	})
	if p.WaitReady(5 * time.Second) {
		t.Fatal("reported available without a device")
	}
	for i := 0; i < 20; i++ {
		for _, e := range Effects() {
			p.Play(e)
		}
	}
	lines := strings.Split(strings.TrimSpace(logs.String()), "\n")
	if len(lines) != 1 || !strings.Contains(lines[0], "no audio device") || !strings.Contains(lines[0], "ALSA") {
		t.Fatalf("log %q", logs.String())
	}
}

func TestHangingDeviceDoesNotBlock(t *testing.T) {
	var logs bytes.Buffer
	block := make(chan struct{})
	defer close(block)
	start := time.Now()
	p := newPlayer(log.New(&logs, "", 0), func() (output, error) {
		<-block
		return nil, errors.New("unreachable")
	})
	p.Play(Move) // must not wait for the device
	if time.Since(start) > time.Second {
		t.Fatal("New or Play blocked on the device")
	}
	if p.WaitReady(openTimeout + 2*time.Second) {
		t.Fatal("a hanging device counted as available")
	}
	if !strings.Contains(logs.String(), "did not answer in time") {
		t.Errorf("log %q", logs.String())
	}
}

func TestPanickingDriverIsContained(t *testing.T) {
	var logs bytes.Buffer
	p := newPlayer(log.New(&logs, "", 0), func() (output, error) { panic("driver bug") })
	if p.WaitReady(5 * time.Second) {
		t.Fatal("available after a panic")
	}
	if strings.Count(logs.String(), "\n") != 1 {
		t.Errorf("log %q", logs.String())
	}
}

func TestVolumeAndMute(t *testing.T) {
	rec := &recorder{}
	p := newPlayer(log.New(&bytes.Buffer{}, "", 0), func() (output, error) { return rec, nil })
	if !p.WaitReady(5 * time.Second) {
		t.Fatal("fake device not available")
	}
	p.SetVolume(1)
	p.Play(Capture)
	p.SetVolume(0.25)
	p.Play(Capture)
	p.SetMuted(true)
	p.Play(Capture)
	p.SetMuted(false)
	p.SetVolume(0)
	p.Play(Capture)
	if len(rec.plays) != 2 {
		t.Fatalf("%d sounds played, want 2 (muted and silent ones skipped)", len(rec.plays))
	}
	loud, quiet := peak(rec.plays[0]), peak(rec.plays[1])
	if loud < 0.2 || math.Abs(quiet-loud/4) > 1e-3 {
		t.Errorf("peaks %v and %v: volume 0.25 should quarter the amplitude", loud, quiet)
	}
}

func peak(pcm []byte) float64 {
	m := 0.0
	for i := 0; i+4 <= len(pcm); i += 4 {
		v := float64(math.Float32frombits(binary.LittleEndian.Uint32(pcm[i:])))
		m = math.Max(m, math.Abs(v))
	}
	return m
}

// TestClipsAreDistinctAndShort: every effect has its own short, clean sound.
func TestClipsAreDistinctAndShort(t *testing.T) {
	seen := map[string]Effect{}
	for _, e := range Effects() {
		c := synthesize(e)
		if len(c) == 0 || len(c) > SampleRate {
			t.Errorf("%v: %d samples", e, len(c))
		}
		energy := 0.0
		for _, s := range c {
			if math.IsNaN(float64(s)) || s < -1 || s > 1 {
				t.Fatalf("%v: bad sample %v", e, s)
			}
			energy += float64(s) * float64(s)
		}
		if energy/float64(len(c)) < 1e-3 {
			t.Errorf("%v is nearly silent", e)
		}
		key := string(encode(c, 1))
		if other, dup := seen[key]; dup {
			t.Errorf("%v sounds exactly like %v", e, other)
		}
		seen[key] = e
		if c[0] != 0 {
			t.Errorf("%v starts with a click (%v)", e, c[0])
		}
	}
}

// TestRealDeviceNeverHangs opens the machine's real audio device: either it
// works or the player logs one line and stays silent, within the timeout.
func TestRealDeviceNeverHangs(t *testing.T) {
	var logs bytes.Buffer
	p := New(log.New(&logs, "", 0))
	ok := p.WaitReady(openTimeout + 2*time.Second)
	for _, e := range Effects() {
		p.Play(e)
	}
	if !ok && strings.Count(logs.String(), "\n") != 1 {
		t.Errorf("without a device, want one log line, got %q", logs.String())
	}
	t.Logf("audio available: %v %s", ok, strings.TrimSpace(logs.String()))
}

// TestProbeTrustsAConfiguredServer: with PULSE_SERVER set, the player asks
// the real drivers instead of giving up early.
func TestProbeTrustsAConfiguredServer(t *testing.T) {
	t.Setenv("PULSE_SERVER", "unix:/nonexistent/pulse")
	if err := probeDevice(); err != nil {
		t.Fatalf("probe refused a configured server: %v", err)
	}
}

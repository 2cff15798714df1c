package sound

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"sync"

	"github.com/ebitengine/oto/v3"
)

// otoOutput plays through oto. Players must stay reachable while they
// play, so the output keeps the live ones.
type otoOutput struct {
	ctx *oto.Context

	mu      sync.Mutex
	playing []*oto.Player
}

func openOto() (output, error) {
	if err := probeDevice(); err != nil {
		return nil, err
	}
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:      SampleRate,
		ChannelCount:    1,
		Format:          oto.FormatFloat32LE,
		ApplicationName: "Siegeworks",
	})
	if err != nil {
		return nil, err
	}
	<-ready
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return &otoOutput{ctx: ctx}, nil
}

func (o *otoOutput) play(pcm []byte) {
	pl := o.ctx.NewPlayer(bytes.NewReader(pcm))
	pl.Play()
	o.mu.Lock()
	defer o.mu.Unlock()
	live := o.playing[:0]
	for _, q := range o.playing {
		if q.IsPlaying() {
			live = append(live, q)
		}
	}
	o.playing = append(live, pl)
}

// probeDevice says early when there is plainly nothing to play on: no
// PulseAudio server to reach and no ALSA sound card. Asking the ALSA library
// anyway would make it print a screenful of its own errors on stderr.
func probeDevice() error {
	if os.Getenv("PULSE_SERVER") != "" {
		return nil
	}
	sockets := []string{"/run/pulse/native", "/var/run/pulse/native"}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		sockets = append(sockets, filepath.Join(dir, "pulse", "native"))
	}
	for _, s := range sockets {
		if _, err := os.Stat(s); err == nil {
			return nil
		}
	}
	if entries, err := os.ReadDir("/dev/snd"); err == nil && len(entries) > 0 {
		return nil
	}
	return errors.New("no PulseAudio server and no ALSA sound card (/dev/snd)")
}

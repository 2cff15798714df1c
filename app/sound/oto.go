package sound

import (
	"bytes"
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

package sound

import "math"

// SampleRate is the rate every clip is synthesised at.
const SampleRate = 44100

// clip is mono float32 samples in [-1, 1].
type clip []float32

// synth builds a clip of the given length from a sample function of time.
func synth(seconds float64, f func(t float64) float64) clip {
	n := int(seconds * SampleRate)
	out := make(clip, n)
	for i := range out {
		t := float64(i) / SampleRate
		v := f(t)
		// A 4 ms fade at both ends avoids clicks at the edges.
		if edge := 0.004; t < edge {
			v *= t / edge
		} else if rest := seconds - t; rest < edge {
			v *= rest / edge
		}
		out[i] = float32(math.Max(-1, math.Min(1, v)))
	}
	return out
}

// noise is a deterministic white-noise source, so clips are the same in
// every run.
type noise struct{ s uint32 }

func (n *noise) next() float64 {
	n.s = n.s*1664525 + 1013904223
	return float64(int32(n.s)) / float64(math.MaxInt32)
}

func tone(freq, t float64) float64 { return math.Sin(2 * math.Pi * freq * t) }

func decay(rate, t float64) float64 { return math.Exp(-rate * t) }

// The clips: each effect has its own character so a player can tell them
// apart without looking at the board.
func synthesize(e Effect) clip {
	switch e {
	case Move:
		// A short wooden knock.
		n := &noise{1}
		return synth(0.09, func(t float64) float64 {
			return 0.55*decay(45, t)*tone(440, t) + 0.25*decay(120, t)*n.next()
		})
	case Capture:
		// Two knocks close together, the second lower and harder.
		n := &noise{2}
		return synth(0.16, func(t float64) float64 {
			v := 0.45 * decay(60, t) * tone(520, t)
			if t > 0.045 {
				u := t - 0.045
				v += 0.6*decay(40, u)*tone(300, u) + 0.35*decay(90, u)*n.next()
			}
			return v
		})
	case Check:
		// A two-note warning chime.
		return synth(0.28, func(t float64) float64 {
			if t < 0.12 {
				return 0.45 * decay(8, t) * tone(880, t)
			}
			u := t - 0.12
			return 0.45 * decay(10, u) * tone(1175, u)
		})
	case Sling:
		// A rising whoosh ending in a thud where the piece lands.
		n := &noise{3}
		lp := 0.0
		return synth(0.32, func(t float64) float64 {
			cut := 0.05 + 0.6*t/0.32
			lp += cut * (n.next() - lp)
			v := 0.7 * lp * math.Sin(math.Pi*t/0.32)
			if t > 0.24 {
				u := t - 0.24
				v += 0.6 * decay(35, u) * tone(150, u)
			}
			return v
		})
	case Shot:
		// A low cannon boom with a crack on top.
		n := &noise{4}
		lp := 0.0
		return synth(0.45, func(t float64) float64 {
			lp += 0.08 * (n.next() - lp)
			return 1.6*decay(9, t)*lp + 0.5*decay(14, t)*tone(62, t) + 0.3*decay(80, t)*n.next()
		})
	case Teleport:
		// A shimmering upward sweep.
		return synth(0.36, func(t float64) float64 {
			// The frequency sweeps from 600 Hz upwards: phase = 2π(600t + 1400t²).
			phase := 2 * math.Pi * (600*t + 1400*t*t)
			return 0.35 * math.Sin(phase) * (0.6 + 0.4*tone(28, t)) * math.Sin(math.Pi*t/0.36)
		})
	case Turnover:
		// Two quick clicks, the second higher: a ring flipping over.
		return synth(0.15, func(t float64) float64 {
			v := 0.5 * decay(70, t) * tone(700, t)
			if t > 0.06 {
				u := t - 0.06
				v += 0.5 * decay(70, u) * tone(1050, u)
			}
			return v
		})
	case GameEnd:
		// A three-note fanfare (C, E, G).
		notes := []float64{523.25, 659.25, 783.99}
		return synth(0.65, func(t float64) float64 {
			i := int(t / 0.16)
			if i > 2 {
				i = 2
			}
			u := t - float64(i)*0.16
			return 0.4 * decay(4, u) * (tone(notes[i], u) + 0.3*tone(2*notes[i], u))
		})
	case Success:
		// A bright rising arpeggio (G, C, E, G) that rings on: a level is done.
		notes := []float64{783.99, 1046.5, 1318.5, 1568}
		return synth(0.6, func(t float64) float64 {
			v := 0.0
			for i, f := range notes {
				if u := t - float64(i)*0.07; u >= 0 {
					v += 0.22 * decay(6, u) * tone(f, u)
				}
			}
			return v
		})
	}
	return nil
}

package app

import (
	"siegeworks/app/sound"
	"siegeworks/rules"
)

// soundPlayer is what the window needs of app/sound (a fake in tests).
type soundPlayer interface {
	Play(sound.Effect)
	SetVolume(float64)
	SetMuted(bool)
}

// moveSound picks the sound of a move from its effects in the position before it: the most
// particular effect wins (sling, shot, teleport, turnover, capture, plain move); a move that
// gives check sounds as a check and one that ends the game as the end of the game.
func moveSound(before *rules.Position, m rules.Move, after *rules.Position, ended bool) sound.Effect {
	if ended {
		return sound.GameEnd
	}
	if len(after.Checks()) > 0 {
		return sound.Check
	}
	return effectSound(before.Effects(m))
}

// effectSound ranks the effects of one move.
func effectSound(effects []rules.Effect) sound.Effect {
	rank := map[sound.Effect]int{sound.Move: 0, sound.Capture: 1, sound.Turnover: 2, sound.Teleport: 3, sound.Shot: 4, sound.Sling: 5}
	best := sound.Move
	for _, e := range effects {
		var s sound.Effect
		switch e.Kind {
		case rules.EffectSling:
			s = sound.Sling
		case rules.EffectExplode:
			s = sound.Shot
		case rules.EffectTeleport:
			s = sound.Teleport
		case rules.EffectTurnover:
			s = sound.Turnover
		case rules.EffectCapture, rules.EffectCatapultRemoved:
			s = sound.Capture
		default:
			continue
		}
		if rank[s] > rank[best] {
			best = s
		}
	}
	return best
}

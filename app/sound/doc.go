// Package sound plays Siegeworks' short synthesised sounds through oto. When no audio
// device can be opened (CI machines, servers) it stays silent and logs that once; it never
// blocks the caller and never panics.
//
//	p := sound.New(logger)
//	p.SetVolume(0.8)
//	p.Play(sound.Sling) // Move, Capture, Check, Sling, Shot, Teleport, Turnover, GameEnd…
package sound

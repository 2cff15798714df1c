// Package profile keeps the player's settings and progress — the choices in Settings, the
// stars earned in Learn, the puzzle ratings — in a file of the app's own, written the safe
// way (internal/disk: beside the file, then renamed), so that a crash or a full disk never
// empties it.
//
//	p, opened := profile.Open(dir, disk.OS) // reads dir/profile.json
//	if opened.SetAside != "" { … tell the player it could not be read … }
//	p.SetInt("learn.turret.1.stars", 3) // written at once; p.Err() says if the disk refused
//	p.Batch(func() { … many changes, one write … })
//
// A Profile is a fyne.Preferences, so the app uses it as it would Fyne's own. The first
// time, it takes over what Fyne's preferences file beside it held. A file that cannot be
// read is set aside (renamed), never silently replaced.
package profile

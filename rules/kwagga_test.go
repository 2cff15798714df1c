package rules

import "testing"

// docs/RULES.md §2.6: the Kwagga leaps (3,1), repeats the same leap while every
// landing so far was empty, captures only on its first leap, is not blocked
// by pieces in between and keeps to one square colour.
func TestKwaggaLeaps(t *testing.T) {
	p := vtPos(t, TurretKwagga, "Ga1 Kh1 kh8", "w - - 0 1")
	vtSame(t, "kwagga a1", vtFrom(p, "a1"), "a1b4 a1c7 a1d2 a1g3")
	// Pieces in between do not block a leap.
	p = vtPos(t, TurretKwagga, "Ga1 Pa2 Pb2 Pb3 Pc2 Kh1 kh8", "w - - 0 1")
	vtSame(t, "kwagga a1 surrounded", vtFrom(p, "a1"), "a1b4 a1c7 a1d2 a1g3")
	// Later landings must be empty: no capture on c7 or g3.
	p = vtPos(t, TurretKwagga, "Ga1 bc7 pg3 Kh1 kh8", "w - - 0 1")
	vtSame(t, "kwagga a1, enemies on second leaps", vtFrom(p, "a1"), "a1b4 a1d2")
	// A capture on the first leap ends that direction; an own piece blocks it.
	p = vtPos(t, TurretKwagga, "Ga1 bb4 Pd2 Kh1 kh8", "w - - 0 1")
	vtSame(t, "kwagga a1, first leaps occupied", vtFrom(p, "a1"), "a1b4")
	vtAfter(t, p, "a1b4", vtFEN(t, TurretKwagga, "Gb4 Pd2 Kh1 kh8", "b - - 0 1"))
	// Leaps land on the extra squares: b7 - a4 - z1.
	p = vtPos(t, TurretKwagga, "Gb7 Kh1 kh8", "w - - 0 1")
	moves := vtFrom(p, "b7")
	vtSame(t, "kwagga b7", moves, "b7a4 b7z1 b7c4 b7d1 b7e6 b7h5 b7e8")
	from := vtSq(t, TurretKwagga, "b7")
	for _, m := range moves {
		if to := vtSq(t, TurretKwagga, m[2:4]); to.IsLight() != from.IsLight() {
			t.Errorf("%s changes square colour", m)
		}
	}
}

// A Kwagga attacks only the squares of its first leaps.
func TestKwaggaAttacks(t *testing.T) {
	p := vtPos(t, TurretKwagga, "Ga1 Kh1 kc7", "b - - 0 1")
	if p.InCheck() {
		t.Errorf("%s: a second leap cannot capture, so c7 is not attacked", p.FEN())
	}
	p = vtPos(t, TurretKwagga, "Ga1 Kh1 kb4", "b - - 0 1")
	if !p.InCheck() {
		t.Errorf("%s: b4 is a first leap of the Kwagga", p.FEN())
	}
	vtHas(t, p, true, "b4c4") // c4 is not a first leap
	p = vtPos(t, TurretKwagga, "Gc1 Kh1 kb5", "b - - 0 1")
	vtHas(t, p, false, "b5b4") // b4 is c1's first leap (-1,+3)
	vtHas(t, p, true, "b5a5", "b5c5")
	// Start position: each Kwagga has its two first leaps.
	p = NewPosition(TurretKwagga)
	vtSame(t, "kwagga b1", vtFrom(p, "b1"), "b1a4 b1c4")
	vtSame(t, "kwagga g1", vtFrom(p, "g1"), "g1f4 g1h4")
}

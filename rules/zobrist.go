package rules

// Zobrist keys, drawn from a fixed splitmix64 stream so that hashes are the
// same in every run (saved games and engine tests rely on that).
var (
	zPiece     [pieceCodes][256]uint64
	zSide      uint64
	zEnPassant [256]uint64
	// zCatapult is indexed by colour, moved flag and square.
	zCatapult [2][2][256]uint64
)

func init() {
	state := uint64(0x5eed5e1ce0f5e1ce)
	next := func() uint64 {
		state += 0x9e3779b97f4a7c15
		z := state
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for pc := 1; pc < pieceCodes; pc++ {
		for s := 0; s < 256; s++ {
			zPiece[pc][s] = next()
		}
	}
	zSide = next()
	for s := 0; s < 256; s++ {
		zEnPassant[s] = next()
	}
	for c := 0; c < 2; c++ {
		for m := 0; m < 2; m++ {
			for s := 0; s < 256; s++ {
				zCatapult[c][m][s] = next()
			}
		}
	}
}

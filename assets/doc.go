// Package assets holds Siegeworks' original artwork: its piece set, a second set of
// chessmen (Flat, in pieces/flat) among which the siege pieces are drawn in Flat's tones,
// the Catapult floor marker, the Turnover ring stacks, the lesson stars and the application
// icon. Everything is embedded in the binary. The package knows nothing about the rules:
// callers ask for art by name.
//
//	knight := assets.Piece(assets.White, assets.Knight)    // SVG, Black derived by palette
//	rook := assets.Flat.Piece(assets.Black, assets.Rook)   // another set (PieceSets)
//	castle := assets.Stack(assets.Black, true, true, true) // a Turnover stack by its rings
//	img := assets.Raster(knight, 64)                       // drawn at exactly its size, cached
//	stars := assets.Stars(2)                               // two of three lesson stars
package assets

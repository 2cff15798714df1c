package rules

import (
	"math/bits"
	"slices"
	"testing"
)

// The eight-squares-at-a-time scan of generation finds exactly the side's pieces, in board
// order, on both geometries and in every variant's start and midgame positions.
func TestOwnPiecesScanFindsEveryPiece(t *testing.T) {
	for _, v := range append([]*Variant{Chess, Turnover, Turnover2025}, xrVariants...) {
		for _, f := range append([]string{v.StartFEN}, variantRichFENs[v]...) {
			p := mustFEN(t, v, f)
			for c := White; c <= Black; c++ {
				var want, got []Square
				for _, s := range v.geometry.squares {
					if pc := p.board[s]; pc.isReal() && pc.Color() == c {
						want = append(want, s)
					}
				}
				for _, start := range v.geometry.scanStarts {
					for own := ownPieces(p.stretch(start), c); own != 0; own &= own - 1 {
						got = append(got, start+Square(bits.TrailingZeros64(own)>>3))
					}
				}
				if !slices.Equal(got, want) {
					t.Errorf("%s %s, %s: scan found %v, want %v", v.ID, f, c, got, want)
				}
			}
		}
	}
}

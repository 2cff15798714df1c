package corresp

import (
	"crypto/rand"
	"encoding/base32"
	"strings"
)

// The texts' codes — game ids, keys, position hashes, seals — are written in Crockford's
// base 32: digits and capitals without I, L, O and U, so a code read out or retyped survives
// a 0 for an O or a 1 for an l, and no messenger mistakes one for a word to format.

const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

var code32 = base32.NewEncoding(crockford).WithPadding(base32.NoPadding)

// encode writes bytes as a code.
func encode(b []byte) string { return code32.EncodeToString(b) }

// decode reads a code of n bytes as a person may have retyped it: any case, O for 0, I or L
// for 1, hyphens anywhere.
func decode(s string, n int) ([]byte, bool) {
	s = normalizeCode(s)
	if len(s) != code32.EncodedLen(n) {
		return nil, false
	}
	b, err := code32.DecodeString(s)
	if err != nil || len(b) != n {
		return nil, false
	}
	return b, true
}

// normalizeCode is a code in its one written form.
func normalizeCode(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '-':
			return -1
		case r >= 'a' && r <= 'z':
			r -= 'a' - 'A'
		}
		switch r {
		case 'O':
			return '0'
		case 'I', 'L':
			return '1'
		}
		return r
	}, s)
}

// idBytes is the size of a game id: 30 bits, six characters ("K7QM2P"). It names a game
// among one player's correspondence games and needs to be short, not secret: the key
// authenticates.
const idBytes = 4

// idLen is the number of characters of a game id (the last of seven dropped: 30 bits).
const idLen = 6

// newID is a fresh random game id.
func newID() (string, error) {
	var b [idBytes]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return encode(b[:])[:idLen], nil
}

// parseID reads a game id as typed; ok false when it cannot be one.
func parseID(s string) (string, bool) {
	s = normalizeCode(s)
	return s, len(s) == idLen && isCode(s)
}

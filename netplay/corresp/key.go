package corresp

import (
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"strings"
)

// A game's secret is 128 random bits, made by the inviter and carried once, in the
// invitation. The key that seals every later text is derived from it and the game id with
// HKDF-SHA256; a seal is HMAC-SHA256 over the text's fields, cut to 80 bits. Only the two
// players' stores hold the secret.

const (
	secretBytes = 16 // 128 bits
	sealBytes   = 10 // 80 bits
	posBytes    = 5  // the position hash's first 40 bits
)

// secret is a game's shared secret.
type secret [secretBytes]byte

func newSecret() (secret, error) {
	var s secret
	_, err := rand.Read(s[:])
	return s, err
}

func (s secret) String() string { return encode(s[:]) }

func parseSecret(text string) (secret, bool) {
	var s secret
	b, ok := decode(text, secretBytes)
	if ok {
		copy(s[:], b)
	}
	return s, ok
}

// key is the game's sealing key.
func (s secret) key(id string) []byte {
	k, err := hkdf.Key(sha256.New, s[:], nil, "siegeworks correspondence v1 "+id, 32)
	if err != nil {
		panic(err) // only for a length HKDF cannot give
	}
	return k
}

// seal authenticates a text's fields (kind, variant, game id and the rest, each a line).
func (s secret) seal(id string, fields ...string) string {
	mac := hmac.New(sha256.New, s.key(id))
	mac.Write([]byte(strings.Join(append([]string{"siegeworks/corresp/1", id}, fields...), "\n")))
	return encode(mac.Sum(nil)[:sealBytes])
}

// sealOK tells whether seal is the one for the fields, in constant time.
func (s secret) sealOK(seal, id string, fields ...string) bool {
	got, ok := decode(seal, sealBytes)
	if !ok {
		return false
	}
	want, _ := decode(s.seal(id, fields...), sealBytes)
	return hmac.Equal(got, want)
}

// posCode is the start of a position's hash, as written in a move's text.
func posCode(hash uint64) string {
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], hash)
	return encode(b[:posBytes])
}

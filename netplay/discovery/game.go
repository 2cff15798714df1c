package discovery

import (
	"errors"
	"fmt"
	"net/netip"
	"unicode"
	"unicode/utf8"
)

// Game is a game hosted on the local network, waiting for the friend who has its code.
type Game struct {
	Host      string           // the host player's name, as they typed it (at most 40 runes)
	Nameplate int              // the number that starts the game's invitation code (1..999)
	Variant   string           // the variant's ID ("turret")
	Clock     string           // the time control ("5+3"), "" for none
	Addrs     []netip.AddrPort // where to connect, IPv4 first (found by Browse; Announce ignores it)
	Version   int              // the protocol version
}

// The limits a game's fields must keep, on the network and in Announce.
const (
	MaxHostRunes   = 40
	MaxNameplate   = 999
	MaxVariantLen  = 24
	MaxClockLen    = 16
	MaxVersion     = 65535
	maxAddrsOfGame = 8
)

// Check says why g cannot be announced or listed, or nil if it can: a name of 1 to 40
// printable characters (no control or invisible formatting characters, no spaces at the
// ends), a nameplate in 1..999, a variant ID of lower-case letters, digits and hyphens, a
// clock of digits, lower-case letters and + : / . (or none), a version in 1..65535.
func (g Game) Check() error {
	if err := checkName(g.Host); err != nil {
		return err
	}
	if g.Nameplate < 1 || g.Nameplate > MaxNameplate {
		return fmt.Errorf("the nameplate %d is not between 1 and %d", g.Nameplate, MaxNameplate)
	}
	if !isVariantID(g.Variant) {
		return fmt.Errorf("the variant %q is not a variant ID", g.Variant)
	}
	if !isClock(g.Clock) {
		return fmt.Errorf("the time control %q is not one", g.Clock)
	}
	if g.Version < 1 || g.Version > MaxVersion {
		return fmt.Errorf("the protocol version %d is not between 1 and %d", g.Version, MaxVersion)
	}
	return nil
}

func checkName(s string) error {
	if !utf8.ValidString(s) {
		return errors.New("the player's name is not valid text")
	}
	n := utf8.RuneCountInString(s)
	if n == 0 {
		return errors.New("the player's name is empty")
	}
	if n > MaxHostRunes {
		return fmt.Errorf("the player's name is longer than %d characters", MaxHostRunes)
	}
	for _, r := range s {
		if !printable(r) {
			return fmt.Errorf("the player's name holds the character %U, which cannot be shown", r)
		}
	}
	first, _ := utf8.DecodeRuneInString(s)
	last, _ := utf8.DecodeLastRuneInString(s)
	if unicode.IsSpace(first) || unicode.IsSpace(last) {
		return errors.New("the player's name starts or ends with a space")
	}
	return nil
}

// printable: a letter, mark, number, punctuation, symbol or plain space — not a control,
// formatting (bidirectional overrides, zero-width), private-use, surrogate, unassigned or
// line-separating character.
func printable(r rune) bool {
	return r != utf8.RuneError && (unicode.IsGraphic(r) && !unicode.Is(unicode.Zl, r) && !unicode.Is(unicode.Zp, r)) && !unicode.Is(unicode.Co, r)
}

func isVariantID(s string) bool {
	if len(s) == 0 || len(s) > MaxVariantLen || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

func isClock(s string) bool {
	if len(s) > MaxClockLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == ':' || c == '/' || c == '.') {
			return false
		}
	}
	return true
}

package netplay

import (
	"unicode"
	"unicode/utf8"
)

// validText tells whether a text from the other side is one to show: valid UTF-8, at most
// max runes, no control characters (a line break is allowed in chat only, by the caller).
func validText(s string, max int) bool {
	if !utf8.ValidString(s) || utf8.RuneCountInString(s) > max {
		return false
	}
	for _, r := range s {
		if unicode.IsControl(r) || r == utf8.RuneError || unicode.Is(unicode.Cf, r) {
			return false
		}
	}
	return true
}

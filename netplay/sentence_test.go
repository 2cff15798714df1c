package netplay

import (
	"errors"
	"testing"

	"siegeworks/i18n"
)

// upper speaks every message in brackets, to show what went through the translator.
type upper struct{}

func (upper) L(key string, args i18n.Args) string        { return "[" + i18n.Fill(key, args) + "]" }
func (upper) N(key string, _ int, args i18n.Args) string { return "[" + i18n.Fill(key, args) + "]" }

// TestRefusalsInThePlayersLanguage: a host's reason travels in English and is shown in the
// joiner's language when it is one of ours; an error made once is said in the language of
// the moment it is read, and is still itself for errors.Is.
func TestRefusalsInThePlayersLanguage(t *testing.T) {
	i18n.Use(upper{}, "xx")
	defer i18n.Use(nil, "")
	if got, want := (&RefusedError{Reason: refuseBusy}).Error(), "[the host refused the connection: [the game already has its second player]]"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if got, want := (&RefusedError{Reason: "closed for lunch"}).Error(), "[the host refused the connection: closed for lunch]"; got != want {
		t.Errorf("a reason of another program: %q, want %q", got, want)
	}
	if got := ErrWrongCode.Error(); got != "[the host refused the invitation code: check it and try again]" {
		t.Errorf("ErrWrongCode says %q", got)
	}
	if err := refusal(append([]byte{1}, refuseWrongCode...)); !errors.Is(err, ErrWrongCode) {
		t.Errorf("a wrong code's refusal is %v, not ErrWrongCode", err)
	}
}

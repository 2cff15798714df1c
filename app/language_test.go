package app

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	"siegeworks/i18n"
)

func TestResolveLanguage(t *testing.T) {
	cases := []struct {
		choice  string
		locales []string
		want    string
	}{
		{"", []string{"pt-BR"}, "pt-BR"},
		{"", []string{"pt-PT"}, "pt-BR"},
		{"", []string{"es-MX"}, "es"},
		{"", []string{"es-ES", "en-US"}, "es"},
		{"", []string{"de-DE"}, "en"},
		{"", []string{"de-DE", "es-AR"}, "es"},
		{"", nil, "en"},
		{"", []string{"C"}, "en"},
		{"es", []string{"pt-BR"}, "es"},
		{"en", []string{"pt-BR"}, "en"},
		{"xx", []string{"es"}, "es"},
	}
	for _, c := range cases {
		if got := resolveLanguage(c.choice, c.locales); got != c.want {
			t.Errorf("choice %q, system %v: %q, want %q", c.choice, c.locales, got, c.want)
		}
	}
}

// TestChosenLanguageSpeaksEverywhere: a language chosen in Settings is spoken whatever the
// system's locale — the app's words, the words of packages without Fyne, and Fyne's own
// dialog buttons. Fyne's language is global to the process, so each case runs in a child
// process of this test binary with the system's locale in its environment.
func TestChosenLanguageSpeaksEverywhere(t *testing.T) {
	if os.Getenv("SIEGEWORKS_LANGUAGE_CHILD") != "" {
		tag := installLanguage(os.Getenv("SIEGEWORKS_LANGUAGE_CHOICE"))
		msgs, err := i18n.Messages(tag)
		if err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"Cancel", "Yes", "New game…"} {
			want := msgs[key].Other
			if got := lang.L(key); got != want {
				t.Errorf("%s: lang.L(%q) = %q, want %q", tag, key, got, want)
			}
			if got := i18n.L(key); got != want {
				t.Errorf("%s: i18n.L(%q) = %q, want %q", tag, key, got, want)
			}
		}
		os.Stdout.WriteString("speaks " + tag + "\n")
		return
	}
	cases := []struct{ system, choice, want string }{
		{"es_ES.UTF-8", "pt-BR", "pt-BR"},
		{"pt_BR.UTF-8", "en", "en"},
		{"pt_BR.UTF-8", "", "pt-BR"},
		{"de_DE.UTF-8", "", "en"},
		{"C", "es", "es"},
		{"", "", "en"},
	}
	for _, c := range cases {
		cmd := exec.Command(os.Args[0], "-test.run=^TestChosenLanguageSpeaksEverywhere$", "-test.v")
		cmd.Env = append(os.Environ(), "SIEGEWORKS_LANGUAGE_CHILD=1", "SIEGEWORKS_LANGUAGE_CHOICE="+c.choice,
			"LANGUAGE=", "LC_ALL=", "LC_MESSAGES=", "LANG="+c.system)
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "speaks "+c.want+"\n") {
			t.Errorf("system %q, choice %q: want %s; %v\n%s", c.system, c.choice, c.want, err, out)
		}
	}
}

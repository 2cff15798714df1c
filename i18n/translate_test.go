package i18n

import "testing"

func TestEnglishFillsPlaceholders(t *testing.T) {
	Use(nil, "")
	if got := L("{{.Name}} is thinking…", Args{"Name": "Ana"}); got != "Ana is thinking…" {
		t.Errorf("L = %q", got)
	}
	if got := L("Your move"); got != "Your move" {
		t.Errorf("L = %q", got)
	}
}

func TestInLanguageSpeaksItsMessagesAndPlurals(t *testing.T) {
	tr := catalogTranslator{tag: "pt-BR", msgs: map[string]Message{
		"Your move":           {Other: "Sua vez"},
		"{{.Count}} moves":    {One: "{{.Count}} lance", Other: "{{.Count}} lances"},
		"{{.Name}} resigned.": {Other: "{{.Name}} abandonou."},
	}}
	cases := []struct{ got, want string }{
		{tr.L("Your move", nil), "Sua vez"},
		{tr.L("{{.Name}} resigned.", Args{"Name": "Ana"}), "Ana abandonou."},
		{tr.N("{{.Count}} moves", 0, Args{"Count": 0}), "0 lance"},
		{tr.N("{{.Count}} moves", 1, Args{"Count": 1}), "1 lance"},
		{tr.N("{{.Count}} moves", 2, Args{"Count": 2}), "2 lances"},
		{tr.L("Not translated", nil), "Not translated"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
	es := catalogTranslator{tag: "es", msgs: map[string]Message{"{{.Count}} moves": {One: "{{.Count}} jugada", Other: "{{.Count}} jugadas"}}}
	if got := es.N("{{.Count}} moves", 0, Args{"Count": 0}); got != "0 jugadas" {
		t.Errorf("es 0: %q", got)
	}
	if _, err := InLanguage("xx"); err == nil {
		t.Error("a language Siegeworks does not speak was accepted")
	}
}

func TestUseSwitchesEveryCall(t *testing.T) {
	defer Use(nil, "")
	Use(catalogTranslator{tag: "es", msgs: map[string]Message{"Your move": {Other: "Te toca"}}}, "es")
	if Current() != "es" || L("Your move") != "Te toca" {
		t.Errorf("after Use: %s %q", Current(), L("Your move"))
	}
	Use(nil, "")
	if Current() != "en" || L("Your move") != "Your move" {
		t.Errorf("after Use(nil): %s %q", Current(), L("Your move"))
	}
}

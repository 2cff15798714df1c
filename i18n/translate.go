package i18n

import (
	"strings"
	"sync"
	"text/template"
)

// Args are the values of a message's placeholders: {{.Name}} takes Args{"Name": …}.
type Args = map[string]any

// A Translator turns an English message into the chosen language's. L and N follow Fyne's
// lang.L and lang.N; the app installs one backed by them.
type Translator interface {
	L(key string, args Args) string
	N(key string, count int, args Args) string
}

var (
	mu      sync.RWMutex
	current Translator = english{}
	tag                = "en"
)

// Use makes t the translator of every L and N, speaking the language with this tag; nil
// goes back to English. The app calls it once at start, before any screen is made.
func Use(t Translator, languageTag string) {
	mu.Lock()
	defer mu.Unlock()
	if t == nil {
		t, languageTag = english{}, "en"
	}
	current, tag = t, languageTag
}

// Current is the tag of the language L and N speak.
func Current() string {
	mu.RLock()
	defer mu.RUnlock()
	return tag
}

// L is the message key (English) in the current language, its placeholders filled from args.
func L(key string, args ...Args) string {
	mu.RLock()
	t := current
	mu.RUnlock()
	return t.L(key, first(args))
}

// N is the plural message key for count in the current language.
func N(key string, count int, args ...Args) string {
	mu.RLock()
	t := current
	mu.RUnlock()
	return t.N(key, count, first(args))
}

func first(args []Args) Args {
	if len(args) == 0 {
		return nil
	}
	return args[0]
}

// english speaks the keys themselves, with English plural forms.
type english struct{}

func (english) L(key string, args Args) string { return Fill(key, args) }

func (english) N(key string, count int, args Args) string {
	if forms, ok := englishPlurals()[key]; ok {
		if count == 1 && forms.One != "" {
			return Fill(forms.One, args)
		}
		return Fill(forms.Other, args)
	}
	return Fill(key, args)
}

// Fill fills a message's placeholders; a message that is no template comes back unchanged.
func Fill(text string, args Args) string {
	if !strings.Contains(text, "{{") {
		return text
	}
	t, err := template.New("").Option("missingkey=zero").Parse(text)
	if err != nil {
		return text
	}
	var b strings.Builder
	if err := t.Execute(&b, args); err != nil {
		return text
	}
	return b.String()
}

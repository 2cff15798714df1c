package i18n

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sync"
)

//go:embed languages
var files embed.FS

// Message is one translated message: Other, and One for plural messages.
type Message struct {
	One   string
	Other string
}

// UnmarshalJSON reads a go-i18n message: a string, or {"one": …, "other": …}.
func (m *Message) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*m = Message{Other: s}
		return nil
	}
	var forms struct {
		One   string `json:"one"`
		Other string `json:"other"`
	}
	if err := json.Unmarshal(b, &forms); err != nil {
		return err
	}
	*m = Message{One: forms.One, Other: forms.Other}
	return nil
}

// Plural reports whether m has plural forms.
func (m Message) Plural() bool { return m.One != "" }

// MessagesJSON is the language's messages.json as go-i18n reads it.
func MessagesJSON(tag string) ([]byte, error) {
	return files.ReadFile(path.Join("languages", tag, "messages.json"))
}

// Messages are the language's messages by key.
func Messages(tag string) (map[string]Message, error) {
	b, err := MessagesJSON(tag)
	if err != nil {
		return nil, err
	}
	m := map[string]Message{}
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s messages: %w", tag, err)
	}
	return m, nil
}

// FyneKeys are the message keys Fyne's own widgets and dialogs use, with their English text
// (languages/en/fyne.json, from Fyne's English translation). Every language translates them,
// so a language chosen in Settings speaks in Fyne's dialogs too.
func FyneKeys() map[string]Message {
	b, err := files.ReadFile("languages/en/fyne.json")
	if err != nil {
		panic(err)
	}
	m := map[string]Message{}
	if err := json.Unmarshal(b, &m); err != nil {
		panic(err)
	}
	return m
}

var englishPlurals = sync.OnceValue(func() map[string]Message {
	m, err := Messages("en")
	if err != nil {
		panic(err)
	}
	return m
})

// Content is a translated content file (such as learn/chess/guide.md) in the current
// language, or nil when that language has none (the caller then reads the English original).
func Content(name string) []byte {
	return ContentIn(Current(), name)
}

// ContentIn is Content in the language with this tag.
func ContentIn(tag, name string) []byte {
	if tag == "en" {
		return nil
	}
	b, err := files.ReadFile(path.Join("languages", tag, name))
	if err != nil {
		return nil
	}
	return b
}

// Files is the language's folder, for tests that check every file.
func Files(tag string) fs.FS {
	sub, err := fs.Sub(files, path.Join("languages", tag))
	if err != nil {
		panic(err)
	}
	return sub
}

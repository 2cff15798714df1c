package netplay

import (
	"crypto/rand"
	_ "embed"
	"errors"
	"math/big"
	"strconv"
	"strings"

	"siegeworks/i18n"
)

// An invitation code names a hosted game and is its password: a number (the nameplate,
// which tells hosted games on one network apart and is not secret) and three words (the
// secret, 24 bits). It is short enough to read out — "7-turret-sling-castle" — because the
// key exchange (CPace) lets an eavesdropper or a fake host test one guess per connection
// only, and the host slows and then stops those (see guard.go).

//go:embed words.txt
var wordsFile string

// words are the code words, in order; wordIndex finds one.
var words, wordIndex = loadWords(wordsFile)

func loadWords(text string) ([]string, map[string]int) {
	var list []string
	index := map[string]int{}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		index[line] = len(list)
		list = append(list, line)
	}
	return list, index
}

// codeWords is the number of secret words in a code.
const codeWords = 3

// maxNameplate bounds the nameplate.
const maxNameplate = 999

// Code is an invitation code.
type Code struct {
	Nameplate int
	Words     [codeWords]string
}

// NewCode makes a fresh code with the nameplate given (1..999; 0 picks one).
func NewCode(nameplate int) (Code, error) {
	var c Code
	if nameplate <= 0 || nameplate > maxNameplate {
		n, err := rand.Int(rand.Reader, big.NewInt(98))
		if err != nil {
			return c, err
		}
		nameplate = int(n.Int64()) + 2 // 2..99: short to read out
	}
	c.Nameplate = nameplate
	for i := range c.Words {
		n, err := rand.Int(rand.Reader, big.NewInt(int64(len(words))))
		if err != nil {
			return c, err
		}
		c.Words[i] = words[n.Int64()]
	}
	return c, nil
}

// String is the code as it is read out and typed: "7-turret-sling-castle".
func (c Code) String() string {
	return strconv.Itoa(c.Nameplate) + "-" + strings.Join(c.Words[:], "-")
}

// ParseCode reads a code as a person types it: any case, the parts separated by hyphens,
// spaces, dots or commas, surrounding space ignored.
func ParseCode(text string) (Code, error) {
	var c Code
	parts := strings.FieldsFunc(strings.ToLower(strings.TrimSpace(text)), func(r rune) bool {
		return r == '-' || r == ' ' || r == '.' || r == ',' || r == '\t' || r == '_'
	})
	if len(parts) != codeWords+1 {
		return c, errors.New(i18n.L("an invitation code is a number and three words, like 7-turret-sling-castle"))
	}
	n, err := strconv.Atoi(parts[0])
	if err != nil || n < 1 || n > maxNameplate {
		return c, errors.New(i18n.L("an invitation code starts with a number from 1 to {{.Max}}, not {{.Typed}}", i18n.Args{"Max": maxNameplate, "Typed": strconv.Quote(parts[0])}))
	}
	c.Nameplate = n
	for i, w := range parts[1:] {
		if _, ok := wordIndex[w]; !ok {
			return c, errors.New(i18n.L("{{.Word}} is not one of the words of invitation codes: check the spelling", i18n.Args{"Word": strconv.Quote(w)}))
		}
		c.Words[i] = w
	}
	return c, nil
}

// password is what the key exchange proves both sides know.
func (c Code) password() string { return c.String() }

package study

import (
	"regexp"
	"strings"
	"unicode"
)

// sentenceProblems lists what is wrong with a sentence (or a few) a player reads: it must
// start with a capital and end with a full stop, repeat no word (moves may repeat: "Bxb7
// Bxb7"), use "a" and "an" rightly,
// name the siege pieces with their capitals, and show nothing of the program's insides.
func sentenceProblems(text string) []string {
	var out []string
	if strings.TrimSpace(text) == "" {
		return []string{"empty"}
	}
	if r := []rune(text)[0]; !unicode.IsUpper(r) && !unicode.IsDigit(r) {
		out = append(out, "does not start with a capital")
	}
	if !strings.HasSuffix(text, ".") || strings.HasSuffix(text, "..") || strings.HasSuffix(text, " .") {
		out = append(out, "does not end with a full stop")
	}
	words := strings.Fields(text)
	for i := 1; i < len(words); i++ {
		if strings.EqualFold(strings.Trim(words[i-1], ",.:;"), strings.Trim(words[i], ",.:;")) &&
			!strings.ContainsAny(words[i-1], ",.:;0123456789") {
			out = append(out, "doubled word "+words[i])
		}
	}
	for i := 0; i+1 < len(words); i++ {
		next := strings.ToLower(words[i+1])
		vowel := strings.ContainsRune("aeiou", rune(next[0]))
		switch strings.ToLower(words[i]) {
		case "a":
			if vowel {
				out = append(out, "a before "+words[i+1])
			}
			if next == "win" || next == "win." {
				out = append(out, `"a win"`)
			}
		case "an":
			if !vowel {
				out = append(out, "an before "+words[i+1])
			}
		}
	}
	for _, bad := range badWords.FindAllString(text, -1) {
		out = append(out, "contains "+bad)
	}
	return out
}

// badWords: doubled spaces or punctuation, space before punctuation, a colon followed by
// another in one clause, the siege pieces in lower case, and the program's insides.
var badWords = regexp.MustCompile(`  |,,|\s[,.:;!?]|[,;]\.|:[^ ]|\bturret|\bkwagga|\bcatapult|%!|<nil>|NoMove|NoSquare|\{|\}|_`)

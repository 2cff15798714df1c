package corresp

import (
	"strconv"
	"strings"
	"unicode"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// Reading texts from a paste. A paste may be anything — a whole e-mail with its quoting,
// a chat with several texts and chatter between them, a text broken over lines — so the
// paste is cleaned into words first, and each text is found by its anchor word and read
// word by word. A text that cannot be read is reported and the rest still read.

// maxPaste bounds what is read of one paste; maxTexts the texts read from it.
const (
	maxPaste = 1 << 20
	maxTexts = 2000
)

// found is one text found in a paste: the message, or why it could not be read.
type found struct {
	msg *message
	err *Refusal
}

// findTexts reads every text in a paste, in the order they appear.
func findTexts(paste string) []found {
	words := pasteWords(paste)
	var out []found
	for i := 0; i < len(words) && len(out) < maxTexts; i++ {
		if !strings.EqualFold(words[i], anchor) || i+3 >= len(words) || !strings.EqualFold(words[i+2], "game") {
			continue
		}
		v, err := rules.VariantByID(strings.ToLower(words[i+1]))
		if err != nil {
			continue // "Siegeworks game …" in chatter: not a text
		}
		id, ok := parseID(trimCode(words[i+3]))
		if !ok {
			continue
		}
		r := &reader{words: words, at: i + 4}
		m := &message{variant: v, id: id}
		if !r.body(m) {
			out = append(out, found{err: refuse(Unreadable, id, i18n.L(
				"A Siegeworks text for game {{.Game}} could not be read: it seems cut short or changed on the way. Ask for it again.", i18n.Args{"Game": id}))})
			continue
		}
		out = append(out, found{msg: m})
		i = r.at - 1
	}
	return out
}

// reader reads a text's words after its game id.
type reader struct {
	words []string
	at    int
}

func (r *reader) next() (string, bool) {
	if r.at >= len(r.words) {
		return "", false
	}
	r.at++
	return r.words[r.at-1], true
}

// word reads the next word if it is w (in any case).
func (r *reader) word(w string) bool {
	got, ok := r.next()
	return ok && strings.EqualFold(got, w)
}

// words reads the next words if they are ws.
func (r *reader) wordsAre(ws ...string) bool {
	for _, w := range ws {
		if !r.word(w) {
			return false
		}
	}
	return true
}

func (r *reader) side() (rules.Color, bool) {
	w, ok := r.next()
	switch strings.ToLower(w) {
	case "white":
		return rules.White, ok
	case "black":
		return rules.Black, ok
	}
	return 0, false
}

func (r *reader) code() (string, bool) {
	w, ok := r.next()
	w = normalizeCode(trimCode(w))
	return w, ok && isCode(w)
}

// isCode tells whether w is a code as written: 1 to 32 characters of the alphabet.
func isCode(w string) bool {
	if w == "" || len(w) > 32 {
		return false
	}
	for _, r := range w {
		if !strings.ContainsRune(crockford, r) {
			return false
		}
	}
	return true
}

// moveNumber reads "12." (White's twelfth move) or "12..." (Black's) as a ply.
func (r *reader) moveNumber() (int, bool) {
	w, ok := r.next()
	if !ok {
		return 0, false
	}
	digits := strings.TrimRight(w, ".")
	dots := len(w) - len(digits)
	if dots == 0 && r.at < len(r.words) && strings.Trim(r.words[r.at], ".") == "" {
		dots = len(r.words[r.at]) // "12 ..."
		r.at++
	}
	n, err := strconv.Atoi(digits)
	if err != nil || n < 1 || n > maxMoves || dots == 0 {
		return 0, false
	}
	ply := 2 * (n - 1)
	if dots > 1 {
		ply++
	}
	return ply, true
}

// maxMoves bounds a move number read.
const maxMoves = 100000

// body reads what follows the game id, up to and with the seal.
func (r *reader) body(m *message) bool {
	kind, ok := r.next()
	if !ok {
		return false
	}
	switch strings.ToLower(kind) {
	case "invitation":
		m.kind = KindInvitation
		if !r.word("from") || !r.name(m) || !r.word("key") {
			return false
		}
		if m.key, ok = r.code(); !ok {
			return false
		}
	case "accepted":
		m.kind = KindAcceptance
		if !r.word("by") || !r.name(m) {
			return false
		}
	case "move":
		m.kind = KindMove
		if m.ply, ok = r.moveNumber(); !ok {
			return false
		}
		san, ok := r.next()
		m.san = strings.TrimRight(san, ".,;:")
		if !ok || m.san == "" || len(m.san) > 24 || !r.word("pos") {
			return false
		}
		m.side = rules.Color(m.ply % 2)
		if m.pos, ok = r.code(); !ok {
			return false
		}
	case "at":
		if !r.word("move") {
			return false
		}
		if m.ply, ok = r.moveNumber(); !ok {
			return false
		}
		if m.side, ok = r.side(); !ok || !r.action(m) {
			return false
		}
	default:
		return false
	}
	if !r.word("seal") {
		return false
	}
	m.seal, ok = r.code()
	return ok
}

// action reads what a side does at a move: resigns, offers a draw, accepts the draw.
func (r *reader) action(m *message) bool {
	verb, ok := r.next()
	switch strings.ToLower(verb) {
	case "resigns":
		m.kind = KindResign
		return ok
	case "offers":
		m.kind = KindDrawOffer
		return r.wordsAre("a", "draw")
	case "accepts":
		m.kind = KindDrawAccept
		return r.wordsAre("the", "draw")
	}
	return false
}

// name reads "<name> playing <side>".
func (r *reader) name(m *message) bool {
	start := r.at
	for n := 0; n <= maxNameWords && r.at < len(r.words); n++ {
		if strings.EqualFold(r.words[r.at], "playing") && n > 0 {
			m.name = strings.Join(r.words[start:r.at], " ")
			r.at++
			var ok bool
			m.side, ok = r.side()
			return ok && validName(m.name)
		}
		r.at++
	}
	return false
}

// pasteWords cleans a paste into words: what mail programs and messengers add — quoting
// ("> "), line breaks, typographic quotes and ellipses, invisible characters, punctuation
// around a word — taken away.
func pasteWords(paste string) []string {
	if len(paste) > maxPaste {
		paste = paste[:maxPaste]
	}
	var words []string
	for _, line := range strings.Split(typewriter(paste), "\n") {
		line = strings.TrimLeft(line, "> \t|")
		for _, w := range strings.Fields(line) {
			if w = trimWord(w); w != "" {
				words = append(words, w)
			}
		}
	}
	return words
}

// typewriter replaces what word processors and phones put for plain characters, drops
// the invisible ones, and makes the text valid UTF-8.
func typewriter(s string) string {
	s = strings.ToValidUTF8(s, " ")
	s = typography.Replace(s)
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\r':
			return '\n'
		case isInvisible(r):
			return -1
		case unicode.IsSpace(r) && r != '\n':
			return ' '
		}
		return r
	}, s)
}

var typography = strings.NewReplacer("\u2026", "...", "\u2018", "'", "\u2019", "'",
	"\u201c", `"`, "\u201d", `"`, "\u00ab", `"`, "\u00bb", `"`, "\u2013", "-", "\u2014", "-",
	"\u2010", "-", "\u2011", "-", "\u2212", "-")

// isInvisible tells the characters that show nothing (zero-width spaces and joiners, soft
// hyphens, direction marks, byte-order marks).
func isInvisible(r rune) bool { return unicode.Is(unicode.Cf, r) }

// trimWord takes away the punctuation a sentence or a markup puts around a word.
func trimWord(w string) string { return strings.Trim(w, `"'()[]{}<>,;*_~`+"`") }

// trimCode takes away the punctuation that may end a sentence after a code.
func trimCode(w string) string { return strings.TrimRight(w, ".:,;!?") }

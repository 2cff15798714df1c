package rules

import (
	"bufio"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Tag is one PGN header pair.
type Tag struct{ Name, Value string }

// sevenTagRoster is the PGN standard's order for the first tags.
var sevenTagRoster = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// WritePGN writes the game as PGN-style text: the tags given (missing roster
// tags get PGN's placeholders), a Variant tag, SetUp and FEN when the game
// did not start from the variant's start position, and the moves in the
// variant's display notation.
func WritePGN(g *Game, tags map[string]string) string {
	var sb strings.Builder
	result, reason := g.Result()
	all := map[string]string{}
	for k, v := range tags {
		all[k] = v
	}
	defaults := map[string]string{"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "-", "White": "?", "Black": "?"}
	for k, v := range defaults {
		if all[k] == "" {
			all[k] = v
		}
	}
	all["Result"] = string(result)
	all["Variant"] = g.variant.ID
	if g.startFEN != NewPosition(g.variant).FEN() {
		all["SetUp"] = "1"
		all["FEN"] = g.startFEN
	} else {
		delete(all, "SetUp")
		delete(all, "FEN")
	}
	if reason != ReasonNone {
		all["Termination"] = string(reason)
	} else {
		delete(all, "Termination")
	}
	written := map[string]bool{}
	writeTag := func(k string) {
		fmt.Fprintf(&sb, "[%s \"%s\"]\n", k, escapePGN(all[k]))
		written[k] = true
	}
	for _, k := range sevenTagRoster {
		writeTag(k)
	}
	for _, k := range []string{"Variant", "SetUp", "FEN", "Termination"} {
		if _, ok := all[k]; ok {
			writeTag(k)
		}
	}
	var rest []string
	for k := range all {
		if !written[k] {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	for _, k := range rest {
		writeTag(k)
	}
	sb.WriteByte('\n')

	start, _ := ParseFEN(g.variant, g.startFEN)
	number, black := start.fullmove, start.side == Black
	line := ""
	emit := func(tok string) {
		if len(line)+1+len(tok) > 79 {
			sb.WriteString(line + "\n")
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += tok
	}
	for i, san := range g.sans {
		if !black {
			emit(fmt.Sprintf("%d.", number))
		} else if i == 0 {
			emit(fmt.Sprintf("%d...", number))
		}
		emit(san)
		if d, ok := g.Clock(i + 1); ok {
			emit(clockComment(d))
		}
		for _, tok := range g.Annotation(i+1).pgnTokens(number, black) {
			emit(tok)
		}
		if black {
			number++
		}
		black = !black
	}
	emit(string(result))
	sb.WriteString(line + "\n")
	return sb.String()
}

func escapePGN(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ").Replace(s)
}

var (
	tagLine     = regexp.MustCompile(`^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$`)
	moveNumber  = regexp.MustCompile(`^\d+\.+`)
	resultToken = map[string]Result{"1-0": ResultWhiteWins, "0-1": ResultBlackWins, "1/2-1/2": ResultDraw, "*": ResultNone}
)

// PGNError says where a PGN text went wrong.
type PGNError struct {
	Line   int
	Reason string
}

func (e *PGNError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("line %d: %s", e.Line, e.Reason)
	}
	return e.Reason
}

// ReadPGN reads the first game of a PGN-style text written by WritePGN or by
// another program: the Variant tag picks the rules (orthodox chess when it
// is missing), SetUp/FEN the start position, and the moves may be in display
// notation or coordinate notation. Clock and evaluation comments, other comments, NAGs
// and a variation's first move (a better move) become the moves' annotations; the rest of a
// variation is skipped.
func ReadPGN(text string) (*Game, map[string]string, error) {
	g, tags, _, err := readPGN(text, false)
	return g, tags, err
}

// SalvagePGN reads a game record that may be damaged at its end (a file cut short, a
// last move garbled): it keeps every move up to the first that does not read and returns,
// as cut, what went wrong there (nil when the record is whole). It fails only when nothing
// can be kept: no game, a broken header, an unknown variant or start position.
func SalvagePGN(text string) (g *Game, tags map[string]string, cut *PGNError, err error) {
	return readPGN(text, true)
}

func readPGN(text string, salvage bool) (*Game, map[string]string, *PGNError, error) {
	tags := map[string]string{}
	var movetext strings.Builder
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 0, 64*1024), 4*1024*1024)
	lineNo, seenMoves := 0, false
	var moveLines []int
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(strings.TrimPrefix(sc.Text(), "\ufeff"))
		if strings.HasPrefix(line, "%") {
			continue
		}
		if strings.HasPrefix(line, "[") && !seenMoves {
			name, value, ok := parseTagLine(line)
			if !ok {
				return nil, nil, nil, &PGNError{lineNo, fmt.Sprintf("malformed tag %q", line)}
			}
			tags[name] = value
			continue
		}
		if line == "" {
			if seenMoves {
				break // one game only
			}
			continue
		}
		seenMoves = true
		movetext.WriteString(line + "\n")
		moveLines = append(moveLines, lineNo)
	}
	if err := sc.Err(); err != nil {
		return nil, nil, nil, &PGNError{0, err.Error()}
	}
	if len(tags) == 0 && !seenMoves {
		return nil, nil, nil, &PGNError{0, "no PGN game found (no tags and no moves)"}
	}
	variantID := tags["Variant"]
	if variantID == "" || strings.EqualFold(variantID, "standard") {
		variantID = "chess"
	}
	v, err := VariantByID(strings.ToLower(variantID))
	if err != nil {
		return nil, nil, nil, &PGNError{0, err.Error()}
	}
	fen := v.StartFEN
	if f, ok := tags["FEN"]; ok {
		fen = f
	}
	g, err := NewGameFromFEN(v, fen)
	if err != nil {
		return nil, nil, nil, &PGNError{0, err.Error()}
	}
	tokens, tokErr := movetextTokens(movetext.String())
	var cut *PGNError
	if tokErr != nil {
		if !salvage {
			return nil, nil, nil, tokErr
		}
		cut = tokErr
	}
	final := ResultNone
	for _, tok := range tokens {
		if r, ok := resultToken[tok.text]; ok {
			final = r
			break
		}
		if _, err := g.PlayText(tok.text); err != nil {
			line := 0
			if tok.line < len(moveLines) {
				line = moveLines[tok.line]
			}
			bad := &PGNError{line, fmt.Sprintf("the move %s: %v", MoveLabel(g.PositionAt(0), g.Ply()+1, tok.text), err)}
			if !salvage {
				return nil, nil, nil, bad
			}
			cut = bad
			break
		}
		if tok.clock >= 0 {
			g.SetClock(g.Ply(), tok.clock)
		}
		if !tok.note.IsZero() {
			g.SetAnnotation(g.Ply(), tok.note)
		}
	}
	if final == ResultNone && cut == nil {
		if r, ok := resultToken[tags["Result"]]; ok {
			final = r
		}
	}
	if r, _ := g.Result(); r == ResultNone && final != ResultNone {
		g.setRecordedResult(final, Reason(tags["Termination"]))
	}
	return g, tags, cut, nil
}

// parseTagLine reads a tag line: [Name "value"].
func parseTagLine(line string) (name, value string, ok bool) {
	m := tagLine.FindStringSubmatch(line)
	if m == nil {
		return "", "", false
	}
	value = m[2]
	if strings.Contains(value, `\`) {
		value = tagUnescaper.Replace(value)
	}
	return m[1], value, true
}

// tagUnescaper undoes PGN's escapes in a tag's value.
var tagUnescaper = strings.NewReplacer(`\"`, `"`, `\\`, `\`)

// ReadPGNTags reads only the tags of a game's text, quickly (a list of games shows them
// without reading every move): the tag lines before its moves.
func ReadPGNTags(text string) (map[string]string, error) {
	tags := map[string]string{}
	lineNo := 0
	for len(text) > 0 {
		var line string
		line, text, _ = strings.Cut(text, "\n")
		lineNo++
		line = strings.TrimSpace(strings.TrimPrefix(line, "\ufeff"))
		switch {
		case line == "" || strings.HasPrefix(line, "%"):
			continue
		case !strings.HasPrefix(line, "["):
			return tags, nil
		}
		name, value, ok := parseTagLine(line)
		if !ok {
			return nil, &PGNError{lineNo, fmt.Sprintf("malformed tag %q", line)}
		}
		tags[name] = value
	}
	return tags, nil
}

type pgnToken struct {
	text  string
	line  int
	clock time.Duration // the %clk comment after the move; -1 when none
	note  Annotation    // NAGs, comments and the first move of a variation after the move
}

// movetextTokens splits movetext into moves and results, dropping move
// numbers, comments, NAGs, annotation glyphs and variations. On an error it returns the
// moves read before it too.
func movetextTokens(s string) ([]pgnToken, *PGNError) {
	var out []pgnToken
	depth, line := 0, 0
	variationStart := false
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == '\n':
			line++
			i++
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '{':
			end := strings.IndexByte(s[i:], '}')
			if end < 0 {
				return out, &PGNError{0, "a comment { is never closed"}
			}
			line += strings.Count(s[i:i+end], "\n")
			if d, ok := parseClockComment(s[i : i+end]); ok && depth == 0 && len(out) > 0 {
				out[len(out)-1].clock = d
			}
			if depth == 0 && len(out) > 0 {
				out[len(out)-1].note.readComment(s[i+1 : i+end])
			}
			i += end + 1
		case c == ';':
			end := strings.IndexByte(s[i:], '\n')
			if end < 0 {
				end = len(s) - i
			}
			i += end
		case c == '}':
			return out, &PGNError{0, "a comment closes with } that was never opened"}
		case c == '(':
			depth++
			i++
			if depth == 1 {
				variationStart = true
			}
		case c == ')':
			if depth == 0 {
				return out, &PGNError{0, "a variation closes with ) that was never opened"}
			}
			depth--
			i++
		default:
			j := i
			for j < len(s) && !strings.ContainsRune(" \t\r\n{}();", rune(s[j])) {
				j++
			}
			word := s[i:j]
			i = j
			if strings.HasPrefix(word, "$") {
				if n, err := strconv.Atoi(word[1:]); err == nil && depth == 0 && len(out) > 0 && n >= 1 && n <= 6 {
					out[len(out)-1].note.NAG = n
				}
				continue
			}
			word = moveNumber.ReplaceAllString(word, "")
			bare := strings.TrimRight(word, "!?")
			glyph := word[len(bare):]
			if bare == "" {
				if n := glyphNAG(glyph); n != 0 && depth == 0 && len(out) > 0 {
					out[len(out)-1].note.NAG = n // a glyph written apart from its move
				}
				continue
			}
			if depth > 0 {
				// The first move of a top-level variation is an alternative to the move
				// before it.
				if variationStart && depth == 1 && len(out) > 0 && out[len(out)-1].note.Better == "" {
					out[len(out)-1].note.Better = bare
				}
				variationStart = false
				continue
			}
			tok := pgnToken{text: bare, line: line, clock: -1}
			tok.note.NAG = glyphNAG(glyph)
			out = append(out, tok)
		}
	}
	if depth > 0 {
		return out, &PGNError{0, "a variation ( is never closed"}
	}
	return out, nil
}

// RecordResult applies a result a record states but the board does not show (a
// resignation, an agreed draw, a claim), read from a record or told by the other end of a
// game at a distance; a game that is over already keeps its own.
func (g *Game) RecordResult(r Result, why Reason) {
	if g.Over() || r == ResultNone {
		return
	}
	g.setRecordedResult(r, why)
}

// setRecordedResult applies a result the record states but the board does not
// show (a resignation, an agreed draw, a claim).
func (g *Game) setRecordedResult(r Result, why Reason) {
	if why == ReasonNone {
		switch r {
		case ResultDraw:
			why = ReasonAgreement
		default:
			why = ReasonResignation
		}
	}
	g.finish(r, why)
}

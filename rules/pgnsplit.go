package rules

import "strings"

// PGNText is one game's text in a file of several, and the file's line it starts on.
type PGNText struct {
	Text string
	Line int // 1-based
}

// SplitPGN splits a PGN text into its games (ReadPGN reads only the first of a
// text). A game ends where a tag line follows its moves, or where its movetext ended with a
// result (1-0, 0-1, 1/2-1/2, *) and more moves follow; tags and results inside comments,
// variations and ; comments do not count. Blank lines and comments after a game stay with
// it, so the games together are the whole text. A text with no game is one (empty) game,
// which ReadPGN refuses with its own reason.
func SplitPGN(text string) []PGNText {
	var games []PGNText
	var cur strings.Builder
	var sc movetextScan
	start, lineNo := 1, 0
	hasTags, hasMoves, ended := false, false, false
	flush := func() {
		games = append(games, PGNText{cur.String(), start})
		cur.Reset()
		start = lineNo
		hasTags, hasMoves, ended = false, false, false
	}
	for _, line := range strings.SplitAfter(text, "\n") {
		lineNo++
		t := strings.TrimSpace(strings.TrimPrefix(line, "\ufeff"))
		switch {
		case sc.comment:
			sc.scan(t)
		case t == "" || strings.HasPrefix(t, "%"):
		case strings.HasPrefix(t, "["):
			if hasMoves {
				flush()
			}
			hasTags, sc.depth = true, 0
		default:
			if words, last := sc.scan(t); words > 0 {
				if ended {
					flush()
				}
				hasMoves = true
				ended = last == "1-0" || last == "0-1" || last == "1/2-1/2" || last == "*"
			}
		}
		cur.WriteString(line)
	}
	if hasTags || hasMoves || len(games) == 0 {
		games = append(games, PGNText{cur.String(), start})
	} else {
		games[len(games)-1].Text += cur.String()
	}
	return games
}

// movetextScan follows movetext line by line: whether a { } comment is open, and how deep in
// ( ) variations.
type movetextScan struct {
	comment bool
	depth   int
}

// scan reads one line and returns how many words it holds outside comments and variations,
// and the last of them.
func (s *movetextScan) scan(line string) (words int, last string) {
	for i := 0; i < len(line); {
		c := line[i]
		switch {
		case s.comment:
			if c == '}' {
				s.comment = false
			}
			i++
		case c == '{':
			s.comment = true
			i++
		case c == ';':
			return words, last
		case c == '(':
			s.depth++
			i++
		case c == ')':
			s.depth = max(s.depth-1, 0)
			i++
		case c == ' ' || c == '\t' || c == '\r':
			i++
		default:
			j := i
			for j < len(line) && !strings.ContainsRune(" \t\r{};()", rune(line[j])) {
				j++
			}
			if s.depth == 0 {
				words, last = words+1, line[i:j]
			}
			i = j
		}
	}
	return words, last
}

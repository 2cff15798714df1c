package learn

import (
	"fmt"
	"strings"
)

// eachField reads the "key: value" lines of a content file. Blank lines and lines that
// start with # are skipped; a line that starts with white space continues the previous
// value (so long texts can wrap). fn gets the line number of the key.
func eachField(text string, fn func(line int, key, val string) error) error {
	type field struct {
		line     int
		key, val string
	}
	var cur *field
	flush := func() error {
		if cur == nil {
			return nil
		}
		f := cur
		cur = nil
		return fn(f.line, f.key, strings.TrimSpace(f.val))
	}
	for i, raw := range strings.Split(text, "\n") {
		line := strings.TrimRight(raw, " \t\r")
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "" || strings.HasPrefix(trimmed, "#"):
			if err := flush(); err != nil {
				return err
			}
		case line[0] == ' ' || line[0] == '\t':
			if cur == nil {
				return fmt.Errorf("line %d: a continuation line with nothing to continue", i+1)
			}
			cur.val += " " + trimmed
		default:
			if err := flush(); err != nil {
				return err
			}
			key, val, ok := strings.Cut(line, ":")
			if !ok {
				return fmt.Errorf("line %d: expected \"key: value\", got %q", i+1, line)
			}
			cur = &field{line: i + 1, key: strings.TrimSpace(key), val: val}
		}
	}
	return flush()
}

// joinText appends a paragraph to a text built from several fields.
func joinText(a, b string) string {
	if a == "" {
		return b
	}
	return a + "\n\n" + b
}

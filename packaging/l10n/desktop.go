package l10n

import (
	"fmt"
	"slices"
	"strings"
)

// desktopKeys are the translatable keys of the desktop entry's [Desktop Entry] group. Name
// is the app's name, the same in every language.
var desktopKeys = []string{"GenericName", "Comment", "Keywords"}

// desktopField is one translatable line of a desktop entry.
type desktopField struct {
	line    int    // its index among the file's lines
	key     string // GenericName, Comment or Keywords
	english string // its value, unescaped, on one line: the message key
}

// desktopFields finds the translatable lines of a desktop entry's [Desktop Entry] group.
func desktopFields(src []byte) ([]desktopField, error) {
	var fields []desktopField
	group := ""
	for i, line := range strings.Split(string(src), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "["):
			group = line
			continue
		case group != "[Desktop Entry]":
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		if !ok {
			return nil, fmt.Errorf("desktop entry line %d: no key=value: %q", i+1, line)
		}
		key = strings.TrimSpace(key)
		base, _, localised := strings.Cut(key, "[")
		if !slices.Contains(desktopKeys, base) {
			continue
		}
		if localised {
			return nil, fmt.Errorf("desktop entry line %d: %s is translated in the file; translations come from i18n/languages", i+1, key)
		}
		if english := oneLine(unescapeDesktop(strings.TrimSpace(value))); english != "" {
			fields = append(fields, desktopField{line: i, key: base, english: english})
		}
	}
	return fields, nil
}

// Desktop is the English desktop entry with, after each translatable line, that line in
// every language that translates it: Comment[pt_BR]=….
func Desktop(english []byte, catalogs []Catalog) ([]byte, error) {
	fields, err := desktopFields(english)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(string(english), "\n")
	var out []string
	next := 0
	for _, f := range fields {
		out = append(out, lines[next:f.line+1]...)
		next = f.line + 1
		for _, c := range catalogs {
			text, ok := c.translation(f.english)
			if !ok {
				continue
			}
			// A list (Keywords) ends with ; as its English does.
			if strings.HasSuffix(f.english, ";") && !strings.HasSuffix(text, ";") {
				text += ";"
			}
			out = append(out, fmt.Sprintf("%s[%s]=%s", f.key, posixLocale(c.Tag), escapeDesktop(text)))
		}
	}
	out = append(out, lines[next:]...)
	return []byte(strings.Join(out, "\n")), nil
}

// unescapeDesktop reads a desktop entry value's escapes: \s \n \t \r \\.
func unescapeDesktop(v string) string {
	return strings.NewReplacer(`\s`, " ", `\n`, "\n", `\t`, "\t", `\r`, "\r", `\\`, `\`).Replace(v)
}

// escapeDesktop writes a one-line value with its backslashes escaped.
func escapeDesktop(v string) string {
	return strings.ReplaceAll(v, `\`, `\\`)
}

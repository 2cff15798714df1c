package main

import (
	"bytes"
	"fmt"
	"os"
	"unicode/utf8"
)

// readTextFile reads a file that must be UTF-8 text (a game, a position or a suite of
// them): anything else (UTF-16, a binary file) is refused by name before its bytes can be
// taken for moves or positions.
func readTextFile(name string) ([]byte, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	if why := notText(data); why != "" {
		return nil, fmt.Errorf("%s is not UTF-8 text (%s)", name, why)
	}
	return data, nil
}

// notText says why data is not UTF-8 text, or "" when it is. A UTF-8 byte-order mark is
// allowed (rules.ReadPGN skips it).
func notText(data []byte) string {
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}), bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return "it starts with a UTF-16 byte-order mark"
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return fmt.Sprintf("a NUL byte at offset %d", i)
	}
	if !utf8.Valid(data) {
		i := 0
		for i < len(data) {
			r, n := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			i += n
		}
		return fmt.Sprintf("invalid UTF-8 at offset %d", i)
	}
	return ""
}

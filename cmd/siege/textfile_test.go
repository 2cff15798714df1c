package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"
)

// TestFilesMustBeText: every command that reads a game or position file refuses, by name,
// a file that is not UTF-8 text (UTF-16 with or without its byte-order mark, a binary
// file, invalid UTF-8), instead of reading its bytes as moves or positions.
func TestFilesMustBeText(t *testing.T) {
	dir := t.TempDir()
	pgn := "[Event \"test\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n"
	var u16 []byte
	for _, c := range utf16.Encode([]rune(pgn)) {
		u16 = append(u16, byte(c), byte(c>>8))
	}
	files := map[string][]byte{
		"utf16.pgn":       append([]byte{0xFF, 0xFE}, u16...),
		"utf16-nobom.pgn": u16,
		"binary.pgn":      {0x7f, 'E', 'L', 'F', 2, 1, 1, 0, 0, 0, 0, 0, 0xff, 0xd8, '1', '.', ' ', 'e', '4'},
		"latin1.pgn":      []byte("[Event \"Gen\xe8ve\"]\n\n1. e4 *\n"),
	}
	for name, data := range files {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{
			{"review", "-nodes", "100", "-q", path},
			{"wac", "-file", path, "-nodes", "100"},
			{"puzzles", "-variant", "chess", "-skip", path, "-want", "0", "-games", "0"},
		} {
			out, errOut, code := runCmd(t, "", args...)
			if code != 2 || !strings.Contains(errOut, path+" is not UTF-8 text") || strings.Count(errOut, "\n") != 1 {
				t.Errorf("%v: exit %d, stderr %q, stdout %q", args, code, errOut, out)
			}
		}
	}
	// UTF-8 text, with or without its byte-order mark, is read.
	for name, data := range map[string]string{"plain.pgn": pgn, "bom.pgn": "\ufeff" + pgn, "accents.pgn": strings.Replace(pgn, "test", "Genève", 1)} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, errOut, code := runCmd(t, "", "review", "-nodes", "100", "-q", path); code != 0 || !strings.Contains(out, "Nf3") {
			t.Errorf("%s: exit %d, stderr %q, stdout %q", name, code, errOut, out)
		}
	}
}

package words

import (
	"strings"
	"testing"

	"siegeworks/rules"
)

func TestKindName(t *testing.T) {
	for _, c := range []struct {
		v    *rules.Variant
		k    rules.Kind
		want string
	}{
		{rules.Chess, rules.Knight, "knight"},
		{rules.TurretChess, rules.Turret, "Turret"},
		{rules.TurretKwagga, rules.Kwagga, "Kwagga"},
		{rules.Turnover, rules.Knight, "Fortress"},
		{rules.Turnover, rules.King, "Castle"},
		{rules.Chess, rules.NoKind, "piece"},
	} {
		if got := KindName(c.v, c.k); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.v.ID, c.k, got, c.want)
		}
	}
}

// Every phrase of every name says that name, in its colour and on its square: the tables
// are written out message by message, and this catches a line copied under the wrong name.
func TestEveryPhraseNamesItsPiece(t *testing.T) {
	tables := map[string][]*forms{"chess": chessNouns[:], "Turnover": stackNouns[:]}
	for family, table := range tables {
		for k, f := range append(table, &pieceNouns) {
			if f == nil {
				continue
			}
			name := f.name()
			title := strings.ToUpper(name[:1]) + name[1:]
			phrases := map[string]string{
				f.title(): title, f.a(): "a " + name, f.your(): "your " + name,
				f.at("e4"): "the e4 " + name, f.yourOn("e4"): "your " + name + " on e4",
			}
			for c, color := range []string{"white", "black"} {
				phrases[f.the[c]()] = "the " + color + " " + name
				phrases[f.theOn[c]("e4")] = "the " + color + " " + name + " on e4"
				phrases[f.aColor[c]()] = "a " + color + " " + name
			}
			if len(phrases) != 11 {
				t.Errorf("%s kind %d (%s): two phrases are the same", family, k, name)
			}
			for got, want := range phrases {
				if got != want {
					t.Errorf("%s kind %d: %q, want %q", family, k, got, want)
				}
			}
		}
	}
}

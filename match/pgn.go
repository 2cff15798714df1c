package match

import (
	"strconv"
	"time"

	"siegeworks/rules"
)

// PGN is a finished game as PGN, with the project's writer (SAN, Variant, Termination and
// the clocks as %clk comments) and the match's tags.
func PGN(f Finished, event string, tc TimeControl, date time.Time) string {
	tags := map[string]string{
		"Event":       event,
		"Site":        "Siegeworks match runner",
		"Date":        date.Format("2006.01.02"),
		"Round":       strconv.Itoa(f.Round),
		"White":       f.White,
		"Black":       f.Black,
		"TimeControl": tc.String(),
	}
	if f.Opening.Name != "" {
		tags["Opening"] = f.Opening.Name
	}
	return rules.WritePGN(f.Game, tags)
}

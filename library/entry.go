package library

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"siegeworks/rules"
)

// Entry is one game as a list shows it: read from its tags alone.
type Entry struct {
	ID      string    // the game's name in the library (its GameId tag); in a collection, its number
	Played  time.Time // when it was played (the Date and Time tags); zero when unknown
	Variant *rules.Variant
	White   string
	Black   string
	Event   string
	Result  rules.Result
	// Plies is the number of moves each side made together (the PlyCount tag); -1 when
	// the game does not say.
	Plies int
}

// Finished tells whether the game has a result.
func (e Entry) Finished() bool { return e.Result != rules.ResultNone }

// Moves is the game's length as players count it: White's moves (-1 when unknown).
func (e Entry) Moves() int {
	if e.Plies < 0 {
		return -1
	}
	return (e.Plies + 1) / 2
}

// Matches tells whether the entry matches a search: every word of it appears in the
// players' names, the event, the variant's name or the date (case does not matter).
func (e Entry) Matches(search string) bool {
	hay := strings.ToLower(strings.Join([]string{e.White, e.Black, e.Event, e.Variant.Name, e.Played.Format("2006-01-02")}, " "))
	for _, w := range strings.Fields(strings.ToLower(search)) {
		if !strings.Contains(hay, w) {
			return false
		}
	}
	return true
}

// entryFromTags makes an entry of a game's tags.
func entryFromTags(id string, tags map[string]string) (Entry, error) {
	e := Entry{ID: id, White: tags["White"], Black: tags["Black"], Event: tags["Event"], Plies: -1}
	variantID := strings.ToLower(tags["Variant"])
	if variantID == "" || variantID == "standard" {
		variantID = rules.Chess.ID
	}
	v, err := rules.VariantByID(variantID)
	if err != nil {
		return Entry{}, err
	}
	e.Variant = v
	switch r := rules.Result(tags["Result"]); r {
	case rules.ResultWhiteWins, rules.ResultBlackWins, rules.ResultDraw:
		e.Result = r
	default:
		e.Result = rules.ResultNone
	}
	if n, err := strconv.Atoi(tags["PlyCount"]); err == nil && n >= 0 {
		e.Plies = n
	}
	e.Played = playedAt(tags["Date"], tags["Time"])
	for _, unknown := range []*string{&e.White, &e.Black, &e.Event} {
		if *unknown == "?" {
			*unknown = ""
		}
	}
	return e, nil
}

// playedAt reads PGN's date (2006.01.02, parts may be ??) and time (15:04:05) as local time.
func playedAt(date, clock string) time.Time {
	d, err := time.ParseInLocation("2006.01.02", date, time.Local)
	if err != nil {
		if y, yerr := strconv.Atoi(strings.SplitN(date, ".", 2)[0]); yerr == nil && y > 0 {
			return time.Date(y, 1, 1, 0, 0, 0, 0, time.Local)
		}
		return time.Time{}
	}
	if c, err := time.Parse("15:04:05", clock); err == nil {
		d = d.Add(time.Duration(c.Hour())*time.Hour + time.Duration(c.Minute())*time.Minute + time.Duration(c.Second())*time.Second)
	}
	return d
}

// Problem is a game that could not be read: it is left out, and the player is told.
type Problem struct {
	Name string // the file, or "game 12" in a collection
	Err  error
}

func (p Problem) Error() string { return fmt.Sprintf("%s: %v", p.Name, p.Err) }

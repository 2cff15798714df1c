package app

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"siegeworks/library"
	"siegeworks/rules"
)

// gamesList is what the games screen lists: the games of the library or of a collection,
// filtered by variant, result and a search, sorted by a column. It holds no widgets.
type gamesList struct {
	all   []library.Entry
	shown []library.Entry

	sortBy  gamesColumn
	reverse bool // the other way from the column's natural order

	variant *rules.Variant // nil: every variant
	result  resultFilter
	search  string
}

// gamesColumn is a column of the list.
type gamesColumn int

const (
	colDate gamesColumn = iota
	colVariant
	colWhite
	colBlack
	colResult
	colMoves
	gamesColumns
)

// columnTitles are the columns' headings.
func columnTitles() [gamesColumns]string {
	return [gamesColumns]string{lang.L("Date"), lang.L("Game"), lang.L("White"), lang.L("Black"), lang.L("Result"), lang.L("Moves")}
}

// resultFilter narrows the list to a kind of result.
type resultFilter int

const (
	anyResult resultFilter = iota
	whiteWon
	blackWon
	drawn
	unfinished
)

// resultFilterNames are the result filter's choices, in order.
func resultFilterNames() []string {
	return []string{lang.L("Any result"), lang.L("White won"), lang.L("Black won"), lang.L("Drawn"), lang.L("Unfinished")}
}

func (f resultFilter) admits(r rules.Result) bool {
	switch f {
	case whiteWon:
		return r == rules.ResultWhiteWins
	case blackWon:
		return r == rules.ResultBlackWins
	case drawn:
		return r == rules.ResultDraw
	case unfinished:
		return r == rules.ResultNone
	}
	return true
}

// set replaces the games listed.
func (l *gamesList) set(entries []library.Entry) { l.all = entries }

// sortOn sorts by a column; sorting by it again turns the order round.
func (l *gamesList) sortOn(c gamesColumn) {
	if l.sortBy == c {
		l.reverse = !l.reverse
	} else {
		l.sortBy, l.reverse = c, false
	}
}

// apply filters and sorts.
func (l *gamesList) apply() {
	l.shown = l.shown[:0]
	for _, e := range l.all {
		if (l.variant == nil || e.Variant == l.variant) && l.result.admits(e.Result) && e.Matches(l.search) {
			l.shown = append(l.shown, e)
		}
	}
	slices.SortStableFunc(l.shown, func(a, b library.Entry) int {
		c := compareOn(l.sortBy, a, b)
		if l.reverse {
			c = -c
		}
		return c
	})
}

// compareOn is a column's natural order: the newest and the longest games first, names and
// games from A to Z, results White's wins first.
func compareOn(c gamesColumn, a, b library.Entry) int {
	switch c {
	case colVariant:
		return strings.Compare(lang.L(a.Variant.Name), lang.L(b.Variant.Name))
	case colWhite:
		return strings.Compare(strings.ToLower(a.White), strings.ToLower(b.White))
	case colBlack:
		return strings.Compare(strings.ToLower(a.Black), strings.ToLower(b.Black))
	case colResult:
		return cmp.Compare(resultOrder(a.Result), resultOrder(b.Result))
	case colMoves:
		return cmp.Compare(b.Plies, a.Plies)
	}
	return b.Played.Compare(a.Played)
}

func resultOrder(r rules.Result) int {
	return slices.Index([]rules.Result{rules.ResultWhiteWins, rules.ResultBlackWins, rules.ResultDraw, rules.ResultNone}, r)
}

// cell is what a column shows of a game.
func cell(e library.Entry, c gamesColumn) string {
	switch c {
	case colDate:
		if e.Played.IsZero() {
			return "—"
		}
		return dateText(e.Played)
	case colVariant:
		return lang.L(e.Variant.Name)
	case colWhite:
		return orUnknown(e.White)
	case colBlack:
		return orUnknown(e.Black)
	case colResult:
		switch e.Result {
		case rules.ResultWhiteWins:
			return lang.L("White won")
		case rules.ResultBlackWins:
			return lang.L("Black won")
		case rules.ResultDraw:
			return lang.L("Draw")
		}
		return lang.L("Unfinished")
	case colMoves:
		if e.Plies < 0 {
			return "—"
		}
		return strconv.Itoa(e.Moves())
	}
	return ""
}

func orUnknown(name string) string {
	if name == "" {
		return "—"
	}
	return name
}

// dateText is when a game was played as the list shows it: "2 Jan 2006 15:04", the month's
// short name in the player's language.
func dateText(t time.Time) string {
	return fmt.Sprintf("%d %s %d %s", t.Day(), monthShort(t.Month()), t.Year(), t.Format("15:04"))
}

// monthShort is a month's short name.
func monthShort(m time.Month) string {
	switch m {
	case time.January:
		return lang.L("Jan")
	case time.February:
		return lang.L("Feb")
	case time.March:
		return lang.L("Mar")
	case time.April:
		return lang.L("Apr")
	case time.May:
		return lang.L("May")
	case time.June:
		return lang.L("Jun")
	case time.July:
		return lang.L("Jul")
	case time.August:
		return lang.L("Aug")
	case time.September:
		return lang.L("Sep")
	case time.October:
		return lang.L("Oct")
	case time.November:
		return lang.L("Nov")
	}
	return lang.L("Dec")
}

package app

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/library"
	"siegeworks/rules"
)

// gamesScreen is Game → Your games: every game played here, newest first, to sort, filter,
// search, and open — to replay, review, analyse or continue — or delete or export. It also
// shows a file of many games (a collection), whose games can be opened or imported into
// the library.
type gamesScreen struct {
	h          gamesHost
	collection *library.Collection // nil: the library
	list       gamesList
	selected   string // the ID of the game picked, "" for none

	root     *fyne.Container
	rows     *widget.List
	headings [gamesColumns]*widget.Button
	empty    *widget.Label
	status   *secondaryLabel
	buttons  namedButtons
}

// gamesHost is what the games screen asks of the window besides what every screen may.
type gamesHost interface {
	host
	library() *library.Library
	// openEntry loads a game's text into the game and then does what the player chose.
	openEntry(text string, then gameOpening)
	exportGames(ids []string)
	importGames(c *library.Collection, ids []string, done func())
}

// gameOpening is what is done with a game opened from the list.
type gameOpening int

const (
	openReplay   gameOpening = iota // from its first move
	openReview                      // the review
	openAnalyse                     // the analysis board
	openContinue                    // at its end, to play on
)

// showGames opens the games library.
func (u *ui) showGames() {
	if u.shelf.lib == nil {
		u.showError(lang.L("Your games"), errors.New(lang.L("there is no folder to keep games in")))
		return
	}
	g := newGamesScreen(u, nil)
	u.switchTo(g)
	g.reload()
}

// showCollection opens the games screen on a file of many games.
func (u *ui) showCollection(c *library.Collection) {
	g := newGamesScreen(u, c)
	u.switchTo(g)
	g.reload()
}

func newGamesScreen(h gamesHost, c *library.Collection) *gamesScreen {
	g := &gamesScreen{h: h, collection: c, buttons: namedButtons{}}
	g.build()
	return g
}

func (g *gamesScreen) view() fyne.CanvasObject { return g.root }
func (g *gamesScreen) leave()                  {}
func (g *gamesScreen) typed(rune) bool         { return false }

func (g *gamesScreen) geometry() screenGeometry {
	return screenGeometry{view: "games", buttons: g.buttons}
}

func (g *gamesScreen) can(c command) bool {
	switch c {
	case cmdBack:
		return true
	case cmdConfirm:
		return g.selected != ""
	}
	return false
}

func (g *gamesScreen) do(c command) {
	switch c {
	case cmdBack:
		g.h.backToGame()
	case cmdConfirm:
		g.open(openReplay)
	}
}

// reload reads the games again (the library may have changed) and shows them.
func (g *gamesScreen) reload() {
	var entries []library.Entry
	var problems []library.Problem
	if g.collection != nil {
		entries, problems = g.collection.Entries(), g.collection.Problems
	} else {
		entries, problems = g.h.library().List()
	}
	g.list.set(entries)
	if g.selected == "" && len(entries) > 0 && g.collection == nil {
		g.selected = entries[0].ID // the last game played: Enter replays it
	}
	g.show()
	g.status.SetText(g.summary(problems))
}

// summary says how many games there are and which could not be read.
func (g *gamesScreen) summary(problems []library.Problem) string {
	n := len(g.list.all)
	text := countGames(n)
	if g.collection != nil {
		text = lang.N("{{.Count}} games in {{.Name}}", n, map[string]any{"Count": thousands(n), "Name": g.collection.Name})
	}
	text += "."
	if len(problems) > 0 {
		var names []string
		for i, p := range problems {
			if i == 3 {
				names = append(names, "…")
				break
			}
			names = append(names, p.Error())
		}
		text += " " + lang.N("{{.Count}} games could not be read and are left out: {{.Names}}.", len(problems),
			map[string]any{"Count": thousands(len(problems)), "Names": strings.Join(names, "; ")})
	}
	return text
}

// countGames is "1 game", "2,449 games".
func countGames(n int) string {
	return lang.N("{{.Count}} games", n, map[string]any{"Count": thousands(n)})
}

// thousands writes a number with thousands separators.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// show filters and sorts the list and shows it, keeping the game picked when it is still
// shown.
func (g *gamesScreen) show() {
	g.list.apply()
	for c, b := range g.headings {
		b.SetIcon(nil)
		if gamesColumn(c) == g.list.sortBy {
			b.SetIcon(theme.MenuDropDownIcon())
			if g.list.reverse {
				b.SetIcon(theme.MenuDropUpIcon())
			}
		}
	}
	g.rows.UnselectAll()
	keep := g.selected
	g.selected = ""
	for i, e := range g.list.shown {
		if e.ID == keep {
			g.rows.Select(i)
			g.rows.ScrollTo(i)
		}
	}
	g.rows.Refresh()
	switch {
	case len(g.list.all) == 0 && g.collection == nil:
		g.empty.SetText(lang.L("No games yet. Every game you play here is kept in this list, finished or not."))
		g.empty.Show()
	case len(g.list.shown) == 0:
		g.empty.SetText(lang.L("No game matches. Clear the search or choose other filters."))
		g.empty.Show()
	default:
		g.empty.Hide()
	}
	g.updateButtons()
}

// picked is the entry picked, if it is shown.
func (g *gamesScreen) picked() (library.Entry, bool) {
	for _, e := range g.list.shown {
		if e.ID == g.selected {
			return e, true
		}
	}
	return library.Entry{}, false
}

func (g *gamesScreen) updateButtons() {
	e, ok := g.picked()
	for _, name := range []string{"replay", "review", "analyse", "delete", "import"} {
		if b := g.buttons[name]; b != nil {
			setEnabled(b, ok)
		}
	}
	if b := g.buttons["continue"]; b != nil {
		setEnabled(b, ok && !e.Finished())
	}
	if b := g.buttons["export"]; b != nil {
		setEnabled(b, len(g.list.shown) > 0)
		b.SetText(g.exportLabel())
	}
	if b := g.buttons["import-all"]; b != nil {
		setEnabled(b, len(g.list.shown) > 0)
		b.SetText(g.importAllLabel())
	}
}

// exportLabel says what Export writes: every game, or those the filters show.
func (g *gamesScreen) exportLabel() string {
	if len(g.list.shown) == len(g.list.all) {
		return lang.L("Export all…")
	}
	n := len(g.list.shown)
	return lang.N("Export {{.Count}} games…", n, map[string]any{"Count": thousands(n)})
}

func (g *gamesScreen) importAllLabel() string {
	if len(g.list.shown) == len(g.list.all) {
		return lang.L("Import all")
	}
	n := len(g.list.shown)
	return lang.N("Import {{.Count}} games", n, map[string]any{"Count": thousands(n)})
}

// shownIDs are the IDs of the games shown, in order.
func (g *gamesScreen) shownIDs() []string {
	ids := make([]string, len(g.list.shown))
	for i, e := range g.list.shown {
		ids[i] = e.ID
	}
	return ids
}

// open opens the game picked.
func (g *gamesScreen) open(how gameOpening) {
	e, ok := g.picked()
	if !ok {
		return
	}
	var text string
	var err error
	if g.collection != nil {
		text, err = g.collection.Text(e.ID)
	} else {
		text, err = g.h.library().Read(e.ID)
	}
	if err == nil {
		_, _, err = rules.ReadPGN(text)
	}
	if err != nil {
		g.h.showError(lang.L("Could not open the game"), err, unchangedNote())
		return
	}
	g.h.openEntry(text, how)
}

// remove deletes the game picked, after asking.
func (g *gamesScreen) remove() {
	e, ok := g.picked()
	if !ok {
		return
	}
	what := fmt.Sprintf("%s, %s – %s, %s", lang.L(e.Variant.Name), orUnknown(e.White), orUnknown(e.Black), cell(e, colDate))
	g.h.confirm(lang.L("Delete this game?"), what+"\n\n"+lang.L("It is removed from your games for good."), lang.L("Delete"), func() {
		if err := g.h.library().Delete(e.ID); err != nil {
			g.h.showError(lang.L("Could not delete the game"), err)
		}
		g.selected = ""
		g.reload()
	})
}

// importPicked imports the game picked; importAll every game shown.
func (g *gamesScreen) importPicked() {
	if e, ok := g.picked(); ok {
		g.h.importGames(g.collection, []string{e.ID}, nil)
	}
}

func (g *gamesScreen) importAll() {
	g.h.importGames(g.collection, g.shownIDs(), nil)
}

// build makes the screen: the filters above, the list, the actions below.
func (g *gamesScreen) build() {
	title := widget.NewLabelWithStyle(lang.L("Your games"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	if g.collection != nil {
		title.SetText(lang.L("Games in {{.Name}}", map[string]any{"Name": g.collection.Name}))
		title.Truncation = fyne.TextTruncateEllipsis
	}
	back := g.buttons.add("back", lang.L("Back to game"), theme.NavigateBackIcon(), g.h.backToGame)
	search := g.h.newEntry()
	search.SetPlaceHolder(lang.L("Search players, events, dates…"))
	search.OnChanged = func(s string) {
		g.list.search = s
		g.show()
	}
	variants := []string{lang.L("Every game")}
	for _, v := range rules.Variants {
		variants = append(variants, lang.L(v.Name))
	}
	variant := g.h.newSelect(variants, nil)
	variant.SetSelectedIndex(0)
	variant.OnChanged = func(string) {
		g.list.variant = nil
		if i := variant.SelectedIndex(); i > 0 {
			g.list.variant = rules.Variants[i-1]
		}
		g.show()
	}
	result := g.h.newSelect(resultFilterNames(), nil)
	result.SetSelectedIndex(0)
	result.OnChanged = func(name string) {
		for i, n := range resultFilterNames() {
			if n == name {
				g.list.result = resultFilter(i)
			}
		}
		g.show()
	}
	filters := container.NewBorder(nil, nil, nil, container.NewHBox(variant, result), search)
	top := container.NewVBox(container.NewBorder(nil, nil, back, nil, title), filters)

	var heads []fyne.CanvasObject
	for c := range gamesColumns {
		b := widget.NewButton(columnTitles()[c], func() {
			g.list.sortOn(c)
			g.show()
		})
		b.Importance = widget.LowImportance
		b.Alignment = widget.ButtonAlignLeading
		b.IconPlacement = widget.ButtonIconTrailingText
		g.headings[c] = b
		heads = append(heads, b)
	}
	cols := columnsLayout{fixed: columnWidths()}
	header := container.New(cols, heads...)

	g.rows = widget.NewList(
		func() int { return len(g.list.shown) },
		func() fyne.CanvasObject {
			var cells []fyne.CanvasObject
			for c := range gamesColumns {
				if c == colWhite || c == colBlack {
					cells = append(cells, newNameCell())
				} else {
					cells = append(cells, widget.NewLabel(""))
				}
			}
			return container.New(cols, cells...)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= len(g.list.shown) {
				return
			}
			e := g.list.shown[i]
			for c, obj := range o.(*fyne.Container).Objects {
				text := cell(e, gamesColumn(c))
				switch l := obj.(type) {
				case *nameCell:
					l.SetText(text)
				case *widget.Label:
					l.SetText(text)
				}
			}
		})
	g.rows.OnSelected = func(i widget.ListItemID) {
		if i < len(g.list.shown) {
			g.selected = g.list.shown[i].ID
		}
		g.updateButtons()
	}
	g.rows.OnUnselected = func(widget.ListItemID) {
		g.selected = ""
		g.updateButtons()
	}
	g.empty = wrapped("")
	g.empty.Alignment = fyne.TextAlignCenter
	g.empty.Hide()

	g.status = newSecondaryLabel("")
	g.status.Wrapping = fyne.TextWrapWord
	actions := []fyne.CanvasObject{
		g.buttons.add("replay", lang.L("Replay"), theme.MediaPlayIcon(), func() { g.open(openReplay) }),
		g.buttons.add("review", lang.L("Review"), theme.SearchIcon(), func() { g.open(openReview) }),
		g.buttons.add("analyse", lang.L("Analyse"), theme.ComputerIcon(), func() { g.open(openAnalyse) }),
		g.buttons.add("continue", lang.L("Continue"), theme.MediaFastForwardIcon(), func() { g.open(openContinue) }),
		layout.NewSpacer(),
	}
	if g.collection == nil {
		actions = append(actions,
			g.buttons.add("delete", lang.L("Delete…"), theme.DeleteIcon(), g.remove),
			g.buttons.add("export", lang.L("Export all…"), theme.DocumentSaveIcon(), func() { g.h.exportGames(g.shownIDs()) }))
	} else {
		actions = append(actions,
			g.buttons.add("import", lang.L("Import"), theme.DownloadIcon(), g.importPicked),
			g.buttons.add("import-all", lang.L("Import all"), theme.DownloadIcon(), g.importAll))
	}
	g.buttons["replay"].Importance = widget.HighImportance
	bottom := container.NewVBox(g.status, container.NewHBox(actions...))
	middle := container.NewBorder(header, nil, nil, nil, container.NewStack(g.rows, container.NewCenter(withWidth(420, g.empty))))
	g.root = container.NewPadded(container.NewBorder(top, bottom, nil, nil, middle))
}

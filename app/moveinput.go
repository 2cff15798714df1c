package app

import (
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/words"
)

// moveMatch is what a typed move text means in a position: the move it names exactly (or
// NoMove) and the legal moves it could still become, in display notation.
type moveMatch struct {
	exact      rules.Move
	candidates []string
}

// matchMove reads typed text as the start of a move in display notation (SAN, check marks
// optional) or coordinate notation, case-insensitively for the squares.
func matchMove(pos *rules.Position, text string) moveMatch {
	text = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(text), "+#!?"))
	var out moveMatch
	if text == "" {
		return out
	}
	if m, err := pos.ParseMove(text); err == nil {
		out.exact = m
	}
	var ml rules.MoveList
	pos.GenerateLegal(&ml)
	lower := strings.ToLower(text)
	seen := map[string]bool{}
	for _, m := range ml.Slice() {
		san := strings.TrimRight(pos.SAN(m), "+#")
		if strings.HasPrefix(san, text) || strings.HasPrefix(m.String(), lower) {
			if !seen[san] {
				seen[san] = true
				out.candidates = append(out.candidates, san)
			}
		}
	}
	sort.Strings(out.candidates)
	return out
}

// moveInput is the side panel's field for typing moves.
type moveInput struct {
	g     *gameScreen
	entry *escEntry
	hint  *secondaryLabel
}

func newMoveInput(g *gameScreen) *moveInput {
	mi := &moveInput{g: g, entry: g.h.newEntry(), hint: newSecondaryLabel("")}
	mi.entry.onEscape = mi.leave
	mi.entry.SetPlaceHolder(lang.L("Type a move"))
	mi.entry.OnChanged = mi.changed
	mi.entry.OnSubmitted = mi.submit
	return mi
}

func (mi *moveInput) view() fyne.CanvasObject {
	return widget.NewForm(widget.NewFormItem(lang.L("Move"), mi.entry), widget.NewFormItem("", mi.hint))
}

// showExamples puts moves of the position as examples in the empty field: the ways of
// writing a move differ from variant to variant (Tc3, e2*e7, N^g7, d2~e3…).
func (mi *moveInput) showExamples(pos *rules.Position) {
	text := lang.L("Type a move")
	if ex := exampleMoves(pos); len(ex) > 0 {
		text = lang.L("Type a move: {{.Examples}}…", map[string]any{"Examples": strings.Join(ex, ", ")})
	}
	if mi.entry.PlaceHolder != text {
		mi.entry.SetPlaceHolder(text)
	}
}

// showWaiting says in the empty field that the move is the friend's to make.
func (mi *moveInput) showWaiting(friend string) {
	if text := lang.L("Your move comes after {{.Name}}'s", map[string]any{"Name": friend}); mi.entry.PlaceHolder != text {
		mi.entry.SetPlaceHolder(text)
	}
}

// exampleMoves are up to three moves of pos as they are written: a move with a side effect
// (a sling, a shot, a teleport, a turnover) first if there is one, a plain move, and one in
// coordinates.
func exampleMoves(pos *rules.Position) []string {
	var ml rules.MoveList
	pos.GenerateLegal(&ml)
	moves := ml.Slice()
	if len(moves) == 0 {
		return nil
	}
	var special, plain rules.Move
	for _, m := range moves {
		san := strings.TrimRight(pos.SAN(m), "+#")
		switch {
		case special == rules.NoMove && strings.ContainsAny(san, "*^~") || special == rules.NoMove && strings.HasPrefix(san, "T"):
			special = m
		case plain == rules.NoMove && !strings.ContainsAny(san, "x*^~"):
			plain = m
		}
	}
	var out []string
	for _, m := range []rules.Move{special, plain} {
		if m != rules.NoMove {
			out = append(out, strings.TrimRight(pos.SAN(m), "+#"))
		}
	}
	if plain != rules.NoMove {
		out = append(out, plain.String())
	}
	return out
}

// focus puts the keyboard in the field, starting it with text (a typed letter).
func (mi *moveInput) focus(text string) {
	mi.g.h.canvas().Focus(mi.entry)
	if text != "" {
		mi.entry.SetText(text)
		mi.entry.CursorColumn = len([]rune(text))
		mi.entry.Refresh()
	}
}

// changed lists the candidates and plays the move once the text names exactly one.
func (mi *moveInput) changed(text string) {
	s := mi.g.sess
	if !s.HumanToMove() || s.Browsing() {
		mi.hint.SetText("")
		return
	}
	m := matchMove(s.Game().Position(), text)
	switch {
	case strings.TrimSpace(text) == "":
		mi.hint.SetText("")
	case m.exact != rules.NoMove && len(m.candidates) <= 1:
		mi.play(m.exact)
	case len(m.candidates) == 0:
		mi.hint.SetText(lang.L("No legal move starts like that."))
	case len(m.candidates) > 8:
		mi.hint.SetText(lang.L("{{.Count}} moves: {{.Moves}}…", map[string]any{"Count": len(m.candidates), "Moves": strings.Join(m.candidates[:8], ", ")}))
	default:
		mi.hint.SetText(strings.Join(m.candidates, ", "))
	}
}

// submit plays the typed move, the only candidate, or says why nothing moves.
func (mi *moveInput) submit(text string) {
	s := mi.g.sess
	pos := s.Game().Position()
	m := matchMove(pos, text)
	switch {
	case m.exact != rules.NoMove:
		mi.play(m.exact)
	case len(m.candidates) == 1:
		if mv, err := pos.ParseMove(m.candidates[0]); err == nil {
			mi.play(mv)
		}
	default:
		mi.hint.SetText(mi.why(pos, text))
	}
}

// why explains a typed move that is not legal: the rules' own reason when it names two
// squares, else what was understood.
func (mi *moveInput) why(pos *rules.Position, text string) string {
	t := strings.ToLower(strings.TrimSpace(text))
	g := pos.Variant().Geometry()
	if len(t) >= 4 {
		from, err1 := g.ParseSquare(t[:2])
		to, err2 := g.ParseSquare(t[2:4])
		if err1 == nil && err2 == nil {
			if why := words.WhyIllegal(pos, from, to); why != "" {
				return capitalize(why) + "."
			}
		}
	}
	return lang.L("{{.Move}} is not a legal move here.", map[string]any{"Move": strconv.Quote(strings.TrimSpace(text))})
}

func (mi *moveInput) play(m rules.Move) {
	if err := mi.g.sess.PlayHuman(m); err != nil {
		mi.hint.SetText(capitalize(err.Error()) + ".")
		return
	}
	mi.leave()
}

// leave empties the field and gives the keys back to the board (Escape, or a move played).
func (mi *moveInput) leave() {
	mi.entry.SetText("")
	mi.hint.SetText("")
	mi.g.h.canvas().Unfocus()
}

// startsMove tells whether a key typed on the board starts a move: a piece letter (upper
// case) or a file letter. F and H keep their shortcuts (flip, hint): moves from those files
// are typed after / or in the field.
func startsMove(r rune) bool {
	switch {
	case strings.ContainsRune("KQRBNTGCO", r):
		return true
	case r >= 'a' && r <= 'i' && r != 'f' && r != 'h', r == 'z':
		return true
	}
	return false
}

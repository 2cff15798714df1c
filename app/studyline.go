package app

import (
	"errors"

	"fyne.io/fyne/v2/lang"

	"siegeworks/rules"
)

// studyLine is what the analysis board walks: the game's moves (the main line) and at most
// one variation the player tried, branching off at some ply. Trying moves never changes the
// game itself.
type studyLine struct {
	start  *rules.Position
	main   []rules.Move
	branch int          // the ply where the variation leaves the main line; -1: none
	vari   []rules.Move // the variation's moves from branch on
	ply    int          // the shown position along the current path
}

func newStudyLine(start *rules.Position, main []rules.Move, ply int) *studyLine {
	return &studyLine{start: start.Clone(), main: append([]rules.Move(nil), main...), branch: -1,
		ply: min(max(ply, 0), len(main))}
}

// path is the line shown: the main line, or its start and then the variation.
func (l *studyLine) path() []rules.Move {
	if l.branch < 0 {
		return l.main
	}
	return append(append([]rules.Move(nil), l.main[:l.branch]...), l.vari...)
}

// inVariation tells whether the shown position is on the variation.
func (l *studyLine) inVariation() bool { return l.branch >= 0 && l.ply > l.branch }

// position is the shown position (a fresh copy).
func (l *studyLine) position() *rules.Position { return l.positionAt(l.ply) }

func (l *studyLine) positionAt(ply int) *rules.Position {
	p := l.start.Clone()
	for _, m := range l.path()[:ply] {
		p.MakeMove(m)
	}
	return p
}

// play makes a move from the shown position: it follows the line when the line goes on
// with that move, returns to the main line when it is the game's move, and otherwise starts
// (or cuts and extends) the variation.
func (l *studyLine) play(m rules.Move) error {
	pos := l.position()
	var ml rules.MoveList
	pos.GenerateLegal(&ml)
	if !ml.Contains(m) {
		return errors.New(lang.L("{{.Move}} is not a legal move here", map[string]any{"Move": pos.SAN(m)}))
	}
	path := l.path()
	switch {
	case l.ply < len(path) && path[l.ply] == m:
	case l.branch >= 0 && l.ply <= l.branch && l.ply < len(l.main) && l.main[l.ply] == m:
		l.branch, l.vari = -1, nil
	case l.branch < 0 || l.ply < l.branch:
		l.branch, l.vari = l.ply, []rules.Move{m}
	default:
		l.vari = append(l.vari[:l.ply-l.branch], m)
	}
	l.ply++
	return nil
}

// step moves the shown position by delta along the path.
func (l *studyLine) step(delta int) { l.setPly(l.ply + delta) }

func (l *studyLine) setPly(ply int) { l.ply = min(max(ply, 0), len(l.path())) }

// backToMain drops the variation and shows the main line where it branched.
func (l *studyLine) backToMain() {
	if l.branch >= 0 {
		l.ply = l.branch
		l.branch, l.vari = -1, nil
	}
}

// sans is the path in display notation.
func (l *studyLine) sans() []string {
	p := l.start.Clone()
	var out []string
	for _, m := range l.path() {
		out = append(out, p.SAN(m))
		p.MakeMove(m)
	}
	return out
}

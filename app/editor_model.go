package app

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2/lang"

	"siegeworks/rules"
	"siegeworks/words"
)

// editorModel is a position being set up: whatever stands where, with the fields a position
// needs besides. It can hold positions the rules refuse; validate says why.
type editorModel struct {
	v         *rules.Variant
	pieces    map[rules.Square]rules.Piece
	catapults map[rules.Square]catapultMark
	side      rules.Color
	castling  string // a subset of KQkq
	ep        string // the en-passant square's name, or ""
}

type catapultMark struct {
	owner rules.Color
	moved bool
}

func newEditorModel(v *rules.Variant) *editorModel {
	m := &editorModel{v: v}
	m.clear()
	return m
}

// clear empties the board.
func (m *editorModel) clear() {
	m.pieces = map[rules.Square]rules.Piece{}
	m.catapults = map[rules.Square]catapultMark{}
	m.castling, m.ep = "", ""
}

// load takes over a valid position.
func (m *editorModel) load(pos *rules.Position) {
	m.v = pos.Variant()
	m.clear()
	for _, s := range m.v.Geometry().Squares() {
		if pc := pos.At(s); !pc.IsEmpty() {
			m.pieces[s] = rules.MakePiece(pc.Color(), pc.Kind())
		}
	}
	for c := rules.White; c <= rules.Black; c++ {
		for _, cat := range pos.Catapults(c) {
			if cat.Square != rules.NoSquare {
				m.catapults[cat.Square] = catapultMark{owner: c, moved: cat.Moved}
			}
		}
	}
	m.side = pos.SideToMove()
	fields := strings.Fields(pos.FEN())
	m.castling = strings.Trim(fields[2], "-")
	if fields[3] != "-" {
		m.ep = fields[3]
	}
}

// place puts a piece on a square (replacing what stood there).
func (m *editorModel) place(s rules.Square, pc rules.Piece) { m.pieces[s] = pc }

// placeCatapult puts a Catapult of c on the square; a side has two at most, so a third is
// refused with the reason.
func (m *editorModel) placeCatapult(s rules.Square, c rules.Color, moved bool) error {
	n := 0
	for sq, k := range m.catapults {
		if k.owner == c && sq != s {
			n++
		}
	}
	if n >= 2 {
		if c == rules.Black {
			return errors.New(lang.L("Black already has two Catapults"))
		}
		return errors.New(lang.L("White already has two Catapults"))
	}
	m.catapults[s] = catapultMark{owner: c, moved: moved}
	return nil
}

// remove takes the piece off the square, or the Catapult when no piece stands there.
func (m *editorModel) remove(s rules.Square) {
	if _, ok := m.pieces[s]; ok {
		delete(m.pieces, s)
		return
	}
	delete(m.catapults, s)
}

// move carries what stands on one square (a piece, else a Catapult) to another; to
// NoSquare takes it off the board.
func (m *editorModel) move(from, to rules.Square) {
	if pc, ok := m.pieces[from]; ok {
		delete(m.pieces, from)
		if to != rules.NoSquare {
			m.pieces[to] = pc
		}
		return
	}
	if k, ok := m.catapults[from]; ok {
		delete(m.catapults, from)
		if to != rules.NoSquare {
			m.catapults[to] = k
		}
	}
}

// fen writes the position (the technical form the rules read).
func (m *editorModel) fen() string {
	var b strings.Builder
	b.WriteString(rules.WritePlacement(m.v, func(s rules.Square) rules.Piece { return m.pieces[s] }))
	side := "w"
	if m.side == rules.Black {
		side = "b"
	}
	castling, ep := m.castling, m.ep
	if castling == "" {
		castling = "-"
	}
	if ep == "" {
		ep = "-"
	}
	fmt.Fprintf(&b, " %s %s %s 0 1", side, castling, ep)
	if m.v.HasCatapults() {
		var cats []string
		for s, k := range m.catapults {
			letter := "C"
			if k.owner == rules.Black {
				letter = "c"
			}
			item := letter + s.String()
			if k.moved {
				item += "*"
			}
			cats = append(cats, item)
		}
		sort.Slice(cats, func(i, j int) bool {
			// White first, then by square in a1, b1, … order.
			if (cats[i][0] == 'C') != (cats[j][0] == 'C') {
				return cats[i][0] == 'C'
			}
			return squareOrder(cats[i][1:3]) < squareOrder(cats[j][1:3])
		})
		if len(cats) == 0 {
			b.WriteString(" -")
		} else {
			b.WriteString(" " + strings.Join(cats, ","))
		}
	}
	return b.String()
}

func squareOrder(name string) int { return int(name[1])*16 + int(name[0]) }

// board is the position to show, valid or not.
func (m *editorModel) board() *rules.Position {
	p, err := rules.ParseBoard(m.v, m.fen())
	if err != nil {
		return nil
	}
	return p
}

// validate asks the rules whether the position can be played; the error says why not, in
// the rules' words without the technical prefix.
func (m *editorModel) validate() (*rules.Position, error) {
	p, err := rules.ParseFEN(m.v, m.fen())
	if err != nil {
		return nil, errors.New(words.PositionProblem(err))
	}
	return p, nil
}

package widgets

import (
	"weak"

	"siegeworks/assets"
	"siegeworks/i18n"
)

// Look is how every board is drawn: its colour scheme, its piece set and whether the
// coordinates show; and whether the move lists draw the pieces of their moves as pictures.
// Like Fyne's theme it belongs to the whole application: the app sets it with SetLook, and
// every board, move list and piece picture the package hands out follows it.
// (A look per board would leave the pictures outside boards — the promotion picker, the
// editor's palette — to be told separately, and every board to be found by the app.)
type Look struct {
	Scheme      string // one of SchemeChoices' identifiers
	Pieces      string // one of PieceSetChoices' identifiers
	Coordinates bool
	// Figurines: the move lists draw each piece letter of a move as a small picture of the
	// piece in the piece set (figurine notation), which players of every language read.
	Figurines bool
}

// DefaultLook is the board as it first appears: wood, Siegeworks' pieces, coordinates shown;
// the move lists write the pieces' letters.
var DefaultLook = Look{Scheme: SchemeWood, Pieces: string(assets.Siegeworks), Coordinates: true}

// look is the look every board is drawn with now.
var look = DefaultLook

// CurrentLook is the look the boards are drawn with.
func CurrentLook() Look { return look }

// SetLook draws every board and move list with another look, at once: those on screen are
// redrawn, the others take it when they are next drawn. An unknown scheme or piece set is
// replaced by the default's. Like every widget call it runs on the Fyne goroutine.
func SetLook(l Look) {
	l = l.Valid()
	if l == look {
		return
	}
	was := look
	look = l
	marks = l.scheme().marks()
	boards.each(func(b *Board) {
		if b.renderer != nil { // drawn now
			b.Refresh()
		}
	})
	if l.Figurines || was.Figurines { // a move list draws pieces: they follow
		moveLists.each(func(l *MoveList) { l.list.Refresh() })
	}
}

// Valid is the look with an unknown scheme or piece set (a setting from another version)
// replaced by the default's.
func (l Look) Valid() Look {
	if _, ok := schemeByID(l.Scheme); !ok {
		l.Scheme = DefaultLook.Scheme
	}
	if !assets.PieceSet(l.Pieces).Known() {
		l.Pieces = DefaultLook.Pieces
	}
	return l
}

func (l Look) scheme() scheme {
	s, ok := schemeByID(l.Scheme)
	if !ok {
		s = schemes[0]
	}
	return s
}

func (l Look) pieceSet() assets.PieceSet {
	if ps := assets.PieceSet(l.Pieces); ps.Known() {
		return ps
	}
	return assets.Siegeworks
}

// LookChoice is one choice for a look: the identifier the settings keep and the name
// players see, in the current language.
type LookChoice struct{ ID, Name string }

// SchemeChoices are the board colour schemes, the default first.
func SchemeChoices() []LookChoice {
	out := make([]LookChoice, len(schemes))
	for i, s := range schemes {
		out[i] = LookChoice{s.id, i18n.L(s.name)} // the names in schemes
	}
	return out
}

// PieceSetChoices are the piece sets, the default first.
func PieceSetChoices() []LookChoice {
	var out []LookChoice
	for _, ps := range assets.PieceSets() {
		out = append(out, LookChoice{string(ps), i18n.L(ps.Name())}) // the names in assets.setStyles
	}
	return out
}

// liveSet knows every widget of a kind made, without keeping any alive, so that a new look
// reaches those on screen.
type liveSet[T any] struct {
	all   []weak.Pointer[T]
	alive int // how many were alive at the last count
}

var (
	boards    liveSet[Board]
	moveLists liveSet[MoveList]
)

func (s *liveSet[T]) add(w *T) {
	if len(s.all) >= 2*s.alive+64 {
		s.each(func(*T) {}) // forget the widgets that are gone before the list grows
	}
	s.all = append(s.all, weak.Make(w))
}

// each calls f for every widget still alive, and forgets the others.
func (s *liveSet[T]) each(f func(*T)) {
	live := s.all[:0]
	for _, p := range s.all {
		if w := p.Value(); w != nil {
			live = append(live, p)
			f(w)
		}
	}
	clear(s.all[len(live):])
	s.all, s.alive = live, len(live)
}

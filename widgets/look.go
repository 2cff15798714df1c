package widgets

import (
	"weak"

	"siegeworks/assets"
	"siegeworks/i18n"
)

// Look is how every board is drawn: its colour scheme, its piece set and whether the
// coordinates show. Like Fyne's theme it belongs to the whole application: the app sets it
// with SetLook, and every board and every piece picture the package hands out follows it.
// (A look per board would leave the pictures outside boards — the promotion picker, the
// editor's palette — to be told separately, and every board to be found by the app.)
type Look struct {
	Scheme      string // one of SchemeChoices' identifiers
	Pieces      string // one of PieceSetChoices' identifiers
	Coordinates bool
}

// DefaultLook is the board as it first appears: wood, Siegeworks' pieces, coordinates shown.
var DefaultLook = Look{Scheme: SchemeWood, Pieces: string(assets.Siegeworks), Coordinates: true}

// look is the look every board is drawn with now.
var look = DefaultLook

// CurrentLook is the look the boards are drawn with.
func CurrentLook() Look { return look }

// SetLook draws every board with another look, at once: the boards on screen are redrawn,
// the others take it when they are next drawn. An unknown scheme or piece set is replaced
// by the default's. Like every widget call it runs on the Fyne goroutine.
func SetLook(l Look) {
	l = l.Valid()
	if l == look {
		return
	}
	look = l
	marks = l.scheme().marks()
	boards.redraw()
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

// boardSet knows every board made, without keeping any alive, so that a new look reaches
// those on screen.
type boardSet struct {
	all   []weak.Pointer[Board]
	alive int // how many were alive at the last count
}

var boards boardSet

func (s *boardSet) add(b *Board) {
	if len(s.all) >= 2*s.alive+64 {
		s.each(func(*Board) {}) // forget the boards that are gone before the list grows
	}
	s.all = append(s.all, weak.Make(b))
}

// redraw refreshes every board that is drawn now (has a renderer).
func (s *boardSet) redraw() {
	s.each(func(b *Board) {
		if b.renderer != nil {
			b.Refresh()
		}
	})
}

// each calls f for every board still alive, and forgets the others.
func (s *boardSet) each(f func(*Board)) {
	live := s.all[:0]
	for _, p := range s.all {
		if b := p.Value(); b != nil {
			live = append(live, p)
			f(b)
		}
	}
	clear(s.all[len(live):])
	s.all, s.alive = live, len(live)
}

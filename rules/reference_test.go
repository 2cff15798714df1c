package rules

// A slow, deliberately naive move generator written straight from the text of
// docs/RULES.md §0, §2, §3 and §4, used to check the fast generator. It shares
// nothing with the fast code but the Kind and Color constants: squares are
// (file, rank) pairs, the board is a plain array copied for every move,
// candidate moves are found by trying every (from, to) pair and asking the
// rule text whether that piece may go there, and "attacked" is decided
// literally: the attacker's pseudo-legal moves are played out and we look
// whether the piece on the square is gone afterwards.

import (
	"flag"
	"fmt"
	"sort"
	"strings"
	"testing"
)

var variantsLong = flag.Bool("variants.long", false, "run the long variant soaks, reference comparisons and deep perfts")

// xrSq is a square as (file, rank): file 0 = z, 1..8 = a..h, 9 = i; rank 0..7.
type xrSq struct{ f, r int }

func (s xrSq) add(df, dr int) xrSq { return xrSq{s.f + df, s.r + dr} }
func (s xrSq) name() string        { return string([]byte{"zabcdefghi"[s.f], byte('1' + s.r)}) }

type xrPiece struct {
	kind    Kind
	color   Color
	unmoved bool
	mark    bool // the piece whose capture an attack test looks for
}

type xrCat struct {
	color Color
	sq    xrSq
	moved bool
}

type xrPos struct {
	gust, turrets, cannons, catapults, extended bool
	promos                                      []Kind
	board                                       [10][8]xrPiece
	side                                        Color
	hasEP                                       bool
	ep                                          xrSq
	cats                                        []xrCat
	half, full                                  int
}

func (p *xrPos) exists(s xrSq) bool {
	if s.r < 0 || s.r > 7 || s.f < 0 || s.f > 9 {
		return false
	}
	if s.f >= 1 && s.f <= 8 {
		return true
	}
	return p.gust && (s.r == 0 || s.r == 7)
}

func (p *xrPos) at(s xrSq) xrPiece      { return p.board[s.f][s.r] }
func (p *xrPos) set(s xrSq, pc xrPiece) { p.board[s.f][s.r] = pc }
func (p *xrPos) empty(s xrSq) bool      { return p.board[s.f][s.r].kind == NoKind }
func (p *xrPos) clear(s xrSq)           { p.board[s.f][s.r] = xrPiece{} }

var xrSquareLists [2][]xrSq

func init() {
	for i, gust := range []bool{false, true} {
		p := &xrPos{gust: gust}
		for r := 0; r < 8; r++ {
			for f := 0; f < 10; f++ {
				if s := (xrSq{f, r}); p.exists(s) {
					xrSquareLists[i] = append(xrSquareLists[i], s)
				}
			}
		}
	}
}

// squares lists the board's squares, rank 1 first.
func (p *xrPos) squares() []xrSq {
	if p.gust {
		return xrSquareLists[1]
	}
	return xrSquareLists[0]
}

func (p *xrPos) clone() *xrPos {
	q := *p
	q.cats = append([]xrCat(nil), p.cats...)
	return &q
}

// catOf returns the index of the Catapult on s, or -1.
func (p *xrPos) catOf(s xrSq) int {
	for i, c := range p.cats {
		if c.sq == s {
			return i
		}
	}
	return -1
}

func (p *xrPos) catsOf(c Color) (out []xrSq) {
	for _, k := range p.cats {
		if k.color == c {
			out = append(out, k.sq)
		}
	}
	return out
}

// xrFromPosition copies a fast position into the reference form (through
// the public accessors only).
func xrFromPosition(p *Position) *xrPos {
	v := p.Variant()
	q := &xrPos{
		gust: v.Geometry().MinFile() == FileZ, turrets: v.HasTurrets(), cannons: v.HasCannons(),
		catapults: v.HasCatapults(), extended: v.HasTurrets(), promos: v.Promotions(),
		side: p.SideToMove(), half: p.HalfmoveClock(), full: p.FullmoveNumber(),
	}
	for _, s := range v.Geometry().Squares() {
		if pc := p.At(s); pc != NoPiece {
			q.board[s.File()][s.Rank()] = xrPiece{kind: pc.Kind(), color: pc.Color(), unmoved: pc.Unmoved()}
		}
	}
	if ep := p.EnPassantSquare(); ep != NoSquare {
		q.hasEP, q.ep = true, xrSq{ep.File(), ep.Rank()}
	}
	for c := White; c <= Black; c++ {
		for _, k := range p.Catapults(c) {
			if k.Square != NoSquare {
				q.cats = append(q.cats, xrCat{c, xrSq{k.Square.File(), k.Square.Rank()}, k.Moved})
			}
		}
	}
	return q
}

type xrKind int

const (
	xrNormal xrKind = iota
	xrDouble
	xrEP
	xrCastle
	xrTurret
	xrShot
	xrTeleport
	xrCatStep
)

type xrMove struct {
	kind     xrKind
	from, to xrSq
	promo    Kind
}

func (m xrMove) name() string {
	s := m.from.name() + m.to.name()
	if m.promo != NoKind {
		s += strings.ToLower(string(m.promo.Letter()))
	}
	return s
}

func xrSgn(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func xrAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// line reports whether from and to lie on one queen line and every square
// strictly between them exists and is empty; it returns the unit step.
func (p *xrPos) line(from, to xrSq) (df, dr int, ok bool) {
	dx, dy := to.f-from.f, to.r-from.r
	if (dx == 0 && dy == 0) || (dx != 0 && dy != 0 && xrAbs(dx) != xrAbs(dy)) {
		return 0, 0, false
	}
	df, dr = xrSgn(dx), xrSgn(dy)
	for s := from.add(df, dr); s != to; s = s.add(df, dr) {
		if !p.exists(s) || !p.empty(s) {
			return df, dr, false
		}
	}
	return df, dr, true
}

// sling is the literal docs/RULES.md §2.3 rule for a Turret moving from s to d.
func (p *xrPos) sling(s, d xrSq, mover Color) (b, l xrSq, ok bool) {
	df, dr := xrSgn(d.f-s.f), xrSgn(d.r-s.r)
	b, l = s.add(-df, -dr), d.add(df, dr)
	if !p.exists(b) || p.empty(b) || !p.exists(l) {
		return b, l, false
	}
	if t := p.at(l); t.kind != NoKind && t.color == mover {
		return b, l, false
	}
	ammo := p.at(b)
	firstRank := 0
	if ammo.color == Black {
		firstRank = 7
	}
	if ammo.kind == Pawn && l.r == firstRank {
		return b, l, false
	}
	return b, l, true
}

// pseudo lists the moves of side c by the movement rules, ignoring king
// safety; castling is added only when withCastling is set.
func (p *xrPos) pseudo(c Color, withCastling bool) []xrMove {
	var out []xrMove
	sqs := p.squares()
	lastRank, secondRank, dir := 7, 1, 1
	if c == Black {
		lastRank, secondRank, dir = 0, 6, -1
	}
	enemyOrEmpty := func(s xrSq) bool { t := p.at(s); return t.kind == NoKind || t.color != c }
	enemy := func(s xrSq) bool { t := p.at(s); return t.kind != NoKind && t.color != c }
	addPawn := func(kind xrKind, from, to xrSq) {
		if to.r == lastRank {
			for _, k := range p.promos {
				out = append(out, xrMove{kind, from, to, k})
			}
			return
		}
		out = append(out, xrMove{kind, from, to, NoKind})
	}
	own := p.catsOf(c)
	for _, from := range sqs {
		pc := p.at(from)
		if (pc.kind == NoKind || pc.color != c) && p.catOf(from) < 0 {
			continue // nothing of ours can start here
		}
		for _, to := range sqs {
			if to == from {
				continue
			}
			dx, dy := to.f-from.f, to.r-from.r
			ax, ay := xrAbs(dx), xrAbs(dy)
			if pc.kind != NoKind && pc.color == c {
				switch pc.kind {
				case Knight:
					if ((ax == 1 && ay == 2) || (ax == 2 && ay == 1)) && enemyOrEmpty(to) {
						out = append(out, xrMove{xrNormal, from, to, NoKind})
					}
				case King:
					if ax <= 1 && ay <= 1 && enemyOrEmpty(to) {
						out = append(out, xrMove{xrNormal, from, to, NoKind})
					}
				case Bishop, Rook, Queen:
					df, dr, ok := p.line(from, to)
					diag := df != 0 && dr != 0
					if ok && enemyOrEmpty(to) && (pc.kind == Queen || (pc.kind == Bishop) == diag) {
						out = append(out, xrMove{xrNormal, from, to, NoKind})
					}
				case Kwagga:
					for _, l := range [][2]int{{1, 3}, {3, 1}, {-1, 3}, {-3, 1}, {1, -3}, {3, -1}, {-1, -3}, {-3, -1}} {
						if dx*l[1] != dy*l[0] || xrSgn(dx) != xrSgn(l[0]) || xrSgn(dy) != xrSgn(l[1]) || dx%l[0] != 0 {
							continue
						}
						k := dx / l[0]
						ok := true
						for j := 1; j < k; j++ {
							s := from.add(j*l[0], j*l[1])
							if !p.exists(s) || !p.empty(s) {
								ok = false
							}
						}
						if ok && ((k == 1 && enemyOrEmpty(to)) || (k > 1 && p.empty(to))) {
							out = append(out, xrMove{xrNormal, from, to, NoKind})
						}
					}
				case Turret:
					if _, _, ok := p.line(from, to); ok && p.empty(to) {
						out = append(out, xrMove{xrTurret, from, to, NoKind})
					}
				case Pawn:
					switch {
					case dx == 0 && dy == dir && p.empty(to):
						addPawn(xrNormal, from, to)
					case dx == 0 && dy == 2*dir && from.r == secondRank && p.empty(to) && p.empty(from.add(0, dir)):
						out = append(out, xrMove{xrDouble, from, to, NoKind})
					case ax == 1 && dy == dir && enemy(to):
						addPawn(xrNormal, from, to)
					case ax == 1 && dy == dir && p.hasEP && to == p.ep && c == p.side && p.empty(to):
						out = append(out, xrMove{xrEP, from, to, NoKind})
					}
					if p.cannons && dx == 0 && xrSgn(dy) == dir && enemy(to) {
						// §3: the first occupied square is our screen; beyond it
						// only empty squares and enemy non-pawns until the target.
						screen := false
						ok := true
						for s := from.add(0, dir); s != to; s = s.add(0, dir) {
							t := p.at(s)
							if t.kind == NoKind {
								continue
							}
							if !screen {
								if t.color != c {
									ok = false
								}
								screen = true
								continue
							}
							if t.color == c || t.kind == Pawn {
								ok = false
							}
						}
						if ok && screen {
							out = append(out, xrMove{xrShot, from, to, NoKind})
						}
					}
				}
			}
			if p.catapults {
				// §4.2: an unoccupied own Catapult steps (or first leaps
				// within 5x5) to a square with no piece and no Catapult.
				if i := p.catOf(from); i >= 0 && p.cats[i].color == c && p.empty(from) && p.empty(to) && p.catOf(to) < 0 {
					reach := 2
					if p.cats[i].moved {
						reach = 1
					}
					if ax <= reach && ay <= reach {
						out = append(out, xrMove{xrCatStep, from, to, NoKind})
					}
				}
				// §4.3: teleport between the side's two Catapults.
				if len(own) == 2 && pc.kind != NoKind && pc.color == c && pc.kind != Pawn &&
					((own[0] == from && own[1] == to) || (own[1] == from && own[0] == to)) && enemyOrEmpty(to) {
					out = append(out, xrMove{xrTeleport, from, to, NoKind})
				}
			}
		}
	}
	if withCastling {
		out = append(out, p.castlings(c)...)
	}
	return out
}

// castlings: §0, §2.4 and §4.4.
func (p *xrPos) castlings(c Color) []xrMove {
	var out []xrMove
	home := 0
	if c == Black {
		home = 7
	}
	ks := xrSq{5, home}
	k := p.at(ks)
	if k.kind != King || k.color != c || !k.unmoved {
		return nil
	}
	them := c.Other()
	for _, rookFile := range []int{8, 1} {
		rs := xrSq{rookFile, home}
		r := p.at(rs)
		if r.kind != Rook || r.color != c || !r.unmoved {
			continue
		}
		ok := true
		for f := min(rookFile, 5) + 1; f < max(rookFile, 5); f++ {
			s := xrSq{f, home}
			if !p.empty(s) {
				ok = false
			}
			if i := p.catOf(s); i >= 0 && p.cats[i].color == them {
				if enemyCats := p.catsOf(them); len(enemyCats) == 2 {
					other := enemyCats[0]
					if other == s {
						other = enemyCats[1]
					}
					if t := p.at(other); t.kind != NoKind && t.color == them && t.kind != Pawn {
						ok = false
					}
				}
			}
		}
		if !ok || p.attacked(ks, them) {
			continue
		}
		d := xrSgn(rookFile - 5)
		targets := []int{5 + 2*d}
		if p.extended {
			targets = append(targets, 5+3*d)
		}
		for _, tf := range targets {
			safe := true
			for f := 5 + d; f != tf+d; f += d {
				if p.attacked(xrSq{f, home}, them) {
					safe = false
				}
			}
			if safe {
				out = append(out, xrMove{xrCastle, ks, xrSq{tf, home}, NoKind})
			}
		}
	}
	return out
}

// attacked: §0 — side `by` has a move, ignoring whose turn it is and its own
// king's safety, that would capture a piece standing on s. An empty square
// gets a stand-in piece of the other side.
func (p *xrPos) attacked(s xrSq, by Color) bool {
	q := p.clone()
	q.side = by
	q.hasEP = false
	pc := q.at(s)
	if pc.kind == NoKind {
		pc = xrPiece{kind: Knight, color: by.Other()}
	}
	if pc.color == by {
		return false
	}
	pc.mark = true
	q.set(s, pc)
	for _, m := range q.pseudo(by, false) {
		if m.kind == xrCatStep {
			continue
		}
		r := q.apply(m)
		found := false
		for _, t := range r.squares() {
			if r.at(t).mark {
				found = true
			}
		}
		if !found {
			return true
		}
	}
	return false
}

// apply plays a move literally and returns the new position.
func (p *xrPos) apply(m xrMove) *xrPos {
	q := p.clone()
	c := p.side
	q.hasEP = false
	mover := q.at(m.from)
	capture, pawnMove := false, false
	moveTo := func(from, to xrSq, pc xrPiece) {
		if !q.empty(to) {
			capture = true
		}
		q.clear(from)
		q.set(to, pc)
	}
	switch m.kind {
	case xrNormal, xrDouble, xrEP, xrTeleport:
		pawnMove = mover.kind == Pawn
		mover.unmoved = false
		if m.promo != NoKind {
			mover = xrPiece{kind: m.promo, color: mover.color}
		}
		moveTo(m.from, m.to, mover)
		if m.kind == xrDouble {
			q.hasEP, q.ep = true, xrSq{m.from.f, (m.from.r + m.to.r) / 2}
		}
		if m.kind == xrEP {
			q.clear(xrSq{m.to.f, m.from.r})
			capture = true
		}
	case xrCastle:
		d := xrSgn(m.to.f - m.from.f)
		rookFrom, rookTo := xrSq{8, m.from.r}, xrSq{6, m.from.r}
		if d < 0 {
			rookFrom, rookTo = xrSq{1, m.from.r}, xrSq{4, m.from.r}
		}
		rook := q.at(rookFrom)
		q.clear(rookFrom)
		q.clear(m.from)
		mover.unmoved, rook.unmoved = false, false
		q.set(rookTo, rook)
		q.set(m.to, mover)
	case xrTurret:
		b, l, ok := p.sling(m.from, m.to, c)
		moveTo(m.from, m.to, mover)
		if ok {
			ammo := q.at(b)
			last := 7
			if ammo.color == Black {
				last = 0
			}
			if ammo.kind == Pawn && l.r == last {
				ammo = xrPiece{kind: Queen, color: ammo.color, mark: ammo.mark}
			}
			moveTo(b, l, ammo)
		}
	case xrShot:
		q.clear(m.from)
		q.clear(m.to)
		capture, pawnMove = true, true
	case xrCatStep:
		i := q.catOf(m.from)
		q.cats[i].sq, q.cats[i].moved = m.to, true
	}
	// §4.5: both Catapults of a side with enemy pieces on them are removed.
	for _, side := range []Color{White, Black} {
		own := q.catsOf(side)
		if len(own) != 2 {
			continue
		}
		a, b := q.at(own[0]), q.at(own[1])
		if a.kind != NoKind && b.kind != NoKind && a.color != side && b.color != side {
			var keep []xrCat
			for _, k := range q.cats {
				if k.color != side {
					keep = append(keep, k)
				}
			}
			q.cats = keep
			capture = true
		}
	}
	if capture || pawnMove {
		q.half = 0
	} else {
		q.half++
	}
	if c == Black {
		q.full++
	}
	q.side = c.Other()
	return q
}

func (p *xrPos) kingOf(c Color) (xrSq, bool) {
	for _, s := range p.squares() {
		if t := p.at(s); t.kind == King && t.color == c {
			return s, true
		}
	}
	return xrSq{}, false
}

// legal returns the legal moves by coordinate name with the position after
// each. It fails the test when two different moves share a name (other than
// the two cases docs/RULES.md §4.3 settles).
func (p *xrPos) legal(t testing.TB) map[string]*xrPos {
	out := map[string]*xrPos{}
	kinds := map[string]xrKind{}
	c := p.side
	for _, m := range p.pseudo(c, true) {
		r := p.apply(m)
		ks, ok := r.kingOf(c)
		if !ok || r.attacked(ks, c.Other()) {
			continue
		}
		n := m.name()
		if prev, dup := out[n]; dup {
			switch {
			case kinds[n] == xrCastle && m.kind == xrTeleport:
				continue // castling wins the name (§4.3 [decided])
			case kinds[n] == xrTeleport && m.kind == xrCastle:
			case (kinds[n] == xrTeleport) != (m.kind == xrTeleport):
				// the same piece reaching the other Catapult by an ordinary
				// move and by teleport: one move, so both must agree.
				if !prev.equal(r) {
					t.Errorf("%s: teleport and ordinary move %s differ", p.fen(), n)
				}
				continue
			default:
				t.Errorf("%s: two different moves named %s", p.fen(), n)
			}
		}
		out[n] = r
		kinds[n] = m.kind
	}
	return out
}

// normalized clears unmoved flags that can never be used: a king's while no
// rook of its colour is unmoved, a rook's while its king has moved (the fast
// core keeps flags in this form so that equal castling rights hash equally).
func (p *xrPos) normalized() *xrPos {
	q := p.clone()
	for _, c := range []Color{White, Black} {
		kingU, rookU := false, false
		for _, s := range q.squares() {
			t := q.at(s)
			if t.color == c && t.unmoved && t.kind == King {
				kingU = true
			}
			if t.color == c && t.unmoved && t.kind == Rook {
				rookU = true
			}
		}
		for _, s := range q.squares() {
			t := q.at(s)
			if t.color == c && (t.kind == King || t.kind == Rook) {
				t.unmoved = t.unmoved && kingU && rookU
				q.set(s, t)
			}
			if t.kind != King && t.kind != Rook {
				t.unmoved = false
				q.set(s, t)
			}
		}
	}
	return q
}

func (p *xrPos) equal(q *xrPos) bool { return p.diff(q) == "" }

// diff describes how two positions differ ("" when they do not).
func (p *xrPos) diff(q *xrPos) string {
	var d []string
	for _, s := range p.squares() {
		a, b := p.at(s), q.at(s)
		a.mark, b.mark = false, false
		if a != b {
			d = append(d, fmt.Sprintf("%s: %v/%v", s.name(), a, b))
		}
	}
	if p.side != q.side {
		d = append(d, "side")
	}
	if p.hasEP != q.hasEP || (p.hasEP && p.ep != q.ep) {
		d = append(d, fmt.Sprintf("ep %v %s / %v %s", p.hasEP, p.ep.name(), q.hasEP, q.ep.name()))
	}
	if p.half != q.half || p.full != q.full {
		d = append(d, fmt.Sprintf("clocks %d %d / %d %d", p.half, p.full, q.half, q.full))
	}
	if a, b := p.catString(), q.catString(); a != b {
		d = append(d, "catapults "+a+" / "+b)
	}
	return strings.Join(d, "; ")
}

func (p *xrPos) catString() string {
	var items []string
	for _, k := range p.cats {
		items = append(items, fmt.Sprintf("%v%s%v", k.color, k.sq.name(), k.moved))
	}
	sort.Strings(items)
	return strings.Join(items, ",")
}

// fen writes the position independently of the fast FEN writer (castling
// field from the flags on the home squares, Catapults in any order).
func (p *xrPos) fen() string {
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 10; f++ {
			s := xrSq{f, r}
			if !p.exists(s) {
				continue
			}
			t := p.at(s)
			if t.kind == NoKind {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&sb, empty)
				empty = 0
			}
			l := t.kind.Letter()
			if t.color == Black {
				l += 'a' - 'A'
			}
			sb.WriteByte(l)
		}
		if empty > 0 {
			fmt.Fprint(&sb, empty)
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	sb.WriteString([]string{" w ", " b "}[p.side])
	cast := ""
	for i, c := range []Color{White, Black} {
		home := []int{0, 7}[i]
		k := p.at(xrSq{5, home})
		if k.kind != King || k.color != c || !k.unmoved {
			continue
		}
		for j, f := range []int{8, 1} {
			if r := p.at(xrSq{f, home}); r.kind == Rook && r.color == c && r.unmoved {
				cast += string("KQkq"[2*i+j])
			}
		}
	}
	if cast == "" {
		cast = "-"
	}
	sb.WriteString(cast)
	if p.hasEP {
		sb.WriteString(" " + p.ep.name())
	} else {
		sb.WriteString(" -")
	}
	fmt.Fprintf(&sb, " %d %d", p.half, p.full)
	if p.catapults {
		var items []string
		for _, k := range p.cats {
			l := "C"
			if k.color == Black {
				l = "c"
			}
			l += k.sq.name()
			if k.moved {
				l += "*"
			}
			items = append(items, l)
		}
		if len(items) == 0 {
			items = []string{"-"}
		}
		sb.WriteString(" " + strings.Join(items, ","))
	}
	return sb.String()
}

// xrCompare checks the fast generator against the reference in
// one position: the same legal moves by name, the same position after each
// (board with unmoved flags, Catapults, side, en passant, clocks), and the
// same answer to "in check?". It returns the number of moves compared.
func xrCompare(t *testing.T, p *Position) int {
	t.Helper()
	ref := xrFromPosition(p)
	want := ref.legal(t)
	var ml MoveList
	p.GenerateLegal(&ml)
	got := map[string]Move{}
	for _, m := range ml.Slice() {
		if _, dup := got[m.String()]; dup {
			t.Errorf("%s: fast generator lists %s twice", p.FEN(), m)
		}
		got[m.String()] = m
	}
	var missing, extra []string
	for n := range want {
		if _, ok := got[n]; !ok {
			missing = append(missing, n)
		}
	}
	for n := range got {
		if _, ok := want[n]; !ok {
			extra = append(extra, n)
		}
	}
	if len(missing)+len(extra) > 0 {
		sort.Strings(missing)
		sort.Strings(extra)
		t.Errorf("%s %s: fast generator misses %v, has extra %v", p.Variant().ID, p.FEN(), missing, extra)
		return 0
	}
	if ks, ok := ref.kingOf(ref.side); ok {
		if rc := ref.attacked(ks, ref.side.Other()); rc != p.InCheck() {
			t.Errorf("%s %s: InCheck %v, reference %v", p.Variant().ID, p.FEN(), p.InCheck(), rc)
		}
	}
	for n, m := range got {
		before := p.FEN()
		p.MakeMove(m)
		if d := want[n].normalized().diff(xrFromPosition(p)); d != "" {
			t.Errorf("%s %s: after %s the positions differ (reference/fast): %s", p.Variant().ID, before, n, d)
		}
		p.UnmakeMove()
	}
	return len(got)
}

// xrVariants are the variants the reference generator covers.
var xrVariants = []*Variant{TurretChess, TurretKwagga, Gunnery, CatapultChess}

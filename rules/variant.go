package rules

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Variant is one rule set of docs/RULES.md. Every variant shares the position,
// move, make/unmake and notation code; the fields below switch on the
// variant's extra rules, so adding a variant adds code paths, not engines.
type Variant struct {
	ID       string
	Name     string
	StartFEN string

	geometry *Geometry
	// promotions lists the kinds a pawn may promote to by its own move.
	promotions []Kind
	// pieces lists the kinds a position of the variant may hold.
	pieces []Kind

	turrets          bool // Turret Chess: Turret pieces, slings, extended castling
	cannons          bool // Gunnery Chess: pawn shots
	catapults        bool // Chess++: the Catapult floor layer and teleports
	turnover         bool // Turnover: ring stacks instead of chess pieces
	extendedCastling bool

	// edition names the year of the rules when a game has more than one
	// rule set ("2019", "2025"), and family the variant that stands for the
	// game in lists of games (nil: the variant itself).
	edition string
	family  *Variant
	// castle2025: Turnover's 2025 rules (docs/RULES.md §6): every Castle
	// steps, takes and turns over on every side and may dismount two squares
	// forward; a player with no legal move loses (siege).
	castle2025 bool
}

// Geometry is the board the variant is played on.
func (v *Variant) Geometry() *Geometry { return v.geometry }

// Promotions lists the kinds a pawn may become by its own move.
func (v *Variant) Promotions() []Kind { return v.promotions }

// IsTurnover reports whether pieces are Turnover ring stacks.
func (v *Variant) IsTurnover() bool { return v.turnover }

// HasCatapults reports whether the Chess++ Catapult layer exists.
func (v *Variant) HasCatapults() bool { return v.catapults }

// HasTurrets reports whether Turrets and their slings are in play.
func (v *Variant) HasTurrets() bool { return v.turrets }

// HasCannons reports whether pawns shoot (Gunnery Chess).
func (v *Variant) HasCannons() bool { return v.cannons }

// Edition is the year of the rule set when the game has more than one
// ("2019" or "2025" for Turnover), else "".
func (v *Variant) Edition() string { return v.edition }

// Family is the variant that stands for this one's game in lists of games:
// Turnover for both of its editions, the variant itself otherwise.
func (v *Variant) Family() *Variant {
	if v.family != nil {
		return v.family
	}
	return v
}

// Editions lists the rule sets of the game v stands for, oldest first, or
// nil when it has only one.
func (v *Variant) Editions() []*Variant {
	var out []*Variant
	for _, w := range Variants {
		if w.edition != "" && w.Family() == v.Family() {
			out = append(out, w)
		}
	}
	return out
}

// NoMoveLoses reports whether a player to move with no legal move loses
// whether in check or not (Turnover 2025's siege, docs/RULES.md §6.3): such
// a variant has no stalemate.
func (v *Variant) NoMoveLoses() bool { return v.castle2025 }

func (v *Variant) String() string { return v.ID }

var (
	Chess = &Variant{
		ID: "chess", Name: "Chess",
		StartFEN:   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		geometry:   standardBoard,
		promotions: []Kind{Queen, Rook, Bishop, Knight},
		pieces:     orthodoxPieces,
	}
	TurretChess = &Variant{
		ID: "turret", Name: "Turret Chess",
		StartFEN:   "trnbqkbnrt/pppppppp/8/8/8/8/PPPPPPPP/TRNBQKBNRT w KQkq - 0 1",
		geometry:   gustavianBoard,
		promotions: []Kind{Queen, Rook, Bishop, Knight, Turret},
		pieces:     []Kind{Pawn, Knight, Bishop, Rook, Queen, King, Turret},
		turrets:    true, extendedCastling: true,
	}
	TurretKwagga = &Variant{
		ID: "turret-kwagga", Name: "Turret Chess with Kwaggas",
		StartFEN:   "trgbqkbgrt/pppppppp/8/8/8/8/PPPPPPPP/TRGBQKBGRT w KQkq - 0 1",
		geometry:   gustavianBoard,
		promotions: []Kind{Queen, Rook, Bishop, Kwagga, Turret},
		pieces:     []Kind{Pawn, Kwagga, Bishop, Rook, Queen, King, Turret},
		turrets:    true, extendedCastling: true,
	}
	Gunnery = &Variant{
		ID: "gunnery", Name: "Gunnery Chess",
		StartFEN:   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		geometry:   standardBoard,
		promotions: []Kind{Queen, Rook, Bishop, Knight},
		pieces:     orthodoxPieces,
		cannons:    true,
	}
	CatapultChess = &Variant{
		ID: "catapult", Name: "Chess++ (Catapults)",
		StartFEN:   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 Cb1,Cf1,cb8,cf8",
		geometry:   standardBoard,
		promotions: []Kind{Queen, Rook, Bishop, Knight},
		pieces:     orthodoxPieces,
		catapults:  true,
	}
	Turnover = &Variant{
		ID: "turnover", Name: "Turnover",
		StartFEN: "k1k1k1k1/1k1k1k1k/8/8/8/8/1K1K1K1K/K1K1K1K1 w - - 0 1",
		geometry: standardBoard,
		pieces:   orthodoxPieces,
		turnover: true,
		edition:  "2019",
	}
	Turnover2025 = &Variant{
		ID: "turnover-2025", Name: "Turnover (2025 rules)",
		StartFEN: "k1k1k1k1/1k1k1k1k/8/8/8/8/1K1K1K1K/K1K1K1K1 w - - 0 1",
		geometry: standardBoard,
		pieces:   orthodoxPieces,
		turnover: true, castle2025: true,
		edition: "2025", family: Turnover,
	}
)

var orthodoxPieces = []Kind{Pawn, Knight, Bishop, Rook, Queen, King}

// Variants lists every rule set in menu order; a game with editions
// (Turnover) has one entry per edition, and Games lists each game once.
var Variants = []*Variant{Chess, TurretChess, TurretKwagga, Gunnery, CatapultChess, Turnover, Turnover2025}

// Games lists each game once, in menu order: the variants that are their own
// Family. A game with editions is listed by its first (Turnover by its 2019
// rules); Editions gives the others.
func Games() []*Variant {
	var out []*Variant
	for _, v := range Variants {
		if v.Family() == v {
			out = append(out, v)
		}
	}
	return out
}

// VariantByID finds a variant by its identifier from docs/RULES.md.
func VariantByID(id string) (*Variant, error) {
	for _, v := range Variants {
		if v.ID == id {
			return v, nil
		}
	}
	ids := make([]string, len(Variants))
	for i, v := range Variants {
		ids[i] = v.ID
	}
	sort.Strings(ids)
	return nil, fmt.Errorf("unknown variant %q (known: %s)", id, strings.Join(ids, ", "))
}

// Kinds lists the kinds a position of the variant may hold (Turnover: its six stacks, by
// the chess kinds they reuse).
func (v *Variant) Kinds() []Kind { return slices.Clone(v.pieces) }

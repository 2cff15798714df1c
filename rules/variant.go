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
	}
)

var orthodoxPieces = []Kind{Pawn, Knight, Bishop, Rook, Queen, King}

// Variants lists every variant in menu order.
var Variants = []*Variant{Chess, TurretChess, TurretKwagga, Gunnery, CatapultChess, Turnover}

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

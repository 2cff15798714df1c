package study

import (
	"slices"

	"siegeworks/engine"
	"siegeworks/i18n"
	"siegeworks/rules"
)

// worth is what a piece of the kind is worth in the variant: the engine's material values
// (its middlegame ones), in centipawns. Kings are not counted; Turnover's Castles are.
func worth(v *rules.Variant, k rules.Kind) int {
	p := engine.DefaultParamsFor(v)
	if v.IsTurnover() {
		return [...]int{rules.Pawn: p.WallV, rules.Knight: p.FortressV, rules.Bishop: p.FortV,
			rules.Rook: p.TowerV, rules.Queen: p.CitadelV, rules.King: p.CastleV, rules.Turret: 0, rules.Kwagga: 0}[k]
	}
	return [...]int{rules.Pawn: p.PawnMg, rules.Knight: p.KnightMg, rules.Bishop: p.BishopMg,
		rules.Rook: p.RookMg, rules.Queen: p.QueenMg, rules.King: 0, rules.Turret: p.TurretMg,
		rules.Kwagga: p.KwaggaMg}[k]
}

// tally is what a run of moves took from each side and gave it, read off the moves'
// effects: pieces taken, shot or turned over, Catapults captured, pawns promoted.
type tally struct {
	lost      [2][]rules.Kind
	catapults [2]bool
	promoted  [2][]rules.Kind
}

// add counts the move m, about to be made in pos.
func (t *tally) add(pos *rules.Position, m rules.Move) {
	for _, e := range pos.Effects(m) {
		switch e.Kind {
		case rules.EffectCapture, rules.EffectExplode:
			t.lost[e.Piece.Color()] = append(t.lost[e.Piece.Color()], e.Piece.Kind())
		case rules.EffectTurnover:
			victim := pos.At(e.To)
			t.lost[victim.Color()] = append(t.lost[victim.Color()], victim.Kind())
		case rules.EffectPromote:
			t.promoted[e.Piece.Color()] = append(t.promoted[e.Piece.Color()], e.Piece.Kind())
		case rules.EffectCatapultRemoved:
			t.catapults[e.Piece.Color()] = true
		}
	}
}

// empty tells whether the moves took nothing from either side and promoted nothing.
func (t *tally) empty() bool {
	return len(t.lost[0])+len(t.lost[1])+len(t.promoted[0])+len(t.promoted[1]) == 0 &&
		!t.catapults[0] && !t.catapults[1]
}

// net is the tally as the balance of the trade: a piece promoted and then lost counts as
// the pawn it was, and pieces of one kind lost by both sides cancel out.
func (t *tally) net() tally {
	n := tally{catapults: t.catapults}
	for c := range 2 {
		n.lost[c] = slices.Clone(t.lost[c])
		for _, k := range t.promoted[c] {
			if i := slices.Index(n.lost[c], k); i >= 0 {
				n.lost[c][i] = rules.Pawn
			} else {
				n.promoted[c] = append(n.promoted[c], k)
			}
		}
	}
	var keep [2][]rules.Kind
	for _, k := range n.lost[0] {
		if i := slices.Index(n.lost[1], k); i >= 0 {
			n.lost[1] = slices.Delete(n.lost[1], i, i+1)
		} else {
			keep[0] = append(keep[0], k)
		}
	}
	n.lost[0] = keep[0]
	if n.catapults[0] && n.catapults[1] {
		n.catapults = [2]bool{}
	}
	return n
}

// gain is what side c has gained by the trade, in centipawns: what the other side lost
// and c's promotions, less what c lost and the other side's promotions. A pair of
// Catapults counts as a pawn.
func (t *tally) gain(v *rules.Variant, c rules.Color) int {
	side := func(c rules.Color) int {
		sum := 0
		for _, k := range t.lost[c.Other()] {
			sum += worth(v, k)
		}
		for _, k := range t.promoted[c] {
			sum += worth(v, k) - worth(v, rules.Pawn)
		}
		if t.catapults[c.Other()] {
			sum += worth(v, rules.Pawn)
		}
		return sum
	}
	return side(c) - side(c.Other())
}

// won says what side c, named side, has won by the trade (net): "White has won a queen for a
// rook", "White has won both Catapults", "White has a new queen for a pawn", "White has won
// the exchange, a rook for a knight" ("" when it won nothing).
func (t *tally) won(v *rules.Variant, c rules.Color, side string) string {
	n := t.net()
	gained := pieceWords(v, n.lost[c.Other()], false)
	if n.catapults[c.Other()] {
		gained = append(gained, i18n.L("both Catapults"))
	}
	taken := len(gained) > 0
	gained = append(gained, pieceWords(v, n.promoted[c], true)...)
	if len(gained) == 0 {
		return ""
	}
	given := pieceWords(v, n.lost[c], false)
	if n.catapults[c] {
		given = append(given, i18n.L("both its Catapults"))
	}
	if !v.IsTurnover() && slices.Equal(n.lost[c.Other()], []rules.Kind{rules.Rook}) &&
		(slices.Equal(n.lost[c], []rules.Kind{rules.Knight}) || slices.Equal(n.lost[c], []rules.Kind{rules.Bishop})) &&
		len(n.promoted[c]) == 0 && !n.catapults[c.Other()] && !n.catapults[c] {
		return i18n.L("{{.Side}} has won the exchange, {{.Gained}} for {{.Given}}",
			i18n.Args{"Side": side, "Gained": gained[0], "Given": given[0]})
	}
	a := i18n.Args{"Side": side, "Gained": andList(gained), "Given": andList(given)}
	switch {
	case taken && len(given) > 0:
		return i18n.L("{{.Side}} has won {{.Gained}} for {{.Given}}", a)
	case taken:
		return i18n.L("{{.Side}} has won {{.Gained}}", a)
	case len(given) > 0:
		return i18n.L("{{.Side}} has {{.Gained}} for {{.Given}}", a)
	}
	return i18n.L("{{.Side}} has {{.Gained}}", a)
}

// pieceWords names pieces, the most valuable first, each kind once with its count: "a
// queen", "two pawns"; fresh ones, just promoted: "a new Citadel".
func pieceWords(v *rules.Variant, ks []rules.Kind, fresh bool) []string {
	order, count := byWorth(v, ks)
	var out []string
	for _, k := range order {
		out = append(out, pieceCount(v, k, count[k], fresh))
	}
	return out
}

// definiteList names pieces taken, the most valuable first: "the queen", "the rook and
// two pawns".
func definiteList(v *rules.Variant, ks []rules.Kind) string {
	order, count := byWorth(v, ks)
	var out []string
	for _, k := range order {
		out = append(out, theCount(v, k, count[k]))
	}
	return andList(out)
}

// byWorth lists the kinds among ks once each, the most valuable first, with their counts.
func byWorth(v *rules.Variant, ks []rules.Kind) ([]rules.Kind, map[rules.Kind]int) {
	count := map[rules.Kind]int{}
	var order []rules.Kind
	for _, k := range ks {
		if count[k] == 0 {
			order = append(order, k)
		}
		count[k]++
	}
	slices.SortStableFunc(order, func(a, b rules.Kind) int { return worth(v, b) - worth(v, a) })
	return order, count
}

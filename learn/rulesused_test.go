package learn

import (
	"slices"

	"siegeworks/rules"
)

// rulesUsed names the rule topics that the player's move m, about to be played in p, plainly
// uses: the moves and effects that only a variant's own rules allow. (Topics the course does
// not list are left to the caller to ignore: the Kwagga course relies on the Turret course.)
func rulesUsed(p *rules.Position, m rules.Move) []string {
	v := p.Variant()
	mover := p.At(m.From())
	effects := p.Effects(m)
	has := func(kind rules.EffectKind) (rules.Effect, bool) {
		for _, e := range effects {
			if e.Kind == kind {
				return e, true
			}
		}
		return rules.Effect{}, false
	}
	var out []string
	add := func(ids ...string) {
		for _, id := range ids {
			if !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	abs := func(x int) int { return max(x, -x) }
	df, dr := abs(m.To().File()-m.From().File()), abs(m.To().Rank()-m.From().Rank())
	switch {
	case v.IsTurnover():
		us := p.SideToMove()
		target := p.At(m.To())
		if v.NoMoveLoses() { // the 2025 rules: their own Castle moves, and the siege
			add(rulesUsed2025(p, m)...)
		}
		switch {
		case v.NoMoveLoses() && mover.Kind() == rules.King:
			// taught by the 2025 topics above; its take, turnover or combine below
		case m.Kind() == rules.SetMove:
			add("5.4.2")
			if p.Count(us, rules.King) == 1 {
				add("5.4.4")
			}
		case m.Kind() == rules.RingMove:
			switch mover.Kind() {
			case rules.Rook, rules.Bishop:
				add("5.1.3")
			case rules.Pawn:
				add("5.3.1")
				if df != 0 {
					add("5.3.2")
				}
			case rules.Queen:
				add("5.1.2")
				if df == 0 || dr == 0 { // the Fort goes straight: the queen's move
					add("5.1.4")
				}
			case rules.Knight:
				add("5.1.2", "5.1.5")
			case rules.King:
				add("5.1.2", "5.4.1")
				if df != 0 {
					add("5.3.2")
				}
			}
		}
		if m.Kind() == rules.RingMove {
			if p.IsCapture(m) {
				add("5.2.1")
				wallMoves := mover.Kind() == rules.Pawn || mover.Kind() == rules.Knight || mover.Kind() == rules.King
				if (mover.Kind() == rules.Rook && target.Kind() == rules.Pawn) || (wallMoves && target.Kind() == rules.Rook) {
					add("5.2.5")
				}
			}
		}
		if _, ok := has(rules.EffectTurnover); ok {
			add("5.2.2")
		}
		if _, ok := has(rules.EffectCombine); ok {
			add("5.2.3")
		}
		if _, ok := has(rules.EffectPromote); ok {
			add("5.5")
		}
	case v.HasTurrets():
		for _, s := range []rules.Square{m.From(), m.To()} {
			if f := s.File(); f == 0 || f == 9 {
				add("2.1")
			}
		}
		switch m.Kind() {
		case rules.TurretMove:
			add("2.3.1")
			if e, ok := has(rules.EffectSling); ok {
				add("2.3.2", "2.3.3")
				if e.Piece.Kind() == rules.King {
					add("2.3.6")
				}
				if _, ok := has(rules.EffectPromote); ok {
					add("2.3.5")
				}
			}
		case rules.Castling:
			if df == 3 {
				add("2.4")
			}
		}
		if mover.Kind() == rules.Kwagga {
			add("2.6.1")
			if df > 3 || dr > 3 {
				add("2.6.2")
			}
		}
		if k := m.Promotion(); k == rules.Turret || k == rules.Kwagga {
			add("2.5", "2.5.1") // the Kwagga course's topic, the Turret course's
		}
	case v.HasCannons():
		if m.Kind() == rules.CannonShot {
			add("3.1", "3.4")
		}
	case v.HasCatapults():
		switch m.Kind() {
		case rules.Teleport:
			add("4.3.1")
		case rules.CatapultStep:
			add("4.2.1")
			if df > 1 || dr > 1 {
				add("4.2.2")
			}
		}
		if _, ok := has(rules.EffectCatapultRemoved); ok {
			add("4.5")
		}
	default:
		switch m.Kind() {
		case rules.Castling:
			add("1.castling")
		case rules.EnPassant:
			add("1.en-passant")
		default:
			add(map[rules.Kind]string{rules.Pawn: "1.pawn", rules.Knight: "1.knight", rules.Bishop: "1.bishop",
				rules.Rook: "1.rook", rules.Queen: "1.queen", rules.King: "1.king"}[mover.Kind()])
		}
		if p.IsCapture(m) {
			add("1.capture")
		}
		if m.IsPromotion() {
			add("1.promotion")
		}
	}
	return out
}

// rulesUsed2025 names the 2025 rules (§6) a Turnover move uses: a Castle's whole-set step on
// any side, its Wall's turnover on any side, its two-square dismount, a Castle in check
// dismounting or a second Castle moving while the other is in check, and a siege.
func rulesUsed2025(p *rules.Position, m rules.Move) []string {
	var out []string
	us := p.SideToMove()
	if p.At(m.From()).Kind() == rules.King {
		checked := p.CastlesInCheck(us, nil)
		switch {
		case m.Kind() == rules.SetMove:
			out = append(out, "6.2.1")
		case m.To().File() == m.From().File() && max(m.To().Rank()-m.From().Rank(), m.From().Rank()-m.To().Rank()) == 2:
			out = append(out, "6.2.3")
		default:
			out = append(out, "6.2.2")
		}
		inCheck := slices.Contains(checked, m.From())
		if (inCheck && m.Kind() == rules.RingMove) || (!inCheck && len(checked) > 0 && p.Count(us, rules.King) == 2) {
			out = append(out, "6.2.4")
		}
	}
	after := p.Clone()
	after.MakeMove(m)
	if after.Status() == rules.Siege {
		out = append(out, "6.3")
	}
	return out
}

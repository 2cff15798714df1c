package widgets

import "siegeworks/rules"

// SetInteractive lets the user pick up and move pieces (true) or only look (false: while
// the computer thinks, while history is shown, after the game ends). Turning input off drops
// any selection, drag or pending promotion.
func (b *Board) SetInteractive(on bool) {
	if b.interactive == on {
		return
	}
	carry, drag := b.carried()
	b.interactive = on
	if !on {
		b.sel, b.preview, b.promo = nil, nil, nil
		b.abandonDrag()
		b.hover = rules.NoSquare
		b.carry = carry // a premove's pick-up waits for the player's turn
		if drag != nil {
			b.drag = drag
		}
	}
	b.resumeCarry()
	b.Refresh()
}

// Interactive tells whether the board accepts input.
func (b *Board) Interactive() bool { return b.interactive }

// SetShowLegalMoves turns the destination markers and effect previews of a picked-up piece
// on or off (a setting). Moving works the same without them.
func (b *Board) SetShowLegalMoves(on bool) {
	if b.showLegal == on {
		return
	}
	b.showLegal = on
	b.updatePreview()
	b.Refresh()
}

// SetAnimations turns move animations on or off (a setting).
func (b *Board) SetAnimations(on bool) {
	b.animations = on
	if !on && b.anim != nil {
		b.stopAnimation()
		b.Refresh()
	}
}

// ShowMove displays after, the position after m was played in before, marks every square
// the move changed as the last move (from before.Effects(m)) and, when animate is true and
// animations are on, animates the move: the piece slides, a slung piece flies, a shot flashes
// both squares, a teleport fades across, Turnover rings flip colour and captures fade.
// A move that is not legal in before is shown without marks or animation.
func (b *Board) ShowMove(before *rules.Position, m rules.Move, after *rules.Position, animate bool) {
	var effects []rules.Effect
	var prior *rules.Position
	if before != nil && m != rules.NoMove {
		prior = before.Clone()
		for _, legal := range prior.MovesFrom(m.From()) {
			if legal == m {
				effects = prior.Effects(m)
				break
			}
		}
	}
	dropped := m != rules.NoMove && b.dropped == m
	b.dropped = rules.NoMove
	b.setPosition(after)
	b.lastMove = changedSquares(effects)
	b.updateStatic()
	if animate && b.animations && len(effects) > 0 && after != nil {
		b.startMoveAnimation(prior, m, effects, dropped)
	}
	b.Refresh()
}

// LastMove lists the squares marked as the last move.
func (b *Board) LastMove() []rules.Square { return append([]rules.Square(nil), b.lastMove...) }

// SetHint highlights a hint move (its from and to squares, in their own colour);
// rules.NoMove clears it. Showing another position clears it too.
func (b *Board) SetHint(m rules.Move) {
	if b.hint == m {
		return
	}
	b.hint = m
	b.updateStatic()
	b.Refresh()
}

// Hint is the move highlighted as a hint, or rules.NoMove.
func (b *Board) Hint() rules.Move { return b.hint }

// changedSquares lists every square a move's effects change, each once, in effect order.
func changedSquares(effects []rules.Effect) []rules.Square {
	var out []rules.Square
	add := func(s rules.Square) {
		if s == rules.NoSquare {
			return
		}
		for _, x := range out {
			if x == s {
				return
			}
		}
		out = append(out, s)
	}
	for _, e := range effects {
		switch e.Kind {
		case rules.EffectMove, rules.EffectSling, rules.EffectTeleport, rules.EffectCatapultMove,
			rules.EffectLeaveBehind:
			add(e.From)
		}
		add(e.To)
	}
	return out
}

// updateStatic recomputes the marks that belong to the shown position: the last move, every
// king or Turnover Castle in check (of either side, since a Turnover player with several
// Castles may leave one in check) and the hint.
func (b *Board) updateStatic() {
	b.static = map[rules.Square]HighlightKind{}
	for _, s := range b.lastMove {
		b.static[s] |= HighlightLastMove
	}
	b.checks = nil
	if b.work != nil {
		for c := rules.White; c <= rules.Black; c++ {
			if b.ownChecksOnly && c != b.work.SideToMove() {
				continue
			}
			for _, s := range b.work.CastlesInCheck(c, nil) {
				b.static[s] |= HighlightCheck
				b.checks = append(b.checks, b.work.AttacksOn(s, c.Other())...)
			}
		}
	}
	if b.hint != rules.NoMove {
		b.static[b.hint.From()] |= HighlightHint
		b.static[b.hint.To()] |= HighlightHint
	}
	if b.premove != rules.NoMove {
		b.static[b.premove.From()] |= HighlightPremove
		b.static[b.premove.To()] |= HighlightPremove
	}
}

// SetOwnChecksOnly limits the check marks (the red glow and the lines from the attackers)
// to the side to move's king or Castles. A Turnover player with several Castles may leave
// one in check, so the player to move can have the opponent's Castle in check: a puzzle
// shows only the checks the player must answer, never the attack that is the answer.
func (b *Board) SetOwnChecksOnly(on bool) {
	if b.ownChecksOnly == on {
		return
	}
	b.ownChecksOnly = on
	b.updateStatic()
	b.Refresh()
}

// Deselect drops whatever is picked up or dragged, and a piece held over from a premove.
func (b *Board) Deselect() {
	b.carry = rules.NoSquare
	b.abandonDrag()
	b.deselect()
}

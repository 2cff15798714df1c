package words

import (
	"siegeworks/i18n"
	"siegeworks/rules"
)

// Move says what a legal move does, for the status line and the lessons: "Turret to b6,
// slinging the b2 pawn onto b7, where it captures the black pawn on b7", and what it
// leaves ("— check").
func Move(pos *rules.Position, m rules.Move) string {
	return Story(pos.Variant(), pos.Story(m), Mover)
}

// MoveUnchosen says what a promotion does before the player has chosen the piece: "Pawn to
// f8, promoting: you choose the piece". Any other move it says as Move.
func MoveUnchosen(pos *rules.Position, m rules.Move) string {
	return Story(pos.Variant(), pos.Story(m), Unchosen)
}

// Action says what a legal move does as an onlooker tells it: the sides by their colour
// ("it becomes a black Fortress", never "your"), and without what follows from it (check,
// checkmate), which the caller says in its own words: "Rook to e6, capturing the black
// queen on e6".
func Action(pos *rules.Position, m rules.Move) string {
	return Story(pos.Variant(), pos.Story(m), Onlooker)
}

// Teller is whose words tell a move.
type Teller uint8

const (
	Mover    Teller = iota // the mover's: "your", and what the move leaves
	Unchosen               // the mover's, before a promotion's piece is chosen
	Onlooker               // an onlooker's: colours, and not what the move leaves
)

// Story tells a move's story (rules.Position.Story) in the teller's words: how the mover
// goes, then each consequence, then (for the mover) check, checkmate or stalemate. Each
// consequence is one message, joined to the sentence by a message of its own.
func Story(v *rules.Variant, st rules.Story, t Teller) string {
	if !st.Legal {
		return i18n.L("that move is not possible here")
	}
	text := head(v, st)
	for _, p := range st.Parts {
		text = i18n.L("{{.Move}}, {{.Part}}", i18n.Args{"Move": text, "Part": part(v, st, p, t)})
	}
	if t == Onlooker {
		return text
	}
	a := i18n.Args{"Move": text}
	switch {
	case st.After == rules.Checkmate:
		return i18n.L("{{.Move}} — checkmate", a)
	case st.After == rules.Stalemate:
		return i18n.L("{{.Move}} — stalemate", a)
	case st.After == rules.NoCastles:
		return i18n.L("{{.Move}} — the last enemy Castle falls", a)
	case st.After == rules.Siege:
		return i18n.L("{{.Move}} — siege: the opponent has no move and loses", a)
	case st.Check:
		return i18n.L("{{.Move}} — check", a)
	}
	return text
}

// head says how the mover goes: "Knight to f3", "King castles kingside to g1".
func head(v *rules.Variant, st rules.Story) string {
	m := st.Move
	a := i18n.Args{"From": m.From().String(), "To": m.To().String()}
	switch m.Kind() {
	case rules.Castling:
		if st.Queenside {
			return i18n.L("King castles queenside to {{.To}}", a)
		}
		return i18n.L("King castles kingside to {{.To}}", a)
	case rules.CannonShot:
		a["Target"] = theOn(v, st.Target, m.To())
		return i18n.L("The {{.From}} pawn fires at {{.Target}}: both are removed", a)
	case rules.CatapultStep:
		return i18n.L("The Catapult on {{.From}} moves to {{.To}}", a)
	case rules.Teleport:
		a["Piece"] = nouns(v, st.Moving).title()
		return i18n.L("{{.Piece}} teleports from {{.From}} to the Catapult on {{.To}}", a)
	case rules.SetMove:
		return i18n.L("The whole Castle steps from {{.From}} to {{.To}}", a)
	case rules.RingMove:
		return ringHead(v, st, a)
	}
	a["Piece"] = nouns(v, st.Moving).title()
	return i18n.L("{{.Piece}} to {{.To}}", a)
}

// ringHead says how a Turnover ring goes: alone ("Wall moves from d2 to e3"), or leaving
// its stack ("The Wall of the Fortress on b1 moves to c3").
func ringHead(v *rules.Variant, st rules.Story, a i18n.Args) string {
	switch {
	case st.Moving == rules.Bishop && st.Piece.Kind() == rules.Queen:
		return i18n.L("The Fort of the Citadel on {{.From}} moves to {{.To}}", a)
	case st.Moving == rules.Pawn && st.Piece.Kind() == rules.Knight:
		return i18n.L("The Wall of the Fortress on {{.From}} moves to {{.To}}", a)
	case st.Moving == rules.Pawn && st.Piece.Kind() == rules.King:
		return i18n.L("The Wall of the Castle on {{.From}} moves to {{.To}}", a)
	}
	a["Piece"] = nouns(v, st.Moving).title()
	return i18n.L("{{.Piece}} moves from {{.From}} to {{.To}}", a)
}

package learn

import "strings"

// Topic is one rule of the rule book that the lessons must teach. The ID starts with the
// rule book's section number, so a test can check that every section of §2–§6 is taught.
type Topic struct {
	ID, Rule string
}

// Topics lists, per course, every rule its levels must teach between them: the points the
// rule book makes, one by one.
var Topics = map[string][]Topic{
	"chess": {
		{"1.rook", "the rook moves along ranks and files"},
		{"1.bishop", "the bishop moves diagonally"},
		{"1.queen", "the queen moves like rook and bishop"},
		{"1.knight", "the knight leaps"},
		{"1.king", "the king steps one square"},
		{"1.pawn", "the pawn moves forward and captures diagonally"},
		{"1.capture", "capturing"},
		{"1.check", "check and getting out of it"},
		{"1.mate", "checkmate"},
		{"1.castling", "castling"},
		{"1.en-passant", "en passant"},
		{"1.promotion", "promotion"},
		{"1.stalemate", "stalemate is a draw"},
		{"1.start", "the starting position; White moves first and the players take turns"},
	},
	"turret": {
		{"2.1", "the Gustavian board's four extra squares"},
		{"2.2", "the Turrets start on the extra squares"},
		{"2.3.1", "the Turret moves like a queen over empty squares and never captures by moving"},
		{"2.3.2", "the ammunition is the piece right behind the Turret's starting square"},
		{"2.3.3", "the sling hurls the ammunition just beyond the destination, capturing an enemy there"},
		{"2.3.4", "the sling is compulsory when possible, and impossible off the board, onto an own piece, or a pawn onto its own first rank"},
		{"2.3.5", "a slung pawn reaching its last rank becomes a queen"},
		{"2.3.6", "kings can be slung, never into check"},
		{"2.3.7", "a loaded Turret attacks along its lines and gives check"},
		{"2.4", "extended castling: two or three squares, rights kept when slung"},
		{"2.5.1", "a pawn may promote to a Turret"},
		{"2.5.2", "on an extra corner square a lone knight or bishop can mate"},
	},
	"turret-kwagga": {
		{"2.6.1", "the Kwagga leaps three and one like a camel"},
		{"2.6.2", "the Kwagga repeats its leap over empty landing squares"},
		{"2.6.3", "the Kwagga captures only on its first leap"},
		{"2.6.4", "the Kwagga stays on one square colour"},
		{"2.3.3", "Turrets sling Kwaggas like any piece"},
		{"2.5", "a pawn may promote to a Kwagga"},
	},
	"gunnery": {
		{"3.1", "a cannon pawn needs an own piece in front of it as a screen, with nothing between"},
		{"3.2", "beyond the screen it shoots an enemy, flying over empty squares and enemy pieces"},
		{"3.3", "an enemy pawn stops the line; a second own piece stops it too"},
		{"3.4", "the shot removes both the pawn and its target"},
		{"3.5", "any pawn may shoot from any rank; a shot is never a promotion"},
		{"3.6", "a pawn that can shoot the king gives check"},
		{"3.7", "a move that exposes your own king to a shot is illegal"},
	},
	"catapult": {
		{"4.1", "Catapults are floor markers: pieces pass over them and stand on them"},
		{"4.2.1", "moving a Catapult is a whole turn: one square, onto a free square"},
		{"4.2.2", "an unmoved Catapult may leap up to two squares in every direction"},
		{"4.3.1", "a piece on its Catapult teleports to the other, capturing an enemy there"},
		{"4.3.2", "pawns never teleport, and never onto an own piece"},
		{"4.4.1", "a piece on its Catapult attacks the other Catapult: teleport check"},
		{"4.4.2", "castling is barred by an attacked enemy Catapult between king and rook"},
		{"4.5", "occupying both enemy Catapults captures them"},
		{"4.6", "promotion and en passant are as in chess"},
	},
	"turnover": {
		{"5.1.1", "the three rings, Tower, Fort and Wall, and the stacks they make: Citadel, Fortress, Castle"},
		{"5.1.2", "only the outer ring moves; the inner rings stay behind"},
		{"5.1.3", "a Tower moves like a rook, a Fort like a bishop"},
		{"5.1.4", "a Citadel moves like a queen, though only its Fort goes (straight because the Tower is inside)"},
		{"5.1.5", "a Fortress moves like a knight, though only its Wall goes, and has no one-square step"},
		{"5.2.1", "take: a ring whose kind the enemy stack already has removes the whole stack"},
		{"5.2.2", "turnover: a ring that fits turns an enemy stack to your colour; a Castle is never turned over"},
		{"5.2.3", "combine: a ring joins your own stack if it has room"},
		{"5.2.4", "sliding rings pass only over empty squares and stop on the first stack"},
		{"5.2.5", "a Tower and a Wall never share a stack: one landing on the other takes it"},
		{"5.3.1", "a lone Wall steps one square straight forward, never two"},
		{"5.3.2", "a Wall never takes straight ahead, and steps diagonally forward only to take, turn over or join"},
		{"5.4.1", "a Castle not in check dismounts: its Wall steps one or two squares"},
		{"5.4.2", "a Castle is in check when it could be taken or an enemy Castle stands next to it; then it moves as a whole set"},
		{"5.4.3", "with two Castles, one cannot move while the other is in check"},
		{"5.4.4", "the last Castle moves only as a whole set, never into check"},
		{"5.5", "a lone Wall or a Castle on the last rank becomes a Citadel"},
		{"5.6", "no Castles left loses; a last Castle in check with no move is checkmate"},
		{"5.7", "the start position and the opening moves"},
		// The 2025 rules (§6), taught by a stage played under them.
		{"6.1", "the 2025 rules change only how a Castle moves and how the game ends; the rest stays"},
		{"6.2.1", "every Castle steps as a whole set to any square next to it, empty or with an enemy Castle, Fortress, Tower or Wall, which it takes; never onto a Fort or a Citadel"},
		{"6.2.2", "a Castle's Wall steps onto a Fort or a Citadel on any square next to it: an enemy one turned over, an own one joined (house rule)"},
		{"6.2.3", "a Castle's Wall dismounts two squares straight forward through an empty square, never taking (from any rank: house rule)"},
		{"6.2.4", "a Castle in check may dismount, and a second Castle moves while the other is in check"},
		{"6.3", "a player with no legal move loses, in check or not: a siege; there is no stalemate"},
	},
}

// TopicsFor lists the topics of a course by variant ID.
func TopicsFor(id string) []Topic { return Topics[id] }

// sectionOf is the rule book section a topic belongs to: "2.3" for "2.3.4", "3" for "3.2".
func sectionOf(id string) string {
	parts := strings.Split(id, ".")
	if parts[0] == "2" || parts[0] == "4" || parts[0] == "5" || parts[0] == "6" {
		if len(parts) >= 2 {
			return parts[0] + "." + parts[1]
		}
	}
	return parts[0]
}

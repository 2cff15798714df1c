package rules

// Perft counts the leaf nodes of the legal move tree to the given depth,
// making and unmaking every move including the last ply's.
func (p *Position) Perft(depth int) uint64 {
	var lists [perftLists]MoveList
	return p.perft(depth, lists[:])
}

// perftLists is how many plies' move lists Perft sets up at once: a move list is cleared
// once for the whole count rather than at every node (deeper plies get a fresh set).
const perftLists = 6

// perft counts as Perft does, lists[0] holding this ply's moves and the rest the deeper
// plies'.
func (p *Position) perft(depth int, lists []MoveList) uint64 {
	if depth == 0 {
		return 1
	}
	if len(lists) == 0 {
		var more [perftLists]MoveList
		lists = more[:]
	}
	ml := &lists[0]
	p.GenerateLegal(ml)
	if depth == 1 {
		// The last ply: every leaf is still made and taken back, without a call
		// that would only return 1.
		for _, m := range ml.Slice() {
			p.MakeMove(m)
			p.UnmakeMove()
		}
		return uint64(ml.Len())
	}
	var n uint64
	for _, m := range ml.Slice() {
		p.MakeMove(m)
		n += p.perft(depth-1, lists[1:])
		p.UnmakeMove()
	}
	return n
}

// PerftBulk counts the same leaves but stops one ply early, counting the
// legal moves there instead of making them.
func (p *Position) PerftBulk(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var ml MoveList
	p.GenerateLegal(&ml)
	if depth == 1 {
		return uint64(ml.Len())
	}
	var n uint64
	for _, m := range ml.Slice() {
		p.MakeMove(m)
		n += p.PerftBulk(depth - 1)
		p.UnmakeMove()
	}
	return n
}

// DivideEntry is one root move and the leaves below it.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// PerftDivide splits the perft count by root move.
func (p *Position) PerftDivide(depth int) []DivideEntry {
	var ml MoveList
	p.GenerateLegal(&ml)
	out := make([]DivideEntry, 0, ml.Len())
	for _, m := range ml.Slice() {
		p.MakeMove(m)
		out = append(out, DivideEntry{m, p.PerftBulk(depth - 1)})
		p.UnmakeMove()
	}
	return out
}

package engine

// The evaluation cache remembers the static evaluations a searcher has
// computed, by the position's hash. The hash table keeps an evaluation only
// with a node's result, and the quiescence search stores none when it stands
// pat, which is where most evaluations happen; so each iteration of the
// deepening evaluated the same leaves again. The evaluation is a function of
// the position alone (what the hash covers: pieces, side to move, castling
// and en-passant rights, Catapults), so a cached value is the value the
// evaluator would compute: the search is exactly the same, only faster.
//
// Each searcher has its own cache (no locks between threads). It belongs to
// one evaluator: a search with another variant or other weights starts it
// afresh.
const evalCacheBits = 14 // 16,384 entries of 16 bytes: 256 KiB, within the L2 cache

type evalEntry struct {
	key   uint64
	score int32
	valid bool
}

type evalCache struct {
	owner   *evaluator
	entries [1 << evalCacheBits]evalEntry
}

// eval is the static evaluation of the searcher's position, from the cache
// when it has it.
func (s *searcher) eval() int {
	c := &s.evalCache
	if c.owner != s.ev {
		c.entries = [1 << evalCacheBits]evalEntry{}
		c.owner = s.ev
	}
	key := s.pos.Hash()
	e := &c.entries[key&(1<<evalCacheBits-1)]
	if e.valid && e.key == key {
		return int(e.score)
	}
	v := s.ev.score(s.pos, &s.est, &s.netSt)
	*e = evalEntry{key: key, score: int32(v), valid: true}
	return v
}

package engine

import "siegeworks/rules"

// Bound says how a stored score relates to the true value.
const (
	boundNone  uint8 = 0
	boundUpper uint8 = 1 // score <= value (fail low)
	boundLower uint8 = 2 // score >= value (fail high)
	boundExact uint8 = 3
)

// ttEntry is 16 bytes: the full key, the move, score, static eval, depth,
// bound and the search generation it was written in.
type ttEntry struct {
	key   uint64
	move  uint32 // rules.Move fits in 24 bits
	score int16
	eval  int16
	depth int8
	bound uint8
	gen   uint8
	_     uint8
}

// ttBucket holds two entries: the first is replaced by depth (and age), the
// second always.
type ttBucket [2]ttEntry

const ttBucketSize = 32 // bytes, two 16-byte entries

// TT is a bounded transposition table. Probing and storing never allocate.
type TT struct {
	buckets []ttBucket
	mask    uint64
	gen     uint8
}

// newTT makes a table of at most mb megabytes (rounded down to a power of two
// number of buckets; at least 64 KiB).
func newTT(mb int) *TT {
	if mb < 1 {
		mb = 1
	}
	bytes := uint64(mb) << 20
	n := uint64(1)
	for n*2*ttBucketSize <= bytes {
		n *= 2
	}
	if n < 2048 {
		n = 2048
	}
	return &TT{buckets: make([]ttBucket, n), mask: n - 1}
}

// SizeBytes is the memory the table's entries occupy.
func (t *TT) SizeBytes() int { return len(t.buckets) * ttBucketSize }

// clear empties the table.
func (t *TT) clear() {
	clear(t.buckets)
	t.gen = 0
}

// newSearch ages the table so older entries are replaced first.
func (t *TT) newSearch() { t.gen++ }

// probe finds the entry for key; ok reports a hit.
func (t *TT) probe(key uint64) (e ttEntry, ok bool) {
	b := &t.buckets[key&t.mask]
	if b[0].key == key && b[0].bound != boundNone {
		return b[0], true
	}
	if b[1].key == key && b[1].bound != boundNone {
		return b[1], true
	}
	return ttEntry{}, false
}

// store writes an entry. The depth-preferred slot keeps the deeper result of
// the current generation; everything else goes into the always-replace slot.
func (t *TT) store(key uint64, m rules.Move, score, eval, depth int, bound uint8) {
	b := &t.buckets[key&t.mask]
	if depth < -1 {
		depth = -1
	}
	if depth > 127 {
		depth = 127
	}
	e := ttEntry{key: key, move: uint32(m), score: int16(score), eval: int16(eval), depth: int8(depth), bound: bound, gen: t.gen}
	d := &b[0]
	if d.key == key {
		if m == rules.NoMove {
			e.move = d.move
		}
		if depth >= int(d.depth)-2 || bound == boundExact || d.gen != t.gen {
			*d = e
		}
		return
	}
	if d.bound == boundNone || d.gen != t.gen || depth >= int(d.depth) {
		// Demote the old deep entry to the second slot rather than lose it.
		if d.bound != boundNone && b[1].key != key {
			b[1] = *d
		}
		*d = e
		return
	}
	if b[1].key == key && m == rules.NoMove {
		e.move = b[1].move
	}
	b[1] = e
}

// hashfull estimates the permille of used entries of this generation.
func (t *TT) hashfull() int {
	n := 0
	limit := 500
	if len(t.buckets) < limit {
		limit = len(t.buckets)
	}
	for i := 0; i < limit; i++ {
		for j := 0; j < 2; j++ {
			if t.buckets[i][j].bound != boundNone && t.buckets[i][j].gen == t.gen {
				n++
			}
		}
	}
	return n * 1000 / (2 * limit)
}

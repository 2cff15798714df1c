package engine

import (
	"sync/atomic"

	"siegeworks/rules"
)

// Bound says how a stored score relates to the true value.
const (
	boundNone  uint8 = 0
	boundUpper uint8 = 1 // score <= value (fail low)
	boundLower uint8 = 2 // score >= value (fail high)
	boundExact uint8 = 3
)

// ttEntry is one decoded table entry: the move, score, static eval, depth,
// bound and the search generation it was written in.
type ttEntry struct {
	move  uint32 // rules.Move fits in 24 bits
	score int16
	eval  int16
	depth int8
	bound uint8
	gen   uint8
}

// ttSlot is one 16-byte entry, safe for several searching threads without a
// lock: two atomic words written one after the other.
//
//   - data: eval (bits 0-15), depth (16-23), move (24-47), score (48-63).
//   - check: the key XOR data in bits 10-63; the bound (bits 0-1) and the
//     generation (bits 2-9) in the low bits.
//
// A probe accepts a slot only when check XOR data gives back the key (bits
// 10-63; the bucket index already fixes the lowest 11 bits), so a slot whose
// two words come from two different stores (one thread writing while another
// reads) fails the test unless the two stores' data agree in everything but
// the lowest 10 bits of the static evaluation. The bound and generation sit
// outside the XOR so that the replacement policy can read them from a slot
// whose key it does not know.
type ttSlot struct {
	check, data atomic.Uint64
}

const (
	ttMetaBits = 10
	ttMetaMask = 1<<ttMetaBits - 1
)

func packTT(m rules.Move, score, eval, depth int, bound, gen uint8) (data, meta uint64) {
	data = uint64(uint16(int16(eval))) | uint64(uint8(int8(depth)))<<16 |
		uint64(uint32(m)&0xFFFFFF)<<24 | uint64(uint16(int16(score)))<<48
	return data, uint64(bound&3) | uint64(gen)<<2
}

func unpackTT(data, check uint64) ttEntry {
	return ttEntry{
		eval:  int16(uint16(data)),
		depth: int8(uint8(data >> 16)),
		move:  uint32(data>>24) & 0xFFFFFF,
		score: int16(uint16(data >> 48)),
		bound: uint8(check & 3),
		gen:   uint8(check >> 2),
	}
}

// holds: the slot's words, as read, are an entry for key.
func ttHolds(check, data, key uint64) bool {
	return (check^data^key)>>ttMetaBits == 0 && uint8(check&3) != boundNone
}

func (sl *ttSlot) load() (check, data uint64) { return sl.check.Load(), sl.data.Load() }

func (sl *ttSlot) put(check, data uint64) {
	sl.data.Store(data)
	sl.check.Store(check)
}

func (sl *ttSlot) write(key uint64, m rules.Move, score, eval, depth int, bound, gen uint8) {
	data, meta := packTT(m, score, eval, depth, bound, gen)
	sl.put((key^data)&^ttMetaMask|meta, data)
}

// ttBucket holds two entries: the first is replaced by depth (and age), the
// second always.
type ttBucket [2]ttSlot

const ttBucketSize = 32 // bytes, two 16-byte entries

// TT is a bounded transposition table shared by the search threads. Probing
// and storing never allocate and take no lock.
type TT struct {
	buckets []ttBucket
	mask    uint64
	gen     uint8 // changed only between searches
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

// clear empties the table (no search may be running).
func (t *TT) clear() {
	clear(t.buckets)
	t.gen = 0
}

// newSearch ages the table so older entries are replaced first (no search
// may be running).
func (t *TT) newSearch() { t.gen++ }

// probe finds the entry for key; ok reports a hit.
func (t *TT) probe(key uint64) (e ttEntry, ok bool) {
	b := &t.buckets[key&t.mask]
	for i := range b {
		if c, d := b[i].load(); ttHolds(c, d, key) {
			return unpackTT(d, c), true
		}
	}
	return ttEntry{}, false
}

// store writes an entry. The depth-preferred slot keeps the deeper result of
// the current generation; everything else goes into the always-replace slot.
func (t *TT) store(key uint64, m rules.Move, score, eval, depth int, bound uint8) {
	b := &t.buckets[key&t.mask]
	depth = max(-1, min(depth, 127))
	gen := t.gen
	c0, d0 := b[0].load()
	old := unpackTT(d0, c0)
	if ttHolds(c0, d0, key) {
		if m == rules.NoMove {
			m = rules.Move(old.move)
		}
		if depth >= int(old.depth)-2 || bound == boundExact || old.gen != gen {
			b[0].write(key, m, score, eval, depth, bound, gen)
		}
		return
	}
	c1, d1 := b[1].load()
	if old.bound == boundNone || old.gen != gen || depth >= int(old.depth) {
		// Demote the old deep entry to the second slot rather than lose it.
		if old.bound != boundNone && !ttHolds(c1, d1, key) {
			b[1].put(c0, d0)
		}
		b[0].write(key, m, score, eval, depth, bound, gen)
		return
	}
	if ttHolds(c1, d1, key) && m == rules.NoMove {
		m = rules.Move(unpackTT(d1, c1).move)
	}
	b[1].write(key, m, score, eval, depth, bound, gen)
}

// hashfull estimates the permille of used entries of this generation.
func (t *TT) hashfull() int {
	n := 0
	limit := min(500, len(t.buckets))
	for i := 0; i < limit; i++ {
		for j := range t.buckets[i] {
			c := t.buckets[i][j].check.Load()
			if uint8(c&3) != boundNone && uint8(c>>2) == t.gen {
				n++
			}
		}
	}
	return n * 1000 / (2 * limit)
}

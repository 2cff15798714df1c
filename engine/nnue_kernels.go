package engine

// The network's three kernels, in Go: what an evaluation spends its time on.
// On amd64 the search runs them in SSE2 assembly (nnue_amd64.s), eight
// 16-bit lanes at once, because Go does not vectorise loops and in Go they
// cost the search about a third of its speed; elsewhere it runs these.

// accAddGo adds a feature's weights w to the accumulator acc (wrapping, as
// the assembly's PADDW does).
func accAddGo(acc, w *[netHidden]int16) {
	for i := range acc {
		acc[i] += w[i]
	}
}

// accSubGo subtracts a feature's weights w from the accumulator acc.
func accSubGo(acc, w *[netHidden]int16) {
	for i := range acc {
		acc[i] -= w[i]
	}
}

// activatedDotGo is the sum over the hidden units of each one's activation
// (the accumulator clamped to 0…netQA) times its output weight.
func activatedDotGo(acc, w *[netHidden]int16) int64 {
	var sum int64
	for i, a := range acc {
		sum += int64(min(max(a, 0), netQA)) * int64(w[i])
	}
	return sum
}

//go:build amd64 && !purego

package engine

// The network's kernels in SSE2 assembly (nnue_amd64.s); nnue_kernels.go
// says what they compute, and TestNetKernelsMatchGo holds them to it.

//go:noescape
func accAdd(acc, w *[netHidden]int16)

//go:noescape
func accSub(acc, w *[netHidden]int16)

//go:noescape
func activatedDot(acc, w *[netHidden]int16) int64

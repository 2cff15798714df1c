//go:build !amd64 || purego

package engine

// Elsewhere than amd64 the network's kernels are the Go ones.

func accAdd(acc, w *[netHidden]int16)             { accAddGo(acc, w) }
func accSub(acc, w *[netHidden]int16)             { accSubGo(acc, w) }
func activatedDot(acc, w *[netHidden]int16) int64 { return activatedDotGo(acc, w) }

//go:build amd64 && !purego

#include "textflag.h"

// The network's three kernels with SSE2, which every amd64 processor has
// (nnue_kernels.go has them in Go, and says what they compute).

// ACC_LOOP applies OP (PADDW or PSUBW) to the 128 lanes of the accumulator
// at DI with the weights at SI, 16 at a time.
#define ACC_LOOP(OP, label) \
	MOVQ  $8, CX     \
label:                   \
	MOVOU 0(DI), X0  \
	MOVOU 16(DI), X1 \
	MOVOU 0(SI), X2  \
	MOVOU 16(SI), X3 \
	OP    X2, X0     \
	OP    X3, X1     \
	MOVOU X0, 0(DI)  \
	MOVOU X1, 16(DI) \
	ADDQ  $32, DI    \
	ADDQ  $32, SI    \
	DECQ  CX         \
	JNZ   label

// func accAdd(acc, w *[netHidden]int16)
TEXT ·accAdd(SB), NOSPLIT, $0-16
	MOVQ acc+0(FP), DI
	MOVQ w+8(FP), SI
	ACC_LOOP(PADDW, addLoop)
	RET

// func accSub(acc, w *[netHidden]int16)
TEXT ·accSub(SB), NOSPLIT, $0-16
	MOVQ acc+0(FP), DI
	MOVQ w+8(FP), SI
	ACC_LOOP(PSUBW, subLoop)
	RET

// func activatedDot(acc, w *[netHidden]int16) int64
//
// Each clamped activation is at most netQA (2^10) and each weight at most
// 2^15 in size, so a product is below 2^25; PMADDWL sums pairs of them into
// four 32-bit lanes, each of which sums 16 pairs (below 2^30): no lane can
// overflow, whatever the file held.
TEXT ·activatedDot(SB), NOSPLIT, $0-24
	MOVQ   acc+0(FP), SI
	MOVQ   w+8(FP), DI
	PXOR   X7, X7                // 0, the clamp's floor
	MOVL   $0x04000400, AX       // netQA in both 16-bit halves
	MOVQ   AX, X5
	PSHUFD $0, X5, X5            // netQA in all eight lanes, the clamp's ceiling
	PXOR   X6, X6                // the four 32-bit sums
	MOVQ   $8, CX

dotLoop:
	MOVOU   0(SI), X0
	MOVOU   16(SI), X1
	PMAXSW  X7, X0
	PMAXSW  X7, X1
	PMINSW  X5, X0
	PMINSW  X5, X1
	MOVOU   0(DI), X2
	MOVOU   16(DI), X3
	PMADDWL X2, X0
	PMADDWL X3, X1
	PADDL   X0, X6
	PADDL   X1, X6
	ADDQ    $32, SI
	ADDQ    $32, DI
	DECQ    CX
	JNZ     dotLoop

	// The four lanes, each sign-extended, summed in 64 bits.
	XORQ   BX, BX
	MOVQ   $4, CX

sumLoop:
	MOVQ    X6, AX
	MOVLQSX AX, AX
	ADDQ    AX, BX
	PSRLDQ  $4, X6
	DECQ    CX
	JNZ     sumLoop
	MOVQ    BX, ret+16(FP)
	RET

package engine

import (
	"bytes"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sync"

	"siegeworks/rules"
)

// A small learned evaluation for orthodox chess, in the style of NNUE: 768
// inputs (a piece of a colour and kind on a square, seen from one side), a
// hidden layer of netHidden clipped-ReLU units computed once for each side
// with the same weights (the "accumulator"), and one output from the side to
// move's half followed by the other's. It is trained from self-play
// positions (nnue_train.go) and inferred with integers only. One is built
// into the program, chess.nnue, a correction added to the hand-written
// evaluation, and full strength (level 8, the hint, the analysis) plays
// chess with it (Level.Learned); another network file can take its place
// (Engine.LoadNetwork, the UCI option EvalFile), or none. engine/NETWORK.md
// says how it was made and measured.
//
// The accumulator is kept up to date by difference: the searcher remembers
// the pieces of the last position it evaluated, and the next evaluation
// adds and subtracts the weights of the squares whose piece changed. In a
// search consecutive evaluations are of neighbouring positions, a few
// squares apart, so an evaluation costs about a thousand 16-bit additions
// (four squares, two sides, 128 units), not the eight thousand of a fresh
// sum, and make/unmake know nothing of the network.

const (
	netInputs = 768 // 2 colours (own, enemy) × 6 kinds × 64 squares
	netHidden = 128

	// netQA is what 1.0 of a hidden unit is in the accumulator's integers;
	// netQB what 1.0 of an output weight is. The output, in units of
	// netScale centipawns, is the integer sum divided by netQA·netQB. Finer
	// steps than the usual 255 and 64: each of the 256 hidden units carries
	// the rounding of some thirty weights to the output, and a trained
	// network has many small output weights that rounding at 64 sets to
	// zero all in one direction; at 255 and 64 the integers were five
	// centipawns off the floating point network. With the training's limits
	// (feature weights and biases within ±0.96, output weights within ±4)
	// the accumulator cannot leave int16 (a bias and 32 pieces: 33 · 0.96 ·
	// 1024 < 32,768),
	// nor an output weight (4 · 4096 < 32,768); the output is summed in int64.
	netQA    = 1024
	netQB    = 4096
	netScale = 400
	netShift = 22 // log2(netQA·netQB)
)

// netMagic opens a network file; the version is the layout below.
var netMagic = [8]byte{'S', 'W', 'N', 'N', 'U', 'E', 0, 3}

// network is a quantized network: featureW[f] is input f's column of the
// hidden layer.
type network struct {
	featureW [netInputs][netHidden]int16
	featureB [netHidden]int16
	outW     [2 * netHidden]int16
	outB     int64
	// residual: the network's output is a correction added to the
	// hand-written evaluation, not the whole evaluation.
	residual bool
}

// netPieceCode is a compact piece for the accumulator's board: 0 empty,
// 1-6 White's pawn to king, 7-12 Black's.
func netPieceCode(pc rules.Piece) uint8 {
	if pc == rules.NoPiece {
		return 0
	}
	k := pc.Kind()
	if k < rules.Pawn || k > rules.King {
		return 0
	}
	return uint8(pc.Color())*6 + uint8(k)
}

// netCodes is netPieceCode for every piece value, so the accumulator's
// update (which looks at all 64 squares) reads a table instead of taking
// pieces apart.
var netCodes = func() (c [256]uint8) {
	for i := range c {
		c[i] = netPieceCode(rules.Piece(i))
	}
	return
}()

// netFeature is the input of a piece (code 1-12) on square sq (0 = a1 …
// 63 = h8) seen from perspective's side: its own pieces first, the board
// turned over for Black, so that both sides share the weights.
func netFeature(code uint8, sq int, perspective rules.Color) int {
	colour := int(code-1) / 6
	kind := int(code-1) % 6
	if perspective == rules.Black {
		colour ^= 1
		sq ^= 56
	}
	return (colour*6+kind)*64 + sq
}

// netSquares maps the accumulator's square numbers (a1 = 0 … h8 = 63) to the
// mailbox.
var netSquares = func() (s [64]rules.Square) {
	for r := 0; r < 8; r++ {
		for f := 0; f < 8; f++ {
			s[r*8+f] = rules.SquareAt(rules.FileA+f, r)
		}
	}
	return
}()

// chessNetFile is the network built into the program (see the package
// comment).
//
//go:embed chess.nnue
var chessNetFile []byte

// builtInChessNet is chessNetFile read, once, on first use; every engine
// shares it (a network is never written to once read).
var builtInChessNet = sync.OnceValue(func() *network {
	n, err := readNetwork(bytes.NewReader(chessNetFile))
	if err != nil {
		panic("engine: the built-in network: " + err.Error()) // TestBuiltInNetwork
	}
	return n
})

// netState is a searcher's accumulator, the network it belongs to and the
// board it was computed for.
type netState struct {
	acc   [2][netHidden]int16
	board [64]uint8
	net   *network // nil: nothing computed yet
}

// netUsable says whether v is played on the 8×8 board with chess's pieces
// only, which is what the network's inputs describe.
func netUsable(v *rules.Variant) bool { return v.ID == "chess" }

// score is the evaluator's judgement of pos for the side to move: the
// hand-written evaluation, the network's, or the one corrected by the other.
func (e *evaluator) score(pos *rules.Position, st *evalState, ns *netState) int {
	switch {
	case e.net == nil:
		return e.evaluate(pos, st)
	case e.net.residual:
		return e.evaluate(pos, st) + e.net.evaluate(pos, ns)
	}
	return e.net.evaluate(pos, ns)
}

// evaluate scores pos for the side to move, in centipawns.
func (n *network) evaluate(pos *rules.Position, st *netState) int {
	n.update(pos, st)
	us := pos.SideToMove()
	return n.output(&st.acc[us], &st.acc[us^1])
}

// update brings st's accumulator to pos, by difference from the position it
// was last computed for (from the biases when it holds none, or holds
// another network's).
func (n *network) update(pos *rules.Position, st *netState) {
	if st.net != n {
		for c := range st.acc {
			st.acc[c] = n.featureB
		}
		st.board = [64]uint8{}
		st.net = n
	}
	for sq := range 64 {
		code := netCodes[pos.At(netSquares[sq])]
		old := st.board[sq]
		if code == old {
			continue
		}
		if old != 0 {
			accSub(&st.acc[rules.White], &n.featureW[netFeature(old, sq, rules.White)])
			accSub(&st.acc[rules.Black], &n.featureW[netFeature(old, sq, rules.Black)])
		}
		if code != 0 {
			accAdd(&st.acc[rules.White], &n.featureW[netFeature(code, sq, rules.White)])
			accAdd(&st.acc[rules.Black], &n.featureW[netFeature(code, sq, rules.Black)])
		}
		st.board[sq] = code
	}
}

// output is the network's score from the two halves of the hidden layer,
// the side to move's first.
func (n *network) output(us, them *[netHidden]int16) int {
	sum := n.outB +
		activatedDot(us, (*[netHidden]int16)(n.outW[:netHidden])) +
		activatedDot(them, (*[netHidden]int16)(n.outW[netHidden:]))
	// Rounded to the nearest centipawn: netQA·netQB is 2^22, and the
	// arithmetic shift floors.
	return int((sum*netScale + netQA*netQB/2) >> netShift)
}

// readNetwork reads a network file written by (*network).write.
func readNetwork(r io.Reader) (*network, error) {
	var magic [8]byte
	if _, err := io.ReadFull(r, magic[:]); err != nil {
		return nil, fmt.Errorf("network: %w", err)
	}
	if magic != netMagic {
		return nil, errors.New("network: not a Siegeworks network file of this version")
	}
	n := new(network)
	for _, part := range []any{&n.residual, &n.featureW, &n.featureB, &n.outW, &n.outB} {
		if err := binary.Read(r, binary.LittleEndian, part); err != nil {
			return nil, fmt.Errorf("network: %w", err)
		}
	}
	if _, err := r.Read(make([]byte, 1)); err != io.EOF {
		return nil, errors.New("network: the file is longer than a network")
	}
	return n, nil
}

// write stores the network in the file format readNetwork reads.
func (n *network) write(w io.Writer) error {
	if _, err := w.Write(netMagic[:]); err != nil {
		return err
	}
	for _, part := range []any{&n.residual, &n.featureW, &n.featureB, &n.outW, &n.outB} {
		if err := binary.Write(w, binary.LittleEndian, part); err != nil {
			return err
		}
	}
	return nil
}

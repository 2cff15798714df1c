package netplay

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// FuzzDecode: whatever a friend's program sends, the decoder neither panics nor hangs, and
// what it accepts is a message this end would send itself, read back the same.
func FuzzDecode(f *testing.F) {
	for _, m := range []message{
		{T: kindHello, Name: "Jon", App: "Siegeworks"},
		{T: kindMove, Ply: 3, Move: "Nxe4+", Hash: "0123456789abcdef", Thought: 1500},
		{T: kindEnd, Ply: 40, Result: "1-0", Reason: "resignation"},
		{T: kindDraw, Ply: 7}, {T: kindDrawAns, Accept: true}, {T: kindBack, Ply: 2},
		{T: kindChat, Text: "good game\nagain?"}, {T: kindRefuse, Text: "no"}, {T: kindPing}, {T: kindBye},
		{T: kindState, Game: &gameState{ID: "20240101-abc", Variant: "turret", HostSide: "black", Clock: "5+3",
			Moves: []moveRecord{{Move: "e4", Left: 299000}, {Move: "e5", Left: -1}}, Epoch: 1, Hash: "00000000000000ff"}},
	} {
		p, err := json.Marshal(m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(p)
	}
	for _, s := range []string{``, `{}`, `null`, `[]`, `{"t":"move","ply":1e2}`, `{"t":"state","game":{"moves":null}}`,
		`{"t":"chat","text":"\u202e"}`, `{"t":"hello"}{"t":"hello"}`, "\xff", `{"t":"move","ply":-1}`, strings.Repeat("[", 300)} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, p []byte) {
		m, err := decode(p)
		if err != nil {
			return
		}
		again, err := encode(m)
		if err != nil {
			t.Fatalf("decoded %q but would not send it: %v", p, err)
		}
		m2, err := decode(again)
		if err != nil || !reflect.DeepEqual(m, m2) {
			t.Fatalf("%q read back as %+v (%v), not %+v", again, m2, err, m)
		}
	})
}

// FuzzReadFrame: the frame reader takes any bytes without panicking, never returns more
// than its limit, and returns exactly the frame's bytes.
func FuzzReadFrame(f *testing.F) {
	frame := func(n int, body string) []byte {
		b := binary.BigEndian.AppendUint16(nil, uint16(n))
		return append(b, body...)
	}
	f.Add(frame(5, "hello"), uint16(512))
	f.Add(frame(0, ""), uint16(512))
	f.Add(frame(5, "hel"), uint16(512))
	f.Add(frame(65535, "x"), uint16(65535))
	f.Add(frame(600, strings.Repeat("y", 600)), uint16(512))
	f.Add([]byte{0x01}, uint16(10))
	f.Fuzz(func(t *testing.T, data []byte, max uint16) {
		p, err := readFrame(bytes.NewReader(data), int(max))
		if err != nil {
			return
		}
		n := int(binary.BigEndian.Uint16(data))
		if len(p) != n || len(p) > int(max) || !bytes.Equal(p, data[2:2+n]) {
			t.Fatalf("read %d bytes from a frame of %d (limit %d)", len(p), n, max)
		}
	})
}

// FuzzGameOf: a state that passes the decoder is built into a game by the rules without
// panicking, whatever its position and moves.
func FuzzGameOf(f *testing.F) {
	f.Add("chess", "", "5+3", "e4 e5 Nf3", "")
	f.Add("turret", "trnbqkbnrt/pppppppp/8/8/8/8/PPPPPPPP/TRNBQKBNRT w KQkq - 0 1", "", "e4", "")
	f.Add("turnover", "k1k1k1k1/1k1k1k1k/8/8/8/8/1K1K1K1K/K1K1K1K1 w - - 0 1", "", "", "1-0")
	f.Add("catapult", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 Cb1,Cf1,cb8,cf8", "1+0", "Nf3", "")
	f.Add("gunnery", "8/8/8/8/8/8/8/8 w - - 0 1", "", "", "")
	f.Add("chess", "k7/8/8/8/8/8/8/7K b - - 99 200", "", "Ka7", "")
	f.Fuzz(func(t *testing.T, variant, fen, clock, moves, result string) {
		st := gameState{ID: "g", Variant: variant, FEN: fen, Clock: clock, HostSide: "white", Result: result}
		for _, mv := range strings.Fields(moves) {
			st.Moves = append(st.Moves, moveRecord{Move: mv, Left: -1})
		}
		if st.validate() != nil {
			return
		}
		_, _, _ = gameOf(st)
	})
}

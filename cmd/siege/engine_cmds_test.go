package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

func runCmd(t *testing.T, in string, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(in), &out, &errOut)
	return out.String(), errOut.String(), code
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

func TestBestmoveEveryVariant(t *testing.T) {
	for _, v := range rules.Variants {
		out, errOut, code := runCmd(t, "", "bestmove", "-variant", v.ID, "-movetime", "0", "-depth", "3")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", v.ID, code, errOut)
		}
		mv := lastLine(out)
		p := rules.NewPosition(v)
		if _, err := p.ParseCoordinate(mv); err != nil {
			t.Errorf("%s: last line %q is not a legal move: %v", v.ID, mv, err)
		}
		if !strings.HasPrefix(out, "info depth 1 ") {
			t.Errorf("%s: no info lines: %q", v.ID, out)
		}
	}
}

func TestBestmoveErrors(t *testing.T) {
	for _, args := range [][]string{
		{"bestmove", "-variant", "nope"},
		{"bestmove", "-fen", "not a fen"},
		{"bestmove", "-level", "9"},
		{"bestmove", "-fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"}, // stalemate: no move
		{"bestmove", "-moves", "e2e5"},
		{"match", "-white", "11"},
		{"ladder", "-from", "5", "-to", "2"},
		{"wac", "-file", "/nonexistent.epd"},
		{"wac", "-file", "../../engine/testdata/wac.epd", "-last", "1", "-nodes", "100", "-evalfile", "/nonexistent.nnue"},
		{"wac", "-file", "../../engine/testdata/wac.epd", "-last", "1", "-nodes", "100", "-evalfile", "../../engine/testdata/wac.epd"},
		{"bench", "-depth", "0"},
		{"tune", "-games", "0"},
	} {
		out, errOut, code := runCmd(t, "", args...)
		if code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || errOut == "" {
			t.Errorf("%v: exit %d, stderr %q, stdout %q", args, code, errOut, out)
		}
	}
}

func TestUCISession(t *testing.T) {
	pr, pw := io.Pipe()
	var out bytes.Buffer
	done := make(chan int)
	go func() {
		done <- run([]string{"uci"}, pr, &syncWriter{buf: &out}, io.Discard)
	}()
	send := func(s string) {
		if _, err := io.WriteString(pw, s+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	send("uci")
	send("setoption name UCI_Variant value turret")
	send(fmt.Sprintf("setoption name Skill Level value %d", engine.MaxLevel))
	send("setoption name Hash value 8")
	send("setoption name Move Overhead value 100")
	send("setoption name Move Overhead value -5")
	send("isready")
	send("ucinewgame")
	send("position startpos moves e2e4 e7e5")
	send("go infinite")
	time.Sleep(200 * time.Millisecond)
	st := time.Now()
	send("stop")
	send("isready")
	send("position fen trnbqkbnrt/pppppppp/8/8/8/8/PPPPPPPP/TRNBQKBNRT w KQkq - 0 1")
	send("go depth 3")
	time.Sleep(100 * time.Millisecond)
	send("go wtime 1000 btime 1000 winc 10 binc 10")
	send("quit")
	pw.Close()
	code := <-done
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	if el := time.Since(st); el > 5*time.Second {
		t.Errorf("stop and the rest took %v", el)
	}
	s := out.String()
	for _, want := range []string{"id name Siegeworks", "option name UCI_Variant type combo default chess", "var turret", "option name Move Overhead type spin", "uciok", "readyok"} {
		if !strings.Contains(s, want) {
			t.Errorf("missing %q in\n%s", want, s)
		}
	}
	if n := strings.Count(s, "info string error: Move Overhead must be 0-5000"); n != 1 {
		t.Errorf("want one refusal of a negative Move Overhead, got %d:\n%s", n, s)
	}
	if n := strings.Count(s, "bestmove "); n < 2 {
		t.Errorf("want at least 2 bestmove lines, got %d:\n%s", n, s)
	}
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, "bestmove ") && strings.Contains(l, "0000") {
			t.Errorf("null best move: %s", l)
		}
	}
}

// syncWriter hands writes to the buffer; the UCI session serialises them.
type syncWriter struct {
	buf *bytes.Buffer
}

func (w *syncWriter) Write(p []byte) (int, error) { return w.buf.Write(p) }

// selfplay appends "FEN;result" lines that texel reads back and tunes on; bad data is
// refused with the line it is on.
func TestSelfPlayAndTexel(t *testing.T) {
	dir := t.TempDir()
	data := dir + "/chess.txt"
	out, errOut, code := runSiege("selfplay", "-variant", "chess", "-games", "2", "-nodes", "300", "-concurrency", "1", "-out", data)
	if code != 0 || !strings.HasPrefix(out, "chess: 2 games (") || !strings.Contains(out, "positions appended to "+data) {
		t.Fatalf("exit %d: %q %q", code, out, errOut)
	}
	out, errOut, code = runSiege("texel", "-variant", "chess", "-data", data, "-passes", "1")
	if code != 0 || !strings.Contains(out, "pass 1: ") || !strings.Contains(out, "; tuned: ") {
		t.Fatalf("exit %d: %q %q", code, out, errOut)
	}
	out, errOut, code = runSiege("texel", "-variant", "chess", "-data", data, "-passes", "2", "-weights", "KnightMg")
	if tuned := out[strings.LastIndex(out, "tuned: "):]; code != 0 || strings.Contains(strings.ReplaceAll(tuned, "KnightMg=", ""), "=") {
		t.Errorf("-weights KnightMg tuned more than the knight: exit %d, %q %q", code, tuned, errOut)
	}
	if _, errOut, code := runSiege("texel", "-variant", "chess", "-data", data, "-weights", "CannonFile"); code != 2 || !strings.Contains(errOut, `no weight "CannonFile"`) {
		t.Errorf("a weight chess does not have: exit %d, %q", code, errOut)
	}
	if err := os.WriteFile(dir+"/bad.txt", []byte("8/8/8/8/8/8/8/8 w - - 0 1;1-0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runSiege("texel", "-data", dir+"/bad.txt"); code != 2 || !strings.Contains(errOut, "line 1") {
		t.Errorf("bad data: exit %d, %q", code, errOut)
	}
	if _, errOut, code := runSiege("selfplay", "-games", "1"); code != 2 || errOut == "" {
		t.Errorf("no -out: exit %d, %q", code, errOut)
	}
}

// selfplay -scores adds the search's score to each line; nettrain trains a
// network on such lines that the engine can read, texel still reads them, and
// a file without scores is refused with the line it is on.
func TestSelfPlayScoresAndNetTraining(t *testing.T) {
	dir := t.TempDir()
	data := dir + "/chess.txt"
	out, errOut, code := runSiege("selfplay", "-variant", "chess", "-games", "2", "-nodes", "300", "-concurrency", "1", "-scores", "-out", data)
	if code != 0 {
		t.Fatalf("exit %d: %q %q", code, out, errOut)
	}
	raw, err := os.ReadFile(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(raw)), "\n") {
		if parts := strings.Split(line, ";"); len(parts) != 3 {
			t.Fatalf("line %q: want FEN;result;score", line)
		} else if _, err := strconv.Atoi(parts[2]); err != nil {
			t.Fatalf("line %q: score %v", line, err)
		}
	}
	if out, errOut, code := runSiege("texel", "-variant", "chess", "-data", data, "-passes", "1"); code != 0 {
		t.Errorf("texel on lines with scores: exit %d, %q %q", code, out, errOut)
	}
	net := dir + "/chess.nnue"
	out, errOut, code = runSiege("nettrain", "-data", data, "-out", net, "-epochs", "2", "-batch", "32", "-holdout", "0")
	if code != 0 || !strings.Contains(out, "epoch 2: training loss ") || !strings.Contains(out, "network written to "+net) {
		t.Fatalf("exit %d: %q %q", code, out, errOut)
	}
	if st, err := os.Stat(net); err != nil || st.Size() < 100000 {
		t.Errorf("network file: %v", err)
	}
	// -init goes on training a network; it must learn the same kind of
	// evaluation (whole, or a correction to the hand-written one).
	more := dir + "/more.nnue"
	if out, errOut, code := runSiege("nettrain", "-data", data, "-out", more, "-init", net, "-epochs", "1", "-batch", "32", "-holdout", "0"); code != 0 || !strings.Contains(out, "network written to "+more) {
		t.Errorf("-init: exit %d, %q %q", code, out, errOut)
	}
	if _, errOut, code := runSiege("nettrain", "-data", data, "-out", more, "-init", net, "-residual", "-epochs", "1", "-holdout", "0"); code != 2 || !strings.Contains(errOut, "a whole evaluation") {
		t.Errorf("-init with a whole network and -residual: exit %d, %q", code, errOut)
	}
	if _, errOut, code := runSiege("nettrain", "-data", data, "-out", more, "-init", data, "-epochs", "1", "-holdout", "0"); code != 2 || !strings.Contains(errOut, "-init: network: not a Siegeworks network file") {
		t.Errorf("-init with a file that is not a network: exit %d, %q", code, errOut)
	}
	// The UCI option EvalFile plays with it; a file that is not a network
	// is reported and the engine goes on with what it had.
	session := "uci\nsetoption name EvalFile value " + net + "\nposition startpos moves e2e4\ngo depth 4\n" +
		"setoption name EvalFile value " + data + "\ngo depth 3\nsetoption name EvalFile value <empty>\ngo depth 3\n" +
		"setoption name EvalFile value <built-in>\ngo depth 3\nquit\n"
	var uciOut bytes.Buffer
	if code := run([]string{"uci"}, strings.NewReader(session), &uciOut, io.Discard); code != 0 {
		t.Fatalf("uci: exit %d", code)
	}
	got := uciOut.String()
	for _, want := range []string{"option name EvalFile type string", "info string EvalFile: chess is evaluated with the network in " + net,
		"info string error: EvalFile: network: not a Siegeworks network file", "info string EvalFile: the hand-written evaluation", "info string EvalFile: the built-in network"} {
		if !strings.Contains(got, want) {
			t.Errorf("uci output lacks %q:\n%s", want, got)
		}
	}
	if n := strings.Count(got, "\nbestmove "); n != 4 {
		t.Errorf("%d bestmove lines, want 4:\n%s", n, got)
	}
	if err := os.WriteFile(dir+"/old.txt", []byte("8/8/8/8/8/8/8/8 w - - 0 1;1-0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runSiege("nettrain", "-data", dir+"/old.txt", "-out", net); code != 2 || !strings.Contains(errOut, "line 1") {
		t.Errorf("lines without scores: exit %d, %q", code, errOut)
	}
}

// siege wac plays the suite as level 8 plays chess, with the built-in
// network, and -evalfile "" with the hand-written evaluation alone: their
// scores differ.
func TestWACWithTheBuiltInNetwork(t *testing.T) {
	args := []string{"wac", "-file", "../../engine/testdata/wac.epd", "-last", "3", "-nodes", "3000", "-v"}
	hand, errOut, code := runCmd(t, "", append(args, "-evalfile", "")...)
	if code != 0 || !strings.Contains(hand, "solved") {
		t.Fatalf("-evalfile \"\": exit %d, stderr %q, stdout %q", code, errOut, hand)
	}
	learned, errOut, code := runCmd(t, "", args...) // the built-in network by default
	if code != 0 || !strings.Contains(learned, "solved") {
		t.Fatalf("exit %d, stderr %q, stdout %q", code, errOut, learned)
	}
	// The positions' lines (move, depth, score, nodes), not the summary's
	// nodes per second.
	positions := func(out string) string {
		before, _, _ := strings.Cut(out, "failed:")
		return before
	}
	if !strings.Contains(hand, " score ") || positions(hand) == positions(learned) {
		t.Errorf("the network changed nothing:\n%s", hand)
	}
}

// selfplay -evalfile plays with a learned evaluation, so the same games
// (same seed, one at a time) score differently than with the hand-written
// evaluation alone; a file that is not a network is refused before the
// first game, and the output file is not touched.
func TestSelfPlayWithTheNetwork(t *testing.T) {
	dir := t.TempDir()
	play := func(out string, extra ...string) string {
		t.Helper()
		args := append([]string{"selfplay", "-variant", "chess", "-games", "1", "-nodes", "400", "-concurrency", "1", "-seed", "7", "-scores", "-out", out}, extra...)
		if stdout, errOut, code := runSiege(args...); code != 0 {
			t.Fatalf("%v: exit %d: %q %q", extra, code, stdout, errOut)
		}
		raw, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return string(raw)
	}
	hand := play(dir + "/hand.txt")
	learned := play(dir+"/learned.txt", "-evalfile", "<built-in>")
	if hand == "" || learned == "" || hand == learned {
		t.Errorf("the network changed nothing:\n%s", hand)
	}
	if again := play(dir+"/again.txt", "-evalfile", "<built-in>"); again != learned {
		t.Errorf("the same game with the network twice differs")
	}
	if _, errOut, code := runSiege("selfplay", "-games", "1", "-evalfile", dir+"/hand.txt", "-out", dir+"/none.txt"); code != 2 || !strings.Contains(errOut, "-evalfile") {
		t.Errorf("not a network: exit %d, %q", code, errOut)
	}
	if _, err := os.Stat(dir + "/none.txt"); !os.IsNotExist(err) {
		t.Errorf("the output file was made for a refused run: %v", err)
	}
}

package match

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"siegeworks/rules"
)

// The match tests run UCI engines as subprocesses: the test binary itself, re-executed
// with MATCH_FAKE_UCI set to a behaviour, speaks a little UCI.
func TestMain(m *testing.M) {
	if mode := os.Getenv("MATCH_FAKE_UCI"); mode != "" {
		fakeUCI(mode)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// fakePlayer is a UCI engine of the given behaviour run as a subprocess:
//   - first: plays the first legal move (a well-behaved engine);
//   - crash: exits when asked for a move;
//   - garbage: answers "bestmove" with a word that is not a move;
//   - illegal: answers a move that is not legal (a1a8 with the rook blocked);
//   - hang: never answers a go;
//   - slow: thinks 300 ms for every move;
//   - mute: never finishes the handshake;
//   - nodes: plays the first legal move when told "go nodes N", and garbage otherwise.
func fakePlayer(mode string) *UCIPlayer {
	// The handshake is the test binary starting again (built with -race in CI, on a busy
	// machine): 20 s for it, and 2 s for the mute engine, whose handshake is meant to fail.
	startup := 20 * time.Second
	if mode == "mute" {
		startup = 2 * time.Second
	}
	return NewUCIPlayer(UCIConfig{Command: os.Args[0], Args: []string{"-test.run=^$"}, Startup: startup, Env: []string{"MATCH_FAKE_UCI=" + mode}})
}

func fakeUCI(mode string) {
	in := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	say := func(s string) { fmt.Fprintln(out, s); out.Flush() }
	v := rules.Variants[0]
	var pos *rules.Position
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci":
			if mode == "mute" {
				continue
			}
			say("id name Fake " + mode)
			say("uciok")
		case "setoption":
			if len(f) == 5 && f[2] == "UCI_Variant" {
				v, _ = rules.VariantByID(f[4])
			}
		case "isready":
			say("readyok")
		case "position":
			pos = rules.NewPosition(v)
			for _, t := range f[2:] {
				if t == "moves" {
					continue
				}
				m, err := pos.ParseCoordinate(t)
				if err != nil {
					say("info string bad move " + t)
					break
				}
				pos.MakeMove(m)
			}
		case "go":
			switch mode {
			case "crash":
				os.Exit(3)
			case "garbage":
				say("bestmove zz")
			case "illegal":
				say("bestmove a1a8")
			case "hang":
			case "nodes":
				if len(f) == 3 && f[1] == "nodes" {
					var ml rules.MoveList
					pos.GenerateLegal(&ml)
					say("bestmove " + ml.At(0).String())
				} else {
					say("bestmove zz")
				}
			default:
				if mode == "slow" {
					time.Sleep(300 * time.Millisecond)
				}
				var ml rules.MoveList
				pos.GenerateLegal(&ml)
				say("info depth 1 score cp 0")
				say("bestmove " + ml.At(0).String())
			}
		case "quit":
			return
		}
	}
}

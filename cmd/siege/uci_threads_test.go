package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"siegeworks/engine"
	"siegeworks/rules"
)

// The UCI Threads option: offered, set on the engine, and refused out of range.
func TestUCIThreadsOption(t *testing.T) {
	var out bytes.Buffer
	u := &uciSession{out: &out, eng: engine.New(engine.Options{Level: engine.MaxLevel, HashMB: 1}), variant: rules.Chess}
	u.pos = rules.NewPosition(u.variant)
	u.handle([]string{"uci"})
	if want := fmt.Sprintf("option name Threads type spin default 1 min 1 max %d", engine.MaxThreads); !strings.Contains(out.String(), want) {
		t.Fatalf("uci does not offer %q:\n%s", want, out.String())
	}
	out.Reset()
	u.handle(strings.Fields("setoption name Threads value 2"))
	if got := u.eng.Threads(); got != 2 || out.Len() != 0 {
		t.Fatalf("after Threads 2 the engine has %d threads (output %q)", got, out.String())
	}
	for _, bad := range []string{"0", "65", "two"} {
		out.Reset()
		u.handle(strings.Fields("setoption name Threads value " + bad))
		if !strings.Contains(out.String(), "info string error: Threads must be 1-64") || u.eng.Threads() != 2 {
			t.Errorf("Threads %s: output %q, threads %d", bad, out.String(), u.eng.Threads())
		}
	}
	out.Reset()
	u.handle(strings.Fields("go depth 4"))
	u.stopSearch()
	if !strings.Contains(out.String(), "bestmove ") {
		t.Errorf("a 2-thread search gave no best move:\n%s", out.String())
	}
}

package main

import (
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"net"
	"os"
	"os/signal"
	"strings"
	"time"

	"siegeworks/netplay"
	"siegeworks/rules"
	"siegeworks/session"
)

// siege host and siege join: a game with a friend at a distance, over the protocol of
// package netplay, the side played here moved by a person typing moves or by an engine.

func init() {
	commands["host"] = command{"play a friend on another computer: prints an invitation code and addresses, waits for the friend (siege join), then plays; a person types the moves, or an engine plays them: [-variant V] [-fen F] [-clock 5+3] [-side white|black|random] [-name N] [-port P] [-engine \"PROGRAM ARGS\" | -builtin DEPTH/TIME] [-pgn FILE]", runHost}
	commands["join"] = command{"join a friend's game with their invitation code: siege join CODE -addr HOST:PORT [-name N] [-engine \"PROGRAM ARGS\" | -builtin DEPTH/TIME] [-pgn FILE]", runJoin}
}

// localFlags are the flags that say who plays the side here, and what to do with the game.
type localFlags struct {
	name, engineCmd, builtin, pgn *string
	movetime                      *int
	wait                          *time.Duration
}

func addLocalFlags(fs *flag.FlagSet) localFlags {
	return localFlags{
		name:      fs.String("name", "", "your name, told to the friend (default: the engine's name, or your login name)"),
		engineCmd: fs.String("engine", "", "a UCI engine plays the side here: its program and arguments, in one argument"),
		builtin:   fs.String("builtin", "", "the built-in engine plays the side here, searching to a depth (4), for a time per move (500ms) or both (4/500ms)"),
		movetime:  fs.Int("movetime", 1000, "with -engine and no clock: milliseconds per move"),
		pgn:       fs.String("pgn", "", "write the finished game to this PGN file (default: print it)"),
		wait:      fs.Duration("wait", 10*time.Minute, "how long to wait for the friend: to join, to be reached, or to come back after a lost connection"),
	}
}

// chooser starts the program that plays the side here, if any (nil: a person types).
func (lf localFlags) chooser() (chooser, error) {
	switch {
	case *lf.engineCmd != "" && *lf.builtin != "":
		return nil, errors.New("-engine and -builtin both play the side here: give one")
	case *lf.builtin != "":
		return newBuiltinChooser(*lf.builtin)
	case *lf.engineCmd != "":
		if *lf.movetime < 1 {
			return nil, errors.New("-movetime must be positive")
		}
		return startUCIEngine(*lf.engineCmd, time.Duration(*lf.movetime)*time.Millisecond)
	}
	return nil, nil
}

// playerName is the name told to the friend.
func (lf localFlags) playerName(ch chooser, fallback string) string {
	if n := strings.TrimSpace(*lf.name); n != "" {
		return n
	}
	if ch != nil {
		return ch.name()
	}
	for _, env := range []string{"USER", "USERNAME", "LOGNAME"} {
		if n := strings.TrimSpace(os.Getenv(env)); n != "" {
			return n
		}
	}
	return fallback
}

func runHost(args []string, in io.Reader, out io.Writer) error {
	fs := newFlags("host")
	variant := fs.String("variant", "chess", "variant identifier")
	fen := fs.String("fen", "", "start from this position (default: the variant's start position)")
	clock := fs.String("clock", "", "time control, minutes + seconds per move, like 5+3 (default: no clocks)")
	side := fs.String("side", "random", "the side played here: white, black or random")
	port := fs.Int("port", 0, "TCP port to listen on (0: any free one); the friend must be able to reach it")
	lf := addLocalFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	v, err := rules.VariantByID(*variant)
	if err != nil {
		return err
	}
	if *fen != "" {
		if _, err := rules.NewGameFromFEN(v, *fen); err != nil {
			return err
		}
	}
	tc, err := session.ParseTimeControl(*clock)
	if err != nil {
		return err
	}
	hostSide, err := parseSide(*side)
	if err != nil {
		return err
	}
	if *port < 0 || *port > 65535 {
		return fmt.Errorf("-port must be 0-65535, not %d", *port)
	}
	code, err := netplay.NewCode(0)
	if err != nil {
		return err
	}
	ch, err := lf.chooser()
	if err != nil {
		return err
	}
	if ch != nil {
		if err := ch.prepare(v); err != nil {
			ch.close()
			return err
		}
	}
	g := newNetGame(out, lf, ch, lf.playerName(ch, "Host"))
	peer, err := netplay.Host(netplay.HostOptions{
		Options: g.options(), Code: code, Listen: fmt.Sprintf(":%d", *port),
		Setup: netplay.Setup{Variant: v, FEN: *fen, Clock: tc, HostSide: hostSide},
	})
	if err != nil {
		g.closeChooser()
		return fmt.Errorf("cannot listen on port %d: %v", *port, err)
	}
	g.peer = peer
	g.say("Invitation code: %s", code)
	g.say("Your friend joins with:  siege join %s -addr ADDRESS", code)
	g.say("where ADDRESS is one of:")
	for _, a := range hostAddresses(peer.Addr()) {
		g.say("  %s", a)
	}
	g.say("Across the internet, forward TCP port %d of your router to this computer and give your public address with that port.", tcpPort(peer.Addr()))
	g.say("You play %s; %s%s. Waiting for your friend (up to %v)…", sideWord(hostSide), v.Name, clockWords(tc), *lf.wait)
	return g.play(in)
}

func runJoin(args []string, in io.Reader, out io.Writer) error {
	fs := newFlags("join")
	addr := fs.String("addr", "", "the host's address, HOST:PORT, as the host's siege printed it")
	lf := addLocalFlags(fs)
	// The code comes first (siege join 7-turret-sling-castle -addr …), or after the flags.
	var codeText []string
	for len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		codeText, args = append(codeText, args[0]), args[1:]
	}
	if err := fs.Parse(args); err != nil {
		return parseFlags(fs, args) // the same error, or the help
	}
	codeText = append(codeText, fs.Args()...)
	if len(codeText) == 0 {
		return errors.New("the invitation code is missing: siege join CODE -addr HOST:PORT")
	}
	code, err := netplay.ParseCode(strings.Join(codeText, " "))
	if err != nil {
		return err
	}
	if *addr == "" {
		return errors.New("the host's address is missing: -addr HOST:PORT, as the host's siege printed it")
	}
	if _, _, err := net.SplitHostPort(*addr); err != nil {
		return fmt.Errorf("-addr %q is not HOST:PORT", *addr)
	}
	// The variant is the host's: the engine is readied for it when the game arrives.
	ch, err := lf.chooser()
	if err != nil {
		return err
	}
	g := newNetGame(out, lf, ch, lf.playerName(ch, "Guest"))
	g.say("Joining the game %s at %s…", code, *addr)
	g.peer = netplay.Join(netplay.JoinOptions{Options: g.options(), Code: code, Addr: *addr})
	return g.play(in)
}

func parseSide(s string) (rules.Color, error) {
	switch strings.ToLower(s) {
	case "white", "w":
		return rules.White, nil
	case "black", "b":
		return rules.Black, nil
	case "random", "r", "":
		n, err := rand.Int(rand.Reader, big.NewInt(2))
		if err != nil {
			return rules.White, err
		}
		return rules.Color(n.Int64()), nil
	}
	return rules.White, fmt.Errorf("-side is white, black or random, not %q", s)
}

func sideWord(c rules.Color) string {
	if c == rules.Black {
		return "Black"
	}
	return "White"
}

func clockWords(tc session.TimeControl) string {
	if !tc.On() {
		return ", no clocks"
	}
	return ", " + tc.String() + " (minutes + seconds a move)"
}

// tcpPort is the port of a listening address.
func tcpPort(a net.Addr) int {
	if t, ok := a.(*net.TCPAddr); ok {
		return t.Port
	}
	return 0
}

// hostAddresses are the addresses a friend can dial: this computer's own addresses (the
// network's first, the loopback last), with the port listened on.
func hostAddresses(a net.Addr) []string {
	port := tcpPort(a)
	var lan, loop []string
	if addrs, err := net.InterfaceAddrs(); err == nil {
		for _, ad := range addrs {
			ipn, ok := ad.(*net.IPNet)
			if !ok || ipn.IP.IsLinkLocalUnicast() || ipn.IP.IsMulticast() {
				continue
			}
			hp := net.JoinHostPort(ipn.IP.String(), fmt.Sprint(port))
			switch {
			case ipn.IP.IsLoopback():
				loop = append(loop, hp+"   (on this computer)")
			default:
				lan = append(lan, hp)
			}
		}
	}
	if len(loop) == 0 {
		loop = []string{net.JoinHostPort("127.0.0.1", fmt.Sprint(port)) + "   (on this computer)"}
	}
	return append(lan, loop...)
}

// interrupts are the Ctrl-C presses the command hears (tests replace it).
var interrupts = func() (<-chan os.Signal, func()) {
	c := make(chan os.Signal, 1)
	signal.Notify(c, os.Interrupt)
	return c, func() { signal.Stop(c) }
}

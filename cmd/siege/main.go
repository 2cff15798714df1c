package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"siegeworks/engine"
	"siegeworks/rules"
)

// command is one subcommand: it parses its own flags from args and writes
// its answer to out. A returned error becomes a one-line message and exit
// status 2.
type command struct {
	summary string
	run     func(args []string, in io.Reader, out io.Writer) error
}

var commands = map[string]command{
	"perft":  {"count leaf nodes: -variant V [-fen F] -depth N [-divide]", runPerft},
	"moves":  {"list legal moves with the FEN after each: -variant V -fen F", runMoves},
	"status": {"ongoing, checkmate, stalemate, insufficient, nocastles or siege: -variant V -fen F", runStatus},
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// version is stamped by the build (make build/dist: -X main.version=…, from FyneApp.toml).
var version = "unstamped build"

// stderr is where a command writes its progress and notes: run's errOut while the command
// runs (one command at a time).
var stderr io.Writer = os.Stderr

func run(args []string, in io.Reader, out, errOut io.Writer) int {
	stderr = errOut
	defer func() { stderr = os.Stderr }()
	if len(args) == 0 {
		fmt.Fprintln(errOut, "siege: missing command; "+usage())
		return 2
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(out, overview())
		return 0
	case "-version", "--version", "version":
		fmt.Fprintln(out, "siege (Siegeworks) "+version)
		return 0
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(errOut, "siege: unknown command %q; %s\n", args[0], usage())
		return 2
	}
	if err := cmd.run(args[1:], in, out); err != nil {
		var help *helpRequested
		if errors.As(err, &help) {
			fmt.Fprintf(out, "usage: siege %s [flags]\n\n%s\n\nflags:\n%s", args[0], cmd.summary, help.flags)
			return 0
		}
		msg := strings.ReplaceAll(err.Error(), "\n", " ")
		fmt.Fprintf(errOut, "siege %s: %s\n", args[0], msg)
		return 2
	}
	return 0
}

// overview is the answer to siege -h: every command with what it does.
func overview() string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("siege — the command line of Siegeworks: chess and its siege variants.\n\n")
	b.WriteString("usage: siege COMMAND [flags]   (siege COMMAND -h lists the command's flags)\n")
	b.WriteString("       siege -version\n\ncommands:\n")
	for _, n := range names {
		fmt.Fprintf(&b, "  %-9s %s\n", n, commands[n].summary)
	}
	b.WriteString("\nvariants: ")
	ids := make([]string, len(rules.Variants))
	for i, v := range rules.Variants {
		ids[i] = v.ID
	}
	b.WriteString(strings.Join(ids, ", ") + "\n")
	b.WriteString("\nlevels (approximate chess ratings, measured as engine/README.md says):\n")
	for l := engine.MinLevel; l <= engine.MaxLevel; l++ {
		fmt.Fprintf(&b, "  Level %d · about %d\n", l, engine.Levels[l].Rating)
	}
	return b.String()
}

// helpRequested is what parseFlags returns for -h: the command's flags, described.
type helpRequested struct{ flags string }

func (h *helpRequested) Error() string { return "help requested" }

func usage() string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	return "commands: " + strings.Join(names, ", ") + " (siege -h explains them)"
}

// newFlags makes a flag set that reports errors as values instead of
// printing usage text and exiting.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			var b strings.Builder
			fs.SetOutput(&b)
			fs.PrintDefaults()
			fs.SetOutput(io.Discard)
			return &helpRequested{flags: b.String()}
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	return nil
}

// positionFlags are the -variant and -fen flags every command shares.
type positionFlags struct {
	variant, fen *string
}

func addPositionFlags(fs *flag.FlagSet) positionFlags {
	return positionFlags{
		variant: fs.String("variant", "chess", "variant identifier"),
		fen:     fs.String("fen", "", "position (default: the variant's start position)"),
	}
}

func (pf positionFlags) position() (*rules.Position, error) {
	v, err := rules.VariantByID(*pf.variant)
	if err != nil {
		return nil, err
	}
	if *pf.fen == "" {
		return rules.NewPosition(v), nil
	}
	return rules.ParseFEN(v, *pf.fen)
}

package discovery

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/hashicorp/mdns"
)

// The game the announcing side hosts in the namespace test.
var hostedGame = Game{Host: "Ann Übermann", Nameplate: 7, Variant: "turret", Clock: "5+3", Version: 1}

const hostedPort = 7777

// forgedTXT are TXT records a hostile or broken announcer sends beside the real game; a
// browser must list none of them.
var forgedTXT = map[string][]string{
	"control":    {"txtvers=1", "id=00000000000000a1", `host=Bad\007Bob`, "np=1", "variant=turret", "clock=", "proto=1"},
	"long":       {"txtvers=1", "id=00000000000000a2", "host=" + strings.Repeat("x", MaxHostRunes+1), "np=2", "variant=turret", "clock=", "proto=1"},
	"nameplate0": {"txtvers=1", "id=00000000000000a3", "host=Zed", "np=0", "variant=turret", "clock=", "proto=1"},
	"nameplate":  {"txtvers=1", "id=00000000000000a4", "host=Zed", "np=1000", "variant=turret", "clock=", "proto=1"},
	"missing":    {"txtvers=1", "id=00000000000000a5", "host=Zed", "np=5", "clock=", "proto=1"},
	"twice":      {"txtvers=1", "id=00000000000000a6", "host=Zed", "host=Eve", "np=6", "variant=turret", "clock=", "proto=1"},
	"notutf8":    {"txtvers=1", "id=00000000000000a7", `host=\255\254`, "np=7", "variant=turret", "clock=", "proto=1"},
	"bidi":       {"txtvers=1", "id=00000000000000a8", `host=Eve\226\128\174gnp`, "np=8", "variant=turret", "clock=", "proto=1"},
	"variant":    {"txtvers=1", "id=00000000000000a9", "host=Zed", "np=9", "variant=Turret!", "clock=", "proto=1"},
	"txtvers":    {"txtvers=2", "id=00000000000000aa", "host=Zed", "np=10", "variant=turret", "clock=", "proto=1"},
	"garbage":    {strings.Repeat("\\255", 255)},
	"many":       append([]string{"txtvers=1", "id=00000000000000ab", "host=Zed", "np=11", "variant=turret", "clock=", "proto=1"}, strings.Fields("a=1 b=2 c=3 d=4 e=5 f=6 g=7 h=8 i=9 j=10")...),
}

// playRole is one side of the namespace test, in a process of its own inside a namespace.
// It reads nothing but the end of its input (the parent's sign to stop) and writes lines
// the parent reads: "ready", "found <games as JSON>", "done".
func playRole(role string) int {
	var err error
	switch role {
	case "announce":
		err = announceUntilEOF()
	case "browse":
		err = browseUntilEOF()
	case "nonetwork":
		err = browseWithoutNetwork()
	default:
		err = fmt.Errorf("unknown role %q", role)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", role, err)
		return 1
	}
	fmt.Println("done")
	return 0
}

func announceUntilEOF() error {
	before := runtime.NumGoroutine()
	stop, err := Announce(hostedGame, hostedPort, Options{Logf: stderrf})
	if err != nil {
		return err
	}
	forged, err := announceForged()
	if err != nil {
		return err
	}
	fmt.Println("ready")
	_, _ = io.Copy(io.Discard, os.Stdin)
	stop()
	stop() // twice is harmless
	for _, s := range forged {
		_ = s.Shutdown()
	}
	return settles(before)
}

// announceForged answers with forgedTXT, straight through the mDNS library.
func announceForged() ([]*mdns.Server, error) {
	links, err := Options{}.links()
	if err != nil {
		return nil, err
	}
	l := links[0]
	var servers []*mdns.Server
	for name, txt := range forgedTXT {
		host := "forged-" + name + "." + domain
		svc, err := mdns.NewMDNSService("forged-"+name, serviceType, domain, host, 9000,
			[]net.IP{net.IP(l.addrs[0].AsSlice())}, txt)
		if err != nil {
			return nil, fmt.Errorf("forged %s: %v", name, err)
		}
		s, err := mdns.NewServer(&mdns.Config{Zone: svc, Iface: &l.iface, Logger: Options{}.logger()})
		if err != nil {
			return nil, fmt.Errorf("forged %s: %v", name, err)
		}
		servers = append(servers, s)
	}
	return servers, nil
}

func browseUntilEOF() error {
	before := runtime.NumGoroutine()
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		_, _ = io.Copy(io.Discard, os.Stdin)
		cancel()
	}()
	out := bufio.NewWriter(os.Stdout)
	err := Browse(ctx, Options{Logf: stderrf}, func(games []Game) {
		b, _ := json.Marshal(games)
		fmt.Fprintf(out, "found %s\n", b)
		_ = out.Flush()
	})
	if err != nil {
		return err
	}
	if ctx.Err() == nil {
		return fmt.Errorf("Browse returned before its context ended")
	}
	// The reader goroutine above has ended: its input is closed.
	return settles(before)
}

// browseWithoutNetwork: in a namespace with only the loopback, Browse says so at once.
func browseWithoutNetwork() error {
	start := time.Now()
	err := Browse(context.Background(), Options{}, func([]Game) {})
	if err != errNoNetwork {
		return fmt.Errorf("Browse without a network returned %v, want %v", err, errNoNetwork)
	}
	if _, err := Announce(hostedGame, hostedPort, Options{}); err != errNoNetwork {
		return fmt.Errorf("Announce without a network returned %v, want %v", err, errNoNetwork)
	}
	if d := time.Since(start); d > time.Second {
		return fmt.Errorf("Browse and Announce took %v to fail", d)
	}
	return nil
}

func stderrf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
}

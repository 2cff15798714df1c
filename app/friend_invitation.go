package app

import (
	"context"
	"net"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"siegeworks/netplay"
	"siegeworks/netplay/portmap"
	"siegeworks/rules"
	"siegeworks/session"
)

// routerLease is how long the router is asked to forward the port at a time (renewed
// while the game is hosted).
const routerLease = time.Hour

// openRouterPort asks the router to let a friend elsewhere on the internet in, and adds
// what came of it to the invitation.
func (u *ui) openRouterPort(f *friendGame) {
	port := portOf(f.peer.Addr())
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		m, err := portmap.Open(ctx, port, routerLease, u.cfg.logger.Printf)
		u.post(func() {
			if u.friend != f { // the game is no longer hosted
				if m != nil {
					go m.Close()
				}
				return
			}
			f.router = m
			if f.invite == nil { // a game taken up again after a restart
				return
			}
			f.invite.internet = internetWords(m, err, port)
			if err == nil {
				f.invite.text += " " + lang.L("(from elsewhere on the internet: {{.Address}})", map[string]any{"Address": m.External.String()})
			}
			if d := u.dlg.friend; d != nil && !d.invitation.Hidden {
				d.showInvitation(f.invite)
			}
		})
	}()
}

// internetWords say how a friend elsewhere on the internet reaches the game.
func internetWords(m *portmap.Mapping, err error, port int) string {
	if err == nil {
		return lang.L("A friend elsewhere on the internet joins at {{.Address}} (your router opened the port for this game).",
			map[string]any{"Address": m.External.String()})
	}
	return lang.L("A friend elsewhere on the internet cannot reach this computer yet: {{.Problem}}. Forward port {{.Port}} on your router to this computer, or play by correspondence (Game menu).",
		map[string]any{"Problem": strings.TrimSuffix(err.Error(), "."), "Port": port})
}

// invitation is what the host hands the friend: the code, and where to find this computer.
type invitation struct {
	code  string
	where string // the dialog's words
	text  string // what Copy puts on the clipboard
	// internet says how a friend elsewhere reaches the game, once the router answered.
	internet string
}

func newInvitation(code netplay.Code, v *rules.Variant, tc session.TimeControl, hostSide rules.Color, port int) *invitation {
	addrs := lanAddrs(port)
	var where string
	switch len(addrs) {
	case 0:
		where = lang.L("Your friend joins from “Join a game” with this code, at this computer's address, port {{.Port}}.", map[string]any{"Port": port})
	case 1:
		where = lang.L("Your friend joins from “Join a game” with this code and this computer's address: {{.Address}}.", map[string]any{"Address": addrs[0]})
	default:
		where = lang.L("Your friend joins from “Join a game” with this code and one of this computer's addresses: {{.Addresses}}.",
			map[string]any{"Addresses": strings.Join(addrs, ", ")})
	}
	where += " " + hostPlays(hostSide, v, tc)
	game := map[string]any{"Variant": lang.L(v.Name), "Code": code.String()}
	text := lang.L("Join my Siegeworks game ({{.Variant}}): invitation code {{.Code}}", game)
	if len(addrs) > 0 {
		game["Address"] = addrs[0]
		text = lang.L("Join my Siegeworks game ({{.Variant}}): invitation code {{.Code}}, address {{.Address}}", game)
	}
	return &invitation{code: code.String(), where: where, text: text}
}

// hostPlays is "You play white, Chess, clock 5+3." for the host.
func hostPlays(side rules.Color, v *rules.Variant, tc session.TimeControl) string {
	a := map[string]any{"Variant": lang.L(v.Name), "Clock": tc.String()}
	if tc.String() == "" {
		return bySide(side, lang.L("You play white, {{.Variant}}, no clock.", a), lang.L("You play black, {{.Variant}}, no clock.", a))
	}
	return bySide(side, lang.L("You play white, {{.Variant}}, clock {{.Clock}}.", a), lang.L("You play black, {{.Variant}}, clock {{.Clock}}.", a))
}

// showInvitation shows the hosted game's invitation in the tabs' place.
func (d *friendDialog) showInvitation(inv *invitation) {
	d.codeLbl.SetText(inv.code)
	where := inv.where
	if inv.internet == "" {
		where += "\n\n" + lang.L("Asking your router to let a friend elsewhere on the internet in…")
	} else {
		where += "\n\n" + inv.internet
	}
	d.whereLbl.SetText(where)
	d.invText = inv.text
	d.tabs.Hide()
	d.invitation.Show()
}

func portOf(a net.Addr) int {
	if t, ok := a.(*net.TCPAddr); ok {
		return t.Port
	}
	return friendPort
}

// lanAddrs are this computer's addresses a friend on the same network can reach, with the
// port (IPv4 first, then IPv6 global ones).
func lanAddrs(port int) []string {
	ifaces, err := net.InterfaceAddrs()
	if err != nil {
		return nil
	}
	var v4, v6 []string
	for _, a := range ifaces {
		ipn, ok := a.(*net.IPNet)
		if !ok || ipn.IP.IsLoopback() || ipn.IP.IsLinkLocalUnicast() {
			continue
		}
		hp := net.JoinHostPort(ipn.IP.String(), strconv.Itoa(port))
		if ipn.IP.To4() != nil {
			v4 = append(v4, hp)
		} else {
			v6 = append(v6, hp)
		}
	}
	return append(v4, v6...)
}

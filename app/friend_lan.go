package app

import (
	"context"
	"sort"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"siegeworks/netplay"
	"siegeworks/netplay/discovery"
	"siegeworks/rules"
)

// announceHosted tells the local network about the hosted game, so that it shows in a
// friend's Join list by itself, until the friend comes (stopAnnouncing).
func (u *ui) announceHosted(name string, code netplay.Code, setup netplay.Setup, peer *netplay.Peer) {
	g := discovery.Game{Host: name, Nameplate: code.Nameplate, Variant: setup.Variant.ID,
		Clock: setup.Clock.String(), Version: netplay.ProtocolVersion}
	stop, err := discovery.Announce(g, portOf(peer.Addr()), discovery.Options{Logf: u.cfg.logger.Printf})
	if err != nil {
		// Not announced: the friend types the address the invitation shows.
		u.cfg.logger.Printf("siegeworks: the hosted game is not announced on the local network: %v", err)
		return
	}
	u.friend.lan = stop
}

// stopAnnouncing stops telling the local network about the game.
func (f *friendGame) stopAnnouncing() {
	if f.lan != nil {
		f.lan()
		f.lan = nil
	}
}

// lanGames is the Join tab's list of the games hosted on the local network.
type lanGames struct {
	list   *widget.List
	note   *widget.Label
	games  []discovery.Game
	cancel context.CancelFunc
}

// browseTime bounds how long the Join tab looks for games on the network: a dialog left
// open does not ask the network forever.
const browseTime = 10 * time.Minute

// newLANGames makes the list; picking a game fills in its address and the code's number.
func (u *ui) newLANGames(picked func(g discovery.Game)) *lanGames {
	l := &lanGames{note: wrapped(lang.L("Looking for games on this network…"))}
	l.list = widget.NewList(
		func() int { return len(l.games) },
		func() fyne.CanvasObject { return widget.NewLabel(lang.L("A host's name, Turret Chess, 15+10")) },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(l.games) {
				o.(*widget.Label).SetText(lanGameText(l.games[i]))
			}
		})
	l.list.OnSelected = func(i widget.ListItemID) {
		if i < len(l.games) {
			picked(l.games[i])
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), browseTime)
	l.cancel = cancel
	go func() {
		err := discovery.Browse(ctx, discovery.Options{Logf: u.cfg.logger.Printf}, func(gs []discovery.Game) {
			gs = append([]discovery.Game(nil), gs...)
			u.post(func() { l.show(gs) })
		})
		if err != nil && ctx.Err() == nil {
			u.post(func() {
				l.note.SetText(lang.L("Games on this network cannot be looked for here: type the address instead."))
			})
		}
	}()
	return l
}

// show lists the games found (those of this program's protocol).
func (l *lanGames) show(gs []discovery.Game) {
	l.games = l.games[:0]
	for _, g := range gs {
		if g.Version == netplay.ProtocolVersion && len(g.Addrs) > 0 {
			l.games = append(l.games, g)
		}
	}
	sort.Slice(l.games, func(i, j int) bool { return l.games[i].Host < l.games[j].Host })
	switch len(l.games) {
	case 0:
		l.note.SetText(lang.L("No game is hosted on this network yet; it shows here when there is one."))
	default:
		l.note.SetText(lang.L("Games hosted on this network: pick yours, then type the code's words."))
	}
	l.list.UnselectAll()
	l.list.Refresh()
}

// lanGameText is how a game found on the network is listed.
func lanGameText(g discovery.Game) string {
	game := g.Variant
	if v, err := rules.VariantByID(g.Variant); err == nil {
		game = lang.L(v.Name)
	}
	if g.Clock != "" {
		game += ", " + g.Clock
	}
	return lang.L("{{.Host}} — {{.Game}} — code {{.Code}}-…", map[string]any{"Host": g.Host, "Game": game, "Code": strconv.Itoa(g.Nameplate)})
}

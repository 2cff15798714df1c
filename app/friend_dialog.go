package app

import (
	"crypto/rand"
	"math/big"
	"net"
	"os/user"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/netplay"
	"siegeworks/netplay/discovery"
	"siegeworks/rules"
	"siegeworks/session"
)

// friendDialog is "Play a friend on another computer": host a game (and hand out its
// invitation code) or join one with a code.
type friendDialog struct {
	dialog  *dialog.CustomDialog
	tabs    *container.AppTabs
	name    *escEntry
	variant *escSelect
	clock   *escSelect
	side    *escSelect
	code    *escEntry // the joiner's
	addr    *escEntry // the joiner's
	errLbl  *widget.Label
	buttons namedButtons
	// invitation shows the code once the game is hosted.
	invitation *fyne.Container
	codeLbl    *widget.Label
	whereLbl   *widget.Label
	invText    string // what Copy puts on the clipboard
	lan        *lanGames
}

// Colour choices of the host, in the order of sideChoices.
const (
	sideWhite = iota
	sideBlack
	sideRandom
)

// sideChoices are the colours the host may play (correspondence offers the first two).
func sideChoices() []string { return []string{lang.L("White"), lang.L("Black"), lang.L("Random")} }

// maxFriendName bounds the name a player goes by (the protocol's limit too).
const maxFriendName = 40

// The dialog's tabs.
const (
	hostTab = iota
	joinTab
)

// showFriendDialog opens the dialog on a tab (hostTab, joinTab); while a game is hosted
// and waits for the friend, it shows the invitation again.
func (u *ui) showFriendDialog(tab int) {
	if u.dlg.friend != nil {
		return // already open
	}
	d := &friendDialog{buttons: namedButtons{}}
	d.name = u.newEntry()
	d.name.SetPlaceHolder(lang.L("The name your friend sees"))
	d.name.SetText(u.defaultFriendName())
	names := variantNames()
	d.variant = u.newSelect(names, nil)
	current, _ := rules.VariantByID(u.set.Variant)
	d.variant.SetSelectedIndex(slices.Index(rules.Variants, current)) // variantNames lists them in order
	// The first choice is no clock, then the time controls.
	d.clock = u.newSelect(append([]string{lang.L("No clock")}, session.TimeControlChoices...), nil)
	d.clock.SetSelectedIndex(0)
	if u.set.Clock != "" && contains(session.TimeControlChoices, u.set.Clock) {
		d.clock.SetSelected(u.set.Clock)
	}
	d.side = u.newSelect(sideChoices(), nil)
	d.side.SetSelectedIndex(sideRandom)
	d.code = u.newEntry()
	d.code.SetPlaceHolder(lang.L("e.g. {{.Code}}", map[string]any{"Code": "7-turret-sling-castle"}))
	d.addr = u.newEntry()
	d.addr.SetPlaceHolder(lang.L("e.g. {{.Address}} or {{.Address}}:{{.Port}}", map[string]any{"Address": "192.168.1.20", "Port": friendPort}))
	d.errLbl = widget.NewLabel("")
	d.errLbl.Importance = widget.DangerImportance
	d.errLbl.Wrapping = fyne.TextWrapWord

	host := d.buttons.add("host", lang.L("Host the game"), theme.MediaPlayIcon(), func() { u.hostFromDialog(d) })
	host.Importance = widget.HighImportance
	hostPage := container.NewVBox(
		wrapped(lang.L("Choose the game; you get an invitation code to read out or send to your friend.")),
		widget.NewForm(
			widget.NewFormItem(lang.L("Variant"), d.variant),
			widget.NewFormItem(lang.L("Clock"), d.clock),
			widget.NewFormItem(lang.L("You play"), d.side),
		),
		container.NewHBox(layout.NewSpacer(), host),
	)
	join := d.buttons.add("join", lang.L("Join"), theme.LoginIcon(), func() { u.joinFromDialog(d) })
	join.Importance = widget.HighImportance
	lan := u.newLANGames(func(g discovery.Game) {
		d.addr.SetText(g.Addrs[0].String())
		if c, err := netplay.ParseCode(d.code.Text); err != nil || c.Nameplate != g.Nameplate {
			d.code.SetText(strconv.Itoa(g.Nameplate) + "-")
		}
		u.win.Canvas().Focus(d.code)
		d.code.CursorColumn = len([]rune(d.code.Text))
		d.code.Refresh()
	})
	d.lan = lan
	joinPage := container.NewVBox(
		lan.note, withHeight(96, lan.list),
		wrapped(lang.L("Type the invitation code your friend gives you, and where their computer is.")),
		widget.NewForm(
			widget.NewFormItem(lang.L("Invitation code"), d.code),
			widget.NewFormItem(lang.L("Friend's address"), d.addr),
		),
		container.NewHBox(layout.NewSpacer(), join),
	)
	d.tabs = container.NewAppTabs(container.NewTabItem(lang.L("Host a game"), hostPage), container.NewTabItem(lang.L("Join a game"), joinPage))
	d.tabs.SelectIndex(tab)

	d.codeLbl = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true, Monospace: true})
	d.codeLbl.SizeName = theme.SizeNameHeadingText
	d.codeLbl.Selectable = true
	d.whereLbl = wrapped("")
	copyBtn := d.buttons.add("copy", lang.L("Copy invitation"), theme.ContentCopyIcon(), func() {
		u.clipboard().SetContent(d.invText)
		u.game.status.say(lang.L("The invitation is copied: paste it to your friend."))
	})
	stop := d.buttons.add("stop", lang.L("Stop hosting"), theme.CancelIcon(), func() {
		u.endFriendGame()
		d.dialog.Hide()
	})
	d.invitation = container.NewVBox(
		wrapped(lang.L("Your invitation code:")), d.codeLbl, d.whereLbl,
		wrapped(lang.L("Waiting for your friend… You may close this window: the game starts when they join.")),
		container.NewHBox(layout.NewSpacer(), stop, copyBtn),
	)
	d.invitation.Hide()

	closeBtn := d.buttons.add("close", lang.L("Close"), nil, func() { d.dialog.Hide() })
	content := container.NewVBox(
		widget.NewForm(widget.NewFormItem(lang.L("Your name"), d.name)),
		container.NewStack(d.tabs, d.invitation),
		d.errLbl,
		container.NewHBox(layout.NewSpacer(), closeBtn),
	)
	d.dialog = dialog.NewCustomWithoutButtons(lang.L("Play a friend on another computer"), withWidth(540, content), u.win)
	if f := u.friend; f != nil && f.invite != nil && f.status == netplay.Waiting {
		d.showInvitation(f.invite)
	}
	u.dlg.friend = d
	u.show(d.dialog)
	d.dialog.SetOnClosed(func() {
		lan.cancel()
		if u.dlg.friend == d {
			u.dlg.friend = nil
		}
		u.dialogClosed(d.dialog)
	})
}

// defaultFriendName is the name last used, else the computer account's.
func (u *ui) defaultFriendName() string {
	if u.set.FriendName != "" {
		return u.set.FriendName
	}
	if me, err := user.Current(); err == nil {
		name := me.Name
		if name == "" {
			name = me.Username
		}
		name, _, _ = strings.Cut(name, ",")
		return clipName(name)
	}
	return ""
}

func clipName(s string) string {
	s = strings.TrimSpace(s)
	for utf8.RuneCountInString(s) > maxFriendName {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return s
}

// checkName reads the name field, saying what is wrong.
func (u *ui) checkName(d *friendDialog) (string, bool) {
	name := strings.TrimSpace(d.name.Text)
	switch {
	case name == "":
		d.errLbl.SetText(lang.L("Type the name your friend will see."))
		return "", false
	case utf8.RuneCountInString(name) > maxFriendName:
		d.errLbl.SetText(lang.N("Your name is too long: at most {{.Count}} letters.", maxFriendName, map[string]any{"Count": maxFriendName}))
		return "", false
	}
	u.changeSettings(func(s *Settings) { s.FriendName = name })
	return name, true
}

// hostFromDialog hosts the game chosen and shows its invitation.
func (u *ui) hostFromDialog(d *friendDialog) {
	d.errLbl.SetText("")
	name, ok := u.checkName(d)
	if !ok {
		return
	}
	v := variantNamed(d.variant.Selected)
	clockText := d.clock.Selected
	if d.clock.SelectedIndex() == 0 {
		clockText = "" // no clock
	}
	tc, err := session.ParseTimeControl(clockText)
	if err != nil {
		d.errLbl.SetText(lang.L("The clock: {{.Error}}.", map[string]any{"Error": err.Error()}))
		return
	}
	hostSide := rules.White
	switch d.side.SelectedIndex() {
	case sideBlack:
		hostSide = rules.Black
	case sideRandom:
		if n, err := rand.Int(rand.Reader, big.NewInt(2)); err == nil && n.Int64() == 1 {
			hostSide = rules.Black
		}
	}
	code, err := netplay.NewCode(0)
	if err != nil {
		d.errLbl.SetText(lang.L("No invitation code could be made: {{.Error}}", map[string]any{"Error": err.Error()}))
		return
	}
	setup := netplay.Setup{Variant: v, Clock: tc, HostSide: hostSide}
	if err := u.hostFriendGame(name, code, setup, nil, friendPort); err != nil {
		d.errLbl.SetText(lang.L("The game could not be hosted: {{.Error}}", map[string]any{"Error": err.Error()}))
		return
	}
	u.changeSettings(func(s *Settings) { s.chooseVariant(v) })
	u.friend.invite = newInvitation(code, v, tc, hostSide, portOf(u.friend.peer.Addr()))
	d.showInvitation(u.friend.invite)
	u.showConnection()
	u.openRouterPort(u.friend)
}

// joinFromDialog dials the host with the code typed.
func (u *ui) joinFromDialog(d *friendDialog) {
	d.errLbl.SetText("")
	name, ok := u.checkName(d)
	if !ok {
		return
	}
	code, err := netplay.ParseCode(d.code.Text)
	if err != nil {
		d.errLbl.SetText(capitalize(err.Error()) + ".")
		return
	}
	addr, problem := friendAddr(d.addr.Text)
	if problem != "" {
		d.errLbl.SetText(problem)
		return
	}
	u.joinFriendGame(name, code, addr, nil)
	d.dialog.Hide()
	u.showConnection()
}

// friendAddr reads the host's address as a person types it: a name or an address, the
// port optional. problem says what is wrong, in a player's words.
func friendAddr(text string) (addr, problem string) {
	text = strings.TrimSpace(text)
	if text == "" {
		return "", lang.L("Type the address of your friend's computer (their invitation shows it).")
	}
	if host, port, err := net.SplitHostPort(text); err == nil {
		if n, perr := strconv.Atoi(port); perr != nil || n < 1 || n > 65535 {
			return "", lang.L("The port after the colon must be a number from 1 to 65535.")
		}
		return net.JoinHostPort(host, port), ""
	}
	text = strings.Trim(text, "[]")
	if text == "" || strings.ContainsAny(text, " /\\") {
		return "", lang.L("That is not an address: it looks like {{.Address}} or {{.Address}}:{{.Port}}.", map[string]any{"Address": "192.168.1.20", "Port": friendPort})
	}
	return net.JoinHostPort(text, strconv.Itoa(friendPort)), ""
}

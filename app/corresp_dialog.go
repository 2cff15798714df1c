package app

import (
	"io"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/netplay/corresp"
	"siegeworks/rules"
)

// corrDialog is "Play by correspondence": the games running, a friend invited, and what
// the friend sent pasted in.
type corrDialog struct {
	dialog  *dialog.CustomDialog
	games   []*corresp.Game
	list    *widget.List
	picked  int // the row picked, -1 for none
	paste   *widget.Entry
	said    *widget.Label
	buttons namedButtons
}

func (u *ui) showCorrespondence() {
	if u.dlg.corr != nil {
		return
	}
	d := &corrDialog{picked: -1, buttons: namedButtons{}}
	d.list = widget.NewList(
		func() int { return len(d.games) },
		func() fyne.CanvasObject {
			return widget.NewLabel("Ana — Turret Chess — Waiting for your friend to accept")
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(d.games) {
				g := d.games[i]
				o.(*widget.Label).SetText(capitalize(g.Friend()) + " — " + lang.L(g.Variant.Name) + " — " + g.Status())
			}
		})
	d.list.OnSelected = func(i widget.ListItemID) { d.picked = i; d.updateButtons() }
	d.paste = widget.NewMultiLineEntry()
	d.paste.SetPlaceHolder(lang.L("Paste here what your friend sent: an invitation, a move, a whole message…"))
	d.paste.Wrapping = fyne.TextWrapWord
	d.said = wrapped("")

	open := d.buttons.add("open", lang.L("Open"), theme.FolderOpenIcon(), func() {
		if g := d.selected(); g != nil {
			d.dialog.Hide()
			u.openCorrGame(g)
		}
	})
	open.Importance = widget.HighImportance
	resend := d.buttons.add("resend", lang.L("Send again"), theme.MailSendIcon(), func() {
		if g := d.selected(); g != nil {
			text, err := u.corrStore().Resend(g.ID)
			if err == nil && text == "" {
				d.said.SetText(lang.L("There is nothing {{.Name}} is waiting for from you.", map[string]any{"Name": g.Friend()}))
				return
			}
			u.corrSend(&corrFriend{u: u, id: g.ID, name: g.Friend()}, text, err, "")
		}
	})
	draw := d.buttons.add("draw", lang.L("Offer a draw"), nil, func() {
		if g := d.selected(); g != nil {
			var text string
			var err error
			if g.Offer.Standing && g.Offer.By != g.Me {
				text, err = u.corrStore().AcceptDraw(g.ID)
			} else {
				text, err = u.corrStore().OfferDraw(g.ID)
			}
			u.corrSend(&corrFriend{u: u, id: g.ID, name: g.Friend()}, text, err, "")
			d.reload(u)
		}
	})
	remove := d.buttons.add("remove", lang.L("Remove"), theme.DeleteIcon(), func() {
		if g := d.selected(); g != nil {
			u.confirm(lang.L("Remove the game"), lang.L("Remove the game with {{.Name}} from this list? Texts for it are then refused.", map[string]any{"Name": g.Friend()}), lang.L("Remove"), func() {
				if err := u.corrStore().Remove(g.ID); err != nil {
					u.showError(lang.L("Remove the game"), err)
				}
				d.reload(u)
			})
		}
	})
	read := d.buttons.add("read", lang.L("Read"), theme.ConfirmIcon(), func() { d.read(u, d.paste.Text) })
	read.Importance = widget.HighImportance
	fromClip := d.buttons.add("clipboard", lang.L("Paste and read"), theme.ContentPasteIcon(), func() {
		d.paste.SetText(u.clipboard().Content())
		d.read(u, d.paste.Text)
	})
	saveFile := d.buttons.add("save", lang.L("Save as a file…"), theme.DocumentSaveIcon(), func() {
		if g := d.selected(); g != nil {
			u.saveCorrFile(d, g)
		}
	})
	openFile := d.buttons.add("file", lang.L("Open a file…"), theme.FolderOpenIcon(), func() { u.openCorrFile(d) })
	invite := d.buttons.add("invite", lang.L("Invite a friend…"), theme.ContentAddIcon(), func() { u.showCorrInvite(d) })

	content := container.NewVBox(
		widget.NewLabelWithStyle(lang.L("Your games by correspondence"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		withHeight(130, d.list),
		container.NewHBox(open, resend, draw, saveFile, remove, layout.NewSpacer(), invite),
		widget.NewSeparator(),
		withHeight(90, d.paste),
		container.NewHBox(openFile, layout.NewSpacer(), fromClip, read),
		d.said,
	)
	d.dialog = dialog.NewCustom(lang.L("Play by correspondence"), lang.L("Close"), withWidth(620, content), u.win)
	u.dlg.corr = d
	d.reload(u)
	u.show(d.dialog)
	d.dialog.SetOnClosed(func() {
		u.dlg.corr = nil
		u.dialogClosed(d.dialog)
	})
}

func (d *corrDialog) selected() *corresp.Game {
	if d.picked < 0 || d.picked >= len(d.games) {
		return nil
	}
	return d.games[d.picked]
}

// reload lists the games again.
func (d *corrDialog) reload(u *ui) {
	games, problems := u.corrStore().Games()
	d.games = games
	d.picked = -1
	d.list.UnselectAll()
	d.list.Refresh()
	if len(problems) > 0 {
		d.said.SetText(lang.L("A game could not be read: {{.Error}}", map[string]any{"Error": problems[0].Error()}))
	}
	d.updateButtons()
}

func (d *corrDialog) updateButtons() {
	g := d.selected()
	for _, name := range []string{"open", "resend", "draw", "save", "remove"} {
		setEnabled(d.buttons[name], g != nil)
	}
	draw := d.buttons["draw"]
	draw.SetText(lang.L("Offer a draw"))
	if g != nil && g.Offer.Standing && g.Offer.By != g.Me {
		draw.SetText(lang.L("Accept the draw"))
	}
	if g != nil && g.Over() {
		draw.Disable()
	}
}

// read takes in the texts pasted, and offers to accept an invitation among them.
func (d *corrDialog) read(u *ui, paste string) {
	if strings.TrimSpace(paste) == "" {
		d.said.SetText(lang.L("Paste what your friend sent first."))
		return
	}
	said, invitations := u.corrRead(paste)
	if len(said) == 0 {
		said = []string{lang.L("No Siegeworks text was found in what was pasted.")}
	}
	d.said.SetText(strings.Join(said, "\n"))
	d.paste.SetText("")
	d.reload(u)
	for _, inv := range invitations {
		u.askCorrAccept(d, inv, paste)
	}
}

// askCorrAccept asks whether to accept an invitation.
func (u *ui) askCorrAccept(d *corrDialog, inv *corresp.Invitation, paste string) {
	a := map[string]any{"Name": inv.From, "Variant": lang.L(inv.Variant.Name)}
	text := bySide(inv.FromSide, lang.L("{{.Name}} invites you to play {{.Variant}} by correspondence; {{.Name}} plays white, you play black.", a),
		lang.L("{{.Name}} invites you to play {{.Variant}} by correspondence; {{.Name}} plays black, you play white.", a))
	u.confirm(lang.L("An invitation"), text, lang.L("Accept"), func() {
		name := u.set.FriendName
		if name == "" {
			name = u.defaultFriendName()
		}
		g, reply, err := u.corrStore().Accept(inv, name)
		if err != nil {
			u.showError(lang.L("Accept the invitation"), err)
			return
		}
		u.corrRead(paste) // moves sent with the invitation
		d.reload(u)
		u.corrSend(&corrFriend{u: u, id: g.ID, name: g.Friend()}, reply, nil, lang.L("You accepted."))
	})
}

// showCorrInvite makes an invitation: the variant and the side played here.
func (u *ui) showCorrInvite(d *corrDialog) {
	names := variantNames()
	variant := u.newSelect(names, nil)
	current, _ := rules.VariantByID(u.set.Variant)
	variant.SetSelectedIndex(slices.Index(rules.Variants, current)) // variantNames lists them in order
	side := u.newSelect(sideChoices()[:sideRandom], nil)
	side.SetSelectedIndex(sideWhite)
	name := u.newEntry()
	name.SetText(u.defaultFriendName())
	form := widget.NewForm(widget.NewFormItem(lang.L("Your name"), name), widget.NewFormItem(lang.L("Variant"), variant), widget.NewFormItem(lang.L("You play"), side))
	u.show(dialog.NewCustomConfirm(lang.L("Invite a friend by correspondence"), lang.L("Make the invitation"), lang.L("Cancel"), withWidth(420, form), func(ok bool) {
		if !ok {
			return
		}
		v := variantNamed(variant.Selected)
		me := rules.White
		if side.SelectedIndex() == sideBlack {
			me = rules.Black
		}
		who := clipName(name.Text)
		if who == "" {
			who = lang.L("your friend")
		}
		u.changeSettings(func(s *Settings) { s.FriendName = who })
		g, text, err := u.corrStore().Invite(v, me, who)
		if err != nil {
			u.showError(lang.L("Invite a friend"), err)
			return
		}
		d.reload(u)
		u.corrSend(&corrFriend{u: u, id: g.ID, name: lang.L("your friend")}, text, nil, lang.L("The invitation is made."))
	}, u.win))
}

// showCorrText shows a text to send, to select or copy again.
func (u *ui) showCorrText(title, intro, text string) {
	field := widget.NewMultiLineEntry()
	field.SetText(text)
	field.Wrapping = fyne.TextWrapWord
	copyBtn := widget.NewButtonWithIcon(lang.L("Copy again"), theme.ContentCopyIcon(), func() { u.clipboard().SetContent(text) })
	content := container.NewVBox(wrapped(intro), withHeight(110, field), container.NewHBox(layout.NewSpacer(), copyBtn))
	u.show(dialog.NewCustom(title, lang.L("Done"), withWidth(520, content), u.win))
}

// saveCorrFile writes the game as a file to send instead of texts.
func (u *ui) saveCorrFile(d *corrDialog, g *corresp.Game) {
	text, err := u.corrStore().ExportPGN(g.ID)
	if err != nil {
		u.showError(lang.L("Save the game as a file"), err)
		return
	}
	save := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil || wc == nil {
			return
		}
		_, werr := wc.Write([]byte(text))
		if cerr := wc.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			u.showError(lang.L("Save the game as a file"), werr)
			return
		}
		d.said.SetText(lang.L("The game is saved as {{.File}}: send the file to {{.Name}}.", map[string]any{"File": wc.URI().Name(), "Name": g.Friend()}))
	}, u.win)
	save.SetFileName("siegeworks-" + strings.ToLower(g.ID) + ".pgn")
	save.SetFilter(pgnFilter)
	save.Show()
}

// openCorrFile takes in a game file the friend sent.
func (u *ui) openCorrFile(d *corrDialog) {
	open := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil || rc == nil {
			return
		}
		defer rc.Close()
		data, err := io.ReadAll(io.LimitReader(rc, 1<<20))
		if err != nil {
			u.showError(lang.L("Open a game file"), err)
			return
		}
		d.said.SetText(u.corrImport(string(data)))
		d.reload(u)
	}, u.win)
	open.SetFilter(pgnFilter)
	open.Show()
}

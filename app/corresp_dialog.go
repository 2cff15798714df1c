package app

import (
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
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
				o.(*widget.Label).SetText(capitalize(g.Friend()) + " — " + g.Variant.Name + " — " + g.Status())
			}
		})
	d.list.OnSelected = func(i widget.ListItemID) { d.picked = i; d.updateButtons() }
	d.paste = widget.NewMultiLineEntry()
	d.paste.SetPlaceHolder("Paste here what your friend sent: an invitation, a move, a whole message…")
	d.paste.Wrapping = fyne.TextWrapWord
	d.said = wrapped("")

	open := d.buttons.add("open", "Open", theme.FolderOpenIcon(), func() {
		if g := d.selected(); g != nil {
			d.dialog.Hide()
			u.openCorrGame(g)
		}
	})
	open.Importance = widget.HighImportance
	resend := d.buttons.add("resend", "Send again", theme.MailSendIcon(), func() {
		if g := d.selected(); g != nil {
			text, err := u.corrStore().Resend(g.ID)
			if err == nil && text == "" {
				d.said.SetText("There is nothing " + g.Friend() + " is waiting for from you.")
				return
			}
			u.corrSend(&corrFriend{u: u, id: g.ID, name: g.Friend()}, text, err, "")
		}
	})
	draw := d.buttons.add("draw", "Offer a draw", nil, func() {
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
	remove := d.buttons.add("remove", "Remove", theme.DeleteIcon(), func() {
		if g := d.selected(); g != nil {
			u.confirm("Remove the game", "Remove the game with "+g.Friend()+" from this list? Texts for it are then refused.", "Remove", func() {
				if err := u.corrStore().Remove(g.ID); err != nil {
					u.showError("Remove the game", err)
				}
				d.reload(u)
			})
		}
	})
	read := d.buttons.add("read", "Read", theme.ConfirmIcon(), func() { d.read(u, d.paste.Text) })
	read.Importance = widget.HighImportance
	fromClip := d.buttons.add("clipboard", "Paste and read", theme.ContentPasteIcon(), func() {
		d.paste.SetText(u.clipboard().Content())
		d.read(u, d.paste.Text)
	})
	saveFile := d.buttons.add("save", "Save as a file…", theme.DocumentSaveIcon(), func() {
		if g := d.selected(); g != nil {
			u.saveCorrFile(d, g)
		}
	})
	openFile := d.buttons.add("file", "Open a file…", theme.FolderOpenIcon(), func() { u.openCorrFile(d) })
	invite := d.buttons.add("invite", "Invite a friend…", theme.ContentAddIcon(), func() { u.showCorrInvite(d) })

	content := container.NewVBox(
		widget.NewLabelWithStyle("Your games by correspondence", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		withHeight(130, d.list),
		container.NewHBox(open, resend, draw, saveFile, remove, layout.NewSpacer(), invite),
		widget.NewSeparator(),
		withHeight(90, d.paste),
		container.NewHBox(openFile, layout.NewSpacer(), fromClip, read),
		d.said,
	)
	d.dialog = dialog.NewCustom("Play by correspondence", "Close", withWidth(620, content), u.win)
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
		d.said.SetText("A game could not be read: " + problems[0].Error())
	}
	d.updateButtons()
}

func (d *corrDialog) updateButtons() {
	g := d.selected()
	for _, name := range []string{"open", "resend", "draw", "save", "remove"} {
		setEnabled(d.buttons[name], g != nil)
	}
	draw := d.buttons["draw"]
	draw.SetText("Offer a draw")
	if g != nil && g.Offer.Standing && g.Offer.By != g.Me {
		draw.SetText("Accept the draw")
	}
	if g != nil && g.Over() {
		draw.Disable()
	}
}

// read takes in the texts pasted, and offers to accept an invitation among them.
func (d *corrDialog) read(u *ui, paste string) {
	if strings.TrimSpace(paste) == "" {
		d.said.SetText("Paste what your friend sent first.")
		return
	}
	said, invitations := u.corrRead(paste)
	if len(said) == 0 {
		said = []string{"No Siegeworks text was found in what was pasted."}
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
	text := inv.From + " invites you to play " + inv.Variant.Name + " by correspondence; " + inv.From +
		" plays " + strings.ToLower(colorName(inv.FromSide)) + ", you play " + strings.ToLower(colorName(inv.FromSide.Other())) + "."
	u.confirm("An invitation", text, "Accept", func() {
		name := u.set.FriendName
		if name == "" {
			name = u.defaultFriendName()
		}
		g, reply, err := u.corrStore().Accept(inv, name)
		if err != nil {
			u.showError("Accept the invitation", err)
			return
		}
		u.corrRead(paste) // moves sent with the invitation
		d.reload(u)
		u.corrSend(&corrFriend{u: u, id: g.ID, name: g.Friend()}, reply, nil, "You accepted.")
	})
}

// showCorrInvite makes an invitation: the variant and the side played here.
func (u *ui) showCorrInvite(d *corrDialog) {
	names := variantNames()
	variant := u.newSelect(names, nil)
	current, _ := rules.VariantByID(u.set.Variant)
	variant.SetSelected(current.Name)
	side := u.newSelect([]string{sideWhite, sideBlack}, nil)
	side.SetSelected(sideWhite)
	name := u.newEntry()
	name.SetText(u.defaultFriendName())
	form := widget.NewForm(widget.NewFormItem("Your name", name), widget.NewFormItem("Variant", variant), widget.NewFormItem("You play", side))
	u.show(dialog.NewCustomConfirm("Invite a friend by correspondence", "Make the invitation", "Cancel", withWidth(420, form), func(ok bool) {
		if !ok {
			return
		}
		v := variantNamed(variant.Selected)
		me := rules.White
		if side.Selected == sideBlack {
			me = rules.Black
		}
		who := clipName(name.Text)
		if who == "" {
			who = "your friend"
		}
		u.changeSettings(func(s *Settings) { s.FriendName = who })
		g, text, err := u.corrStore().Invite(v, me, who)
		if err != nil {
			u.showError("Invite a friend", err)
			return
		}
		d.reload(u)
		u.corrSend(&corrFriend{u: u, id: g.ID, name: "your friend"}, text, nil, "The invitation is made.")
	}, u.win))
}

// showCorrText shows a text to send, to select or copy again.
func (u *ui) showCorrText(title, intro, text string) {
	field := widget.NewMultiLineEntry()
	field.SetText(text)
	field.Wrapping = fyne.TextWrapWord
	copyBtn := widget.NewButtonWithIcon("Copy again", theme.ContentCopyIcon(), func() { u.clipboard().SetContent(text) })
	content := container.NewVBox(wrapped(intro), withHeight(110, field), container.NewHBox(layout.NewSpacer(), copyBtn))
	u.show(dialog.NewCustom(title, "Done", withWidth(520, content), u.win))
}

// saveCorrFile writes the game as a file to send instead of texts.
func (u *ui) saveCorrFile(d *corrDialog, g *corresp.Game) {
	text, err := u.corrStore().ExportPGN(g.ID)
	if err != nil {
		u.showError("Save the game as a file", err)
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
			u.showError("Save the game as a file", werr)
			return
		}
		d.said.SetText("The game is saved as " + wc.URI().Name() + ": send the file to " + g.Friend() + ".")
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
			u.showError("Open a game file", err)
			return
		}
		d.said.SetText(u.corrImport(string(data)))
		d.reload(u)
	}, u.win)
	open.SetFilter(pgnFilter)
	open.Show()
}

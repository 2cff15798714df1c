package app

import (
	"strings"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/netplay"
)

// maxChat bounds a chat message (the protocol's limit too).
const maxChat = 280

// chatDialog is the chat with the friend: what was said, and a line to say more.
type chatDialog struct {
	dialog *dialog.CustomDialog
	log    *widget.Label
	scroll *container.Scroll
	entry  *escEntry
}

// heard takes a message from the friend: into the chat, and onto the status line when the
// chat is not open.
func (f *friendGame) heard(text string) {
	f.chat = append(f.chat, chatLine{Text: text, At: time.Now()})
	if f.chatDlg != nil {
		f.chatDlg.show(f)
		return
	}
	f.u.game.status.say(lang.L("{{.Name}} says: “{{.Text}}” (Ctrl+T to answer)", map[string]any{"Name": capitalize(f.friendName()), "Text": text}))
}

// showChat opens the chat with the friend.
func (u *ui) showChat() {
	f := u.friend
	if f == nil || f.peer == nil || f.chatDlg != nil {
		return
	}
	if f.status != netplay.Connected {
		u.game.status.say(lang.L("The chat opens when {{.Name}} is connected.", map[string]any{"Name": f.friendName()}))
		return
	}
	c := &chatDialog{log: widget.NewLabel("")}
	c.log.Wrapping = fyne.TextWrapWord
	c.scroll = container.NewVScroll(c.log)
	c.entry = u.newEntry()
	c.entry.SetPlaceHolder(lang.L("A message to {{.Name}}", map[string]any{"Name": f.friendName()}))
	send := func() {
		text := strings.TrimSpace(c.entry.Text)
		if text == "" {
			return
		}
		if utf8.RuneCountInString(text) > maxChat {
			u.game.status.say(lang.L("A message is at most 280 letters long."))
			return
		}
		if err := f.peer.Chat(text); err != nil {
			u.game.status.say(lang.L("The message could not be sent: {{.Name}} is not connected.", map[string]any{"Name": f.friendName()}))
			return
		}
		f.chat = append(f.chat, chatLine{Mine: true, Text: text, At: time.Now()})
		c.entry.SetText("")
		c.show(f)
	}
	c.entry.OnSubmitted = func(string) { send() }
	sendBtn := widget.NewButtonWithIcon(lang.L("Send"), theme.MailSendIcon(), send)
	content := container.NewBorder(nil, container.NewBorder(nil, nil, nil, sendBtn, c.entry), nil, nil, withHeight(220, c.scroll))
	c.dialog = dialog.NewCustom(lang.L("Chat with {{.Name}}", map[string]any{"Name": f.friendName()}), lang.L("Close"), withWidth(440, content), u.win)
	f.chatDlg = c
	c.show(f)
	u.show(c.dialog)
	c.dialog.SetOnClosed(func() {
		if f.chatDlg == c {
			f.chatDlg = nil
		}
		u.dialogClosed(c.dialog)
	})
	u.win.Canvas().Focus(c.entry)
}

// show puts the chat so far in the log, the last line in view.
func (c *chatDialog) show(f *friendGame) {
	var b strings.Builder
	for i, l := range f.chat {
		if i > 0 {
			b.WriteString("\n")
		}
		who := capitalize(f.friendName())
		if l.Mine {
			who = lang.L("You")
		}
		b.WriteString(l.At.Format("15:04") + "  " + who + ": " + l.Text)
	}
	if b.Len() == 0 {
		b.WriteString(lang.L("Nothing said yet."))
	}
	c.log.SetText(b.String())
	c.scroll.ScrollToBottom()
}

package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"siegeworks/netplay"
)

// friendItems are the Game menu's items for a game with a friend on another computer.
type friendItems struct {
	play, join, corr, chat, rematch, claim, adjourn, resume *fyne.MenuItem
}

// build makes the items, in the order the menu shows them.
func (f *friendItems) build(u *ui) []*fyne.MenuItem {
	f.play = item(lang.L("Play a friend on another computer…"), ctrlShift(fyne.KeyN), func() { u.showFriendDialog(hostTab) })
	f.join = item(lang.L("Join a friend's game…"), ctrl(fyne.KeyJ), func() { u.showFriendDialog(joinTab) })
	f.corr = item(lang.L("Play by correspondence…"), nil, u.showCorrespondence)
	f.chat = item(lang.L("Chat with your friend…"), ctrl(fyne.KeyT), u.showChat)
	f.rematch = item(lang.L("Ask for another game"), nil, u.rematch)
	f.claim = item(lang.L("Claim the game (your friend left)…"), nil, u.claimAbandoned)
	f.adjourn = item(lang.L("Leave the game for later"), nil, u.adjourn)
	f.resume = item(lang.L("Resume the game with your friend"), nil, u.resumeAdjourned)
	return []*fyne.MenuItem{f.play, f.join, f.corr, f.chat, f.rematch, f.claim, f.adjourn, f.resume}
}

// refresh sets the items' states and names; it returns what they show, for the menu to
// tell whether anything changed.
func (f *friendItems) refresh(u *ui) string {
	fr := u.friend
	on := u.friendActive() && remotePlaying(u.sess)
	name := fr.friendName()
	f.chat.Label = lang.L("Chat with {{.Name}}…", map[string]any{"Name": name})
	f.chat.Disabled = !on || fr.adjourned || fr.status != netplay.Connected
	f.rematch.Disabled = !on || fr.adjourned || !u.sess.Game().Over() || fr.status != netplay.Connected
	f.claim.Disabled = !on || !fr.canClaim()
	f.adjourn.Disabled = !on || fr.adjourned || u.sess.Game().Over()
	f.resume.Label = lang.L("Resume the game with {{.Name}}", map[string]any{"Name": name})
	f.resume.Disabled = !on || !fr.adjourned
	return fmt.Sprint(f.chat.Label, f.chat.Disabled, f.rematch.Disabled, f.claim.Disabled, f.adjourn.Disabled,
		f.resume.Label, f.resume.Disabled)
}

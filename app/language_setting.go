package app

import (
	"os"
	"os/exec"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"siegeworks/i18n"
)

// languageSelect is the Settings choice of language: the system's, or one Siegeworks
// speaks, each named in its own language. A new choice is saved at once and takes effect
// when the app starts again, which it offers to do.
func (u *ui) languageSelect() *escSelect {
	system := lang.L("The system's language")
	names := []string{system}
	tags := map[string]string{system: ""}
	for _, l := range i18n.Languages {
		names = append(names, l.Name)
		tags[l.Name] = l.Tag
	}
	chosen := u.cfg.profile.String(prefLanguage)
	s := u.newSelect(names, nil)
	for name, tag := range tags {
		if tag == chosen {
			s.SetSelected(name)
		}
	}
	s.OnChanged = func(name string) {
		tag := tags[name]
		if tag == u.cfg.profile.String(prefLanguage) {
			return
		}
		u.cfg.profile.SetString(prefLanguage, tag)
		if resolveLanguage(tag, systemLocales()) != i18n.Current() {
			u.offerRestart(name)
		}
	}
	return s
}

// offerRestart says the language changes when Siegeworks starts again, and offers to do
// that now; the game in progress is saved and comes back.
func (u *ui) offerRestart(language string) {
	d := dialog.NewConfirm(lang.L("Language"),
		lang.L("Siegeworks will speak {{.Language}} when it starts again. Your game is kept. Restart now?", map[string]any{"Language": language}),
		func(now bool) {
			if now {
				u.restart()
			}
		}, u.win)
	d.SetConfirmText(lang.L("Restart now"))
	d.SetDismissText(lang.L("Later"))
	u.show(d)
}

// restart closes the window as Quit does (saving the game) and starts the app again.
func (u *ui) restart() {
	u.quit()
	if !u.keeper.closed {
		return // the game could not be saved and the player chose to stay
	}
	relaunch := u.cfg.relaunch
	if relaunch == nil {
		relaunch = startAgain
	}
	if err := relaunch(); err != nil {
		u.cfg.logger.Printf("could not start Siegeworks again: %v", err)
	}
}

// startAgain starts this program again with the same arguments, beside this one, which is
// closing.
func startAgain() error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	cmd := exec.Command(exe, os.Args[1:]...)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	return cmd.Process.Release()
}

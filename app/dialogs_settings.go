package app

import (
	"fmt"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// showSettings edits the settings; every change applies and is saved at once.
func (u *ui) showSettings() {
	set := u.set
	sound := widget.NewCheck("Play sounds", func(on bool) { u.changeSettings(func(s *Settings) { s.Sound = on }) })
	sound.SetChecked(set.Sound)
	volume := widget.NewSlider(0, 100)
	volume.Step = 5
	volume.SetValue(set.Volume * 100)
	volume.OnChangeEnded = func(v float64) { u.changeSettings(func(s *Settings) { s.Volume = v / 100 }) }
	legal := widget.NewCheck("Show legal moves and their effects", func(on bool) { u.changeSettings(func(s *Settings) { s.ShowLegal = on }) })
	legal.SetChecked(set.ShowLegal)
	anim := widget.NewCheck("Animate moves", func(on bool) { u.changeSettings(func(s *Settings) { s.Animations = on }) })
	anim.SetChecked(set.Animations)
	queen := widget.NewCheck("Always promote to a queen", func(on bool) { u.changeSettings(func(s *Settings) { s.AlwaysQueen = on }) })
	queen.SetChecked(set.AlwaysQueen)
	themes := map[string]string{"System": ThemeSystem, "Light": ThemeLight, "Dark": ThemeDark}
	names := map[string]string{ThemeSystem: "System", ThemeLight: "Light", ThemeDark: "Dark"}
	th := widget.NewRadioGroup([]string{"System", "Light", "Dark"}, func(name string) {
		if t, ok := themes[name]; ok {
			u.changeSettings(func(s *Settings) { s.Theme = t })
		}
	})
	th.Horizontal = true
	th.Required = true
	th.SetSelected(names[set.Theme])
	var mems []string
	for _, mb := range AnalysisMemoryChoices {
		mems = append(mems, fmt.Sprintf("%d MB", mb))
	}
	memory := u.newSelect(mems, func(choice string) {
		var mb int
		fmt.Sscanf(choice, "%d", &mb)
		u.changeSettings(func(s *Settings) { s.AnalysisMB = mb })
		if a, ok := showing[*analysisScreen](u); ok {
			a.analyser.SetHash(mb)
			a.show(false)
		}
	})
	memory.SetSelected(fmt.Sprintf("%d MB", set.AnalysisHashMB()))
	form := widget.NewForm(
		widget.NewFormItem("Sound", sound),
		widget.NewFormItem("Volume", volume),
		widget.NewFormItem("Board", legal),
		widget.NewFormItem("", anim),
		widget.NewFormItem("Promotion", queen),
		widget.NewFormItem("Theme", th),
		widget.NewFormItem("Analysis memory", memory),
	)
	u.show(dialog.NewCustom("Settings", "Close", form, u.win))
}

package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/widgets"
)

// showSettings edits the settings; every change applies and is saved at once.
func (u *ui) showSettings() {
	set := u.set
	sound := widget.NewCheck(lang.L("Play sounds"), func(on bool) { u.changeSettings(func(s *Settings) { s.Sound = on }) })
	sound.SetChecked(set.Sound)
	volume := widget.NewSlider(0, 100)
	volume.Step = 5
	volume.SetValue(set.Volume * 100)
	volume.OnChangeEnded = func(v float64) { u.changeSettings(func(s *Settings) { s.Volume = v / 100 }) }
	legal := widget.NewCheck(lang.L("Show legal moves and their effects"), func(on bool) { u.changeSettings(func(s *Settings) { s.ShowLegal = on }) })
	legal.SetChecked(set.ShowLegal)
	anim := widget.NewCheck(lang.L("Animate moves"), func(on bool) { u.changeSettings(func(s *Settings) { s.Animations = on }) })
	anim.SetChecked(set.Animations)
	queen := widget.NewCheck(lang.L("Always promote to a queen"), func(on bool) { u.changeSettings(func(s *Settings) { s.AlwaysQueen = on }) })
	queen.SetChecked(set.AlwaysQueen)
	system, light, dark := lang.L("System"), lang.L("Light"), lang.L("Dark")
	themes := map[string]string{system: ThemeSystem, light: ThemeLight, dark: ThemeDark}
	names := map[string]string{ThemeSystem: system, ThemeLight: light, ThemeDark: dark}
	th := widget.NewRadioGroup([]string{system, light, dark}, func(name string) {
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
	look := u.boardLookChoices()
	cores := u.computerCoresChoice()
	coresItem := widget.NewFormItem(lang.L("Computer at level 8"), cores)
	coresItem.HintText = lang.L("Every core plays stronger.")
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Sound"), sound),
		widget.NewFormItem(lang.L("Volume"), volume),
		widget.NewFormItem(lang.L("Board"), legal),
		widget.NewFormItem("", anim),
		widget.NewFormItem(lang.L("Board colours"), look.scheme),
		widget.NewFormItem(lang.L("Pieces"), look.pieces),
		widget.NewFormItem("", look.coordinates),
		widget.NewFormItem(lang.L("Move list"), u.figurineCheck()),
		widget.NewFormItem(lang.L("Promotion"), queen),
		widget.NewFormItem(lang.L("Theme"), th),
		widget.NewFormItem(lang.L("Language"), u.languageSelect()),
		widget.NewFormItem(lang.L("Analysis memory"), memory),
		coresItem,
	)
	content := container.NewHBox(form, container.NewCenter(look.preview))
	u.dlg.look = look
	u.dlg.cores = cores
	u.show(dialog.NewCustom(lang.L("Settings"), lang.L("Close"), content, u.win))
}

// computerCoresChoice is the choice of how many cores the computer opponent thinks on at
// full strength: one, or every core of the machine (stronger in the same time, but the
// machine is busy while it thinks).
func (u *ui) computerCoresChoice() *widget.RadioGroup {
	one, every := lang.L("One core"), lang.L("Every core")
	cores := widget.NewRadioGroup([]string{one, every}, func(choice string) {
		u.changeSettings(func(s *Settings) { s.AllCores = choice == every })
	})
	cores.Horizontal = true
	cores.Required = true
	if u.set.AllCores {
		cores.SetSelected(every)
	} else {
		cores.SetSelected(one)
	}
	return cores
}

// lookChoices are the settings' choices of how the boards look, and a small board that
// shows the choice (every board follows it at once, this one too).
type lookChoices struct {
	scheme, pieces *escSelect
	coordinates    *widget.Check
	preview        fyne.CanvasObject
}

// boardLookChoices makes the choices of the boards' look, each applied and saved at once.
func (u *ui) boardLookChoices() *lookChoices {
	lk := u.set.Look
	names := func(choices []widgets.LookChoice) (names []string, ids map[string]string) {
		ids = map[string]string{}
		for _, c := range choices {
			names, ids[c.Name] = append(names, c.Name), c.ID
		}
		return names, ids
	}
	nameOf := func(choices []widgets.LookChoice, id string) string {
		for _, c := range choices {
			if c.ID == id {
				return c.Name
			}
		}
		return ""
	}
	c := &lookChoices{}
	schemes, schemeIDs := names(widgets.SchemeChoices())
	c.scheme = u.newSelect(schemes, func(name string) {
		u.changeSettings(func(s *Settings) { s.Look.Scheme = schemeIDs[name] })
	})
	c.scheme.SetSelected(nameOf(widgets.SchemeChoices(), lk.Scheme))
	sets, setIDs := names(widgets.PieceSetChoices())
	c.pieces = u.newSelect(sets, func(name string) {
		u.changeSettings(func(s *Settings) { s.Look.Pieces = setIDs[name] })
	})
	c.pieces.SetSelected(nameOf(widgets.PieceSetChoices(), lk.Pieces))
	c.coordinates = widget.NewCheck(lang.L("Show coordinates"), func(on bool) {
		u.changeSettings(func(s *Settings) { s.Look.Coordinates = on })
	})
	c.coordinates.SetChecked(lk.Coordinates)
	c.preview = lookPreview()
	return c
}

// lookPreview is a small board with Turrets, Kwaggas and every chessman, the last move
// marked.
func lookPreview() fyne.CanvasObject {
	before := rules.NewPosition(rules.TurretKwagga)
	m, err := before.ParseCoordinate("e2e4")
	if err != nil {
		panic(err) // the start position has this move
	}
	after := before.Clone()
	after.MakeMove(m)
	b := widgets.NewBoard(after)
	b.SetInteractive(false)
	b.ShowMove(before, m, after, false)
	return withSize(fyne.NewSize(300, 250), b)
}

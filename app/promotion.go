package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/widgets"
)

// kindTitle names a piece a pawn may become, as the picker labels it.
func kindTitle(k rules.Kind) string {
	switch k {
	case rules.Queen:
		return lang.L("Queen")
	case rules.Rook:
		return lang.L("Rook")
	case rules.Bishop:
		return lang.L("Bishop")
	case rules.Knight:
		return lang.L("Knight")
	case rules.Turret:
		return lang.L("Turret")
	case rules.Kwagga:
		return lang.L("Kwagga")
	case rules.King:
		return lang.L("King")
	case rules.Pawn:
		return lang.L("Pawn")
	}
	return ""
}

// promotionPicker is the dialog that asks what a pawn becomes.
type promotionPicker struct {
	dialog  *dialog.CustomDialog
	buttons map[rules.Kind]*widget.Button
	cancel  *widget.Button
	always  *widget.Check
	done    func(rules.Kind)
}

// choose ends the picker with k (rules.NoKind cancels); later calls do nothing.
func (p *promotionPicker) choose(k rules.Kind) {
	if p.done == nil {
		return
	}
	done := p.done
	p.done = nil
	p.dialog.Hide()
	done(k)
}

// showPromotionPicker shows exactly choices, in the mover's colours, as large pieces on
// light tiles.
// alwaysQueen is the current setting; setAlways is called when the box is changed.
func showPromotionPicker(w fyne.Window, choices []rules.Kind, c rules.Color, alwaysQueen bool,
	setAlways func(bool), done func(rules.Kind)) *promotionPicker {
	p := &promotionPicker{buttons: map[rules.Kind]*widget.Button{}, done: done}
	tiles := container.NewHBox()
	for _, k := range choices {
		k := k
		tile := newPieceTile(widgets.ChessmanImage(rules.MakePiece(c, k)), 72)
		btn := widget.NewButton("", func() { p.choose(k) })
		p.buttons[k] = btn
		name := widget.NewLabelWithStyle(kindTitle(k), fyne.TextAlignCenter, fyne.TextStyle{})
		tiles.Add(container.NewVBox(container.NewStack(btn, container.NewPadded(tile)), name))
	}
	p.always = widget.NewCheck(lang.L("Always promote to a queen"), setAlways)
	p.always.SetChecked(alwaysQueen)
	p.cancel = widget.NewButton(lang.L("Cancel"), func() { p.choose(rules.NoKind) })
	content := container.NewVBox(
		container.NewCenter(tiles),
		container.NewHBox(p.always, layout.NewSpacer(), p.cancel),
	)
	p.dialog = dialog.NewCustomWithoutButtons(lang.L("Promote the pawn to…"), content, w)
	p.dialog.SetOnClosed(func() {
		p.choose(rules.NoKind)
		w.Canvas().Unfocus() // the board's keys work again at once
	})
	p.dialog.Show()
	return p
}

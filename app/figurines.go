package app

import (
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// figurineCheck is the settings' choice of figurine notation: the move lists draw each piece
// of a move as a small picture of it, in the boards' piece set, instead of its English letter
// (the moves' text, saved and copied, keeps the letters). It applies to every move list at
// once and is saved.
func (u *ui) figurineCheck() *widget.Check {
	c := widget.NewCheck(lang.L("Pieces as pictures instead of letters"), func(on bool) {
		if on != u.set.Look.Figurines {
			u.changeSettings(func(s *Settings) { s.Look.Figurines = on })
		}
	})
	c.SetChecked(u.set.Look.Figurines)
	return c
}

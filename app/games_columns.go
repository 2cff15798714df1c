package app

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/library"
	"siegeworks/rules"
)

// columnsLayout gives the columns that must never be cut (the date, the game, the result,
// the length) the width their longest text needs, and shares what is left between the
// players' names, which shorten with "…" in a narrow window: so the headings stand over
// their columns at every width.
type columnsLayout struct{ fixed *[gamesColumns]float32 }

// columnWidths measures what the fixed columns need: their longest text, and their heading
// with the sorting arrow.
func columnWidths() *[gamesColumns]float32 {
	var w [gamesColumns]float32
	measure := func(texts ...string) float32 {
		m := float32(0)
		for _, t := range texts {
			m = max(m, widget.NewLabel(t).MinSize().Width)
		}
		return m
	}
	var names, dates []string
	for _, v := range rules.Variants {
		names = append(names, lang.L(v.Name))
	}
	for m := time.January; m <= time.December; m++ {
		dates = append(dates, cell(library.Entry{Played: time.Date(2026, m, 28, 20, 48, 0, 0, time.Local)}, colDate))
	}
	w[colDate] = measure(dates...)
	w[colVariant] = measure(names...)
	w[colResult] = measure(resultFilterNames()...)
	w[colMoves] = measure("99999")
	titles := columnTitles()
	for c := range gamesColumns {
		b := widget.NewButtonWithIcon(titles[c], theme.MenuDropDownIcon(), nil)
		w[c] = max(w[c], b.MinSize().Width)
	}
	w[colWhite], w[colBlack] = 0, 0
	return &w
}

func (l columnsLayout) widths(total float32) [gamesColumns]float32 {
	w := *l.fixed
	rest := total
	for _, f := range w {
		rest -= f
	}
	w[colWhite], w[colBlack] = max(rest/2, 40), max(rest/2, 40)
	return w
}

func (l columnsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := l.widths(size.Width)
	x := float32(0)
	for i, o := range objs {
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w[i%len(w)], size.Height))
		x += w[i%len(w)]
	}
}

func (l columnsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	w := float32(80)
	for _, f := range l.fixed {
		w += f
	}
	return fyne.NewSize(w, h)
}

// nameCell is a list cell that may shorten a long name with "…" (the list's player
// columns); every other text in the app is shown whole.
type nameCell struct{ widget.Label }

func newNameCell() *nameCell {
	c := &nameCell{}
	c.Truncation = fyne.TextTruncateEllipsis
	c.ExtendBaseWidget(c)
	return c
}

// ShortensOnPurpose tells the layout checker (internal/capture) that the cut is meant.
func (c *nameCell) ShortensOnPurpose() {}

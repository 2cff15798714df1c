package app

import (
	"fyne.io/fyne/v2"
)

// sidePanelWidth is the side panel's width beside the board.
const sidePanelWidth = 330

// adaptiveLayout arranges the board, the side panel and the compact bar: the panel beside
// the board while the board keeps most of its size that way, else (a narrow or small window)
// only the compact bar under the board — whose state line and main buttons stand in for the
// panel, the rest being in the menus — so the board stays as large as the window allows.
// Its objects are the board, the panel and the bar.
type adaptiveLayout struct {
	narrow bool // the last layout used the compact bar
}

func (a *adaptiveLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	board, panel, bar := objs[0], objs[1], objs[2]
	barH := bar.MinSize().Height
	beside := min(size.Width-sidePanelWidth, size.Height)
	below := min(size.Width, size.Height-barH)
	a.narrow = beside < 0.85*below
	if a.narrow {
		panel.Hide()
		bar.Show()
		board.Move(fyne.NewPos(0, 0))
		board.Resize(fyne.NewSize(size.Width, size.Height-barH))
		bar.Move(fyne.NewPos(0, size.Height-barH))
		bar.Resize(fyne.NewSize(size.Width, barH))
		return
	}
	bar.Hide()
	panel.Show()
	board.Move(fyne.NewPos(0, 0))
	board.Resize(fyne.NewSize(size.Width-sidePanelWidth, size.Height))
	panel.Move(fyne.NewPos(size.Width-sidePanelWidth, 0))
	panel.Resize(fyne.NewSize(sidePanelWidth, size.Height))
}

// MinSize lets the window shrink to the compact arrangement.
func (a *adaptiveLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	board, bar := objs[0].MinSize(), objs[2].MinSize()
	return fyne.NewSize(max(board.Width, bar.Width), board.Height+bar.Height)
}

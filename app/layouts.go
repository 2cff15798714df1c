package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// Layouts and containers every screen and dialog shares.

// withSize gives o a fixed size (a dialog's content, a scrolling page).
func withSize(size fyne.Size, o fyne.CanvasObject) *fyne.Container {
	return container.New(&fixedSizeLayout{size: size}, o)
}

// withWidth gives o a fixed width and the height it needs or is offered (a dialog's text, a
// screen's side panel).
func withWidth(width float32, o fyne.CanvasObject) *fyne.Container {
	return container.New(&fixedWidthLayout{width: width}, o)
}

// withHeight gives o a fixed height and the width it needs or is offered.
func withHeight(height float32, o fyne.CanvasObject) *fyne.Container {
	return container.New(&fixedHeightLayout{height: height}, o)
}

type fixedHeightLayout struct{ height float32 }

func (f *fixedHeightLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (f *fixedHeightLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(0)
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, f.height)
}

// sidePanel is a screen's panel beside its board: a fixed width, scrolling when it is
// taller than the window.
func sidePanel(width float32, content fyne.CanvasObject) *fyne.Container {
	return withWidth(width, container.NewVScroll(container.NewPadded(content)))
}

// beside puts a screen's board on the left and its panel on the right.
func beside(board, panel fyne.CanvasObject) *fyne.Container {
	return container.NewBorder(nil, nil, nil, panel, container.NewPadded(board))
}

type fixedSizeLayout struct{ size fyne.Size }

func (f *fixedSizeLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (f *fixedSizeLayout) MinSize([]fyne.CanvasObject) fyne.Size { return f.size }

type fixedWidthLayout struct{ width float32 }

func (f *fixedWidthLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (f *fixedWidthLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(f.width, h)
}

// sidePanelWidth is the game's side panel's width beside the board: narrower in a small
// window, where the board needs the room more — but never so narrow that its two columns of
// buttons cut a translated label ("Reclamar empate" wants 139 of a button's pixels).
func sidePanelWidth(window float32) float32 { return min(max(window*0.3, 300), 340) }

// adaptiveLayout arranges the game's board, side panel and compact bar: the panel beside
// the board while the board keeps most of its size that way, else (a narrow or small window)
// only the compact bar under the board — whose state line and main buttons stand in for the
// panel, the rest being in the menus — so the board stays as large as the window allows.
// Its objects are the board, the panel and the bar.
type adaptiveLayout struct {
	narrow bool // the last layout used the compact bar
	// onChange hears when the arrangement changes between the panel and the compact bar.
	onChange func(narrow bool)
}

func (a *adaptiveLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	board, panel, bar := objs[0], objs[1], objs[2]
	barH := bar.MinSize().Height
	panelW := sidePanelWidth(size.Width)
	beside := min(size.Width-panelW, size.Height)
	below := min(size.Width, size.Height-barH)
	narrow := beside < 0.85*below
	if narrow != a.narrow && a.onChange != nil {
		a.narrow = narrow
		a.onChange(narrow)
	}
	a.narrow = narrow
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
	board.Resize(fyne.NewSize(size.Width-panelW, size.Height))
	panel.Move(fyne.NewPos(size.Width-panelW, 0))
	panel.Resize(fyne.NewSize(panelW, size.Height))
}

// MinSize lets the window shrink to the compact arrangement.
func (a *adaptiveLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	board, bar := objs[0].MinSize(), objs[2].MinSize()
	return fyne.NewSize(max(board.Width, bar.Width), board.Height+bar.Height)
}

// withMinHeight gives o the height it needs, and at least height (a row whose text wraps
// onto one line or two keeps the room of two, so that what is below it does not move).
func withMinHeight(height float32, o fyne.CanvasObject) *fyne.Container {
	return container.New(&minHeightLayout{height: height}, o)
}

type minHeightLayout struct{ height float32 }

func (m *minHeightLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (m *minHeightLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	min := fyne.NewSize(0, m.height)
	for _, o := range objs {
		min = min.Max(o.MinSize())
	}
	return min
}

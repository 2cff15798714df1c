package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/widgets"
)

// guideWindow shows the player's guides: one page per variant (its text with diagrams drawn
// by the real board; Turnover's 2025 rules are a page of their own, the part of Turnover's guide about them)
// and the notation page, chosen from a list on the left.
type guideWindow struct {
	win   fyne.Window
	list  *widget.List
	page  *container.Scroll
	pages []guidePage
	shown int
	// diagrams are the size holders of the shown page's diagrams; diagram is their size,
	// which follows the window's width.
	diagrams []*fixedSizeLayout
	diagram  fyne.Size
}

type guidePage struct {
	title   string
	variant *rules.Variant // nil: the notation page
}

// A guide diagram's board takes about half the page's width, within these bounds (its height
// is diagramAspect of its width: the board and its coordinates).
const (
	minDiagramWidth = 300
	maxDiagramWidth = 600
	diagramAspect   = 0.88
)

// showGuide opens (or brings forward) the guide at a variant's page.
func (u *ui) showGuide(v *rules.Variant) {
	if u.guide == nil {
		u.guide = u.newGuideWindow()
		u.placeGuide()
	}
	for i, p := range u.guide.pages {
		if p.variant == v {
			u.guide.list.Select(i)
		}
	}
	u.guide.win.Show()
	u.guide.win.RequestFocus()
}

// showRules opens the guide of the variant being played.
func (u *ui) showRules() { u.showGuide(u.sess.Game().Variant()) }

// showNotation opens the notation page.
func (u *ui) showNotation() {
	u.showGuide(nil)
}

func (u *ui) newGuideWindow() *guideWindow {
	g := &guideWindow{win: u.app.NewWindow(lang.L("How to play")), shown: -1}
	for _, game := range rules.Games() {
		editions := game.Editions() // Turnover, then its 2025 rules: a page each
		if editions == nil {
			editions = []*rules.Variant{game}
		}
		for _, v := range editions {
			g.pages = append(g.pages, guidePage{title: lang.L(v.Name), variant: v})
		}
	}
	g.pages = append(g.pages, guidePage{title: lang.L("Notation")})
	g.page = container.NewVScroll(widget.NewLabel(""))
	g.list = widget.NewList(func() int { return len(g.pages) },
		func() fyne.CanvasObject { return widget.NewLabel(lang.L("Turret Chess with Kwaggas")) }, // the longest title
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(g.pages[i].title) })
	g.list.OnSelected = func(i widget.ListItemID) { g.show(i) }
	split := container.NewHSplit(g.list, g.page)
	split.Offset = guideListShare
	g.win.SetContent(container.New(&guideLayout{g: g}, split))
	g.win.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape {
			g.win.Close()
		}
	})
	g.win.SetOnClosed(func() { u.guide = nil })
	return g
}

// guideListShare is the share of the guide window's width the list of pages takes.
const guideListShare = 0.24

// placeGuide sizes the guide window after the main window (a little smaller, within sensible
// bounds) and, where the system tells where the main window is, opens it over it, a little
// down and to the right; elsewhere it opens in the middle of the screen.
func (u *ui) placeGuide() {
	main := u.win.Canvas().Size()
	size := fyne.NewSize(min(max(main.Width*0.85, 700), 1280), min(max(main.Height*0.9, 520), 1000))
	u.guide.win.Resize(size)
	if x, y, ok := windowPosition(u.win); ok {
		if dw, ok := u.guide.win.(desktop.Window); ok {
			dw.RequestPosition(x+40, y+30)
			return
		}
	}
	u.guide.win.CenterOnScreen()
}

// guideLayout fills the guide window and, when the window's width changes, sizes the
// diagrams to the new width.
type guideLayout struct {
	g     *guideWindow
	width float32
}

func (l *guideLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if size.Width != l.width {
		l.width = size.Width
		l.g.sizeDiagrams(size.Width * (1 - guideListShare))
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l *guideLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	min := fyne.NewSize(0, 0)
	for _, o := range objs {
		min = min.Max(o.MinSize())
	}
	return min
}

// sizeDiagrams gives the diagrams half the page's width, within bounds.
func (g *guideWindow) sizeDiagrams(pageWidth float32) {
	w := min(max(pageWidth*0.5, minDiagramWidth), maxDiagramWidth)
	size := fyne.NewSize(w, w*diagramAspect)
	if size == g.diagram {
		return
	}
	g.diagram = size
	for _, d := range g.diagrams {
		d.size = size
	}
	if g.page.Content != nil {
		g.page.Content.Refresh()
	}
}

// show builds a page: the guide's text blocks as rich text and its diagrams as boards.
func (g *guideWindow) show(i int) {
	if i == g.shown {
		return
	}
	g.shown = i
	p := g.pages[i]
	g.diagrams = nil
	var content *fyne.Container
	if p.variant == nil {
		content = container.NewVBox(markdown(learn.Notation()))
		g.win.SetTitle(lang.L("How to play: notation"))
	} else {
		content = g.content(learn.For(p.variant).Guide.Page(p.variant))
		g.win.SetTitle(lang.L("How to play {{.Variant}}", map[string]any{"Variant": lang.L(p.variant.Name)}))
	}
	g.page.Content = container.NewPadded(content)
	g.page.Refresh()
	g.page.ScrollToTop()
}

// content lays out a page of a variant's guide (an edition of a game has its own page).
func (g *guideWindow) content(blocks []learn.GuideBlock) *fyne.Container {
	box := container.NewVBox()
	for _, b := range blocks {
		if b.Diagram == nil {
			box.Add(markdown(b.Text))
			continue
		}
		box.Add(g.diagramCard(b.Diagram))
	}
	return box
}

// diagramCard is a guide diagram: the real board showing the example, and its caption.
func (g *guideWindow) diagramCard(d *learn.Diagram) fyne.CanvasObject {
	board := widgets.NewBoard(d.Position)
	board.SetFlipped(d.Flipped)
	board.SetAnimations(false)
	board.Demonstrate(d.Select, d.Move)
	caption := widget.NewLabel(d.Caption)
	caption.Wrapping = fyne.TextWrapWord
	caption.TextStyle = fyne.TextStyle{Italic: true}
	if g.diagram.Width == 0 {
		g.diagram = fyne.NewSize(minDiagramWidth, minDiagramWidth*diagramAspect)
	}
	sizer := &fixedSizeLayout{size: g.diagram}
	g.diagrams = append(g.diagrams, sizer)
	return container.NewBorder(nil, nil, container.New(sizer, board), nil, caption)
}

func markdown(text string) *widget.RichText {
	rt := widget.NewRichTextFromMarkdown(text)
	rt.Wrapping = fyne.TextWrapWord
	return rt
}

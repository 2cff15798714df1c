package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/widgets"
)

// guideWindow shows the player's guides: one page per variant (its text with diagrams drawn
// by the real board) and the notation page, chosen from a list on the left.
type guideWindow struct {
	win   fyne.Window
	list  *widget.List
	page  *container.Scroll
	pages []guidePage
	shown int
}

type guidePage struct {
	title   string
	variant *rules.Variant // nil: the notation page
}

// diagramSize is the size of a guide diagram's board.
var diagramSize = fyne.NewSize(340, 300)

// showGuide opens (or brings forward) the guide at a variant's page.
func (u *ui) showGuide(v *rules.Variant) {
	if u.guide == nil {
		u.guide = u.newGuideWindow()
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
	g := &guideWindow{win: u.app.NewWindow("How to play"), shown: -1}
	for _, v := range rules.Variants {
		g.pages = append(g.pages, guidePage{title: v.Name, variant: v})
	}
	g.pages = append(g.pages, guidePage{title: "Notation"})
	g.page = container.NewVScroll(widget.NewLabel(""))
	g.list = widget.NewList(func() int { return len(g.pages) },
		func() fyne.CanvasObject { return widget.NewLabel("Turret Chess with Kwaggas") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(g.pages[i].title) })
	g.list.OnSelected = func(i widget.ListItemID) { g.show(i) }
	split := container.NewHSplit(g.list, g.page)
	split.Offset = 0.24
	g.win.SetContent(split)
	g.win.Resize(fyne.NewSize(900, 760))
	g.win.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape {
			g.win.Close()
		}
	})
	g.win.SetOnClosed(func() { u.guide = nil })
	return g
}

// show builds a page: the guide's text blocks as rich text and its diagrams as boards.
func (g *guideWindow) show(i int) {
	if i == g.shown {
		return
	}
	g.shown = i
	p := g.pages[i]
	var content *fyne.Container
	if p.variant == nil {
		content = container.NewVBox(markdown(learn.Notation()))
		g.win.SetTitle("How to play: notation")
	} else {
		content = guideContent(learn.For(p.variant))
		g.win.SetTitle("How to play " + p.variant.Name)
	}
	g.page.Content = container.NewPadded(content)
	g.page.Refresh()
	g.page.ScrollToTop()
}

// guideContent lays out a variant's guide.
func guideContent(v *learn.Variant) *fyne.Container {
	box := container.NewVBox()
	for _, b := range v.Guide.Blocks {
		if b.Diagram == nil {
			box.Add(markdown(b.Text))
			continue
		}
		box.Add(diagramCard(b.Diagram))
	}
	return box
}

// diagramCard is a guide diagram: the real board showing the example, and its caption.
func diagramCard(d *learn.Diagram) fyne.CanvasObject {
	board := widgets.NewBoard(d.Position)
	board.SetFlipped(d.Flipped)
	board.SetAnimations(false)
	board.Demonstrate(d.Select, d.Move)
	caption := widget.NewLabel(d.Caption)
	caption.Wrapping = fyne.TextWrapWord
	caption.TextStyle = fyne.TextStyle{Italic: true}
	sized := container.NewGridWrap(diagramSize, board)
	return container.NewBorder(nil, nil, sized, nil, caption)
}

func markdown(text string) *widget.RichText {
	rt := widget.NewRichTextFromMarkdown(text)
	rt.Wrapping = fyne.TextWrapWord
	return rt
}

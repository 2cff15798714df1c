package learn

import (
	"fmt"
	"slices"
	"strings"

	"siegeworks/rules"
)

// Guide is a variant's player's guide: paragraphs of Markdown with diagrams between them.
// A game with several sets of rules (Turnover) has one guide: the first edition's rules,
// then a section on each later edition's, shown as pages of their own (Page).
type Guide struct {
	Blocks []GuideBlock
}

// Page is the part of the guide about the rules of v: for a game with one set of rules, all
// of it; for a game with editions, the first edition's part, or the section on a later
// edition (from the section heading before its first diagram, to the next edition's).
func (g *Guide) Page(v *rules.Variant) []GuideBlock {
	editions := v.Editions()
	if len(editions) < 2 {
		return g.Blocks
	}
	starts := make([]int, len(editions))
	for i, e := range editions {
		starts[i] = len(g.Blocks)
		if i == 0 {
			starts[i] = 0
		} else if s := g.sectionOf(e); s >= 0 {
			starts[i] = s
		}
	}
	for i, e := range editions {
		if e != v {
			continue
		}
		end := len(g.Blocks)
		for _, s := range starts[i+1:] {
			end = min(end, s)
		}
		return g.Blocks[starts[i]:max(end, starts[i])]
	}
	return g.Blocks
}

// sectionOf is the block where the section about the rules of e starts: the text block
// before its first diagram, which splitSection began at its heading; -1 when the guide has
// no diagram of those rules.
func (g *Guide) sectionOf(e *rules.Variant) int {
	for i, b := range g.Blocks {
		if b.Diagram != nil && b.Diagram.Position.Variant() == e {
			if i > 0 && g.Blocks[i-1].Diagram == nil {
				return i - 1
			}
			return i
		}
	}
	return -1
}

// splitSection starts a block at the heading of the section on the rules of e: the last
// "## " heading before e's first diagram, so that section can be a page of its own.
func (g *Guide) splitSection(e *rules.Variant) error {
	at := g.sectionOf(e)
	if at < 0 {
		return nil
	}
	text := g.Blocks[at].Text
	cut := strings.LastIndex("\n"+text, "\n## ")
	if cut < 0 {
		return fmt.Errorf("no section heading before the first diagram of the %s rules", e.Edition())
	}
	before, section := strings.TrimSpace(text[:cut]), text[cut:]
	if before == "" {
		return nil
	}
	g.Blocks[at].Text = section
	g.Blocks = slices.Insert(g.Blocks, at, GuideBlock{Text: before})
	return nil
}

// GuideBlock is either text (Markdown) or a diagram.
type GuideBlock struct {
	Text    string
	Diagram *Diagram
}

// Diagram is an example position drawn by the real board: with a move, the board shows the
// piece picked up and the move's whole effect as when the pointer is over its destination;
// with only Select, every move of the piece there. Its position is of the guide's variant,
// or of the edition its "rules:" field names (Turnover's 2025 rules), and the board shows
// that edition's moves.
type Diagram struct {
	FEN      string
	Position *rules.Position
	Move     rules.Move   // NoMove: none
	Select   rules.Square // NoSquare: none (set from Move when a move is shown)
	Caption  string
	Flipped  bool
	Line     int // where the diagram starts in guide.md
}

// diagramFence opens a diagram block in guide.md.
const diagramFence = "```diagram"

// ParseGuide reads a guide.md file: Markdown, with diagram blocks fenced by ```diagram and
// ``` holding "position:", "move:" or "select:", "caption:", "flipped: yes" and
// "rules: <edition>" fields.
func ParseGuide(v *rules.Variant, text string) (*Guide, error) {
	g := &Guide{}
	lines := strings.Split(text, "\n")
	var prose []string
	flush := func() {
		t := strings.TrimSpace(strings.Join(prose, "\n"))
		if t != "" {
			g.Blocks = append(g.Blocks, GuideBlock{Text: t})
		}
		prose = nil
	}
	for i := 0; i < len(lines); i++ {
		if strings.TrimSpace(lines[i]) != diagramFence {
			prose = append(prose, lines[i])
			continue
		}
		flush()
		start := i + 1
		var body []string
		for i++; i < len(lines) && strings.TrimSpace(lines[i]) != "```"; i++ {
			body = append(body, lines[i])
		}
		if i == len(lines) {
			return nil, fmt.Errorf("line %d: diagram block is not closed", start)
		}
		d, err := parseDiagram(v, strings.Join(body, "\n"), start)
		if err != nil {
			return nil, err
		}
		g.Blocks = append(g.Blocks, GuideBlock{Diagram: d})
	}
	flush()
	if editions := v.Editions(); len(editions) > 1 {
		for _, e := range editions[1:] {
			if err := g.splitSection(e); err != nil {
				return nil, err
			}
		}
	}
	return g, nil
}

func parseDiagram(v *rules.Variant, body string, start int) (*Diagram, error) {
	d := &Diagram{Select: rules.NoSquare, Line: start}
	var move, sel string
	err := eachField(body, func(line int, key, val string) error {
		switch key {
		case "rules":
			e, err := editionOf(v, val)
			if err != nil {
				return err
			}
			v = e
		case "position":
			d.FEN = val
		case "move":
			move = val
		case "select":
			sel = val
		case "caption":
			d.Caption = val
		case "flipped":
			d.Flipped = val == "yes"
		default:
			return fmt.Errorf("unknown diagram field %q", key)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("diagram at line %d: %w", start, err)
	}
	where := fmt.Sprintf("diagram at line %d", start)
	if d.FEN == "" {
		return nil, fmt.Errorf("%s has no position", where)
	}
	if d.Position, err = rules.ParseFEN(v, d.FEN); err != nil {
		return nil, fmt.Errorf("%s: %w", where, err)
	}
	if move != "" {
		m, err := d.Position.ParseCoordinate(move)
		if err != nil {
			return nil, fmt.Errorf("%s: move %s: %w", where, move, err)
		}
		if !d.Position.IsLegal(m) {
			return nil, fmt.Errorf("%s: move %s is not legal there", where, move)
		}
		d.Move, d.Select = m, m.From()
	}
	if sel != "" {
		s, err := v.Geometry().ParseSquare(sel)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", where, err)
		}
		if len(d.Position.MovesFrom(s)) == 0 {
			return nil, fmt.Errorf("%s: nothing on %s can move", where, sel)
		}
		d.Select = s
	}
	return d, nil
}

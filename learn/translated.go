package learn

import (
	"fmt"
	"slices"
)

// sameContent checks that a translation t of the content o changes only words: the same
// stages and levels played under the same rules, with the same positions, goals, replies
// and rule topics taught, the same guide with the same diagrams (of the same rules), the
// same inventor and picture. It gives t's levels the English levels' IDs, which are made
// from their English titles, so a player's stars survive a change of language.
func sameContent(o, t *Variant) error {
	if o.Inventor != t.Inventor || o.Year != t.Year || o.Picture != t.Picture {
		return fmt.Errorf("about: inventor, year or picture differ from the English")
	}
	if len(o.Guide.Blocks) != len(t.Guide.Blocks) {
		return fmt.Errorf("guide: %d blocks, the English has %d", len(t.Guide.Blocks), len(o.Guide.Blocks))
	}
	for i, ob := range o.Guide.Blocks {
		tb := t.Guide.Blocks[i]
		if (ob.Diagram == nil) != (tb.Diagram == nil) {
			return fmt.Errorf("guide: block %d is a diagram in one language only", i+1)
		}
		if d, e := tb.Diagram, ob.Diagram; d != nil && (d.FEN != e.FEN || d.Position.Variant() != e.Position.Variant() || d.Move != e.Move || d.Select != e.Select || d.Flipped != e.Flipped) {
			return fmt.Errorf("guide line %d: the diagram differs from the English one (line %d)", d.Line, e.Line)
		}
	}
	ostages, ts := o.Course.Stages, t.Course.Stages
	if len(ostages) != len(ts) {
		return fmt.Errorf("lessons: %d stages, the English has %d", len(ts), len(ostages))
	}
	for i, ostage := range ostages {
		tstage := ts[i]
		if !slices.Equal(ostage.States, tstage.States) || ostage.Variant != tstage.Variant || len(ostage.Levels) != len(tstage.Levels) {
			return fmt.Errorf("lessons: stage %q differs from the English %q in its levels or rules", tstage.Title, ostage.Title)
		}
		for j, ol := range ostage.Levels {
			tl := tstage.Levels[j]
			if !sameLevelData(ol, tl) {
				return fmt.Errorf("lessons line %d: level %q differs from the English %q (line %d) in more than its words", tl.Line, tl.Title, ol.Title, ol.Line)
			}
			tl.ID = ol.ID
		}
	}
	return nil
}

func sameLevelData(o, t *Level) bool {
	return o.FEN == t.FEN && slices.Equal(o.Teaches, t.Teaches) &&
		o.Target == t.Target && o.Limit == t.Limit && o.Keep == t.Keep &&
		o.Reply.Kind == t.Reply.Kind && o.Reply.Depth == t.Reply.Depth && slices.Equal(o.Reply.Moves, t.Reply.Moves) &&
		o.Goal.Kind == t.Goal.Kind && slices.Equal(o.Goal.Squares, t.Goal.Squares) && slices.Equal(o.Goal.Kinds, t.Goal.Kinds) &&
		o.Goal.Effect == t.Goal.Effect && o.Goal.Promote == t.Goal.Promote && o.Goal.Move == t.Goal.Move && o.Goal.Times == t.Goal.Times
}

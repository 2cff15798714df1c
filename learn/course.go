package learn

import (
	"fmt"
	"strconv"
	"strings"

	"siegeworks/rules"
)

// Course is a variant's lessons: stages, each introducing one piece or rule, each made of
// short levels played on a live board.
type Course struct {
	Variant *rules.Variant
	Stages  []*Stage
}

// Levels lists every level of the course in order.
func (c *Course) Levels() []*Level {
	var out []*Level
	for _, s := range c.Stages {
		out = append(out, s.Levels...)
	}
	return out
}

// Next is the level after l in the course, or nil after the last.
func (c *Course) Next(l *Level) *Level {
	all := c.Levels()
	for i, x := range all {
		if x == l && i+1 < len(all) {
			return all[i+1]
		}
	}
	return nil
}

// Stage introduces one piece or rule.
type Stage struct {
	Title string
	Intro string
	// States names the rule topics (see Topics) that the intro states in words. A level may
	// teach only what its own stage or an earlier one has stated, so no level needs a rule
	// that only its tip or its done text gives. Empty (from "states: none") for a stage
	// that states no new rule; nil when the field is missing.
	States []string
	// Variant is the rule set the stage's levels are played under: the course's variant, or
	// another edition of its game ("rules: 2025" for Turnover's 2025 rules).
	Variant *rules.Variant
	Levels  []*Level
}

// Level is one task: a position, a goal in one sentence and the number of moves that earns
// three stars.
type Level struct {
	// ID is unique in its course and stable when levels are added ("turret/sling-a-pawn"),
	// so saved progress survives reordering.
	ID     string
	Title  string
	Stage  *Stage
	Course *Course
	// Teaches names the rule topics of the rule book that the level teaches (see Topics).
	Teaches []string
	FEN     string
	Goal    Goal
	// Task is the goal in one sentence, as the player reads it.
	Task string
	// Target is the number of the player's moves that earns three stars; Limit the most
	// the player may use before the level is failed.
	Target, Limit int
	Reply         Reply
	// Keep fails the level when the opponent captures one of the player's pieces.
	Keep bool
	// Done is said when the level is completed; Tip comes with a hint.
	Done, Tip string
	// Line is where the level starts in lessons.txt (for error messages).
	Line  int
	times int // the "times" field, which may come before the goal
}

// Variant is the rule set the level is played under (its stage's).
func (l *Level) Variant() *rules.Variant { return l.Stage.Variant }

// Position is the level's start position.
func (l *Level) Position() *rules.Position {
	p, err := rules.ParseFEN(l.Variant(), l.FEN)
	if err != nil {
		panic(fmt.Sprintf("learn: level %s: %v", l.ID, err)) // the tests parse every level
	}
	return p
}

// StarsFor is the number of stars (1-3) earned by completing the level in n moves.
func (l *Level) StarsFor(n int) int {
	switch {
	case n <= l.Target:
		return 3
	case n <= l.Target+max(1, l.Target/2):
		return 2
	}
	return 1
}

// ReplyKind says how the opponent answers the player's moves.
type ReplyKind int

const (
	// ReplyNone: the opponent passes; the player moves again. (In the chess variants the
	// player may not give check then, since the king could not answer it.)
	ReplyNone ReplyKind = iota
	// ReplyEngine: the engine answers with the best move of a search to Depth plies.
	ReplyEngine
	// ReplyScript: the opponent plays Moves in turn; when the next scripted move is not
	// legal (the player went another way), or the script has run out, the engine answers.
	ReplyScript
)

// Reply is how the opponent answers.
type Reply struct {
	Kind  ReplyKind
	Depth int      // engine search depth in plies
	Moves []string // scripted replies in coordinate notation
}

// defaultReplyDepth is deep enough for a lesson opponent to defend sensibly and shallow
// enough to answer at once on any machine.
const defaultReplyDepth = 3

// ParseCourse reads a lessons.txt file.
func ParseCourse(v *rules.Variant, text string) (*Course, error) {
	c := &Course{Variant: v}
	var stage *Stage
	var level *Level
	finish := func() error {
		if level == nil {
			return nil
		}
		l := level
		level = nil
		return l.finish()
	}
	err := eachField(text, func(line int, key, val string) error {
		switch key {
		case "stage":
			if err := finish(); err != nil {
				return err
			}
			stage = &Stage{Title: val, Variant: v}
			c.Stages = append(c.Stages, stage)
			return nil
		case "level":
			if err := finish(); err != nil {
				return err
			}
			if stage == nil {
				return fmt.Errorf("line %d: a level before any stage", line)
			}
			level = &Level{Title: val, Stage: stage, Course: c, Line: line, ID: v.ID + "/" + slug(val)}
			stage.Levels = append(stage.Levels, level)
			return nil
		}
		if level == nil {
			if stage != nil && key == "intro" {
				stage.Intro = joinText(stage.Intro, val)
				return nil
			}
			if stage != nil && key == "rules" {
				e, err := editionOf(v, val)
				if err != nil {
					return fmt.Errorf("line %d: %w", line, err)
				}
				stage.Variant = e
				return nil
			}
			if stage != nil && key == "states" {
				if stage.States != nil {
					return fmt.Errorf("line %d: stage %q has two states fields", line, stage.Title)
				}
				stage.States = []string{}
				if val != "none" {
					stage.States = strings.Fields(val)
				}
				if len(stage.States) == 0 && val != "none" {
					return fmt.Errorf("line %d: states lists rule topics, or says none", line)
				}
				return nil
			}
			return fmt.Errorf("line %d: field %q outside a level", line, key)
		}
		if err := level.set(key, val); err != nil {
			return fmt.Errorf("line %d: %w", line, err)
		}
		return nil
	})
	if err == nil {
		err = finish()
	}
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, l := range c.Levels() {
		if seen[l.ID] {
			return nil, fmt.Errorf("line %d: two levels are called %q", l.Line, l.Title)
		}
		seen[l.ID] = true
	}
	return c, nil
}

// set reads one field of a level.
func (l *Level) set(key, val string) error {
	var err error
	switch key {
	case "teaches":
		l.Teaches = strings.Fields(val)
	case "position":
		l.FEN = val
	case "goal":
		l.Goal, err = parseGoal(l.Variant(), val)
	case "task":
		l.Task = val
	case "target":
		l.Target, err = strconv.Atoi(val)
	case "limit":
		l.Limit, err = strconv.Atoi(val)
	case "times":
		l.times, err = strconv.Atoi(val)
	case "reply":
		l.Reply, err = parseReply(val)
	case "keep":
		l.Keep = val == "yes"
		if val != "yes" && val != "no" {
			err = fmt.Errorf("keep is yes or no, not %q", val)
		}
	case "done":
		l.Done = val
	case "tip":
		l.Tip = val
	default:
		err = fmt.Errorf("unknown field %q", key)
	}
	return err
}

// finish checks that a level has what it needs and fills the defaults.
func (l *Level) finish() error {
	where := fmt.Sprintf("level %q (line %d)", l.Title, l.Line)
	switch {
	case l.FEN == "":
		return fmt.Errorf("%s has no position", where)
	case l.Task == "":
		return fmt.Errorf("%s has no task", where)
	case l.Goal.Kind == 0:
		return fmt.Errorf("%s has no goal", where)
	case l.Target < 1:
		return fmt.Errorf("%s needs a target of at least one move", where)
	case len(l.Teaches) == 0:
		return fmt.Errorf("%s does not say what it teaches", where)
	}
	if _, err := rules.ParseFEN(l.Variant(), l.FEN); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	l.Goal.Times = max(l.times, 1)
	if l.Limit == 0 {
		l.Limit = l.Target
		if l.Target > 1 {
			l.Limit = 2*l.Target + 2
		}
	}
	if l.Limit < l.Target {
		return fmt.Errorf("%s: limit %d is below the target %d", where, l.Limit, l.Target)
	}
	if l.Reply.Kind != ReplyNone && l.Reply.Depth == 0 {
		l.Reply.Depth = defaultReplyDepth
	}
	return nil
}

// editionOf is the edition of v's game with this year ("2025"), for a stage or a diagram
// that uses other rules than its course's or guide's.
func editionOf(v *rules.Variant, year string) (*rules.Variant, error) {
	var years []string
	for _, e := range v.Editions() {
		if e.Edition() == year {
			return e, nil
		}
		years = append(years, e.Edition())
	}
	if years == nil {
		return nil, fmt.Errorf("rules: %s has one set of rules, no edition %q", v.Name, year)
	}
	return nil, fmt.Errorf("rules: %s has the editions %s, not %q", v.Name, strings.Join(years, ", "), year)
}

func parseReply(val string) (Reply, error) {
	f := strings.Fields(val)
	if len(f) == 0 {
		return Reply{}, fmt.Errorf("reply is empty")
	}
	switch f[0] {
	case "none":
		return Reply{Kind: ReplyNone}, nil
	case "engine":
		r := Reply{Kind: ReplyEngine}
		if len(f) > 1 {
			d, err := strconv.Atoi(f[1])
			if err != nil || d < 1 || d > 6 {
				return r, fmt.Errorf("engine depth %q is not 1 to 6", f[1])
			}
			r.Depth = d
		}
		return r, nil
	case "moves":
		if len(f) < 2 {
			return Reply{}, fmt.Errorf("reply moves needs at least one move")
		}
		return Reply{Kind: ReplyScript, Moves: f[1:]}, nil
	}
	return Reply{}, fmt.Errorf("reply is none, engine [depth] or moves …, not %q", val)
}

// slug makes an ID from a title: lower case, words joined by hyphens.
func slug(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(title) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	return b.String()
}

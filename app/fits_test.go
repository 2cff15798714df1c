package app

import (
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"siegeworks/internal/longgame"
	"siegeworks/library"
	"siegeworks/rules"
	"siegeworks/session"
)

// Nothing a player reads is clipped or sticks out, at 800x600, 1024x768, 1280x800 and
// 1920x1080: the game with a clock and the computer's thinking, looking back at it, a game of
// 1,001 moves each, the analysis board with its lines (as long as a deep search makes them),
// the puzzles, the editor of every variant, and every dialog.
func TestEveryScreenFits(t *testing.T) {
	long, err := longgame.Play(rules.TurretChess, 1001, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []fyne.Size{smallWindow, fyne.NewSize(1024, 768), fyne.NewSize(1280, 800), largeWindow} {
		h := newHarness(t, t.TempDir())
		h.u.win.Resize(size)
		s := h.u.sess
		s.SetTimeControl(session.TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second})
		h.start(rules.TurretChess, "", Human(), Computer(2))
		s.AILimits = nil
		for _, m := range []string{"e2e4", "d2d4"} {
			h.move(m)
			h.pump("a reply", 20*time.Second, func() bool { return s.HumanToMove() })
		}
		h.u.game.showThinking(session.ThinkInfo{Side: rules.Black, Depth: 12, Mate: -3})
		assertFits(t, h, "the game")
		s.SetView(1)
		assertFits(t, h, "the game looking back")
		s.SetView(s.Game().Ply())
		for _, v := range rules.Variants {
			h.u.showNewGame()
			chooseInNewGame(t, h.u.dlg.newGame, v)
			assertFits(t, h, "the new-game dialog for "+v.Name)
			h.u.closeDialogs()
		}
		for name, open := range map[string]func(){
			"settings": h.u.showSettings, "about": h.u.showAbout, "shortcuts": h.u.showShortcuts,
			"board marks": h.u.showLegend,
			"result":      h.u.game.showResult, "unsaved": func() { h.u.askUnsaved("opening a file", func() {}) },
			"not saved at quit": func() { h.u.keeper.game = syscall.ENOSPC; h.u.askQuitUnsaved(); h.u.keeper.game = nil },
			"promotion": func() {
				h.u.dlg.promo = showPromotionPicker(h.u.win, []rules.Kind{rules.Queen, rules.Rook, rules.Bishop, rules.Knight, rules.Turret},
					rules.Black, false, func(bool) {}, func(rules.Kind) {})
			},
			"damaged restore": func() {
				h.u.showDamagedRestore(session.Restored{Found: true, Kept: "/home/someone/.config/fyne/io.siegeworks.app/current-unreadable-20261124-101010.pgn"})
			},
		} {
			open()
			assertFits(t, h, "the "+name+" dialog")
			h.u.closeDialogs()
		}
		h.u.showAnalysis()
		a := h.analysis()
		h.pump("three lines", 20*time.Second, func() bool { return len(a.last.Lines) == 3 && a.last.Depth >= 4 })
		assertFits(t, h, "the analysis board")
		a.analyser.Stop()
		a.report(longLines(t, a.line.position(), 3))
		assertFits(t, h, "the analysis board with long lines")
		h.u.showPuzzles()
		assertFits(t, h, "the puzzles")
		putGames(t, h, gameSpec{rules.Gunnery, []string{"e4", "e5"}, "A player whose name is long enough to be cut", "1/2-1/2"},
			gameSpec{rules.Turnover, nil, "Bob", ""})
		h.u.showGames()
		h.gamesScreen().pick(t, h.gamesScreen().list.shown[0].ID)
		assertFits(t, h, "the games")
		h.gamesScreen().remove()
		assertFits(t, h, "the question before a game is deleted")
		h.u.closeDialogs()
		h.u.showCollection(library.NewCollection(strings.Repeat("[Event \"Club\"]\n\n1. e4 *\n\n", 40), "a-club-database-with-a-long-name.pgn"))
		assertFits(t, h, "a file of many games")
		for _, v := range rules.Variants {
			h.u.showEditor()
			h.editor().variant.SetSelected(v.Name)
			assertFits(t, h, "the editor of "+v.Name)
		}
		h.u.backToGame()
		s.Close()
		if err := s.LoadPGN(rules.WritePGN(long, nil), false); err != nil {
			t.Fatal(err)
		}
		assertFits(t, h, "a game of 1,001 moves")
		s.SetView(1500)
		assertFits(t, h, "a game of 1,001 moves looking back")
		h.u.showAnalysis()
		h.analysis().analyser.Stop()
		assertFits(t, h, "the analysis board of a game of 1,001 moves")
		h.u.backToGame()
		s.Close()
	}
}

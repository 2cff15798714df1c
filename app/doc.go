// Package app is the Siegeworks desktop application: the main window around one game
// session, the screens that show it or stand in for it, the menus, dialogs, files and
// settings. Everything here is Fyne; the game itself is package session.
//
//	err := app.Run(meta) // main's only call: builds the window and runs until it closes
//
// The window (ui, window.go) holds a session.Session and shows one screen at a time —
// the game, Learn, the puzzles, the analysis board or the position editor — through
// ui.switchTo, the one place that changes it. A screen (screen.go) gets keys and menu
// actions as commands (can, do), draws itself, and tells the end-to-end test where its
// board and buttons are (geometry). Screens ask the window for what they need through the
// small host interface, never through the window itself.
//
// Every UI callback runs on Fyne's goroutine; background work (a search, a review, a
// lesson's reply) runs in a goroutine and hands its result back with fyne.Do (host.post),
// where a generation number drops results that came too late.
package app

// Package capture takes pictures of Fyne canvases for golden-image tests, once everything
// on them is drawn, however long the test run has taken before.
//
//	img := capture.Settled(w.Canvas())
//	test.AssertImageMatches(t, "window.png", img)
//
// Why: Fyne's software canvas, on every Capture, destroys the widget renderers it has not
// seen used for a minute — judged by a clock sample it refreshes only when it captures. In a
// test binary that runs for more than a minute before its first capture (a busy machine), the
// first capture finds every renderer "expired", recreates them without laying them out and
// draws an empty window. Settled captures once to refresh that clock and drop the stale
// renderers, lays every widget out again, then captures what the window really shows.
// (Setting FYNE_CACHE=1s makes the failure happen every time.)
package capture

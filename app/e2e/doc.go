// Package e2e holds the end-to-end test of the real Siegeworks binary: it runs under an X
// server (Xvfb), moves with real mouse input (xdotool) and checks the autosaved game and
// screenshots. It is built only with the e2e tag: `make e2e`.
package e2e

package app

import (
	"os"
	"strconv"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
	"siegeworks/session"
)

// SoakEnv turns the window into a long computer-against-computer run for memory checks
// (scripts/soak.sh): the strongest level against itself, a new game of the next variant whenever a game
// ends or has run for the given number of minutes. Never set in normal use.
const SoakEnv = "SIEGEWORKS_SOAK_MINUTES"

// startSoak begins the soak run when SoakEnv is set.
func (u *ui) startSoak() {
	minutes, err := strconv.ParseFloat(os.Getenv(SoakEnv), 64)
	if err != nil || minutes <= 0 {
		return
	}
	u.prefs().SetBool(prefWelcomed, true)
	next := 0
	var gen uint64
	strongest := session.NewComputer(engine.MaxLevel)
	startNext := func() {
		v := rules.Variants[next%len(rules.Variants)]
		next++
		u.sess.Start(rules.NewGame(v), [2]session.Player{strongest, strongest}, nil)
		gen = u.sess.Generation()
	}
	startNext()
	go func() {
		began := time.Now()
		for range time.Tick(2 * time.Second) {
			u.cfg.post(func() {
				if u.sess.Game().Over() || time.Since(began) > time.Duration(minutes*float64(time.Minute)) {
					if u.sess.Generation() >= gen {
						u.closeDialogs() // the result dialog
						startNext()
						began = time.Now()
					}
				}
			})
		}
	}()
}

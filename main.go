// Siegeworks is a desktop board for chess and its siege variants: Turret Chess, Gunnery
// Chess, Chess++ with the Catapult and Turnover.
package main

import (
	"fmt"
	"os"

	"siegeworks/app"
)

func main() {
	if err := app.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "siegeworks:", err)
		os.Exit(1)
	}
}

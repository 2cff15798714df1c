// Package leak checks, in tests, that the goroutines a piece of code started have ended.
package leak

import (
	"fmt"
	"runtime"
	"strings"
	"time"
)

// Settles waits up to 3 s for the number of goroutines to fall back to before; it says
// which are left running when it does not.
func Settles(before int) error {
	deadline := time.Now().Add(3 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			n := runtime.Stack(buf, true)
			return fmt.Errorf("%d goroutines left running, %d before:\n%s", runtime.NumGoroutine(), before,
				strings.TrimSpace(string(buf[:n])))
		}
		time.Sleep(20 * time.Millisecond)
	}
	return nil
}

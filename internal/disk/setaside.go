package disk

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// SetAside renames a file that cannot be read, so that it is neither lost nor read again:
// name.ext becomes name-unreadable-DATE-TIME.ext beside it (with -2, -3… when that is
// taken). It returns the new path.
func SetAside(path string) (string, error) {
	dir, base := filepath.Split(path)
	ext := filepath.Ext(base)
	stem := strings.TrimSuffix(base, ext) + "-unreadable-" + time.Now().Format("20060102-150405")
	for n := 1; n <= 1000; n++ {
		name := stem
		if n > 1 {
			name = fmt.Sprintf("%s-%d", stem, n)
		}
		to := filepath.Join(dir, name+ext)
		if _, err := os.Lstat(to); err == nil {
			continue
		}
		if err := os.Rename(path, to); err != nil {
			return path, err
		}
		return to, nil
	}
	return path, fmt.Errorf("%s: no free name to set it aside", base)
}

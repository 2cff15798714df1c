#!/usr/bin/env bash
# Starts Siegeworks on the current X display, waits for its window, screenshots the screen.
# Usage: scripts/smoke.sh BINARY SCREENSHOT.png  (run it under xvfb-run)
set -euo pipefail
bin=$1 shot=$2

# A fresh configuration: the app must not read or overwrite the user's saved game.
home=$(mktemp -d)
mkdir -p "$home/config" "$home/cache"
HOME=$home XDG_CONFIG_HOME=$home/config XDG_CACHE_HOME=$home/cache "$bin" 2>/tmp/siegeworks-smoke.log &
pid=$!
# The app is stopped with SIGTERM once the screenshot is taken. Fyne quits cleanly on it,
# but on a loaded machine the window can be up before Fyne listens for the signal; the app
# then dies of it (status 143). Either way the smoke test has passed: under set -e every
# command of the trap must not fail, or the trap's failure becomes the script's status.
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$home" || true' EXIT

for _ in $(seq 1 60); do
	if ! kill -0 "$pid" 2>/dev/null; then
		echo "smoke: siegeworks exited early" >&2
		cat /tmp/siegeworks-smoke.log >&2
		exit 1
	fi
	if xdotool search --name '^Siegeworks$' >/dev/null 2>&1; then
		sleep 2 # let it draw
		import -window root "$shot"
		echo "smoke: the Siegeworks window is up; screenshot in $shot"
		exit 0
	fi
	sleep 0.5
done
echo "smoke: no window titled Siegeworks after 30 s" >&2
cat /tmp/siegeworks-smoke.log >&2
exit 1

#!/usr/bin/env bash
# Starts Siegeworks on the current X display, waits for its window, screenshots the screen.
# Usage: scripts/smoke.sh BINARY SCREENSHOT.png  (run it under xvfb-run)
set -euo pipefail
bin=$1 shot=$2

# A fresh configuration: the app must not read or overwrite the user's saved game.
home=$(mktemp -d)
HOME=$home XDG_CONFIG_HOME=$home/config XDG_CACHE_HOME=$home/cache "$bin" 2>/tmp/siegeworks-smoke.log &
pid=$!
trap 'kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; rm -rf "$home" || true' EXIT

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

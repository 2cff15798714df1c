#!/usr/bin/env bash
# Memory soak (not run by CI): the app plays computer against computer at level 8 under
# Xvfb, switching to the next variant every game (or every few minutes), and this prints
# its resident memory every 30 seconds.
# Usage: scripts/soak.sh BINARY [TOTAL_MINUTES=60] [MINUTES_PER_GAME=4]
set -euo pipefail
bin=$1 total=${2:-60} per=${3:-4}
home=$(mktemp -d)
export HOME=$home XDG_CONFIG_HOME=$home/config XDG_CACHE_HOME=$home/cache
export SIEGEWORKS_SOAK_MINUTES=$per SIEGEWORKS_WINDOW_SIZE=1100x760
xvfb-run -a -s '-screen 0 1280x900x24' "$bin" 2>"$home/app.log" &
runner=$!
trap 'pkill -P "$runner" 2>/dev/null || true; kill "$runner" 2>/dev/null || true; rm -rf "$home" || true' EXIT
sleep 5
pid=$(pgrep -n -f "^$bin" || true)
[ -n "$pid" ] || { echo "soak: the app did not start"; cat "$home/app.log"; exit 1; }
echo "minute rss_mb"
start=$(date +%s)
while kill -0 "$pid" 2>/dev/null; do
	now=$(( ($(date +%s) - start) ))
	rss=$(awk '/VmRSS/ {print int($2/1024)}' /proc/"$pid"/status)
	printf '%6.1f %s\n' "$(echo "$now/60" | bc -l)" "$rss"
	[ "$now" -ge $(( total * 60 )) ] && break
	sleep 30
done

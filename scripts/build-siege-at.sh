#!/usr/bin/env bash
# Builds the siege command line (cmd/siege) as it was at a git revision, into a file, so a
# change can be measured against the commit before it with siege match:
#   scripts/build-siege-at.sh HEAD~1 /tmp/siege-old
#   siege match -white 'uci:/tmp/siege-new uci' -black 'uci:/tmp/siege-old uci' -tc 10+0.1 -sprt ...
# Usage: scripts/build-siege-at.sh REV OUT   (run inside the repository; the work tree is untouched)
set -euo pipefail
if [ $# -ne 2 ]; then
	echo "usage: $0 REV OUT" >&2
	exit 2
fi
rev=$1 out=$2
case $out in /*) ;; *) out=$PWD/$out ;; esac
commit=$(git rev-parse --verify "$rev^{commit}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# git archive: the tree of the commit alone, no worktree bookkeeping to clean up.
git archive --format=tar "$commit" | tar -x -C "$tmp"
export PATH=$PATH:/usr/local/go/bin
(cd "$tmp" && GOFLAGS=-tags=no_animations go build -trimpath -o "$out" ./cmd/siege)
echo "built siege at ${commit:0:12} into $out"

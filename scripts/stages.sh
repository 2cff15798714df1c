#!/usr/bin/env bash
# Runs make targets one after another as the stages of `make test`, stops at the first that
# fails, and prints how long each took at the end (also after a failure), so that a slow
# stage is seen. Usage: scripts/stages.sh TARGET...
set -uo pipefail
make=${MAKE:-make}
names=() times=() status=0
start_all=$(date +%s)
for stage in "$@"; do
	t0=$(date +%s)
	"$make" --no-print-directory "$stage"
	status=$?
	names+=("$stage") times+=($(( $(date +%s) - t0 )))
	if [ "$status" -ne 0 ]; then
		break
	fi
done
echo
echo "stage times (make test):"
for i in "${!names[@]}"; do
	printf '  %-12s %4d:%02d\n' "${names[$i]}" $(( times[i] / 60 )) $(( times[i] % 60 ))
done
total=$(( $(date +%s) - start_all ))
printf '  %-12s %4d:%02d\n' total $(( total / 60 )) $(( total % 60 ))
if [ "$status" -ne 0 ]; then
	echo "make test: stage ${names[-1]} failed"
fi
exit "$status"

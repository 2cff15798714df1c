#!/usr/bin/env bash
# Writes the siege(1) manual page from the command's own help, so the two never disagree.
# Usage: packaging/siege-man.sh path/to/siege VERSION > siege.1
set -euo pipefail
siege=$1 version=$2
esc() { sed -e 's/\\/\\\\/g' -e 's/^\./\\\&./' -e "s/^'/\\\\\&'/"; }
echo ".TH SIEGE 1 \"$(date -u +%Y-%m-%d)\" \"Siegeworks $version\" \"User Commands\""
echo ".SH NAME"
echo "siege \\- the command line of Siegeworks: chess and its siege variants"
echo ".SH SYNOPSIS"
echo ".B siege"
echo "\\fICOMMAND\\fR [\\fIflags\\fR]"
echo ".br"
echo ".B siege -version"
echo ".SH DESCRIPTION"
echo "Perft, legal moves, game status, move descriptions, lessons, engine searches, matches"
echo "and the UCI protocol for orthodox chess, Turret Chess, Gunnery Chess, Chess++ and Turnover."
echo "Every mistake is reported in one line on standard error with exit status 2."
echo ".SH COMMANDS"
for cmd in $("$siege" -h | awk '/^commands:/ {on=1; next} /^$/ {on=0} on {print $1}'); do
	echo ".SS $cmd"
	echo ".nf"
	"$siege" "$cmd" -h | tail -n +3 | esc
	echo ".fi"
done
echo ".SH SEE ALSO"
echo "The Siegeworks application, \\fBsiegeworks\\fR."

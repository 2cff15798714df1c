#!/usr/bin/env bash
# Tests the release packages the way a user installs them (make dist-test; make test runs
# it): unpack the tarball, install into a scratch DESTDIR, validate the desktop entry and
# the metainfo and check they carry every language's translations, start the installed app
# under Xvfb and see its window, uninstall and check nothing is left; check the Windows exe
# is a PE32+ GUI program carrying its icon and version, and run siege.exe under wine when
# wine is installed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
id=$(sed -n 's/^ *ID *= *"\(.*\)"/\1/p' FyneApp.toml)
lin=siegeworks-$version-linux-amd64
win=siegeworks-$version-windows-amd64
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "dist-test: $*" >&2; exit 1; }
ok() { echo "dist-test: ok: $*"; }

[ -f "dist/$lin.tar.xz" ] && [ -f "dist/$win.zip" ] || fail "no packages in dist/ (make dist)"
grep -q "<release version=\"$version\"" packaging/$id.metainfo.xml || fail "the metainfo has no release $version"
ok "packages named for version $version, which the metainfo lists"

# Linux: unpack, install, validate, run, uninstall.
tar -C "$tmp" -xJf "dist/$lin.tar.xz"
root=$tmp/root
make -s -C "$tmp/$lin" install DESTDIR="$root" PREFIX=/usr
desktop-file-validate "$root/usr/share/applications/$id.desktop"
appstreamcli validate --no-net --no-color "$root/usr/share/metainfo/$id.metainfo.xml" >/dev/null ||
	appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml"
ok "desktop entry and metainfo validate"
"${GO:-go}" run ./packaging/l10n/write "$tmp/l10n"
for f in applications/$id.desktop metainfo/$id.metainfo.xml; do
	cmp -s "$root/usr/share/$f" "$tmp/l10n/${f#*/}" || fail "the installed $f is not the one packaging/l10n writes in every language"
done
ok "desktop entry and metainfo as packaging/l10n writes them, in every language"
for s in 16 24 32 48 64 128 256 512; do
	got=$(identify -format '%wx%h' "$root/usr/share/icons/hicolor/${s}x${s}/apps/$id.png")
	[ "$got" = "${s}x${s}" ] || fail "icon ${s}x${s} is $got"
done
[ -f "$root/usr/share/icons/hicolor/scalable/apps/$id.svg" ] || fail "no scalable icon"
ok "icons 16-512 and SVG"
[ "$("$root/usr/bin/siege" -version)" = "siege (Siegeworks) $version" ] || fail "siege -version: $("$root/usr/bin/siege" -version)"
[ "$("$root/usr/bin/siege" perft -depth 3)" = 8902 ] || fail "the installed siege miscounts perft"
man -l "$root/usr/share/man/man1/siege.1" >/dev/null 2>&1 || fail "the man page does not format"
ok "installed siege: version, perft, man page"
xvfb-run -a -s '-screen 0 1280x900x24' scripts/smoke.sh "$root/usr/bin/siegeworks" "$tmp/installed.png" >/dev/null
ok "the installed siegeworks opens its window under Xvfb"
make -s -C "$tmp/$lin" uninstall DESTDIR="$root" PREFIX=/usr
left=$(find "$root" -type f)
[ -z "$left" ] || fail "uninstall left: $left"
ok "uninstall removes every file"

# Windows: PE32+ GUI program with icon and version resources.
unzip -q "dist/$win.zip" -d "$tmp"
exe=$tmp/$win/Siegeworks.exe
dump=$(x86_64-w64-mingw32-objdump -p "$exe")
grep -qE '^Magic[[:space:]]+020b' <<<"$dump" || fail "Siegeworks.exe is not PE32+"
grep -qE '^Subsystem[[:space:]]+00000002' <<<"$dump" || fail "Siegeworks.exe is not a GUI program"
# The resource types at the top of the .rsrc tree: 0x3 icon, 0xe icon group, 0x10 version.
types=$(sed -n '/The .rsrc Resource Directory section/,$p' <<<"$dump" |
	grep -E '^[0-9a-f]+   Entry: ID: ' | sed 's/.*ID: \(0x[0-9a-f]*\).*/\1/')
for t in 0x000003 0x00000e 0x000010; do
	grep -qx "$t" <<<"$types" || fail "Siegeworks.exe lacks resource type $t (has: $(echo $types))"
done
strings -el "$exe" | grep -q "^$version" || fail "the version resource does not say $version"
grep -qE '^Subsystem[[:space:]]+00000003' <<<"$(x86_64-w64-mingw32-objdump -p "$tmp/$win/siege.exe")" ||
	fail "siege.exe is not a console program"
ok "Siegeworks.exe: PE32+, GUI, icon and version $version; siege.exe: console"
# Debian's wine64 package puts its loader in /usr/lib/wine, not on PATH. Debian 12's wine
# (8.0) lacks bcryptprimitives.dll, which every Go program since Go 1.22 loads at start:
# there the run is skipped with that reason.
w=$(command -v wine64 || command -v wine || { [ -x /usr/lib/wine/wine64 ] && echo /usr/lib/wine/wine64; } || true)
if [ -n "$w" ]; then
	export WINEPREFIX=$tmp/wine WINEDEBUG=-all
	got=$(timeout 300 "$w" "$tmp/$win/siege.exe" perft -depth 3 2>"$tmp/wine.err" | tr -d '\r' || true)
	if grep -q 'bcryptprimitives.dll not found' "$tmp/wine.err"; then
		echo "dist-test: skipped: this wine ($("$w" --version 2>/dev/null)) cannot start Go programs (no bcryptprimitives.dll); siege.exe was not run"
	else
		[ "$got" = 8902 ] || fail "siege.exe under wine: perft -depth 3 gave '$got': $(head -3 "$tmp/wine.err")"
		ok "siege.exe runs perft under wine"
	fi
else
	echo "dist-test: skipped: wine is not installed, siege.exe was not run"
fi
echo "dist-test: all checks passed"

#!/usr/bin/env bash
# Builds the release packages into dist/ (see packaging/README.md):
#   siegeworks-VERSION-linux-amd64.tar.xz   the app, siege, desktop entry, metainfo, icons,
#                                            man page and an installing Makefile
#   siegeworks-VERSION-windows-amd64.zip    Siegeworks.exe (GUI, icon and version embedded)
#                                            and siege.exe, cross-compiled with mingw-w64
# The version is FyneApp.toml's, the one place it is written.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
go=${GO:-go}
version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
[ -n "$version" ] || { echo "dist: no Version in FyneApp.toml" >&2; exit 1; }
ldflags="-s -w -X main.version=$version"
# Built without Fyne's widget animations, as in the Makefile (why: see there).
tags=no_animations
id=$(sed -n 's/^ *ID *= *"\(.*\)"/\1/p' FyneApp.toml)
rm -rf dist && mkdir -p dist

# Linux: a tree that installs with make, packed as .tar.xz.
lin=siegeworks-$version-linux-amd64
stage=dist/$lin
CGO_ENABLED=1 "$go" build -trimpath -tags "$tags" -ldflags "$ldflags" -o "$stage/bin/siegeworks" .
CGO_ENABLED=0 "$go" build -trimpath -ldflags "$ldflags" -o "$stage/bin/siege" ./cmd/siege
# The desktop entry and the metainfo in every language (packaging/l10n).
"$go" run ./packaging/l10n/write dist/l10n
install -Dm644 dist/l10n/$id.desktop "$stage/share/applications/$id.desktop"
install -Dm644 dist/l10n/$id.metainfo.xml "$stage/share/metainfo/$id.metainfo.xml"
rm -r dist/l10n
(cd packaging && find icons -type f) | while read -r f; do
	install -Dm644 "packaging/$f" "$stage/share/$f"
done
mkdir -p "$stage/share/man/man1"
packaging/siege-man.sh "$stage/bin/siege" "$version" > "$stage/share/man/man1/siege.1"
"$stage/bin/siege" -h > "$stage/siege-help.txt"
install -m644 packaging/install.mk "$stage/Makefile"
install -m644 packaging/RELEASE-README.txt "$stage/README.txt"
tar -C dist -cJf "dist/$lin.tar.xz" "$lin"

# Windows: the fyne tool embeds the icon, the manifest and the version resource; the host's
# fyne binary runs the cross build (go tool fyne would be built for Windows itself). Its
# release build compiles the C parts with stack protection, whose mingw runtime is linked
# statically so the exe needs no extra DLL.
win=siegeworks-$version-windows-amd64
wstage=dist/$win
mkdir -p "$wstage" bin
"$go" build -o bin/fyne fyne.io/tools/cmd/fyne
# fyne package rewrites FyneApp.toml (it counts builds up); the file is the project's, so
# it is put back as it was.
cp FyneApp.toml dist/FyneApp.toml.orig
trap 'cp dist/FyneApp.toml.orig FyneApp.toml; rm -f dist/FyneApp.toml.orig' EXIT
CGO_LDFLAGS="-l:libssp.a" CC=x86_64-w64-mingw32-gcc CXX=x86_64-w64-mingw32-g++ GOOS=windows GOARCH=amd64 CGO_ENABLED=1 \
	bin/fyne package -os windows -release -tags "$tags" -name Siegeworks
mv Siegeworks.exe "$wstage/Siegeworks.exe"
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 "$go" build -trimpath -ldflags "$ldflags" -o "$wstage/siege.exe" ./cmd/siege
install -m644 packaging/RELEASE-README.txt "$wstage/README.txt"
(cd dist && zip -qr "$win.zip" "$win")

# The e2e run's screenshots, for the metainfo's screenshot addresses.
if [ -d bin/e2e ]; then
	mkdir -p dist/screenshots && cp bin/e2e/*.png dist/screenshots/ 2>/dev/null || true
fi
ls -l dist/*.tar.xz dist/*.zip

# Siegeworks build and test entry points. See README.md.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c

# Go from PATH, else the toolchain's usual home.
export PATH := $(PATH):/usr/local/go/bin
GO := $(shell command -v go 2>/dev/null || echo /usr/local/go/bin/go)
GOFMT := $(shell $(GO) env GOROOT)/bin/gofmt
export CGO_ENABLED := 1

# Debian packages for building Fyne (cgo, OpenGL, X11, Wayland) and for the headless
# smoke test under Xvfb.
DEB_PACKAGES := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev \
	libxinerama-dev libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev \
	xvfb xauth xdotool imagemagick x11-utils

# More packages for the release packages and for testing them as a user installs them:
# the Windows cross-compiler, the freedesktop and AppStream validators and the archivers.
# (Debian 12's wine cannot start Go programs; the dist test uses a wine that can, if any.)
DIST_PACKAGES := gcc-mingw-w64-x86-64 desktop-file-utils appstream xz-utils zip unzip man-db

# Packages whose tests run under the race detector (they run goroutines of their own); the
# rest run without it. (widgets is changed from Fyne's goroutine only; under the detector
# its picture tests took two minutes.)
RACE_PKGS := ./app/... ./engine/... ./session/... ./netplay/... ./match/...

# Fyne's own widget animations (the fading text cursor, button ripples) repaint the whole
# window many times a second; under software OpenGL a focused text field alone kept a core
# 40% busy. The app is built without them; its own board animations are unaffected.
# -trimpath everywhere, as the release build has it, so that vet, the tests, the app's build
# and the release's Linux build share one build cache (a fresh machine compiles Fyne's C
# parts once, not twice).
export GOFLAGS := -tags=no_animations -trimpath

VERSION := $(shell sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)

.PHONY: deps deps-dist install-packages build run test vet fmt-check staticcheck i18n-check unit-test smoke e2e dist dist-test clean-tree perft-compare pgo

deps:
	@$(MAKE) -s install-packages PACKAGES="$(DEB_PACKAGES)"

deps-dist: deps
	@$(MAKE) -s install-packages PACKAGES="$(DIST_PACKAGES)"

# install-packages installs the missing ones of PACKAGES (as root; otherwise lists them).
install-packages:
	@missing=""; \
	if ! command -v dpkg-query >/dev/null; then \
		echo "deps: not a Debian system; make sure these are installed: $(PACKAGES)"; exit 0; \
	fi; \
	for p in $(PACKAGES); do \
		if [ "$$(dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null || true)" != "install ok installed" ]; then \
			missing="$$missing $$p"; \
		fi; \
	done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then \
		echo "deps: installing$$missing"; \
		export DEBIAN_FRONTEND=noninteractive; \
		apt-get update; \
		apt-get install -y --no-install-recommends $$missing; \
	else \
		echo "deps: missing Debian packages (run 'make deps' as root to install):$$missing"; \
	fi

build:
	$(GO) build -o bin/siegeworks .
	$(GO) build -ldflags "-X main.version=$(VERSION)" -o bin/siege ./cmd/siege

run: deps build
	./bin/siegeworks

vet:
	$(GO) vet ./...

fmt-check:
	@unformatted="$$($(GOFMT) -l .)"; \
	if [ -n "$$unformatted" ]; then \
		echo "gofmt: these files need formatting:"; echo "$$unformatted"; exit 1; \
	fi

staticcheck:
	$(GO) tool staticcheck ./...

# Every word translated into every language: no missing or unused message, the English
# placeholders in every translation, plural forms, every character in the bundled font,
# the glossary kept, the translated guides and lessons changing only words.
i18n-check:
	$(GO) test -count=1 ./i18n ./learn -run 'Translat|Key|Placeholder|Plural|Glyph|Glossary|SameContent'

# The race detector makes the app's tests several times slower (about 10 minutes on a busy
# machine): more than go test's default limit.
unit-test:
	$(GO) test -race -timeout 45m $(RACE_PKGS)
	$(GO) test -run 'LevelOne|TacticsPastTheOldHorizon|MateThreatBehindChecks' ./engine
	others="$$($(GO) list ./... | grep -v -E '^siegeworks/(app|engine|session|netplay|match)(/|$$)')"; \
	$(GO) test $$others

# Starts the real application under Xvfb and checks that its window appears.
smoke: build
	xvfb-run -a -s '-screen 0 1280x900x24' scripts/smoke.sh bin/siegeworks bin/smoke.png

# End-to-end: the real binary under Xvfb, real mouse clicks (xdotool) play 1. e4; the test
# checks the autosaved game and screenshots (kept in bin/e2e/), then restarts the app and
# checks that the game is restored. See app/e2e/e2e_test.go.
e2e: build
	SIEGEWORKS_BIN=$(CURDIR)/bin/siegeworks SIEGEWORKS_E2E_SHOTS=$(CURDIR)/bin/e2e \
		xvfb-run -a -s '-screen 0 1280x900x24' $(GO) test -tags e2e -count=1 -v ./app/e2e/

# Release packages into dist/ (packaging/README.md): the Linux tarball and the Windows zip.
dist: deps-dist
	packaging/dist.sh

# The packages tested as a user installs them (packaging/dist-test.sh).
dist-test: dist
	packaging/dist-test.sh

# A test run must leave the tracked files as they were (go.sum tidy, no regenerated files).
clean-tree:
	@if ! git diff --quiet; then \
		echo "clean-tree: the run changed tracked files:"; git diff --stat; exit 1; \
	fi

# The stages of test, in order; scripts/stages.sh prints how long each took.
TEST_STAGES := deps vet fmt-check staticcheck i18n-check unit-test smoke e2e dist-test clean-tree

test:
	@MAKE="$(MAKE)" scripts/stages.sh $(TEST_STAGES)

# cmd/siege/default.pgo is a CPU profile of the engine's searches in every variant: the Go
# compiler optimises the hot paths it shows (profile-guided optimisation) in siege, the
# engine that matches and UCI programs run, some 5-10% more nodes a second. Not in the app:
# a profile there builds Fyne and every other dependency a second time (a profiled copy beside
# the tests' plain one), ten minutes more of a cold make test, for a speed no player sees.
# Refresh it after large changes to the search, the evaluation or the move generation.
pgo:
	tmp="$$(mktemp -d)"; $(GO) test ./engine -run - -bench 'SearchChess|SearchVariants' -benchtime 4x -o "$$tmp/engine.test" -cpuprofile "$$tmp/cpu.pprof" && mv "$$tmp/cpu.pprof" cmd/siege/default.pgo; rm -rf "$$tmp"

# Move generation beside zurichess's board package and CounterGo's generator, in one run (not
# part of make test: it downloads both, and a speed ratio is no pass/fail test on a shared
# machine). BenchmarkPerftSideBySide prints the three speeds and Siegeworks' ratios.
perft-compare:
	cd bench/perftcmp && $(GO) test -run - -bench . -benchtime 3x -count 2

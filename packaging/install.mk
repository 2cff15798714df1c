# Installs Siegeworks from this unpacked release. (Shipped as the tarball's Makefile.)
#
#   make install        system-wide, into $(PREFIX) (default /usr/local; needs root)
#   make uninstall      removes exactly what install put there
#   make user-install   for yourself only, into ~/.local (no root needed)
#   make user-uninstall
#
# DESTDIR is honoured for staged installs (packagers): make install DESTDIR=/tmp/stage

PREFIX ?= /usr/local
DESTDIR ?=
ID := io.siegeworks.app

BINDIR = $(DESTDIR)$(PREFIX)/bin
SHAREDIR = $(DESTDIR)$(PREFIX)/share
FILES = \
	$(BINDIR)/siegeworks \
	$(BINDIR)/siege \
	$(SHAREDIR)/applications/$(ID).desktop \
	$(SHAREDIR)/metainfo/$(ID).metainfo.xml \
	$(SHAREDIR)/man/man1/siege.1 \
	$(SHAREDIR)/icons/hicolor/scalable/apps/$(ID).svg \
	$(foreach s,16 24 32 48 64 128 256 512,$(SHAREDIR)/icons/hicolor/$(s)x$(s)/apps/$(ID).png)

.PHONY: install uninstall user-install user-uninstall

install:
	install -Dm755 bin/siegeworks $(BINDIR)/siegeworks
	install -Dm755 bin/siege $(BINDIR)/siege
	install -Dm644 share/applications/$(ID).desktop $(SHAREDIR)/applications/$(ID).desktop
	install -Dm644 share/metainfo/$(ID).metainfo.xml $(SHAREDIR)/metainfo/$(ID).metainfo.xml
	install -Dm644 share/man/man1/siege.1 $(SHAREDIR)/man/man1/siege.1
	for f in share/icons/hicolor/*/apps/$(ID).*; do install -Dm644 "$$f" "$(SHAREDIR)/$${f#share/}"; done
	-if [ -z "$(DESTDIR)" ]; then \
		gtk-update-icon-cache -q -t $(PREFIX)/share/icons/hicolor 2>/dev/null; \
		update-desktop-database -q $(PREFIX)/share/applications 2>/dev/null; \
	fi; true

uninstall:
	rm -f $(FILES)

user-install:
	$(MAKE) install PREFIX=$(HOME)/.local DESTDIR=

user-uninstall:
	$(MAKE) uninstall PREFIX=$(HOME)/.local DESTDIR=

//go:build linux && cgo && !wayland

package app

/*
#cgo LDFLAGS: -lX11
#include <X11/Xlib.h>
#include <stdlib.h>

// clientOrigin is where the window's client area sits on the screen, as glfwGetWindowPos
// reports it on X11 (and as glfwSetWindowPos, behind Fyne's RequestPosition, expects it).
static int clientOrigin(unsigned long win, int *x, int *y) {
	Display *d = XOpenDisplay(NULL);
	if (d == NULL) return 0;
	Window child;
	int ok = XTranslateCoordinates(d, (Window)win, DefaultRootWindow(d), 0, 0, x, y, &child);
	XCloseDisplay(d);
	return ok;
}
*/
import "C"

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
)

// windowPosition reads where the window is. Fyne 2.8 can place a window
// (desktop.Window.RequestPosition) but cannot tell where it is, so on X11 we ask the X
// server.
func windowPosition(w fyne.Window) (x, y int, ok bool) {
	nw, isNative := w.(driver.NativeWindow)
	if !isNative {
		return 0, 0, false
	}
	nw.RunNative(func(ctx any) {
		xc, isX11 := ctx.(driver.X11WindowContext)
		if !isX11 || xc.WindowHandle == 0 {
			return
		}
		var cx, cy C.int
		if C.clientOrigin(C.ulong(xc.WindowHandle), &cx, &cy) != 0 {
			x, y, ok = int(cx), int(cy), true
		}
	})
	return x, y, ok
}

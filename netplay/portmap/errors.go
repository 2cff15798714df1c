package portmap

import (
	"fmt"
	"strconv"

	"siegeworks/i18n"
)

// ErrNoRouter: no router on the network answered, by either protocol.
var ErrNoRouter error = noRouterError{}

// noRouterError is ErrNoRouter's type: its message is a sentence for the player, in the
// current language.
type noRouterError struct{}

func (noRouterError) Error() string {
	return i18n.L("No router on this network answered a request to open a port (UPnP and NAT-PMP are off or not supported).")
}

// RefusedError: a router answered and would not open the port.
type RefusedError struct {
	Reason string // in a player's words (the current language), lower case, without a full stop
	err    error  // the router's answer, as the protocol's library gave it
}

// Unwrap is the router's answer, as the protocol's library gave it (nil if none).
func (e *RefusedError) Unwrap() error { return e.err }

func (e *RefusedError) Error() string {
	return i18n.L("The router refused to open the port: {{.Reason}}.", i18n.Args{"Reason": e.Reason})
}

// notOnline is the reason of a router that is not connected to the internet.
func notOnline() string { return i18n.L("it is not connected to the internet") }

// upnpReason is a UPnP router's error in a player's words (its error codes in the IGD
// specification).
func upnpReason(code int, description string) string {
	switch code {
	case 606:
		return i18n.L("it does not let programs open ports")
	case 714:
		return i18n.L("it has no such forwarding")
	case 715, 726:
		return i18n.L("it does not allow forwarding for every remote computer")
	case 716:
		return i18n.L("it does not allow a port range")
	case 718:
		return i18n.L("another computer already uses that port")
	case 724:
		return i18n.L("it wants the same port number outside and inside")
	case 725:
		return i18n.L("it only allows permanent forwarding")
	case 727:
		return i18n.L("it does not allow forwarding of every port")
	case 728:
		return i18n.L("it has no room for another forwarding")
	case 729:
		return i18n.L("it does not allow that port")
	}
	if description != "" && len(description) <= 80 && printableASCII(description) {
		return i18n.L("it answered {{.Description}} (UPnP error {{.Code}})", i18n.Args{"Description": strconv.Quote(description), "Code": code})
	}
	return i18n.L("it answered with UPnP error {{.Code}}", i18n.Args{"Code": code})
}

// natpmpReason is a NAT-PMP router's result code in a player's words (RFC 6886 section 3.5).
func natpmpReason(code uint16) string {
	switch code {
	case 1:
		return i18n.L("it speaks another version of NAT-PMP")
	case 2:
		return i18n.L("it does not let programs open ports")
	case 3:
		return notOnline()
	case 4:
		return i18n.L("it has no room for another forwarding")
	case 5:
		return i18n.L("it does not know that request")
	}
	return i18n.L("it answered with NAT-PMP result code {{.Code}}", i18n.Args{"Code": code})
}

// natpmpRefusal is err as a *RefusedError if it is a NAT-PMP router's refusal. The library
// reports the result code only in its message ("Non-zero result code 2 (…)").
func natpmpRefusal(err error) error {
	var code uint16
	if err == nil {
		return nil
	}
	if _, scanErr := fmt.Sscanf(err.Error(), "Non-zero result code %d", &code); scanErr != nil {
		return err
	}
	return &RefusedError{Reason: natpmpReason(code), err: err}
}

func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] > '~' {
			return false
		}
	}
	return true
}

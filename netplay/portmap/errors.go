package portmap

import "fmt"

// ErrNoRouter: no router on the network answered, by either protocol.
var ErrNoRouter error = noRouterError{}

// noRouterError is ErrNoRouter's type: its message is a sentence for the player.
type noRouterError struct{}

func (noRouterError) Error() string {
	return "No router on this network answered a request to open a port (UPnP and NAT-PMP are off or not supported)."
}

// RefusedError: a router answered and would not open the port.
type RefusedError struct {
	Reason string // in a player's words, lower case, without a full stop
	err    error  // the router's answer, as the protocol's library gave it
}

// Unwrap is the router's answer, as the protocol's library gave it (nil if none).
func (e *RefusedError) Unwrap() error { return e.err }

func (e *RefusedError) Error() string {
	return fmt.Sprintf("The router refused to open the port: %s.", e.Reason)
}

// The reasons a router gives, in a player's words (UPnP's error codes in the IGD
// specification, NAT-PMP's result codes in RFC 6886 section 3.5).
var (
	upnpReasons = map[int]string{
		606: "it does not let programs open ports",
		714: "it has no such forwarding",
		715: "it does not allow forwarding for every remote computer",
		716: "it does not allow a port range",
		718: "another computer already uses that port",
		724: "it wants the same port number outside and inside",
		725: "it only allows permanent forwarding",
		726: "it does not allow forwarding for every remote computer",
		727: "it does not allow forwarding of every port",
		728: "it has no room for another forwarding",
		729: "it does not allow that port",
	}
	natpmpReasons = map[uint16]string{
		1: "it speaks another version of NAT-PMP",
		2: "it does not let programs open ports",
		3: "it is not connected to the internet",
		4: "it has no room for another forwarding",
		5: "it does not know that request",
	}
)

func upnpReason(code int, description string) string {
	if r, ok := upnpReasons[code]; ok {
		return r
	}
	if description != "" && len(description) <= 80 && printableASCII(description) {
		return fmt.Sprintf("it answered %q (UPnP error %d)", description, code)
	}
	return fmt.Sprintf("it answered with UPnP error %d", code)
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
	reason, ok := natpmpReasons[code]
	if !ok {
		reason = fmt.Sprintf("it answered with NAT-PMP result code %d", code)
	}
	return &RefusedError{Reason: reason, err: err}
}

func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] > '~' {
			return false
		}
	}
	return true
}

package portmap

import (
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"testing"
	"time"
)

// events is what a fake router was asked, one line a request ("add 7777 -> 192.0.2.2:7777
// for 2", "delete 7777"), for the test to wait for.
type events chan string

func (ev events) note(format string, args ...any) {
	select {
	case ev <- fmt.Sprintf(format, args...):
	default: // a test that stopped listening must not block the fake
	}
}

// expect waits (at most d) for the next request and checks that it starts with want.
func (ev events) expect(t testing.TB, d time.Duration, want string) string {
	t.Helper()
	return ev.expectAfterRenewals(t, d, "", want)
}

// expectAfterRenewals is expect passing over renewals (requests starting with renewal,
// when it is not "") asked before the one wanted: the tests' leases are renewed every
// second, and on a busy machine a renewal can fall due between the one the test waited for
// and Close.
func (ev events) expectAfterRenewals(t testing.TB, d time.Duration, renewal, want string) string {
	t.Helper()
	deadline := time.After(d)
	for {
		select {
		case got := <-ev:
			if renewal != "" && strings.HasPrefix(got, renewal) {
				continue
			}
			if !strings.HasPrefix(got, want) {
				t.Fatalf("the router was asked %q, want %q", got, want)
			}
			return got
		case <-deadline:
			t.Fatalf("the router was not asked %q within %v", want, d)
			return ""
		}
	}
}

// none checks that no request is waiting.
func (ev events) none(t testing.TB) {
	t.Helper()
	select {
	case got := <-ev:
		t.Fatalf("the router was asked %q, want nothing more", got)
	default:
	}
}

// fakeIGD is a UPnP Internet Gateway Device with one WAN connection service: its device
// description at /rootDesc.xml, its control (SOAP) at /ctl.
type fakeIGD struct {
	service  string // "WANIPConnection:1" …
	external string // what GetExternalIPAddress answers
	// refuse, if not 0, is the UPnP error code AddPortMapping answers (to a lease other
	// than 0 only, when refuseLeased is set).
	refuse       int
	refuseLeased bool
	ev           events
}

func newFakeIGD(service, external string) *fakeIGD {
	return &fakeIGD{service: service, external: external, ev: make(events, 100)}
}

const rootDesc = `<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0">
<specVersion><major>1</major><minor>0</minor></specVersion>
<device>
<deviceType>urn:schemas-upnp-org:device:InternetGatewayDevice:1</deviceType>
<friendlyName>Fake router</friendlyName><UDN>uuid:fake-igd</UDN>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANDevice:1</deviceType><UDN>uuid:fake-wan</UDN>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:1</deviceType><UDN>uuid:fake-wanconn</UDN>
<serviceList><service>
<serviceType>urn:schemas-upnp-org:service:%s</serviceType>
<serviceId>urn:upnp-org:serviceId:Conn1</serviceId>
<SCPDURL>/scpd.xml</SCPDURL><controlURL>/ctl</controlURL><eventSubURL>/evt</eventSubURL>
</service></serviceList>
</device></deviceList>
</device></deviceList>
</device>
</root>`

func (f *fakeIGD) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/rootDesc.xml":
		w.Header().Set("Content-Type", "text/xml")
		fmt.Fprintf(w, rootDesc, f.service)
	case "/ctl":
		f.control(w, r)
	default:
		http.NotFound(w, r)
	}
}

// control answers a SOAP action.
func (f *fakeIGD) control(w http.ResponseWriter, r *http.Request) {
	action, args, err := readSOAP(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	host, _, _ := net.SplitHostPort(r.RemoteAddr)
	var out string
	switch action {
	case "GetExternalIPAddress":
		out = "<NewExternalIPAddress>" + f.external + "</NewExternalIPAddress>"
	case "AddPortMapping":
		f.ev.note("add %s -> %s:%s for %s (%s, from %s)", args["NewExternalPort"], args["NewInternalClient"],
			args["NewInternalPort"], args["NewLeaseDuration"], args["NewProtocol"], host)
		if f.refuse != 0 && (!f.refuseLeased || args["NewLeaseDuration"] != "0") {
			soapFault(w, f.refuse)
			return
		}
	case "DeletePortMapping":
		f.ev.note("delete %s (%s)", args["NewExternalPort"], args["NewProtocol"])
	default:
		soapFault(w, 401)
		return
	}
	w.Header().Set("Content-Type", `text/xml; charset="utf-8"`)
	fmt.Fprintf(w, `<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" `+
		`s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body>`+
		`<u:%sResponse xmlns:u="urn:schemas-upnp-org:service:%s">%s</u:%[1]sResponse></s:Body></s:Envelope>`,
		action, f.service, out)
}

func soapFault(w http.ResponseWriter, code int) {
	w.Header().Set("Content-Type", `text/xml; charset="utf-8"`)
	w.WriteHeader(http.StatusInternalServerError)
	fmt.Fprintf(w, `<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" `+
		`s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body><s:Fault>`+
		`<faultcode>s:Client</faultcode><faultstring>UPnPError</faultstring><detail>`+
		`<UPnPError xmlns="urn:schemas-upnp-org:control-1-0"><errorCode>%d</errorCode>`+
		`<errorDescription>Fake refusal</errorDescription></UPnPError></detail></s:Fault></s:Body></s:Envelope>`, code)
}

// readSOAP is the action of a SOAP request and its arguments.
func readSOAP(body io.Reader) (action string, args map[string]string, err error) {
	d := xml.NewDecoder(io.LimitReader(body, 1<<16))
	args = map[string]string{}
	depth, arg := 0, ""
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", nil, err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			depth++
			switch depth {
			case 3: // Envelope > Body > action
				action = tok.Name.Local
			case 4:
				arg = tok.Name.Local
				args[arg] = ""
			}
		case xml.EndElement:
			depth--
			arg = ""
		case xml.CharData:
			if depth == 4 && arg != "" {
				args[arg] += string(tok)
			}
		}
	}
	if action == "" {
		return "", nil, fmt.Errorf("no SOAP action")
	}
	return action, args, nil
}

// fakeNATPMP is a NAT-PMP server (RFC 6886).
type fakeNATPMP struct {
	external [4]byte
	result   uint16        // the result code of every answer (0: success)
	maxLease time.Duration // the longest lifetime granted; 0: as asked
	ev       events
	start    time.Time
}

func newFakeNATPMP(external string) *fakeNATPMP {
	return &fakeNATPMP{external: netip.MustParseAddr(external).As4(), ev: make(events, 100), start: time.Now()}
}

// serve answers the requests received on conn until it is closed.
func (f *fakeNATPMP) serve(conn *net.UDPConn) {
	buf := make([]byte, 64)
	for {
		n, from, err := conn.ReadFromUDP(buf)
		if err != nil {
			return
		}
		if n < 2 || buf[0] != 0 {
			continue
		}
		op := buf[1]
		out := make([]byte, 16)
		out[1] = 128 + op
		binary.BigEndian.PutUint16(out[2:], f.result)
		binary.BigEndian.PutUint32(out[4:], uint32(time.Since(f.start)/time.Second))
		switch {
		case op == 0 && n == 2:
			copy(out[8:12], f.external[:])
			out = out[:12]
		case (op == 1 || op == 2) && n == 12:
			internal := binary.BigEndian.Uint16(buf[4:])
			external := binary.BigEndian.Uint16(buf[6:])
			lifetime := binary.BigEndian.Uint32(buf[8:])
			proto := map[byte]string{1: "udp", 2: "tcp"}[op]
			if lifetime == 0 {
				f.ev.note("delete %d (%s)", internal, proto)
				external = 0
			} else {
				f.ev.note("add %d -> %d for %d (%s, from %s)", external, internal, lifetime, proto, from.IP)
				if f.maxLease > 0 {
					lifetime = min(lifetime, uint32(f.maxLease/time.Second))
				}
			}
			binary.BigEndian.PutUint16(out[8:], internal)
			binary.BigEndian.PutUint16(out[10:], external)
			binary.BigEndian.PutUint32(out[12:], lifetime)
		default:
			continue
		}
		_, _ = conn.WriteToUDP(out, from)
	}
}

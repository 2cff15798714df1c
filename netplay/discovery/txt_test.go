package discovery

import (
	"encoding/binary"
	"strings"
	"testing"

	"github.com/miekg/dns"
)

// A game survives the trip through its TXT record on the wire, whatever its name holds.
func TestTXTRoundTrip(t *testing.T) {
	for _, host := range []string{"Ann", "Ann Übermann", `Back\slash "quoted"`, "李小龍", "Zoë 🙂", strings.Repeat("é", MaxHostRunes)} {
		g := hostedGame
		g.Host = host
		got, id, err := decodeTXT(overTheWire(t, encodeTXT(g, "0123456789abcdef")))
		if err != nil {
			t.Fatalf("%q: %v", host, err)
		}
		if id != "0123456789abcdef" || !sameGames([]Game{got}, []Game{g}) {
			t.Errorf("%q came back as %+v (id %q)", host, got, id)
		}
	}
}

// Records that do not make a valid game are refused, each for its reason.
func TestTXTRefused(t *testing.T) {
	valid := func(replace ...string) []string {
		fields := []string{"txtvers=1", "id=00000000000000a1", "host=Zed", "np=1", "variant=turret", "clock=5+3", "proto=1"}
		for i := 0; i < len(replace); i += 2 {
			for j, f := range fields {
				if strings.HasPrefix(f, replace[i]+"=") {
					fields[j] = replace[i] + "=" + replace[i+1]
				}
			}
		}
		return fields
	}
	if _, _, err := decodeTXT(valid()); err != nil {
		t.Fatalf("the valid record is refused: %v", err)
	}
	cases := map[string][]string{
		"no fields":           nil,
		"garbage":             {"\\255\\000\\001"},
		"txtvers missing":     valid()[1:],
		"txtvers 2":           valid("txtvers", "2"),
		"id short":            valid("id", "abc"),
		"id not hex":          valid("id", "0000000000000xyz"),
		"id upper case":       valid("id", "00000000000000A1"),
		"host missing":        append(valid()[:2], valid()[3:]...),
		"host empty":          valid("host", ""),
		"host 41 runes":       valid("host", strings.Repeat("x", 41)),
		"host bell":           valid("host", `a\007b`),
		"host newline":        valid("host", `a\010b`),
		"host delete":         valid("host", `a\127b`),
		"host C1 control":     valid("host", `a\194\133b`),
		"host bidi override":  valid("host", `a\226\128\174b`),
		"host zero width":     valid("host", `a\226\128\139b`),
		"host line separator": valid("host", `a\226\128\168b`),
		"host private use":    valid("host", `a\238\128\128b`),
		"host not UTF-8":      valid("host", `\255`),
		"host cut UTF-8":      valid("host", `ab\195`),
		"host leading space":  valid("host", " Zed"),
		"host trailing space": valid("host", "Zed "),
		"nameplate 0":         valid("np", "0"),
		"nameplate 1000":      valid("np", "1000"),
		"nameplate negative":  valid("np", "-1"),
		"nameplate plus":      valid("np", "+1"),
		"nameplate spaces":    valid("np", " 1"),
		"nameplate huge":      valid("np", "99999999999999999999"),
		"nameplate letters":   valid("np", "7x"),
		"variant empty":       valid("variant", ""),
		"variant capital":     valid("variant", "Turret"),
		"variant punctuation": valid("variant", "turret!"),
		"variant long":        valid("variant", strings.Repeat("a", MaxVariantLen+1)),
		"variant digit first": valid("variant", "9turret"),
		"clock long":          valid("clock", strings.Repeat("1", MaxClockLen+1)),
		"clock space":         valid("clock", "5 3"),
		"clock control":       valid("clock", `5\0003`),
		"proto 0":             valid("proto", "0"),
		"proto 65536":         valid("proto", "65536"),
		"proto empty":         valid("proto", ""),
		"key twice":           append(valid(), "HOST=Eve"),
		"17 fields":           append(valid(), strings.Fields("a=1 b=2 c=3 d=4 e=5 f=6 g=7 h=8 i=9 j=10")...),
	}
	for name, fields := range cases {
		if g, _, err := decodeTXT(overTheWire(t, fields)); err == nil {
			t.Errorf("%s: accepted as %+v", name, g)
		}
	}
}

// Unknown keys and flags are ignored; keys are read whatever their case.
func TestTXTForwardCompatible(t *testing.T) {
	fields := []string{"TXTVERS=1", "Id=00000000000000a1", "host=Zed", "np=1", "variant=turret", "clock=", "proto=2", "future=yes", "flag"}
	g, _, err := decodeTXT(overTheWire(t, fields))
	if err != nil {
		t.Fatal(err)
	}
	if g.Host != "Zed" || g.Version != 2 || g.Clock != "" {
		t.Errorf("read %+v", g)
	}
}

// Announce refuses a game that could not be listed.
func TestAnnounceChecksTheGame(t *testing.T) {
	bad := hostedGame
	bad.Host = "tab\there"
	if _, err := Announce(bad, hostedPort, Options{}); err == nil {
		t.Error("a name with a tab was announced")
	}
	if _, err := Announce(hostedGame, 0, Options{}); err == nil {
		t.Error("port 0 was announced")
	}
	if _, err := Announce(hostedGame, 70000, Options{}); err == nil {
		t.Error("port 70000 was announced")
	}
}

// The TXT decoding takes any record the network can carry without failing, and what it
// accepts is a valid game that encodes back to itself.
func FuzzDecodeTXT(f *testing.F) {
	for _, fields := range append([][]string{encodeTXT(hostedGame, "0123456789abcdef")}, forgedTXTList()...) {
		f.Add(rdata(f, fields))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fields, ok := unpackTXT(data)
		if !ok {
			return
		}
		g, id, err := decodeTXT(fields)
		if err != nil {
			return
		}
		if err := g.Check(); err != nil {
			t.Fatalf("accepted an invalid game %+v: %v", g, err)
		}
		again, id2, err := decodeTXT(overTheWire(t, encodeTXT(g, id)))
		if err != nil || id2 != id || !sameGames([]Game{again}, []Game{g}) {
			t.Fatalf("%+v did not survive encoding: %+v %v", g, again, err)
		}
	})
}

func forgedTXTList() [][]string {
	var list [][]string
	for _, fields := range forgedTXT {
		list = append(list, fields)
	}
	return list
}

// overTheWire packs fields into a TXT record and unpacks them as a browser does.
func overTheWire(t testing.TB, fields []string) []string {
	t.Helper()
	got, ok := unpackTXT(rdata(t, fields))
	if !ok {
		t.Fatalf("%q does not unpack", fields)
	}
	return got
}

// rdata is the wire form of a TXT record holding fields (in presentation form).
func rdata(t testing.TB, fields []string) []byte {
	t.Helper()
	if len(fields) == 0 {
		return nil
	}
	m := new(dns.Msg)
	m.Answer = []dns.RR{&dns.TXT{Hdr: dns.RR_Header{Name: "x.local.", Rrtype: dns.TypeTXT, Class: dns.ClassINET}, Txt: fields}}
	b, err := m.Pack()
	if err != nil {
		t.Fatalf("packing %q: %v", fields, err)
	}
	return b[12+len("\x01x\x05local\x00")+10:]
}

// unpackTXT reads TXT rdata with the DNS library, as part of a whole answer.
func unpackTXT(data []byte) ([]string, bool) {
	if len(data) > 65535 {
		return nil, false
	}
	msg := []byte{0, 0, 0x84, 0, 0, 0, 0, 1, 0, 0, 0, 0}
	msg = append(msg, "\x01x\x05local\x00"...)
	msg = binary.BigEndian.AppendUint16(msg, dns.TypeTXT)
	msg = binary.BigEndian.AppendUint16(msg, dns.ClassINET)
	msg = binary.BigEndian.AppendUint32(msg, 120)
	msg = binary.BigEndian.AppendUint16(msg, uint16(len(data)))
	msg = append(msg, data...)
	var m dns.Msg
	if m.Unpack(msg) != nil || len(m.Answer) != 1 {
		return nil, false
	}
	txt, ok := m.Answer[0].(*dns.TXT)
	if !ok {
		return nil, false
	}
	return txt.Txt, true
}

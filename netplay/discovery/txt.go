package discovery

import (
	"fmt"
	"strconv"
	"strings"
)

// The TXT record's keys (RFC 6763 section 6: key=value strings, keys case-insensitive).
const (
	keyTxtVers   = "txtvers" // the record's layout, txtVers
	keyID        = "id"      // the announcement's random id: one game, whatever the interface
	keyHost      = "host"
	keyNameplate = "np"
	keyVariant   = "variant"
	keyClock     = "clock"
	keyProtocol  = "proto"

	txtVers      = "1"
	idLen        = 16 // hexadecimal digits of an id
	maxTXTFields = 16 // more strings than this in one record: not ours
)

// encodeTXT is g's TXT record, in the presentation form the DNS library packs (a backslash
// escapes the next character; \DDD is a byte).
func encodeTXT(g Game, id string) []string {
	return []string{
		keyTxtVers + "=" + txtVers,
		keyID + "=" + id,
		keyHost + "=" + escapeTXT(g.Host),
		keyNameplate + "=" + strconv.Itoa(g.Nameplate),
		keyVariant + "=" + g.Variant,
		keyClock + "=" + g.Clock,
		keyProtocol + "=" + strconv.Itoa(g.Version),
	}
}

// decodeTXT reads a game and its announcement's id from a TXT record as the DNS library
// unpacked it. Anything that does not make a valid game is an error: a missing, repeated or
// malformed field, a value out of range. Unknown keys are ignored (a later version may add
// some); a different txtvers is refused.
func decodeTXT(fields []string) (Game, string, error) {
	if len(fields) > maxTXTFields {
		return Game{}, "", fmt.Errorf("%d strings in the record", len(fields))
	}
	values := map[string]string{}
	for _, f := range fields {
		raw := unescapeTXT(f)
		key, value, ok := strings.Cut(raw, "=")
		if !ok {
			continue // a key without a value (a flag): none of ours
		}
		key = strings.ToLower(key)
		if _, seen := values[key]; seen {
			return Game{}, "", fmt.Errorf("the key %q appears twice", key)
		}
		values[key] = value
	}
	if v := values[keyTxtVers]; v != txtVers {
		return Game{}, "", fmt.Errorf("txtvers %q", v)
	}
	id := values[keyID]
	if !isID(id) {
		return Game{}, "", fmt.Errorf("the id %q", id)
	}
	for _, k := range []string{keyHost, keyNameplate, keyVariant, keyClock, keyProtocol} {
		if _, ok := values[k]; !ok {
			return Game{}, "", fmt.Errorf("no %q", k)
		}
	}
	g := Game{Host: values[keyHost], Variant: values[keyVariant], Clock: values[keyClock]}
	var err error
	if g.Nameplate, err = smallNumber(values[keyNameplate]); err != nil {
		return Game{}, "", err
	}
	if g.Version, err = smallNumber(values[keyProtocol]); err != nil {
		return Game{}, "", err
	}
	if err := g.Check(); err != nil {
		return Game{}, "", err
	}
	return g, id, nil
}

// smallNumber reads 1 to 5 decimal digits, no sign, no spaces.
func smallNumber(s string) (int, error) {
	if len(s) == 0 || len(s) > 5 {
		return 0, fmt.Errorf("the number %q", s)
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("the number %q", s)
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, nil
}

func isID(s string) bool {
	if len(s) != idLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !(s[i] >= '0' && s[i] <= '9' || s[i] >= 'a' && s[i] <= 'f') {
			return false
		}
	}
	return true
}

// escapeTXT writes s in the DNS library's presentation form: backslash and double quote
// escaped, bytes outside printable ASCII as \DDD.
func escapeTXT(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' || c == '"':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < ' ' || c > '~':
			fmt.Fprintf(&b, "\\%03d", c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// unescapeTXT undoes the DNS library's presentation form: \DDD is the byte DDD (000..255),
// a backslash before any other character is that character, a backslash at the end is dropped.
func unescapeTXT(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		i++
		if i == len(s) {
			break
		}
		if i+2 < len(s) && isDigit(s[i]) && isDigit(s[i+1]) && isDigit(s[i+2]) {
			if n := int(s[i]-'0')*100 + int(s[i+1]-'0')*10 + int(s[i+2]-'0'); n <= 255 {
				b.WriteByte(byte(n))
				i += 2
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

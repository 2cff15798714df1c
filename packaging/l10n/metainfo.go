package l10n

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"slices"
	"strings"
)

// metainfoPaths are the translatable elements of an AppStream metainfo, by their path from
// the root. The app's <name> is the same in every language.
var metainfoPaths = []string{
	"component/summary",
	"component/developer_name",
	"component/description/p",
	"component/description/ul/li",
	"component/description/ol/li",
	"component/screenshots/screenshot/caption",
	"component/keywords/keyword",
	"component/releases/release/description/p",
	"component/releases/release/description/ul/li",
	"component/releases/release/description/ol/li",
}

// xmlLang is the namespace of the xml: prefix, as encoding/xml names it.
const xmlLang = "http://www.w3.org/XML/1998/namespace"

// metainfoField is one translatable element of a metainfo.
type metainfoField struct {
	name    string // summary, p, li, caption, keyword…
	end     int    // the byte after its end tag
	newline string // what comes before a translation: a line break and the element's indent
	english string // its text on one line: the message key
}

// metainfoFields finds the translatable elements of a metainfo. An element marked
// translate="no", or inside one, is not translatable. A translatable element holds text
// only (no <em> or <code>), and no translation of its own (xml:lang).
func metainfoFields(src []byte) ([]metainfoField, error) {
	d := xml.NewDecoder(bytes.NewReader(src))
	var (
		fields   []metainfoField
		path     []string
		untrans  []bool // translate="no" on the element or above it
		field    *metainfoField
		textOnly strings.Builder
	)
	for {
		start := int(d.InputOffset())
		tok, err := d.Token()
		if err == io.EOF {
			return fields, nil
		}
		if err != nil {
			return nil, fmt.Errorf("metainfo: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if field != nil {
				line, _ := d.InputPos()
				return nil, fmt.Errorf("metainfo line %d: <%s> inside <%s>: a translated element holds text only", line, t.Name.Local, field.name)
			}
			path = append(path, t.Name.Local)
			no := len(untrans) > 0 && untrans[len(untrans)-1] || attr(t, "", "translate") == "no"
			untrans = append(untrans, no)
			if no || !slices.Contains(metainfoPaths, strings.Join(path, "/")) {
				continue
			}
			if attr(t, xmlLang, "lang") != "" {
				line, _ := d.InputPos()
				return nil, fmt.Errorf("metainfo line %d: <%s xml:lang> is translated in the file; translations come from i18n/languages", line, t.Name.Local)
			}
			field = &metainfoField{name: t.Name.Local, newline: newlineBefore(src, start)}
			textOnly.Reset()
		case xml.CharData:
			if field != nil {
				textOnly.Write(t)
			}
		case xml.EndElement:
			path, untrans = path[:len(path)-1], untrans[:len(untrans)-1]
			if field == nil {
				continue
			}
			field.end = int(d.InputOffset())
			if field.english = oneLine(textOnly.String()); field.english != "" {
				fields = append(fields, *field)
			}
			field = nil
		}
	}
}

// attr is the value of a start tag's attribute, "" when it has none.
func attr(t xml.StartElement, space, local string) string {
	for _, a := range t.Attr {
		if a.Name.Space == space && a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

// newlineBefore is a line break and the indent of the element starting at off when it
// starts its line, else nothing (its translations follow it on its line).
func newlineBefore(src []byte, off int) string {
	indent := src[bytes.LastIndexByte(src[:off], '\n')+1 : off]
	if len(bytes.Trim(indent, " \t")) != 0 {
		return ""
	}
	return "\n" + string(indent)
}

// Metainfo is the English metainfo with, after each translatable element, that element in
// every language that translates it: <summary xml:lang="pt-BR">…</summary>.
func Metainfo(english []byte, catalogs []Catalog) ([]byte, error) {
	fields, err := metainfoFields(english)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	next := 0
	for _, f := range fields {
		out.Write(english[next:f.end])
		next = f.end
		for _, c := range catalogs {
			if text, ok := c.translation(f.english); ok {
				fmt.Fprintf(&out, `%s<%s xml:lang="%s">%s</%s>`, f.newline, f.name, c.Tag, escapeXMLText(text), f.name)
			}
		}
	}
	out.Write(english[next:])
	return out.Bytes(), nil
}

// escapeXMLText escapes the characters XML text may not hold as they are.
var escapeXMLText = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace

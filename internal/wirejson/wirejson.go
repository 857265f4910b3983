// Package wirejson is the one JSON policy of this module's games, written
// once: every UnmarshalJSON method of boxes and equi checks its document with
// [Check] (through [Decode]) before decoding it. docs/json.md states the
// policy for users. A document is refused when
//
//   - it is not one JSON value, or has anything but white space after it;
//   - an object has a member whose name is not exactly one of its form's
//     (member names are matched byte for byte, case included, after JSON
//     escapes are read);
//   - an object has a member twice, at any depth;
//   - an object lacks a member its form does not mark optional;
//   - a member is null that its form does not mark nullable, or an element
//     of an array that is a member is null;
//   - an array or a string is longer than its form allows;
//   - a string is not valid UTF-8;
//   - values are nested more than [MaxDepth] deep.
//
// Every error is a [*cards.ParseError] wrapping [cards.ErrSyntax], which
// keeps a short prefix of the document only. Values of the wrong JSON type
// are reported by [Decode] the same way.
//
// [Check] reads the document once, in time linear in its length, and
// allocates nothing unless it fails; it stops at the first fault, so at the
// first element over an array's limit.
package wirejson

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// NewError makes every error this package returns: a document of the given
// kind refused for reason. Package cards, which every user of this package
// imports, sets it in its init to make a [*cards.ParseError] wrapping
// [cards.ErrSyntax]; wirejson cannot import cards, whose records it decodes.
var NewError = func(kind string, data []byte, reason string) error {
	return errors.New(kind + ": " + reason)
}

// MaxDepth is the deepest nesting of objects and arrays [Check] accepts.
const MaxDepth = 32

// maxMembers is the most members an [Object] may have: the members seen are
// one bit each of a uint64.
const maxMembers = 64

// Object is the form of a JSON object: the members it may and must have,
// at most 64.
type Object struct {
	Members []Member
}

// Member is one member of an [Object].
type Member struct {
	Name     string // the name, exactly
	Optional bool   // the member may be left out
	Nullable bool   // the member may be null
	// Max is, when the value is an array, the most elements it may have,
	// and when it is a string, the most bytes it may take in the document,
	// quotes excluded; 0 means no limit.
	Max int
	// ElemMax is, when the value is an array, the most bytes each string
	// element may take in the document, quotes excluded; 0 means no limit.
	ElemMax int
	// Object, when set, is the form of the value, an object, or of each
	// element of the value, an array. A member without one may hold any
	// JSON value: one whose type checks it itself, such as rules that
	// decode with their own UnmarshalJSON method.
	Object *Object
}

// IsNull reports whether data is the JSON null, which UnmarshalJSON methods
// take as "no change", as encoding/json does for other types.
func IsNull(data []byte) bool { return string(bytes.TrimSpace(data)) == "null" }

// Check checks that data is one JSON object of the given form and nothing
// else, as the package documentation says. Its errors are
// [*cards.ParseError] values of the given kind, such as "boxes state JSON",
// wrapping [cards.ErrSyntax] and naming the fault and where it is: `member
// "PLAYERS" is unknown`, `member "moves" appears twice`, `member "hands" is
// missing`.
func Check(data []byte, form *Object, kind string) error {
	s := scanner{data: data}
	s.space()
	if s.pos >= len(data) || data[s.pos] != '{' {
		return s.fail(kind, "want a JSON object")
	}
	if reason := s.value(form, nil, 0); reason != "" {
		return s.fail(kind, reason)
	}
	s.space()
	if s.pos < len(data) {
		return s.fail(kind, "data after the JSON value")
	}
	return nil
}

// Decode checks data with [Check], then decodes it into v, a pointer to a
// wire struct whose members are those of form, with [json.Unmarshal]. Its
// errors are those of Check, a [*cards.ParseError] of the given kind for a
// value of the wrong type, or the error of an UnmarshalJSON or UnmarshalText
// method of one of v's fields, as it is.
func Decode(data []byte, form *Object, v any, kind string) error {
	if err := Check(data, form, kind); err != nil {
		return err
	}
	err := json.Unmarshal(data, v)
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &te):
		where := "the document"
		if path := memberPath(form, te.Field); path != "" {
			where = "member " + strconv.Quote(path)
		}
		return NewError(kind, data, where+": want "+jsonType(te.Type.Kind())+", not "+te.Value)
	case errors.As(err, &se):
		return NewError(kind, data, se.Error())
	}
	return err
}

// jsonType names the JSON type that decodes into a Go kind.
func jsonType(kind reflect.Kind) string {
	switch kind {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Struct, reflect.Map, reflect.Pointer:
		return "an object"
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	return "an integer in range"
}

// memberPath returns the path of JSON member names in field, the dotted
// path of an [json.UnmarshalTypeError], dropping the names of embedded Go
// structs, which are no member of any form.
func memberPath(form *Object, field string) string {
	var path []string
	for name := range strings.SplitSeq(field, ".") {
		if form.has(name, 0) {
			path = append(path, name)
		}
	}
	return strings.Join(path, ".")
}

// has reports whether name is a member of o or of a form within it.
func (o *Object) has(name string, depth int) bool {
	if o == nil || depth > MaxDepth {
		return false
	}
	for i := range o.Members {
		if o.Members[i].Name == name || o.Members[i].Object.has(name, depth+1) {
			return true
		}
	}
	return false
}

// Raw returns the value of the member called name of the JSON object data,
// as it is written in data, or nil when there is none. data must have passed
// [Check].
func Raw(data []byte, name string) []byte {
	s := scanner{data: data}
	s.space()
	s.pos++ // {
	var buf [maxName]byte
	for {
		s.space()
		if s.pos >= len(data) || data[s.pos] != '"' {
			return nil
		}
		key, ok := s.key(buf[:0])
		s.space()
		s.pos++ // :
		s.space()
		start := s.pos
		if s.value(nil, nil, 0) != "" {
			return nil
		}
		if ok && string(key) == name {
			return data[start:s.pos]
		}
		s.space()
		if s.pos >= len(data) || data[s.pos] != ',' {
			return nil
		}
		s.pos++
	}
}

// Strings calls fn with the index and text of each element of raw, a JSON
// array of strings that passed [Check] as part of data, in order, and stops
// at the first error of fn, which it returns as it is. An element that is
// not a string gives a [*cards.ParseError] of the given kind about data
// that names the member. It allocates each string as fn receives it, and
// nothing else.
func Strings(data, raw []byte, member, kind string, fn func(i int, text string) error) error {
	s := scanner{data: raw}
	s.space()
	if s.pos >= len(raw) || raw[s.pos] != '[' {
		return NewError(kind, data, "member "+strconv.Quote(member)+": want an array of strings")
	}
	s.pos++
	var buf []byte
	for i := 0; ; i++ {
		s.space()
		if s.pos < len(raw) && raw[s.pos] == ']' && i == 0 {
			return nil
		}
		if s.pos >= len(raw) || raw[s.pos] != '"' {
			return NewError(kind, data, "member "+strconv.Quote(member)+": element "+strconv.Itoa(i)+" is not a string")
		}
		var text []byte
		text, buf = s.str(buf[:0])
		if err := fn(i, string(text)); err != nil {
			return err
		}
		s.space()
		if s.pos < len(raw) && raw[s.pos] == ']' {
			return nil
		}
		s.pos++ // ,
	}
}

// maxName is the longest member name compared with a form's: a longer one
// is unknown.
const maxName = 64

type scanner struct {
	data []byte
	pos  int
}

// fail returns the error of Check for the fault at s.pos.
func (s *scanner) fail(kind, reason string) error {
	return NewError(kind, s.data, "at byte "+strconv.Itoa(s.pos)+": "+reason)
}

func (s *scanner) space() {
	for s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ' ', '\t', '\n', '\r':
			s.pos++
		default:
			return
		}
	}
}

// value reads the JSON value at s.pos, which must be an object of form
// when form is set and the value is an object, or an array of such objects.
// m is the member whose value it is, or nil. It returns why the value is
// refused, or "".
func (s *scanner) value(form *Object, m *Member, depth int) string {
	if depth > MaxDepth {
		return "nested more than " + strconv.Itoa(MaxDepth) + " deep"
	}
	if s.pos >= len(s.data) {
		return "unexpected end of the document"
	}
	switch c := s.data[s.pos]; {
	case c == '{':
		return s.object(form, depth)
	case c == '[':
		return s.array(form, m, depth)
	case c == '"':
		start := s.pos
		if reason := s.skipString(); reason != "" {
			return reason
		}
		if m != nil && m.Max > 0 && s.pos-start-2 > m.Max {
			s.pos = start
			return "member " + strconv.Quote(m.Name) + ": a string of more than " + strconv.Itoa(m.Max) + " bytes"
		}
		return ""
	case c == 'n':
		if m != nil && !m.Nullable {
			return "member " + strconv.Quote(m.Name) + " may not be null"
		}
		return s.literal("null")
	case c == 't':
		return s.literal("true")
	case c == 'f':
		return s.literal("false")
	case c == '-' || ('0' <= c && c <= '9'):
		return s.number()
	}
	return "unexpected " + strconv.QuoteRune(rune(s.data[s.pos]))
}

func (s *scanner) literal(word string) string {
	if !bytes.HasPrefix(s.data[s.pos:], []byte(word)) {
		return "unexpected " + strconv.QuoteRune(rune(s.data[s.pos]))
	}
	s.pos += len(word)
	return ""
}

// number reads a JSON number.
func (s *scanner) number() string {
	d := s.data
	if d[s.pos] == '-' {
		s.pos++
	}
	digits := func() int {
		n := 0
		for s.pos < len(d) && '0' <= d[s.pos] && d[s.pos] <= '9' {
			s.pos++
			n++
		}
		return n
	}
	switch {
	case s.pos < len(d) && d[s.pos] == '0':
		s.pos++
	case digits() == 0:
		return "bad number"
	}
	if s.pos < len(d) && d[s.pos] == '.' {
		s.pos++
		if digits() == 0 {
			return "bad number"
		}
	}
	if s.pos < len(d) && (d[s.pos] == 'e' || d[s.pos] == 'E') {
		s.pos++
		if s.pos < len(d) && (d[s.pos] == '+' || d[s.pos] == '-') {
			s.pos++
		}
		if digits() == 0 {
			return "bad number"
		}
	}
	return ""
}

// object reads an object; with a form, it matches its members.
func (s *scanner) object(form *Object, depth int) string {
	s.pos++ // {
	if form != nil && len(form.Members) > maxMembers {
		return "the form has more than " + strconv.Itoa(maxMembers) + " members" // a bug of the form
	}
	var seen uint64
	var buf [maxName]byte
	for first := true; ; first = false {
		s.space()
		if first && s.pos < len(s.data) && s.data[s.pos] == '}' {
			break
		}
		if s.pos >= len(s.data) || s.data[s.pos] != '"' {
			return "want a member name"
		}
		start := s.pos
		key, ok := s.key(buf[:0])
		if s.pos < 0 {
			s.pos = start
			return "bad member name"
		}
		var m *Member
		if form != nil {
			i := -1
			if ok {
				i = form.index(key)
			}
			if i < 0 {
				s.pos = start
				return "member " + quoteName(s.data[start:], key, ok) + " is unknown"
			}
			if seen&(1<<i) != 0 {
				s.pos = start
				return "member " + strconv.Quote(form.Members[i].Name) + " appears twice"
			}
			seen |= 1 << i
			m = &form.Members[i]
		}
		s.space()
		if s.pos >= len(s.data) || s.data[s.pos] != ':' {
			return "want : after a member name"
		}
		s.pos++
		s.space()
		var inner *Object
		if m != nil {
			inner = m.Object
		}
		if reason := s.value(inner, m, depth+1); reason != "" {
			return reason
		}
		s.space()
		if s.pos < len(s.data) && s.data[s.pos] == ',' {
			s.pos++
			continue
		}
		if s.pos >= len(s.data) || s.data[s.pos] != '}' {
			return "want , or } after a member"
		}
		break
	}
	if form != nil {
		for i, m := range form.Members {
			if seen&(1<<i) == 0 && !m.Optional {
				return "member " + strconv.Quote(m.Name) + " is missing"
			}
		}
	}
	s.pos++ // }
	return ""
}

// array reads an array, each element of which is an object of form when
// form is set; m, when set, limits its length.
func (s *scanner) array(form *Object, m *Member, depth int) string {
	s.pos++ // [
	for n := 0; ; n++ {
		s.space()
		if n == 0 && s.pos < len(s.data) && s.data[s.pos] == ']' {
			break
		}
		if m != nil && m.Max > 0 && n == m.Max {
			return "member " + strconv.Quote(m.Name) + ": more than " + strconv.Itoa(m.Max) + " elements"
		}
		if form != nil && (s.pos >= len(s.data) || s.data[s.pos] != '{') {
			return "member " + strconv.Quote(m.Name) + ": want an array of objects"
		}
		if m != nil && s.pos < len(s.data) && s.data[s.pos] == 'n' {
			return "member " + strconv.Quote(m.Name) + ": element " + strconv.Itoa(n) + " is null"
		}
		start := s.pos
		if reason := s.value(form, nil, depth+1); reason != "" {
			return reason
		}
		if m != nil && m.ElemMax > 0 && s.data[start] == '"' && s.pos-start-2 > m.ElemMax {
			s.pos = start
			return "member " + strconv.Quote(m.Name) + ": element " + strconv.Itoa(n) + " is a string of more than " + strconv.Itoa(m.ElemMax) + " bytes"
		}
		s.space()
		if s.pos < len(s.data) && s.data[s.pos] == ',' {
			s.pos++
			continue
		}
		if s.pos >= len(s.data) || s.data[s.pos] != ']' {
			return "want , or ] after an element"
		}
		break
	}
	s.pos++ // ]
	return ""
}

// index returns the index of the member called name, or -1.
func (o *Object) index(name []byte) int {
	for i := range o.Members {
		if o.Members[i].Name == string(name) {
			return i
		}
	}
	return -1
}

// quoteName quotes a member name for an error message: the name read when
// ok, or the start of the name as written.
func quoteName(written, name []byte, ok bool) string {
	if ok {
		return strconv.Quote(string(name))
	}
	return strconv.Quote(string(written[1:min(len(written), maxName+1)])) + "..."
}

// key reads the string at s.pos, a member name, into buf; ok is false when
// it is longer than [maxName] bytes (then unknown to every form). On a
// malformed string s.pos is set to -1.
func (s *scanner) key(buf []byte) (name []byte, ok bool) {
	start := s.pos
	if s.skipString() != "" {
		s.pos = -1
		return nil, false
	}
	end := s.pos
	raw := s.data[start+1 : end-1]
	if bytes.IndexByte(raw, '\\') < 0 {
		return raw, len(raw) <= maxName
	}
	if end-start > 6*maxName+2 {
		return nil, false
	}
	var big [6 * maxName]byte
	t := scanner{data: s.data[start:end]}
	text, _ := t.str(big[:0])
	if len(text) > maxName {
		return nil, false
	}
	return append(buf, text...), true
}

// skipString moves past the string at s.pos, checking its escapes and its
// UTF-8, and returns why it is refused, or "".
func (s *scanner) skipString() string {
	d := s.data
	s.pos++ // "
	for {
		if s.pos >= len(d) {
			return "unterminated string"
		}
		c := d[s.pos]
		switch {
		case c == '"':
			s.pos++
			return ""
		case c == '\\':
			if s.pos+1 >= len(d) {
				return "unterminated string"
			}
			switch d[s.pos+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				s.pos += 2
			case 'u':
				if s.pos+6 > len(d) {
					return "bad \\u escape"
				}
				if _, ok := hex4(d[s.pos+2 : s.pos+6]); !ok {
					return "bad \\u escape"
				}
				s.pos += 6
			default:
				return "bad escape in a string"
			}
		case c < 0x20:
			return "control character in a string"
		case c < utf8.RuneSelf:
			s.pos++
		default:
			r, size := utf8.DecodeRune(d[s.pos:])
			if r == utf8.RuneError && size == 1 {
				return "a string is not valid UTF-8"
			}
			s.pos += size
		}
	}
}

// str reads the string at s.pos, which skipString accepts, and returns its
// text: a part of s.data when it has no escapes, and otherwise the text
// appended to buf (which it also returns, to be reused).
func (s *scanner) str(buf []byte) (text, used []byte) {
	start := s.pos
	s.skipString()
	raw := s.data[start+1 : s.pos-1]
	if bytes.IndexByte(raw, '\\') < 0 {
		return raw, buf
	}
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c != '\\' {
			buf = append(buf, c)
			continue
		}
		i++
		switch raw[i] {
		case 'b':
			buf = append(buf, '\b')
		case 'f':
			buf = append(buf, '\f')
		case 'n':
			buf = append(buf, '\n')
		case 'r':
			buf = append(buf, '\r')
		case 't':
			buf = append(buf, '\t')
		case 'u':
			r, _ := hex4(raw[i+1 : i+5])
			i += 4
			if utf16.IsSurrogate(r) {
				r2 := rune(-1)
				if i+6 < len(raw) && raw[i+1] == '\\' && raw[i+2] == 'u' {
					r2, _ = hex4(raw[i+3 : i+7])
				}
				if c := utf16.DecodeRune(r, r2); c != utf8.RuneError {
					r = c
					i += 6
				} else {
					r = utf8.RuneError
				}
			}
			buf = utf8.AppendRune(buf, r)
		default: // " \ /
			buf = append(buf, raw[i])
		}
	}
	return buf, buf
}

func hex4(b []byte) (rune, bool) {
	var r rune
	for _, c := range b {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// Later is the type of a wire struct's array member that [Decode] leaves
// alone, for the caller to read from [Raw] with [Strings] one element at a
// time: it decodes to nothing and encodes as the slice it is.
type Later[T any] []T

// UnmarshalJSON implements [json.Unmarshaler] and does nothing.
func (*Later[T]) UnmarshalJSON([]byte) error { return nil }

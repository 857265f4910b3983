package cards

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/cardrules/cardrules/internal/wirejson"
)

// Record is the text form of a game record, in the spirit of chess's PGN:
// tag pairs that name the game, its options and its players, then the moves in
// the game's own notation. Record knows nothing of any game's rules; the game
// packages turn their records into a Record and back, and replay the moves.
//
// The text form, as written by [Record.String] and read by [ParseRecord]:
//
//	[Game "boxes"]
//	[Seed "42"]
//	[Seat0 "Ann"]
//
//	1. 7H 2. draw 3. 8S:H {a comment} 4. pass
//
// A tag pair is a name (letters, digits and _, starting with a letter) and a
// double-quoted value in which \" and \\ stand for " and \. Tags come one per
// line before the moves. In the moves, a number followed by a period ("12.")
// is a move number and is ignored, as are comments between braces and from a
// ; to the end of the line; a brace comment must be closed. Every other word
// is a move, of at most [MaxMoveBytes] bytes.
type Record struct {
	Tags  []Tag    // the tag pairs in order; names are unique
	Moves []string // the moves in order, each in the game's notation
}

// Tag is one tag pair of a [Record].
type Tag struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Get returns the value of the tag called name, and false when there is none.
func (r *Record) Get(name string) (string, bool) {
	if r == nil {
		return "", false
	}
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// Set sets the tag called name to value, replacing its value if the tag exists
// and appending it otherwise. It returns an error wrapping [ErrSyntax] when
// name is not a valid tag name, value holds a line break, or r already holds
// [MaxRecordTags] other tags.
func (r *Record) Set(name, value string) error {
	if r == nil {
		return fmt.Errorf("%w: Set on a nil *Record", ErrInvalidArgument)
	}
	if !validTagName(name) {
		return NewParseError("record tag name", name, "want a letter then letters, digits or _")
	}
	if strings.ContainsAny(value, "\r\n") {
		return NewParseError("record tag value", value, "holds a line break")
	}
	for i := range r.Tags {
		if r.Tags[i].Name == name {
			r.Tags[i].Value = value
			return nil
		}
	}
	if len(r.Tags) >= MaxRecordTags {
		return NewParseError("record tag name", name, "the record holds "+strconv.Itoa(MaxRecordTags)+" tags already")
	}
	r.Tags = append(r.Tags, Tag{Name: name, Value: value})
	return nil
}

// String returns the record's text: the tags one per line, a blank line, and
// the moves numbered from 1, wrapped to lines of about 80 characters.
// [ParseRecord] reads it back to an equal Record, provided every tag name is
// valid and unique, no value holds a line break, there are at most
// [MaxRecordTags] tags and [MaxRecordMoves] moves, and every move is one word
// without braces or semicolons (as every notation of this module is).
func (r *Record) String() string {
	if r == nil {
		return ""
	}
	var b strings.Builder
	for _, t := range r.Tags {
		b.WriteByte('[')
		b.WriteString(t.Name)
		b.WriteString(` "`)
		for _, c := range t.Value {
			if c == '"' || c == '\\' {
				b.WriteByte('\\')
			}
			b.WriteRune(c)
		}
		b.WriteString("\"]\n")
	}
	b.WriteByte('\n')
	line := 0
	for i, m := range r.Moves {
		word := strconv.Itoa(i+1) + ". " + m
		if line > 0 && line+1+len(word) > 80 {
			b.WriteByte('\n')
			line = 0
		}
		if line > 0 {
			b.WriteByte(' ')
			line++
		}
		b.WriteString(word)
		line += len(word)
	}
	if line > 0 {
		b.WriteByte('\n')
	}
	return b.String()
}

// MarshalText implements [encoding.TextMarshaler] with [Record.String].
func (r *Record) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseRecord]. On
// error r is unchanged.
func (r *Record) UnmarshalText(text []byte) error {
	if r == nil {
		return fmt.Errorf("%w: UnmarshalText on a nil *Record", ErrInvalidArgument)
	}
	v, err := ParseRecord(string(text))
	if err != nil {
		return err
	}
	*r = *v
	return nil
}

// recordForm is the JSON form of a [Record].
var recordForm = wirejson.Object{Members: []wirejson.Member{
	{Name: "tags", Max: MaxRecordTags, Object: &wirejson.Object{Members: []wirejson.Member{{Name: "name"}, {Name: "value"}}}},
	{Name: "moves", Max: MaxRecordMoves, ElemMax: MaxMoveBytes},
}}

func init() {
	wirejson.NewError = func(kind string, data []byte, reason string) error {
		return NewParseError(kind, data, reason)
	}
}

// recordJSON is the wire form of a [Record].
type recordJSON struct {
	Tags  []Tag    `json:"tags"`
	Moves []string `json:"moves"`
}

// MarshalJSON writes r as a JSON object with the members "tags", an array
// of objects with the members "name" and "value" in r's order, and "moves",
// an array of strings:
//
//	{"tags":[{"name":"Game","value":"boxes"},{"name":"Seed","value":"42"}],"moves":["7H","draw"]}
//
// Empty lists are written as [].
func (r *Record) MarshalJSON() ([]byte, error) {
	if r == nil {
		return []byte("null"), nil
	}
	w := recordJSON{Tags: r.Tags, Moves: r.Moves}
	if w.Tags == nil {
		w.Tags = []Tag{}
	}
	if w.Moves == nil {
		w.Moves = []string{}
	}
	return json.Marshal(w)
}

// UnmarshalJSON reads the form [Record.MarshalJSON] writes, under the JSON
// policy of docs/json.md: both members required, no other member, none
// twice. It checks what [ParseRecord] checks of the text form: valid and
// unique tag names, no line break in a value, at most [MaxRecordTags] tags
// and [MaxRecordMoves] moves, each move one word of at most [MaxMoveBytes]
// bytes. Its errors are
// [*ParseError] values wrapping [ErrSyntax]; on error r is unchanged.
func (r *Record) UnmarshalJSON(data []byte) error {
	if r == nil {
		return fmt.Errorf("%w: UnmarshalJSON on a nil *Record", ErrInvalidArgument)
	}
	const kind = "record JSON"
	var w recordJSON
	if err := wirejson.Decode(data, &recordForm, &w, kind); err != nil {
		return err
	}
	var v Record
	for _, t := range w.Tags {
		if _, dup := v.Get(t.Name); dup {
			return NewParseError(kind, data, "tag "+quote(t.Name)+" appears twice")
		}
		if err := v.Set(t.Name, t.Value); err != nil {
			return NewParseError(kind, data, err.(*ParseError).Reason)
		}
	}
	for i, m := range w.Moves {
		if m == "" || strings.ContainsAny(m, " \t\r\n{};[]\"") {
			return NewParseError(kind, data, "move "+strconv.Itoa(i+1)+" is not one word")
		}
		if len(m) > MaxMoveBytes {
			return NewParseError(kind, data, "move "+strconv.Itoa(i+1)+": "+tooLong)
		}
	}
	v.Moves = w.Moves
	if len(v.Moves) == 0 {
		v.Moves = nil
	}
	*r = v
	return nil
}

// MaxRecordTags is the most tag pairs a record may hold; [ReadRecord] refuses
// the next one. The records of this module's games hold about twenty.
const MaxRecordTags = 256

// MaxMoveBytes is the most bytes a move of a record may take: more than
// the notation of any move of this module's games, whose moves name each
// card at most once (52 cards of at most 3 bytes and a separator each,
// and a few bytes more). [ParseRecord], [ReadRecord] and
// [Record.UnmarshalJSON] refuse a longer move before they hold it.
const MaxMoveBytes = 256

// MaxRecordMoves is the most moves [ParseRecord] reads into a [Record]. A
// game package that needs more reads its records with [ReadRecord], which
// has no such limit.
const MaxRecordMoves = 1 << 20

// ParseRecord reads a record in the text form described at [Record]. It checks
// the form only: which tags a game requires and whether the moves are legal is
// the game package's to check. On failure it returns a [*ParseError] wrapping
// [ErrSyntax] whose reason names the line.
//
// It reads the text twice, the first time to count the tags and moves, so
// its time is linear in the length of the text and it allocates the tags and
// moves only: 32 bytes a tag and 16 a move, their texts being parts of text
// (a tag value with \" or \\ in it is a copy), and no more than
// [MaxRecordTags] tags and [MaxRecordMoves] moves.
func ParseRecord(text string) (*Record, error) {
	ntags, nmoves := 0, 0
	err := readRecord(text, true, func(Tag) error {
		ntags++
		return nil
	}, func(string) error {
		if nmoves++; nmoves > MaxRecordMoves {
			return NewParseError("record", text, "more than "+strconv.Itoa(MaxRecordMoves)+" moves")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	rec := &Record{}
	if ntags > 0 {
		rec.Tags = make([]Tag, 0, ntags)
	}
	if nmoves > 0 {
		rec.Moves = make([]string, 0, nmoves)
	}
	err = ReadRecord(text, func(t Tag) error {
		rec.Tags = append(rec.Tags, t)
		return nil
	}, func(m string) error {
		rec.Moves = append(rec.Moves, m)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return rec, nil
}

// ReadRecord reads text in the form described at [Record], as [ParseRecord]
// does, without building a Record: it calls tag for each tag pair and move
// for each move, in the order of the text, and stops at the first error.
// An error of tag or move is returned as it is; malformed text gives a
// [*ParseError] wrapping [ErrSyntax] whose reason names the line, as does a
// tag named twice or more than [MaxRecordTags] tags. Tags come before the
// moves, so a game package knows every tag when move is first called.
//
// It reads the text once, in time linear in its length, and allocates only
// the values of tags written with \" or \\ (each exactly once); the other
// values and the moves are parts of text.
func ReadRecord(text string, tag func(Tag) error, move func(word string) error) error {
	return readRecord(text, false, tag, move)
}

// readRecord is ReadRecord; when counting, the values given to tag keep
// their escapes.
func readRecord(text string, counting bool, tag func(Tag) error, move func(word string) error) error {
	p := recordParser{text: text, line: 1, counting: counting}
	reason, err := p.parse(tag, move)
	if err != nil {
		return err
	}
	if reason != "" {
		return NewParseError("record", text, "line "+strconv.Itoa(p.line)+": "+reason)
	}
	return nil
}

type recordParser struct {
	text     string
	pos      int
	line     int
	counting bool // tag values are not wanted: leave their escapes as they are
	ntags    int
	names    [MaxRecordTags]string // the tag names read, to refuse one read twice
}

// parse reads the text, calling tag and move; it returns the reason the
// text is malformed, or the first error of tag or move.
func (p *recordParser) parse(tag func(Tag) error, move func(string) error) (string, error) {
	if !utf8.ValidString(p.text) {
		return "not valid UTF-8", nil
	}
	inMoves := false
	for {
		if reason := p.skipSpaceAndComments(); reason != "" {
			return reason, nil
		}
		if p.pos >= len(p.text) {
			return "", nil
		}
		switch c := p.text[p.pos]; {
		case c == '[':
			if inMoves {
				return "tag pair after the moves", nil
			}
			name, value, reason := p.tag()
			if reason != "" {
				return reason, nil
			}
			for _, n := range p.names[:p.ntags] {
				if n == name {
					return "tag " + strconv.Quote(name) + " appears twice", nil
				}
			}
			if p.ntags == MaxRecordTags {
				return "more than " + strconv.Itoa(MaxRecordTags) + " tag pairs", nil
			}
			p.names[p.ntags] = name
			p.ntags++
			if err := tag(Tag{Name: name, Value: value}); err != nil {
				return "", err
			}
		case c == '}':
			return "} without {", nil
		case c == ']' || c == '"':
			return "unexpected " + string(c), nil
		default:
			inMoves = true
			word := p.word()
			if isMoveNumber(word) {
				continue
			}
			if len(word) > MaxMoveBytes {
				return "a move of " + strconv.Itoa(len(word)) + " bytes: " + tooLong, nil
			}
			if err := move(word); err != nil {
				return "", err
			}
		}
	}
}

// tooLong is why a move longer than MaxMoveBytes is refused.
var tooLong = "longer than any move's notation (at most " + strconv.Itoa(MaxMoveBytes) + " bytes)"

// skipSpaceAndComments moves past white space, {comments} and ;comments. It
// returns why the text is malformed: a brace comment that is not closed,
// with p.line the line where it opens.
func (p *recordParser) skipSpaceAndComments() string {
	for p.pos < len(p.text) {
		switch c := p.text[p.pos]; c {
		case '\n':
			p.line++
			p.pos++
		case ' ', '\t', '\r', '\v', '\f':
			p.pos++
		case '{':
			open := p.line
			for p.pos < len(p.text) && p.text[p.pos] != '}' {
				if p.text[p.pos] == '\n' {
					p.line++
				}
				p.pos++
			}
			if p.pos == len(p.text) {
				p.line = open
				return "{ comment not closed"
			}
			p.pos++ // the closing brace
		case ';':
			for p.pos < len(p.text) && p.text[p.pos] != '\n' {
				p.pos++
			}
		default:
			r, size := utf8.DecodeRuneInString(p.text[p.pos:])
			if !unicode.IsSpace(r) {
				return ""
			}
			p.pos += size
		}
	}
	return ""
}

// tag reads `[Name "value"]` at p.pos.
func (p *recordParser) tag() (name, value, reason string) {
	p.pos++ // [
	p.skipBlanks()
	start := p.pos
	for p.pos < len(p.text) && isTagNameByte(p.text[p.pos]) {
		p.pos++
	}
	name = p.text[start:p.pos]
	if !validTagName(name) {
		return "", "", "bad tag name " + quote(name)
	}
	p.skipBlanks()
	if p.pos >= len(p.text) || p.text[p.pos] != '"' {
		return "", "", "tag " + name + ": want a quoted value"
	}
	p.pos++
	// Find the end of the value and count its escapes, then take it as a
	// part of the text or, with escapes, copy it once.
	start, escapes := p.pos, 0
	for {
		if p.pos >= len(p.text) || p.text[p.pos] == '\n' {
			return "", "", "tag " + name + ": unterminated value"
		}
		c := p.text[p.pos]
		p.pos++
		if c == '"' {
			break
		}
		if c == '\\' {
			if p.pos >= len(p.text) || (p.text[p.pos] != '"' && p.text[p.pos] != '\\') {
				return "", "", "tag " + name + `: a backslash must come before " or \`
			}
			escapes++
			p.pos++
		}
	}
	raw := p.text[start : p.pos-1]
	value = raw
	if escapes > 0 && !p.counting {
		var b strings.Builder
		b.Grow(len(raw) - escapes)
		for i := 0; i < len(raw); i++ {
			if raw[i] == '\\' {
				i++
			}
			b.WriteByte(raw[i])
		}
		value = b.String()
	}
	p.skipBlanks()
	if p.pos >= len(p.text) || p.text[p.pos] != ']' {
		return "", "", "tag " + name + ": want ] after the value"
	}
	p.pos++
	return name, value, ""
}

func (p *recordParser) skipBlanks() {
	for p.pos < len(p.text) && (p.text[p.pos] == ' ' || p.text[p.pos] == '\t') {
		p.pos++
	}
}

// word reads a move word: everything up to white space or a character that
// starts or ends something else.
func (p *recordParser) word() string {
	start := p.pos
	for p.pos < len(p.text) {
		r, size := utf8.DecodeRuneInString(p.text[p.pos:])
		if unicode.IsSpace(r) || strings.ContainsRune("{};[]\"", r) {
			break
		}
		p.pos += size
	}
	return p.text[start:p.pos]
}

func isMoveNumber(word string) bool {
	digits := strings.TrimRight(word, ".")
	if digits == "" || len(digits) == len(word) {
		return false
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return false
		}
	}
	return true
}

func isTagNameByte(c byte) bool {
	return c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func validTagName(name string) bool {
	if name == "" || len(name) > 64 {
		return false
	}
	c := name[0]
	if !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
		return false
	}
	for i := 1; i < len(name); i++ {
		if !isTagNameByte(name[i]) {
			return false
		}
	}
	return true
}

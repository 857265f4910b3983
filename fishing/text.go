package fishing

import (
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// textKind names the position text in a [cards.ParseError].
const textKind = "fishing position"

// maxText is the longest position text [Rules.ParseState] reads, in
// bytes: more than twice the longest text of any position.
const maxText = 8192

// maxDigits bounds the numbers of the text: no count of a position reaches
// 100 000.
const maxDigits = 5

// textFields is the most space-separated fields of a position text: 9,
// then the sweeps when there is one, what a Variant kept when it is not
// zero and the trail records when there is one.
const textFields = 12

// textBuffer is the room MarshalText and String make for the text: enough
// for every position without trail records.
const textBuffer = 512

// MarshalText implements [encoding.TextMarshaler]: the position as one
// line of text, hidden cards and stock order included, that determines it
// exactly; [Rules.ParseState] reads it back. The grammar is in
// docs/notation.md, "Fishing positions" (Equi's form, which the family
// shares): the hands, the piles, the table, the stock (top first), the
// dealer, the turn or the end, the counters, the last capturer, the last
// move; then the sweeps when a seat has made one, what a Variant kept
// when it is not zero and the trail records when there is one. The zero
// State is an error wrapping [cards.ErrInvalidState].
func (s State) MarshalText() ([]byte, error) {
	if s.players == 0 {
		return nil, invalid("the zero State is no game")
	}
	return s.appendText(make([]byte, 0, textBuffer)), nil
}

// String returns the text of [State.MarshalText], or "-" for the zero
// State.
func (s State) String() string {
	if s.players == 0 {
		return "-"
	}
	return string(s.appendText(make([]byte, 0, textBuffer)))
}

// appendText appends the text of s, which is not the zero State, to b.
func (s *State) appendText(b []byte) []byte {
	n := int(s.players)
	for i := range n {
		if i > 0 {
			b = append(b, '/')
		}
		b = cardtext.AppendList(b, s.hands[i], s.known)
	}
	b = append(b, ' ')
	for i := range n {
		if i > 0 {
			b = append(b, '/')
		}
		b = cardtext.AppendList(b, s.piles[i], 0)
	}
	b = cardtext.AppendList(append(b, ' '), s.table, 0)
	b = append(b, ' ')
	if s.stockLen == 0 {
		b = append(b, '-')
	}
	for i := int(s.stockLen) - 1; i >= 0; i-- {
		if i < int(s.stockLen)-1 {
			b = append(b, ',')
		}
		b = cardtext.AppendCard(b, s.stock[i])
	}
	b = strconv.AppendInt(append(b, ' '), int64(s.dealer), 10)
	b = append(b, ' ')
	if s.end != EndNone {
		b = append(b, endWord(s.end)...)
	} else {
		b = strconv.AppendInt(b, int64(s.turn), 10)
	}
	b = strconv.AppendInt(append(b, ' '), int64(s.moves), 10)
	b = strconv.AppendInt(append(b, '/'), int64(s.movesAfter), 10)
	b = strconv.AppendInt(append(b, '/'), int64(s.idle), 10)
	b = append(b, ' ')
	if s.lastCapturer < 0 {
		b = append(b, '-')
	} else {
		b = strconv.AppendInt(b, int64(s.lastCapturer), 10)
	}
	b = append(b, ' ')
	if s.lastSeat < 0 {
		b = append(b, '-')
	} else {
		b = strconv.AppendInt(b, int64(s.lastSeat), 10)
		b = s.lastMove.appendText(append(b, ':'))
		b = strconv.AppendInt(append(b, '/'), int64(s.lastDrawn), 10)
		b = cardtext.AppendList(append(b, '/'), s.recycled(&s.hands), 0)
	}
	if s.swept() {
		b = append(b, " s:"...)
		for i := range n {
			if i > 0 {
				b = append(b, '/')
			}
			b = strconv.AppendInt(b, int64(s.sweeps[i]), 10)
		}
	}
	if s.varied() {
		b = s.appendVariant(b)
	}
	if s.trails != [MaxPlayers]trail{} {
		b = s.appendTrails(b)
	}
	return b
}

// recycled returns the cards the last mover took from his pile into his
// empty hand after his move, hands holding the hands as far as they are
// seen: the known cards of his hand, since nothing has happened since.
func (p *Public) recycled(hands *[MaxPlayers]cards.Set) cards.Set {
	if p.lastRecycled == 0 || p.lastSeat < 0 {
		return 0
	}
	return hands[p.lastSeat] & p.known
}

// swept reports whether a seat has made a sweep.
func (p *Public) swept() bool { return p.sweeps != [MaxPlayers]uint8{} }

// appendTrails appends the trail records, a space first: one entry a seat,
// separated by '/', each "-" or card@table:held:played:oneOf:twoOf, held
// followed by 'f' when the rank ban did not apply.
func (p *Public) appendTrails(b []byte) []byte {
	b = append(b, ' ')
	for i := range int(p.players) {
		if i > 0 {
			b = append(b, '/')
		}
		t := p.trails[i]
		if t.held == 0 {
			b = append(b, '-')
			continue
		}
		c, _ := t.card.Min()
		b = cardtext.AppendCard(b, c)
		b = cardtext.AppendList(append(b, '@'), t.table, 0)
		b = strconv.AppendInt(append(b, ':'), int64(t.held), 10)
		if t.free {
			b = append(b, 'f')
		}
		for _, set := range [3]cards.Set{t.played, t.q1, t.q2} {
			b = cardtext.AppendList(append(b, ':'), set, 0)
		}
	}
	return b
}

// appendVariant appends what a Variant kept, a space first:
// counters/added scores/cards drawn.
func (s *State) appendVariant(b []byte) []byte {
	b = cardtext.AppendKept(append(b, ' '), s.counters[:], s.added[:s.players])
	return strconv.AppendInt(append(b, '/'), int64(s.variantDrawn), 10)
}

// endWords holds the word of each end reason in the text: its
// [EndReason.String] with a hyphen for each space, such as "table-cleared".
var endWords = func() (w [len(endNames)]string) {
	for i, name := range endNames {
		w[i] = strings.ReplaceAll(name, " ", "-")
	}
	return w
}()

// endWord returns the word of an end reason in the text.
func endWord(e EndReason) string {
	if int(e) < len(endWords) {
		return endWords[e]
	}
	return e.String()
}

// ParseState reads a position of a game under r in the text
// [State.MarshalText] writes (cards may be in any of the forms
// [cards.ParseCard] reads and a set's cards in any order) and checks it as
// [Rules.DecodeState] does, by the same code: a text that is not of the
// grammar gives a [*cards.ParseError] wrapping [cards.ErrSyntax] that says
// what is wrong and where, a position these rules cannot play an error
// wrapping [cards.ErrInvalidState]. A text longer than 8192 bytes is
// refused before anything else is read; the text is read once, field by
// field, so time and memory are linear in its length.
// Under a table with a Variant, as for DecodeState, the checks of the order
// of play are skipped.
func (r Rules) ParseState(text string) (State, error) {
	var p textParser
	w, reason := p.parse(text)
	if reason != "" {
		return State{}, cards.NewParseError(textKind, text, reason)
	}
	return r.decode(&w)
}

// textParser reads a position text into the JSON form of a State, for
// [Rules.decode] to check: the text and the JSON hold the same members,
// so both decoders share every check. Its arrays bound what it holds.
type textParser struct {
	hands, known, piles [MaxPlayers]cards.Set
	stock               [cards.NumCards]cards.Card
	last                event
	counters            [NumCounters]int
	trails              [MaxPlayers]trailJSON
	added, sweeps       [MaxPlayers]int
}

// wantFields says what the fields of a position text are.
const wantFields = "hands piles table stock dealer turn moves capturer last (and the sweeps s:…, a variant's counters/scores/drawn, and the trails)"

// parse returns the JSON form of the position text, or the reason it is
// not one.
func (p *textParser) parse(text string) (stateJSON, string) {
	var w stateJSON
	if len(text) > maxText {
		return w, "the text is " + itoa(len(text)) + " bytes, more than " + itoa(maxText)
	}
	for i := 0; i < len(text); i++ {
		if c := text[i]; c < ' ' || c == 0x7f {
			return w, "control character " + strconv.QuoteRune(rune(c)) + " at byte " + itoa(i)
		}
	}
	var fields [textFields]string
	rest := text
	nf := 0
	for i := range fields {
		f, tail, more := strings.Cut(rest, " ")
		if f == "" {
			return w, "field " + itoa(i+1) + " is empty: fields are separated by single spaces"
		}
		fields[i] = f
		nf++
		rest = tail
		if !more && i < 8 {
			got := itoa(i+1) + " fields"
			if i == 0 {
				got = "1 field"
			}
			return w, got + ", want 9: " + wantFields
		}
		if !more {
			break
		}
		if i == textFields-1 {
			return w, "more than " + itoa(textFields) + " fields, want " + wantFields
		}
	}
	// The optional fields: the sweeps ("s:"), the variant's, then the
	// trails (which hold '@'), each at most once and in that order.
	var sweeps, variant, trails string
	for _, f := range fields[9:nf] {
		switch {
		case strings.HasPrefix(f, "s:") && sweeps == "" && variant == "" && trails == "":
			sweeps = f[2:]
		case strings.Contains(f, "@") && trails == "":
			trails = f
		case !strings.Contains(f, "@") && !strings.HasPrefix(f, "s:") && variant == "" && trails == "":
			variant = f
		default:
			return w, "the field " + cardtext.Quote(f) + " is out of place: the sweeps (s:…), the variant's field and the trails come in that order, each once"
		}
	}
	if variant != "" {
		if reason := p.parseVariant(variant, &w.tailJSON); reason != "" {
			return w, reason
		}
	}

	// hands piles table stock
	n, reason := p.seats(fields[0], "hand", p.hands[:], p.known[:])
	if reason != "" {
		return w, reason
	}
	np, reason := p.seats(fields[1], "pile", p.piles[:], nil)
	if reason != "" {
		return w, reason
	}
	w.Players = n
	w.Hands, w.Known, w.Piles = p.hands[:n], p.known[:n], p.piles[:np]
	if w.Table, _, reason = parseList(fields[2], "the table", nil, false); reason != "" {
		return w, reason
	}
	deck := cards.Deck(p.stock[:0])
	if _, _, reason = parseList(fields[3], "the stock", &deck, false); reason != "" {
		return w, reason
	}
	w.stock = deck

	// dealer turn moves capturer
	if w.Dealer, reason = parseNumber(fields[4], "the dealer"); reason != "" {
		return w, reason
	}
	w.Turn = -1
	w.End = endNames[EndNone]
	if e, ok := parseEnd(fields[5]); ok {
		w.End = endNames[e]
	} else if w.Turn, reason = parseNumber(fields[5], "the turn"); reason != "" {
		return w, reason + ", or an end: " + strings.Join(endWords[EndTableCleared:], ", ")
	}
	counts := [3]*int{&w.Moves, &w.MovesAfterStock, &w.IdleTurns}
	names := [3]string{"the move count", "the count of moves after the stock", "the count of idle turns"}
	rest = fields[6]
	for i, dst := range counts {
		f, tail, more := strings.Cut(rest, "/")
		if more == (i == len(counts)-1) {
			return w, "the counts are " + cardtext.Quote(fields[6]) + ", want moves/after/idle"
		}
		if *dst, reason = parseNumber(f, names[i]); reason != "" {
			return w, reason
		}
		rest = tail
	}
	w.LastCapturer = -1
	if fields[7] != "-" {
		if w.LastCapturer, reason = parseNumber(fields[7], "the last capturer"); reason != "" {
			return w, reason + ", or - for nobody"
		}
	}
	if sweeps != "" {
		k := 0
		for f := range strings.SplitSeq(sweeps, "/") {
			if k == n {
				return w, "the sweeps field has more than " + itoa(n) + " entries, one a seat"
			}
			if p.sweeps[k], reason = parseNumber(f, "seat "+itoa(k)+"'s sweeps"); reason != "" {
				return w, reason
			}
			k++
		}
		if k != n {
			return w, "the sweeps field has " + itoa(k) + " entries, want one for each of the " + itoa(n) + " seats"
		}
		w.Sweeps = p.sweeps[:n]
	}
	if trails != "" {
		if reason := p.parseTrails(trails, n, &w.tailJSON); reason != "" {
			return w, reason
		}
	}

	// last
	if fields[8] == "-" {
		return w, ""
	}
	seatText, rest, ok := strings.Cut(fields[8], ":")
	if !ok {
		return w, "the last move is " + cardtext.Quote(fields[8]) + ", want - or seat:move/drawn/taken-back"
	}
	e := &p.last
	if e.Seat, reason = parseNumber(seatText, "the last move's seat"); reason != "" {
		return w, reason
	}
	moveText, rest, ok1 := strings.Cut(rest, "/")
	drew, back, ok2 := strings.Cut(rest, "/")
	if !ok1 || !ok2 {
		return w, "the last move is " + cardtext.Quote(fields[8]) + ", want seat:move/drawn/taken-back"
	}
	if e.Move, reason = parseMove(moveText); reason != "" {
		return w, "the last move " + cardtext.Quote(moveText) + ": " + reason
	}
	if e.Drew, reason = parseNumber(drew, "the count of cards drawn after the last move"); reason != "" {
		return w, reason
	}
	if e.Recycled, _, reason = parseList(back, "the cards taken back after the last move", nil, false); reason != "" {
		return w, reason
	}
	w.Last = e
	return w, ""
}

// parseVariant reads the variant's field, counters/added scores/cards
// drawn, into w.
func (p *textParser) parseVariant(field string, w *tailJSON) string {
	want := "the variant field is " + cardtext.Quote(field) + ", want counters/added-scores/drawn such as 0,0,0,0/1,0/0"
	counters, rest, ok1 := strings.Cut(field, "/")
	added, drawn, ok2 := strings.Cut(rest, "/")
	if !ok1 || !ok2 {
		return want
	}
	n := 0
	for f := range strings.SplitSeq(counters, ",") {
		if n == NumCounters {
			return "more than " + itoa(NumCounters) + " counters"
		}
		var reason string
		if p.counters[n], reason = parseNumber(f, "counter "+itoa(n)); reason != "" {
			return reason
		}
		n++
	}
	w.Counters = p.counters[:n]
	n = 0
	for f := range strings.SplitSeq(added, ",") {
		if n == MaxPlayers {
			return "more than " + itoa(MaxPlayers) + " added scores"
		}
		neg := strings.HasPrefix(f, "-") && f != "-0" && len(f) > 1
		if neg {
			f = f[1:]
		}
		v, reason := parseNumber(f, "seat "+itoa(n)+"'s added score")
		if reason != "" {
			return reason
		}
		if neg {
			v = -v
		}
		p.added[n] = v
		n++
	}
	w.AddedScores = p.added[:n]
	var reason string
	w.VariantDrawn, reason = parseNumber(drawn, "the count of cards a variant drew")
	return reason
}

// parseTrails reads the trails field of an n-player position into w:
// one entry a seat, "-" or card@table:held:played:oneOf:twoOf.
func (p *textParser) parseTrails(field string, n int, w *tailJSON) string {
	want := "the trails field is " + cardtext.Quote(field) + ", want one entry a seat, - or card@table:held:played:oneOf:twoOf"
	k, seat := 0, 0
	for entry := range strings.SplitSeq(field, "/") {
		if seat == n {
			return "the trails field has more than " + itoa(n) + " entries, one a seat"
		}
		seat++
		if entry == "-" {
			continue
		}
		cardText, rest, ok := strings.Cut(entry, "@")
		if !ok {
			return want
		}
		t := &p.trails[k]
		t.Seat = seat - 1
		what := "seat " + itoa(t.Seat) + "'s trail"
		c, err := cards.ParseCard(cardText)
		if err != nil {
			return what + ": bad card " + cardtext.Quote(cardText)
		}
		t.Card = c
		var parts [5]string
		for i := range parts {
			var more bool
			parts[i], rest, more = strings.Cut(rest, ":")
			if more != (i < len(parts)-1) {
				return what + " is " + cardtext.Quote(entry) + ", want card@table:held:played:oneOf:twoOf"
			}
		}
		var reason string
		if t.Table, _, reason = parseList(parts[0], what+"'s table", nil, false); reason != "" {
			return reason
		}
		held := parts[1]
		if t.NoRankBan = strings.HasSuffix(held, "f"); t.NoRankBan {
			held = held[:len(held)-1]
		}
		if t.Held, reason = parseNumber(held, what+"'s count of cards held"); reason != "" {
			return reason
		}
		for i, dst := range [3]*cards.Set{&t.Played, &t.OneOf, &t.TwoOf} {
			if *dst, _, reason = parseList(parts[2+i], what+"'s "+[3]string{"played cards", "oneOf", "twoOf"}[i], nil, false); reason != "" {
				return reason
			}
		}
		k++
	}
	if seat != n {
		return "the trails field has " + itoa(seat) + " entries, want one for each of the " + itoa(n) + " seats"
	}
	w.Trails = p.trails[:k]
	return ""
}

// seats reads a field of one list per seat separated by '/' into sets (and
// the known cards into known, for the hands), and returns the number of
// seats or the reason the field is malformed.
func (p *textParser) seats(field, what string, sets, known []cards.Set) (int, string) {
	n := 0
	for list := range strings.SplitSeq(field, "/") {
		if n == MaxPlayers {
			return 0, "more than " + itoa(MaxPlayers) + " " + what + "s"
		}
		var reason string
		var k cards.Set
		sets[n], k, reason = parseList(list, "seat "+itoa(n)+"'s "+what, nil, known != nil)
		if reason != "" {
			return 0, reason
		}
		if known != nil {
			known[n] = k
		}
		n++
	}
	return n, ""
}

// parseList reads "-" or cards separated by commas, each card named once,
// into a set; what names the list in the reason. When deck is not nil the
// cards are appended to it in order too (at most [cards.NumCards]). When
// markKnown is set a card may carry a leading '*', and known holds those
// cards.
func parseList(field, what string, deck *cards.Deck, markKnown bool) (set, known cards.Set, reason string) {
	if field == "-" {
		return 0, 0, ""
	}
	for tok := range strings.SplitSeq(field, ",") {
		star := false
		if markKnown && strings.HasPrefix(tok, "*") {
			star, tok = true, tok[1:]
		}
		if tok == "" {
			return 0, 0, what + ": empty card; an empty list is -"
		}
		c, err := cards.ParseCard(tok)
		if err != nil {
			if strings.HasPrefix(tok, "*") {
				return 0, 0, what + ": only the cards of a hand are marked known (*)"
			}
			return 0, 0, what + ": bad card " + cardtext.Quote(tok)
		}
		if set.Has(c) {
			return 0, 0, what + ": card " + c.String() + " appears twice"
		}
		set = set.Add(c)
		if star {
			known = known.Add(c)
		}
		if deck != nil {
			*deck = append(*deck, c)
		}
	}
	return set, known, ""
}

// parseNumber reads a number of at most maxDigits decimal digits without
// a leading zero; what names it in the reason.
func parseNumber(field, what string) (int, string) {
	if field == "" || len(field) > maxDigits || (field[0] == '0' && len(field) > 1) {
		return 0, what + " is " + cardtext.Quote(field) + ", want a number of 1 to 5 digits without a leading zero"
	}
	v := 0
	for i := 0; i < len(field); i++ {
		c := field[i]
		if c < '0' || c > '9' {
			return 0, what + " is " + cardtext.Quote(field) + ", want a number"
		}
		v = v*10 + int(c-'0')
	}
	return v, ""
}

// parseEnd reads the word of an end reason other than EndNone.
func parseEnd(field string) (EndReason, bool) {
	for e := EndTableCleared; int(e) < len(endWords); e++ {
		if field == endWords[e] {
			return e, true
		}
	}
	return EndNone, false
}

// itoa is [strconv.Itoa].
func itoa(i int) string { return strconv.Itoa(i) }

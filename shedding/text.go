package shedding

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// The one-line text form of a whole [State], like chess's FEN: eleven
// fields separated by single spaces, then up to four optional ones, in
// this order: the match (the table's Deals), the last finished deal of a
// match, the voids compulsory play showed, and what a Variant kept
// (variant.go). docs/notation.md
// ("Shedding positions") gives its grammar; in short:
//
//	hands pile stock turn direction drawn/pending/passes plays/moves dealer end last rng [match] [lastdeal] [voids] [variant]
//
// such as, for a position of two players (the stock shortened here),
//
//	3C,7H/KD,QS 9H/2C,4C 5S,JD,... 1 cw 0/0/0 2/2 0 - 0:7H/0 0000000000000007000000637261...

// maxStateText is the longest text [State.UnmarshalText] reads: the
// canonical text is under 300 bytes; the rest is room for the input forms
// of cards (lower case, suit symbols).
const maxStateText = 1024

// textFields is the most space-separated fields of the text form:
// eleven, and the four optional ones (reqFields is the eleven).
const (
	textFields = 15
	reqFields  = 11
)

// textKind is the kind of the [*cards.ParseError] of the text form.
const textKind = "shedding position"

// The names of the fields, for the messages of [*cards.ParseError].
var textFieldNames = [textFields]string{
	"hands", "pile", "stock", "turn", "direction", "drawn/pending/passes",
	"plays/moves", "dealer", "end", "last move", "rng", "match", "last deal", "voids", "variant",
}

// dirTexts are the directions as the text form writes them.
var dirTexts = [numDirections]string{"cw", "ccw"}

// endTexts are the end reasons as the end field writes them.
var endTexts = [numEnds]string{"-", "out", "blocked", "turn-limit", "move-limit"}

// restText stands, in one hand or the discards, for every card not named
// elsewhere.
const restText = "*"

// MarshalText implements [encoding.TextMarshaler] with the one-line text
// form of docs/notation.md ("Shedding positions"): every hand, the top
// card, the suit in force and the discards, the stock in order, whose
// turn, the direction, the counters, the dealer, the end, the last move
// and the generator, so that [State.UnmarshalText] reads back a State ==
// s. Cards are written as [cards.Card.String] writes them, every list in
// card order but the stock, top first. It returns an error wrapping
// [cards.ErrInvalidState] for a State the checks of
// [State.UnmarshalText] refuse, the zero State among them (no State this
// package builds), so that every text it writes reads back.
//
// The JSON form of a State stays [State.MarshalJSON], which encoding/json
// prefers to this method.
func (s State) MarshalText() ([]byte, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	return s.appendText(make([]byte, 0, 256)), nil
}

// String returns the text of [State.MarshalText], or "invalid(" and its
// error's message ")".
func (s State) String() string {
	b, err := s.MarshalText()
	if err != nil {
		return "invalid(" + err.Error() + ")"
	}
	return string(b)
}

// UnmarshalText implements [encoding.TextUnmarshaler], reading the form of
// [State.MarshalText], and checks the position with the checks of
// [State.UnmarshalJSON]: every card in exactly one place, the counters in
// range and consistent with each other, the end consistent with the hands
// and the last move. Cards are read as [cards.ParseCard] reads them, the
// suit in force as [cards.ParseSuit], the last move as [Rules.ParseMove];
// one hand or the discards may be "*", every card not named elsewhere.
// Numbers have no leading zero, and the text no white space but the single
// spaces between its fields. Text that does not follow the grammar, or is
// longer than 1024 bytes, gives a [*cards.ParseError] wrapping
// [cards.ErrSyntax] that names the field; a position no game reaches gives
// an error wrapping [cards.ErrInvalidState]. On error, and for a nil s (an
// error wrapping [cards.ErrInvalidArgument]), s is unchanged. It reads the
// text once, in time and memory linear in its length.
func (s *State) UnmarshalText(text []byte) error {
	if s == nil {
		return fmt.Errorf("shedding: %w: UnmarshalText on a nil *State", cards.ErrInvalidArgument)
	}
	v, err := parseStateText(text)
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// appendText appends the text form of s, a State [State.check] accepts.
func (s *State) appendText(b []byte) []byte {
	for i := range int(s.players) {
		if i > 0 {
			b = append(b, '/')
		}
		b = cardtext.AppendList(b, s.hands[i], 0)
	}
	b = append(b, ' ')
	b = cardtext.AppendCard(b, s.top)
	if s.named {
		b = append(b, ':')
		b = append(b, s.suit.String()...)
	}
	b = append(b, '/')
	b = cardtext.AppendList(b, s.discard, 0)
	b = append(b, ' ')
	if s.nstock == 0 {
		b = append(b, '-')
	}
	for i := int(s.nstock) - 1; i >= 0; i-- {
		b = cardtext.AppendCard(b, s.stock[i])
		if i > 0 {
			b = append(b, ',')
		}
	}
	b = append(b, ' ')
	if s.mover == 0 {
		b = append(b, "over"...)
	} else {
		b = strconv.AppendInt(b, int64(s.mover)-1, 10)
	}
	b = append(b, ' ')
	b = append(b, dirTexts[s.dir&1]...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.drawn), 10)
	if s.justDrew != 0 {
		b = append(b, ':')
		b = cardtext.AppendCard(b, cards.Card(s.justDrew-1))
	}
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(s.pending), 10)
	if s.pending > 0 && s.chain != 1 {
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(s.chain), 10)
	}
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(s.passes), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.plays), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(s.moves), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.dealer), 10)
	b = append(b, ' ')
	b = append(b, endTexts[s.end%numEnds]...)
	if s.end == EndOut {
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(s.out)-1, 10)
	}
	b = append(b, ' ')
	b = s.appendLast(b)
	b = append(b, ' ')
	b = cardtext.AppendPCG(b, &s.rng)
	if s.deal != 0 || s.totals != [MaxPlayers]int32{} {
		// The match: DEAL:TOTAL,TOTAL,...
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(s.deal), 10)
		for i := range int(s.players) {
			b = append(b, ":,"[min(i, 1)])
			b = strconv.AppendInt(b, int64(s.totals[i]), 10)
		}
	}
	return s.appendVariant(s.appendShown(b))
}

// appendLast appends the last field of p: "-", SEAT:MOVE/DREW when only
// the seat of the last move drew, SEAT:MOVE/DREW,DREW,... (a number a
// seat) when another seat drew, or upcard/DREW,DREW,... for the upcard
// event.
func (p *Public) appendLast(b []byte) []byte {
	if p.lastSeat == 0 {
		return append(b, '-')
	}
	if p.upcard {
		b = append(b, "upcard/"...)
		return p.appendDraws(b)
	}
	b = strconv.AppendInt(b, int64(p.lastSeat)-1, 10)
	b = append(b, ':')
	b = append(b, p.lastMove.String()...)
	b = append(b, '/')
	if p.othersDrew() {
		return p.appendDraws(b)
	}
	return strconv.AppendInt(b, int64(p.drew[(p.lastSeat-1)%MaxPlayers]), 10)
}

// othersDrew reports whether a seat other than the last move's drew with
// the last event.
func (p *Public) othersDrew() bool {
	for i, n := range p.drew {
		if n != 0 && i != int(p.lastSeat)-1 {
			return true
		}
	}
	return false
}

// appendDraws appends the draws of the last event, a number a seat
// separated by commas.
func (p *Public) appendDraws(b []byte) []byte {
	for i := range int(p.players) {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(p.drew[i]), 10)
	}
	return b
}

// appendShown appends the optional fields of the last finished deal
// (dDEAL:END/HAND/HAND/...) and of the voids (vCOUNTS/COUNTS/..., "-"
// for a seat with none), each when it holds something.
func (p *Public) appendShown(b []byte) []byte {
	n := int(p.players)
	if p.lastDeal != 0 {
		b = append(b, " d"...)
		b = strconv.AppendInt(b, int64(p.lastDeal)-1, 10)
		b = append(b, ':')
		b = append(b, endTexts[p.lastEnd%numEnds]...)
		if p.lastEnd == EndOut {
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(p.lastOut)-1, 10)
		}
		for _, h := range p.lastHands[:n] {
			b = append(b, '/')
			b = cardtext.AppendList(b, h, 0)
		}
	}
	if p.barred == [MaxPlayers][NumVoids]uint8{} {
		return b
	}
	b = append(b, " v"...)
	for i, x := range p.barred[:n] {
		if i > 0 {
			b = append(b, '/')
		}
		if x == [NumVoids]uint8{} {
			b = append(b, '-')
			continue
		}
		for k, c := range x {
			if k > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(c), 10)
		}
	}
	return b
}

// textReader reads the text form, field by field.
type textReader struct {
	text  []byte // the whole input, for the error
	field int    // the field being read, from 0
}

// fail returns the [*cards.ParseError] saying why the current field is not
// in the grammar.
func (r *textReader) fail(format string, args ...any) error {
	return cards.NewParseError(textKind, r.text, textFieldNames[r.field]+": "+fmt.Sprintf(format, args...))
}

// parseStateText reads the text form of a State and checks the position.
func parseStateText(text []byte) (State, error) {
	r := textReader{text: text}
	if len(text) > maxStateText {
		return State{}, cards.NewParseError(textKind, text, "longer than "+strconv.Itoa(maxStateText)+" bytes")
	}
	for i, c := range text {
		if c < ' ' || c == 0x7F {
			return State{}, cards.NewParseError(textKind, text, fmt.Sprintf("control character %q at byte %d", c, i))
		}
	}
	if len(text) == 0 {
		return State{}, cards.NewParseError(textKind, text, "empty")
	}
	var f [textFields]string
	rest, more := string(text), true
	var opt []string // the optional fields
	for i := range f {
		if !more && i >= reqFields {
			break
		}
		if !more {
			return State{}, cards.NewParseError(textKind, text, "want "+strconv.Itoa(reqFields)+" fields separated by single spaces (up to "+strconv.Itoa(textFields)+"), not "+strconv.Itoa(i))
		}
		if f[i], rest, more = strings.Cut(rest, " "); f[i] == "" {
			r.field = i
			return State{}, r.fail("empty (the fields are separated by single spaces)")
		}
		if i >= reqFields {
			opt = f[reqFields : i+1]
		}
	}
	if more {
		return State{}, cards.NewParseError(textKind, text, "more than "+strconv.Itoa(textFields)+" fields")
	}
	// The optional fields, each known by its first character, in order.
	var matchText, lastDealText, voidsText, variantText string
	for _, o := range opt {
		switch {
		case o[0] >= '0' && o[0] <= '9' && matchText == "" && lastDealText == "" && voidsText == "" && variantText == "":
			matchText = o
		case o[0] == 'd' && lastDealText == "" && voidsText == "" && variantText == "":
			lastDealText = o[1:]
		case o[0] == 'v' && voidsText == "" && variantText == "":
			voidsText = o[1:]
		case o[0] == 'x' && variantText == "":
			variantText = o[1:]
		default:
			return State{}, cards.NewParseError(textKind, text, "optional field "+quote(o)+": want the match (DEAL:TOTAL,...), the last deal (d...), the voids (v...) and a variant's counters (x...), in this order, each at most once")
		}
	}
	var v State
	var restAt *cards.Set // the list written "*", if any
	var named cards.Set   // every card named
	list := func(text, what string) (cards.Set, error) {
		if text == restText {
			if restAt != nil {
				return 0, r.fail("%s: the rest (%q) is given twice", what, restText)
			}
			return 0, nil
		}
		set, err := r.list(text, what, nil)
		named |= set
		return set, err
	}

	// hands
	hands := strings.Split(f[0], "/")
	if len(hands) < MinPlayers || len(hands) > MaxPlayers {
		return State{}, r.fail("want %d to %d hands separated by '/', not %d", MinPlayers, MaxPlayers, len(hands))
	}
	v.players = uint8(len(hands))
	for i, p := range hands {
		var err error
		if v.hands[i], err = list(p, seatText(i)); err != nil {
			return State{}, err
		}
		if p == restText {
			restAt = &v.hands[i]
		}
	}

	// pile: top[:suit]/discards
	r.field++
	top, disc, ok := strings.Cut(f[1], "/")
	if !ok {
		return State{}, r.fail("want the top card, '/' and the discards")
	}
	topText, suitText, called := strings.Cut(top, ":")
	var err error
	if v.top, err = r.card(topText, "top card"); err != nil {
		return State{}, err
	}
	if named.Has(v.top) {
		return State{}, invalidState("card %v appears twice: on top and in a hand", v.top)
	}
	named = named.Add(v.top)
	v.suit = v.top.Suit()
	switch {
	case called:
		if v.suit, err = cards.ParseSuit(suitText); err != nil {
			return State{}, r.fail("suit in force: %s", reasonOf(err))
		}
		v.named = true
	}
	if v.discard, err = list(disc, "discards"); err != nil {
		return State{}, err
	}
	if disc == restText {
		restAt = &v.discard
	}

	// stock, top first
	r.field++
	var stock [cards.NumCards]cards.Card
	n := 0
	set, err := r.list(f[2], "", func(c cards.Card) {
		if n < len(stock) {
			stock[n] = c
		}
		n++
	})
	if err != nil {
		return State{}, err
	}
	if n > maxStock {
		return State{}, invalidState("the stock holds %d cards; it can hold %d", n, maxStock)
	}
	if dup := named & set; dup != 0 {
		c, _ := dup.Min()
		return State{}, invalidState("card %v appears twice: in the stock and elsewhere", c)
	}
	named |= set
	for i := range n {
		v.stock[n-1-i] = stock[i]
	}
	v.nstock = uint8(n)
	if restAt != nil {
		*restAt = cards.Deck52.Minus(named)
	}

	// turn
	r.field++
	if f[3] != "over" {
		seat, err := r.seat(f[3], "seat to move", len(hands))
		if err != nil {
			return State{}, err
		}
		v.mover = uint8(seat + 1)
	}

	// direction
	r.field++
	switch f[4] {
	case dirTexts[Clockwise]:
		v.dir = Clockwise
	case dirTexts[Counterclockwise]:
		v.dir = Counterclockwise
	default:
		return State{}, r.fail("want %q or %q", dirTexts[Clockwise], dirTexts[Counterclockwise])
	}

	// drawn/pending/passes
	r.field++
	// drawn/pending/passes, the cards drawn written DRAWN:CARD with the
	// card drawn last, the pending draw PENDING:CHAIN when its chain is
	// not 1.
	var counts [3]int
	parts := strings.SplitN(f[5], "/", 3)
	var chainText, cardText string
	var chained, hasCard bool
	if len(parts) == 3 {
		parts[1], chainText, chained = strings.Cut(parts[1], ":")
		parts[0], cardText, hasCard = strings.Cut(parts[0], ":")
	}
	if err := r.nums(strings.Join(parts, "/"), counts[:], 0xFF); err != nil {
		return State{}, err
	}
	v.drawn, v.pending, v.passes = uint8(counts[0]), uint8(counts[1]), uint8(counts[2])
	if v.pending > 0 {
		v.chain = 1
	}
	if chained {
		var chain [1]int
		if err := r.nums(chainText, chain[:], 0xFF); err != nil {
			return State{}, err
		}
		if v.pending == 0 || chain[0] == 1 {
			return State{}, r.fail("the chain is written PENDING:CHAIN, only with a draw pending and a chain other than 1")
		}
		v.chain = uint8(chain[0])
	}
	if hasCard {
		c, err := r.card(cardText, "card drawn")
		if err != nil {
			return State{}, err
		}
		v.justDrew = uint8(c) + 1
	}

	// plays/moves
	r.field++
	var pm [2]int
	if err := r.nums(f[6], pm[:], 0); err != nil {
		return State{}, err
	}
	if pm[0] > MaxPlaysLimit {
		return State{}, r.fail("plays: %d is more than %d", pm[0], MaxPlaysLimit)
	}
	v.plays, v.moves = uint16(pm[0]), uint32(pm[1])

	// dealer
	r.field++
	dealer, err := r.seat(f[7], "", len(hands))
	if err != nil {
		return State{}, err
	}
	v.dealer = uint8(dealer)

	// end
	r.field++
	reason, outText, hasSeat := strings.Cut(f[8], ":")
	switch {
	case reason == endTexts[EndOut] && hasSeat:
		seat, err := r.seat(outText, "seat out", len(hands))
		if err != nil {
			return State{}, err
		}
		v.end, v.out = EndOut, uint8(seat+1)
	case reason == endTexts[EndNone] && !hasSeat:
	case reason == endTexts[EndBlocked] && !hasSeat:
		v.end = EndBlocked
	case reason == endTexts[EndTurnLimit] && !hasSeat:
		v.end = EndTurnLimit
	case reason == endTexts[EndMoveLimit] && !hasSeat:
		v.end = EndMoveLimit
	default:
		return State{}, r.fail("want \"-\", out:SEAT, blocked, turn-limit or move-limit")
	}

	// last move
	r.field++
	if f[9] != "-" {
		if err := r.last(f[9], &v); err != nil {
			return State{}, err
		}
	}

	// rng
	r.field++
	if len(f[10]) != 32 {
		return State{}, r.fail("want 32 hex digits, not %d characters", len(f[10]))
	}
	raw, err := hex.DecodeString(f[10])
	if err != nil {
		return State{}, r.fail("want 32 hex digits")
	}
	if err := cardtext.SetPCG(&v.rng, raw); err != nil {
		return State{}, r.fail("%v", err)
	}

	// match
	r.field++
	if matchText != "" {
		dealText, totalsText, ok := strings.Cut(matchText, ":")
		deal, err := strconv.Atoi(dealText)
		totals := strings.Split(totalsText, ",")
		if !ok || err != nil || deal < 0 || deal >= maxDeals || strconv.Itoa(deal) != dealText || len(totals) != len(hands) {
			return State{}, r.fail("want DEAL:TOTAL,... with a deal from 0 to %d and one total a seat", maxDeals-1)
		}
		v.deal = uint8(deal)
		for i, t := range totals {
			n, err := strconv.Atoi(t)
			if err != nil || n < -maxTotal || n > maxTotal || strconv.Itoa(n) != t {
				return State{}, r.fail("total %q is not a number from %d to %d", t, -maxTotal, maxTotal)
			}
			v.totals[i] = int32(n)
		}
	}

	// last deal, voids
	r.field++
	if lastDealText != "" {
		if err := r.lastDeal(lastDealText, &v.Public); err != nil {
			return State{}, err
		}
	}
	r.field++
	if voidsText != "" {
		if err := r.voids(voidsText, &v.Public); err != nil {
			return State{}, err
		}
	}
	r.field++
	if variantText != "" {
		if err := r.variant(variantText, &v.Public); err != nil {
			return State{}, err
		}
	}

	if err := v.check(); err != nil {
		return State{}, err
	}
	return v, nil
}

// last reads the last field into v, whose dealer and players are set:
// SEAT:MOVE/DREW, SEAT:MOVE/DREW,DREW,... or upcard/DREW,DREW,...
func (r *textReader) last(text string, v *State) error {
	head, drewText, ok := strings.Cut(text, "/")
	n := int(v.players)
	if !ok {
		return r.fail("want \"-\", SEAT:MOVE/DREW or upcard/DREW,...")
	}
	if head == "upcard" {
		v.upcard, v.lastSeat, v.lastMove = true, v.dealer+1, Play(v.top)
	} else {
		lastSeat, moveText, ok := strings.Cut(head, ":")
		if !ok {
			return r.fail("want \"-\", SEAT:MOVE/DREW or upcard/DREW,...")
		}
		seat, err := r.seat(lastSeat, "seat", n)
		if err != nil {
			return err
		}
		v.lastSeat = uint8(seat + 1)
		if v.lastMove, err = parseMoveText(moveText); err != nil {
			return r.fail("move %s: %s", quote(moveText), reasonOf(err))
		}
	}
	parts := strings.Split(drewText, ",")
	if len(parts) == 1 && !v.upcard {
		var drew [1]int
		if err := r.nums(drewText, drew[:], cards.NumCards); err != nil {
			return err
		}
		v.drew[v.lastSeat-1] = uint8(drew[0])
		return nil
	}
	if len(parts) != n {
		return r.fail("draws: want one number a seat, not %d", len(parts))
	}
	for i, p := range parts {
		var drew [1]int
		if err := r.nums(p, drew[:], cards.NumCards); err != nil {
			return err
		}
		v.drew[i] = uint8(drew[0])
	}
	return nil
}

// lastDeal reads the last deal's field, without its "d", into p, whose
// players are set: DEAL:END/HAND/HAND/...
func (r *textReader) lastDeal(text string, p *Public) error {
	head, handsText, _ := strings.Cut(text, "/")
	dealText, endText, ok := strings.Cut(head, ":")
	deal, err := strconv.Atoi(dealText)
	if !ok || err != nil || deal < 0 || deal >= maxDeals || strconv.Itoa(deal) != dealText {
		return r.fail("want dDEAL:END/HAND/... with a deal from 0 to %d", maxDeals-1)
	}
	p.lastDeal = uint8(deal + 1)
	reason, outText, hasSeat := strings.Cut(endText, ":")
	switch {
	case reason == endTexts[EndOut] && hasSeat:
		seat, err := r.seat(outText, "seat out", int(p.players))
		if err != nil {
			return err
		}
		p.lastEnd, p.lastOut = EndOut, uint8(seat+1)
	case reason == endTexts[EndBlocked] && !hasSeat:
		p.lastEnd = EndBlocked
	case reason == endTexts[EndTurnLimit] && !hasSeat:
		p.lastEnd = EndTurnLimit
	case reason == endTexts[EndMoveLimit] && !hasSeat:
		p.lastEnd = EndMoveLimit
	default:
		return r.fail("want out:SEAT, blocked, turn-limit or move-limit")
	}
	hands := strings.Split(handsText, "/")
	if len(hands) != int(p.players) {
		return r.fail("want one hand a seat, not %d", len(hands))
	}
	for i, h := range hands {
		set, err := r.list(h, seatText(i), nil)
		if err != nil {
			return err
		}
		p.lastHands[i] = set
	}
	return nil
}

// voids reads the voids' field, without its "v", into p, whose players
// are set: for each seat "-" or six numbers, separated by '/'.
func (r *textReader) voids(text string, p *Public) error {
	seats := strings.Split(text, "/")
	if len(seats) != int(p.players) {
		return r.fail("want one list a seat, not %d", len(seats))
	}
	for i, x := range seats {
		if x == "-" {
			continue
		}
		var b [NumVoids]int
		if err := r.nums(strings.ReplaceAll(x, ",", "/"), b[:], cards.NumCards); err != nil {
			return err
		}
		for k, c := range b {
			p.barred[i][k] = uint8(c)
		}
	}
	return nil
}

// list reads "-" or cards separated by commas, calling each (when not nil)
// with every card in order. A card named twice is an error.
func (r *textReader) list(text, what string, each func(cards.Card)) (cards.Set, error) {
	if text == "-" {
		return 0, nil
	}
	var set cards.Set
	for item := range strings.SplitSeq(text, ",") {
		c, err := r.card(item, what)
		if err != nil {
			return 0, err
		}
		if set.Has(c) {
			return 0, r.fail("%scard %v appears twice", prefixed(what), c)
		}
		set = set.Add(c)
		if each != nil {
			each(c)
		}
	}
	return set, nil
}

// card reads one card.
func (r *textReader) card(text, what string) (cards.Card, error) {
	c, err := cards.ParseCard(text)
	if err != nil {
		return 0, r.fail("%scard %s: %s", prefixed(what), quote(text), reasonOf(err))
	}
	return c, nil
}

// prefixed returns what and ": ", or "" for an empty what.
func prefixed(what string) string {
	if what == "" {
		return ""
	}
	return what + ": "
}

// nums reads len(out) decimal numbers separated by '/', each from 0 to max
// (0: up to 9 digits), without a leading zero.
func (r *textReader) nums(text string, out []int, max int) error {
	parts := strings.SplitN(text, "/", len(out)+1)
	if len(parts) != len(out) {
		return r.fail("want %d numbers separated by '/'", len(out))
	}
	for i, p := range parts {
		bad := p == "" || len(p) > 9 || len(p) > 1 && p[0] == '0'
		n := 0
		for j := 0; j < len(p) && !bad; j++ {
			bad = p[j] < '0' || p[j] > '9'
			n = 10*n + int(p[j]-'0')
		}
		if bad || max > 0 && n > max {
			return r.fail("%s: want a number without a leading zero", quote(p))
		}
		out[i] = n
	}
	return nil
}

// seat reads a seat, a digit from 0 to players-1.
func (r *textReader) seat(text, what string, players int) (int, error) {
	if len(text) != 1 || text[0] < '0' || int(text[0]-'0') >= players {
		return 0, r.fail("%s%s: want a seat from 0 to %d", prefixed(what), quote(text), players-1)
	}
	return int(text[0] - '0'), nil
}

package fishing

import (
	"slices"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// textKind names the position text in a [cards.ParseError].
const textKind = "fishing position"

// maxText is the longest position text [Rules.ParseState] reads.
const maxText = 8192

// MarshalText implements [encoding.TextMarshaler]: the position as one
// line of text, hidden cards and stock order included, that determines it
// exactly; [Rules.ParseState] reads it back. The grammar is in
// docs/notation.md, "Fishing positions": the hands, the piles, the table,
// the stock (top first), the dealer, the turn and the end, the counters,
// the last capturer, the last move, the sweeps, then what a Variant kept
// when it is not zero, then the trail records when there is one. The zero State is an error wrapping
// [cards.ErrInvalidState].
func (s State) MarshalText() ([]byte, error) {
	if s.players == 0 {
		return nil, invalid("the zero State is no game")
	}
	n := int(s.players)
	b := make([]byte, 0, 256)
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
		b = cardtext.AppendCard(b, s.stock[i])
		if i > 0 {
			b = append(b, ',')
		}
	}
	b = strconv.AppendInt(append(b, ' '), int64(s.dealer), 10)
	b = strconv.AppendInt(append(b, ' '), int64(s.turn), 10)
	if s.end != EndNone {
		b = append(append(b, '!'), strings.ReplaceAll(s.end.String(), " ", "-")...)
	}
	b = append(b, ' ')
	for i, x := range []uint16{s.moves, s.movesAfter, s.idle} {
		if i > 0 {
			b = append(b, '/')
		}
		b = strconv.AppendInt(b, int64(x), 10)
	}
	b = strconv.AppendInt(append(b, ' '), int64(s.lastCapturer), 10)
	b = append(b, ' ')
	if s.lastSeat < 0 {
		b = append(b, '-')
	} else {
		b = strconv.AppendInt(b, int64(s.lastSeat), 10)
		b = s.lastMove.appendText(append(b, ':'))
		b = strconv.AppendInt(append(b, '/'), int64(s.lastDrawn), 10)
		b = strconv.AppendInt(append(b, '/'), int64(s.lastRecycled), 10)
	}
	b = append(b, ' ')
	for i := range n {
		if i > 0 {
			b = append(b, '/')
		}
		b = strconv.AppendInt(b, int64(s.sweeps[i]), 10)
	}
	if s.varied() {
		b = append(b, " v:"...)
		for i, c := range s.counters {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(c), 10)
		}
		for i := range n {
			sep := byte(',')
			if i == 0 {
				sep = '/'
			}
			b = strconv.AppendInt(append(b, sep), int64(s.added[i]), 10)
		}
		b = strconv.AppendInt(append(b, '/'), int64(s.variantDrawn), 10)
	}
	sep := byte(' ')
	for i := range n {
		t := s.trails[i]
		if t.held == 0 {
			continue
		}
		b = strconv.AppendInt(append(b, sep), int64(i), 10)
		sep = ';'
		c, _ := t.card.Min()
		b = cardtext.AppendCard(append(b, ':'), c)
		b = strconv.AppendInt(append(b, '/'), int64(t.held), 10)
		b = cardtext.AppendList(append(b, '/'), t.table, 0)
		b = cardtext.AppendList(append(b, '/'), t.played, 0)
		b = cardtext.AppendList(append(b, '/'), t.q1, 0)
		b = cardtext.AppendList(append(b, '/'), t.q2, 0)
	}
	return b, nil
}

// String returns the text of [State.MarshalText], or "-" for the zero
// State.
func (s State) String() string {
	b, err := s.MarshalText()
	if err != nil {
		return "-"
	}
	return string(b)
}

// textParser reads the fields of a position text, keeping the first
// fault.
type textParser struct {
	text   string
	reason string
}

func (p *textParser) fail(reason string) {
	if p.reason == "" {
		p.reason = reason
	}
}

// list reads "-" or cards joined by commas, each maybe marked "*",
// returning the cards and the marked ones.
func (p *textParser) list(field, what string) (set, marked cards.Set) {
	if field == "-" {
		return 0, 0
	}
	for f := range strings.SplitSeq(field, ",") {
		star := strings.HasPrefix(f, "*")
		c, err := cards.ParseCard(strings.TrimPrefix(f, "*"))
		if err != nil || set.Has(c) {
			p.fail("bad or repeated card " + cardtext.Quote(f) + " in " + what)
			return 0, 0
		}
		set = set.Add(c)
		if star {
			marked = marked.Add(c)
		}
	}
	return set, marked
}

// number reads a decimal number of at most 5 digits, a minus sign allowed.
func (p *textParser) number(field, what string) int {
	n, err := strconv.Atoi(field)
	if err != nil || len(field) > 6 || strings.HasPrefix(field, "+") {
		p.fail("bad number " + cardtext.Quote(field) + " for " + what)
		return 0
	}
	return n
}

// ParseState reads a position of a game under r in the text
// [State.MarshalText] writes and checks it as [Rules.DecodeState] does: a
// text that is not of the grammar gives a [*cards.ParseError] wrapping
// [cards.ErrSyntax], a position these rules cannot play an error wrapping
// [cards.ErrInvalidState].
func (r Rules) ParseState(text string) (State, error) {
	w, reason := parseStateText(text)
	if reason != "" {
		return State{}, cards.NewParseError(textKind, text, reason)
	}
	return r.decode(w)
}

// parseStateText reads text into the JSON form of a position, or says
// why it cannot.
func parseStateText(text string) (*stateJSON, string) {
	if len(text) > maxText {
		return nil, "longer than " + strconv.Itoa(maxText) + " bytes"
	}
	fields := strings.Split(text, " ")
	if len(fields) < 10 || len(fields) > 12 {
		return nil, "want 10 to 12 fields separated by single spaces, not " + strconv.Itoa(len(fields))
	}
	p := &textParser{text: text}
	w := &stateJSON{}
	hands := strings.Split(fields[0], "/")
	if len(hands) > MaxPlayers {
		return nil, "more than 6 hands"
	}
	w.Players = len(hands)
	for _, h := range hands {
		set, marked := p.list(h, "a hand")
		w.Hands = append(w.Hands, set)
		w.Known |= marked
	}
	piles := strings.Split(fields[1], "/")
	if len(piles) != w.Players {
		return nil, "want one pile for each of the " + strconv.Itoa(w.Players) + " hands"
	}
	for _, pile := range piles {
		set, _ := p.list(pile, "a pile")
		w.Piles = append(w.Piles, set)
	}
	w.Table, _ = p.list(fields[2], "the table")
	if fields[3] != "-" {
		for f := range strings.SplitSeq(fields[3], ",") {
			c, err := cards.ParseCard(f)
			if err != nil || len(w.Stock) >= cards.NumCards {
				p.fail("bad card " + cardtext.Quote(f) + " in the stock")
				break
			}
			w.Stock = append(w.Stock, c)
		}
	}
	w.StockLen = len(w.Stock)
	w.Dealer = p.number(fields[4], "the dealer")
	turn, end, ended := strings.Cut(fields[5], "!")
	w.Turn = p.number(turn, "the turn")
	w.End = endNames[EndNone]
	if ended {
		w.End = strings.ReplaceAll(end, "-", " ")
	}
	counts := strings.Split(fields[6], "/")
	if len(counts) != 3 {
		return nil, "want the counts as moves/moves after the stock/idle turns"
	}
	w.Moves, w.MovesAfterStock, w.IdleTurns = p.number(counts[0], "the moves"), p.number(counts[1], "the moves after the stock"), p.number(counts[2], "the idle turns")
	w.LastCapturer = p.number(fields[7], "the last capturer")
	w.LastSeat = -1
	if fields[8] != "-" {
		seat, rest, _ := strings.Cut(fields[8], ":")
		parts := strings.Split(rest, "/")
		if len(parts) != 3 {
			return nil, "want the last move as seat:move/drawn/recycled"
		}
		w.LastSeat = p.number(seat, "the last mover")
		m, reason := parseMove(parts[0])
		if reason != "" {
			p.fail("the last move: " + reason)
		}
		w.LastMove = &m
		w.LastDrawn, w.LastRecycled = p.number(parts[1], "the cards drawn"), p.number(parts[2], "the cards recycled")
	}
	for f := range strings.SplitSeq(fields[9], "/") {
		w.Sweeps = append(w.Sweeps, p.number(f, "the sweeps"))
	}
	rest := fields[10:]
	if len(rest) > 0 && strings.HasPrefix(rest[0], "v:") {
		parts := strings.Split(strings.TrimPrefix(rest[0], "v:"), "/")
		if len(parts) != 3 {
			return nil, "want what a variant kept as v:counters/added scores/cards drawn"
		}
		for f := range strings.SplitSeq(parts[0], ",") {
			w.Counters = append(w.Counters, p.number(f, "a counter"))
		}
		for f := range strings.SplitSeq(parts[1], ",") {
			w.AddedScores = append(w.AddedScores, p.number(f, "an added score"))
		}
		w.VariantDrawn = p.number(parts[2], "the cards a variant drew")
		rest = rest[1:]
	}
	if len(rest) > 1 {
		return nil, "one field too many"
	}
	if len(rest) == 1 {
		for f := range strings.SplitSeq(rest[0], ";") {
			seat, rest, _ := strings.Cut(f, ":")
			parts := strings.Split(rest, "/")
			if len(parts) != 6 {
				return nil, "want a trail record as seat:card/held/table/played/oneOf/twoOf"
			}
			c, err := cards.ParseCard(parts[0])
			if err != nil {
				p.fail("bad card " + cardtext.Quote(parts[0]) + " in a trail record")
			}
			table, _ := p.list(parts[2], "a trail record's table")
			played, _ := p.list(parts[3], "a trail record's cards played")
			oneOf, _ := p.list(parts[4], "a trail record's oneOf")
			twoOf, _ := p.list(parts[5], "a trail record's twoOf")
			w.Trails = append(w.Trails, trailJSON{Seat: p.number(seat, "a trail record's seat"), Card: c,
				Held: p.number(parts[1], "a trail record's held cards"), Table: table, Played: played, OneOf: oneOf, TwoOf: twoOf})
		}
	}
	if p.reason != "" {
		return nil, p.reason
	}
	if !slices.Contains(endNames[:], w.End) {
		return nil, "bad end " + cardtext.Quote(end)
	}
	return w, ""
}

package equi

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// This file is the tests' one way into a position beyond its accessors:
// they read and change a position through its text (docs/notation.md,
// "Equi positions") and read it back through parseState, so that they hold
// whichever type State is, equi's own or the fishing engine's.

// parseState reads a position text under r, checked as the decoders check
// it.
func parseState(r Rules, text string) (State, error) { return r.ParseState(text) }

// decodeState reads a position's JSON under r, checked as the decoders
// check it.
func decodeState(r Rules, data []byte) (State, error) { return r.DecodeState(data) }

// decodeView reads a view's JSON under r's Variant, the other options
// coming from the document.
func decodeView(r Rules, data []byte) (View, error) { return r.UnmarshalView(data) }

// checkState reports whether the decoders accept s under r: it reads the
// text of s back, and fails when it reads another position.
func checkState(r Rules, s State) error {
	back, err := parseState(r, s.String())
	if err != nil {
		return err
	}
	if back != s {
		return cards.ErrInvalidState
	}
	return nil
}

// pos is a position's text split into its fields, for a test to read or
// change what the accessors do not show (the stock's order, the counts)
// and write it back with text.
type pos struct {
	Hands    []cards.Set // by seat
	Known    cards.Set   // the hands' cards taken back from a pile (the "*" cards)
	Piles    []cards.Set // by seat
	Table    cards.Set
	Stock    cards.Deck // top first
	Dealer   int
	Turn     string // the seat to move, or the end word
	Moves    int
	After    int    // moves made with the stock exhausted
	Idle     int    // idle turns (rule E11)
	Capturer string // the last capturer, or "-"
	// The last move: LastSeat is -1 when there is none.
	LastSeat     int
	LastMove     Move
	LastDrawn    int
	LastRecycled cards.Set
	Rest         []string // the variant's field and the trails, as written
}

// posOf splits the text of s, failing the test if it does not read.
func posOf(t require.TestingT, s State) pos {
	return parsePos(t, s.String())
}

// parsePos splits a position text, failing the test if it does not read.
// It calls testify only on failure: the samplers' tests split a text for
// every sample.
func parsePos(t require.TestingT, text string) pos {
	var p pos
	fail := func(err error) {
		require.NoError(t, err, text)
		require.FailNow(t, "not a position text", text)
	}
	f := strings.Split(text, " ")
	if len(f) < 9 {
		fail(nil)
		return p
	}
	list := func(field string) cards.Set {
		if field == "-" {
			return 0
		}
		set, err := cards.ParseSet(strings.ReplaceAll(field, "*", ""))
		if err != nil {
			fail(err)
		}
		return set
	}
	for h := range strings.SplitSeq(f[0], "/") {
		p.Hands = append(p.Hands, list(h))
		for c := range strings.SplitSeq(h, ",") {
			if strings.HasPrefix(c, "*") {
				p.Known |= list(c)
			}
		}
	}
	for h := range strings.SplitSeq(f[1], "/") {
		p.Piles = append(p.Piles, list(h))
	}
	p.Table = list(f[2])
	if f[3] != "-" {
		d, err := cards.ParseDeck(f[3])
		if err != nil {
			fail(err)
		}
		p.Stock = d
	}
	num := func(s string) int {
		n, err := strconv.Atoi(s)
		if err != nil {
			fail(err)
		}
		return n
	}
	p.Dealer, p.Turn = num(f[4]), f[5]
	counts := strings.Split(f[6], "/")
	if len(counts) != 3 {
		fail(nil)
		return p
	}
	p.Moves, p.After, p.Idle = num(counts[0]), num(counts[1]), num(counts[2])
	p.Capturer = f[7]
	p.LastSeat = -1
	if f[8] != "-" {
		seat, rest, _ := strings.Cut(f[8], ":")
		parts := strings.Split(rest, "/")
		if len(parts) != 3 {
			fail(nil)
			return p
		}
		m, err := Rules{}.ParseMove(parts[0])
		if err != nil {
			fail(err)
		}
		p.LastSeat, p.LastMove, p.LastDrawn, p.LastRecycled = num(seat), m, num(parts[1]), list(parts[2])
	}
	p.Rest = f[9:]
	return p
}

// TurnSeat returns the seat to move, or -1 when the game is over.
func (p pos) TurnSeat() int {
	n, err := strconv.Atoi(p.Turn)
	if err != nil {
		return -1
	}
	return n
}

// text writes the position back.
func (p pos) text() string {
	var b []byte
	lists := func(sets []cards.Set, marked cards.Set) {
		for i, s := range sets {
			if i > 0 {
				b = append(b, '/')
			}
			b = cardtext.AppendList(b, s, marked)
		}
		b = append(b, ' ')
	}
	lists(p.Hands, p.Known)
	lists(p.Piles, 0)
	b = cardtext.AppendList(b, p.Table, 0)
	b = append(b, ' ')
	if len(p.Stock) == 0 {
		b = append(b, '-')
	}
	for i, c := range p.Stock {
		if i > 0 {
			b = append(b, ',')
		}
		b = cardtext.AppendCard(b, c)
	}
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.Dealer), 10)
	b = append(b, ' ')
	b = append(b, p.Turn...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.Moves), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(p.After), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(p.Idle), 10)
	b = append(b, ' ')
	b = append(b, p.Capturer...)
	b = append(b, ' ')
	if p.LastSeat < 0 {
		b = append(b, '-')
	} else {
		b = strconv.AppendInt(b, int64(p.LastSeat), 10)
		b = append(b, ':')
		b = append(b, p.LastMove.String()...)
		b = append(b, '/')
		b = strconv.AppendInt(b, int64(p.LastDrawn), 10)
		b = append(b, '/')
		b = cardtext.AppendList(b, p.LastRecycled, 0)
	}
	for _, r := range p.Rest {
		b = append(b, ' ')
		b = append(b, r...)
	}
	return string(b)
}

// stockOf returns the stock of s, top first.
func stockOf(t require.TestingT, s State) cards.Deck {
	f := strings.SplitN(s.String(), " ", 5)
	if len(f) < 5 || f[3] == "-" {
		return nil
	}
	d, err := cards.ParseDeck(f[3])
	if err != nil {
		require.NoError(t, err, s.String())
	}
	return d
}

// varied reports whether a Variant changed anything a standard game keeps
// at zero: a counter, an added score or the cards drawn.
func varied(s State) bool {
	for i := range NumCounters {
		if s.Counter(i) != 0 {
			return true
		}
	}
	for i := range s.Players() {
		if s.AddedScore(i) != 0 {
			return true
		}
	}
	return s.VariantDrawn() != 0
}

// anyKnown reports whether a hand of s holds cards taken back from a pile.
func anyKnown(s State) bool {
	for i := range s.Players() {
		if !s.Known(i).Empty() {
			return true
		}
	}
	return false
}

// trailOf returns seat's trail record in the text of s, as written
// (docs/notation.md, "Equi positions"): "-" for none.
func trailOf(t require.TestingT, s State, seat int) string {
	p := posOf(t, s)
	if n := len(p.Rest); n > 0 && strings.Contains(p.Rest[n-1], "@") {
		records := strings.Split(p.Rest[n-1], "/")
		require.Len(t, records, s.Players())
		return records[seat]
	}
	return "-"
}

// hasRecord reports whether seat has a trail record in s.
func hasRecord(t require.TestingT, s State, seat int) bool { return trailOf(t, s, seat) != "-" }

// TestPosText checks the tests' reading of the position text: every
// position of seeded games, with trail records, known cards and a
// variant's field, is written back as it was read.
func TestPosText(t *testing.T) {
	for g := range 12 {
		r := Rules{Players: MinPlayers + g%5, RecycleByFour: g%2 == 1}
		if g%3 == 0 {
			r.Variant = busy{every: 3}
		}
		s, err := r.Start(cards.Deal{Dealer: g % r.Players, Seed: uint64(g)})
		require.NoError(t, err)
		for !cards.Over(r, s) {
			text := s.String()
			require.Equal(t, text, parsePos(t, text).text())
			ms := r.AppendLegal(nil, s)
			require.NoError(t, r.ApplyTo(&s, ms[len(ms)/2]))
		}
		require.Equal(t, s.String(), posOf(t, s).text())
	}
}

// rulesForText returns the standard rules with as many seats as the hands
// field of a position text names (2 to 6), for a test that reads texts of
// any number of seats.
func rulesForText(text string) Rules {
	hands, _, _ := strings.Cut(text, " ")
	return Rules{Players: min(MaxPlayers, max(MinPlayers, strings.Count(hands, "/")+1))}
}

// rulesForJSON returns the standard rules with as many seats as the
// "players" member of a position's JSON says (2 to 6).
func rulesForJSON(data []byte) Rules {
	var w struct {
		Players int `json:"players"`
	}
	_ = json.Unmarshal(data, &w)
	return Rules{Players: min(MaxPlayers, max(MinPlayers, w.Players))}
}

// restWithoutTrails returns the fields rest of a position text (pos.Rest)
// without the trail records.
func restWithoutTrails(rest []string) []string {
	if n := len(rest); n > 0 && strings.Contains(rest[n-1], "@") {
		return rest[:n-1]
	}
	return rest
}

package equi

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// record is a trail record in readable parts, for the tests to compare.
type record struct {
	Card             string
	Table            string
	Held, Level      int
	NoBan            bool
	Played, One, Two string
}

func recordOf(t trail) record {
	if t.held() == 0 {
		return record{}
	}
	return record{
		Card: t.card().String(), Table: t.table().String(), Held: t.held(), Level: t.level(), NoBan: t.noBan(),
		Played: t.played().String(), One: t.first().String(), Two: t.second().String(),
	}
}

// TestTrailRecordScenario plays the deal of the deck in card order (dealer
// 1) and checks both seats' trail records after each move: a trail from a
// hand of 4 records the table and 3 cards held; the other seat's capture
// leaves it; the seat's own capture of 2 cards from a hand of 4 (n = 2 − 4
// + 3 = 1) sets Q_1 to the cards played; the seat's next trail replaces it.
func TestTrailRecordScenario(t *testing.T) {
	r := Rules{}
	s, err := r.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	none := record{}
	trailed := record{Card: "6C", Table: "{8C 8D 8H 8S}", Held: 3, Played: "{}", One: "{}", Two: "{}"}
	for _, tc := range []struct {
		move         string
		seat0, seat1 record
	}{
		{"6C", trailed, none},
		{"7D+7S=6C+8C", trailed, none},
		{"7C+9C=8D+8H", record{Card: "6C", Table: "{8C 8D 8H 8S}", Held: 3, Level: 1, Played: "{7C 9C}", One: "{7C 9C}", Two: "{}"}, none},
		{"6D", record{Card: "6C", Table: "{8C 8D 8H 8S}", Held: 3, Level: 1, Played: "{7C 9C}", One: "{7C 9C}", Two: "{}"},
			record{Card: "6D", Table: "{8S}", Held: 3, Played: "{}", One: "{}", Two: "{}"}},
		{"6H", record{Card: "6H", Table: "{6D 8S}", Held: 3, Played: "{}", One: "{}", Two: "{}"},
			record{Card: "6D", Table: "{8S}", Held: 3, Played: "{}", One: "{}", Two: "{}"}},
	} {
		s = play(t, r, s, tc.move)
		assert.Equal(t, tc.seat0, recordOf(s.trails[0]), "seat 0 after %s", tc.move)
		assert.Equal(t, tc.seat1, recordOf(s.trails[1]), "seat 1 after %s", tc.move)
	}
	assert.Equal(t, "6H@6D,8S:3:-:-:-/6D@8S:3:-:-:-", s.String()[len(s.String())-len("6H@6D,8S:3:-:-:-/6D@8S:3:-:-:-"):])

	// Under VoluntaryTrail the same trail records nothing, and under
	// NoRankBan it says so.
	s, err = Rules{VoluntaryTrail: true}.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	s = play(t, Rules{VoluntaryTrail: true}, s, "6C")
	assert.Equal(t, none, recordOf(s.trails[0]))
	s, err = Rules{NoRankBan: true}.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	s = play(t, Rules{NoRankBan: true}, s, "6C")
	assert.True(t, s.trails[0].noBan())
}

// noteMove is what apply does to the trail records for a move m by seat,
// holding hand.
func noteMove(p *Public, seat int, hand cards.Set, m Move, r *Rules) {
	if m.IsTrail() {
		p.noteTrail(seat, hand, m.Played(), r)
	} else if p.trails[seat].w1 != 0 {
		p.trails[seat].noteCapture(hand, m.Played())
	}
}

// TestTrailRecordSteps checks each step of noteTrail and noteCapture on exact hands: the
// level a move reaches is n = played − hand + a, Q_k being the cards played
// up to the first move that reaches k; the record ends when n reaches a,
// and no record is made from a hand of 1, of known cards, or on an empty
// table.
func TestTrailRecordSteps(t *testing.T) {
	r := Rules{}
	set := mustSet
	start := func() Public {
		p := Public{players: 2, table: set("10H")}
		noteMove(&p, 0, set("6C 7S 9S KD"), Trail(card1("6C")), &r)
		return p
	}
	capture := func(played, taken string) Move { return Capture(set(played), set(taken)) }

	p := start()
	require.Equal(t, record{Card: "6C", Table: "{10H}", Held: 3, Played: "{}", One: "{}", Two: "{}"}, recordOf(p.trails[0]))

	// One card from a hand of 4: n = 0, nothing bound.
	noteMove(&p, 0, set("7S 9S KD 8C"), capture("8C", "8D"), &r)
	assert.Equal(t, record{Card: "6C", Table: "{10H}", Held: 3, Played: "{8C}", One: "{}", Two: "{}"}, recordOf(p.trails[0]))
	// Three from a hand of 4: n = 2, Q_1 = Q_2 = all played.
	noteMove(&p, 0, set("7S 9S KD 8H"), capture("7S 9S KD", "AC"), &r)
	assert.Equal(t, record{Card: "6C", Table: "{10H}", Held: 3, Level: 2, Played: "{7S 8C 9S KD}", One: "{7S 8C 9S KD}", Two: "{7S 8C 9S KD}"}, recordOf(p.trails[0]))
	// The last card of a hand of 1 after the stock: n = 1 − 1 + 3 = 3, the end.
	noteMove(&p, 0, set("8H"), capture("8H", "8S"), &r)
	assert.Equal(t, record{}, recordOf(p.trails[0]))

	// Two of 4 (n = 1), then three of 4 (n = 2): Q_1 the first two, Q_2 all five.
	p = start()
	noteMove(&p, 0, set("7S 9S KD 8C"), capture("7S 8C", "AC"), &r)
	noteMove(&p, 0, set("9S KD 8H 8D"), capture("9S 8H 8D", "AS"), &r)
	assert.Equal(t, record{Card: "6C", Table: "{10H}", Held: 3, Level: 2,
		Played: "{7S 8C 8D 8H 9S}", One: "{7S 8C}", Two: "{7S 8C 8D 8H 9S}"}, recordOf(p.trails[0]))
	// Four of 4: every card held at the trail has been played.
	p = start()
	noteMove(&p, 0, set("7S 9S KD 8C"), capture("7S 9S KD 8C", "AC"), &r)
	assert.Equal(t, record{}, recordOf(p.trails[0]))
	// Another seat's moves leave the record.
	p = start()
	noteMove(&p, 1, set("6D 7D 8D 9D"), capture("6D 7D 8D 9D", "AC"), &r)
	assert.Equal(t, 3, p.trails[0].held())

	// No record: a hand of one card, known cards, an empty table.
	for _, tc := range []struct {
		name  string
		table string
		known string
		hand  string
	}{
		{"one card", "10H", "", "6C"},
		{"known hand", "10H", "6C 7S", "6C 7S"},
		{"empty table", "", "", "6C 7S 9S KD"},
	} {
		p := start()
		p.table, p.known = set(tc.table), set(tc.known)
		noteMove(&p, 0, set(tc.hand), Trail(card1("6C")), &r)
		assert.Equal(t, record{}, recordOf(p.trails[0]), tc.name)
	}
}

// TestTrailAllowsOrder checks the check Sample makes on a record where the
// order of play matters: 6C was trailed on 10H from a hand of 3, and the
// seat has since played KD and QH. A hand of 9S 7S with the trailed card
// has no capture on 10H, and 6C+KD and 7S+QH would take it; so at level 0
// (the two cards held then may be 9S and 7S) the hand is allowed, and at
// level 1 with Q_1 = {KD} (KD was held then) it is not: every pair with KD
// captures with 6C.
func TestTrailAllowsOrder(t *testing.T) {
	set := mustSet
	c := card1("6C")
	hand := set("9S 7S")
	var cache rankCache
	free := makeTrail(set("10H"), c, 2, false, set("KD QH"), 0, 0)
	assert.True(t, free.allows(hand, &cache))
	cache = rankCache{}
	bound := makeTrail(set("10H"), c, 2, false, set("KD QH"), set("KD"), 0)
	assert.False(t, bound.allows(hand, &cache))
}

// mustSet and card1 read a set and a card for the tests.
func mustSet(s string) cards.Set {
	v, err := cards.ParseSet(s)
	if err != nil {
		panic(err)
	}
	return v
}

func card1(s string) cards.Card {
	c, err := cards.ParseCard(s)
	if err != nil {
		panic(err)
	}
	return c
}

// TestViewJSONTrailChecks changes the trail record in the JSON of views of
// the position later (json_test.go) and checks the decoder's refusals: a
// record under VoluntaryTrail, a record no hand allows (6C takes 6D
// without the rank ban), seen by the seat itself and by the other seat,
// and a record out of its seat's order.
func TestViewJSONTrailChecks(t *testing.T) {
	r := Rules{NoRankBan: true}
	var s State
	require.NoError(t, s.UnmarshalJSON([]byte(later)))
	for _, tc := range []struct {
		seat     int
		old, new string
		reason   string
	}{
		{0, `"voluntaryTrail":false`, `"voluntaryTrail":true`, "seat 0 has a trail record, and under VoluntaryTrail a trail tells nothing"},
		{0, `"table":"{8C 8D 8H 8S}","held"`, `"table":"{6D}","held"`, "seat 0's hand is not one its trail record allows: it could not have trailed 6C on {6D}"},
		{1, `"table":"{8C 8D 8H 8S}","held"`, `"table":"{6D}","held"`, "no deal of the unseen cards gives seat 0 a hand its trail record allows"},
		{1, `"seat":0,"card"`, `"seat":2,"card"`, "a trail record is for seat 2"},
		{1, `"held":3`, `"held":0`, "holds 0 cards beside the trailed one"},
	} {
		doc := viewJSONText(t, r.View(s, tc.seat))
		require.Contains(t, doc, tc.old)
		var v View
		require.NoError(t, v.UnmarshalJSON([]byte(doc)), "the view itself decodes")
		err := v.UnmarshalJSON([]byte(strings.Replace(doc, tc.old, tc.new, 1)))
		require.ErrorIs(t, err, cards.ErrInvalidState, tc.reason)
		assert.Contains(t, err.Error(), tc.reason)
	}
}

// TestTrailEncoding packs random records (a table, a card, 1 to 3 cards
// held, the ban flag, the cards played and the nested Q_1 and Q_2 of each
// level) into the two words and reads every part back.
func TestTrailEncoding(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 10000 {
		deck := cards.NewDeck36()
		deck.Shuffle(rng)
		c := deck[0]
		var table, played, first, second cards.Set
		for _, x := range deck[1:] {
			switch rng.IntN(3) {
			case 0:
				table = table.Add(x)
			case 1:
				played = played.Add(x)
			}
		}
		a := 1 + rng.IntN(3)
		lvl := rng.IntN(a)
		if played.Len() < 2 {
			lvl = 0
		}
		list := played.AppendCards(nil)
		switch lvl {
		case 1:
			first = cards.SetOf(list[:1+rng.IntN(len(list))]...)
		case 2:
			k := 2 + rng.IntN(len(list)-1)
			second = cards.SetOf(list[:k]...)
			first = cards.SetOf(list[:1+rng.IntN(k)]...)
		}
		noBan := rng.IntN(2) == 0
		tr := makeTrail(table, c, a, noBan, played, first, second)
		require.Equal(t, record{Card: c.String(), Table: table.String(), Held: a, Level: lvl, NoBan: noBan,
			Played: played.String(), One: first.String(), Two: second.String()}, recordOf(tr))
	}
}

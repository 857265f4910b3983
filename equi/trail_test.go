package equi

import (
	"encoding/json"
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

// recordOf returns seat's trail record in s, read from the position text.
func recordOf(t require.TestingT, s State, seat int) record {
	text := trailOf(t, s, seat)
	if text == "-" {
		return record{}
	}
	card, rest, ok := strings.Cut(text, "@")
	require.True(t, ok, text)
	parts := strings.Split(rest, ":")
	require.Len(t, parts, 5, text)
	list := func(field string) string {
		if field == "-" {
			return cards.Set(0).String()
		}
		set, err := cards.ParseSet(field)
		require.NoError(t, err, text)
		return set.String()
	}
	held, noBan := strings.CutSuffix(parts[1], "f")
	r := record{Card: card, Table: list(parts[0]), Held: int(held[0] - '0'), NoBan: noBan,
		Played: list(parts[2]), One: list(parts[3]), Two: list(parts[4])}
	require.Len(t, held, 1, text)
	switch {
	case parts[4] != "-":
		r.Level = 2
	case parts[3] != "-":
		r.Level = 1
	}
	return r
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
		assert.Equal(t, tc.seat0, recordOf(t, s, 0), "seat 0 after %s", tc.move)
		assert.Equal(t, tc.seat1, recordOf(t, s, 1), "seat 1 after %s", tc.move)
	}
	assert.Equal(t, "6H@6D,8S:3:-:-:-/6D@8S:3:-:-:-", s.String()[len(s.String())-len("6H@6D,8S:3:-:-:-/6D@8S:3:-:-:-"):])

	// Under VoluntaryTrail the same trail records nothing, and under
	// NoRankBan it says so.
	s, err = Rules{VoluntaryTrail: true}.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	s = play(t, Rules{VoluntaryTrail: true}, s, "6C")
	assert.Equal(t, none, recordOf(t, s, 0))
	s, err = Rules{NoRankBan: true}.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	s = play(t, Rules{NoRankBan: true}, s, "6C")
	assert.True(t, recordOf(t, s, 0).NoBan)
}

// TestTrailRecordSteps checks each step of a trail record on exact
// positions, seat 0 trailing 6C on AD from 6C JS QS KS (no capture: the
// hand makes no sum of 1) and seat 1 trailing between its captures: the
// level a move reaches is n = played − hand + a, Q_k being the cards
// played up to the first move that reaches k; the record ends when n
// reaches a; the other seat's moves leave it; and no record is made from
// a hand of 1, of known cards, or on an empty table.
func TestTrailRecordSteps(t *testing.T) {
	r := Rules{}
	trailed := record{Card: "6C", Table: "{AD}", Held: 3, Played: "{}", One: "{}", Two: "{}"}
	start := func(stock string) State {
		// Seat 1 has no capture on AD 6C (sums 1, 6, 7): it trails QH or 10C.
		s := scene{Dealer: 1, Hands: []string{"6C JS QS KS", "QH 10C 10D 9C"}, Table: "AD", Stock: stock}.state(t)
		s = play(t, r, s, "6C")
		require.Equal(t, trailed, recordOf(t, s, 0))
		return s
	}
	// steps plays moves of seats 1 and 0 in turn, checking seat 0's
	// record after each.
	steps := func(s State, moves []string, want []record) {
		t.Helper()
		for i, m := range moves {
			s = play(t, r, s, m)
			require.Equal(t, want[i], recordOf(t, s, 0), "after %s", m)
		}
	}

	// One card from a hand of 4 (KS takes QH+AD): n = 1 − 4 + 3 = 0,
	// nothing bound; then three of 4 (JS+QS+KH take 9C): n = 2, Q_1 = Q_2
	// = all played.
	one := record{Card: "6C", Table: "{AD}", Held: 3, Played: "{KS}", One: "{}", Two: "{}"}
	steps(start("KH 9D 7H 8D"), []string{"QH", "KS=QH+AD", "9C", "JS+QS+KH=9C"}, []record{trailed, one, one,
		{Card: "6C", Table: "{AD}", Held: 3, Level: 2, Played: "{JS QS KH KS}", One: "{JS QS KH KS}", Two: "{JS QS KH KS}"}})

	// Two of 4 (JS+KS take 6C): n = 1, Q_1 the two; then three of 4
	// (QS+KH+JH take 9C): n = 2, Q_2 all five.
	two := record{Card: "6C", Table: "{AD}", Held: 3, Level: 1, Played: "{JS KS}", One: "{JS KS}", Two: "{}"}
	steps(start("KH 9D JH 7H 8D"), []string{"QH", "JS+KS=6C", "9C", "QS+KH+JH=9C"}, []record{trailed, two, two,
		{Card: "6C", Table: "{AD}", Held: 3, Level: 2, Played: "{JH JS QS KH KS}", One: "{JS KS}", Two: "{JH JS QS KH KS}"}})

	// Four of 4 (JS+QS+KS+AH take 10C): every card held at the trail has
	// been played, n = 3 = a, and the record ends.
	steps(start("AH 9D"), []string{"10C", "JS+QS+KS+AH=10C"}, []record{trailed, {}})

	// No record: a hand of one card, known cards, an empty table.
	for _, tc := range []struct {
		name  string
		table string
		known bool
		hand  string
	}{
		{"one card", "10H", false, "6C"},
		{"known hand", "10H", true, "6C 7S"},
		{"empty table", "", false, "6C 7S 9S KD"},
	} {
		p := scene{Dealer: 1, Hands: []string{tc.hand, "QH 10C"}, Table: tc.table}.pos(t)
		if tc.known {
			p.Known = p.Hands[0]
		}
		s := play(t, r, sceneStateOf(t, p), "6C")
		assert.Equal(t, record{}, recordOf(t, s, 0), tc.name)
	}
}

// TestViewJSONTrailChecks changes the trail record in the JSON of views of
// the position later (json_test.go) and checks the decoder's refusals: a
// record under VoluntaryTrail, a record no hand allows (6C takes 6D
// without the rank ban), seen by the seat itself and by the other seat,
// and a record out of its seat's order.
func TestViewJSONTrailChecks(t *testing.T) {
	r := Rules{NoRankBan: true}
	s, err := decodeState(r, []byte(later))
	require.NoError(t, err)
	for _, tc := range []struct {
		seat     int
		old, new string
		reason   string
	}{
		{0, `"compulsory":"hand"`, `"compulsory":"none"`, "a trail record under rules where capturing is not compulsory for the hand"},
		{0, `"table":"{8C 8D 8H 8S}","held"`, `"table":"{6D}","held"`, "seat 0's hand is not one its trail record allows"},
		{1, `"table":"{8C 8D 8H 8S}","held"`, `"table":"{6D}","held"`, "no hand of seat 0's unseen and known cards is one its trail record allows"},
		{1, `"seat":0,"card"`, `"seat":2,"card"`, "a trail record is for seat 2"},
		{1, `"held":3`, `"held":0`, "holds 0 cards beside the trailed one"},
	} {
		doc := viewJSONText(t, r.View(s, tc.seat))
		require.Contains(t, doc, tc.old)
		_, err := decodeView(r, []byte(doc))
		require.NoError(t, err, "the view itself decodes")
		_, err = decodeView(r, []byte(strings.Replace(doc, tc.old, tc.new, 1)))
		require.ErrorIs(t, err, cards.ErrInvalidState, tc.reason)
		assert.Contains(t, err.Error(), tc.reason)
	}
}

// TestTrailAllowsOrder checks the check the decoders and Sample make on a
// record where the order of play matters: seat 1 trailed 6C on 10H holding
// 2 other cards, and has since played KD and QH; it now holds 9S 7S. A
// hand of 6C 9S 7S has no capture on 10H, and 6C with KD would take it; so
// at level 0 (the two cards held then may be 9S and 7S) the position is
// accepted, and at level 1 with Q_1 = {KD} (KD was held then) it is not:
// every hand of 6C, KD and one more captures. The position is read under
// a Variant, which lets the decoders skip the checks of the order of play.
func TestTrailAllowsOrder(t *testing.T) {
	r := Rules{Variant: sceneVariant{}}
	rest := cards.Deck36.Minus(set(t, "9S 7S 6C 10H 6D 6H 6S 7C"))
	text := func(record string) string {
		p := pos{Hands: []cards.Set{set(t, "6D 6H 6S 7C"), set(t, "7S 9S")}, Piles: []cards.Set{rest, 0},
			Table: set(t, "6C 10H"), Dealer: 1, Turn: "0", Moves: 20, After: 4, Capturer: "0",
			LastSeat: 1, LastMove: move(t, "6C"), Rest: []string{"-/" + record}}
		return p.text()
	}
	_, err := parseState(r, text("6C@10H:2:KD,QH:-:-"))
	require.NoError(t, err, "level 0: 9S and 7S may have been held")
	_, err = parseState(r, text("6C@10H:2:KD,QH:KD:-"))
	require.ErrorIs(t, err, cards.ErrInvalidState, "level 1: KD was held, and 6C+KD takes 10H")
	assert.Contains(t, err.Error(), "seat 1's hand is not one its trail record allows")
}

// TestTrailEncoding checks the records in the position's two documents:
// at every position of seeded games under the options that keep records,
// each record reads back from the text and the JSON to the same position,
// and the text's record (card@table:held[f]:played:oneOf:twoOf) and the
// JSON's ("trails") say the same thing of each seat.
func TestTrailEncoding(t *testing.T) {
	records := 0
	for g := range 40 {
		r := Rules{Players: MinPlayers + g%5, NoRankBan: g%2 == 1, RecycleByFour: g%3 == 0}
		s, err := r.Start(cards.Deal{Dealer: g % r.Seats(), Seed: uint64(g)})
		require.NoError(t, err)
		pcg := rand.NewPCG(uint64(g), 3)
		for !cards.Over(r, s) {
			b, err := json.Marshal(s)
			require.NoError(t, err)
			var doc struct {
				Trails []struct {
					Seat                 int
					Card, Table          string
					Held                 int
					NoRankBan            bool
					Played, OneOf, TwoOf string
				}
			}
			require.NoError(t, json.Unmarshal(b, &doc))
			for _, tr := range doc.Trails {
				records++
				level := 0
				if tr.TwoOf != "{}" {
					level = 2
				} else if tr.OneOf != "{}" {
					level = 1
				}
				want := record{Card: tr.Card, Table: tr.Table, Held: tr.Held, Level: level, NoBan: tr.NoRankBan,
					Played: tr.Played, One: tr.OneOf, Two: tr.TwoOf}
				require.Equal(t, want, recordOf(t, s, tr.Seat), "%v", s)
			}
			fromText, err := parseState(r, s.String())
			require.NoError(t, err)
			fromJSON, err := decodeState(r, b)
			require.NoError(t, err)
			require.Equal(t, s, fromText)
			require.Equal(t, s, fromJSON)
			m, _ := r.RandomMove(&s, pcg)
			require.NoError(t, r.ApplyTo(&s, m))
		}
	}
	assert.Greater(t, records, 500)
}

// TestTrailCosts plays seeded random games under the options that keep
// trail records (2 to 6 players, the rank ban and RecycleByFour on and
// off) and, at every position, reads the spectator's view and the view of
// the seat to move back from their JSON (the decoder checks each record
// against the hands it allows) and samples each: the sample gives the
// view back. It logs the positions and the records met.
func TestTrailCosts(t *testing.T) {
	games := 5
	if raceDetector {
		games = 1
	}
	rng := rand.New(rand.NewPCG(5, 5))
	positions, withRecords := 0, 0
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for flags := range 4 {
			r := Rules{Players: players, NoRankBan: flags&1 != 0, RecycleByFour: flags&2 != 0}
			for seed := uint64(1); seed <= uint64(games); seed++ {
				s, err := r.Start(cards.Deal{Dealer: int(seed) % players, Seed: seed})
				require.NoError(t, err)
				pcg := rand.NewPCG(seed, 9)
				for !cards.Over(r, s) {
					positions++
					if strings.Contains(s.String(), "@") {
						withRecords++
					}
					for _, seat := range []int{cards.Spectator, s.Turn()} {
						v := r.View(s, seat)
						back, err := r.UnmarshalView([]byte(viewJSONText(t, v)))
						require.NoError(t, err, "%v seen by %d", s, seat)
						require.Equal(t, v, back)
						require.Equal(t, v, r.View(r.Sample(v, rng), seat))
					}
					m, _ := r.RandomMove(&s, pcg)
					require.NoError(t, r.ApplyTo(&s, m))
				}
			}
		}
	}
	t.Logf("%d positions, %d with a trail record", positions, withRecords)
	assert.Positive(t, withRecords)
}

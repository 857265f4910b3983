package boxes

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/internal/testlong"
	"github.com/cardrules/cardrules/shedding"
)

// tableRules are the option sets of TestTablePlaysAsBoxes: each option
// alone, then all of them, in single deals and in whole matches.
func tableRules(t *testing.T) []Rules {
	one, err := NewSchedule(8)
	require.NoError(t, err)
	return []Rules{
		{Deals: one}, {Deals: one, WildEightsNines: true}, {Deals: one, BigSets: true},
		{Deals: one, StrictPairs: true}, {Deals: one, TwoDraw: TwoDrawPerTwo},
		{Deals: one, TwoDraw: TwoDrawTwoEach}, {Deals: one, FiveSelf: true},
		{Deals: one, PlayDrawn: true}, {Deals: one, PairAnswersTwo: true},
		{Deals: one, LastCardEffects: true}, {Deals: one, UpcardEffects: true},
		{Deals: one, MaxMoves: 40},
		{WildEightsNines: true, BigSets: true, FiveSelf: true, PlayDrawn: true, PairAnswersTwo: true,
			LastCardEffects: true, UpcardEffects: true},
		{},
	}
}

// TestTablePlaysAsBoxes plays random matches of Boxes under each option
// set, through boxes.Rules and the same moves through its table
// ([Rules.Table]) played as a shedding.Rules, which must agree at every
// move: the legal moves in order, the position, the scores and the story
// of each move. At every move, playAsBoxes checks what holds in Boxes:
// the 52 cards are all there (B12: the reshuffles, which some games
// make, lose none); no seat holds more cards of a kind than its voids
// leave it (docs/rules/boxes.md, "What a search may infer"), and neither
// does any hand Sample deals from a seat's view, where the seat to answer
// a 2 holds one; each deal deals the schedule's cards (B17), the same
// twice from one seed (B23); and the documents read back:
// the position's text and JSON under boxes.Rules, byte for byte as the
// table writes them, and every seat's and the spectator's view (in the
// first game of each option set, and in a whole match at every 25th move
// and the first two of each deal; with CARDRULES_LONG=1 at every move of
// the first 5 games of each set).
func TestTablePlaysAsBoxes(t *testing.T) {
	reshuffles := 0
	for i, b := range tableRules(t) {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			games := testlong.N(12, 40)
			if raceDetector {
				games = 4 // the race detector looks for races, not for more games
			}
			if b.Deals.Len() > 1 {
				games = testlong.N(1, 8)
			}
			reshuffles += playAsBoxes(t, b, games)
		})
	}
	assert.Positive(t, reshuffles, "no game reshuffled the discards")
}

// TestTablePlaysVariantsAsBoxes: a Variant of Boxes runs on its table,
// which carries it: allSteps (every step of Effects) and jackRule
// (examples/variant/jack's rule), each played through boxes.Rules and
// its table as TestTablePlaysAsBoxes plays them, in single deals under no
// option and under all, and in a match; and the table with the variant,
// played as a shedding.Rules, keeps the contract (cardstest.Check).
func TestTablePlaysVariantsAsBoxes(t *testing.T) {
	short, err := NewSchedule(5, 3)
	require.NoError(t, err)
	one, err := NewSchedule(8)
	require.NoError(t, err)
	for name, v := range map[string]Variant{"steps": allSteps.Variant, "jack": jackRule.Variant} {
		for i, b := range []Rules{{Deals: one}, {Deals: one, WildEightsNines: true, BigSets: true, FiveSelf: true, PlayDrawn: true,
			PairAnswersTwo: true, LastCardEffects: true, UpcardEffects: true}, {Deals: short, MaxMoves: 60}} {
			t.Run(fmt.Sprint(name, i), func(t *testing.T) {
				b.Variant = v
				require.Equal(t, v.Name(), b.Table().Variant.Name())
				playAsBoxes(t, b, min(testlong.N(6, 10), raceGames))
			})
		}
		checkTable(t, Rules{Deals: short, Variant: v}.Table())
	}
}

// playAsBoxes plays games random matches under b and its table, as
// TestTablePlaysAsBoxes says, and returns how many times the discards
// were shuffled into the stock.
func playAsBoxes(t *testing.T, b Rules, games int) int {
	e := b.Table()
	rng := rand.New(rand.NewPCG(5, 31))
	every := 1 // the documents of every move, but in the quick suite's matches
	if b.Deals.Len() > 1 {
		every = testlong.N(25, 1)
	}
	samples := rand.New(rand.NewPCG(6, 31)) // the draws of Sample
	reshuffles := 0
	for game := range games {
		d := cards.Deal{Seed: uint64(game), Dealer: game % NumSeats}
		bs, err := b.Start(d)
		require.NoError(t, err)
		again, err := b.Start(d)
		require.NoError(t, err)
		require.Equal(t, bs, again, "game %d: the same deal from the same seed", game)
		es, err := e.Start(d)
		require.NoError(t, err)
		require.Equal(t, bs, es, "game %d: the table's deal", game)
		require.Equal(t, b.Table().StartStory(bs), e.StartStory(es), "game %d: the story of the deal", game)
		requireDealt(t, b, bs, game)
		for step := 0; ; step++ {
			at := fmt.Sprintf("game %d, move %d", game, step)
			legal := cards.Legal(b, bs)
			require.Equal(t, legal, cards.Legal(e, es), "%s: legal moves", at)
			require.Equal(t, b.Score(bs), e.Score(es), "%s: the scores", at)
			require.Equal(t, cards.Deck52, accounted(bs), "%s: the 52 cards", at)
			for seat := range NumSeats {
				require.True(t, fitsVoids(bs.Public, seat, bs.Hand(seat)), "%s: seat %d holds %v, more than its voids leave it", at, seat, bs.Hand(seat))
			}
			requireSampleFits(t, b, bs, step%(NumSeats+1)-1, samples, at)
			if game < testlong.N(1, 5) && (step%every == 0 || bs.MoveCount() <= 1 || bs.Turn() < 0) {
				requireDocuments(t, b, bs, at)
			}
			if bs.Turn() < 0 {
				last, _, _ := bs.LastEnd()
				require.Equal(t, b.Deals.Len()-1, last, "%s: the match ends with its last deal", at)
				break
			}
			m := legal[rng.IntN(len(legal))]
			bNext, err := b.Apply(bs, m)
			require.NoError(t, err, at)
			eNext, err := e.Apply(es, m)
			require.NoError(t, err, at)
			require.Equal(t, bNext, eNext, "%s: %v", at, m)
			require.Equal(t, b.Table().Story(bs, m, bNext), e.Story(es, m, eNext), "%s: the story of %v", at, m)
			switch {
			case bNext.Deal() != bs.Deal():
				if bNext.Turn() >= 0 {
					requireDealt(t, b, bNext, game)
				}
			case bNext.StockLen() > bs.StockLen():
				reshuffles++
			}
			bs, es = bNext, eNext
		}
	}
	return reshuffles
}

// requireDealt requires that s, the first position of a deal under b,
// gives each seat the cards b's schedule deals (B17), unless the upcard
// made seats draw (B24).
func requireDealt(t *testing.T, b Rules, s State, game int) {
	t.Helper()
	if s.UpcardEvent() {
		return
	}
	for seat := range NumSeats {
		require.Equal(t, b.Deals.Size(s.Deal()), s.Hand(seat).Len(), "game %d, deal %d: seat %d's hand", game, s.Deal(), seat)
	}
}

// kindCards returns the cards of void kind k in Boxes, written out: a
// suit's thirteen cards, the 2s (the answers to a 2) or the 8s and 9s.
func kindCards(k Void) cards.Set {
	var ranks []cards.Rank
	switch k {
	case VoidTwos:
		ranks = []cards.Rank{cards.Two}
	case VoidEightsNines:
		ranks = []cards.Rank{cards.Eight, cards.Nine}
	default:
		return cards.SuitSet(cards.Suit(k))
	}
	var out cards.Set
	for _, r := range ranks {
		for u := range cards.Suit(cards.NumSuits) {
			out = out.Add(cards.New(r, u))
		}
	}
	return out
}

// fitsVoids reports whether seat may hold h as far as the voids of p
// say: at most h.Len() - p.Barred(seat, k) cards of each kind k.
func fitsVoids(p Public, seat int, h cards.Set) bool {
	for k := range Void(NumVoids) {
		if (h & kindCards(k)).Len() > h.Len()-p.Barred(seat, k) {
			return false
		}
	}
	return true
}

// requireSampleFits requires that b's Sample of seat's view of s deals
// every other seat a hand of its size that fits its voids, to the seat
// to answer a 2 a 2, and leaves seat's own hand.
func requireSampleFits(t *testing.T, b Rules, s State, seat int, rng *rand.Rand, at string) {
	t.Helper()
	if s.Turn() < 0 {
		return
	}
	x := b.Sample(b.View(s, seat), rng)
	require.NotEqual(t, State{}, x, "%s: no sample for seat %d", at, seat)
	require.Equal(t, cards.Deck52, accounted(x), "%s: the sample's cards", at)
	for i := range NumSeats {
		if i == seat {
			require.Equal(t, s.Hand(i), x.Hand(i), "%s: the sample for seat %d, its own hand", at, seat)
			continue
		}
		require.Equal(t, s.Hand(i).Len(), x.Hand(i).Len(), "%s: the sample for seat %d, seat %d's hand", at, seat, i)
		require.True(t, fitsVoids(s.Public, i, x.Hand(i)), "%s: the sample for seat %d, seat %d's hand %v", at, seat, i, x.Hand(i))
		if i == s.Turn() && s.Phase() == PhaseAnswer {
			require.False(t, x.Hand(i).OfRank(cards.Two).Empty(), "%s: seat %d answers a 2", at, i)
		}
	}
}

// requireDocuments requires that s, a position under b, reads back from
// its text and its JSON under b, which write it byte for byte as its
// table does; and that every seat's view and the spectator's read back
// from their JSON.
func requireDocuments(t *testing.T, b Rules, s State, at string) {
	t.Helper()
	e := b.Table()
	line := text(t, b, s)
	etext, err := e.AppendState(nil, s)
	require.NoError(t, err, at)
	require.Equal(t, line, string(etext), "%s: the table's text", at)
	back, err := b.ParseState(line)
	require.NoError(t, err, "%s: %s", at, line)
	if back != s {
		require.Equal(t, s, back, "%s: text %s read back", at, line)
	}
	data, err := b.MarshalState(s)
	require.NoError(t, err, at)
	edata, err := e.MarshalState(s)
	require.NoError(t, err, at)
	require.Equal(t, string(data), string(edata), "%s: the table's JSON", at)
	back, err = b.DecodeState(data)
	require.NoError(t, err, "%s: %s", at, data)
	if back != s {
		require.Equal(t, s, back, "%s: JSON %s read back", at, data)
	}
	for seat := cards.Spectator; seat < NumSeats; seat++ {
		v := b.View(s, seat)
		data, err := json.Marshal(v)
		require.NoError(t, err, "%s: seat %d", at, seat)
		w := b.View(s, 1-min(seat, 1)) // another seat's: the rules (their Variant) kept, the rest read
		require.NoError(t, json.Unmarshal(data, &w), "%s: %s", at, data)
		if w != v {
			require.Equal(t, v, w, "%s: view JSON %s read back", at, data)
		}
	}
}

// TestTableHouseRule: "a 2 may also be answered by a 7" is one field of
// Boxes' table changed (boxes.Rules{}.Table(), its Answer), played as a
// shedding.Rules: seat 1 answers the 2H with its 7C, and seat 2, which
// cannot answer, draws the chain's three cards; and the table so changed
// keeps the contract.
func TestTableHouseRule(t *testing.T) {
	r := Rules{}.Table()
	r.Answer |= cards.RankSet(cards.Seven)
	const start = "2H,KH/7C,KS/KD,QD/* JH/- AC,AD,AH,AS 0:play cw 0 0 0/8,7,6,5,4,3,2,1,2,3,4,5,6,7,8 3 0,0,0,0 - - 00000000000000010000000000000002"
	boxes := position(t, start)
	two := Play(cards.New(cards.Two, cards.Hearts))
	s, err := Rules{}.Apply(boxes, two)
	require.NoError(t, err)
	assert.Equal(t, 2, s.Turn(), "Boxes: seat 1, holding no 2, draws two and loses its turn")
	assert.Equal(t, 4, s.Hand(1).Len(), "Boxes: seat 1 drew two")
	changed, err := r.ParseState(start)
	require.NoError(t, err)
	s, err = r.Apply(changed, two)
	require.NoError(t, err)
	assert.Equal(t, 1, s.Turn(), "the house rule: seat 1 answers")
	assert.Equal(t, "[7C]", fmt.Sprint(cards.Legal(r, s)), "the house rule: the 7 answers")
	s, err = r.Apply(s, Play(cards.New(cards.Seven, cards.Clubs)))
	require.NoError(t, err)
	assert.Equal(t, 3, s.Turn(), "seat 2, holding no 2 and no 7, draws and loses its turn")
	assert.Equal(t, 5, s.Hand(2).Len(), "seat 2 drew three: a chain of two, plus one")

	// The contract, in matches of two short deals.
	short, err := NewSchedule(5, 3)
	require.NoError(t, err)
	house := Rules{Deals: short}.Table()
	house.Answer |= cards.RankSet(cards.Seven)
	checkTable(t, house)
}

// TestVariantDrawEmptiesStockInAnswer pins what a variant's draw does
// when it empties the stock and the discards while a 2 waits for its
// answer: the pending draw ends, as nothing is left to draw, and the seat
// to answer passes. (Boxes before it became a value of the shedding
// engine kept the answer owed, the seat answering with its 2C.)
func TestVariantDrawEmptiesStockInAnswer(t *testing.T) {
	r := variantDoing("drawer", func(e *Effects) {
		if m := e.Move(); m.Kind() == KindCard && m.Top().Rank() == cards.Two {
			assert.Equal(t, 2, e.Draw(2, 3), "the stock's card, then the reshuffled 3H")
		}
	})
	two, err := NewSchedule(2)
	require.NoError(t, err)
	r.Deals = two
	s, err := r.ParseState("2H,KH/2C,KS/KD,QD/* 3H/- AC 0:play cw 0 0 0/2 3 0,0,0,0 - - 0000000000000007000000626f786573")
	require.NoError(t, err)
	s, err = r.Apply(s, Play(cards.New(cards.Two, cards.Hearts)))
	require.NoError(t, err)
	assert.Equal(t, PhasePlay, s.Phase(), "the pending draw ended with the stock")
	assert.Equal(t, 0, s.PendingDraw())
	assert.Equal(t, "[pass]", fmt.Sprint(cards.Legal(r, s)))
}

// checkTable runs the contract check of cards/cardstest over
// testlong.N(5, 100) games of r, a table of Boxes' seats and deck, the
// dealer turning with the seed.
func checkTable(t *testing.T, r shedding.Rules) {
	t.Helper()
	cardstest.Check[shedding.State, shedding.Move, shedding.View[shedding.Rules]](t, r, cardstest.Config[shedding.State, shedding.Move]{
		Start: func(seed uint64) (shedding.State, error) {
			return r.Start(cards.Deal{Dealer: int(seed % NumSeats), Seed: seed})
		},
		Cards: placesOf,
		Deck:  cards.Deck52,
		Games: testlong.N(5, 100),
	})
}

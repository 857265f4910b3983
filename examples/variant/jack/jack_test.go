package jack_test

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/boxes/boxesbot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/examples/variant/jack"
)

// oneDeal returns the rule for a match of one deal of size cards, the
// match of the positions below, and the standard rules of that match.
func oneDeal(t *testing.T, size int) (rule, std boxes.Rules) {
	t.Helper()
	sched, err := boxes.NewSchedule(size)
	require.NoError(t, err)
	rule = jack.Rules()
	rule.Deals = sched
	return rule, boxes.Rules{Deals: sched}
}

// position reads a position of a match under r in the one-line text
// form (docs/notation.md).
func position(t *testing.T, r boxes.Rules, text string) boxes.State {
	t.Helper()
	s, err := r.ParseState(text)
	require.NoError(t, err)
	return s
}

// set reads a set of cards such as "3D QC".
func set(t *testing.T, text string) cards.Set {
	t.Helper()
	s, err := cards.ParseSet(text)
	require.NoError(t, err)
	return s
}

// Seat 0 holds the J♥ and the 2♣ on the 5♥; the stock is K♠, K♦, K♣ (K♠
// on top), every other card is in the discards. The rng is any generator.
const jackText = "JH,2C/3D,QC/6D,7S/4C,10S 5H/* KS,KD,KC 0:play cw 0 0 0/2 3 0,0,0,0 - - 0000000000000007000000626f786573"

// TestJackDrawsTwo: a Jack makes the next seat draw the two top cards of
// the stock, and that seat then plays; under the standard rules the same
// Jack makes nobody draw.
func TestJackDrawsTwo(t *testing.T) {
	r, std := oneDeal(t, 2)
	s := position(t, r, jackText)
	next, err := r.Apply(s, boxes.Play(cards.New(cards.Jack, cards.Hearts)))
	require.NoError(t, err)
	assert.Equal(t, set(t, "3D QC KS KD"), next.Hand(1), "seat 1 drew the K♠ and the K♦")
	assert.Equal(t, 2, next.Drew(1))
	assert.Equal(t, cards.Deck{cards.New(cards.King, cards.Clubs)}, cards.Deck(next.AppendStock(nil)))
	assert.Equal(t, 1, next.Turn(), "seat 1 plays after drawing")
	assert.Equal(t, boxes.PhasePlay, next.Phase())

	plain, err := std.Apply(s, boxes.Play(cards.New(cards.Jack, cards.Hearts)))
	require.NoError(t, err)
	assert.Equal(t, set(t, "3D QC"), plain.Hand(1), "the standard Jack has no effect")
	assert.Equal(t, 3, plain.StockLen())
}

// TestJackReshuffles: when the stock holds one card, the next seat draws
// it, then the discards under the Jack (the 5♥ among them) become a new
// shuffled stock (B12) and he draws the second card from it.
func TestJackReshuffles(t *testing.T) {
	r, _ := oneDeal(t, 2)
	s := position(t, r, "JH,2C/3D,QC/6D,7S/4C,10S 5H/* KS 0:play cw 0 0 0/2 3 0,0,0,0 - - 0000000000000007000000626f786573")
	discards := s.Discards().Add(s.Top())
	require.Equal(t, 43, discards.Len())
	next, err := r.Apply(s, boxes.Play(cards.New(cards.Jack, cards.Hearts)))
	require.NoError(t, err)
	drawn := next.Hand(1).Minus(set(t, "3D QC KS"))
	assert.True(t, next.Hand(1).Has(cards.New(cards.King, cards.Spades)), "the last card of the stock first")
	assert.Equal(t, 1, drawn.Len(), "then one card of the new stock")
	assert.True(t, discards.Contains(drawn), "the new stock is the old discards")
	assert.Equal(t, 2, next.Drew(1))
	assert.Zero(t, next.Discards(), "every discard went into the new stock")
	assert.Equal(t, 42, next.StockLen())
	assert.Equal(t, cards.New(cards.Jack, cards.Hearts), next.Top(), "the Jack stays on top")
}

// TestJackNoEffect: a set of Jacks laid without the "one card" call is a
// penalty with no effect (B4); a Jack that empties its player's hand ends
// the deal (B14) and nobody draws for it.
func TestJackNoEffect(t *testing.T) {
	r, _ := oneDeal(t, 2)
	s := position(t, r, "JH,JC/3D,QC/6D,7S/4C,10S 5H/* KS,KD,KC 0:play cw 0 0 0/2 3 0,0,0,0 - - 0000000000000007000000626f786573")
	next, err := r.Apply(s, boxes.PlaySet(false, cards.New(cards.Jack, cards.Hearts), cards.New(cards.Jack, cards.Clubs)))
	require.NoError(t, err)
	assert.Equal(t, []int{1, 0, 0, 0}, []int{next.Drew(0), next.Drew(1), next.Drew(2), next.Drew(3)}, "only the penalty card")

	// The position of a match of one deal of one card each, as its text says.
	r1, _ := oneDeal(t, 1)
	out := position(t, r1, "JH/3D,QC/6D,7S/4C,10S 5H/* KS,KD,KC 0:play cw 0 0 0/1 3 0,0,0,0 - - 0000000000000007000000626f786573")
	over, err := r1.Apply(out, boxes.Play(cards.New(cards.Jack, cards.Hearts)))
	require.NoError(t, err)
	_, reason, seat := over.LastEnd()
	assert.Equal(t, boxes.EndOut, reason)
	assert.Equal(t, 0, seat)
	assert.Equal(t, set(t, "3D QC"), over.LastHand(1), "seat 1 drew nothing")
}

// short is a match of one deal of two cards each, the shortest in which a
// Jack takes effect (one that empties a hand has none), ended after 80
// moves (B22), to keep the 2,000 random games of TestContract short: in
// random play the draws grow the hands, the stock runs out in about half
// of the games and about half reach the move limit.
func short(t testing.TB) boxes.Rules {
	sched, err := boxes.NewSchedule(2)
	require.NoError(t, err)
	r := jack.Rules()
	r.Deals = sched
	r.MaxMoves = 80
	return r
}

// TestContract runs the generic property tests of package cards on the
// rule: card conservation, Apply pure, every legal move applies and the
// others tried are refused, views and Sample, the fast paths agreeing
// with Apply, termination, and session records resumed from text and
// JSON, over contractGames matches.
func TestContract(t *testing.T) {
	r := short(t)
	cardstest.Check[boxes.State, boxes.Move, boxes.View](t, r, cardstest.Config[boxes.State, boxes.Move]{
		Start: func(seed uint64) (boxes.State, error) {
			return r.Start(cards.Deal{Dealer: int(seed % boxes.NumSeats), Seed: seed})
		},
		Cards: func(s boxes.State) []cards.Set {
			places := []cards.Set{s.Discards(), cards.SetOf(s.AppendStock(nil)...), cards.SetOf(s.Top())}
			for seat := range boxes.NumSeats {
				places = append(places, s.Hand(seat))
			}
			return places
		},
		Deck:  cards.Deck52,
		Games: contractGames,
		Candidates: func(s boxes.State) []boxes.Move {
			out := []boxes.Move{boxes.Draw(), boxes.Pass()}
			for c := range s.Hand(max(s.Turn(), 0)).All() {
				out = append(out, boxes.Play(c), boxes.Play(c).WithCall(cards.Hearts))
			}
			return out
		},
	})
}

// TestSimulate plays the rule through bot.Simulate, Greedy against a small
// ISMCTS, which searches through Sample and ApplyTo under the same rules.
func TestSimulate(t *testing.T) {
	r := short(t)
	results, err := bot.Simulate(context.Background(), bot.Simulation[boxes.State, boxes.Move, boxes.View]{
		Game: r,
		Start: func(game int, seed uint64) (boxes.State, error) {
			return r.Start(cards.Deal{Dealer: game % boxes.NumSeats, Seed: seed})
		},
		Players: func(_ int, seed uint64) ([]bot.Player[boxes.View, boxes.Move], error) {
			search := boxesbot.NewISMCTS(r, 30, seed)
			return []bot.Player[boxes.View, boxes.Move]{boxesbot.Greedy(), search, boxesbot.Greedy(), search}, nil
		},
		Games:   4,
		Workers: 1,
	})
	require.NoError(t, err)
	require.Len(t, results, 4)
	for _, g := range results {
		assert.Equal(t, -1, g.Final.Turn(), "game %d is over", g.Game)
		assert.Equal(t, r.Score(g.Final), g.Scores)
		assert.Positive(t, g.Moves)
	}
}

// TestRecord plays a session of the rule, saves its record in text and in
// JSON, and resumes each under the rule to the identical final position;
// the standard rules refuse the record with a clear error.
func TestRecord(t *testing.T) {
	r := short(t)
	g, err := cards.NewSession(r, cards.Deal{Dealer: 1, Seed: 11}, "Ann", "Bob", "Cid", "Dee")
	require.NoError(t, err)
	p := rand.NewPCG(3, 4)
	for g.ToMove() >= 0 {
		v := g.View(g.ToMove())
		m, ok := v.RandomMove(p)
		require.True(t, ok)
		require.NoError(t, g.Play(m))
	}
	rec := g.Record()
	name, _ := rec.Get("Variant")
	assert.Equal(t, jack.Name, name, "the record names the variant")

	back, err := cards.ParseRecord(rec.String())
	require.NoError(t, err)
	fromText, err := cards.Resume(r, back)
	require.NoError(t, err)
	assert.Equal(t, g.State(), fromText.State(), "the text record replays to the same position")

	data, err := json.Marshal(rec)
	require.NoError(t, err)
	var jrec cards.Record
	require.NoError(t, json.Unmarshal(data, &jrec))
	fromJSON, err := cards.Resume(r, &jrec)
	require.NoError(t, err)
	assert.Equal(t, g.State(), fromJSON.State(), "the JSON record replays to the same position")
	assert.Equal(t, rec.String(), fromJSON.Record().String())

	_, err = cards.Resume(boxes.Rules{}, rec)
	require.ErrorIs(t, err, cards.ErrInvalidRules)
	assert.EqualError(t, err, `boxes: invalid rules: the record is of variant "jack-draws-two", and these rules play the standard game`)
}

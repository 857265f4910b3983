package equi

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
)

// names are seat names for the random records: plain, empty, with quotes and
// backslashes, and not ASCII.
var names = []string{"Ann", "", `Bo "the" \ Bear`, "Зоя", "李", "x y"}

// session is a game of Equi being played, as a frontend keeps it.
type session = cards.Session[State, Move, View]

// rulesOf returns the rules of g.
func rulesOf(g *session) Rules { return g.Rules().(Rules) }

// drawGame draws rules, a deal (from a seed or a deck), names or none, and
// plays up to a drawn number of random moves through a session, choosing
// each among the first moves the iterator lists (large positions have
// millions).
func drawGame(t *rapid.T) *session {
	r := drawRules(t)
	d := cards.Deal{Dealer: rapid.IntRange(0, r.Players-1).Draw(t, "dealer"), Seed: rapid.Uint64().Draw(t, "seed")}
	var seats []string
	if rapid.Bool().Draw(t, "named") {
		for i := range r.Players {
			seats = append(seats, rapid.SampledFrom(names).Draw(t, "name "+strconv.Itoa(i)))
		}
	}
	if rapid.Bool().Draw(t, "from a deck") {
		d.Deck = rapid.Permutation(cards.NewDeck36()).Draw(t, "deck")
	}
	g, err := cards.NewSession[State, Move, View](r, d, seats...)
	require.NoError(t, err)
	moves := rapid.IntRange(0, 150).Draw(t, "moves")
	pick := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "pick"), 1))
	buf := make([]Move, 0, window)
	for i := 0; i < moves && g.ToMove() >= 0; i++ {
		buf = firstMoves(r, g.State(), buf[:0])
		require.NoError(t, g.Play(buf[pick.IntN(len(buf))]))
	}
	return g
}

// firstMoves appends the first window legal moves of s to dst.
func firstMoves(r Rules, s State, dst []Move) []Move {
	for m := range movesOf(r, s) {
		dst = append(dst, m)
		if len(dst) == window {
			break
		}
	}
	return dst
}

// playOut plays random moves from s to the end of the game, checking that
// every one applies, and returns the final position.
func playOut(t require.TestingT, r Rules, s State, pick *rand.Rand) State {
	buf := make([]Move, 0, window)
	for n := 0; !cards.Over(r, s); n++ {
		require.LessOrEqual(t, n, r.MaxGameMoves(), "the game ends")
		buf = firstMoves(r, s, buf[:0])
		require.NotEmpty(t, buf, "a position not over has a move")
		next, err := r.Apply(s, buf[pick.IntN(len(buf))])
		require.NoError(t, err)
		s = next
	}
	return s
}

// hiddenFrom returns the cards seat cannot see in s, slot by slot: the
// unknown cards of the other hands in seat order, then the stock, top first.
func hiddenFrom(t require.TestingT, s State, seat int) cards.Deck {
	var d cards.Deck
	for i := range s.Players() {
		if i != seat {
			d = append(d, s.Hand(i).Minus(s.Known(i)).Cards()...)
		}
	}
	return append(d, stockOf(t, s)...)
}

// redeal returns s with the cards seat cannot see replaced, slot by slot,
// by the cards of d, as a position text: the decoders may refuse it.
func redeal(t require.TestingT, s State, seat int, d cards.Deck) string {
	p := posOf(t, s)
	for i := range s.Players() {
		if i != seat {
			n := s.Hand(i).Minus(s.Known(i)).Len()
			p.Hands[i] = s.Known(i).Union(cards.SetOf(d[:n]...))
			d = d[n:]
		}
	}
	p.Stock = d
	return p.text()
}

func viewJSONText(t require.TestingT, v View) string {
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

// TestRedeal checks Redeal for every seat of a random position and for
// the spectator: the position re-dealt passes the decoders' checks, keeps
// the seat's hand, the known cards and every count, and deals the cards
// the seat cannot see (View.Unknown) among the other hands and the stock.
// That the views stay the same, as values and in JSON, is cardstest.Check's
// part (TestContract).
func TestRedeal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t)
		r, s := rulesOf(g), g.State()
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "redeal seed"), 7))
		for seat := cards.Spectator; seat < r.Players; seat++ {
			x := r.Redeal(s, seat, rng)
			require.NoError(t, checkState(r, x))
			require.Equal(t, s.Hand(seat), x.Hand(seat))
			for i := range r.Players {
				require.Equal(t, s.Hand(i).Len(), x.Hand(i).Len(), "hand sizes kept")
				require.Equal(t, s.Known(i), x.Known(i), "known cards kept")
			}
			require.Equal(t, s.StockLen(), x.StockLen())
			require.Equal(t, hiddenFrom(t, s, seat).Set(), hiddenFrom(t, x, seat).Set())
			require.Equal(t, s.Public, x.Public)
		}
	})
}

// TestSample checks that a sampled position is a legal position (it passes
// the checks of State.UnmarshalJSON and plays on to the end) that gives back
// the same view, and that it keeps everything the view shows: for every seat
// of a random position.
func TestSample(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t)
		r, s := rulesOf(g), g.State()
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "sample seed"), 7))
		for seat := cards.Spectator; seat < r.Players; seat++ {
			v := g.View(seat)
			sampled := r.Sample(v, rng)

			require.NoError(t, checkState(r, sampled))
			back := r.View(sampled, seat)
			require.Equal(t, r.View(s, seat), back)
			require.Equal(t, v, back)
			require.Equal(t, s.Hand(seat), sampled.Hand(seat))
			for i := range r.Players {
				require.Equal(t, s.Hand(i).Len(), sampled.Hand(i).Len(), "hand sizes kept")
				require.True(t, sampled.Hand(i).Contains(s.Known(i)), "known cards kept")
				require.Equal(t, s.Pile(i), sampled.Pile(i))
			}
			require.Equal(t, s.StockLen(), sampled.StockLen())
			require.Equal(t, v.Unknown(), hiddenFrom(t, sampled, seat).Set())
			playOut(t, r, sampled, rng)
		}
	})
}

func TestSampleSpreadsHiddenCards(t *testing.T) {
	// At the deal, seat 0 sees its 4 cards and the 4 on the table; the 28
	// others are dealt at random: over many samples every one of them lands
	// in seat 1's hand some time, and never a card seat 0 sees.
	r := Rules{}
	s, err := r.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	v := r.View(s, 0)
	rng := rand.New(rand.NewPCG(1, 2))
	var seen cards.Set
	for range 500 {
		x := r.Sample(v, rng)
		assert.Equal(t, 4, x.Hand(1).Len())
		seen |= x.Hand(1)
	}
	assert.Equal(t, set(t, "6D 6S 7D 7S 9C 9D 9H 9S 10C 10D 10H 10S JC JD JH JS QC QD QH QS KC KD KH KS AC AD AH AS"), seen)
	assert.Equal(t, State{}, r.Sample(View{}, rng), "the zero View")
	assert.Equal(t, r.Sample(v, nil), r.Sample(v, nil), "a nil generator deals in a fixed order")
}

func TestViewAtTheDeal(t *testing.T) {
	// The deck in card order, dealer 1: seat 0 gets 6C 6H 7C 7H, seat 1
	// 6D 6S 7D 7S, the table the four 8s; seat 0 can take nothing.
	r := Rules{}
	s, err := r.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)

	v := r.View(s, 0)
	assert.Equal(t, 0, v.Seat())
	assert.Equal(t, 2, v.Players())
	assert.Equal(t, 1, v.Dealer())
	assert.Equal(t, 0, v.Turn())
	assert.False(t, (v.Turn() < 0))
	assert.Equal(t, EndNone, v.End())
	assert.Equal(t, set(t, "6C 6H 7C 7H"), v.Hand())
	assert.Equal(t, 4, v.HandLen(1))
	assert.Equal(t, 0, v.HandLen(2), "no such seat")
	assert.True(t, v.Known(1).Empty())
	assert.Equal(t, set(t, "8C 8D 8H 8S"), v.Table())
	assert.Equal(t, 24, v.StockLen())
	assert.Equal(t, 4, v.Score(0))
	assert.Equal(t, 4, v.Score(1))
	assert.Equal(t, 0, v.Score(2), "no such seat")
	assert.Equal(t, -1, v.LastCapturer())
	assert.Equal(t, 0, v.MoveCount())
	seat, last := v.LastMove()
	assert.Equal(t, -1, seat)
	assert.Equal(t, Move{}, last)
	assert.Equal(t, []string{"6C", "6H", "7C", "7H"}, moveTexts(v.AppendLegal(nil)))
	assert.Equal(t, cards.Deck36.Minus(set(t, "6C 6H 7C 7H 8C 8D 8H 8S")), v.Unknown())

	w := r.View(s, 1)
	assert.Equal(t, set(t, "6D 6S 7D 7S"), w.Hand())
	assert.Empty(t, w.AppendLegal(nil), "not seat 1's turn")
	assert.Equal(t, `{"rules":`+tableJSON(t, r)+`,`+
		`"seat":1,"dealer":1,"turn":0,"end":"not over","hand":"{6D 6S 7D 7S}","handCounts":[4,4],"known":["{}","{}"],`+
		`"piles":["{}","{}"],"held":[4,4],"table":"{8C 8D 8H 8S}","stockCount":24,"lastCapturer":-1,"moves":0,`+
		`"movesAfterStock":0,"idleTurns":0,"last":null}`, viewJSONText(t, w))

	// The spectator sees what every seat sees: no hand, no legal move.
	sp := r.View(s, cards.Spectator)
	assert.Equal(t, cards.Spectator, sp.Seat())
	assert.Equal(t, 0, sp.Turn())
	assert.True(t, sp.Hand().Empty())
	assert.Equal(t, 4, sp.HandLen(0))
	assert.Empty(t, sp.AppendLegal(nil))
	assert.Equal(t, cards.Deck36.Minus(set(t, "8C 8D 8H 8S")), sp.Unknown())
	assert.Equal(t, `{"rules":`+tableJSON(t, r)+`,`+
		`"seat":-1,"dealer":1,"turn":0,"end":"not over","hand":"{}","handCounts":[4,4],"known":["{}","{}"],`+
		`"piles":["{}","{}"],"held":[4,4],"table":"{8C 8D 8H 8S}","stockCount":24,"lastCapturer":-1,"moves":0,`+
		`"movesAfterStock":0,"idleTurns":0,"last":null}`, viewJSONText(t, sp))

	// Views of seats that are not at the table, or of positions the rules
	// cannot play, are the zero View.
	assert.Equal(t, View{}, r.View(s, 2))
	assert.Equal(t, View{}, r.View(s, -2))
	assert.Equal(t, View{}, Rules{Players: 3}.View(s, 0))
	assert.Equal(t, View{}, r.View(State{}, 0))
	assert.Equal(t, -1, View{}.Seat())
	assert.Empty(t, View{}.AppendLegal(nil))
	assert.True(t, View{}.Hand().Empty())
	assert.True(t, View{}.Unknown().Empty())
}

// recycled is a two-player position with every card placed: seat 0 holds
// only 9D and cannot capture; the stock is exhausted; his pile is 9C 10H AS.
func recycled(t *testing.T) State {
	used := set(t, "9D 9C 10H AS 6C 7C 8S KD")
	return scene{
		Hands:    []string{"9D", "6C 7C"},
		Piles:    []string{"9C 10H AS", cards.Deck36.Minus(used).String()},
		Table:    "8S KD",
		Capturer: seat(0),
	}.state(t)
}

func TestViewKnownCardsAfterRecycle(t *testing.T) {
	r := Rules{}
	s := play(t, r, recycled(t), "9D")
	assert.Equal(t, set(t, "9C 10H AS"), s.Hand(0))
	assert.Equal(t, set(t, "9C 10H AS"), s.Known(0), "the pile came into the hand face up")

	v := r.View(s, 1)
	assert.Equal(t, set(t, "9C 10H AS"), v.Known(0))
	assert.Equal(t, 3, v.HandLen(0))
	assert.True(t, v.Unknown().Empty(), "seat 1 knows where every card is")
	seat, m := v.LastMove()
	assert.Equal(t, 0, seat)
	assert.Equal(t, move(t, "9D"), m)
	assert.Equal(t, 3, v.LastRecycled())
	assert.Equal(t, 0, v.LastDrawn())
	seat, last := v.LastMove()
	assert.Equal(t, 0, seat)
	assert.Equal(t, move(t, "9D"), last)
	assert.Equal(t, []string{"6C+7C=9D+KD"}, moveTexts(v.AppendLegal(nil)))
	assert.Equal(t, s, r.Sample(v, rand.New(rand.NewPCG(1, 1))), "nothing is hidden")

	// Seat 1 captures, seat 0 trails one of his known cards: it leaves the
	// known set with the hand.
	s = play(t, r, s, "6C+7C=9D+KD")
	s = play(t, r, s, "9C")
	assert.Equal(t, set(t, "10H AS"), s.Known(0))
	assert.Equal(t, s.Hand(0), s.Known(0))
	assert.Equal(t, set(t, "10H AS"), r.View(s, 1).Known(0))
}

// TestViewJSONRoundTrip writes the views of every seat of a random position,
// and the spectator's, to JSON and reads them back.
func TestViewJSONRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t)
		for seat := cards.Spectator; seat < rulesOf(g).Players; seat++ {
			for _, v := range []View{g.View(seat)} {
				text := viewJSONText(t, v)
				back, err := decodeView(rulesOf(g), []byte(text))
				require.NoError(t, err)
				require.Equal(t, v, back)
				require.Equal(t, text, viewJSONText(t, back))
			}
		}
	})
}

// tableJSON returns the JSON of the table of r, the rules member of a
// view's JSON.
func tableJSON(t *testing.T, r Rules) string {
	e, err := fishing.New(r.Table())
	require.NoError(t, err)
	b, err := json.Marshal(e)
	require.NoError(t, err)
	return string(b)
}

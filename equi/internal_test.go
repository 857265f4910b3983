package equi

import (
	"iter"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// This file holds the tests' reads of State's unexported fields and of
// equi's own listing, decoder and sampler, apart from the tests of its
// counters (count_test.go, tiny_test.go, TestRandomMoveEveryIndex,
// TestFewSearchLargeMatchesPlain): the other test files build and read
// positions through the public API and the position text
// (position_test.go), so they hold whichever type State is, equi's own or
// the fishing engine's. A State built here may leave cards out of play,
// which the decoders, reading a game of the 36 cards, refuse.

// sceneStateOf builds the position p describes, without checking it. It has
// no trail records.
func sceneStateOf(t require.TestingT, p pos) State {
	n := len(p.Hands)
	require.Len(t, p.Piles, n)
	require.Empty(t, p.Rest, "no variant field nor trail records")
	s := State{Public: Public{players: uint8(n), dealer: uint8(p.Dealer), lastCapturer: -1, lastSeat: -1}}
	if turn := p.TurnSeat(); turn >= 0 {
		s.turn = uint8(turn)
	} else {
		var e endText
		require.NoError(t, e.UnmarshalText([]byte(strings.ReplaceAll(p.Turn, "-", " "))))
		s.end = EndReason(e)
	}
	for i := range n {
		s.hands[i], s.piles[i] = p.Hands[i], p.Piles[i]
	}
	s.known, s.table = p.Known, p.Table
	for i, c := range p.Stock {
		s.stock[len(p.Stock)-1-i] = c
	}
	s.stockLen = uint8(len(p.Stock))
	if p.Capturer != "-" {
		c, err := strconv.Atoi(p.Capturer)
		require.NoError(t, err)
		s.lastCapturer = int8(c)
	}
	s.moves, s.movesAfter, s.idle = uint16(p.Moves), uint16(p.After), uint16(p.Idle)
	require.Less(t, p.LastSeat, 0, "no last move")
	return s
}

// movesOf returns an iterator over the legal moves of s, in the order of
// AppendLegal, that lists them one at a time and can stop early, through
// the listing's yield mode; none when s is over.
func movesOf(r Rules, s State) iter.Seq[Move] {
	return func(yield func(Move) bool) {
		if r.over(&s) {
			return
		}
		r.moves(s.hands[s.turn], s.table, s.stockLen == 0, yield)
	}
}

// uncheckedState returns base with every field p holds set from p, unchecked:
// a position the decoders may refuse, for the tests of the view decoder.
// base gives what p does not hold: the trail records and a variant's
// fields; the zero State gives none.
func uncheckedState(t testing.TB, base State, p pos) State {
	t.Helper()
	s := base
	n := len(p.Hands)
	if s.Players() == 0 {
		s.players = uint8(n) // the zero State: no records, no variant
	}
	require.Equal(t, s.Players(), n)
	s.dealer = uint8(p.Dealer)
	s.end = EndNone
	if turn := p.TurnSeat(); turn >= 0 {
		s.turn = uint8(turn)
	} else {
		var e endText
		require.NoError(t, e.UnmarshalText([]byte(strings.ReplaceAll(p.Turn, "-", " "))))
		s.end = EndReason(e)
	}
	for i := range n {
		s.hands[i], s.piles[i] = p.Hands[i], p.Piles[i]
	}
	s.known, s.table = p.Known, p.Table
	s.stock = [len(s.stock)]cards.Card{}
	for i, c := range p.Stock {
		s.stock[len(p.Stock)-1-i] = c
	}
	s.stockLen = uint8(len(p.Stock))
	s.lastCapturer = -1
	if p.Capturer != "-" {
		c, err := strconv.Atoi(p.Capturer)
		require.NoError(t, err)
		s.lastCapturer = int8(c)
	}
	s.moves, s.movesAfter, s.idle = uint16(p.Moves), uint16(p.After), uint16(p.Idle)
	s.lastSeat, s.lastMove, s.lastDrawn, s.lastRecycled = int8(p.LastSeat), p.LastMove, uint8(p.LastDrawn), uint8(p.LastRecycled.Len())
	return s
}

// The tests below are of equi's own trail records (trail.go): their
// encoding and the check Sample makes on them.

func recordOfTrail(t trail) record {
	if t.held() == 0 {
		return record{}
	}
	return record{
		Card: t.card().String(), Table: t.table().String(), Held: t.held(), Level: t.level(), NoBan: t.noBan(),
		Played: t.played().String(), One: t.first().String(), Two: t.second().String(),
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
			Played: played.String(), One: first.String(), Two: second.String()}, recordOfTrail(tr))
	}
}

// The tests below are of equi's own decoder, sampler and listing: the
// search for hands the trail records allow, its costs, the end reasons' JSON
// text and the check for a capture.

// TestTrailCosts plays seeded random games under the options that record
// trails (2 to 6 players, the rank ban and RecycleByFour on and off) and,
// at every position, checks that the spectator's view and the view of the
// seat to move pass the decoder's search for a deal the trail records
// allow, within its budget, and counts the deals Sample makes of the hands
// with a record: the figures docs/rules/equi.md gives.
func TestTrailCosts(t *testing.T) {
	games := 100
	if raceDetector {
		games = 5
	}
	rng := rand.New(rand.NewPCG(5, 5))
	maxTried, maxTries, positions, sampled, tries := 0, 0, 0, 0, 0
	var over [4]int // samples that made more than 10, 100, 1 000 and 10 000 deals
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for flags := range 4 {
			r := Rules{Players: players, NoRankBan: flags&1 != 0, RecycleByFour: flags&2 != 0}
			for seed := uint64(1); seed <= uint64(games); seed++ {
				s, err := r.Start(cards.Deal{Dealer: int(seed) % players, Seed: seed})
				require.NoError(t, err)
				pcg := rand.NewPCG(seed, 9)
				for !cards.Over(r, s) {
					positions++
					for _, seat := range []int{cards.Spectator, s.Turn()} {
						v := r.View(s, seat)
						tried, err := v.trailSearch()
						require.NoError(t, err, "%v seen by %d", s, seat)
						maxTried = max(maxTried, tried)
						_, n := sample(&v, rng)
						if n > 0 {
							sampled++
							tries += n
							maxTries = max(maxTries, n)
							for i, bound := range [4]int{10, 100, 1000, 10000} {
								if n > bound {
									over[i]++
								}
							}
						}
					}
					m, _ := r.RandomMove(&s, pcg)
					require.NoError(t, r.ApplyTo(&s, m))
				}
			}
		}
	}
	t.Logf("%d positions; the decoder's search tried at most %d sets; %d samples with records made %.2f deals each on average, at most %d; more than 10, 100, 1 000, 10 000 deals: %v",
		positions, maxTried, sampled, float64(tries)/float64(max(sampled, 1)), maxTries, over)
	assert.Less(t, maxTried, trailBudget/8, "far within the decoder's budget")
	assert.Positive(t, sampled)
}

// TestTrailSearchMatchesSeatOrder checks the decoder's trail search, which
// searches the seats with the fewest witnesses first and skips a witness
// whose unseen cards hold those of one that failed, against the plain
// search of every seat's witnesses in seat order: views of random games,
// with the records of two or three seats replaced by random ones (a
// trailed card and a table of 1 to 4 cards among the cards seen, 1 to 3
// cards held, the ban or not), must be
// accepted by both or by neither; both verdicts, and the refusal of a set
// of records each of which alone some deal allows, must occur.
func TestTrailSearchMatchesSeatOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	var accepted, refused, jointly int
	for game := 0; game < 3000; game++ {
		r := Rules{Players: 2 + rng.IntN(5)}
		s, err := r.Start(cards.Deal{Dealer: 0, Seed: rng.Uint64()})
		require.NoError(t, err)
		p := rand.NewPCG(uint64(game), 1)
		for range rng.IntN(40) {
			if _, ok := r.RandomStep(&s, p); !ok {
				break
			}
		}
		for seat := cards.Spectator; seat < r.Players; seat++ {
			v := r.View(s, seat)
			// The trailed card and the table of a trail are seen by all.
			seen := (cards.Deck36 &^ v.Unknown()).Cards()
			if n := v.Unknown().Len(); n == 0 || n > 16 || len(seen) < 2 {
				continue // none to deal, or too many for the plain search
			}
			for i := range v.trails {
				v.trails[i] = trail{}
			}
			for range 2 + rng.IntN(2) {
				i := rng.IntN(r.Players)
				if i == seat || v.counts[i] == 0 {
					continue
				}
				var table cards.Set
				for range 1 + rng.IntN(4) {
					table = table.Add(seen[rng.IntN(len(seen))])
				}
				c := seen[rng.IntN(len(seen))]
				v.trails[i] = makeTrail(table.Remove(c), c, 1+rng.IntN(3), rng.IntN(2) == 0, 0, 0, 0)
			}
			_, err := v.trailSearch()
			want := seatOrderSearch(&v)
			require.Equal(t, want, err == nil, "view %+v: %v", v, err)
			switch {
			case want:
				accepted++
			default:
				refused++
				if strings.Contains(err.Error(), "gives every seat") {
					jointly++
				}
			}
		}
	}
	t.Logf("%d accepted, %d refused (%d by the records together)", accepted, refused, jointly)
	assert.Positive(t, accepted)
	assert.Positive(t, refused)
	assert.Positive(t, jointly)
}

// seatOrderSearch reports whether some deal of the unseen cards gives
// every seat of v whose hand v does not see a hand its trail record
// allows, by a search of each seat's witnesses in seat order, without a
// budget; the records of the seats whose hands v sees are not asked.
func seatOrderSearch(v *View) bool {
	var cache [MaxPlayers]rankCache
	var search func(i int, avail cards.Set) bool
	search = func(i int, avail cards.Set) bool {
		for ; i < int(v.players); i++ {
			if v.trails[i].held() != 0 && i != int(v.seat)-1 && v.counts[i] != 0 {
				break
			}
		}
		if i == int(v.players) {
			return true
		}
		found := false
		v.trails[i].each(avail, int(v.counts[i]), &cache[i], nil, func(a cards.Set) bool {
			found = search(i+1, avail&^a)
			return !found
		})
		return found
	}
	return search(0, v.Unknown())
}

// TestHasCaptureMatchesBruteForce checks the search for a capture behind
// every trail against the brute-force reference, rank ban and its
// exceptions included.
func TestHasCaptureMatchesBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r, s := drawPosition(t)
		want := false
		for _, m := range bruteLegal(r, s) {
			want = want || !m.Taken().Empty()
		}
		require.Equal(t, want, r.hasCapture(&s))
	})
}

func TestEndReasonText(t *testing.T) {
	for e := EndNone; e <= EndMoveLimit; e++ {
		b, err := endText(e).MarshalText()
		require.NoError(t, err)
		assert.Equal(t, e.String(), string(b))
		var back endText
		require.NoError(t, back.UnmarshalText(b))
		assert.Equal(t, endText(e), back)
	}
	_, err := endText(9).MarshalText()
	assert.ErrorIs(t, err, cards.ErrSyntax)
	keep := endText(EndNoCards)
	assert.ErrorIs(t, keep.UnmarshalText([]byte("over")), cards.ErrSyntax)
	assert.Equal(t, endText(EndNoCards), keep)
}

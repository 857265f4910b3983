package equi

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// drawRules draws the number of players and every option.
func drawRules(t *rapid.T) Rules {
	return Rules{
		Players:          rapid.IntRange(2, 6).Draw(t, "players"),
		NoRankBan:        rapid.Bool().Draw(t, "no rank ban"),
		VoluntaryTrail:   rapid.Bool().Draw(t, "voluntary trail"),
		RecycleByFour:    rapid.Bool().Draw(t, "recycle by four"),
		NoProgressRounds: rapid.IntRange(0, 4).Draw(t, "no-progress rounds"),
		MaxMoves:         rapid.SampledFrom([]int{0, 1, 5, 40}).Draw(t, "max moves"),
	}
}

// window is how many moves of each position the game property lists: large
// positions have millions of captures, so a random game takes one of the
// first moves through the iterator and never lists them all.
const window = 40

// gamesPerCheck is how many games each rapid check of TestRandomGames plays.
const gamesPerCheck = 3

// TestRandomGames plays whole random games for 2 to 6 players and every
// option combination, checking after every move that the 36 cards are all
// accounted for, that Apply left its input unchanged, that every listed move
// applies, that the listing agrees with the brute-force reference on small
// positions, that an illegal move is refused, and that the game ends within
// MaxGameMoves with counts adding up to 36.
func TestRandomGames(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t)
		seed := rapid.Uint64().Draw(t, "seed")
		dealer := rapid.IntRange(0, r.Players-1).Draw(t, "dealer")
		for g := range uint64(gamesPerCheck) {
			playRandomGame(t, r, (dealer+int(g))%r.Players, seed+g)
		}
	})
}

// TestAllOptionCombinations plays a few seeded games for every number of
// players and every combination of the boolean options, with two settings of
// each counted option, through the same checks as TestRandomGames.
func TestAllOptionCombinations(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for flags := range 8 {
			for _, rounds := range []int{0, 3} {
				for _, limit := range []int{0, 5} {
					r := Rules{
						Players:          players,
						NoRankBan:        flags&1 != 0,
						VoluntaryTrail:   flags&2 != 0,
						RecycleByFour:    flags&4 != 0,
						NoProgressRounds: rounds,
						MaxMoves:         limit,
					}
					for g := range uint64(gamesPerCheck) {
						playRandomGame(t, r, int(g)%players, uint64(1000*players+100*flags+10*rounds+limit)+g)
					}
				}
			}
		}
	}
}

// playRandomGame plays one game of random moves under r with the checks of
// TestRandomGames.
func playRandomGame(t require.TestingT, r Rules, dealer int, seed uint64) {
	s, err := r.Start(cards.Deal{Dealer: dealer, Seed: seed})
	require.NoError(t, err)
	pick := rand.New(rand.NewPCG(seed, 3))
	moves := make([]Move, 0, window)
	for !cards.Over(r, s) {
		require.LessOrEqual(t, s.MoveCount(), r.MaxGameMoves())
		all, disjoint := accounted(t, s)
		require.True(t, disjoint, "a card is in two places")
		require.Equal(t, cards.Deck36, all, "cards lost or made")
		require.NoError(t, checkState(r, s), "every position a game reaches passes the checks of the decoders")

		moves = moves[:0]
		for m := range movesOf(r, s) {
			moves = append(moves, m)
			if len(moves) == window {
				break
			}
		}
		require.NotEmpty(t, moves, "a position not over has a move")
		complete := len(moves) < window
		hand := s.Hand(s.Turn())
		choice := moves
		if hand.Len() <= 5 && s.Table().Len() <= 8 {
			// Small: check the whole list, and choose among all of it.
			choice = cards.Legal(r, s)
			require.Equal(t, bruteLegal(r, s), choice)
		}

		before := s
		for _, m := range moves {
			_, err := r.Apply(s, m)
			require.NoError(t, err, "listed move %v", m)
		}
		if complete {
			// A move not listed is refused.
			bad := Capture(hand.Intersect(cards.Set(pick.Uint64())), s.Table().Intersect(cards.Set(pick.Uint64())))
			if pick.IntN(2) == 0 {
				bad = Trail(cards.Card(pick.IntN(cards.NumCards)))
			}
			next, err := r.Apply(s, bad)
			if !containsMove(moves, bad) {
				require.ErrorIs(t, err, cards.ErrIllegalMove, "%v", bad)
				require.Equal(t, s, next)
			} else {
				require.NoError(t, err)
			}
		}

		m := choice[pick.IntN(len(choice))]
		seat := s.Turn()
		next, err := r.Apply(s, m)
		require.NoError(t, err)
		require.Equal(t, before, s, "Apply changed its input")
		lastSeat, lastMove := next.LastMove()
		require.Equal(t, m, lastMove)
		require.Equal(t, seat, lastSeat)
		require.Equal(t, s.MoveCount()+1, next.MoveCount())
		require.Equal(t, s.StockLen()-next.StockLen(), next.LastDrawn())
		if !cards.Over(r, next) {
			require.False(t, next.Hand(next.Turn()).Empty(), "the seat to move holds a card")
		}
		s = next
	}
	require.LessOrEqual(t, s.MoveCount(), r.MaxGameMoves())
	require.NoError(t, checkState(r, s))
	require.NotEqual(t, EndNone, s.End())
	require.True(t, (s.StockLen() == 0))
	require.True(t, s.Table().Empty(), "the table is taken at the end")
	total := 0
	for seat, n := range r.Score(s) {
		require.Equal(t, s.Hand(seat).Len()+s.Pile(seat).Len(), n)
		total += n
	}
	require.Equal(t, DeckSize, total)
}

func containsMove(ms []Move, m Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// TestSameSeedSameGame replays a seeded game: the same rules, dealer, seed
// and moves give the same positions.
func TestSameSeedSameGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t)
		seed := rapid.Uint64().Draw(t, "seed")
		a, err := r.Start(cards.Deal{Dealer: 0, Seed: seed})
		require.NoError(t, err)
		b, err := r.Start(cards.Deal{Dealer: 0, Seed: seed})
		require.NoError(t, err)
		for !cards.Over(r, a) {
			require.Equal(t, a, b)
			var m Move
			for x := range movesOf(r, a) {
				m = x
				break
			}
			a, err = r.Apply(a, m)
			require.NoError(t, err)
			b, err = r.Apply(b, m)
			require.NoError(t, err)
		}
		require.Equal(t, a, b)
	})
}

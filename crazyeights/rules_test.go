package crazyeights

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// The scenario tests of docs/rules/crazy-eights.md, one or more per row,
// each on an exact position written in the text form.

func TestC1Players(t *testing.T) {
	assert.Equal(t, 5, Rules{}.Seats(), "OpenSpiel's default is 5 players")
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s, err := Rules{Players: n}.Start(cards.Deal{Seed: 1})
		require.NoError(t, err)
		assert.Equal(t, n, s.Players())
		assert.Len(t, Rules{Players: n}.Score(s), n)
	}
	for _, n := range []int{-1, 1, 6} {
		assert.ErrorIs(t, Rules{Players: n}.Validate(), cards.ErrInvalidRules, "%d players", n)
		_, err := Rules{Players: n}.Start(cards.Deal{})
		assert.ErrorIs(t, err, cards.ErrInvalidArgument)
	}
}

func TestC2MaxDrawCards(t *testing.T) {
	// Seat 0 could play 9H, and draws instead, twice: the most
	// MaxDrawCards 2 allows; then he may pass, and may still play.
	r := Rules{Players: 2, MaxDrawCards: 2}
	s := pos(t, r, "3C,9H/* 9D/- 2C,4C,5C 0:play cw 0 0 0/7 1 0,0 - -")
	assert.Equal(t, []string{"9H", "draw"}, legal(r, s))
	s = play(t, r, s, "draw", "draw")
	assert.Equal(t, 2, s.DrawnThisTurn())
	assert.Equal(t, mustSet(t, "{2C 3C 4C 9H}"), s.Hand(0), "the top of the stock is its first card")
	assert.Equal(t, []string{"9H", "pass"}, legal(r, s))
	assert.Contains(t, refused(t, r, s, "draw"), "has drawn 2 cards this turn")
	after := play(t, r, s, "pass")
	assert.Equal(t, 1, after.Turn())
	assert.Zero(t, after.DrawnThisTurn(), "the count is of the turn")
	// The default is 5 draws.
	s = pos(t, r, "3C,9H/* 9D/- 2C,4C,5C,6C,7C,10C 0:play cw 0 0 0/7 1 0,0 - -")
	s = play(t, Rules{Players: 2}, s, "draw", "draw", "draw", "draw")
	assert.Equal(t, []string{"9H", "draw"}, legal(Rules{Players: 2}, s))
	s = play(t, Rules{Players: 2}, s, "draw")
	assert.Equal(t, []string{"9H", "pass"}, legal(Rules{Players: 2}, s))
}

func TestC3MaxTurns(t *testing.T) {
	// The third card played ends a game of MaxTurns 3, every hand scored
	// as it stands.
	r := Rules{Players: 2, MaxTurns: 3}
	s := pos(t, r, "3C,9H,KH/* 9D/4D,5D 2C,2D 0:play cw 0 2 0/7 1 0,0 - 1:9D/0,0 plays:2")
	s = play(t, r, s, "9H")
	assert.Equal(t, -1, s.Turn())
	reason, out := s.End()
	assert.Equal(t, shedding.EndTurnLimit, reason)
	assert.Equal(t, -1, out)
	assert.Equal(t, -13, r.Score(s)[0])
	assert.Equal(t, 3, s.Plays())
	// The default is 100 cards.
	s = pos(t, Rules{Players: 2}, "3C,9H,KH/9S,4S 9D/* - 0:play cw 0 98 0/7 1 0,0 - 1:9D/0,0 plays:98")
	s = play(t, Rules{Players: 2}, s, "9H")
	assert.Equal(t, 1, s.Turn(), "99 cards played: the game goes on")
	s = play(t, Rules{Players: 2}, s, "9S")
	reason, _ = s.End()
	assert.Equal(t, shedding.EndTurnLimit, reason)
}

func TestC4SpecialCardsOff(t *testing.T) {
	// Without special cards a Q, an A and a 2 are ordinary cards.
	r := Rules{Players: 3}
	s := pos(t, r, "QH,AH,2H,3C/4C,5C/* 9H/- 2D,3D 0:play cw 0 0 0/5 2 0,0,0 - -")
	assert.Equal(t, 1, play(t, r, s, "QH").Turn(), "no skip")
	a := play(t, r, s, "AH")
	assert.Equal(t, 1, a.Turn(), "no reverse")
	assert.Equal(t, shedding.Clockwise, a.Direction())
	assert.Zero(t, play(t, r, s, "2H").PendingDraw(), "no draw two")
}

func TestC5Reshuffle(t *testing.T) {
	// Seat 0 draws the last card of the stock. Without reshuffle the
	// stock stays empty and he may pass; with it the discards under the
	// top card become the stock.
	s := pos(t, Rules{Players: 2}, "3C,4C/* 9D/5D,6D,7D 2H 0:play cw 0 3 0/7 1 0,0 - 1:9D/0,0 plays:3")
	plain := play(t, Rules{Players: 2}, s, "draw")
	assert.Zero(t, plain.StockLen())
	assert.Equal(t, mustSet(t, "{5D 6D 7D}"), plain.Discards())
	assert.Equal(t, []string{"pass"}, legal(Rules{Players: 2}, plain), "with the stock empty he may pass")
	r := Rules{Players: 2, Reshuffle: true}
	re := play(t, r, s, "draw")
	assert.Equal(t, 3, re.StockLen())
	assert.Zero(t, re.Discards())
	assert.Equal(t, mustSet(t, "{5D 6D 7D}"), cards.SetOf(stockOf(re)...), "the stock is the discards")
	assert.Equal(t, "9D", re.Top().String(), "the top card stays")
	// A play that leaves the stock empty (an empty stock with discards,
	// read from the text) reshuffles too.
	s = pos(t, r, "3C,4C,9C/* 9D/5D,6D,7D - 0:play cw 0 3 0/7 1 0,0 - 1:9D/0,0 plays:3")
	re = play(t, r, s, "9C")
	assert.Equal(t, 4, re.StockLen(), "the discards and the 9D that was on top")
	assert.Equal(t, "9C", re.Top().String())
}

func TestC6Deal(t *testing.T) {
	// The deck is dealt one card at a time from the dealer's left: with 3
	// players dealer 2 deals seat 0 first; 5 cards each, then the upcard.
	deck := cards.NewDeck52()
	s, err := Rules{Players: 3}.Start(cards.Deal{Dealer: 2, Deck: deck})
	require.NoError(t, err)
	assert.Equal(t, cards.SetOf(deck[0], deck[3], deck[6], deck[9], deck[12]), s.Hand(0))
	assert.Equal(t, cards.SetOf(deck[2], deck[5], deck[8], deck[11], deck[14]), s.Hand(2))
	assert.Equal(t, deck[15], s.Top())
	assert.Equal(t, 52-16, s.StockLen())
	assert.Equal(t, 2, s.Dealer())
	// 7 cards each with 2 players.
	s, err = Rules{Players: 2}.Start(cards.Deal{Seed: 9})
	require.NoError(t, err)
	assert.Equal(t, 7, s.Hand(0).Len())
	assert.Equal(t, 7, s.Hand(1).Len())
	assert.Equal(t, 52-15, s.StockLen())
	// The dealer is the caller's: a seat not in the game is refused.
	_, err = Rules{Players: 3}.Start(cards.Deal{Dealer: 3})
	assert.ErrorIs(t, err, cards.ErrInvalidArgument)
}

func TestC7UpcardEight(t *testing.T) {
	// The card after the deal is the 8 of spades: it goes back into the
	// stock and the next card is turned up.
	deck := cards.NewDeck52()
	eight := cards.New(cards.Eight, cards.Spades)
	i := 0
	for j, c := range deck {
		if c == eight {
			i = j
		}
	}
	deck[i], deck[14] = deck[14], deck[i] // 2 players: 14 cards dealt, then the 8
	require.True(t, deck.Valid())
	s, err := Rules{Players: 2}.Start(cards.Deal{Deck: deck, Seed: 5})
	require.NoError(t, err)
	assert.NotEqual(t, cards.Eight, s.Top().Rank())
	assert.Equal(t, deck[15], s.Top(), "the next card is turned")
	assert.True(t, cards.SetOf(stockOf(s)...).Has(eight), "the 8 is back in the stock")
	assert.Equal(t, 52-15, s.StockLen())
	assert.Zero(t, s.Discards())
}

func TestC8SpecialUpcard(t *testing.T) {
	// With special cards the upcard acts as if dealer 0 had played it.
	up := func(rank cards.Rank, specials bool) State {
		deck := cards.NewDeck52()
		c := cards.New(rank, cards.Hearts)
		for j := range deck {
			if deck[j] == c {
				deck[j], deck[15] = deck[15], deck[j]
			}
		}
		s, err := Rules{Players: 3, UseSpecialCards: specials}.Start(cards.Deal{Deck: deck})
		require.NoError(t, err)
		require.Equal(t, c, s.Top())
		return s
	}
	assert.Equal(t, 2, up(cards.Queen, true).Turn(), "a Q skips seat 1")
	a := up(cards.Ace, true)
	assert.Equal(t, shedding.Counterclockwise, a.Direction())
	assert.Equal(t, 2, a.Turn(), "an A reverses: seat 2 is after the dealer")
	two := up(cards.Two, true)
	assert.Equal(t, 1, two.Turn())
	assert.Equal(t, 2, two.PendingDraw(), "a 2: seat 1 draws 2 or answers")
	for _, k := range []cards.Rank{cards.Queen, cards.Ace, cards.Two} {
		s := up(k, false)
		assert.Equal(t, 1, s.Turn(), "without special cards")
		assert.Zero(t, s.PendingDraw())
	}
}

func TestC9FirstPlayer(t *testing.T) {
	for dealer := range 5 {
		s, err := Rules{}.Start(cards.Deal{Dealer: dealer, Seed: 2})
		require.NoError(t, err)
		assert.Equal(t, (dealer+1)%5, s.Turn())
	}
}

func TestC10Match(t *testing.T) {
	// On the 9 of diamonds: a diamond, a 9 or any 8.
	r := Rules{Players: 2}
	s := pos(t, r, "3C,5S,8S,9H,KD/* 9D/- 2C,2D 0:play cw 0 0 0/7 1 0,0 - -")
	assert.Equal(t, []string{"8S:C", "8S:D", "8S:H", "8S:S", "9H", "KD", "draw"}, legal(r, s))
	assert.Equal(t, "the suit in force is diamonds and the top card is 9D", refused(t, r, s, "5S"))
	assert.Equal(t, "seat 0 does not hold QD", refused(t, r, s, "QD"))
	next := play(t, r, s, "9H")
	assert.Equal(t, cards.Hearts, next.Suit(), "the card played gives the suit")
	assert.Equal(t, 1, next.Turn(), "a played card ends the turn")
}

func TestC11EightNamesSuit(t *testing.T) {
	// The 8 of spades named hearts: seat 0 follows hearts or plays an 8.
	r := Rules{Players: 2}
	s := pos(t, r, "3C,5S,8D,9S,KH/* 8S:H/2C 2D,3D 0:play cw 0 1 0/7 1 0,0 - 1:8S:H/0,0 plays:1")
	assert.Equal(t, []string{"8D:C", "8D:D", "8D:H", "8D:S", "KH", "draw"}, legal(r, s))
	assert.Equal(t, "the suit in force is hearts and the top card is 8S", refused(t, r, s, "9S"))
	assert.Equal(t, "the suit in force is hearts and the top card is 8S", refused(t, r, s, "5S"))
	next := play(t, r, s, "8D:C")
	assert.Equal(t, cards.Clubs, next.Suit(), "any suit may be named")
	_, err := r.ParseMove("8D")
	assert.ErrorIs(t, err, cards.ErrSyntax, "an 8 names a suit")
	_, err = r.Apply(s, shedding.Play(cards.New(cards.Eight, cards.Diamonds)))
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
}

func TestC12DrawAndPass(t *testing.T) {
	// Seat 0 may draw though he could play, and play a card after a draw.
	r := Rules{Players: 2}
	s := pos(t, r, "3C,9H/* 9D/- 4C,10D,5C 0:play cw 0 0 0/7 1 0,0 - -")
	s = play(t, r, s, "draw", "draw")
	assert.Equal(t, 0, s.Turn(), "drawing does not end the turn")
	assert.Equal(t, 1, s.Drew(0))
	assert.Equal(t, "a player may pass only after drawing 5 cards in his turn, or with the stock empty", refused(t, r, s, "pass"))
	s = play(t, r, s, "10D")
	assert.Equal(t, 1, s.Turn(), "a played card ends the turn")
	// With the stock empty a player may pass without drawing, and not draw.
	s = pos(t, r, "3C,4C/* 9D/- - 0:play cw 0 0 0/7 1 0,0 - -")
	assert.Equal(t, []string{"pass"}, legal(r, s))
	assert.Equal(t, "the stock is empty: pass", refused(t, r, s, "draw"))
	s = play(t, r, s, "pass")
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, 1, s.Passes())
}

func TestC13QueenSkips(t *testing.T) {
	r := Rules{Players: 3, UseSpecialCards: true}
	s := pos(t, r, "QH,3C/4C,5C/* 9H/- 2D,3D 0:play cw 0 0 0/5 2 0,0,0 - -")
	assert.Equal(t, 2, play(t, r, s, "QH").Turn(), "seat 1 is skipped")
	// With two players the player of a Q plays again.
	s = pos(t, Rules{Players: 2}, "QH,3C/* 9H/- 2D,3D 0:play cw 0 0 0/7 1 0,0 - -")
	assert.Equal(t, 0, play(t, Rules{Players: 2, UseSpecialCards: true}, s, "QH").Turn())
}

func TestC14AceReverses(t *testing.T) {
	r := Rules{Players: 3, UseSpecialCards: true}
	s := pos(t, r, "AH,3C/4C,5C/* 9H/- 2D,3D 0:play cw 0 0 0/5 2 0,0,0 - -")
	s = play(t, r, s, "AH")
	assert.Equal(t, shedding.Counterclockwise, s.Direction())
	assert.Equal(t, 2, s.Turn())
	s = play(t, r, s, "10H")
	assert.Equal(t, 1, s.Turn(), "play goes on counterclockwise")
}

func TestC15TwoChain(t *testing.T) {
	// Seat 0 plays a 2: seat 1 answers with a 2 (or draws 2), and seat 2
	// then owes 4.
	r := Rules{Players: 3, UseSpecialCards: true}
	s := pos(t, r, "2H,3C/2C,2S,5D/* 9H/- 4D,5S,6S,7S,JC 0:play cw 0 0 0/5 2 0,0,0 - -")
	s = play(t, r, s, "2H")
	assert.Equal(t, 2, s.PendingDraw())
	assert.Equal(t, []string{"2C", "2S", "draw"}, legal(r, s), "a 2 or the draw, no other card and no pass")
	assert.Equal(t, "a 2 is on the pile: play a 2 or draw 2", refused(t, r, s, "5D"))
	assert.Equal(t, "a 2 is on the pile: play a 2 or draw 2", refused(t, r, s, "pass"))
	s = play(t, r, s, "2C")
	assert.Equal(t, 2, s.Turn())
	assert.Equal(t, 4, s.PendingDraw(), "the 2s add up")
	hand := s.Hand(2)
	s = play(t, r, s, "draw")
	assert.Equal(t, 0, s.Turn(), "the draw ends seat 2's turn")
	assert.Equal(t, 4, s.Drew(2))
	assert.Equal(t, hand.Len()+4, s.Hand(2).Len())
	assert.Zero(t, s.PendingDraw())
}

func TestC16DrawForTwos(t *testing.T) {
	r := Rules{Players: 3, UseSpecialCards: true}
	// Seat 1 owes 2 and draws the 2 of clubs among them: his turn ends,
	// he cannot play it.
	s := play(t, r, pos(t, r, "3C,4C/5D,6D/* 2H/9H 2C,7D,8D 1:answer:1:2 cw 0 1 0/5 2 0,0,0 - 0:2H/0,0,0 plays:1"), "draw")
	assert.Equal(t, 2, s.Turn())
	assert.True(t, s.Hand(1).Has(cards.New(cards.Two, cards.Clubs)))
	// The stock runs out during the draw: the rest is forgiven.
	s = play(t, r, pos(t, r, "3C,4C/5D,6D/* 2H/9H 7D 1:answer:1:2 cw 0 1 0/5 2 0,0,0 - 0:2H/0,0,0 plays:1"), "draw")
	assert.Equal(t, 1, s.Drew(1))
	assert.Zero(t, s.PendingDraw())
	assert.Zero(t, s.Passes())
	// OpenSpiel counts it as a pass when the last card owed is the last
	// of the stock.
	s = play(t, r, pos(t, r, "3C,4C/5D,6D/* 2H/9H 7D,9D 1:answer:1:2 cw 0 1 0/5 2 0,0,0 - 0:2H/0,0,0 plays:1"), "draw")
	assert.Equal(t, 2, s.Drew(1))
	assert.Equal(t, 1, s.Passes())
	// A 2 played with the stock empty makes no one draw.
	s = play(t, r, pos(t, r, "2C,4C/5D,6D/* 9C/- - 0:play cw 0 0 0/5 2 0,0,0 - -"), "2C")
	assert.Zero(t, s.PendingDraw())
}

func TestC17Out(t *testing.T) {
	r := Rules{Players: 2}
	s := play(t, r, pos(t, r, "9H/* 9D/- 2C 0:play cw 0 0 0/7 1 0,0 - -"), "9H")
	reason, out := s.End()
	assert.Equal(t, shedding.EndOut, reason)
	assert.Equal(t, 0, out)
	assert.Equal(t, -1, r.ToMove(s))
	assert.Empty(t, r.AppendLegal(nil, s))
	assert.Equal(t, "the game is over", refused(t, r, s, "draw"))
}

func TestC18Blocked(t *testing.T) {
	// Two players, the stock empty: the third pass in a row ends the game.
	r := Rules{Players: 2}
	s := pos(t, r, "3C/4C 9D/* - 0:play cw 2 60 0/7 1 0,0 - 1:pass/0,0 plays:49")
	s = play(t, r, s, "pass")
	reason, _ := s.End()
	assert.Equal(t, shedding.EndBlocked, reason)
	assert.Equal(t, []int{-3, -4}, r.Score(s))
	s = pos(t, r, "3C/4C 9D/* - 0:play cw 1 60 0/7 1 0,0 - 1:pass/0,0 plays:49")
	assert.Equal(t, 1, play(t, r, s, "pass").Turn(), "two passes: the game goes on")
	// A pass with cards in the stock resets the run.
	s = pos(t, r, "3C/4C 9D/* 5C,6C 0:drawn cw 0 60 0/7 1 0,0 - 0:draw/1,0 drawn:5,plays:47")
	s = play(t, Rules{Players: 2}, s, "pass")
	assert.Zero(t, s.Passes())
}

func TestC19Score(t *testing.T) {
	assert.Equal(t, 50, HandPenalty(mustSet(t, "{8C}")))
	assert.Equal(t, 40, HandPenalty(mustSet(t, "{JD QH KS AC}")))
	assert.Equal(t, 2+10+7, HandPenalty(mustSet(t, "{2C 10D 7S}")))
	r := Rules{Players: 3}
	s := play(t, r, pos(t, r, "9H/8C,JD,2S/QH,10C 9D/* - 0:play cw 0 60 0/5 1 0,0,0 - 2:9D/0,0,0 plays:47"), "9H")
	assert.Equal(t, []int{0, -62, -20}, r.Score(s), "0 for the player out, minus the penalty for the others")
}

func TestC20FaceValueNotCardIndex(t *testing.T) {
	// OpenSpiel's ScoreUp charges card index + 2: 3S (index 7) 9, 10H
	// (index 34) 36. The documented rule, which this package follows, is
	// the face value.
	assert.Equal(t, 3, HandPenalty(mustSet(t, "{3S}")))
	assert.Equal(t, 10, HandPenalty(mustSet(t, "{10H}")))
	s := pos(t, Rules{Players: 2}, "3S,10H/9C 9D/* - 0:play cw 0 60 0/7 1 0,0 - 1:9D/0,0 plays:48")
	assert.Equal(t, -13, Rules{Players: 2}.Score(s)[0])
}

func TestC21LegalOrder(t *testing.T) {
	// Card order, 8s once per suit clubs to spades, the draw or pass last.
	r := Rules{Players: 2}
	s := pos(t, r, "AH,2H,8C,KH,8H/* 9H/- 2C 0:play cw 0 0 0/7 1 0,0 - -")
	assert.Equal(t, []string{"2H", "8C:C", "8C:D", "8C:H", "8C:S", "8H:C", "8H:D", "8H:H", "8H:S", "KH", "AH", "draw"}, legal(r, s))
}

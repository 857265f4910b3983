package shedding

import "github.com/cardrules/cardrules/cards"

// Switch returns Switch for players seats, 2 to 6 (0 means 4), as
// docs/rules/switch.md gives it: 52 cards, 7 each (5 each with 5 or 6
// players); a trick card turned up goes back into the stock; follow the
// suit or the rank; an ace is played on anything and names the suit; a 2
// makes the next player pick up 2 unless he answers with a 2, and the 2s
// add up; an 8 makes the next player miss a go; a jack reverses the
// direction; a player may pick up one card a turn, then play or pass; the
// discards are reshuffled; a card that leaves one is played with the
// call "last card" or costs two. A card left in hand costs its face value, a
// court card 10, an ace 20.
func Switch(players int) Rules {
	if players == 0 {
		players = 4
	}
	aces := cards.RankSet(cards.Ace)
	t := Rules{
		Game:      "switch",
		Players:   players,
		Deck:      cards.Deck52,
		HandSize:  [MaxPlayers + 1]uint8{2: 7, 3: 7, 4: 7, 5: 5, 6: 5},
		Wild:      aces,
		Call:      aces,
		Skip:      cards.RankSet(cards.Eight),
		Reverse:   cards.RankSet(cards.Jack),
		Draw:      [cards.Ace + 1]uint8{cards.Two: 2},
		Answer:    cards.RankSet(cards.Two),
		MaxDraw:   1,
		Reshuffle: true,
		LastCall:  2,
	}
	t.TurnBack = t.Wild | t.Skip | t.Reverse | t.Answer
	for k := cards.Two; k <= cards.Ace; k++ {
		t.Penalty[k] = int16(min(k, 10))
	}
	t.Penalty[cards.Ace] = 20
	return t
}

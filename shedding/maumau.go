package shedding

import "github.com/cardrules/cardrules/cards"

// MauMau returns Mau-Mau for players seats, 2 to 6 (0 means 4), as
// docs/rules/mau-mau.md gives it: 32 cards, 5 each; follow the suit or the
// rank; a jack is played on anything and names the suit; a 7 makes the
// next player draw 2 unless he answers with a 7, and the 7s add up; an 8
// skips the next player; the turned-up card acts for the dealer; a player
// may draw one card a turn, then play or pass; the discards are
// reshuffled; a card that leaves one is played with the call "Mau" or
// costs a card. A card left in hand costs its value: a jack 20, an ace 11,
// a ten 10, a king 4, a queen 3, a 9, 8 or 7 its face.
func MauMau(players int) Rules {
	if players == 0 {
		players = 4
	}
	jacks := cards.RankSet(cards.Jack)
	return Rules{
		Game:       "mau-mau",
		Players:    players,
		Deck:       Deck32,
		HandSize:   [MaxPlayers + 1]uint8{2: 5, 3: 5, 4: 5, 5: 5, 6: 5},
		UpcardActs: true,
		Wild:       jacks,
		Call:       jacks,
		Skip:       cards.RankSet(cards.Eight),
		Draw:       [cards.Ace + 1]uint8{cards.Seven: 2},
		Answer:     cards.RankSet(cards.Seven),
		MaxDraw:    1,
		Reshuffle:  true,
		LastCall:   1,
		Penalty: [cards.Ace + 1]int16{cards.Seven: 7, cards.Eight: 8, cards.Nine: 9, cards.Ten: 10,
			cards.Jack: 20, cards.Queen: 3, cards.King: 4, cards.Ace: 11},
	}
}

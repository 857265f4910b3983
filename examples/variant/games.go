package variant

import (
	"fmt"
	"slices"

	"github.com/cardrules/cardrules/escoba"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/scopa"
	"github.com/cardrules/cardrules/shedding"
)

// Game is a game that is a table of a family engine, whose rules are R
// (fishing.Rules for the fishing engine, shedding.Rules for the shedding one), as the programs offer it by its
// record name: every program plays every game of a family's list, such as
// [FishingGames] or [SheddingGames], with the same code, so a new table is one more entry.
type Game[R any] struct {
	// Name is the game's record name, the Game tag of its records.
	Name string
	// Title is the game's name in a sentence, such as "Scopa".
	Title string
	// MinPlayers and MaxPlayers bound the seats Rules takes.
	MinPlayers, MaxPlayers int
	// DefaultPlayers is the seats a program deals for when not told.
	DefaultPlayers int
	// Rules returns the rules of a game for players seats, or an error
	// for a number outside MinPlayers to MaxPlayers.
	Rules func(players int) (R, error)
	// Help is the rules in short and the move notation, for a player.
	Help string
}

// fishingGames are the tables of the fishing engine the programs offer,
// in the order they list them. Equi, a table of the same engine, has a
// package of its own with its options, and is offered as equi.
var fishingGames = []Game[fishing.Rules]{
	{
		Name: "scopa", Title: "Scopa", MinPlayers: 2, MaxPlayers: 4, DefaultPlayers: 2, Rules: scopa.Rules,
		Help: `Scopa: 40 cards (A to 7, J, Q, K), three to each player and four to the table.
Play one card: it takes a table card of the same value, or else table cards
that add up to its value (A 1, 2 to 7 their pips, J 8, Q 9, K 10); when an
equal card is on the table, it must take one equal card. A card that can take
must take; a card that cannot is laid on the table. When every hand is empty,
three more each. Clearing the table is a scopa, a point (not on the last
move); the last to capture takes the cards left. Points: a scopa each, and
one each for the most cards, the most coins (diamonds), the 7♦ (settebello)
and the best primiera (each suit's best card: 7 21, 6 18, A 16, 5 15, 4 14,
3 13, 2 12, J Q K 10). Four players play in partnerships: you and seat 2.
Moves: "7C=3H+4S" (or "7♣=3♥+4♠") plays 7♣ and takes 3♥ and 4♠; "6D" lays
6♦ on the table. The rules in full: docs/rules/scopa.md.`,
	},
	{
		Name: "escoba", Title: "Escoba", MinPlayers: 2, MaxPlayers: 4, DefaultPlayers: 2, Rules: escoba.Rules,
		Help: `Escoba: 40 cards (A to 7, J, Q, K), three to each player and four to the
table. Play one card: it takes table cards that make 15 with it (A 1, 2 to 7
their pips, J 8, Q 9, K 10), or it is laid on the table; you never have to
take. When every hand is empty, three more each. Clearing the table is an
escoba, a point (not on the last move), and a table dealt that makes 15 is
the dealer's escoba; the last to capture takes the cards left. Points: an
escoba each, and one each for the most cards, the most coins (diamonds), the
7♦ and the most sevens. Four players play in partnerships: you and seat 2.
Moves: "5C=3H+7S" (or "5♣=3♥+7♠") plays 5♣ and takes 3♥ and 7♠; "6D" lays
6♦ on the table. The rules in full: docs/rules/escoba.md.`,
	},
}

// FishingGames returns the tables of the fishing engine the programs
// offer, Scopa and Escoba, in order.
func FishingGames() []Game[fishing.Rules] { return slices.Clone(fishingGames) }

// Fishing returns the entry of [FishingGames] whose record name is name,
// and whether there is one.
func Fishing(name string) (Game[fishing.Rules], bool) {
	i := slices.IndexFunc(fishingGames, func(g Game[fishing.Rules]) bool { return g.Name == name })
	if i < 0 {
		return Game[fishing.Rules]{}, false
	}
	return fishingGames[i], true
}

// FishingNames returns the record names of [FishingGames], in order.
func FishingNames() []string {
	names := make([]string, len(fishingGames))
	for i, g := range fishingGames {
		names[i] = g.Name
	}
	return names
}

// sheddingGames are the tables of the shedding engine the programs offer,
// in the order they list them. Crazy Eights, a table of the same engine,
// has a package of its own with its options, and is offered as
// crazy-eights.
var sheddingGames = []Game[shedding.Rules]{
	{
		Name: "mau-mau", Title: "Mau-Mau", MinPlayers: 2, MaxPlayers: 6, DefaultPlayers: 4,
		Rules: sheddingTable("Mau-Mau", 2, 6, shedding.MauMau),
		Help: `Mau-Mau: 32 cards (7 to A), five to each player, one turned up. Play a
card of the suit in force or of the top card's rank; a jack is played on
anything and names the suit the next player must follow. A 7 makes the next
player draw 2 unless he answers with a 7, and the 7s add up; an 8 makes the
next player miss a go. The card turned up acts as if the dealer played it.
You may draw one card a turn, then play or pass. The first player out wins;
a card left in hand costs its value (J 20, A 11, 10 10, K 4, Q 3, 9 8 7 their
face). Moves: "QS" (or "q♠"), "JS:H" (a jack naming hearts), "draw", "pass".
The rules in full: docs/rules/mau-mau.md.`,
	},
	{
		Name: "switch", Title: "Switch", MinPlayers: 2, MaxPlayers: 6, DefaultPlayers: 4,
		Rules: sheddingTable("Switch", 2, 6, shedding.Switch),
		Help: `Switch: 52 cards, seven to each player (five with 5 or 6 players), one
turned up (a trick card turned up goes back into the stock). Play a card of
the suit in force or of the top card's rank; an ace is played on anything
and names the suit the next player must follow. A 2 makes the next player
pick up 2 unless he answers with a 2, and the 2s add up; an 8 makes the next
player miss a go; a jack reverses the direction of play. You may pick up one
card a turn, then play or pass. The first player out wins; a card left in
hand costs its face value, a court card 10, an ace 20. Moves: "QS" (or
"q♠"), "AS:H" (an ace naming hearts), "draw", "pass". The rules in full:
docs/rules/switch.md.`,
	},
}

// sheddingTable returns the Rules of a [Game] whose table for players
// seats is table(players), from lo to hi seats.
func sheddingTable(title string, lo, hi int, table func(players int) shedding.Rules) func(int) (shedding.Rules, error) {
	return func(players int) (shedding.Rules, error) {
		if players < lo || players > hi {
			return shedding.Rules{}, fmt.Errorf("%s takes %d to %d players, not %d", title, lo, hi, players)
		}
		r := table(players)
		return r, r.Validate()
	}
}

// SheddingGames returns the tables of the shedding engine the programs
// offer, Mau-Mau and Switch, in order.
func SheddingGames() []Game[shedding.Rules] { return slices.Clone(sheddingGames) }

// Shedding returns the entry of [SheddingGames] whose record name is
// name, and whether there is one.
func Shedding(name string) (Game[shedding.Rules], bool) {
	i := slices.IndexFunc(sheddingGames, func(g Game[shedding.Rules]) bool { return g.Name == name })
	if i < 0 {
		return Game[shedding.Rules]{}, false
	}
	return sheddingGames[i], true
}

// SheddingNames returns the record names of [SheddingGames], in order.
func SheddingNames() []string {
	names := make([]string, len(sheddingGames))
	for i, g := range sheddingGames {
		names[i] = g.Name
	}
	return names
}

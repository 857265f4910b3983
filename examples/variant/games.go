package variant

import (
	"slices"

	"github.com/cardrules/cardrules/escoba"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/scopa"
)

// Game is a game that is a table of a family engine, whose rules are R
// (fishing.Rules for the fishing engine), as the programs offer it by its
// record name: every program plays every game of a family's list, such as
// [FishingGames], with the same code, so a new table is one more entry.
type Game[R any] struct {
	// Name is the game's record name, the Game tag of its records.
	Name string
	// Title is the game's name in a sentence, such as "Scopa".
	Title string
	// MinPlayers and MaxPlayers bound the seats Rules takes.
	MinPlayers, MaxPlayers int
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
		Name: "scopa", Title: "Scopa", MinPlayers: 2, MaxPlayers: 4, Rules: scopa.Rules,
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
		Name: "escoba", Title: "Escoba", MinPlayers: 2, MaxPlayers: 4, Rules: escoba.Rules,
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

// Package scoring counts points: card point tables, totals across the deals of
// a match, partnerships and standings. It knows no game's rules; the game
// packages use it, and so can a frontend that keeps a match's score sheet. It
// imports the standard library and package cards only.
//
// # Point tables
//
// A [Table] gives the points of each rank and sums a [cards.Set] in a few
// instructions per rank; each game declares its own.
//
// # Matches
//
// [Totals] sums each seat's scores over the deals of a match, given as one
// slice of seat scores per deal.
//
// # Partnerships
//
// [Teams] splits the seats into teams: [Partners4] for four players sitting
// opposite (seats 0 and 2 against 1 and 3), [Alternating] for the general
// case, or any literal that [Teams.Validate] accepts. [TeamTotals] adds up
// each team's seats.
//
// # Standings
//
// An [Order] says whether lower ([LowerWins], penalty points) or higher
// ([HigherWins], cards won) scores are better. [Places] and [Winners]
// rank a slice of scores, of seats or of teams alike, with equal
// scores sharing a place ("1, 1, 3").
//
// # Errors
//
// Input that cannot be scored, such as deals of different lengths or teams
// that do not split the seats, gives an [*Error] wrapping [ErrInvalid]. No
// input makes this package panic.
package scoring

// Package crazyeights is Crazy Eights as OpenSpiel's crazy_eights plays it
// (google-deepmind/open_spiel), a table of the shedding engine ([Rules.Table]):
// [Rules] has OpenSpiel's five parameters as fields, its zero value playing
// their defaults, and implements [cards.Spec] for the engine's [State],
// [Move] and [View], with the fast paths, for sessions, records (the Game tag
// is "crazy-eights") and the players of package bot (crazyeightsbot).
// docs/rules/crazy-eights.md gives every rule with its tests, and where
// OpenSpiel's code differs from its documented rules; docs/notation.md the
// moves ("QS", "8S:H", "draw", "pass") and the text of a position.
package crazyeights

// Package crazyeights is Crazy Eights exactly as OpenSpiel's crazy_eights
// plays it (google-deepmind/open_spiel, open_spiel/games/crazy_eights), a
// variant of the Boxes family shipped with cardrules for comparing with
// OpenSpiel or moving a study from it: [Rules] has OpenSpiel's five
// parameters as fields (players, max_draw_cards, max_turns,
// use_special_cards, reshuffle), and its zero value plays OpenSpiel's
// defaults.
//
// docs/rules/crazy-eights.md gives every rule with the test that shows it,
// and the few places where OpenSpiel's code differs from its documented
// rules (the scoring of 2 to 10). docs/notation.md
// gives the move notation ("QS", "8S:H", "draw", "pass") and the one-line
// text form of a position ("Shedding positions").
//
// Crazy Eights is a table of the shedding engine (package shedding,
// [Rules.Table]): State, Move and View are the engine's. Like the other
// games of cardrules, Rules implements [cards.Spec] for [State], [Move]
// and [View]: play it through a [cards.Session], record it
// with [cards.Record] (the Game tag is "crazy-eights", the options are
// tags named as the fields of Rules), and let the players of package bot
// (crazyeightsbot) play it. A State is a small comparable value; Apply
// never changes its argument, and the fast paths ApplyTo and RandomMove
// allocate nothing.
package crazyeights

// Package enginecorpus holds, in its tests, records made by every engine
// of cardrules (see cards.Engine) and the final position each must reach,
// and replays them: a record lasts as long as the library does.
//
// testdata/engineN holds the records engine N made, each game as NAME.record
// (the record's text) and NAME.position (the position text of the game's
// last position). Engine 1's were made by the code of the last commit
// before engine 2, engine 2's by the code that introduced this corpus, each
// by playing random legal moves through a cards.Session. A new engine adds
// a directory; no record here is ever rewritten. A position's text is in
// its game's form of this build: the Crazy Eights positions, whose form
// was not released, are in the shedding family's form (docs/notation.md),
// written through the rules of the record's tags.
package enginecorpus

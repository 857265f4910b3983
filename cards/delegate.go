package cards

// Delegator is implemented by a game that hands its optional interfaces
// to another value: typically a type of options, such as a game's Rules,
// that compiles into the table of an engine, which carries out the rules.
// The game then declares its contract ([Game] or [HiddenGame]) and
// Delegate, not the optional methods one by one.
//
// Where this module looks for an optional interface of a game ([InPlace],
// [RandomMover], [RandomStepper], [BatchStepper], [ScoreAppender],
// [Redealer], [Teller]), it asks [As], which takes the game's own method
// first and its delegate's otherwise.
//
// Delegate's result must implement each such interface on the game's own
// positions and moves exactly as the game would: ApplyTo leaving a
// position as the game's Apply returns it, RandomMove drawing from the
// game's AppendLegal, Story telling what the game's moves do.
// cardstest.Check holds a delegate to that as it holds a game's own
// methods. Delegate must not fail, and should be cheap: it is called
// once for each look-up, which tools make once for a playout or a search,
// not once a move.
type Delegator interface {
	Delegate() any
}

// As returns g's implementation of the optional interface I: g itself
// when it implements I, else the result of g's [Delegator.Delegate] when
// that implements I, else the zero I and false. A nil g has none.
//
// Generic tools written against the contract find a game's fast paths
// this way:
//
//	if st, ok := cards.As[cards.RandomStepper[S, M]](g); ok { ... }
func As[I any](g any) (I, bool) {
	// Small enough to inline: a game's own method costs the caller one
	// type assertion, as it did before delegates.
	if i, ok := g.(I); ok {
		return i, true
	}
	return delegated[I](g)
}

// delegated is [As] for a g that does not implement I itself.
func delegated[I any](g any) (I, bool) {
	if d, ok := g.(Delegator); ok {
		i, ok := d.Delegate().(I)
		return i, ok
	}
	var zero I
	return zero, false
}

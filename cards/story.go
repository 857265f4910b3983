package cards

import (
	"fmt"
	"slices"
	"strconv"
)

// EventKind is what an [Event] says happened.
type EventKind uint8

// The kinds of [Event], each with the fields it uses. Seat is the seat the
// event is about, or -1 when it is about no seat.
const (
	// EventPlay: Seat played Cards, in the order laid, naming Suit when
	// Named.
	EventPlay EventKind = iota + 1
	// EventDraw: Seat drew Count cards; Cards are the cards drawn, seen by
	// Seat alone (Secret), or nil when the game does not say them.
	EventDraw
	// EventPass: Seat passed.
	EventPass
	// EventSkip: Seat loses its turn, for Reason when the game says one.
	EventSkip
	// EventReverse: the direction of play turned; Clockwise says the new
	// one.
	EventReverse
	// EventAgain: Seat plays again.
	EventAgain
	// EventChain: a draw is pending: Seat must answer it or draw Count
	// cards, the chain's total so far.
	EventChain
	// EventPenalty: Seat is penalised for Reason, drawing Count cards
	// (Cards, seen by Seat alone, as for a draw) or, with Count 0, in
	// points.
	EventPenalty
	// EventCapture: Seat played Cards and took Taken from the table.
	EventCapture
	// EventSweep: Seat's capture cleared the table.
	EventSweep
	// EventReshuffle: the discards were shuffled into a new stock of Count
	// cards.
	EventReshuffle
	// EventDeal: Seat dealt a hand of Count cards to each seat (Hands, each
	// seen by its own seat alone: Secret).
	EventDeal
	// EventTurnUp: Cards were turned up face up, for all to see: the
	// card that starts the pile, with Suit the suit in force, or the
	// cards dealt to the table.
	EventTurnUp
	// EventDealEnd: deal number Count (from 1) of a match ended, for
	// Reason; Seat went out, or -1. Hands are every hand as the deal
	// ended, shown to all; Scores the deal's scores by seat and Totals
	// the match's so far.
	EventDealEnd
	// EventGameEnd: the game is over; Scores are its scores by seat, as
	// [Game.Score] gives them.
	EventGameEnd
	numEventKinds
)

var eventNames = [numEventKinds]string{"", "play", "draw", "pass", "skip", "reverse", "again", "chain",
	"penalty", "capture", "sweep", "reshuffle", "deal", "turn up", "deal end", "game end"}

// String returns the kind's name, such as "play" or "deal end", or
// "EventKind(99)" for a kind that is none of them.
func (k EventKind) String() string {
	if k == 0 || k >= numEventKinds {
		return "EventKind(" + strconv.Itoa(int(k)) + ")"
	}
	return eventNames[k]
}

// MarshalText implements [encoding.TextMarshaler]; the text is
// [EventKind.String]. A kind that is none of the constants is an error.
func (k EventKind) MarshalText() ([]byte, error) {
	if k == 0 || k >= numEventKinds {
		return nil, NewParseError("event kind", k.String(), "not a kind of event")
	}
	return []byte(k.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], accepting exactly
// the names [EventKind.String] writes, so that an [Event]'s JSON reads
// back. Other text is a [*ParseError] wrapping [ErrSyntax], and k is
// unchanged.
func (k *EventKind) UnmarshalText(text []byte) error {
	if k == nil {
		return fmt.Errorf("%w: UnmarshalText on a nil *EventKind", ErrInvalidArgument)
	}
	for i, name := range eventNames {
		if i > 0 && string(text) == name {
			*k = EventKind(i)
			return nil
		}
	}
	return NewParseError("event kind", string(text), "not a kind of event")
}

// Event is one thing a move did, in the story a game tells of it
// ([Teller]): a play, a draw, a skip, the end of a deal, ... . Each kind
// uses the fields its constant names and leaves the others zero. The story
// a game tells holds every card; what a seat is shown of it is
// [Event.SeenBy], which [Session.Story] applies, so that no frontend need
// filter. Its JSON form, for frontends, writes cards and sets in their
// text forms and leaves out the fields that are zero (but Kind, Seat and
// Suit); encoding/json reads it back.
type Event struct {
	Kind EventKind `json:"kind"`
	Seat int       `json:"seat"`
	// Cards are the cards played, drawn or turned up.
	Cards []Card `json:"cards,omitempty"`
	// Taken are the cards a capture took from the table.
	Taken Set `json:"taken,omitempty"`
	// Suit is the suit a play named (Named), or the suit in force after
	// a card turned up.
	Suit  Suit `json:"suit"`
	Named bool `json:"named,omitempty"`
	// Count is the number of cards drawn, owed, dealt or reshuffled.
	Count int `json:"count,omitempty"`
	// Clockwise is the direction of play after a reverse.
	Clockwise bool `json:"clockwise,omitempty"`
	// Secret says that Cards are seen by Seat alone and that each of
	// Hands is seen by its own seat alone.
	Secret bool `json:"secret,omitempty"`
	// Hands are hands by seat: dealt, or shown at a deal's end.
	Hands []Set `json:"hands,omitempty"`
	// Scores are scores by seat: the deal's, or the game's at its end.
	Scores []int `json:"scores,omitempty"`
	// Totals are the match's scores by seat so far, at a deal's end.
	Totals []int `json:"totals,omitempty"`
	// Reason says in words why: why a penalty was given, a deal or the
	// game ended, where cards drawn or taken came from.
	Reason string `json:"reason,omitempty"`
}

// SeenBy returns e as seat sees it, or with [Spectator] as everyone sees
// it: when e is Secret, its Cards only for its own Seat (nil for any other)
// and of its Hands only seat's own (the others the empty set). It shares
// no slice with e.
func (e Event) SeenBy(seat int) Event {
	e.Cards = slices.Clone(e.Cards)
	e.Hands = slices.Clone(e.Hands)
	e.Scores = slices.Clone(e.Scores)
	e.Totals = slices.Clone(e.Totals)
	if !e.Secret {
		return e
	}
	if seat != e.Seat || seat < 0 {
		e.Cards = nil
	}
	for i := range e.Hands {
		if i != seat {
			e.Hands[i] = 0
		}
	}
	return e
}

// Teller is the optional interface of a game that tells what its moves
// did, for [Session.Story]: a story is the list of [Event] values in the
// order they happened, holding every card it names; the library, not the
// game, hides from each seat what that seat cannot see ([Event.SeenBy]).
//
// What a seat is shown of a story must follow from what it sees of the
// positions before and after: two positions that a seat's views cannot
// tell apart, followed by the same move, give that seat the same story.
// cardstest.Check proves it with [Redealer] for every move but the one
// that ends the game, whose story may show every hand.
type Teller[S, M any] interface {
	// StartStory tells what happened as s was dealt, before any move:
	// the deal, and what the card turned up did.
	StartStory(s S) []Event
	// Story tells what m did, played in before and giving after: the
	// move itself first, then its effects, then the end of the deal or
	// the game and the next deal when it ended one.
	Story(before S, m M, after S) []Event
}

// Story returns the story of move n of the game, numbered from 1 as
// [MoveError] numbers moves, as seat sees it (with [Spectator], as
// everyone sees it): what it did, from the game's [Teller], each event
// filtered by [Event.SeenBy]. Story(0, seat) is the story of the deal,
// before the first move. It returns nil when the game tells no stories
// or there is no move n. The last move's story is told from the
// positions the session keeps; that of a move before it by playing the
// game again from its start, in time linear in n.
func (s *Session[S, M, V]) Story(n, seat int) []Event {
	if !s.ok() || n < 0 || n > len(s.turns) {
		return nil
	}
	t, ok := As[Teller[S, M]](s.spec)
	if !ok {
		return nil
	}
	var story []Event
	if n == 0 {
		start, err := s.spec.Start(s.deal)
		if err != nil {
			return nil
		}
		story = t.StartStory(start)
	} else {
		m := s.turns[n-1].Move
		if n == len(s.turns) {
			story = t.Story(s.prev, m, s.state)
		} else {
			before, ok := s.position(n - 1)
			if !ok {
				return nil
			}
			after, err := s.spec.Apply(before, m)
			if err != nil {
				return nil
			}
			story = t.Story(before, m, after)
		}
	}
	for i, e := range story {
		story[i] = e.SeenBy(seat)
	}
	return story
}

// position returns the position after the first n moves, replayed from
// the start; false when the game's rules no longer give it.
func (s *Session[S, M, V]) position(n int) (S, bool) {
	p, err := s.spec.Start(s.deal)
	if err != nil {
		return p, false
	}
	for _, t := range s.turns[:n] {
		if p, err = s.spec.Apply(p, t.Move); err != nil {
			return p, false
		}
	}
	return p, true
}

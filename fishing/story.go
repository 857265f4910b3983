package fishing

import "github.com/cardrules/cardrules/cards"

// StartStory tells what happened as s was dealt ([cards.Teller]): the
// deal by the dealer (every hand, each seen by its seat alone), the cards
// turned up on the table, and under OpeningSweep the dealer's capture of a
// table worth Target, a sweep. It tells nothing of the zero State.
func (r Rules) StartStory(s State) []cards.Event {
	n := int(s.players)
	if n == 0 || r.compiled == nil {
		return nil
	}
	hands := make([]cards.Set, n)
	copy(hands, s.hands[:n])
	dealer := s.Dealer()
	story := []cards.Event{{Kind: cards.EventDeal, Seat: dealer, Count: r.t.Hand, Hands: hands, Secret: true}}
	table := s.table
	if s.table.Empty() && !s.piles[dealer].Empty() {
		table = s.piles[dealer] // the opening sweep took it
	}
	if !table.Empty() {
		story = append(story, cards.Event{Kind: cards.EventTurnUp, Seat: -1, Cards: table.Cards()})
	}
	if table != s.table {
		story = append(story, cards.Event{Kind: cards.EventCapture, Seat: dealer, Taken: table},
			cards.Event{Kind: cards.EventSweep, Seat: dealer})
	}
	return story
}

// Story tells what m did, played in before and giving after
// ([cards.Teller]): the capture (the cards played and taken) and the
// sweep when it cleared the table and the game goes on (whether the table
// scores sweeps or not), or the card laid on the table (a
// play); the cards the mover drew (seen by him alone), the new hands dealt
// when every hand was empty (each seen by its seat alone), the cards taken
// back from the pile (seen by all), the seats passed over, holding no
// card (skips); and when it ended the game, the cards
// left on the table going to the last to capture, then the end, with
// every hand left and the scores.
func (r Rules) Story(before State, m Move, after State) []cards.Event {
	seat := before.Turn()
	if seat < 0 || r.compiled == nil {
		return nil
	}
	var story []cards.Event
	table := before.table
	if m.taken != 0 {
		story = append(story, cards.Event{Kind: cards.EventCapture, Seat: seat, Cards: m.played.Cards(), Taken: m.taken})
		table = table.Minus(m.taken)
		if table.Empty() && after.End() == EndNone { // a sweep, counted or not
			story = append(story, cards.Event{Kind: cards.EventSweep, Seat: seat})
		}
	} else {
		story = append(story, cards.Event{Kind: cards.EventPlay, Seat: seat, Cards: m.played.Cards()})
		table = table.Union(m.played)
	}
	n := int(after.players)
	// The cards each hand gained: from the stock, or the pile.
	gained := make([]cards.Set, n)
	dealt := false
	for x := range n {
		held := before.hands[x]
		if x == seat {
			held = held.Minus(m.played)
		}
		gained[x] = after.hands[x].Minus(held)
		dealt = dealt || x != seat && !gained[x].Empty()
	}
	// The mover's gain is taken back from his pile (his capture
	// included) when the stock was used up and his hand empty.
	var recycled cards.Set
	if after.LastRecycled() > 0 {
		recycled = gained[seat]
	}
	switch {
	case dealt:
		hands := make([]cards.Set, n)
		copy(hands, after.hands[:n])
		story = append(story, cards.Event{Kind: cards.EventDeal, Seat: after.Dealer(), Count: r.t.Hand, Hands: hands, Secret: true})
	case !gained[seat].Minus(recycled).Empty():
		d := gained[seat].Minus(recycled)
		story = append(story, cards.Event{Kind: cards.EventDraw, Seat: seat, Count: d.Len(), Cards: d.Cards(), Secret: true})
	}
	if !recycled.Empty() {
		story = append(story, cards.Event{Kind: cards.EventDraw, Seat: seat, Count: recycled.Len(), Cards: recycled.Cards(),
			Reason: "taken back from the pile"})
	}
	if after.Turn() >= 0 {
		// The seats passed over, holding no card.
		for x := (seat + 1) % n; x != after.Turn(); x = (x + 1) % n {
			story = append(story, cards.Event{Kind: cards.EventSkip, Seat: x, Reason: "holds no card"})
		}
		return story
	}
	if !table.Empty() && after.table.Empty() && after.End() != EndTableCleared {
		to := after.LastCapturer()
		if to < 0 {
			to = after.Dealer()
		}
		story = append(story, cards.Event{Kind: cards.EventCapture, Seat: to, Taken: table,
			Reason: "the cards left on the table go to the last to capture"})
	}
	hands := make([]cards.Set, n)
	copy(hands, after.hands[:n])
	return append(story, cards.Event{Kind: cards.EventGameEnd, Seat: -1, Reason: after.End().String(),
		Hands: hands, Scores: r.Score(after)})
}

var _ cards.Teller[State, Move] = Rules{}

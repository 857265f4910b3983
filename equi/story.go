package equi

import "github.com/cardrules/cardrules/cards"

// StartStory tells what happened as s was dealt ([cards.Teller]): the
// deal by the dealer, [HandSize] cards to each seat (every hand, each seen
// by its seat alone), and the cards turned up on the table. It tells
// nothing of the zero State.
func (r Rules) StartStory(s State) []cards.Event {
	n := int(s.players)
	if n == 0 {
		return nil
	}
	hands := make([]cards.Set, n)
	copy(hands, s.hands[:n])
	story := []cards.Event{{Kind: cards.EventDeal, Seat: s.Dealer(), Count: HandSize, Hands: hands, Secret: true}}
	if !s.table.Empty() {
		story = append(story, cards.Event{Kind: cards.EventTurnUp, Seat: -1, Cards: s.table.Cards()})
	}
	return story
}

// Story tells what m did, played in before and giving after
// ([cards.Teller]): the capture (the cards played and taken) and the
// sweep when it cleared the table and the game goes on, or the card
// trailed to the table (a play); the cards the mover drew (rule E8, seen
// by him alone) or took back from his pile (rule E9, seen by all); the
// seats passed over, holding no card (skips); and
// when it ended the game, the cards left on the table going to the last
// to capture (rule E11), then the end, with every hand left and the
// scores.
func (r Rules) Story(before State, m Move, after State) []cards.Event {
	seat := before.Turn()
	if seat < 0 || int(before.players) == 0 {
		return nil
	}
	var story []cards.Event
	table := before.table
	if m.Taken() != 0 {
		story = append(story, cards.Event{Kind: cards.EventCapture, Seat: seat, Cards: m.Played().Cards(), Taken: m.Taken()})
		table = table.Minus(m.Taken())
		if table.Empty() && after.Turn() >= 0 {
			story = append(story, cards.Event{Kind: cards.EventSweep, Seat: seat})
		}
	} else {
		story = append(story, cards.Event{Kind: cards.EventPlay, Seat: seat, Cards: m.Played().Cards()})
		table = table.Union(m.Played())
	}
	// The cards the mover gained: drawn from the stock, or (the stock
	// used up and his hand empty) taken back from his pile, this move's
	// capture included.
	gained := after.hands[seat].Minus(before.hands[seat].Minus(m.Played()))
	var recycled cards.Set
	if after.LastRecycled() > 0 {
		recycled = gained
	}
	if d := gained.Minus(recycled); !d.Empty() {
		story = append(story, cards.Event{Kind: cards.EventDraw, Seat: seat, Count: d.Len(), Cards: d.Cards(), Secret: true})
	}
	if !recycled.Empty() {
		story = append(story, cards.Event{Kind: cards.EventDraw, Seat: seat, Count: recycled.Len(), Cards: recycled.Cards(),
			Reason: "taken back from the pile"})
	}
	if after.Turn() >= 0 {
		// The seats passed over, holding no card.
		for x := (seat + 1) % int(after.players); x != after.Turn(); x = (x + 1) % int(after.players) {
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
	n := int(after.players)
	hands := make([]cards.Set, n)
	copy(hands, after.hands[:n])
	return append(story, cards.Event{Kind: cards.EventGameEnd, Seat: -1, Reason: after.End().String(),
		Hands: hands, Scores: r.Score(after)})
}

var _ cards.Teller[State, Move] = Rules{}

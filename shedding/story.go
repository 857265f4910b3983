package shedding

import "github.com/cardrules/cardrules/cards"

// StartStory tells what happened as s was dealt ([cards.Teller]): an
// [cards.EventDeal] by the dealer, with every hand (each seen by its seat
// alone), the card turned up and the suit in force; then, when the table's
// UpcardActs, what the card did as if the dealer had played it (a reverse,
// a skip, a play again, a pending draw). It tells nothing of the zero
// State.
func (r Rules) StartStory(s State) []cards.Event {
	n := int(s.players)
	if n == 0 {
		return nil
	}
	hands := make([]cards.Set, n)
	copy(hands, s.hands[:n])
	story := []cards.Event{
		{Kind: cards.EventDeal, Seat: s.Dealer(), Count: int(r.HandSize[n]), Hands: hands, Secret: true},
		{Kind: cards.EventTurnUp, Seat: -1, Cards: []cards.Card{s.top}, Suit: s.suit},
	}
	if r.UpcardActs {
		story = r.effects(story, Clockwise, &s.Public, s.Dealer(), s.top)
	}
	return story
}

// Story tells what m did, played in before and giving after
// ([cards.Teller]): the play (with the suit named), the draw (the cards
// drawn, seen by the drawer alone) or the pass; a reshuffle of the
// discards; the card's effects (a reverse, a skip, a play again, a
// pending draw and who must answer it); and when it ended the game, the
// end, with every hand shown and the scores.
func (r Rules) Story(before State, m Move, after State) []cards.Event {
	seat := before.Turn()
	if seat < 0 || int(before.players) == 0 {
		return nil
	}
	var story []cards.Event
	switch m.kind {
	case KindCard:
		e := cards.Event{Kind: cards.EventPlay, Seat: seat, Cards: []cards.Card{m.card}}
		if u, ok := m.Call(); ok {
			e.Suit, e.Named = u, true
		}
		story = append(story, e)
		if after.Turn() < 0 {
			break
		}
		if after.discard.Empty() { // the card and the pile under it went to the stock
			story = append(story, cards.Event{Kind: cards.EventReshuffle, Seat: -1, Count: before.discard.Len() + 1})
		}
		story = r.effects(story, before.dir, &after.Public, seat, m.card)
	case KindDraw:
		story = append(story, cards.Event{Kind: cards.EventDraw, Seat: seat, Count: after.Drew(seat),
			Cards: after.Hand(seat).Minus(before.Hand(seat)).Cards(), Secret: true})
		if after.discard.Len() < before.discard.Len() {
			story = append(story, cards.Event{Kind: cards.EventReshuffle, Seat: -1, Count: before.discard.Len()})
		}
	case KindPass:
		story = append(story, cards.Event{Kind: cards.EventPass, Seat: seat})
	}
	if after.Turn() < 0 {
		reason, out := after.End()
		n := int(after.players)
		hands := make([]cards.Set, n)
		copy(hands, after.hands[:n])
		story = append(story, cards.Event{Kind: cards.EventGameEnd, Seat: out, Reason: reason.String(),
			Hands: hands, Scores: r.Score(after)})
	}
	return story
}

// effects appends the effects of card c, played by seat (or turned up for
// the dealer) when play went in direction dir, that left p: a reverse, a
// skip or a play again, and a pending draw with the seat that must
// answer it.
func (r *Rules) effects(story []cards.Event, dir Direction, p *Public, seat int, c cards.Card) []cards.Event {
	if p.dir != dir {
		story = append(story, cards.Event{Kind: cards.EventReverse, Seat: -1, Clockwise: p.dir == Clockwise})
	}
	switch {
	case has(r.Again, c):
		story = append(story, cards.Event{Kind: cards.EventAgain, Seat: seat})
	case has(r.Skip, c):
		story = append(story, cards.Event{Kind: cards.EventSkip, Seat: p.next(seat, 1)})
	}
	if p.pending > 0 {
		story = append(story, cards.Event{Kind: cards.EventChain, Seat: p.Turn(), Count: int(p.pending)})
	}
	return story
}

var _ cards.Teller[State, Move] = Rules{}

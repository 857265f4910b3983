package shedding

import "github.com/cardrules/cardrules/cards"

// uncalledReason is the Reason of the penalty of a set laid without the
// "one card" call (UncalledDraw).
const uncalledReason = "cards of a rank laid together without the \"one card\" call"

// missedReason is the Reason of the penalty of a card that leaves one
// played without the last-card call (LastCall).
const missedReason = "a card that leaves one played without the last-card call"

// StartStory tells what happened as s was dealt ([cards.Teller]): an
// [cards.EventDeal] by the dealer, with every hand as the upcard left it
// (each seen by its seat alone), the card turned up and its suit; then,
// when the table's UpcardActs, what the card did as if the dealer had
// played it: the draws it made (their counts: which cards were dealt and
// which drawn the position does not say), a reverse, a play again or a
// skip, a pending draw. It tells nothing of a position that is over.
func (r Rules) StartStory(s State) []cards.Event {
	if s.players == 0 || s.mover == 0 {
		return nil
	}
	return r.dealStory(nil, &s)
}

// Story tells what m did, played in before and giving after
// ([cards.Teller]): the play (the cards in the order laid, the suit
// named), the draw (the cards drawn, seen by the drawer alone) or the
// pass; the penalty draw of a set laid without the "one card" call
// (UncalledDraw), or of a card that leaves one played without the
// last-card call (LastCall: the cards its player drew in the move, seen
// by him alone); a reshuffle of the discards; the draws the card made
// (ForcedDraw's, the chain the next seat could not answer, then Others'
// and Feed's, one event a seat in turn order), a reverse, a play again
// or a skip, a pending draw and who must answer it; and when m ended the
// game, the end, with every hand shown and the scores.
//
// In a match (Deals) a move that ends a deal tells an [cards.EventDealEnd]
// (its number, why it ended, who went out, the deal's scores and the
// totals), then the end of the game or the next deal as
// [Rules.StartStory] tells it. The hands at the end of every deal are
// told ([Public.LastHand] keeps them into the next deal); of the cards the
// last move of a deal that another follows drew, only their counts are
// (no [View] of the next deal says which cards they were).
func (r Rules) Story(before State, m Move, after State) []cards.Event {
	seat := before.Turn()
	if seat < 0 || !r.fits(&before) || r.refuse(&before, m) != "" {
		return nil
	}
	// end is the position as m left the deal: after, or the deal m ended
	// before the next was dealt, as the table without its match (Deals,
	// read by apply only to deal again) plays m; lost says that the next
	// was dealt, and with it the hands of the deal m ended.
	end, deal := before, r
	deal.Deals = [maxDeals]uint8{}
	deal.apply(&end, m)
	ended := end.mover == 0
	lost := ended && after.deal != before.deal
	played := m.Cards()
	drawn := func(x int) cards.Set {
		held := before.hands[x]
		if x == seat {
			held &^= played
		}
		return end.hands[x] &^ held
	}
	// draw is the event of cards drawn by x: the cards seen by x alone,
	// or their count only when lost.
	draw := func(kind cards.EventKind, x int, d cards.Set) cards.Event {
		e := cards.Event{Kind: kind, Seat: x, Count: d.Len()}
		if !lost {
			e.Cards, e.Secret = d.Cards(), true
		}
		return e
	}
	var story []cards.Event
	uncalled := m.kind == KindSet && !m.one()
	missed := r.missedCall(m, before.hands[seat])
	switch m.kind {
	case KindDraw:
		story = append(story, draw(cards.EventDraw, seat, drawn(seat)))
	case KindPass:
		story = append(story, cards.Event{Kind: cards.EventPass, Seat: seat})
	default:
		e := cards.Event{Kind: cards.EventPlay, Seat: seat, Cards: laid(m)}
		if u, ok := m.Call(); ok {
			e.Suit, e.Named = u, true
		}
		story = append(story, e)
		if uncalled || missed && drawn(seat) != 0 {
			e := draw(cards.EventPenalty, seat, drawn(seat))
			e.Reason = uncalledReason
			if missed {
				e.Reason = missedReason
			}
			story = append(story, e)
		}
	}
	// A reshuffle: the discards before the move (and the top card a play
	// covered) are gone from the pile.
	if !ended {
		pile := before.discard
		switch m.kind {
		case KindCard:
			pile = pile.Add(before.top)
		case KindSet:
			pile = pile.Add(before.top) | played.Remove(m.top())
		}
		if pile != 0 && !after.discard.Contains(pile) {
			story = append(story, cards.Event{Kind: cards.EventReshuffle, Seat: -1, Count: pile.Len()})
		}
	}
	if (m.kind == KindCard || m.kind == KindSet) && !uncalled {
		c := m.card
		if m.kind == KindSet {
			c = m.top()
		}
		// The player's draws of the move are its penalty, told above.
		others := drawn
		if missed {
			others = func(x int) cards.Set {
				if x == seat {
					return 0
				}
				return drawn(x)
			}
		}
		story = r.drawStory(story, &before.Public, &end.Public, seat, c, others, draw)
		if !ended {
			story = r.turns(story, &before.Public, &end.Public, seat, c)
		}
	}
	if !ended {
		return story
	}
	return r.endStory(story, &before, &end, &after, lost)
}

// laid returns the cards m lays, in the order laid: the first card, the
// cards between in card order, the top card.
func laid(m Move) []cards.Card {
	switch m.kind {
	case KindCard:
		return []cards.Card{m.card}
	case KindSet:
		out := []cards.Card{m.card}
		for c := range m.Cards().Remove(m.card).Remove(m.top()).All() {
			out = append(out, c)
		}
		return append(out, m.top())
	}
	return nil
}

// drawStory appends the draws card c, played by seat, made in taking the
// position from b to a: one event for each
// seat that drew, in turn order from seat, drawn giving its cards and
// draw its event; before the draw of the seat that drew a pending draw
// it could not answer (ForcedDraw, or LastCardActs when c ended the
// deal), the chain it drew.
func (r *Rules) drawStory(story []cards.Event, b, a *Public, seat int, c cards.Card,
	drawn func(int) cards.Set, draw func(cards.EventKind, int, cards.Set) cards.Event) []cards.Event {
	forced := -1
	if r.drawAdds(b, c.Rank()) > 0 {
		switch {
		case a.end == EndOut && int(a.out) == seat+1:
			if r.LastCardActs {
				forced = a.next(seat, 1)
			}
		case r.ForcedDraw:
			forced = a.nextAfter(seat, c, r)
		}
	}
	for i := 1; i <= int(a.players); i++ {
		x := a.next(seat, i)
		d := drawn(x)
		if d == 0 {
			continue
		}
		if x == forced {
			story = append(story, cards.Event{Kind: cards.EventChain, Seat: x, Count: d.Len()})
		}
		story = append(story, draw(cards.EventDraw, x, d))
	}
	return story
}

// turns appends what card c, played by seat (or turned up for the
// dealer), did to the turn in taking the position from b to a: a
// reverse, a play again or a skip, and a pending draw with the seat that
// must answer it.
func (r *Rules) turns(story []cards.Event, b, a *Public, seat int, c cards.Card) []cards.Event {
	if a.dir != b.dir {
		story = append(story, cards.Event{Kind: cards.EventReverse, Seat: -1, Clockwise: a.dir == Clockwise})
	}
	switch {
	case has(r.Again, c) && a.Turn() == seat:
		story = append(story, cards.Event{Kind: cards.EventAgain, Seat: seat})
	case has(r.Skip, c) && !has(r.Again, c):
		story = append(story, cards.Event{Kind: cards.EventSkip, Seat: a.next(seat, 1)})
	}
	if a.pending > 0 {
		story = append(story, cards.Event{Kind: cards.EventChain, Seat: a.Turn(), Count: int(a.pending)})
	}
	return story
}

// endStory appends the end of the deal before's move ended in end,
// giving after (lost: after is the next deal's start): with no match
// (Deals), the end of the game, with every hand and the scores; in a
// match, the end of the deal, then the end of the game or the next deal.
func (r *Rules) endStory(story []cards.Event, before, end, after *State, lost bool) []cards.Event {
	n := int(end.players)
	reason, out := end.End()
	if r.Deals[0] == 0 {
		hands := make([]cards.Set, n)
		copy(hands, end.hands[:n])
		return append(story, cards.Event{Kind: cards.EventGameEnd, Seat: out, Reason: reason.String(),
			Hands: hands, Scores: r.Score(*end)})
	}
	e := cards.Event{Kind: cards.EventDealEnd, Seat: out, Count: int(end.deal) + 1, Reason: reason.String(),
		Scores: make([]int, n), Totals: r.Score(*end)}
	e.Hands = make([]cards.Set, n)
	if lost {
		copy(e.Hands, after.lastHands[:n]) // the next deal's position keeps them
	} else {
		copy(e.Hands, end.hands[:n])
	}
	for x := range n {
		// The deal's score: minus its hand's penalty, or the penalty
		// under PenaltyPoints.
		e.Scores[x] = -r.handPenalty(e.Hands[x])
		if r.PenaltyPoints {
			e.Scores[x] = -e.Scores[x]
		}
	}
	story = append(story, e)
	if !lost {
		return append(story, cards.Event{Kind: cards.EventGameEnd, Seat: -1, Scores: r.Score(*after)})
	}
	return r.dealStory(story, after)
}

// dealStory appends the story of the deal s is at the start of: the
// deal, the upcard, and under UpcardActs what the upcard did.
func (r *Rules) dealStory(story []cards.Event, s *State) []cards.Event {
	n := int(s.players)
	size := r.handSize(int(s.deal))
	hands := make([]cards.Set, n)
	copy(hands, s.hands[:n])
	dealer := s.Dealer()
	story = append(story,
		cards.Event{Kind: cards.EventDeal, Seat: dealer, Count: size, Hands: hands, Secret: true},
		cards.Event{Kind: cards.EventTurnUp, Seat: -1, Cards: []cards.Card{s.top}, Suit: s.top.Suit()})
	if !r.UpcardActs {
		return story
	}
	// Before the upcard acted every hand held size cards and play went
	// clockwise.
	b := Public{players: s.players}
	forced := -1
	if r.ForcedDraw && r.drawAdds(&b, s.top.Rank()) > 0 {
		forced = s.nextAfter(dealer, s.top, r)
	}
	for i := 1; i <= n; i++ {
		x := s.next(dealer, i)
		if d := s.hands[x].Len() - size; d > 0 {
			if x == forced {
				story = append(story, cards.Event{Kind: cards.EventChain, Seat: x, Count: d})
			}
			story = append(story, cards.Event{Kind: cards.EventDraw, Seat: x, Count: d})
		}
	}
	return r.turns(story, &b, &s.Public, dealer, s.top)
}

// nextAfter returns the seat to move after card c, played by seat, as
// its effect in p (the direction it left) says: seat again, the seat
// after the next, or the next.
func (p *Public) nextAfter(seat int, c cards.Card, r *Rules) int {
	switch {
	case has(r.Again, c):
		return seat
	case has(r.Skip, c):
		return p.next(seat, 2)
	}
	return p.next(seat, 1)
}

var _ cards.Teller[State, Move] = Rules{}

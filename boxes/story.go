package boxes

import "github.com/cardrules/cardrules/cards"

// StartStory tells what happened as the match's first deal was dealt in s
// ([cards.Teller]): the deal (every hand as the upcard left it, each seen
// by its seat alone),
// the upcard and the suit in force, and under [Rules.UpcardEffects] what
// the upcard did as if the dealer had played it: the draws it made (their
// counts), a 2-chain to answer, a reverse, a skip, the dealer's turn. It
// tells nothing of a position that is over.
func (r Rules) StartStory(s State) []cards.Event {
	if s.Turn() < 0 {
		return nil
	}
	return r.dealStory(nil, &s)
}

// Story tells what m did, played in before and giving after
// ([cards.Teller]): the play (the cards in the order laid, the suit
// named), the draw (the card, seen by the drawer alone) or the pass; the
// penalty card of a set laid without the "one card" call; a reshuffle of
// the discards; the draws the card made (the cards seen by each drawer
// alone), a 2-chain to answer, a reverse, a skip, a play again; and when
// the move ended the deal, its end (every hand shown, the deal's penalty
// points, the match's so far), then the end of the match or the next deal
// as [Rules.StartStory] tells it.
func (r Rules) Story(before State, m Move, after State) []cards.Event {
	seat := before.Turn()
	if seat < 0 {
		return nil
	}
	ended := after.Deal() != before.Deal() || after.Turn() < 0
	// The hands as the move left them, the deal's last when it ended it.
	var hands [NumSeats]cards.Set
	for x := range hands {
		hands[x] = after.Hand(x)
		if ended {
			hands[x] = after.LastHand(x)
		}
	}
	played := m.Cards()
	drawn := func(x int) cards.Set {
		held := before.Hand(x)
		if x == seat {
			held = held.Minus(played)
		}
		return hands[x].Minus(held)
	}
	var story []cards.Event
	uncalled := m.Kind() == KindSet && !m.OneCard()
	switch m.Kind() {
	case KindDraw:
		story = append(story, cards.Event{Kind: cards.EventDraw, Seat: seat, Count: drawn(seat).Len(), Cards: drawn(seat).Cards(), Secret: true})
	case KindPass:
		story = append(story, cards.Event{Kind: cards.EventPass, Seat: seat})
	default:
		e := cards.Event{Kind: cards.EventPlay, Seat: seat, Cards: laid(m)}
		if u, ok := m.Call(); ok {
			e.Suit, e.Named = u, true
		}
		story = append(story, e)
		if uncalled {
			d := drawn(seat)
			story = append(story, cards.Event{Kind: cards.EventPenalty, Seat: seat, Count: d.Len(), Cards: d.Cards(), Secret: true,
				Reason: "cards of a rank laid together without the \"one card\" call"})
		}
	}
	// A reshuffle: the discards before the move (and the top card a play
	// covered) are gone from the pile.
	if !ended {
		pile := before.Discards()
		if m.Kind() == KindCard || m.Kind() == KindSet {
			pile = pile.Add(before.Top()).Union(played.Remove(m.Top()))
		}
		if !pile.Empty() && !after.Discards().Contains(pile.Intersect(cards.Deck52)) {
			story = append(story, cards.Event{Kind: cards.EventReshuffle, Seat: -1, Count: pile.Intersect(cards.Deck52).Len()})
		}
	}
	if (m.Kind() == KindCard || m.Kind() == KindSet) && !uncalled {
		story = r.cardEffects(story, &before.Public, &after.Public, seat, m.Card().Rank(), ended, drawn)
	}
	if !ended {
		return story
	}
	deal, reason, out := after.LastEnd()
	end := cards.Event{Kind: cards.EventDealEnd, Seat: out, Reason: reason.String(), Hands: hands[:],
		Scores: make([]int, NumSeats), Totals: make([]int, NumSeats)}
	for x := range NumSeats {
		end.Scores[x] = HandPenalty(hands[x])
		end.Totals[x] = after.Score(x)
	}
	end.Count = deal + 1
	story = append(story, end)
	if after.Turn() < 0 {
		return append(story, cards.Event{Kind: cards.EventGameEnd, Seat: -1, Scores: r.Score(after)})
	}
	return r.dealStory(story, &after)
}

// cardEffects appends the effects of a card of rank k played by seat,
// which took the position from b to a (ended: the move ended the deal,
// and a is the next deal's start): the draws it made, in turn order from
// seat (drawn gives the cards each seat drew), a 2-chain to answer, a
// reverse, a skip, a play again.
func (r *Rules) cardEffects(story []cards.Event, b, a *Public, seat int, k cards.Rank, ended bool, drawn func(int) cards.Set) []cards.Event {
	st := b.dir.step()
	next := (seat + st) % NumSeats
	if k == cards.Two && !ended && a.Phase() == PhaseAnswer {
		return append(story, cards.Event{Kind: cards.EventChain, Seat: a.Turn(), Count: a.PendingDraw()})
	}
	for i := 1; i <= NumSeats; i++ {
		x := (seat + i*st) % NumSeats
		d := drawn(x)
		if d.Empty() {
			continue
		}
		if k == cards.Two && x == next {
			// The chain the next seat could not answer.
			story = append(story, cards.Event{Kind: cards.EventChain, Seat: x, Count: d.Len()})
		}
		story = append(story, cards.Event{Kind: cards.EventDraw, Seat: x, Count: d.Len(), Cards: d.Cards(), Secret: true})
	}
	if ended {
		return story
	}
	switch {
	case a.dir != b.dir:
		story = append(story, cards.Event{Kind: cards.EventReverse, Seat: -1, Clockwise: a.dir == Clockwise})
	case k == cards.Six && a.Turn() == seat:
		story = append(story, cards.Event{Kind: cards.EventAgain, Seat: seat})
	case k == cards.Four && a.Turn() == (seat+2*st)%NumSeats:
		story = append(story, cards.Event{Kind: cards.EventSkip, Seat: next})
	}
	return story
}

// dealStory appends the story of the deal s is at the start of: the deal,
// the upcard, and under UpcardEffects what the upcard did.
func (r *Rules) dealStory(story []cards.Event, s *State) []cards.Event {
	size := s.Schedule().Size(s.Deal())
	hands := make([]cards.Set, NumSeats)
	for x := range hands {
		hands[x] = s.Hand(x)
	}
	dealer := s.Dealer()
	story = append(story,
		cards.Event{Kind: cards.EventDeal, Seat: dealer, Count: size, Hands: hands, Secret: true},
		cards.Event{Kind: cards.EventTurnUp, Seat: -1, Cards: []cards.Card{s.Top()}, Suit: s.Top().Suit()})
	if !r.UpcardEffects {
		return story
	}
	k := s.Top().Rank()
	next := (dealer + 1) % NumSeats
	if s.Phase() == PhaseAnswer {
		return append(story, cards.Event{Kind: cards.EventChain, Seat: s.Turn(), Count: s.PendingDraw()})
	}
	for i := 1; i <= NumSeats; i++ {
		x := (dealer + i) % NumSeats
		if n := s.Hand(x).Len() - size; n > 0 {
			if k == cards.Two && x == next {
				story = append(story, cards.Event{Kind: cards.EventChain, Seat: x, Count: n})
			}
			// Which cards were drawn the position does not say: the count.
			story = append(story, cards.Event{Kind: cards.EventDraw, Seat: x, Count: n})
		}
	}
	switch {
	case s.Direction() != Clockwise:
		story = append(story, cards.Event{Kind: cards.EventReverse, Seat: -1})
	case k == cards.Six && s.Turn() == dealer:
		story = append(story, cards.Event{Kind: cards.EventAgain, Seat: dealer})
	case k == cards.Four && s.Turn() == (dealer+2)%NumSeats:
		story = append(story, cards.Event{Kind: cards.EventSkip, Seat: next})
	}
	return story
}

// laid returns the cards m lays, in the order laid: the first card, the
// cards between, the top card.
func laid(m Move) []cards.Card {
	switch m.Kind() {
	case KindCard:
		return []cards.Card{m.Card()}
	case KindSet:
		out := []cards.Card{m.Card()}
		for c := range m.Cards().Remove(m.Card()).Remove(m.Top()).All() {
			out = append(out, c)
		}
		return append(out, m.Top())
	}
	return nil
}

var _ cards.Teller[State, Move] = Rules{}

package fishing

import "github.com/cardrules/cardrules/cards"

// This file is the check of the order of play: what the public part of a
// position and the size of each hand must show when the position was
// reached by play under the table, read from the table's fields (the deal,
// the refill, what a move plays, the relation, the rank ban, the recycling,
// the end). The decoders run it after the cards are found in one place
// each. Under a table with a Variant it is not run: a variant's steps may
// change what a field says.

// initialStock returns the size of the stock after the deal.
func (r *Rules) initialStock() int {
	return r.t.Deck.Len() - r.t.Players*r.t.Hand - r.t.TableCards
}

// lastIsCapture reports whether the last move of p took cards.
func (p *Public) lastIsCapture() bool { return p.lastSeat >= 0 && p.lastMove.taken != 0 }

// receiver returns the seat whose pile the table goes to at the end: the
// last capturer, or the dealer when nobody captured.
func (p *Public) receiver() int {
	if p.lastCapturer >= 0 {
		return int(p.lastCapturer)
	}
	return int(p.dealer)
}

// checkOrder returns nil when the public part p, with counts the number of
// cards in each hand and known the known cards of each, is one that play
// under r reaches as far as the order of play shows, and otherwise an
// error wrapping [cards.ErrInvalidState] that says why. The cards of p are in one place each, the known cards of a
// hand are in it, and p's fields are in range (the decoders checked it).
func (r *Rules) checkOrder(p *Public, counts *[MaxPlayers]int, known *[MaxPlayers]cards.Set) error {
	if r.t.Variant != nil {
		return nil
	}
	n, init := r.t.Players, r.initialStock()
	stock, moves, after, idle := int(p.stockLen), int(p.moves), int(p.movesAfter), int(p.idle)
	over := p.end != EndNone
	drawn := init - stock // the cards the stock has given
	switch {
	case stock > init:
		return invalid("the stock has %d cards; a %d-player deal leaves %d", stock, n, init)
	case stock > 0 && (after > 0 || idle > 0):
		return invalid("moves counted after the stock ran out while it holds %d cards", stock)
	case after == 0 && idle != 0:
		return invalid("%d idle turns and every move was made with cards in the stock", idle)
	case idle > n*after:
		return invalid("%d idle turns in %d moves after the stock ran out: a move counts at most one for each seat", idle, after)
	case over && after == 0:
		return invalid("the game is over (%v) and no move was made with the stock exhausted", p.end)
	case over && p.table != 0:
		return invalid("the game is over with cards on the table: they go to the last capturer's pile")
	}
	if r.t.Recycle != RecycleAll {
		// The deal, the stock and the lowest cards of a pile fill a hand
		// to Hand at most; only the whole pile taken back makes it larger.
		for i := range n {
			if counts[i] > r.t.Hand {
				return invalid("seat %d holds %d cards: a hand holds at most %d unless the whole pile is taken back", i, counts[i], r.t.Hand)
			}
		}
	}
	if moves == 0 {
		return r.checkDeal(p)
	}
	if err := r.checkLast(p, counts, known); err != nil {
		return err
	}
	// The turn goes round from the dealer's left while every seat holds
	// cards: up to the first move made with the stock exhausted, nobody is
	// passed over.
	seat := int(p.lastSeat)
	if want := (int(p.dealer) + moves) % n; after <= 1 && seat != want {
		return invalid("move %d was seat %d's, want seat %d: the turn goes round from the dealer's left while every seat holds cards", moves, seat, want)
	}
	if err := r.checkRefill(p, counts, drawn); err != nil {
		return err
	}
	// A hand that runs out once the stock is exhausted takes the pile
	// back, and under RefillMover only the mover's hand runs out: so only
	// the seat that receives the table at the end (or clears it) has a
	// pile and no hand.
	if r.t.Recycle != RecycleNone && r.t.Refill == RefillMover {
		for i := range n {
			if counts[i] == 0 && p.piles[i] != 0 && !(over && i == p.receiver()) {
				return invalid("seat %d has a pile and no card in hand: a hand that runs out after the stock takes the pile back", i)
			}
		}
	}
	// The turn passes to the next seat holding a card; each seat passed
	// over counts an idle turn.
	capture := p.lastIsCapture()
	if !over {
		skipped := 0
		for t := (seat + 1) % n; t != int(p.turn); t = (t + 1) % n {
			if counts[t] != 0 {
				return invalid("seat %d holds cards and was passed over: after seat %d's move the turn goes to the next seat holding a card", t, seat)
			}
			skipped++
		}
		switch {
		case capture && idle != skipped:
			return invalid("%d idle turns after a capture and %d seats passed over: a capture sets the count to 0", idle, skipped)
		case !capture && after > 0 && idle < 1+skipped:
			return invalid("%d idle turns after a trail with the stock exhausted and %d seats passed over, want at least %d", idle, skipped, 1+skipped)
		}
	}
	// The table: a move adds at most one card to it, and a capture that
	// clears it once the stock is exhausted ends the game under ClearEnds
	// (after a trail the trailed card is on it).
	switch {
	case p.table.Len() > r.t.TableCards+moves:
		return invalid("%d cards on the table after %d moves: a move adds at most one", p.table.Len(), moves)
	case !over && p.table == 0 && after > 0 && r.t.ClearEnds:
		return invalid("the table is empty after %v and the game goes on: a capture that clears it once the stock is exhausted ends the game", p.lastMove)
	}
	if p.lastCapturer < 0 {
		// Every move was a trail: the table holds the cards of the deal
		// and one for each move, or they went to the dealer at the end.
		laid := p.table
		if over {
			laid = p.piles[p.dealer]
		}
		if laid.Len() != r.t.TableCards+moves {
			return invalid("nobody has captured and %d cards were laid on the table, want %d: the %d of the deal and one for each of the %d moves", laid.Len(), r.t.TableCards+moves, r.t.TableCards, moves)
		}
	}
	if err := r.checkEnd(p, counts); err != nil {
		return err
	}
	return r.checkPiles(p)
}

// checkDeal checks a position before the first move: the deal is whole,
// the seat left of the dealer is to move, and nobody has captured, save
// the dealer's opening sweep.
func (r *Rules) checkDeal(p *Public) error {
	n := r.t.Players
	swept := r.t.OpeningSweep && p.table == 0 && p.lastCapturer == int8(p.dealer) && p.piles[p.dealer].Len() == r.t.TableCards
	switch {
	case int(p.stockLen) != r.initialStock() || p.table.Len() != r.t.TableCards && !swept:
		return invalid("no move played and the deal is not whole: %d cards on the table, %d in the stock", p.table.Len(), p.stockLen)
	case int(p.turn) != (int(p.dealer)+1)%n:
		return invalid("seat %d is to move first, want seat %d, left of the dealer", p.turn, (int(p.dealer)+1)%n)
	case p.lastCapturer != -1 && !swept:
		return invalid("a last capturer before the first move")
	}
	return r.checkPiles(p)
}

// checkPiles checks that nobody has a pile before the first capture, save
// the dealer at the end, and that a pile holds two cards or more where a
// pile is taken back whole or never: a capture adds two or more.
func (r *Rules) checkPiles(p *Public) error {
	over := p.end != EndNone
	for i := range r.t.Players {
		switch {
		case p.lastCapturer < 0 && p.piles[i] != 0 && !(over && i == int(p.dealer)):
			return invalid("seat %d has a pile and nobody has captured", i)
		case !over && p.piles[i].Len() == 1 && r.t.Recycle != RecycleLowest && !(r.t.OpeningSweep && r.t.TableCards == 1):
			return invalid("seat %d's pile holds one card: a capture adds two or more, and the pile is taken back whole", i)
		}
	}
	if p.lastCapturer < 0 && p.known != 0 {
		return invalid("a hand holds cards taken back from a pile and nobody has captured")
	}
	return nil
}

// checkEnd checks the end and the counters that end the game: the
// no-progress rounds and the move limit.
func (r *Rules) checkEnd(p *Public, counts *[MaxPlayers]int) error {
	n := r.t.Players
	over := p.end != EndNone
	after, idle := int(p.movesAfter), int(p.idle)
	rounds, limit := r.t.NoProgressRounds*n, r.t.MaxMoves
	inHand := 0
	for i := range n {
		inHand += counts[i]
	}
	switch {
	case rounds > 0 && !over && idle >= rounds:
		return invalid("%d idle turns and the game goes on: %d no-progress rounds stop it at %d", idle, r.t.NoProgressRounds, rounds)
	case rounds > 0 && idle > rounds+n-1:
		return invalid("%d idle turns, more than %d no-progress rounds allow (%d)", idle, r.t.NoProgressRounds, rounds+n-1)
	case limit > 0 && after > limit:
		return invalid("%d moves after the stock ran out, more than MaxMoves (%d)", after, limit)
	case limit > 0 && !over && after == limit:
		return invalid("%d moves after the stock ran out and the game goes on: MaxMoves %d stops it", after, limit)
	case p.end == EndNoCards && inHand != 0:
		return invalid("the game ended with nobody holding a card, and the hands hold %d", inHand)
	case (p.end == EndNoProgress || p.end == EndMoveLimit) && inHand == 0:
		return invalid("the game ended (%v) with no card in any hand: that is the end for nobody holding a card", p.end)
	case p.end == EndNoProgress && (rounds == 0 || idle < rounds || p.lastIsCapture()):
		return invalid("the game ended for lack of progress with %d idle turns after %v: a trail ends it when the count reaches %d no-progress rounds", idle, p.lastMove, r.t.NoProgressRounds)
	case p.end == EndMoveLimit && (limit == 0 || after != limit || rounds > 0 && idle >= rounds):
		return invalid("the game ended at the move limit with %d moves after the stock ran out and %d idle turns, want %d moves and fewer than %d", after, idle, limit, rounds)
	case p.end == EndTableCleared && (!r.t.ClearEnds || idle != 0 || !p.lastIsCapture() || p.lastDrawn != 0 || p.lastRecycled != 0):
		return invalid("the game ended by a capture clearing the table, and the last move %v with %d idle turns does not say so", p.lastMove, idle)
	}
	return nil
}

// checkLast checks the last move against the position it led to: a
// capture went to the mover's pile and obeys the relation and the rank
// ban, a trail is on the table, and the cards taken back are the pile as
// the recycling takes it.
func (r *Rules) checkLast(p *Public, counts *[MaxPlayers]int, known *[MaxPlayers]cards.Set) error {
	seat, m := int(p.lastSeat), p.lastMove
	over := p.end != EndNone
	recycled := cards.Set(0)
	if p.lastRecycled > 0 {
		recycled = known[seat]
	}
	if m.taken != 0 {
		if int(p.lastCapturer) != seat {
			return invalid("the last move is a capture by seat %d and the last capturer is %d", seat, p.lastCapturer)
		}
		if kept := p.piles[seat] | recycled; !kept.Contains(m.played | m.taken) {
			c, _ := (m.played | m.taken).Minus(kept).Min()
			return invalid("card %v of the last move %v is not in seat %d's pile", c, m, seat)
		}
		pv, tv := r.sum(m.played), r.sum(m.taken)
		switch {
		case r.t.Play == PlayOne && m.played.Len() != 1:
			return invalid("the last move %v plays %d cards, and a move plays one", m, m.played.Len())
		case tv != r.wanted(pv) && r.t.Relation == SumTo:
			return invalid("the last move %v is not a capture: the cards played and taken make %d, not %d", m, pv+tv, r.t.Target)
		case tv != r.wanted(pv):
			return invalid("the last move %v is not a capture: the cards played make %d points and the cards taken %d", m, pv, tv)
		}
		if r.t.RankBan && ranks(m.played)&ranks(m.taken) != 0 {
			whole := r.t.WholeLifts && p.table == 0
			last := r.t.LastLifts && p.movesAfter > 0 && m.played.Len() == 1 && counts[seat] == recycled.Len()
			if !whole && !last {
				return invalid("the last move %v plays and takes one rank, which the rank ban allows only with the whole hand and table or the last card", m)
			}
		}
	} else {
		c, _ := m.played.Min()
		if !p.table.Has(c) && !(over && p.piles[p.receiver()].Has(c)) {
			return invalid("the card %v trailed last is not on the table", c)
		}
	}
	if recycled == 0 {
		return nil
	}
	rest := p.piles[seat]
	switch {
	case p.stockLen != 0 || p.lastDrawn != 0:
		return invalid("seat %d took back his pile with cards in the stock", seat)
	case over || rest == 0:
	case r.t.Recycle == RecycleAll:
		return invalid("seat %d took back %v and left %v in his pile: he takes the whole pile", seat, recycled, rest)
	case r.t.Recycle == RecycleLowest && (recycled.Len() != r.t.Hand || lowest(rest|recycled, r.t.Hand) != recycled):
		return invalid("seat %d took back %v and left %v in his pile: he takes the whole pile, or its %d lowest cards", seat, recycled, rest, r.t.Hand)
	}
	return nil
}

// checkRefill checks the hands and the draws against the refill while the
// stock lasted: under RefillMover every hand holds Hand cards and each
// move draws one card for each card played; under RefillRound with one
// card a move, the seats play in turn from the dealer's left and the
// stock deals a new round once every hand is empty.
func (r *Rules) checkRefill(p *Public, counts *[MaxPlayers]int, drawn int) error {
	n, hand := r.t.Players, r.t.Hand
	moves, after, stock := int(p.moves), int(p.movesAfter), int(p.stockLen)
	seat, played, drew := int(p.lastSeat), p.lastMove.played.Len(), int(p.lastDrawn)
	if after > 0 && drew != 0 {
		return invalid("the last move drew %d cards, and the stock was exhausted before it", drew)
	}
	switch r.t.Refill {
	case RefillMover:
		most := hand
		if r.t.Play == PlayOne {
			most = 1
		}
		before := moves - after
		switch {
		case drawn > most*before:
			return invalid("%d cards drawn from the stock in %d moves: a move draws at most %d", drawn, before, most)
		case before > drawn:
			return invalid("%d moves made with cards in the stock, which has given only %d: each draws one card or more", before, drawn)
		case after == 0 && (drew == 0 || drew > played || stock > 0 && drew != played):
			return invalid("the last move played %d cards and drew %d with %d left in the stock: it draws one for each card played while the stock lasts", played, drew, stock)
		}
		if after > 0 {
			return nil
		}
		for i := range n {
			want := hand
			if i == seat {
				want = hand - played + drew
			}
			if counts[i] != want {
				return invalid("seat %d holds %d cards, want %d: every hand held %d before the last move, which was made with cards in the stock", i, counts[i], want, hand)
			}
		}
	case RefillRound:
		if stock == 0 || r.t.Play != PlayOne {
			return nil
		}
		// A round is n×Hand moves; the stock deals after each.
		round := n * hand
		done, into := moves/round, moves%round
		if drawn != done*round {
			return invalid("%d cards drawn from the stock after %d moves: a round of %d moves draws %d", drawn, moves, round, round)
		}
		want := 0
		if into == 0 {
			want = hand
		}
		if drew != want {
			return invalid("the last move drew %d cards, want %d: the stock deals when every hand is empty", drew, want)
		}
		for i := range n {
			o := (i - int(p.dealer) - 1 + n) % n
			left := hand - into/n
			if o < into%n {
				left--
			}
			if counts[i] != left {
				return invalid("seat %d holds %d cards, want %d: %d moves into a round of %d, played in turn from the dealer's left", i, counts[i], left, into, round)
			}
		}
	}
	return nil
}

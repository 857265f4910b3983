package fishing

import "github.com/cardrules/cardrules/cards"

// What a trail shows (under CompelHand only; Equi's docs/rules/equi.md,
// "What a search may infer", derives it). A seat that trails while
// capturing is compulsory held, at that moment, a hand with no legal
// capture against the table: the trailed card c and held other cards A.
// Every card of A the seat has since played (publicly) or still holds, so
// A is some held cards of H ∪ P, H its hand now and P the cards it played
// since. The order of play bounds A further: a capture that leaves rest
// cards in the hand shows that at least n = held − rest cards of A are
// among the cards played so far, so at the first capture with n ≥ 1 the
// cards played so far are Q1 (A holds one of them at least), and at the
// first with n ≥ 2 they are Q2 (A holds two at least). A capture that
// plays the whole hand ends the record; the seat's next trail replaces
// it. A trail from a hand of 1 card or of more than 4, from a hand with
// known cards (taken back from the pile) or on an empty table records
// nothing.
type trail struct {
	table  cards.Set // the table before the trail
	card   cards.Set // the card trailed
	played cards.Set // P: the cards the seat played since
	q1, q2 cards.Set // Q1 and Q2, empty below their level
	held   uint8     // the cards held beside the trailed one; 0: no record
	level  uint8     // how many of Q1, Q2 are set
	// free says the table of the trail had no rank ban: the documents
	// write it, as Equi's always have.
	free bool
}

// maxTrailHeld is the most cards a record holds beside the trailed one.
const maxTrailHeld = 3

// note keeps what the move m of seat shows of its hand, before the hand
// changes: a trail under CompelHand starts (or clears) the seat's record,
// a capture by a seat with a record adds to it or ends it.
func (r *Rules) note(s *State, seat int, m Move) {
	rec := &s.trails[seat]
	hand := s.hands[seat]
	if m.taken == 0 {
		if r.t.Compulsory != CompelHand {
			return
		}
		*rec = trail{}
		if held := hand.Len() - 1; held >= 1 && held <= maxTrailHeld && hand&s.known == 0 && s.table != 0 {
			*rec = trail{table: s.table, card: m.played, held: uint8(held), free: !r.t.RankBan}
		}
		return
	}
	if rec.held == 0 {
		return
	}
	rest := hand &^ m.played
	if rest == 0 {
		*rec = trail{} // the whole hand played: A is all in P
		return
	}
	rec.played |= m.played
	n := int(rec.held) - min(rest.Len(), maxTrailHeld)
	if n >= 1 && rec.level < 1 {
		rec.q1 = rec.played
	}
	if n >= 2 && rec.level < 2 {
		rec.q2 = rec.played
	}
	rec.level = uint8(max(int(rec.level), n))
}

// allows reports whether hand, the seat's hand now, is consistent with
// the record: some held cards of the hand and of those played since, with
// one of Q1 and two of Q2 at least, made with the trailed card a hand
// without a capture against the table of the trail.
func (r *Rules) allows(t trail, hand cards.Set) bool {
	if t.held == 0 {
		return true
	}
	var cs [cards.NumCards]cards.Card
	pool := (hand | t.played) &^ t.card
	return r.someSubset(pool.AppendCards(cs[:0]), t.card, int(t.held), func(h cards.Set) bool {
		a := h &^ t.card
		if t.level >= 1 && a&t.q1 == 0 || t.level >= 2 && (a&t.q2).Len() < 2 {
			return false
		}
		return !r.anyCapture(h, t.table, false)
	})
}

// someSubset reports whether ok holds for have plus some k of the cards cs.
func (r *Rules) someSubset(cs []cards.Card, have cards.Set, k int, ok func(cards.Set) bool) bool {
	if k == 0 {
		return ok(have)
	}
	for i := 0; i+k <= len(cs); i++ {
		if r.someSubset(cs[i+1:], have.Add(cs[i]), k-1, ok) {
			return true
		}
	}
	return false
}

package fishing

import "github.com/cardrules/cardrules/cards"

// What a trail shows (under CompelHand only: docs/rules/fishing.md, "What
// a search may infer"). A seat that trails while capturing is compulsory
// held, at that moment, a hand with no legal capture against the table:
// the trailed card c and held other cards A. Every card of A the seat has
// since played (publicly) or still holds, so A is some held cards of H ∪ P,
// H its hand now and P the cards it played since. A seat keeps its latest
// such trail while the record is cheap to check; dropping a record only
// makes Sample infer less, never wrongly.
type trail struct {
	table  cards.Set // the table before the trail
	card   cards.Set // the card trailed
	played cards.Set // the cards the seat played since
	held   uint8     // the cards held beside the trailed one; 0: no record
	// stockEmpty tells whether the stock was exhausted at the trail.
	stockEmpty bool
}

// Bounds that keep a record cheap to check: the records of bigger hands,
// or of seats that played more since, are dropped.
const (
	maxTrailHeld   = 3
	maxTrailPlayed = 6
)

// note keeps what the move m of seat shows of its hand: a trail under
// CompelHand starts a record, any other move of a seat with a record adds
// its played cards to it.
func (r *Rules) note(s *State, seat int, m Move, stockEmpty bool) {
	rec := &s.trails[seat]
	hand := s.hands[seat]
	if m.taken == 0 && r.t.Compulsory == CompelHand {
		*rec = trail{}
		if held := hand.Len() - 1; held >= 1 && held <= maxTrailHeld && s.table != 0 {
			*rec = trail{table: s.table, card: m.played, held: uint8(held), stockEmpty: stockEmpty}
		}
		return
	}
	if rec.held != 0 {
		rec.played |= m.played
		if rec.played.Len() > maxTrailPlayed {
			*rec = trail{}
		}
	}
}

// allows reports whether hand, the seat's hand now, is consistent with
// the record: some held cards of the hand and of those played since made,
// with the trailed card, a hand without a capture against the table.
func (r *Rules) allows(t trail, hand cards.Set) bool {
	if t.held == 0 {
		return true
	}
	var cs [cards.NumCards]cards.Card
	pool := (hand | t.played) &^ t.card
	return r.someSubset(pool.AppendCards(cs[:0]), t.card, int(t.held), func(h cards.Set) bool {
		return !r.anyCapture(h, t.table, t.stockEmpty)
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

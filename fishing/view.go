package fishing

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// View is what one seat may know of a position: its own hand, the
// [Public] part (the table, every pile, the sweeps, the counters, the
// last move, the trail records), the cards of every hand that came back
// from a pile and the number of cards in every hand. It never holds
// another seat's unknown cards or the order of the stock. The spectator's
// view, [Rules.View] with [cards.Spectator], is the same without a hand.
// The zero View is no game's: its Seat is -1 and it has no legal move.
type View struct {
	Public
	rules Rules
	// hands holds the seat's own hand and the known cards of the others.
	hands  [MaxPlayers]cards.Set
	counts [MaxPlayers]uint8
	seat   uint8 // the seat plus one; 0 for the spectator and the zero View
}

// View returns what seat may know of s; for [cards.Spectator], what every
// seat may know. For a seat not at the table or a position r cannot play
// it returns the zero View.
func (r Rules) View(s State, seat int) View {
	if !r.fits(&s) || seat < cards.Spectator || seat >= int(s.players) {
		return View{}
	}
	v := View{Public: s.Public, rules: r, seat: uint8(seat + 1)}
	for i := range int(s.players) {
		v.counts[i] = uint8(s.hands[i].Len())
		v.hands[i] = s.known & s.hands[i]
	}
	if seat >= 0 {
		v.hands[seat] = s.hands[seat]
	}
	return v
}

// Seat returns the seat whose view this is, or -1 ([cards.Spectator]) for
// the spectator's view and the zero View.
func (v View) Seat() int { return int(v.seat) - 1 }

// AppendLegal appends the seat's legal moves to dst, in the order of
// [Rules.AppendLegal], when it is the seat's turn, and returns dst.
func (v View) AppendLegal(dst []Move) []Move {
	if v.seat == 0 || v.Turn() != int(v.seat)-1 {
		return dst
	}
	return v.rules.appendLegal(dst, v.hands[v.seat-1], v.table, v.stockLen == 0)
}

// AppendFirst appends to dst the first n of the seat's legal moves, in
// the order of [View.AppendLegal] (all of them when there are fewer, none
// when it is not the seat's turn or n is 0 or less), and returns the
// extended slice: a bounded listing for the rare hands of millions of
// moves that a pile taken back makes.
func (v View) AppendFirst(dst []Move, n int) []Move {
	if v.seat == 0 || v.Turn() != int(v.seat)-1 || n <= 0 {
		return dst
	}
	return v.rules.appendFirst(dst, v.hands[v.seat-1], v.table, v.stockLen == 0, n)
}

// RandomMove returns one of the seat's legal moves drawn uniformly at
// random from p, exactly as [Rules.RandomMove] draws on the view's
// position, and true; or the zero Move and false, drawing nothing, when it
// is not the seat's turn, v is nil or p is nil. It implements
// [cards.RandomView].
func (v *View) RandomMove(p *rand.PCG) (Move, bool) {
	if v == nil || p == nil || v.seat == 0 || v.Turn() != int(v.seat)-1 {
		return Move{}, false
	}
	return v.rules.randomMove(p, v.hands[v.seat-1], v.table, v.stockLen == 0)
}

// Rules returns the rules of the view's game.
func (v View) Rules() Rules { return v.rules }

// Hand returns the seat's own cards; the empty set for the spectator.
func (v View) Hand() cards.Set {
	if v.seat == 0 {
		return 0
	}
	return v.hands[v.seat-1]
}

// HandLen returns the number of cards in seat's hand, 0 for a seat not at
// the table.
func (v View) HandLen(seat int) int {
	if seat < 0 || seat >= int(v.players) {
		return 0
	}
	return int(v.counts[seat])
}

// Held returns the number of cards seat holds, in hand and in his pile,
// as [State.Held] gives it; 0 for a seat not at the table.
func (v View) Held(seat int) int { return v.HandLen(seat) + v.Pile(seat).Len() }

// Known returns the cards of seat's hand every seat knows (taken back
// from his pile), as [State.Known] gives them.
func (v View) Known(seat int) cards.Set {
	if seat < 0 || seat >= int(v.players) {
		return 0
	}
	return v.known & v.hands[seat]
}

// Score returns seat's result as the view's rules count it, from what
// every seat sees: [Rules.Score] of the position; 0 for a seat not at the
// table.
func (v View) Score(seat int) int {
	if seat < 0 || seat >= int(v.players) {
		return 0
	}
	var lens [MaxPlayers]int
	var known [MaxPlayers]cards.Set
	for i := range int(v.players) {
		lens[i], known[i] = int(v.counts[i]), v.Known(i)
	}
	return v.rules.scores(&v.Public, &lens, &known)[seat]
}

// Unknown returns the cards the seat cannot see: the stock and the other
// hands' cards that are not known. [Rules.Sample] deals exactly these.
func (v View) Unknown() cards.Set {
	if v.players == 0 {
		return 0
	}
	u := v.rules.t.Deck.Minus(v.table)
	for i := range int(v.players) {
		u = u.Minus(v.hands[i]).Minus(v.piles[i])
	}
	return u
}

// maxDeals bounds the deals Sample makes to meet the trail records; past
// it, the records are not asked (no record of a played game comes near).
const maxDeals = 10000

// Sample returns a full position consistent with v: the cards v does not
// show dealt at random from rng to the hands (each getting as many as it
// holds beyond the cards v shows of it) and to the stock, keeping only
// deals in which every other seat's trail record allows its hand
// ("What a search may infer"). Everything v shows is kept, so
// r.View(r.Sample(v, rng), v.Seat()) equals v. A nil rng deals in a fixed
// order; the zero View gives the zero State. r is not read.
func (r Rules) Sample(v View, rng *rand.Rand) State {
	if v.players == 0 {
		return State{}
	}
	rules := &v.rules
	if rng == nil {
		rng = rand.New(rand.NewPCG(0, 0))
	}
	var buf [cards.NumCards]cards.Card
	deck := cards.Deck(v.Unknown().AppendCards(buf[:0]))
	s := State{Public: v.Public}
	for deals := 0; ; deals++ {
		deck.Shuffle(rng)
		s.hands = v.hands
		at := 0
		ok := true
		for i := range int(v.players) {
			for n := int(v.counts[i]) - s.hands[i].Len(); n > 0 && at < len(deck); n-- {
				s.hands[i] = s.hands[i].Add(deck[at])
				at++
			}
			if i != v.Seat() && !rules.allows(v.trails[i], s.hands[i]) {
				ok = false
			}
		}
		if ok || deals >= maxDeals {
			rest := deck[at:]
			for i, c := range rest {
				s.stock[len(rest)-1-i] = c
			}
			s.stockLen = uint8(len(rest))
			return s
		}
	}
}

// redealTries is the most deals [Rules.Redeal] draws to find one that
// every trail record allows.
const redealTries = 256

// Redeal returns a position seat cannot tell from s, for searches and
// [cards.Redealer]: the cards of the other hands that seat has not seen
// ([State.Known] stays in its hand) and those of the stock dealt anew at
// random from rng, each hand keeping its count and the stock its length,
// keeping only a deal in which every other seat's trail record allows its
// hand, as [Rules.Sample] does from a view. For [cards.Spectator] every
// hand's unknown cards are dealt anew. Everything seat sees is kept, so
// r.View(r.Redeal(s, seat, rng), seat) equals r.View(s, seat). It returns
// s itself when no deal of redealTries is allowed, for a seat not at the
// table, a position r cannot play and a nil rng; it does not change s, and
// allocates nothing.
func (r Rules) Redeal(s State, seat int, rng *rand.Rand) State {
	n := int(s.players)
	if rng == nil || !r.fits(&s) || seat < cards.Spectator || seat >= n {
		return s
	}
	var buf [cards.NumCards]cards.Card
	deck := cards.Deck(buf[:0])
	for i := range n {
		if i != seat {
			deck = (s.hands[i] &^ s.known).AppendCards(deck)
		}
	}
	deck = append(deck, s.stock[:s.stockLen]...)
	for range redealTries {
		deck.Shuffle(rng)
		x, rest, ok := s, deck, true
		for i := range n {
			if i == seat {
				continue
			}
			hand, more, _ := rest.Deal((s.hands[i] &^ s.known).Len())
			x.hands[i] = s.hands[i]&s.known | hand
			rest = more
			ok = ok && r.allows(x.trails[i], x.hands[i])
		}
		if ok {
			copy(x.stock[:], rest)
			return x
		}
	}
	return s
}

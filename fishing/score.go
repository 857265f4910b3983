package fishing

import "github.com/cardrules/cardrules/cards"

// Score returns each seat's result under the rows of [Table.Scoring],
// indexed by seat; more is better. With partners each seat scores its
// partnership's total, plus the score a Variant added to the seat
// ([Public.AddedScore]). It has [Rules.Seats] entries (none for the zero
// Rules). The winners are scoring.Winners(r.Score(s), scoring.HigherWins).
func (r Rules) Score(s State) []int { return r.AppendScore(make([]int, 0, r.table().Players), s) }

// AppendScore appends to dst the scores [Rules.Score] returns and returns
// the extended slice: the [cards.ScoreAppender] fast path.
func (r Rules) AppendScore(dst []int, s State) []int {
	if r.table().Players < MinPlayers {
		return dst
	}
	var lens [MaxPlayers]int
	var known [MaxPlayers]cards.Set
	for i := range int(s.players) {
		lens[i], known[i] = s.hands[i].Len(), s.known&s.hands[i]
	}
	if !r.fits(&s) {
		return append(dst, make([]int, r.t.Players)...)
	}
	sc := r.scores(&s.Public, &lens, &known)
	return append(dst, sc[:r.t.Players]...)
}

// side is what one side (a seat, or a partnership) has for the rows.
type side struct {
	pile   cards.Set // the cards captured
	held   int       // cards in hand and pile
	values int       // values of the cards captured
	sweeps int
}

// primieraValue is the primiera value of each rank (Scopa).
var primieraValue = [cards.Ace + 1]int{
	cards.Seven: 21, cards.Six: 18, cards.Ace: 16, cards.Five: 15,
	cards.Four: 14, cards.Three: 13, cards.Two: 12,
	cards.Eight: 10, cards.Nine: 10, cards.Ten: 10, cards.Jack: 10, cards.Queen: 10, cards.King: 10,
}

// primiera returns the primiera of pile: the sum over the suits of the
// best primiera value among its cards of that suit, or 0 when a suit is
// missing.
func primiera(pile cards.Set) int {
	total := 0
	for u := cards.Clubs; u <= cards.Spades; u++ {
		best := 0
		for c := range pile.OfSuit(u).All() {
			best = max(best, primieraValue[c.Rank()])
		}
		if best == 0 {
			return 0
		}
		total += best
	}
	return total
}

// scores is the one home of the result, from what every seat sees: the
// public part, the number of cards in each hand and each hand's known
// cards (taken back from the pile).
func (r *Rules) scores(p *Public, lens *[MaxPlayers]int, known *[MaxPlayers]cards.Set) [MaxPlayers]int {
	var sides [MaxPlayers]side
	n := r.t.Players
	for i := range n {
		sd := &sides[r.teams[i]]
		sd.pile |= p.piles[i]
		sd.held += lens[i] + p.piles[i].Len()
		sd.values += r.sum(p.piles[i] | known[i])
		sd.sweeps += int(p.sweeps[i])
	}
	nsides := n
	if r.t.Partners {
		nsides = n / 2
	}
	sc := r.t.Scoring
	var pts [MaxPlayers]int
	for i := range nsides {
		sd := &sides[i]
		if sc.CardsHeld {
			pts[i] += sd.held
		}
		if sc.ValuesCaptured {
			pts[i] += sd.values
		}
		pts[i] += sc.Sweep * sd.sweeps
		if sd.pile.Has(cards.New(cards.Seven, cards.Diamonds)) {
			pts[i] += sc.SevenOfCoins
		}
	}
	award := func(points int, measure func(cards.Set) int) {
		if points == 0 {
			return
		}
		best, who := -1, -1
		for i := range nsides {
			switch m := measure(sides[i].pile); {
			case m > best:
				best, who = m, i
			case m == best:
				who = -1 // a tie for the best: nobody scores
			}
		}
		if who >= 0 {
			pts[who] += points
		}
	}
	award(sc.MostCards, cards.Set.Len)
	award(sc.MostCoins, func(s cards.Set) int { return s.OfSuit(cards.Diamonds).Len() })
	award(sc.Primiera, primiera)
	award(sc.MostSevens, func(s cards.Set) int { return s.OfRank(cards.Seven).Len() })
	var out [MaxPlayers]int
	for i := range n {
		out[i] = pts[r.teams[i]] + int(p.added[i])
	}
	return out
}

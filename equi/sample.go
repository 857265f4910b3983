package equi

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// Sample returns a full position consistent with v, drawn from rng
// uniformly among the positions consistent with what v shows and with the
// inferences listed in docs/rules/equi.md, "What a search may infer":
// every card v does not show is dealt to the hands, each getting as many as
// it holds beyond the cards v shows of it, and to the stock, in a random
// order, keeping only the deals in which every other seat's latest trail
// (rule E7, when capturing is compulsory) was legal: some cards of its hand
// now and of those it played since, as many as it held beside the trailed
// card and as the order of its later moves and draws allows, made with
// that card a hand without a capture against the table of the trail. The
// seat's earlier trails are not used, nor anything else play shows.
// Everything v shows is kept: the seat's hand, the known cards of every
// hand, the piles, the table, every count and counter, the trail records
// and the last move. So r.View(r.Sample(v, rng), v.Seat()) equals v, for a
// seat's view and the spectator's alike. Search bots use it to deal the
// hidden cards afresh. Equi has no randomness beyond the order of the
// cards, so nothing else is drawn.
//
// Sampling is exact rejection: the hands of the seats with a trail record
// are dealt first from a uniformly random order of the unseen cards, and
// dealt again until every record allows its hand; the rest is then dealt
// as before. The number of deals is geometric with mean 1/q, q the share
// of the deals of those hands that the records allow (q > 0: the true deal
// of a played position is one, and the decoders accept only records some
// deal allows); each costs, per record, at most C(h+p, a) subsets of
// a ≤ 3 cards, h the hand and p the cards played since the trail, the
// capture rule being asked once per multiset of ranks in a call. In random
// games a sample with records made 2.1 deals on average, 1 in 870 more
// than 100 (docs/rules/equi.md). Without a record (positions played under
// [Rules.VoluntaryTrail] have none) it is one shuffle, as before.
//
// Every View a caller can hold (one made by [Rules.View] of a position that
// play or a decoder gave, or one [View.UnmarshalJSON] accepted) gives a
// position that passes the checks of [State.UnmarshalJSON]: the hidden
// cards go back into the places the view counts, so every check made from
// the view holds for the position, and the decoders accept only records
// some deal allows.
//
// Sample uses only v; r is there to implement [cards.HiddenGame]. A nil
// rng deals the hidden cards in a fixed order. The zero View gives the
// zero State. It allocates nothing.
func (r Rules) Sample(v View, rng *rand.Rand) State {
	s, _ := sample(&v, rng)
	return s
}

// sample is Sample, returning as well the number of deals of the hands
// with a trail record it made (0 when there is none).
func sample(v *View, rng *rand.Rand) (State, int) {
	if v.players == 0 {
		return State{}, 0
	}
	s := State{Public: v.Public, hands: v.hands}
	var buf [DeckSize]cards.Card
	deck := cards.Deck(v.Unknown().AppendCards(buf[:0]))
	if rng == nil {
		rng = rand.New(rand.NewPCG(0, 0))
	}
	var need [MaxPlayers]int
	var order [MaxPlayers]uint8
	constrained := 0
	for i := range int(s.players) {
		need[i] = int(v.counts[i]) - s.hands[i].Len()
		if need[i] > 0 && s.trails[i].held() != 0 {
			order[constrained] = uint8(i)
			constrained++
		}
	}
	tries := 0
	if constrained == 0 {
		deck.Shuffle(rng)
	} else {
		deck, tries = dealTrailHands(&s, deck, rng, need[:], order[:constrained])
	}
	for i := range int(s.players) {
		if s.trails[i].held() != 0 && need[i] > 0 {
			continue // dealt by dealTrailHands
		}
		for n := need[i]; n > 0 && len(deck) > 0; n-- {
			s.hands[i] = s.hands[i].Add(deck[0])
			deck = deck[1:]
		}
	}
	// The rest is the stock, its top card last in the array.
	n := min(len(deck), maxStock)
	for i, c := range deck[:n] {
		s.stock[n-1-i] = c
	}
	s.stockLen = uint8(n)
	return s, tries
}

// dealTrailHands deals the hidden cards of the seats in seats, each of
// which has a trail record, from deck, uniformly among the deals their
// records allow (rejection on a partial Fisher-Yates shuffle), puts them
// into s's hands and returns the rest of deck in a uniformly random order
// and the number of deals made.
func dealTrailHands(s *State, deck cards.Deck, rng *rand.Rand, need []int, seats []uint8) (cards.Deck, int) {
	k := 0
	for _, i := range seats {
		k += need[i]
	}
	k = min(k, len(deck))
	var cache [MaxPlayers]rankCache
	tries := 0
	for {
		tries++
		// The first k cards of a partial Fisher-Yates shuffle are a
		// uniformly random sequence of k unseen cards, whatever order
		// deck is in.
		for i := range k {
			j := i + rng.IntN(len(deck)-i)
			deck[i], deck[j] = deck[j], deck[i]
		}
		ok, at := true, 0
		for _, i := range seats {
			var hand cards.Set
			for _, c := range deck[at : at+need[i]] {
				hand |= bit(c)
			}
			at += need[i]
			if !s.trails[i].allows(s.hands[i]|hand, &cache[i]) {
				ok = false
				break
			}
		}
		if ok {
			break
		}
	}
	at := 0
	for _, i := range seats {
		for _, c := range deck[at : at+need[i]] {
			s.hands[i] |= bit(c)
		}
		at += need[i]
	}
	rest := deck[k:]
	rest.Shuffle(rng)
	return rest, tries
}

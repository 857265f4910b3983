package shedding

import "github.com/cardrules/cardrules/cards"

// checkDeal returns an error wrapping [cards.ErrInvalidState] when no deal
// of the cards v's seat cannot see fits what play showed of the other
// seats under t, the view's table: see [View.dealFits].
func (v *View[G]) checkDeal(t *Rules) error {
	if v.dealFits(t) {
		return nil
	}
	return invalidState("no deal of the %d unseen cards fits the voids the seats showed (barred) and the answer the seat to move must hold", v.Unknown().Len())
}

// dealFits reports whether some deal of the cards v's seat cannot see
// ([View.Unknown]) to the other seats, each its count, and the stock
// fits what play showed of those seats under t, the view's table
// ([Rules.mayHold]): their voids ([Public.Barred]), the answer the seat
// to answer a pending draw holds under ForcedDraw, the card the seat to
// move drew this turn apart. The view decoder and [Rules.Sample] ask it,
// so that Sample has a deal for every view the decoder reads. It
// allocates nothing.
//
// It is a maximum flow from the unseen cards, by class (the kinds of
// [Void] a card is of), through each seat's voids, highest count first,
// each level capped at the cards the seat may hold of it, to the seats
// and the stock. The seat that must hold an answer is given one first,
// of each class of answers in turn; the seat to move that drew takes one
// card past its voids.
func (v *View[G]) dealFits(t *Rules) bool {
	if v.mover == 0 && v.lastDeal != 0 {
		return true // every hand was shown when the match ended
	}
	seat := v.Seat()
	shown := false
	for i := range int(v.players) {
		if i != seat && v.counts[i] != 0 {
			h := t.shown(&v.Public, i)
			shown = shown || h.barred != [NumVoids]uint8{} || h.must != 0
		}
	}
	if !shown {
		return true // the counts add up: any deal fits
	}
	var supply [flowClasses]int
	for c := range v.Unknown().All() {
		supply[t.flowClass(c)]++
	}
	must := -1 // the seat that must hold an answer
	if m := v.Turn(); m >= 0 && m != seat && t.shown(&v.Public, m).must != 0 {
		must = m
	}
	if must < 0 {
		return v.dealFlows(t, &supply, -1, -1)
	}
	for k := range flowClasses {
		if k&flowAnswer != 0 && supply[k] > 0 && v.dealFlows(t, &supply, must, k) {
			return true
		}
	}
	return false
}

// The classes of cards the voids treat alike: the suit in bits 0 and 1,
// then a bit for the answers and one for the wild cards.
const (
	flowAnswer  = 4
	flowWild    = 8
	flowClasses = 16
)

// flowClass returns the class of c under r.
func (r *Rules) flowClass(c cards.Card) int {
	k := int(c.Suit())
	if r.Answer.Has(c) {
		k |= flowAnswer
	}
	if r.Wild.Has(c) {
		k |= flowWild
	}
	return k
}

// flowLevel returns the highest count of barred among the kinds of the
// cards of class k.
func flowLevel(barred *[NumVoids]uint8, k int) int {
	x := barred[k&3]
	if k&flowAnswer != 0 {
		x = max(x, barred[VoidAnswer])
	}
	if k&flowWild != 0 {
		x = max(x, barred[VoidWild])
	}
	return int(x)
}

// dealFlows reports whether the unseen cards, supply of each class, can
// be dealt to the seats v's seat cannot see and the stock; when given is
// a class, seat must already holds a card of it.
func (v *View[G]) dealFlows(t *Rules, supply *[flowClasses]int, must, given int) bool {
	const (
		source, sink, stock = 0, 1, 2
		classes             = 3
		inf                 = cards.NumCards
	)
	var f flow
	f.n = classes + flowClasses
	total := 0
	for k, n := range supply {
		if k == given {
			n--
		}
		f.add(source, classes+k, n)
		f.add(classes+k, stock, inf)
		total += n
	}
	f.add(stock, sink, int(v.nstock))
	seat, mover := v.Seat(), v.Turn()
	for j := range int(v.players) {
		full := int(v.counts[j])
		if j == seat || full == 0 {
			continue
		}
		n := full // the cards to deal
		b := &v.barred[j]
		free := 0 // the cards past the voids: the one drawn this turn
		if j == mover && v.drawn > 0 {
			free = 1
		}
		level := -1 // the level of the answer given
		if j == must {
			n--
			level = flowLevel(b, given)
		}
		sj := f.node()
		f.add(sj, sink, n)
		// The levels, highest first, each a node whose flow on is capped.
		var levels, nodes [NumVoids]int
		m := 0
		for prev := cards.NumCards + 1; ; {
			x := 0
			for _, y := range b {
				if int(y) < prev && int(y) > x {
					x = int(y)
				}
			}
			if x == 0 {
				break
			}
			levels[m], nodes[m] = x, f.node()
			m++
			prev = x
		}
		for i := range m {
			limit := full - free - levels[i]
			if level >= levels[i] {
				limit-- // the answer given counts here
			}
			if limit < 0 {
				return false
			}
			next := sj
			if i+1 < m {
				next = nodes[i+1]
			}
			f.add(nodes[i], next, limit)
		}
		if free > 0 {
			fj := f.node()
			f.add(fj, sj, free)
			for k := range flowClasses {
				f.add(classes+k, fj, inf)
			}
		}
		for k := range flowClasses {
			x, to := flowLevel(b, k), sj
			for i := range m {
				if levels[i] == x {
					to = nodes[i]
				}
			}
			f.add(classes+k, to, inf)
		}
	}
	return f.max(source, sink) == total
}

// flowNodes is the most nodes of a deal's flow: the source, the sink, the
// stock, the classes, and for each seat its node, its levels and its
// drawn card's.
const flowNodes = 3 + flowClasses + MaxPlayers*(NumVoids+2)

// flow is a small flow network, its capacities in a matrix.
type flow struct {
	n   int
	cap [flowNodes][flowNodes]int16
}

// node returns a new node.
func (f *flow) node() int {
	f.n++
	return f.n - 1
}

// add adds capacity c from a to b.
func (f *flow) add(a, b, c int) { f.cap[a][b] += int16(c) }

// max returns the maximum flow from s to t (Edmonds and Karp), leaving the
// residual capacities.
func (f *flow) max(s, t int) int {
	total := 0
	for {
		var prev [flowNodes]int
		for i := range prev {
			prev[i] = -1
		}
		prev[s] = s
		queue := [flowNodes]int{s}
		for head, tail := 0, 1; head < tail && prev[t] < 0; head++ {
			a := queue[head]
			for b := range f.n {
				if prev[b] < 0 && f.cap[a][b] > 0 {
					prev[b] = a
					queue[tail] = b
					tail++
				}
			}
		}
		if prev[t] < 0 {
			return total
		}
		push := int16(cards.NumCards)
		for b := t; b != s; b = prev[b] {
			push = min(push, f.cap[prev[b]][b])
		}
		for b := t; b != s; b = prev[b] {
			f.cap[prev[b]][b] -= push
			f.cap[b][prev[b]] += push
		}
		total += int(push)
	}
}

package equi

import (
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// fits reports whether s is a position these rules can play: valid rules
// and a State dealt for the same number of players.
func (r *Rules) fits(s *State) bool {
	return s.players != 0 && int(s.players) == r.players() &&
		r.NoProgressRounds >= 0 && r.NoProgressRounds <= MaxNoProgressRounds &&
		r.MaxMoves >= 0 && r.MaxMoves <= MaxMovesLimit
}

// over reports whether s is over: the game has ended, or s cannot be
// played under r (the zero State, a State dealt for another number of
// players, or invalid rules).
func (r *Rules) over(s *State) bool { return !r.fits(s) || s.end != EndNone }

// ToMove returns the seat whose turn it is in s, or -1 when s is over: the
// game has ended, or s cannot be played under r (the zero State, a State
// dealt for another number of players, or invalid rules).
func (r Rules) ToMove(s State) int { return r.toMove(&s) }

// toMove is ToMove without copying the position.
func (r *Rules) toMove(s *State) int {
	if r.over(s) {
		return -1
	}
	return int(s.turn)
}

// Score returns each seat's result, indexed by seat; more is better (rule
// E12): under [ScoreCards] (the standard game) the count of cards held,
// hand plus captured pile, and under [ScorePoints] the points of the cards
// captured (the pile and the cards of the hand taken back from it); plus,
// in both, the score a Variant added ([Public.AddedScore]). At the end of
// the standard game the counts add up to 36, the cards left on the table
// having gone to a seat's pile (rule E11). It has [Rules.Seats] entries;
// [State.Score] gives the standard count of one. The winners are the seats
// of the best result (rule E12; equal best results share the win):
// scoring.Winners(r.Score(s), scoring.HigherWins).
func (r Rules) Score(s State) []int { return r.AppendScore(make([]int, 0, r.players()), s) }

// AppendScore appends to dst the scores [Rules.Score] returns, one per
// seat, and returns the extended slice: the [cards.ScoreAppender] fast
// path. With room in dst it allocates nothing.
func (r Rules) AppendScore(dst []int, s State) []int {
	for i := range r.players() {
		score := 0 // for a seat past MaxPlayers, under rules Start refuses
		if i < MaxPlayers {
			score = r.seatScore(&s.Public, i, s.hands[i].Len(), s.known&s.hands[i])
		}
		dst = append(dst, score)
	}
	return dst
}

// seatScore is the one home of a seat's result, from what every seat
// sees: the seat's pile and added score in p, the number of cards in its
// hand and the known cards of it (those taken back from the pile).
func (r Rules) seatScore(p *Public, seat, handLen int, known cards.Set) int {
	base := handLen + p.piles[seat].Len()
	if r.Scoring == ScorePoints {
		base = pointSum(p.piles[seat] | known)
	}
	return base + int(p.added[seat])
}

// Apply returns the position after the seat to move plays m in s: the move
// itself, the refill from the stock (rule E8), taking the pile into an empty
// hand (E9), the end of the game (E10, E11, E13) and the turn passing to the
// next seat that holds a card. It never changes s.
//
// A capture is checked directly from its sets: the played cards are in the
// hand, the taken cards on the table, both sides make the same point sum
// and no rank is on both sides unless an exception lifts the ban. A trail
// is legal only when no capture is, unless [Rules.VoluntaryTrail].
//
// When m is not legal it returns s unchanged and a [*cards.MoveError]
// (wrapping [cards.ErrIllegalMove]) that says why, its Number 0. It allocates nothing on success.
// Apply is [Rules.ApplyTo] on a copy of s; a hot loop that owns its
// position saves the copies by calling ApplyTo.
func (r Rules) Apply(s State, m Move) (State, error) {
	err := r.ApplyTo(&s, m)
	return s, err
}

// ApplyTo applies m to the position *s in place. On success *s is the
// position [Rules.Apply] would return; on error *s is unchanged and the
// error is the one Apply returns: a [*cards.MoveError] that says why. The
// move is checked exactly as Apply checks it. A nil s is refused with a
// MoveError whose Seat is -1.
// It allocates nothing on success.
//
// ApplyTo is for loops that own their position, such as playouts and
// searches, where the State copies of Apply are a measurable part of a move:
//
//	for buf = r.AppendLegal(buf[:0], s); len(buf) > 0; buf = r.AppendLegal(buf[:0], s) {
//		_ = r.ApplyTo(&s, buf[rng.IntN(len(buf))]) // a listed move is legal
//	}
func (r Rules) ApplyTo(s *State, m Move) error {
	if s == nil {
		return moveError(-1, m, "there is no position (a nil *State)")
	}
	if reason := r.refuse(s, m); reason != "" {
		return moveError(r.toMove(s), m, reason)
	}
	r.apply(s, m)
	return nil
}

// refuse returns why m is not legal in s, or "" when it is. A legal move
// is recognised by a few set operations (and, for a trail, the search for
// a capture); refusal, rarer, says why.
func (r *Rules) refuse(s *State, m Move) string {
	if r.fits(s) && s.end == EndNone {
		hand, p, t := s.hands[s.turn], m.Played(), m.Taken()
		switch {
		case t == 0:
			// A trail: one card of the deck, in the hand, and capturing
			// is voluntary or impossible.
			if p != 0 && p&(p-1) == 0 && p&^hand == 0 && p.Valid() &&
				(r.VoluntaryTrail || !r.hasCapture(s)) {
				return ""
			}
		case p != 0 && p&^hand == 0 && t&^s.table == 0 && p&t == 0 && (p | t).Valid() &&
			pointSum(p) == pointSum(t) && (r.NoRankBan || sameRanks(p, t) == 0):
			return "" // a capture without the exceptions E5 and E6
		}
	}
	return r.refusal(s, m)
}

// refusal returns why m is not legal in s, or "" when it is, checking in
// the order of the reasons it gives.
func (r *Rules) refusal(s *State, m Move) string {
	switch {
	case s.players == 0:
		return "the position is not a dealt game"
	case int(s.players) != r.players():
		return "the position has " + strconv.Itoa(int(s.players)) + " seats and the rules " + strconv.Itoa(r.players())
	case !r.fits(s):
		return "the rules are invalid"
	case s.end != EndNone:
		return "the game is over"
	case !m.Valid():
		return "not a well-formed move"
	}
	hand := s.hands[s.turn]
	if missing := m.Played().Minus(hand); !missing.Empty() {
		c, _ := missing.Min()
		return c.String() + " is not in the hand"
	}
	if m.IsTrail() {
		if r.VoluntaryTrail {
			return ""
		}
		if c, ok := r.firstCapture(s); ok {
			return "capturing is compulsory and " + c.String() + " is possible"
		}
		return ""
	}
	if missing := m.Taken().Minus(s.table); !missing.Empty() {
		c, _ := missing.Min()
		return c.String() + " is not on the table"
	}
	if p, t := pointSum(m.Played()), pointSum(m.Taken()); p != t {
		return "the cards played make " + strconv.Itoa(p) + " points and the cards taken " + strconv.Itoa(t)
	}
	if r.NoRankBan {
		return ""
	}
	both := sameRanks(m.Played(), m.Taken())
	switch {
	case both.Empty():
		return ""
	case m.Played() == hand && m.Taken() == s.table:
		return "" // rule E5: the whole hand takes the whole table
	case s.stockLen == 0 && hand.Len() == 1:
		return "" // rule E6: the stock is exhausted and this is the last card
	}
	c, _ := both.Min()
	return "rank " + c.Rank().String() + " is both played and taken"
}

// apply plays the legal move m in s, changing s.
func (r *Rules) apply(s *State, m Move) {
	seat := int(s.turn)
	stockWasEmpty := s.stockLen == 0
	capture := m.Taken() != 0

	if !capture {
		s.noteTrail(seat, s.hands[seat], m.Played(), r)
	} else if s.trails[seat].w1 != 0 {
		s.trails[seat].noteCapture(s.hands[seat], m.Played())
	}
	s.hands[seat] &^= m.Played()
	s.known &^= m.Played()
	if capture {
		s.table &^= m.Taken()
		s.piles[seat] |= m.Played() | m.Taken()
		s.lastCapturer = int8(seat)
		s.idle = 0
	} else {
		s.table |= m.Played()
		if stockWasEmpty {
			s.idle++
		}
	}
	s.moves++
	if stockWasEmpty {
		s.movesAfter++
	}
	s.lastMove, s.lastSeat, s.lastDrawn, s.lastRecycled = m, int8(seat), 0, 0
	if r.Variant != nil {
		r.moved(s) // the variant's steps, before the end and the refill
	}

	// Rule E10: a capture that clears the table after the stock is
	// exhausted ends the game.
	if capture && stockWasEmpty && s.table == 0 {
		s.end = EndTableCleared
		return
	}

	// Rule E8: the mover alone draws back up to four.
	if s.stockLen > 0 {
		hand, left := s.hands[seat], int(s.stockLen)
		drawn := 0
		for n := hand.Len(); n < HandSize && left > 0; n++ {
			left--
			c := &s.stock[left]
			hand |= 1 << (*c & 63) // a card of the deck: Add's check is not needed
			*c = 0
			drawn++
		}
		s.hands[seat], s.stockLen, s.lastDrawn = hand, uint8(left), uint8(drawn)
	}
	// Rule E9: with the stock exhausted and the hand empty, the pile comes
	// into the hand, all of it or its four lowest cards.
	if s.stockLen == 0 && s.hands[seat] == 0 && s.piles[seat] != 0 {
		take := s.piles[seat]
		if r.RecycleByFour {
			take = lowest(take, HandSize)
		}
		s.hands[seat] = take
		s.known |= take // the pile was shown card by card as it was captured
		s.piles[seat] &^= take
		s.lastRecycled = uint8(take.Len())
	}

	// The turn passes clockwise to the next seat holding a card; a seat
	// with neither hand nor pile is skipped, and counts as a turn without
	// a capture (rule E11).
	n := int(s.players)
	next := -1
	for k, t := 1, seat; k <= n; k++ {
		if t++; t == n {
			t = 0
		}
		if s.hands[t] != 0 {
			next = t
			break
		}
		if t != seat {
			s.idle++
		}
	}
	switch {
	case next < 0:
		s.end = EndNoCards
	case s.idle == 0 && s.movesAfter == 0:
		// No limit below is reached: rounds()*n and maxMoves() are at
		// least 1 under rules that fit the position (as for the whole
		// stock phase).
		s.turn = uint8(next)
		return
	case int(s.idle) >= r.rounds()*n:
		s.end = EndNoProgress
	case int(s.movesAfter) >= r.maxMoves():
		s.end = EndMoveLimit
	default:
		s.turn = uint8(next)
		return
	}
	// The game ended with cards on the table: they go to the last capturer,
	// or to the dealer when nobody captured (rule E11).
	to := int(s.lastCapturer)
	if to < 0 {
		to = int(s.dealer)
	}
	s.piles[to] |= s.table
	s.table = 0
}

// lowest returns the n lowest cards of s in card order.
func lowest(s cards.Set, n int) cards.Set {
	var out cards.Set
	for ; n > 0 && s != 0; n-- {
		low := s & -s
		out |= low
		s &^= low
	}
	return out
}

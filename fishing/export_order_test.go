package fishing

import "github.com/cardrules/cardrules/cards"

// CheckState is the decoders' check of a whole position, for the tests of
// package fishing_test.
func CheckState(r Rules, s State) error { return r.check(&s) }

// OrderCase changes a position reached by play so that the order of play
// under r cannot give it, keeping every card in one place; Change reports
// false, changing nothing, when s does not fit. Reason is part of the
// error the check gives.
type OrderCase struct {
	Name, Reason string
	Change       func(r Rules, s *State) bool
}

// move moves card c from *from to *to.
func move(c cards.Card, from, to *cards.Set) { *from, *to = from.Remove(c), to.Add(c) }

// OrderCases are the changes each check of order.go refuses that equi's
// validation tests do not make (those run in package equi).
func OrderCases() []OrderCase {
	return []OrderCase{
		{"a stock larger than the deal", "-player deal leaves", func(r Rules, s *State) bool {
			if s.table == 0 || int(s.stockLen) != r.initialStock() {
				return false
			}
			c, _ := s.table.Min()
			s.table = s.table.Remove(c)
			copy(s.stock[1:], s.stock[:s.stockLen]) // c goes to the bottom
			s.stock[0], s.stockLen = c, s.stockLen+1
			return true
		}},
		{"moves after the stock counted while it lasts", "moves counted after the stock ran out while it holds", func(r Rules, s *State) bool {
			if s.stockLen == 0 || s.moves == 0 {
				return false
			}
			s.movesAfter = 1
			return true
		}},
		{"over with no move after the stock", "no move was made with the stock exhausted", func(r Rules, s *State) bool {
			if s.end == EndNone {
				return false
			}
			s.movesAfter, s.idle = 0, 0
			return true
		}},
		{"cards on the table at the end", "the game is over with cards on the table", func(r Rules, s *State) bool {
			to := s.receiver()
			rest := s.piles[to].Minus(s.lastMove.played | s.lastMove.taken)
			if s.end == EndNone || rest == 0 {
				return false
			}
			c, _ := rest.Min()
			move(c, &s.piles[to], &s.table)
			return true
		}},
		{"a deal short of the table", "no move played and the deal is not whole", func(r Rules, s *State) bool {
			if s.moves != 0 || s.stockLen == 0 || s.table == 0 {
				return false
			}
			s.stockLen--
			s.table = s.table.Add(s.stock[s.stockLen])
			s.stock[s.stockLen] = 0
			return true
		}},
		{"the dealer moves first", "left of the dealer", func(r Rules, s *State) bool {
			if s.moves != 0 {
				return false
			}
			s.turn = s.dealer
			return true
		}},
		{"a capturer before the first move", "a last capturer before the first move", func(r Rules, s *State) bool {
			if s.moves != 0 || s.lastCapturer >= 0 {
				return false
			}
			s.lastCapturer = int8(s.turn)
			return true
		}},
		{"a pile before the first capture", "has a pile and nobody has captured", func(r Rules, s *State) bool {
			if s.moves != 0 || s.lastCapturer >= 0 {
				return false
			}
			i := (s.turn + 1) % s.players
			c, _ := s.hands[i].Min()
			move(c, &s.hands[i], &s.piles[i])
			return true
		}},
		{"cards taken back before the first capture", "taken back from a pile and nobody has captured", func(r Rules, s *State) bool {
			if s.moves != 0 || s.lastCapturer >= 0 || r.t.Recycle == RecycleNone {
				return false
			}
			s.known = s.hands[s.turn]
			return true
		}},
		{"more moves than draws", "which has given only", func(r Rules, s *State) bool {
			if r.t.Refill != RefillMover || s.stockLen == 0 || s.moves == 0 || int(s.moves)+int(s.players) <= r.initialStock()-int(s.stockLen) {
				return false
			}
			s.moves += uint16(s.players)
			return true
		}},
		{"a round too many", "a round of", func(r Rules, s *State) bool {
			if r.t.Refill != RefillRound || s.stockLen == 0 || s.moves == 0 {
				return false
			}
			s.moves += uint16(r.t.Players * r.t.Hand)
			return true
		}},
		{"a draw in the middle of a round", "the stock deals when every hand is empty", func(r Rules, s *State) bool {
			if r.t.Refill != RefillRound || s.stockLen == 0 || int(s.moves)%(r.t.Players*r.t.Hand) == 0 {
				return false
			}
			s.lastDrawn = 1
			return true
		}},
		{"a hand short in a round", "played in turn from the dealer's left", func(r Rules, s *State) bool {
			i := (s.lastSeat + 2) % int8(s.players)
			if r.t.Refill != RefillRound || s.stockLen == 0 || s.moves == 0 || s.hands[i] == 0 {
				return false
			}
			c, _ := s.hands[i].Min()
			move(c, &s.hands[i], &s.table)
			return true
		}},
		{"no cards with cards in hand", "the game ended with nobody holding a card, and the hands hold", func(r Rules, s *State) bool {
			if s.end != EndNoProgress {
				return false
			}
			s.end = EndNoCards
			return true
		}},
		{"idle turns past a round more", "more than 1 no-progress rounds allow", func(r Rules, s *State) bool {
			if s.end != EndNoProgress || r.t.NoProgressRounds != 1 || int(s.movesAfter) < 2 {
				return false
			}
			s.idle = uint16(2 * s.players)
			return true
		}},
		{"a cleared table with idle turns", "the game ended by a capture clearing the table", func(r Rules, s *State) bool {
			if s.end != EndTableCleared {
				return false
			}
			s.idle = 1
			return true
		}},
		{"a capture by another seat", "the last capturer is", func(r Rules, s *State) bool {
			if s.lastSeat < 0 || s.lastMove.taken == 0 || s.end != EndNone {
				return false
			}
			s.lastCapturer = int8((int(s.lastSeat) + 1) % int(s.players))
			return true
		}},
		{"a capture not in the pile", "of the last move", func(r Rules, s *State) bool {
			seat := int(s.lastSeat)
			if seat < 0 || s.lastMove.taken == 0 || s.lastRecycled != 0 {
				return false
			}
			c, _ := s.lastMove.taken.Min()
			other := (seat + 1) % int(s.players)
			move(c, &s.piles[seat], &s.piles[other])
			return s.piles[other].Len() != 1 && s.piles[seat].Len() != 1 && s.lastCapturer >= 0
		}},
		{"two cards played at once", "and a move plays one", func(r Rules, s *State) bool {
			seat := int(s.lastSeat)
			if r.t.Play != PlayOne || seat < 0 || s.lastMove.taken == 0 {
				return false
			}
			extra := s.piles[seat].Minus(s.lastMove.played | s.lastMove.taken)
			if extra == 0 {
				return false
			}
			c, _ := extra.Min()
			s.lastMove.played = s.lastMove.played.Add(c)
			return true
		}},
		{"a capture short of the target", "the cards played and taken make", func(r Rules, s *State) bool {
			seat := int(s.lastSeat)
			if r.t.Relation != SumTo || seat < 0 || s.lastMove.taken.Len() < 2 || s.end != EndNone {
				return false
			}
			c, _ := s.lastMove.taken.Min()
			s.lastMove.taken = s.lastMove.taken.Remove(c)
			move(c, &s.piles[seat], &s.table)
			return s.piles[seat].Len() != 1
		}},
		{"a trail not on the table", "trailed last is not on the table", func(r Rules, s *State) bool {
			if s.lastSeat < 0 || s.lastMove.taken != 0 || s.end != EndNone || s.lastCapturer < 0 || s.table.Len() < 2 {
				return false
			}
			c, _ := s.lastMove.played.Min()
			move(c, &s.table, &s.piles[s.lastCapturer])
			return true
		}},
		{"moves past the limit at the end", "more than MaxMoves", func(r Rules, s *State) bool {
			if s.end == EndNone || r.t.MaxMoves == 0 {
				return false
			}
			extra := uint16(r.t.MaxMoves+1) - s.movesAfter
			s.moves, s.movesAfter = s.moves+extra, s.movesAfter+extra
			return true
		}},
		{"not the lowest cards of the pile taken back", "or its 4 lowest cards", func(r Rules, s *State) bool {
			seat := int(s.lastSeat)
			if r.t.Recycle != RecycleLowest || s.lastRecycled == 0 || s.end != EndNone || s.piles[seat] == 0 {
				return false
			}
			c, _ := s.hands[seat].Min()
			d, _ := s.piles[seat].Max()
			move(c, &s.hands[seat], &s.piles[seat])
			move(d, &s.piles[seat], &s.hands[seat])
			s.known = s.known.Remove(c).Add(d)
			return true
		}},
		{"more trails than the table holds", "nobody has captured and", func(r Rules, s *State) bool {
			n := uint16(s.players)
			if s.lastCapturer >= 0 || s.end != EndNone || s.movesAfter == 0 {
				return false
			}
			s.moves, s.movesAfter = s.moves+n, s.movesAfter+n
			return true
		}},
		{"a pile taken back with a draw", "took back his pile with cards in the stock", func(r Rules, s *State) bool {
			if s.lastRecycled == 0 {
				return false
			}
			s.lastDrawn = 1
			return true
		}},
	}
}

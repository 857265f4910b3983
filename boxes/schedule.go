package boxes

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
)

// MaxDeals is the largest number of deals a [Schedule] may hold.
const MaxDeals = 32

// MaxDealSize is the most cards a [Schedule] may deal to each seat: four
// hands of 12 and the upcard leave 3 cards in the stock.
const MaxDealSize = 12

// standardSizes is the standard match of rule B17.
var standardSizes = [...]uint8{8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8}

// Schedule is the number of deals in a match and the number of cards dealt
// to each seat in each of them (B17). It is a comparable value; the zero
// value is the standard schedule of 15 deals, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3,
// 4, 5, 6, 7, 8 cards, and [NewSchedule] and [ParseSchedule] return the
// zero value for it, so == compares schedules. Build another with
// NewSchedule or ParseSchedule.
type Schedule struct {
	n     uint8               // number of deals; 0 means the standard schedule
	sizes [MaxDeals / 2]uint8 // two deal sizes a byte: see size
}

// size returns the number of cards dealt in deal i, from 0 to [MaxDeals]-1.
// Deal 2k is the low four bits of sizes[k] and deal 2k+1 the high four
// ([MaxDealSize] is 12), so that the Schedule every State carries is 17
// bytes rather than 33.
func (s *Schedule) size(i int) int { return int(s.sizes[i/2]>>(4*(i%2))) & 0xF }

// setSize sets the number of cards dealt in deal i to n, from 0 to 15.
func (s *Schedule) setSize(i, n int) {
	shift := 4 * (i % 2)
	s.sizes[i/2] = s.sizes[i/2]&^(0xF<<shift) | uint8(n)<<shift
}

// NewSchedule returns the schedule dealing sizes[i] cards to each seat in
// deal i. It returns an error wrapping [cards.ErrInvalidRules] when there are no
// deals or more than [MaxDeals], or a size is not between 1 and
// [MaxDealSize]. NewSchedule(8) is a single-deal game of 8 cards each.
func NewSchedule(sizes ...int) (Schedule, error) {
	var s Schedule
	if len(sizes) == 0 || len(sizes) > MaxDeals {
		return Schedule{}, fmt.Errorf("boxes: %w: a schedule needs 1 to %d deals, not %d", cards.ErrInvalidRules, MaxDeals, len(sizes))
	}
	for i, n := range sizes {
		if n < 1 || n > MaxDealSize {
			return Schedule{}, fmt.Errorf("boxes: %w: deal %d deals %d cards; want 1 to %d", cards.ErrInvalidRules, i+1, n, MaxDealSize)
		}
		s.setSize(i, n)
	}
	s.n = uint8(len(sizes))
	return s.canon(), nil
}

// norm returns s with the standard schedule written out when s is zero.
func (s Schedule) norm() Schedule {
	if s.n != 0 {
		return s
	}
	var t Schedule
	t.n = uint8(len(standardSizes))
	for i, n := range standardSizes {
		t.setSize(i, int(n))
	}
	return t
}

// validate returns why s cannot be played, or nil.
func (s Schedule) validate() error {
	if s.n > MaxDeals {
		return errors.New("too many deals")
	}
	for i := range int(s.n) {
		if n := s.size(i); n < 1 || n > MaxDealSize {
			return errors.New("deal " + strconv.Itoa(i+1) + " has a bad size")
		}
	}
	return nil
}

// Len returns the number of deals.
func (s Schedule) Len() int { return int(s.norm().n) }

// Size returns the number of cards dealt to each seat in deal i, counting
// from 0, or 0 when there is no deal i.
func (s Schedule) Size(i int) int {
	s = s.norm()
	if i < 0 || i >= int(s.n) {
		return 0
	}
	return s.size(i)
}

// String returns the sizes separated by commas, such as "8,7,6,5,4,3,2,1,2,3,4,5,6,7,8".
func (s Schedule) String() string {
	s = s.norm()
	var b strings.Builder
	for i := range int(s.n) {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(s.size(i)))
	}
	return b.String()
}

// ParseSchedule parses sizes separated by commas or spaces, such as "8,7,6"
// or "8". It returns a [*cards.ParseError] wrapping [cards.ErrSyntax] for
// text that is not such a list or a list [NewSchedule] refuses.
//
// It reads the text once, deal by deal, stops at the first bad size or at
// the deal after the [MaxDeals]th, and allocates nothing unless it fails.
func ParseSchedule(text string) (Schedule, error) {
	var sizes [MaxDeals]int
	n := 0
	for f := range strings.FieldsFuncSeq(text, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
		if n == MaxDeals {
			return Schedule{}, cards.NewParseError("boxes schedule", text, "more than "+strconv.Itoa(MaxDeals)+" deals")
		}
		size, err := strconv.Atoi(f)
		if err != nil || size < 1 || size > MaxDealSize {
			return Schedule{}, cards.NewParseError("boxes schedule", text, "want deal sizes from 1 to "+strconv.Itoa(MaxDealSize))
		}
		sizes[n] = size
		n++
	}
	if n == 0 {
		return Schedule{}, cards.NewParseError("boxes schedule", text, "no deals")
	}
	return NewSchedule(sizes[:n]...)
}

// canon returns s in its one form: the zero Schedule for the standard one.
func (s Schedule) canon() Schedule {
	if s.norm() == (Schedule{}).norm() {
		return Schedule{}
	}
	return s
}

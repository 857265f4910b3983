package boxes

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
)

// MaxDeals is the largest number of deals a [Schedule] may hold.
const MaxDeals = 32

// MaxDealSize is the most cards a [Schedule] may deal to each seat.
const MaxDealSize = 12

// Schedule is the number of deals in a match and the cards dealt to each
// seat in each (B17). The zero value is the standard 15 deals, 8, 7, ...,
// 1, ..., 8 cards, which [NewSchedule] and [ParseSchedule] return as the
// zero value, so == compares schedules.
type Schedule struct {
	sizes [MaxDeals]uint8 // the cards of each deal, 0 after the last; all 0: the standard
}

// standardDeals is the standard schedule spelt out.
var standardDeals = Schedule{[MaxDeals]uint8{8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8}}

// NewSchedule returns the schedule dealing sizes[i] cards to each seat in
// deal i. It returns an error wrapping [cards.ErrInvalidRules] when there
// are no deals or more than [MaxDeals], or a size is not between 1 and
// [MaxDealSize]. NewSchedule(8) is a single-deal game of 8 cards each.
func NewSchedule(sizes ...int) (Schedule, error) {
	if len(sizes) == 0 || len(sizes) > MaxDeals {
		return Schedule{}, fmt.Errorf("boxes: %w: a schedule needs 1 to %d deals, not %d", cards.ErrInvalidRules, MaxDeals, len(sizes))
	}
	var s Schedule
	for i, n := range sizes {
		if n < 1 || n > MaxDealSize {
			return Schedule{}, fmt.Errorf("boxes: %w: deal %d deals %d cards; want 1 to %d", cards.ErrInvalidRules, i+1, n, MaxDealSize)
		}
		s.sizes[i] = uint8(n)
	}
	return s.canon(), nil
}

// canon returns s, or the zero Schedule for the standard one.
func (s Schedule) canon() Schedule {
	if s == standardDeals {
		return Schedule{}
	}
	return s
}

// ParseSchedule parses sizes separated by commas or spaces, such as
// "8,7,6" or "8", or returns a [*cards.ParseError] wrapping [cards.ErrSyntax].
func ParseSchedule(text string) (Schedule, error) {
	var s Schedule
	n := 0
	for f := range strings.FieldsFuncSeq(text, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
		size, err := strconv.Atoi(f)
		switch {
		case n == MaxDeals:
			return Schedule{}, cards.NewParseError("boxes schedule", text, "want 1 to "+strconv.Itoa(MaxDeals)+" deals")
		case err != nil || size < 1 || size > MaxDealSize:
			return Schedule{}, cards.NewParseError("boxes schedule", text, "want deal sizes from 1 to "+strconv.Itoa(MaxDealSize))
		}
		s.sizes[n] = uint8(size)
		n++
	}
	if n == 0 {
		return Schedule{}, cards.NewParseError("boxes schedule", text, "want 1 to "+strconv.Itoa(MaxDeals)+" deals")
	}
	return s.canon(), nil
}

// Len returns the number of deals.
func (s Schedule) Len() int {
	n := 0
	for n < MaxDeals && s.Size(n) != 0 {
		n++
	}
	return n
}

// Size returns the number of cards dealt to each seat in deal i, counting
// from 0, or 0 when there is no deal i.
func (s Schedule) Size(i int) int {
	if s == (Schedule{}) {
		s = standardDeals
	}
	if i < 0 || i >= MaxDeals {
		return 0
	}
	return int(s.sizes[i])
}

// String returns the sizes separated by commas, such as
// "8,7,6,5,4,3,2,1,2,3,4,5,6,7,8".
func (s Schedule) String() string {
	var b []byte
	for i := range s.Len() {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(s.Size(i)), 10)
	}
	return string(b)
}

package cards_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// scoredNim is nim with the seats and final scores of its field, counted
// by the highest score, each seat for itself.
type scoredNim struct {
	nim
	scores []int
}

func (g scoredNim) Seats() int           { return len(g.scores) }
func (g scoredNim) Score(nimState) []int { return g.scores }
func (g scoredNim) Name() string         { return "scored" }
func (g scoredNim) Tags() []cards.Tag    { return nil }
func (g scoredNim) WithTags([]cards.Tag) (cards.Spec[nimState, take, nimView], error) {
	return g, nil
}

// teamNim is scoredNim with an Outcome.
type teamNim struct {
	scoredNim
	teams [][]int
	lower bool
}

func (g teamNim) Teams() [][]int  { return g.teams }
func (g teamNim) LowerWins() bool { return g.lower }
func (g teamNim) WithTags([]cards.Tag) (cards.Spec[nimState, take, nimView], error) {
	return g, nil
}

// finished plays the first legal move until the game of g is over.
func finished(t *testing.T, g cards.Spec[nimState, take, nimView]) *cards.Session[nimState, take, nimView] {
	t.Helper()
	s, err := cards.NewSession(g, cards.Deal{})
	require.NoError(t, err)
	assert.Nil(t, s.Winners(), "no winner while the game goes on")
	for s.ToMove() >= 0 {
		require.NoError(t, s.Play(cards.Legal[nimState, take](g, s.State())[0]))
	}
	return s
}

func TestSessionWinnersAndResult(t *testing.T) {
	for _, c := range []struct {
		name    string
		game    cards.Spec[nimState, take, nimView]
		winners []int
		result  string
	}{
		{"highest wins", scoredNim{scores: []int{3, 5, 1}}, []int{1}, "3 5 1, seat 1 wins"},
		{"negative scores", scoredNim{scores: []int{-23, -10, -51, -43, 0}}, []int{4}, "-23 -10 -51 -43 0, seat 4 wins"},
		{"a shared win", scoredNim{scores: []int{-2, 7, 7}}, []int{1, 2}, "-2 7 7, seats 1 and 2 win"},
		{"three share", scoredNim{scores: []int{7, 7, 1, 7}}, []int{0, 1, 3}, "7 7 1 7, seats 0, 1 and 3 win"},
		{"a draw", scoredNim{scores: []int{18, 18}}, []int{0, 1}, "18 18, drawn"},
		{"lowest wins", teamNim{scoredNim: scoredNim{scores: []int{3, -5, 1}}, lower: true}, []int{1}, "3 -5 1, seat 1 wins"},
		{"partnerships", teamNim{scoredNim{scores: []int{183, 0, 60, 50}}, [][]int{{0, 2}, {1, 3}}, true}, []int{1, 3}, "183 0 60 50, seats 1 and 3 win"},
		{"partnerships, higher wins", teamNim{scoredNim{scores: []int{183, 0, 60, 50}}, [][]int{{0, 2}, {1, 3}}, false}, []int{0, 2}, "183 0 60 50, seats 0 and 2 win"},
		{"tied partnerships", teamNim{scoredNim{scores: []int{10, 20, 30, 20}}, [][]int{{0, 2}, {1, 3}}, true}, []int{0, 1, 2, 3}, "10 20 30 20, drawn"},
		{"teams out of seat order", teamNim{scoredNim{scores: []int{1, 1, 9}}, [][]int{{2, 0}, {1}}, false}, []int{0, 2}, "1 1 9, seats 0 and 2 win"},
		{"teams that do not split the seats count seat by seat", teamNim{scoredNim{scores: []int{4, 1, 2}}, [][]int{{0, 1}, {1, 2}}, true}, []int{1}, "4 1 2, seat 1 wins"},
		{"a seat out of range", teamNim{scoredNim{scores: []int{4, 1}}, [][]int{{0}, {5}}, false}, []int{0}, "4 1, seat 0 wins"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := finished(t, c.game)
			assert.Equal(t, c.winners, s.Winners())
			assert.Equal(t, c.result, s.Result())
			got, _ := s.Record().Get("Result")
			assert.Equal(t, c.result, got)
			back, err := cards.Resume(c.game, s.Record())
			require.NoError(t, err)
			assert.Equal(t, c.result, back.Result())
		})
	}
}

// A record written before Result named the winners, with the scores
// joined by "-", still resumes; another result does not.
func TestResumeTakesTheOldResult(t *testing.T) {
	g := scoredNim{scores: []int{-54, -20}}
	s := finished(t, g)
	for _, c := range []struct {
		result string
		ok     bool
	}{
		{"-54 -20, seat 1 wins", true},
		{"-54--20", true},
		{"-54-20", false},
		{"-54 -20", false},
		{"-54 -20, seat 0 wins", false},
	} {
		rec := s.Record()
		require.NoError(t, rec.Set("Result", c.result))
		_, err := cards.Resume(g, rec)
		if c.ok {
			assert.NoError(t, err, c.result)
		} else {
			assert.ErrorIs(t, err, cards.ErrInvalidRecord, c.result)
		}
	}
	// While the game goes on, only "*" is right.
	open, err := cards.NewSession(g, cards.Deal{})
	require.NoError(t, err)
	rec := open.Record()
	require.NoError(t, rec.Set("Result", ""))
	_, err = cards.Resume(g, rec)
	assert.NoError(t, err, "an empty Result is not checked")
	require.NoError(t, rec.Set("Result", "0-0"))
	_, err = cards.Resume(g, rec)
	assert.ErrorIs(t, err, cards.ErrInvalidRecord)
}

// A game's rules that implement Outcome say who plays together and which
// way the scores count; the session names the winners and writes them in
// the record's Result.
func ExampleOutcome() {
	// Four seats in two partnerships, 0+2 against 1+3; penalty points.
	g := teamNim{scoredNim{scores: []int{-12, 30, 5, 0}}, [][]int{{0, 2}, {1, 3}}, true}
	s, _ := cards.NewSession(g, cards.Deal{})
	for s.ToMove() >= 0 {
		_ = s.Play(cards.Legal[nimState, take](g, s.State())[0])
	}
	fmt.Println(s.Winners())
	fmt.Println(s.Result())
	// Output:
	// [0 2]
	// -12 30 5 0, seats 0 and 2 win
}

package scoring_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/scoring"
)

// requireInvalid checks that err is an *Error of fn wrapping ErrInvalid with
// the given index.
func requireInvalid(t require.TestingT, err error, fn string, index int) {
	require.ErrorIs(t, err, scoring.ErrInvalid)
	var e *scoring.Error
	require.ErrorAs(t, err, &e)
	require.Equal(t, fn, e.Func)
	require.Equal(t, index, e.Index)
	require.NotEmpty(t, e.Reason)
}

func TestPartners(t *testing.T) {
	assert.Equal(t, scoring.Teams{{0, 2}, {1, 3}}, scoring.Partners4())
	assert.Equal(t, scoring.Teams{{0, 2, 4}, {1, 3, 5}}, scoring.Alternating(6, 2))
	assert.Equal(t, scoring.Teams{{0, 3}, {1, 4}, {2, 5}}, scoring.Alternating(6, 3))
	assert.Equal(t, scoring.Teams{{0, 2, 4}, {1, 3}}, scoring.Alternating(5, 2))
	assert.Equal(t, scoring.Teams{{0}, {1}, {2}}, scoring.Alternating(3, 3))
	assert.Equal(t, scoring.Teams{{0, 1, 2}}, scoring.Alternating(3, 1))
	assert.Nil(t, scoring.Alternating(3, 4))
	assert.Nil(t, scoring.Alternating(3, 0))
	assert.Nil(t, scoring.Alternating(0, 0))
	assert.Nil(t, scoring.Alternating(-1, -1))
}

func TestTeamsOf(t *testing.T) {
	p := scoring.Partners4()
	assert.Equal(t, 0, p.Of(0))
	assert.Equal(t, 1, p.Of(1))
	assert.Equal(t, 0, p.Of(2))
	assert.Equal(t, 1, p.Of(3))
	assert.Equal(t, -1, p.Of(4))
	assert.Equal(t, -1, p.Of(-1))
	assert.Equal(t, -1, scoring.Teams(nil).Of(0))
}

func TestTeamsValidate(t *testing.T) {
	assert.NoError(t, scoring.Partners4().Validate(4))
	assert.NoError(t, scoring.Teams{{3}, {1, 0}, {2}}.Validate(4))
	assert.NoError(t, scoring.Teams{}.Validate(0))
	assert.NoError(t, scoring.Teams(nil).Validate(0))

	bad := []struct {
		teams scoring.Teams
		seats int
		index int
	}{
		{scoring.Partners4(), 5, -1},          // seat 4 in no team
		{scoring.Partners4(), 3, 1},           // seat 3 out of range
		{scoring.Teams{{0, 2}, {}}, 3, 1},     // an empty team
		{scoring.Teams{{0, 1}, {1, 2}}, 3, 1}, // seat 1 twice
		{scoring.Teams{{0, 0}}, 1, 0},         // seat 0 twice in one team
		{scoring.Teams{{0, -1}}, 1, 0},        // a negative seat
		{scoring.Teams{{0}}, -1, -1},          // a negative seat count
		{scoring.Teams{}, 2, -1},              // no teams for two seats
		{scoring.Teams{{0}}, math.MaxInt, -1}, // huge: refused, no huge allocation
	}
	for _, tt := range bad {
		requireInvalid(t, tt.teams.Validate(tt.seats), "Teams.Validate", tt.index)
	}
	err := scoring.Teams{{0, 1}, {1, 2}}.Validate(3)
	assert.Equal(t, "scoring.Teams.Validate: team 1: seat 1 is already in team 0", err.Error())
	err = scoring.Partners4().Validate(6)
	assert.Equal(t, "scoring.Teams.Validate: seat 4 is in no team", err.Error())
}

func TestTeamTotals(t *testing.T) {
	got, err := scoring.TeamTotals([]int{10, 20, 30, 40}, scoring.Partners4())
	require.NoError(t, err)
	assert.Equal(t, []int{40, 60}, got)

	got, err = scoring.TeamTotals([]int{1, 2, 3, 4, 5, 6}, scoring.Alternating(6, 3))
	require.NoError(t, err)
	assert.Equal(t, []int{5, 7, 9}, got)

	got, err = scoring.TeamTotals([]int{7, -2, 5}, scoring.Teams{{2}, {0, 1}})
	require.NoError(t, err)
	assert.Equal(t, []int{5, 5}, got)

	got, err = scoring.TeamTotals(nil, nil)
	require.NoError(t, err)
	assert.Empty(t, got)

	got, err = scoring.TeamTotals([]int{1, 2, 3}, scoring.Partners4())
	requireInvalid(t, err, "TeamTotals", 1)
	assert.Nil(t, got)
	got, err = scoring.TeamTotals([]int{1, 2, 3, 4, 5}, scoring.Partners4())
	requireInvalid(t, err, "TeamTotals", -1)
	assert.Nil(t, got)
}

func TestTeamTotalsProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		scores := rapid.SliceOfN(rapid.IntRange(-1000, 1000), 1, 12).Draw(t, "scores")
		n := len(scores)
		k := rapid.IntRange(1, n).Draw(t, "teams")
		teams := scoring.Alternating(n, k)
		require.NoError(t, teams.Validate(n))
		got, err := scoring.TeamTotals(scores, teams)
		require.NoError(t, err)
		require.Len(t, got, k)
		sumSeats, sumTeams := 0, 0
		for s, v := range scores {
			sumSeats += v
			require.Equal(t, s%k, teams.Of(s))
		}
		for _, v := range got {
			sumTeams += v
		}
		require.Equal(t, sumSeats, sumTeams)

		// Dropping a seat from a team breaks the split.
		if len(teams[0]) > 1 {
			broken := scoring.Teams{teams[0][1:]}
			broken = append(broken, teams[1:]...)
			_, err := scoring.TeamTotals(scores, broken)
			require.ErrorIs(t, err, scoring.ErrInvalid)
		}
	})
}

// AppendTeamTotals appends to the caller's slice, leaves it as it was on an
// error, and allocates nothing with room in it.
func TestAppendTeamTotals(t *testing.T) {
	buf := make([]int, 1, 8)
	buf[0] = 99
	got, err := scoring.AppendTeamTotals(buf, []int{10, 20, 30, 40}, scoring.Partners4())
	require.NoError(t, err)
	assert.Equal(t, []int{99, 40, 60}, got)
	assert.Same(t, &buf[0], &got[0], "the totals are appended in place")

	got, err = scoring.AppendTeamTotals(buf, []int{1, 2, 3}, scoring.Partners4())
	requireInvalid(t, err, "AppendTeamTotals", 1)
	assert.Equal(t, []int{99}, got, "dst comes back unchanged")

	scores, teams := []int{1, 2, 3, 4}, scoring.Partners4()
	allocs := testing.AllocsPerRun(100, func() {
		buf, _ = scoring.AppendTeamTotals(buf[:0], scores, teams)
	})
	assert.Zero(t, allocs)
	assert.Equal(t, []int{4, 6}, buf)
}

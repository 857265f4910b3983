package crazyeights

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// TestSessionRecords plays games through a cards.Session under each option
// set, every move drawn from the mover's view and played by its text, and
// resumes each record, from its text and from its JSON, to the identical
// final State; the record names the game, the engine and its options.
func TestSessionRecords(t *testing.T) {
	for i, r := range contractRules {
		for g := range 5 {
			seed := uint64(i*10 + g)
			names := make([]string, r.Seats())
			for k := range names {
				names[k] = "p" + string(rune('a'+k))
			}
			s, err := cards.NewSession(r, cards.Deal{Dealer: g % r.Seats(), Seed: seed}, names...)
			require.NoError(t, err)
			p := rand.NewPCG(seed, 1)
			for s.ToMove() >= 0 {
				v := s.View(s.ToMove())
				m, ok := v.RandomMove(p)
				require.True(t, ok)
				_, err := s.PlayText(m.String())
				require.NoError(t, err)
			}
			rec := s.Record()
			game, _ := rec.Get("Game")
			assert.Equal(t, "crazy-eights", game)
			engine, _ := rec.Get("Engine")
			assert.Equal(t, "2", engine, "the record names the shuffle engine")
			players, _ := rec.Get("Players")
			assert.Equal(t, strconv.Itoa(r.Seats()), players, "the record names the options")
			parsed, err := cards.ParseRecord(rec.String())
			require.NoError(t, err)
			back, err := cards.Resume(Rules{}, parsed)
			require.NoError(t, err)
			assert.Equal(t, s.State(), back.State(), "resumed from text")
			assert.Equal(t, r.canon(), back.Rules(), "the record's tags give the rules")
			data, err := json.Marshal(rec)
			require.NoError(t, err)
			var fromJSON cards.Record
			require.NoError(t, json.Unmarshal(data, &fromJSON))
			back, err = cards.Resume(Rules{}, &fromJSON)
			require.NoError(t, err)
			assert.Equal(t, s.State(), back.State(), "resumed from JSON")
			assert.Equal(t, s.Result(), back.Result())
		}
	}
}

// TestTags checks the record tags of the rules: named as the fields, the
// values in force, read back to the same rules, bad values refused.
func TestTags(t *testing.T) {
	r := Rules{Players: 3, MaxDrawCards: 2, MaxTurns: 40, UseSpecialCards: true, Reshuffle: true}
	assert.Equal(t, []cards.Tag{{Name: "Players", Value: "3"}, {Name: "MaxDrawCards", Value: "2"}, {Name: "MaxTurns", Value: "40"},
		{Name: "UseSpecialCards", Value: "true"}, {Name: "Reshuffle", Value: "true"}}, r.Tags())
	back, err := Rules{}.WithTags(r.Tags())
	require.NoError(t, err)
	assert.Equal(t, r, back)
	back, err = Rules{}.WithTags(Rules{}.Tags())
	require.NoError(t, err)
	assert.Equal(t, Rules{}, back, "the defaults read as the zero Rules")
	for _, bad := range []cards.Tag{{Name: "Players", Value: "6"}, {Name: "MaxTurns", Value: "0"}, {Name: "Reshuffle", Value: "yes"}, {Name: "Players", Value: "03"}} {
		_, err := Rules{}.WithTags([]cards.Tag{bad})
		assert.ErrorIs(t, err, cards.ErrInvalidRules, "%v", bad)
	}
	_, err = Rules{}.WithTags([]cards.Tag{{Name: "Players", Value: "3"}, {Name: "Players", Value: "3"}})
	assert.ErrorIs(t, err, cards.ErrInvalidRules, "twice")
}

// TestResumeOtherGame checks that a Boxes record does not resume as Crazy
// Eights.
func TestResumeOtherGame(t *testing.T) {
	// With the Engine tag, so that the Game tag is the only thing wrong
	// (the refusal of a record without it names crazy-eights too).
	rec, err := cards.ParseRecord("[Game \"boxes\"]\n[Engine \"2\"]\n")
	require.NoError(t, err)
	_, err = cards.Resume(Rules{}, rec)
	require.ErrorIs(t, err, cards.ErrInvalidRecord)
	assert.True(t, strings.Contains(err.Error(), `Game tag is "boxes", not "crazy-eights"`), err.Error())
}

// TestPlayoutAllocs checks that a random playout through the fast paths
// allocates nothing, and so does cards.Playout once the rules are a
// cards.Game (converting Rules to the interface at each call would
// allocate the copy) and its pooled cell exists: it plays in that cell
// rather than moving the position to the heap.
//
// Not under the race detector, which makes sync.Pool drop a share of the
// cells put back, on purpose.
func TestPlayoutAllocs(t *testing.T) {
	r := Rules{Players: 2, UseSpecialCards: true, Reshuffle: true}
	start, err := r.Start(cards.Deal{Seed: 1})
	require.NoError(t, err)
	p := rand.NewPCG(1, 2)
	n := 0
	assert.Zero(t, testing.AllocsPerRun(50, func() { n = playout(r, start, p) }))
	assert.Greater(t, n, 20, "a whole game")
	assert.Zero(t, testing.AllocsPerRun(50, func() { n = stepPlayout(r, start, p) }))
	assert.Greater(t, n, 20, "a whole game through RandomStep")
	assert.Zero(t, testing.AllocsPerRun(50, func() { start, err = r.Start(cards.Deal{Seed: 1}) }), "Start")
	// Rules outside the prebuilt tables: their table is built once, and
	// found again without allocating.
	odd := Rules{Players: 2, MaxTurns: 30, MaxDrawCards: 12}
	assert.Zero(t, testing.AllocsPerRun(50, func() { n = stepPlayout(odd, start, p) }))
	assert.Greater(t, n, 10, "a whole game under other rules")
	if raceEnabled {
		t.Skip("sync.Pool drops cells at random under the race detector")
	}
	var g cards.Game[State, Move] = r
	var moves int
	allocs := testing.AllocsPerRun(50, func() { _, moves, err = cards.Playout(g, start, p, 0) })
	require.NoError(t, err)
	assert.Greater(t, moves, 20)
	assert.Zero(t, allocs)
}

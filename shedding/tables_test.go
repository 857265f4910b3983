package shedding

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/internal/testlong"
)

// randomTable returns a table drawn from rng: a deck, players and hand
// sizes, and random sets of ranks for every card property and draws,
// which Validate may refuse.
func randomTable(rng *rand.Rand) Rules {
	ranks := func(p float64) cards.Set {
		var s cards.Set
		for k := cards.Two; k <= cards.Ace; k++ {
			if rng.Float64() < p {
				s |= cards.RankSet(k)
			}
		}
		return s
	}
	r := Rules{
		Game:       "random",
		Players:    MinPlayers + rng.IntN(MaxPlayers-MinPlayers+1),
		Deck:       decks[rng.IntN(len(decks))],
		TurnBack:   ranks(0.1),
		UpcardActs: rng.IntN(2) == 0,
		Wild:       ranks(0.1),
		Call:       ranks(0.1),
		Skip:       ranks(0.1),
		Reverse:    ranks(0.1),
		Again:      ranks(0.05),
		Answer:     ranks(0.15),
		MaxDraw:    1 + rng.IntN(3),
		MaxPlays:   rng.IntN(300),
		Reshuffle:  rng.IntN(2) == 0,
	}
	for n := range r.HandSize {
		r.HandSize[n] = uint8(1 + rng.IntN(7))
	}
	for k := cards.Two; k <= cards.Ace; k++ {
		if rng.Float64() < 0.15 {
			r.Draw[k] = uint8(1 + rng.IntN(3))
		}
		r.Penalty[k] = int16(rng.IntN(30))
		if rng.Float64() < 0.05 {
			r.Chain[k] = uint8(1 + rng.IntN(2))
		}
		if rng.Float64() < 0.05 {
			r.Others[k] = uint8(1 + rng.IntN(2))
		}
		if rng.Float64() < 0.05 {
			r.Feed[k] = uint8(1 + rng.IntN(2))
		}
	}
	// The rules of Boxes' family, each in about one table in four.
	r.FollowSuit = rng.IntN(4) == 0
	r.OthersSelf = rng.IntN(2) == 0
	r.StuckDraw = rng.IntN(4) == 0
	r.DrawEnds = rng.IntN(4) == 0
	r.LastCardActs = rng.IntN(4) == 0
	if rng.IntN(3) == 0 {
		r.MaxSet = 2 + rng.IntN(3)
		r.UncalledDraw = uint8(rng.IntN(3))
		r.SetAnswers = rng.IntN(2) == 0
	}
	r.ForcedDraw = rng.IntN(4) == 0
	if rng.IntN(4) == 0 {
		for i := range 1 + rng.IntN(4) {
			r.Deals[i] = uint8(1 + rng.IntN(5))
		}
	}
	r.LateReshuffle = r.Reshuffle && rng.IntN(2) == 0
	if rng.IntN(4) == 0 {
		r.Blocked = 1 + rng.IntN(r.Players+1)
	}
	if rng.IntN(4) == 0 {
		r.MaxMoves = 1 + rng.IntN(400)
	}
	if rng.IntN(4) == 0 {
		r.BonusRank = cards.Two + cards.Rank(rng.IntN(cards.NumRanks))
		r.Bonus[2+rng.IntN(3)] = int16(rng.IntN(60))
	}
	if rng.IntN(4) == 0 {
		r.Stream = rng.Uint64()
	}
	if rng.IntN(4) == 0 {
		r.LastCall = uint8(1 + rng.IntN(2))
	}
	return r
}

// TestRandomTables runs the checks of cards/cardstest over random games
// of random tables: every combination of card properties, draws, caps
// and decks the engine accepts keeps the contract.
func TestRandomTables(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 7))
	tables := 0
	for tables < min(testlong.N(12, 120), raceGames) {
		r := randomTable(rng)
		if r.Validate() != nil {
			continue
		}
		tables++
		t.Run(fmt.Sprint(tables), func(t *testing.T) {
			cardstest.Check[State, Move, View[Rules]](t, r, cardstest.Config[State, Move]{
				Start: func(seed uint64) (State, error) {
					return r.Start(cards.Deal{Dealer: int(seed % uint64(r.Players)), Seed: seed})
				},
				Cards: places,
				Deck:  r.Deck,
				Games: 10,
				Candidates: func(s State) []Move {
					out := []Move{Draw(), Pass()}
					h := s.Hand(max(s.Turn(), 0))
					for c := range h.All() {
						out = append(out, Play(c), Play(c).WithCall(cards.Spades), Play(c).WithOneCard(), Play(c).WithOneCard().WithCall(cards.Spades))
						for o := range h.OfRank(c.Rank()).Remove(c).All() {
							out = append(out, PlaySet(true, c, o), PlaySet(false, c, o), PlaySet(true, c, o).WithCall(cards.Spades))
						}
					}
					return out
				},
			})
		})
	}
}

// TestSampleChecksWhatCheckDoes plays games under random tables and, at
// every position, takes each seat's view, and the spectator's, under the
// game's table and under another random table (which Validate may refuse,
// or whose players or deck may differ): Sample's check of the rules agrees
// with the view's full check, so that Sample deals the views that check
// accepts and returns the zero State for the others. Under the game's
// table every hand Sample deals is one play allows (mayHold); under
// another table the voids read with its kinds may fit no deal, and Sample
// then returns the zero State.
func TestSampleChecksWhatCheckDoes(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 3))
	accepted, refused, unfit := 0, 0, 0
	for games := 0; games < testlong.N(20, 200); {
		r := randomTable(rng)
		if r.Validate() != nil {
			continue
		}
		games++
		s, err := r.Start(cards.Deal{Seed: rng.Uint64()})
		if err != nil {
			t.Fatalf("Start under %+v: %v", r, err)
		}
		p := rand.NewPCG(rng.Uint64(), 1)
		for moves := 0; moves < 200; moves++ {
			other := randomTable(rng)
			if rng.IntN(4) == 0 {
				other = r
				other.MaxDraw = 0 // refused by Validate only
			}
			for seat := cards.Spectator; seat < r.Players; seat++ {
				for _, g := range []Rules{r, other} {
					v := NewView(g, s, seat)
					tab := g.Table()
					want := v.check() == nil
					if got := v.fits(&tab); got != want {
						t.Fatalf("seat %d of %v under %+v: fits %t, check %t", seat, s, g, got, want)
					}
					sample := SampleView(v, rand.New(rand.NewPCG(1, 2)))
					switch {
					case want && sample == (State{}) && g != r && shows(&tab, &v.Public, seat):
						unfit++
					case want:
						accepted++
						if NewView(g, sample, seat) != v {
							t.Fatalf("seat %d of %v under %+v: the sample's view differs", seat, s, g)
						}
						for i := range r.Players {
							if i != seat && g == r && !tab.mayHold(&sample.Public, i, sample.hands[i]) {
								t.Fatalf("seat %d of %v: the sample %v deals seat %d a hand play excludes", seat, s, sample, i)
							}
						}
					default:
						refused++
						if sample != (State{}) {
							t.Fatalf("seat %d of %v under %+v, a view check refuses: Sample dealt %v", seat, s, g, sample)
						}
					}
				}
			}
			if _, ok := r.RandomStep(&s, p); !ok {
				break
			}
		}
	}
	t.Logf("%d views accepted, %d refused, %d under another table fit no deal", accepted, refused, unfit)
	if accepted == 0 || refused == 0 {
		t.Errorf("%d views accepted, %d refused: the test tests nothing", accepted, refused)
	}
}

// shows reports whether the view of seat with public part p shows
// something of another seat's hand under t: a void or an answer it holds.
func shows(t *Rules, p *Public, seat int) bool {
	for i := range int(p.players) {
		if h := t.shown(p, i); i != seat && (h.barred != [NumVoids]uint8{} || h.must != 0) {
			return true
		}
	}
	return false
}

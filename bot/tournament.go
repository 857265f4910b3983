package bot

import (
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/cardrules/cardrules/scoring"
)

// Tournament tallies the results of many games by entrant: a name for the
// player that sat at a seat, such as "ismcts" or your own bot's. It keeps
// running totals, never the games, so a run of millions of games needs no
// more memory than one of a thousand. The zero value is not ready: make one
// with [NewTournament]. A Tournament is not safe for use by several
// goroutines at once; feed it from the goroutine that ranges over
// [SimulateSeq] or collects [Simulate]'s results.
//
// An entrant wins a game when every seat of the winning teams (by
// [scoring.Winners] on the team totals) is played by that entrant, shares
// it when some but not all are, and loses it otherwise. An entrant that
// holds several seats of one game is counted once for that game.
type Tournament struct {
	seats    int
	teams    scoring.Teams
	order    scoring.Order
	games    int
	entrants []*entrantTally // in order of first appearance
	seat     []running       // scores by seat, whoever sat there
	lengths  map[int]int     // moves per game: how many games had each length
	// scratch buffers, reused from game to game
	winner  []bool // by seat: on a winning team
	idx     []int  // the entrants of the game, as indexes into entrants
	won     []int  // by idx: the winning seats each entrant held
	totals  []int  // by team: the game's team scores
	winning []int  // the winning teams
}

// entrantTally is what one entrant did over the games.
type entrantTally struct {
	name                 string
	games, seats         int
	wins, shared, losses int
	moves                int
	think                time.Duration
	score                running
}

// running is a mean and variance kept by Welford's method.
type running struct {
	n       int
	mean, m float64
}

func (r *running) add(x float64) {
	r.n++
	d := x - r.mean
	r.mean += d / float64(r.n)
	r.m += d * (x - r.mean)
}

func (r running) stdDev() float64 {
	if r.n < 2 {
		return 0
	}
	return math.Sqrt(r.m / float64(r.n-1))
}

// NewTournament returns a Tournament of games with the given number of
// seats, where teams says which seats win together (nil: every seat on its
// own) and order which team totals are better. It returns an error wrapping
// [ErrConfig] when seats is below 1, teams does not fit the seats, or order
// is not a valid [scoring.Order].
func NewTournament(seats int, teams scoring.Teams, order scoring.Order) (*Tournament, error) {
	if seats < 1 {
		return nil, fmt.Errorf("%w: NewTournament: %d seats, want at least 1", ErrConfig, seats)
	}
	if teams == nil {
		teams = scoring.Alternating(seats, seats)
	}
	if err := teams.Validate(seats); err != nil {
		return nil, fmt.Errorf("%w: NewTournament: %w", ErrConfig, err)
	}
	if !order.Valid() {
		return nil, fmt.Errorf("%w: NewTournament: invalid order %d", ErrConfig, int(order))
	}
	return &Tournament{
		seats:   seats,
		teams:   teams,
		order:   order,
		seat:    make([]running, seats),
		lengths: map[int]int{},
		winner:  make([]bool, seats),
	}, nil
}

// Entry is the result of one game as a [Tournament] counts it. Entrants,
// Scores and, when not nil, Turns and Think are indexed by seat.
type Entry struct {
	Entrants []string        // who played each seat
	Scores   []int           // each seat's score
	Moves    int             // the moves played in the game
	Turns    []int           // the moves each seat chose; nil when not known
	Think    []time.Duration // the time each seat took to choose them; nil when not known
}

// Add counts one game. It returns an error wrapping [ErrConfig], and
// counts nothing, when a slice of e does not have one element per seat
// (Turns and Think may be nil), an entrant's name is empty, or Moves is
// negative.
func (t *Tournament) Add(e Entry) error {
	if t == nil || t.seat == nil {
		return fmt.Errorf("%w: Tournament.Add on a Tournament not made by NewTournament", ErrConfig)
	}
	if len(e.Entrants) != t.seats || len(e.Scores) != t.seats ||
		(e.Turns != nil && len(e.Turns) != t.seats) || (e.Think != nil && len(e.Think) != t.seats) {
		return fmt.Errorf("%w: Tournament.Add: want %d entrants and scores (and turns and think times, when given), one per seat", ErrConfig, t.seats)
	}
	if e.Moves < 0 {
		return fmt.Errorf("%w: Tournament.Add: %d moves", ErrConfig, e.Moves)
	}
	if slices.Contains(e.Entrants, "") {
		return fmt.Errorf("%w: Tournament.Add: an entrant has no name", ErrConfig)
	}
	var err error
	if t.totals, err = scoring.AppendTeamTotals(t.totals[:0], e.Scores, t.teams); err != nil {
		return fmt.Errorf("%w: Tournament.Add: %w", ErrConfig, err)
	}
	t.winning = scoring.AppendWinners(t.winning[:0], t.totals, t.order)
	clear(t.winner)
	for _, team := range t.winning {
		for _, s := range t.teams[team] {
			t.winner[s] = true
		}
	}
	t.idx, t.won = t.idx[:0], t.won[:0]
	for s, name := range e.Entrants {
		k := t.entrant(name)
		i := slices.Index(t.idx, k)
		if i < 0 {
			t.idx = append(t.idx, k)
			t.won = append(t.won, 0)
			i = len(t.idx) - 1
		}
		en := t.entrants[k]
		en.seats++
		en.score.add(float64(e.Scores[s]))
		if e.Turns != nil {
			en.moves += e.Turns[s]
		}
		if e.Think != nil {
			en.think += e.Think[s]
		}
		if t.winner[s] {
			t.won[i]++
		}
		t.seat[s].add(float64(e.Scores[s]))
	}
	winners := 0
	for _, w := range t.winner {
		if w {
			winners++
		}
	}
	for i, k := range t.idx {
		en := t.entrants[k]
		en.games++
		switch won := t.won[i]; {
		case won == winners && winners > 0:
			en.wins++
		case won > 0:
			en.shared++
		default:
			en.losses++
		}
	}
	t.games++
	t.lengths[e.Moves]++
	return nil
}

// entrant returns the index of the entrant named name, adding it when new.
func (t *Tournament) entrant(name string) int {
	for i, en := range t.entrants {
		if en.name == name {
			return i
		}
	}
	t.entrants = append(t.entrants, &entrantTally{name: name})
	return len(t.entrants) - 1
}

// Summary is the report of a [Tournament]. Its JSON form uses the member
// names of the field tags.
type Summary struct {
	Games      int              `json:"games"`
	Entrants   []EntrantSummary `json:"entrants"`   // in order of first appearance
	SeatScores []ScoreSummary   `json:"seatScores"` // by seat, whoever sat there
	Length     LengthSummary    `json:"length"`     // moves per game
}

// EntrantSummary is the results of one entrant of a [Tournament].
type EntrantSummary struct {
	Name        string       `json:"name"`
	Games       int          `json:"games"`       // games it played in
	Seats       float64      `json:"seats"`       // seats it held per game, on average
	Wins        int          `json:"wins"`        // games it won alone
	Shared      int          `json:"shared"`      // games it won with another entrant
	Losses      int          `json:"losses"`      // games it did not win
	WinRate     float64      `json:"winRate"`     // Wins / Games
	WinInterval [2]float64   `json:"winInterval"` // the Wilson 95% interval of WinRate
	Score       ScoreSummary `json:"score"`       // per seat it held
	Moves       int          `json:"moves"`       // moves it chose (0 when the entries gave no Turns)
	MsPerMove   float64      `json:"msPerMove"`   // milliseconds to choose one (0 when not known)
}

// ScoreSummary is the mean and sample standard deviation of scores.
type ScoreSummary struct {
	Mean   float64 `json:"mean"`
	StdDev float64 `json:"stdDev"`
}

// LengthSummary summarises game lengths in moves. The quantiles are
// lengths of actual games: the smallest length with at least that share of
// the games at or below it.
type LengthSummary struct {
	Mean   float64 `json:"mean"`
	Min    int     `json:"min"`
	P10    int     `json:"p10"`
	Median int     `json:"median"`
	P90    int     `json:"p90"`
	Max    int     `json:"max"`
}

// Summary returns the report of the games counted so far. On a nil or
// empty Tournament it returns a zero Summary.
func (t *Tournament) Summary() Summary {
	if t == nil || t.games == 0 {
		return Summary{}
	}
	sum := Summary{Games: t.games}
	for _, en := range t.entrants {
		es := EntrantSummary{
			Name:    en.name,
			Games:   en.games,
			Seats:   float64(en.seats) / float64(en.games),
			Wins:    en.wins,
			Shared:  en.shared,
			Losses:  en.losses,
			WinRate: float64(en.wins) / float64(en.games),
			Score:   ScoreSummary{Mean: en.score.mean, StdDev: en.score.stdDev()},
			Moves:   en.moves,
		}
		lo, hi := Wilson(en.wins, en.games)
		es.WinInterval = [2]float64{lo, hi}
		if en.moves > 0 {
			es.MsPerMove = en.think.Seconds() * 1000 / float64(en.moves)
		}
		sum.Entrants = append(sum.Entrants, es)
	}
	for _, r := range t.seat {
		sum.SeatScores = append(sum.SeatScores, ScoreSummary{Mean: r.mean, StdDev: r.stdDev()})
	}
	lengths := make([]int, 0, len(t.lengths))
	total := 0
	for l, n := range t.lengths {
		lengths = append(lengths, l)
		total += l * n
	}
	slices.Sort(lengths)
	quantile := func(q float64) int {
		need := int(math.Ceil(q * float64(t.games)))
		seen := 0
		for _, l := range lengths {
			seen += t.lengths[l]
			if seen >= need {
				return l
			}
		}
		return lengths[len(lengths)-1]
	}
	sum.Length = LengthSummary{
		Mean: float64(total) / float64(t.games),
		Min:  lengths[0], P10: quantile(0.1), Median: quantile(0.5), P90: quantile(0.9),
		Max: lengths[len(lengths)-1],
	}
	return sum
}

// Wilson returns the Wilson score interval at 95% confidence for k
// successes in n trials: the usual interval for a win rate, which unlike
// the normal approximation stays within [0, 1] and is sound for rates near
// 0 or 1. It returns 0, 1 when n is 0 and clamps k to [0, n].
func Wilson(k, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	k = min(max(k, 0), n)
	const z = 1.959963984540054 // the 97.5th percentile of the standard normal
	p, nf := float64(k)/float64(n), float64(n)
	den := 1 + z*z/nf
	center := (p + z*z/(2*nf)) / den
	half := z / den * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return max(0, center-half), min(1, center+half)
}

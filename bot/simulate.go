package bot

import (
	"context"
	"fmt"
	"iter"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cardrules/cardrules/cards"
)

// Simulation describes a run of many seeded games between players, for
// [Simulate]. S, M and V are the game's position, move and view types.
//
// Game i is dealt by Start and played by the players that Players returns,
// both given the game's own seed, [GameSeed](Seed, i). Nothing else is
// random, so with players that are reproducible for a seed (Random, Greedy,
// ISMCTS with an iteration budget) a Simulation gives the same results on
// every run, whatever the number of workers.
type Simulation[S any, M any, V cards.View[M]] struct {
	// Game is the rules the games are played by; it gives each player its
	// seat's view.
	Game cards.HiddenGame[S, M, V]
	// Start returns the first position of game i from its seed; rotating
	// the dealer with i is up to it.
	Start func(game int, seed uint64) (S, error)
	// Players returns the players of game i, one per seat, seeded from
	// seed. It is called once per game, from the worker that plays it, so
	// players with state, such as [Random], belong to one game (or, handed
	// back through Recycle, to one game at a time); a player without state
	// may be shared by every game.
	Players func(game int, seed uint64) ([]Player[V, M], error)
	// Recycle, when not nil, is given the players of each game once the
	// game has stopped, from the worker that played it, before its result
	// is handed over; Players may then hand them out again for a later
	// game (resetting a [Random] with its new seed through Reset), so that
	// a run of short games does not allocate new players for each. Only
	// one game at a time uses a player that way.
	Recycle func(players []Player[V, M])
	// Games is the number of games to play.
	Games int
	// Seed is the base seed of the run.
	Seed uint64
	// Workers is the number of games played at once; 0 means
	// runtime.GOMAXPROCS(0).
	Workers int
	// MaxMoves, when above 0, caps the moves of each game: a game that
	// reaches it fails with an error wrapping [cards.ErrMoveLimit].
	MaxMoves int
	// Progress, when not nil, is called as each game's result is handed
	// over, in the order of the games, with the number of results handed
	// over so far, from 1 to Games. Calls come from the goroutine that
	// called Simulate or ranges over SimulateSeq.
	Progress func(done int)
}

// GameResult is the outcome of one game of a [Simulate] run. Every field
// but Think is a function of the simulation's settings and the game's seed.
//
// A result [Simulate] returns owns its slices. A result [SimulateSeq]
// yields does not: its Scores, Turns and Think are buffers that a later
// game reuses once the loop body returns, so that a run allocates nothing
// per game; clone them (slices.Clone) to keep them longer.
type GameResult[S any] struct {
	Game   int             // the game's index, from 0
	Seed   uint64          // the game's seed: GameSeed(Simulation.Seed, Game)
	Final  S               // the final position
	Scores []int           // the game's Score of Final, indexed by seat (its AppendScore, for a [cards.ScoreAppender])
	Moves  int             // the moves played
	Turns  []int           // the moves each seat chose, indexed by seat
	Think  []time.Duration // the time each seat's player took to choose them; it varies from run to run
}

// GameSeed returns the seed of game i of a run with base seed seed: a
// mix of the two (SplitMix64), so that neighbouring games and runs get
// unrelated deals.
func GameSeed(seed uint64, game int) uint64 {
	z := seed + uint64(game+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Simulate plays sim.Games games on sim.Workers goroutines and returns their
// results in the order of the games' indexes, so that the results do not
// depend on the number of workers or on which game ends first. It keeps
// every result: for long runs, [SimulateSeq] hands them over one at a time
// instead.
//
// It stops at the first failure (by game index) and returns no results
// with an error: one
// wrapping [ErrConfig] for unusable settings, or one naming the game and its
// seed and wrapping the failure: Start's or Players' error, or Play's
// [*Error] (a player's error, an illegal move, [cards.ErrMoveLimit]). When
// ctx is cancelled it stops between moves and returns an error wrapping
// ctx.Err(). Simulate itself is safe for concurrent use; the players and the
// game must be safe to use from several goroutines when Workers is above 1.
func Simulate[S any, M any, V cards.View[M]](ctx context.Context, sim Simulation[S, M, V]) ([]GameResult[S], error) {
	results := make([]GameResult[S], 0, max(sim.Games, 0))
	for res, err := range SimulateSeq(ctx, sim) {
		if err != nil {
			return nil, err
		}
		res.Scores, res.Turns, res.Think = slices.Clone(res.Scores), slices.Clone(res.Turns), slices.Clone(res.Think)
		results = append(results, res)
	}
	return results, nil
}

// aheadPerWorker bounds how far the workers of [SimulateSeq] play ahead of
// the game it yields next: at most aheadPerWorker games a worker are played
// or waiting, so that one long game holds back little memory. A worker
// that reaches the bound waits until the long game ends: with 16 games a
// worker, 4-player Equi games (about 9 µs each, a few of them far longer)
// kept 2 workers waiting about 5 % of the time, and each wait cost a
// wake-up; with 64 about 0.6 %. A result takes a few hundred bytes.
const aheadPerWorker = 64

// maxClaim is the most games a worker of [SimulateSeq] takes at once: the
// workers share a counter and a channel of tokens, and taking several
// games a claim spares each game their cost. A claim is also at most
// 1/claimShare of a worker's share of the run, so that the last claims
// leave the workers' loads even to within that.
const (
	maxClaim   = 8
	claimShare = 256
)

// SimulateSeq is [Simulate] as an iterator: it plays the games on
// sim.Workers goroutines and yields each result in the order of the games'
// indexes, the same results Simulate returns, but keeps none of them, so a
// run of millions of games needs memory for 64 results a worker whatever
// its length. sim.Progress, when set, is called with the number of results
// yielded so far just before each is yielded.
//
// A yielded result's slices (Scores, Turns, Think) are valid until the
// loop body returns, then reused for a later game: clone them to keep
// them. With a game that implements [cards.ScoreAppender] and players
// handed back through sim.Recycle, the run allocates nothing per game
// beyond what the game and the players allocate.
//
// The goroutine that ranges over it is one of the workers: between results
// it plays games too, so a run on one worker starts no goroutine. A loop
// body that takes long holds back the other workers, which play at most 64
// games each ahead of the game yielded next.
//
// When a game fails it yields the results of the games before it, then the
// zero GameResult with the error Simulate would return, and ends: the
// failure reported is that of the first failing game by index, whichever
// failed first in time. Stopping the loop early stops the workers: SimulateSeq
// returns once their current games have stopped, between moves.
func SimulateSeq[S any, M any, V cards.View[M]](ctx context.Context, sim Simulation[S, M, V]) iter.Seq2[GameResult[S], error] {
	return func(yield func(GameResult[S], error) bool) {
		if err := sim.validate(); err != nil {
			yield(GameResult[S]{}, &Error{Op: "simulate", Seat: -1, Err: err})
			return
		}
		if ctx == nil {
			ctx = context.Background()
		}
		if err := ctx.Err(); err != nil {
			yield(GameResult[S]{}, fmt.Errorf("bot: simulate: %w", err))
			return
		}
		if sim.Games == 0 {
			return
		}
		workers := sim.Workers
		if workers == 0 {
			workers = runtime.GOMAXPROCS(0)
		}
		workers = min(workers, sim.Games)
		// The games are taken in claims of claim games, claim k being
		// games k*claim to k*claim+claim-1, and claims at most in play or
		// waiting at once.
		claim := min(max(sim.Games/(claimShare*workers), 1), maxClaim)
		claims := (min(aheadPerWorker*workers, sim.Games) + claim - 1) / claim
		ahead := claims * claim

		// Game i ends in slots[i%ahead]: its worker stores the result,
		// then i+1 in ended, which hands the slot to the yielding loop.
		type slot struct {
			res   GameResult[S]
			err   error
			buf   resultBuffers // the slices of res, reused for the slot's next game
			ended atomic.Int64
		}
		slots := make([]slot, ahead)
		ctx, cancel := context.WithCancel(ctx)
		var (
			next atomic.Int64 // the first game of the next claim
			wg   sync.WaitGroup
			// A worker takes a token before it takes a claim, and the
			// claim's token comes back once the result of its last game
			// has been yielded and the loop body has returned. Claims are
			// taken in order and their tokens come back in order, so claim
			// k is taken only after claim k-claims is done with: the games
			// in play or waiting are in at most claims consecutive claims,
			// each game in a slot of its own, whose buffers no later game
			// touches until the loop is done with it.
			tokens = make(chan struct{}, claims)
			// waiting is set while the loop waits on wake for a game to
			// end; a worker that ends a game signals wake only then. The
			// loop sets it before it looks at the slot again and a worker
			// stores ended before it reads waiting, so one of the two sees
			// the other's write: the loop never waits for a game that has
			// ended.
			waiting atomic.Bool
			wake    = make(chan struct{}, 1)
		)
		for range claims {
			tokens <- struct{}{}
		}
		appendScore := scoreFunc(sim.Game)
		// take plays the games of a new claim on cell, each worker on a
		// cell of its own, and reports false when none is left.
		take := func(cell *S) bool {
			first := int(next.Add(int64(claim))) - claim
			if first >= sim.Games {
				return false
			}
			for i := first; i < min(first+claim, sim.Games) && ctx.Err() == nil; i++ {
				sl := &slots[i%ahead]
				sl.res, sl.err = sim.play(ctx, i, cell, &sl.buf, appendScore)
				sl.ended.Store(int64(i) + 1)
				if waiting.Load() {
					select {
					case wake <- struct{}{}:
					default:
					}
				}
			}
			return true
		}
		defer func() {
			cancel()
			wg.Wait()
		}()
		for range workers - 1 {
			wg.Go(func() {
				cell := new(S)
				for {
					select {
					case <-tokens:
					case <-ctx.Done():
						return
					}
					if ctx.Err() != nil || !take(cell) {
						return
					}
				}
			})
		}

		cell := new(S)
		for d := 0; d < sim.Games; {
			sl := &slots[d%ahead]
			if sl.ended.Load() == int64(d)+1 {
				res, err := sl.res, sl.err
				sl.res, sl.err = GameResult[S]{}, nil
				if err != nil {
					yield(GameResult[S]{}, err)
					return
				}
				d++
				if sim.Progress != nil {
					sim.Progress(d)
				}
				if !yield(res, nil) {
					return
				}
				if d%claim == 0 {
					tokens <- struct{}{} // never blocks: it is this claim's token
				}
				continue
			}
			// Game d has not ended: play the next claim meanwhile, if it
			// is within reach, or wait for a game to end.
			select {
			case <-tokens:
				if take(cell) {
					continue
				}
			default:
			}
			waiting.Store(true)
			if sl.ended.Load() != int64(d)+1 {
				select {
				case <-wake:
				case <-ctx.Done():
					yield(GameResult[S]{}, fmt.Errorf("bot: simulate: %w", ctx.Err()))
					return
				}
			}
			waiting.Store(false)
		}
	}
}

// validate checks the settings of a simulation.
func (sim *Simulation[S, M, V]) validate() error {
	switch {
	case sim.Game == nil:
		return fmt.Errorf("%w: Game is nil", ErrConfig)
	case sim.Start == nil:
		return fmt.Errorf("%w: Start is nil", ErrConfig)
	case sim.Players == nil:
		return fmt.Errorf("%w: Players is nil", ErrConfig)
	case sim.Games < 0:
		return fmt.Errorf("%w: Games is %d", ErrConfig, sim.Games)
	case sim.Workers < 0:
		return fmt.Errorf("%w: Workers is %d", ErrConfig, sim.Workers)
	case sim.MaxMoves < 0:
		return fmt.Errorf("%w: MaxMoves is %d", ErrConfig, sim.MaxMoves)
	}
	return nil
}

// resultBuffers holds the slices of a [GameResult], reused from game to
// game.
type resultBuffers struct {
	scores, turns []int
	think         []time.Duration
}

// scoreFunc returns g's AppendScore when g is a [cards.ScoreAppender], and
// otherwise a function that appends g's Score.
func scoreFunc[S, M any](g cards.Game[S, M]) func(dst []int, s S) []int {
	if a, ok := cards.As[cards.ScoreAppender[S]](g); ok {
		return a.AppendScore
	}
	return func(dst []int, s S) []int { return append(dst, g.Score(s)...) }
}

// play plays game i, on cell when its game plays moves in place, its
// result's slices in buf, its scores appended by appendScore.
func (sim *Simulation[S, M, V]) play(ctx context.Context, i int, cell *S, buf *resultBuffers, appendScore func([]int, S) []int) (GameResult[S], error) {
	seed := GameSeed(sim.Seed, i)
	fail := func(err error) (GameResult[S], error) {
		return GameResult[S]{}, fmt.Errorf("bot: simulate: game %d (seed %d): %w", i, seed, err)
	}
	s, err := sim.Start(i, seed)
	if err != nil {
		return fail(err)
	}
	players, err := sim.Players(i, seed)
	if err != nil {
		return fail(err)
	}
	seats := sim.Game.Seats()
	buf.turns = append(buf.turns[:0], make([]int, seats)...)
	buf.think = append(buf.think[:0], make([]time.Duration, seats)...)
	c := clock{turns: buf.turns, think: buf.think}
	final, n, err := play(ctx, sim.Game, s, players, sim.MaxMoves, &c, cell)
	if sim.Recycle != nil {
		sim.Recycle(players)
	}
	if err != nil {
		return fail(err)
	}
	buf.scores = appendScore(buf.scores[:0], final)
	return GameResult[S]{
		Game:   i,
		Seed:   seed,
		Final:  final,
		Scores: buf.scores,
		Moves:  n,
		Turns:  c.turns,
		Think:  c.think,
	}, nil
}

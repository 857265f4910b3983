package bot

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/cardrules/cardrules/cards"
)

// Defaults of the [ISMCTS] settings left at zero.
const (
	// DefaultIterations is the number of iterations per move when neither
	// Iterations nor Budget is set.
	DefaultIterations = 1000
	// DefaultExploration is the UCB1 exploration constant for rewards in
	// [0, 1], the value of the reference ISMCTS code of Cowling, Powley
	// and Whitehouse.
	DefaultExploration = 0.7
	// DefaultMaxMoves caps the moves of one iteration, from the root down
	// the tree and through the random rollout.
	DefaultMaxMoves = 1000
	// DefaultBias is the weight of Prior when Bias is 0.
	DefaultBias = 1.0
)

// maxNodes caps the tree: beyond it, iterations still sample, descend and
// roll out, but add no node.
const maxNodes = 1 << 22

// ISMCTS is a [Player] that searches with information-set Monte Carlo tree
// search (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012). It is
// generic over the game: S is the position type, M the move type and V the
// view type of the game.
//
// Each iteration samples a full position consistent with the view
// (Game.Sample, or Sampler), descends the tree choosing among the moves legal in that
// position by UCB1 with availability counts, adds one node, plays random
// moves until the game is over, Stop holds or MaxMoves moves have been
// played from the root, and credits every node on the way with Reward for
// the seat that played the move into it. Choose returns the root move visited
// most often.
//
// With an iteration budget and no time budget, Choose is a pure function of
// the view and the settings: the same view and Seed give the same move on
// every call, whether the calls run one after another or at once. Set a
// different Seed per game to vary play. An ISMCTS holds no mutable state, so
// one value is safe for concurrent use by any number of goroutines, provided
// Game, Reward and Stop are (pure functions are); do not change its
// fields while a Choose runs.
//
// Memory grows with the iterations of one call, by one tree node (some 40
// bytes beside the move) per iteration, up to about four million nodes; it
// is all freed when Choose returns.
type ISMCTS[S any, M comparable, V cards.View[M]] struct {
	// Game is the rules: it lists legal moves, applies them, tells who is
	// to move and when the game is over, and samples full positions
	// consistent with a view.
	Game cards.HiddenGame[S, M, V]
	// Reward rates a position for seat, in [0, 1] (higher is better; values
	// outside are clamped and NaN counts as 0). It is called where an
	// iteration stops: a position that is over, one where Stop holds, or
	// one reached after MaxMoves moves, so it must accept any position.
	// For partnership games it gives each seat its partnership's result.
	Reward func(s S, seat int) float64
	// Stop, when not nil, ends an iteration early: it reports whether s,
	// reached from the sampled position root, is far enough (for example
	// the end of the deal of root). Reward then rates s.
	Stop func(root, s S) bool
	// Iterations is the number of iterations per move. With Budget also
	// set, the search stops at whichever comes first; with neither set it
	// is DefaultIterations. Only an iteration budget makes play
	// reproducible.
	Iterations int
	// Budget is the time allowed per move, or 0 for none. At least one
	// iteration always runs.
	Budget time.Duration
	// Exploration is the UCB1 exploration constant; 0 means
	// DefaultExploration.
	Exploration float64
	// MaxMoves caps the moves of one iteration, tree and rollout together;
	// 0 means DefaultMaxMoves. It keeps a long or cycling game finite; set
	// Stop rather than rely on it.
	MaxMoves int
	// Seed seeds the random choices of the search.
	Seed uint64
	// Moves, when not nil, lists the moves the tree considers in s, a
	// position that is not over, appended to dst: some of the legal moves
	// of s, at least one, the same ones every time for the same s. By
	// default the tree considers every legal move. A game whose positions
	// can have a huge number of legal moves gives a bounded list here, such
	// as equibot.NewISMCTS does. Moves that are never listed are never
	// chosen, except by Choose for a view with a single legal move.
	Moves func(dst []M, s S) []M
	// Root, when not nil, appends to dst the moves the search considers
	// at the root: some of the legal moves of v, at least one when v has
	// any, the same ones every time for the same v. By default the search
	// considers every legal move of v. A game whose views can have a huge
	// number of legal moves gives a bounded list here, as it does in Moves,
	// so that a choice takes bounded time and memory.
	Root func(dst []M, v V) []M
	// Rollout, when not nil, chooses the moves of the random playouts: a
	// legal move of s, a position that is not over, drawn from r. By
	// default a playout draws uniformly among every legal move (Moves'
	// list, when Moves is set), the move Legal(s)[cards.UintN(p, n)] of
	// the search's generator p; with neither Rollout nor Moves set, it
	// draws and plays through the game's fast paths when it has them
	// ([cards.RandomStepper], or [cards.RandomMover]), which draw the
	// same moves. A game gives one to bound the cost of a move, as Moves
	// does, or to make playouts smarter than random.
	Rollout func(s S, r *rand.Rand) M
	// Prior, when not nil, rates move m of the seat to move in s, in
	// [0, 1], before any search: the game's heuristic. The tree then
	// tries the untried moves of a node best rated first (ties in the
	// order listed) rather than at random, and adds Bias × Prior / (1 +
	// visits) to a child's UCB1 value (progressive bias), so that the
	// heuristic guides the first visits and the search's results take
	// over. A node keeps the rating of the position it was added in.
	Prior func(s S, m M) float64
	// Bias weighs Prior in the UCB1 value; 0 means DefaultBias. It is
	// unused without Prior.
	Bias float64
	// Sampler, when not nil, deals the position each iteration starts
	// from, in place of Game.Sample: a full position consistent with v,
	// drawn from r, in which v's seat is to move. It is the door for
	// inference and custom determinization: a sampler may keep only the
	// deals an opponent model finds likely, or weigh them, building on
	// Game.Sample and, where the game has it, on the hypothesis step
	// [cards.Redealer]. Like Game, it must be safe for concurrent use
	// when Choose runs in several goroutines at once.
	Sampler func(v V, r *rand.Rand) S
}

// Stat is what the search learned about one root move.
type Stat[M any] struct {
	Move   M       // a legal move of the view
	Visits int     // iterations that played Move first
	Mean   float64 // their mean reward for the seat to move, in [0, 1]; 0 without visits
}

// Choose returns the move of v that the search visited most often; ties go to
// the higher mean reward, then to the move listed first (by Root, or
// v.AppendLegal). A view with a single such move gets it at once, without
// a search or a sample.
//
// It returns an [*Error] wrapping [ErrNoMove] when v lists no legal move,
// [ErrConfig] when a setting is missing or negative, and [ErrGame] when the
// game broke its contract during the search.
func (b *ISMCTS[S, M, V]) Choose(v V) (M, error) {
	var zero M
	legal, err := b.legal(v)
	if err != nil {
		return zero, err
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	stats, err := b.search(v, legal)
	if err != nil {
		return zero, err
	}
	best := 0
	for i, st := range stats {
		if st.Visits > stats[best].Visits || st.Visits == stats[best].Visits && st.Mean > stats[best].Mean {
			best = i
		}
	}
	return stats[best].Move, nil
}

// Analyze runs the same search as Choose and returns what it learned of each
// move the search considered at the root (Root's, or every legal move of
// v), in their order. Frontends can show it as a hint.
// It returns the errors Choose returns.
func (b *ISMCTS[S, M, V]) Analyze(v V) ([]Stat[M], error) {
	legal, err := b.legal(v)
	if err != nil {
		return nil, err
	}
	return b.search(v, legal)
}

// legal checks the settings and returns the legal moves of v, at least one.
func (b *ISMCTS[S, M, V]) legal(v V) ([]M, error) {
	if err := b.validate(); err != nil {
		return nil, &Error{Op: "ismcts", Seat: v.Seat(), Err: err}
	}
	var legal []M
	if b.Root != nil {
		legal = b.Root(nil, v)
	} else {
		legal = v.AppendLegal(nil)
	}
	if len(legal) == 0 {
		return nil, &Error{Op: "ismcts", Seat: v.Seat(), Err: ErrNoMove}
	}
	return legal, nil
}

// validate checks the settings.
func (b *ISMCTS[S, M, V]) validate() error {
	switch {
	case b == nil:
		return fmt.Errorf("%w: nil ISMCTS", ErrConfig)
	case b.Game == nil:
		return fmt.Errorf("%w: Game is nil", ErrConfig)
	case b.Reward == nil:
		return fmt.Errorf("%w: Reward is nil", ErrConfig)
	case b.Iterations < 0:
		return fmt.Errorf("%w: Iterations is %d", ErrConfig, b.Iterations)
	case b.Budget < 0:
		return fmt.Errorf("%w: Budget is %v", ErrConfig, b.Budget)
	case b.MaxMoves < 0:
		return fmt.Errorf("%w: MaxMoves is %d", ErrConfig, b.MaxMoves)
	case !(b.Exploration >= 0) || math.IsInf(b.Exploration, 0):
		return fmt.Errorf("%w: Exploration is %v", ErrConfig, b.Exploration)
	case !(b.Bias >= 0) || math.IsInf(b.Bias, 0):
		return fmt.Errorf("%w: Bias is %v", ErrConfig, b.Bias)
	}
	return nil
}

// wideAt is the number of children beyond which a node finds its children
// through the search's map rather than by walking the list of them.
const wideAt = 16

// node is a tree node: the move that leads to it from its parent, and the
// statistics of that move for the seat that played it. The children of a
// node form a list through first and next; index 0, the root, is never a
// child, so 0 ends the list.
type node[M comparable] struct {
	move   M
	visits int32   // iterations through this node
	avail  int32   // 1 + the selections at its parent in which its move was legal
	reward float64 // total reward of the seat that played move
	first  int32   // the last child added, or 0
	next   int32   // the sibling added before this node, or 0
	kids   int32   // the number of children
	prior  float64 // Prior of move in the position the node was added in
}

// edge keys the children of wide nodes by their move.
type edge[M comparable] struct {
	parent int32
	move   M
}

// step is a node visited by an iteration and the seat that moved into it.
type step struct {
	node  int32
	mover int32
}

// search is the state of one call: the tree and reusable buffers. It lives
// for one Choose or Analyze call, so the ISMCTS value is never written.
type search[S any, M comparable, V cards.View[M]] struct {
	b          *ISMCTS[S, M, V]
	iterations int // 0 when only the time budget counts
	c          float64
	bias       float64
	maxMoves   int
	seats      int
	seat       int
	pcg        *rand.PCG  // the source of r; the rollouts draw from it with cards.UintN
	r          *rand.Rand // the search's draws
	// s is the position of the iteration, played in place through the
	// game's fast paths: a field, so that a pointer to it passed to an
	// interface method moves nothing to the heap.
	s S
	// The game's fast paths, found once by method set; nil when it has
	// none. The rollouts step with stepper, else draw with mover; a move
	// is played with inPlace.
	stepper cards.RandomStepper[S, M]
	batch   cards.BatchStepper[S] // set only with stepper
	mover   cards.RandomMover[S, M]
	inPlace cards.InPlace[S, M]
	inView  map[M]struct{}    // the legal moves of the view
	nodes   []node[M]         // nodes[0] is the root, whose statistics are unused
	edges   map[edge[M]]int32 // children of the nodes with more than wideAt children
	legal   []M               // legal moves at the current position
	child   []int32           // child node of each legal move, or -1
	path    []step
	rewards []float64 // reward of each seat for this iteration; NaN until computed
}

// search runs the iterations and returns the root statistics in the order of
// legal, the view's legal moves.
func (b *ISMCTS[S, M, V]) search(v V, legal []M) ([]Stat[M], error) {
	t := b.newSearch(v, legal)
	if err := t.run(v); err != nil {
		return nil, &Error{Op: "ismcts", Seat: t.seat, Err: err}
	}
	return t.stats(legal), nil
}

// newSearch prepares the search of a view whose legal moves are legal.
func (b *ISMCTS[S, M, V]) newSearch(v V, legal []M) *search[S, M, V] {
	iterations := b.Iterations
	if iterations == 0 && b.Budget == 0 {
		iterations = DefaultIterations
	}
	size := 1024
	if iterations > 0 {
		size = min(iterations+1, 1<<16)
	}
	pcg := rand.NewPCG(b.Seed, stream(v.Seat(), len(legal)))
	t := &search[S, M, V]{
		b:          b,
		iterations: iterations,
		c:          b.Exploration,
		maxMoves:   b.MaxMoves,
		seats:      b.Game.Seats(),
		seat:       v.Seat(),
		pcg:        pcg,
		r:          rand.New(pcg),
		inView:     make(map[M]struct{}, len(legal)),
		nodes:      make([]node[M], 1, size),
	}
	t.inPlace, _ = cards.As[cards.InPlace[S, M]](b.Game)
	if b.Rollout == nil && b.Moves == nil {
		t.stepper, _ = cards.As[cards.RandomStepper[S, M]](b.Game)
		if t.stepper != nil {
			t.batch, _ = cards.As[cards.BatchStepper[S]](b.Game)
		}
		t.mover, _ = cards.As[cards.RandomMover[S, M]](b.Game)
	}
	if t.c == 0 {
		t.c = DefaultExploration
	}
	t.bias = b.Bias
	if t.bias == 0 {
		t.bias = DefaultBias
	}
	if t.maxMoves == 0 {
		t.maxMoves = DefaultMaxMoves
	}
	t.rewards = make([]float64, max(t.seats, 0))
	for _, m := range legal {
		t.inView[m] = struct{}{}
	}
	return t
}

// run runs iterations until the budget is spent.
func (t *search[S, M, V]) run(v V) error {
	var start time.Time
	if t.b.Budget > 0 {
		start = time.Now()
	}
	for i := 0; ; i++ {
		if t.iterations > 0 && i >= t.iterations || t.b.Budget > 0 && i > 0 && time.Since(start) >= t.b.Budget {
			return nil
		}
		if err := t.iterate(v); err != nil {
			return err
		}
	}
}

// stats returns the statistics of the root moves legal, in their order.
func (t *search[S, M, V]) stats(legal []M) []Stat[M] {
	stats := make([]Stat[M], len(legal))
	for i, m := range legal {
		stats[i].Move = m
		if c := t.find(0, m); c > 0 && t.nodes[c].visits > 0 {
			n := t.nodes[c]
			stats[i].Visits = int(n.visits)
			stats[i].Mean = n.reward / float64(n.visits)
		}
	}
	return stats
}

// stream derives the second PCG seed from what the view says, so that seats
// and positions sharing one Seed still draw different numbers.
func stream(seat, moves int) uint64 {
	z := uint64(seat)<<32 ^ uint64(moves) + 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// iterate runs one iteration: sample, select, expand, roll out, back up.
// The position is t.s, played in place.
func (t *search[S, M, V]) iterate(v V) error {
	g := t.b.Game
	var root S
	if t.b.Sampler != nil {
		root = t.b.Sampler(v, t.r)
	} else {
		root = g.Sample(v, t.r)
	}
	if g.ToMove(root) < 0 {
		return fmt.Errorf("%w: Sample gave a position that is over", ErrGame)
	}
	if to := g.ToMove(root); to != t.seat {
		return fmt.Errorf("%w: Sample gave a position where seat %d is to move, not seat %d", ErrGame, to, t.seat)
	}
	t.s = root
	cur := int32(0) // the node of t.s, or -1 once t.s is below the tree
	moves := 0
	t.path = t.path[:0]
	for cur >= 0 && !t.done(&root, moves) {
		mover := g.ToMove(t.s)
		if mover < 0 || mover >= t.seats {
			return fmt.Errorf("%w: ToMove gave seat %d in a game of %d seats", ErrGame, mover, t.seats)
		}
		if err := t.appendLegal(); err != nil {
			return err
		}
		if cur == 0 && t.b.Root != nil {
			// The root considers Root's moves only.
			t.legal = slices.DeleteFunc(t.legal, func(m M) bool { _, ok := t.inView[m]; return !ok })
			if len(t.legal) == 0 {
				return fmt.Errorf("%w: Sample gave a position where no move of Root is legal", ErrGame)
			}
		}
		t.child = t.child[:0]
		untried := 0
		for _, m := range t.legal {
			c := t.find(cur, m)
			if c < 0 {
				untried++
				// A root move is checked against the view once, before
				// its node is added.
				if cur == 0 {
					if _, ok := t.inView[m]; !ok {
						return fmt.Errorf("%w: Sample gave a position where %v is legal but the view does not list it", ErrGame, m)
					}
				}
			}
			t.child = append(t.child, c)
		}
		var i int
		if untried > 0 && t.b.Prior != nil {
			i = t.bestUntried(t.s)
		} else if untried > 0 {
			i = t.nthUntried(t.r.IntN(untried))
		} else {
			i = t.selectUCB()
			for _, c := range t.child {
				t.nodes[c].avail++
			}
		}
		m := t.legal[i]
		next := t.child[i]
		if next < 0 && len(t.nodes) < maxNodes {
			next = t.add(cur, m)
			if t.b.Prior != nil {
				t.nodes[next].prior = clamp01(t.b.Prior(t.s, m))
			}
		}
		if err := t.play(m); err != nil {
			return err
		}
		moves++
		if next >= 0 {
			t.path = append(t.path, step{next, int32(mover)})
		}
		if untried > 0 {
			next = -1 // expanded: roll out from here
		}
		cur = next
	}
	if err := t.rollout(&root, moves); err != nil {
		return err
	}
	t.backup(t.s)
	return nil
}

// rollout plays random moves in t.s, reached moves moves after root, until
// the iteration ends: Rollout's moves when it is set; else each drawn as
// Legal(t.s)[cards.UintN(t.pcg, n)] (of Moves' list, when it is set), by
// the game's RandomSteps, RandomStep, or RandomMove, when it has them,
// which draw the same moves.
func (t *search[S, M, V]) rollout(root *S, moves int) error {
	if t.batch != nil && t.b.Stop == nil {
		// RandomSteps plays fewer moves than asked exactly when the
		// game ends: only then is ToMove asked.
		if want := t.maxMoves - moves; want > 0 {
			if t.batch.RandomSteps(&t.s, t.pcg, want) < want && t.b.Game.ToMove(t.s) >= 0 {
				return fmt.Errorf("%w: %w", ErrGame, cards.ErrNoLegalMove)
			}
		}
		return nil
	}
	if t.stepper != nil && t.b.Stop == nil {
		// RandomStep finds no move exactly when the game is over: only
		// then is ToMove asked.
		for ; moves < t.maxMoves; moves++ {
			if _, ok := t.stepper.RandomStep(&t.s, t.pcg); !ok {
				if t.b.Game.ToMove(t.s) >= 0 {
					return fmt.Errorf("%w: %w", ErrGame, cards.ErrNoLegalMove)
				}
				return nil
			}
		}
		return nil
	}
	for ; !t.done(root, moves); moves++ {
		if t.stepper != nil {
			if _, ok := t.stepper.RandomStep(&t.s, t.pcg); !ok {
				return fmt.Errorf("%w: %w", ErrGame, cards.ErrNoLegalMove)
			}
			continue
		}
		var m M
		switch {
		case t.b.Rollout != nil:
			m = t.b.Rollout(t.s, t.r)
		case t.mover != nil:
			var ok bool
			if m, ok = t.mover.RandomMove(&t.s, t.pcg); !ok {
				return fmt.Errorf("%w: %w", ErrGame, cards.ErrNoLegalMove)
			}
		default:
			if err := t.appendLegal(); err != nil {
				return err
			}
			m = t.legal[cards.UintN(t.pcg, uint64(len(t.legal)))]
		}
		if err := t.play(m); err != nil {
			return err
		}
	}
	return nil
}

// find returns the child of node p reached by move m, or -1.
func (t *search[S, M, V]) find(p int32, m M) int32 {
	n := &t.nodes[p]
	if n.kids > wideAt {
		if c, ok := t.edges[edge[M]{p, m}]; ok {
			return c
		}
		return -1
	}
	for c := n.first; c != 0; c = t.nodes[c].next {
		if t.nodes[c].move == m {
			return c
		}
	}
	return -1
}

// add adds a child to node p for move m, which p does not have yet, and
// returns its index.
func (t *search[S, M, V]) add(p int32, m M) int32 {
	c := int32(len(t.nodes))
	t.nodes = append(t.nodes, node[M]{move: m, avail: 1, next: t.nodes[p].first})
	n := &t.nodes[p]
	n.first = c
	n.kids++
	switch {
	case n.kids == wideAt+1:
		if t.edges == nil {
			t.edges = make(map[edge[M]]int32)
		}
		for k := n.first; k != 0; k = t.nodes[k].next {
			t.edges[edge[M]{p, t.nodes[k].move}] = k
		}
	case n.kids > wideAt+1:
		t.edges[edge[M]{p, m}] = c
	}
	return c
}

// done reports whether an iteration ends at t.s, moves moves after root.
func (t *search[S, M, V]) done(root *S, moves int) bool {
	if moves >= t.maxMoves || t.b.Game.ToMove(t.s) < 0 {
		return true
	}
	return moves > 0 && t.b.Stop != nil && t.b.Stop(*root, t.s)
}

// appendLegal fills t.legal with the moves of t.s, which is not over,
// that the search considers: Moves when set, else the legal moves.
func (t *search[S, M, V]) appendLegal() error {
	if t.b.Moves != nil {
		t.legal = t.b.Moves(t.legal[:0], t.s)
	} else {
		t.legal = t.b.Game.AppendLegal(t.legal[:0], t.s)
	}
	if len(t.legal) == 0 {
		return fmt.Errorf("%w: %w", ErrGame, cards.ErrNoLegalMove)
	}
	return nil
}

// play plays m, a move Legal, Moves, Rollout or RandomMove gave, in
// t.s: in place when the game has the fast path.
func (t *search[S, M, V]) play(m M) error {
	var err error
	if t.inPlace != nil {
		err = t.inPlace.ApplyTo(&t.s, m)
	} else {
		var next S
		if next, err = t.b.Game.Apply(t.s, m); err == nil {
			t.s = next
		}
	}
	if err != nil {
		return fmt.Errorf("%w: Apply refused %v, a move Legal, Moves, Rollout or RandomMove gave: %w", ErrGame, m, err)
	}
	return nil
}

// bestUntried returns the index in t.legal of the move without a child
// that Prior rates highest in s, the first listed among equals.
func (t *search[S, M, V]) bestUntried(s S) int {
	best, bestPrior := -1, math.Inf(-1)
	for i, c := range t.child {
		if c < 0 {
			if p := clamp01(t.b.Prior(s, t.legal[i])); p > bestPrior {
				best, bestPrior = i, p
			}
		}
	}
	return best
}

// clamp01 returns r within [0, 1], and 0 for NaN.
func clamp01(r float64) float64 {
	switch {
	case !(r > 0):
		return 0
	case r > 1:
		return 1
	}
	return r
}

// nthUntried returns the index in t.legal of the k-th move without a child.
func (t *search[S, M, V]) nthUntried(k int) int {
	for i, c := range t.child {
		if c < 0 {
			if k == 0 {
				return i
			}
			k--
		}
	}
	panic("unreachable: fewer untried moves than counted")
}

// selectUCB returns the index in t.legal of the child with the highest UCB1
// value, counting availability instead of parent visits; ties go to the first.
func (t *search[S, M, V]) selectUCB() int {
	best, bestValue := 0, math.Inf(-1)
	for i, c := range t.child {
		n := &t.nodes[c]
		visits := float64(n.visits)
		// The explicit conversions forbid fused multiply-add, which some
		// architectures would otherwise use here.
		value := float64(n.reward/visits) + float64(t.c*math.Sqrt(logOf(n.avail)/visits))
		if t.b.Prior != nil {
			value += float64(t.bias * n.prior / (visits + 1))
		}
		if value > bestValue {
			best, bestValue = i, value
		}
	}
	return best
}

// logs holds the natural logarithms of small counts, which UCB1 asks for
// many times per iteration.
var logs = func() (t [1024]float64) {
	for i := 1; i < len(t); i++ {
		t[i] = math.Log(float64(i))
	}
	return t
}()

// logOf returns the natural logarithm of n, a count of at least 1.
func logOf(n int32) float64 {
	if n < int32(len(logs)) {
		return logs[n]
	}
	return math.Log(float64(n))
}

// backup credits the nodes of the path with the rewards of final position s.
func (t *search[S, M, V]) backup(s S) {
	for i := range t.rewards {
		t.rewards[i] = math.NaN()
	}
	for _, st := range t.path {
		r := t.rewards[st.mover]
		if math.IsNaN(r) {
			r = clamp01(t.b.Reward(s, int(st.mover)))
			t.rewards[st.mover] = r
		}
		n := &t.nodes[st.node]
		n.visits++
		n.reward += r
	}
}

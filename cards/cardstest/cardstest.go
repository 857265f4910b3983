// Package cardstest checks that a game keeps the contract of package cards,
// over many seeded random games, in the tests of the game. The games of this
// module and the third-game example run through it; so can yours:
//
//	func TestContract(t *testing.T) {
//		cardstest.Check(t, Rules{}, cardstest.Config[State, Move]{
//			Start: func(seed uint64) (State, error) { return Rules{}.Start(cards.Deal{Seed: seed}) },
//			Cards: func(s State) []cards.Set { return s.places() },
//			Deck:  cards.Deck52,
//		})
//	}
//
// Check plays Config.Games games, each from Start(seed) for seeds 0, 1, ...,
// choosing every move at random among the legal ones, and at every position
// checks that
//
//   - every card of Deck is in exactly one of the sets Cards returns;
//   - ToMove is -1 exactly when AppendLegal lists no move, and Score has one
//     score for each seat;
//   - every legal move applies, and Apply leaves its argument unchanged;
//   - every other move seen in the run, or given by Config.Candidates, is
//     refused with an error wrapping [cards.ErrIllegalMove], and the
//     position returned unchanged;
//   - each seat's view, and the spectator's, has the right Seat, and lists
//     the legal moves for the seat to move and none for any other;
//   - when the game is a [cards.Redealer], the views leak nothing: at
//     every position of every game, for one seat or the spectator in turn
//     from move to move, Redeal deals anew the cards the seat cannot see,
//     and the seat's view of the re-dealt position, and the spectator's,
//     must be the same Go value (and, at some positions, the same JSON,
//     when the view has one) as in the position played, and the seat to
//     move must have the same legal moves there; a view that changes
//     holds a card its seat cannot see, such as another seat's hand;
//   - Sample of the mover's view gives a position with that same view,
//     and, over the run, not always the true deal where Redeal finds
//     another (a Sample that returns the true position passes every other
//     check and lets a search cheat);
//   - the fast paths, when the game has them, agree with the plain calls:
//     [cards.RandomMover] draws Legal(s)[UintN(p, n)], [cards.InPlace]
//     leaves what Apply returns, [cards.RandomStepper] plays what
//     RandomMover draws and leaves what Apply returns,
//     [cards.BatchStepper] plays what as many RandomStep calls play,
//     [cards.ScoreAppender] appends what Score returns;
//   - when the game is a [cards.Teller], its stories leak nothing: for
//     the deal and the moves (every move of the first games, one in three
//     of the others) but the one that ends the game, for one
//     seat or the spectator in turn, the position before is re-dealt for
//     that seat (by Redeal, or by Sample of its view when the game is no
//     [cards.Redealer]), the same move played there when it is legal
//     (another seat's move, in one of a few re-deals), and where the seat's views of both positions, before and
//     after, are the same, the story as the seat sees it
//     ([cards.Event.SeenBy]) must be the same: a story that changes names
//     a card its seat cannot see; every event's kind is one of the
//     constants, and [cards.Session.Story] tells what the game tells;
//   - each view's own fast path, [cards.RandomView] on a pointer to it,
//     draws AppendLegal(nil)[UintN(p, n)] of that same view, whatever the
//     game's: a View that embeds another game's View (a wrapper's, say)
//     promotes that View's RandomMove, which draws moves the wrapper's
//     AppendLegal may not list;
//
// and that every game ends within Config.MaxMoves moves. When the game is a
// [cards.Spec], 20 more games are played through a [cards.Session] started
// with its own Start, each move drawn from the mover's view, and each
// game's record, in text and in JSON, must resume to the same game.
package cardstest

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/cardrules/cardrules/cards"
)

// Config says how [Check] starts and plays its games.
type Config[S, M any] struct {
	// Start returns the first position of the game with the given seed.
	Start func(seed uint64) (S, error)
	// Cards returns every place a card of s can be (hands, piles, stock,
	// table, ...): sets that must be disjoint and together hold Deck.
	Cards func(s S) []cards.Set
	// Deck is the set of every card of a game.
	Deck cards.Set
	// Games is the number of games to play; 0 means 1000.
	Games int
	// MaxMoves is the most moves a game may take; 0 means 100,000.
	MaxMoves int
	// Candidates, when not nil, returns moves to try in s besides those
	// seen in the run, legal or not, such as every card of the deck
	// played alone: those that are not legal must be refused.
	Candidates func(s S) []M
}

// maxPool is the most distinct moves Check keeps to try where they are not
// legal.
const maxPool = 64

// sessionGames is the number of games Check also plays through a Session.
const sessionGames = 20

// Check plays c.Games seeded random games of g and fails t at the first
// broken promise, naming the game's seed and the move. S and M must be
// comparable, so that a position or a move can be compared with ==, and V
// a [cards.View].
func Check[S, M comparable, V cards.View[M]](t testing.TB, g cards.HiddenGame[S, M, V], c Config[S, M]) {
	t.Helper()
	if g == nil || c.Start == nil || c.Cards == nil {
		t.Fatal("cardstest: need a game, Start and Cards")
	}
	games, maxMoves := c.Games, c.MaxMoves
	if games == 0 {
		games = 1000
	}
	if maxMoves == 0 {
		maxMoves = 100_000
	}
	ch := checker[S, M, V]{t: t, g: g, c: c, cell: new(S)}
	ch.mover, _ = cards.As[cards.RandomMover[S, M]](g)
	ch.inPlace, _ = cards.As[cards.InPlace[S, M]](g)
	ch.scorer, _ = cards.As[cards.ScoreAppender[S]](g)
	ch.stepper, _ = cards.As[cards.RandomStepper[S, M]](g)
	ch.batch, _ = cards.As[cards.BatchStepper[S]](g)
	if ch.batch != nil && ch.stepper == nil {
		t.Fatal("cardstest: the game has the BatchStepper fast path (RandomSteps) but not RandomStepper (RandomStep)")
	}
	ch.redealer, _ = cards.As[cards.Redealer[S]](g)
	ch.teller, _ = cards.As[cards.Teller[S, M]](g)
	spec, _ := g.(cards.Spec[S, M, V])
	for seed := range uint64(games) {
		s, err := c.Start(seed)
		if err != nil {
			t.Fatalf("cardstest: game %d: Start: %v", seed, err)
		}
		ch.seed = seed
		r := rand.New(rand.NewPCG(seed, 0xc4))      // the moves, and Sample's draws
		ch.rd = rand.New(rand.NewPCG(seed, 0x7ede)) // Redeal's draws
		for n := 0; ; n++ {
			ch.n = n
			legal := ch.position(s, r)
			if len(legal) == 0 {
				break
			}
			if n >= maxMoves {
				ch.fail("the game has not ended after %d moves", maxMoves)
			}
			m := legal[r.IntN(len(legal))]
			next, _ := g.Apply(s, m)
			if ch.teller != nil {
				if n == 0 {
					ch.startStory(s)
				}
				ch.story(s, m, next)
			}
			s = next
		}
		if spec != nil && seed < sessionGames {
			ch.session(spec, seed, maxMoves)
		}
	}
	if ch.redealt >= minRedealt && ch.sampledTrue == ch.redealt {
		t.Fatalf("cardstest: Sample returns the true deal: at each of %d positions where Redeal dealt the mover's unseen cards otherwise, Sample of the mover's view put every card where it is", ch.redealt)
	}
}

// minRedealt is the fewest positions where Redeal finds another deal for
// the mover over which Check judges whether Sample returns the true deal.
const minRedealt = 16

// jsonGames and jsonEvery say when Check compares the views of a
// re-dealt position as JSON too: at every move of the first jsonGames
// games, and at one move in jsonEvery of the others.
const (
	jsonGames = 2
	jsonEvery = 32
)

// checker holds what [Check] needs at every position.
type checker[S, M comparable, V cards.View[M]] struct {
	t       testing.TB
	g       cards.HiddenGame[S, M, V]
	c       Config[S, M]
	mover   cards.RandomMover[S, M]
	inPlace cards.InPlace[S, M]
	scorer  cards.ScoreAppender[S]
	scores  []int
	stepper cards.RandomStepper[S, M]
	batch   cards.BatchStepper[S]
	pool    []M // distinct moves seen in the run, to try where they are not legal
	cell    *S  // the position ApplyTo plays in, made once: a local would move to the heap at each call
	seed    uint64
	n       int
	legal   []M

	redealer cards.Redealer[S]
	teller   cards.Teller[S, M]
	rd       *rand.Rand // Redeal's draws
	legalX   []M        // the legal moves of a re-dealt position
	// The positions where Redeal dealt the mover's unseen cards
	// otherwise, and of them those where Sample put every card where it
	// is in the position played.
	redealt, sampledTrue int
}

func (ch *checker[S, M, V]) fail(format string, args ...any) {
	ch.t.Helper()
	ch.t.Fatalf("cardstest: game %d, move %d: "+format, append([]any{ch.seed, ch.n + 1}, args...)...)
}

// position checks s and returns its legal moves.
func (ch *checker[S, M, V]) position(s S, r *rand.Rand) []M {
	ch.t.Helper()
	g := ch.g
	var all cards.Set
	count := 0
	for _, p := range ch.c.Cards(s) {
		all = all.Union(p)
		count += p.Len()
	}
	if all != ch.c.Deck || count != ch.c.Deck.Len() {
		ch.fail("the cards are not each in one place: %d cards in the places, %v missing, %v extra", count, ch.c.Deck.Minus(all), all.Minus(ch.c.Deck))
	}
	score := g.Score(s)
	if n := len(score); n != g.Seats() {
		ch.fail("Score has %d scores for %d seats", n, g.Seats())
	}
	if ch.scorer != nil {
		// After a score already in the buffer, which it must keep.
		ch.scores = ch.scorer.AppendScore(append(ch.scores[:0], -7), s)
		if len(ch.scores) != 1+len(score) || ch.scores[0] != -7 || !slices.Equal(ch.scores[1:], score) {
			ch.fail("AppendScore([-7]) gives %v, want -7 and then Score's %v", ch.scores, score)
		}
	}
	ch.legal = g.AppendLegal(ch.legal[:0], s)
	legal := ch.legal
	to := g.ToMove(s)
	if (to < 0) != (len(legal) == 0) || to >= g.Seats() {
		ch.fail("ToMove is %d with %d legal moves", to, len(legal))
	}
	before := s
	for _, m := range legal {
		next, err := g.Apply(s, m)
		if err != nil {
			ch.fail("the legal move %v is refused: %v", m, err)
		}
		if s != before {
			ch.fail("Apply changed its argument")
		}
		if ch.inPlace != nil {
			in := ch.cell
			*in = s
			if err := ch.inPlace.ApplyTo(in, m); err != nil || *in != next {
				ch.fail("ApplyTo of %v does not leave what Apply returns (error %v)", m, err)
			}
		}
		if len(ch.pool) < maxPool && !slices.Contains(ch.pool, m) {
			ch.pool = append(ch.pool, m)
		}
	}
	tries := ch.pool
	if ch.c.Candidates != nil {
		tries = append(ch.c.Candidates(s), ch.pool...)
	}
	for _, m := range tries {
		if slices.Contains(legal, m) {
			continue
		}
		next, err := g.Apply(s, m)
		if !errors.Is(err, cards.ErrIllegalMove) || next != s {
			ch.fail("the move %v, not legal, gave error %v and changed the position: %t", m, err, next != s)
		}
		if ch.inPlace != nil {
			in := ch.cell
			*in = s
			if err := ch.inPlace.ApplyTo(in, m); !errors.Is(err, cards.ErrIllegalMove) || *in != s {
				ch.fail("ApplyTo of %v, not legal, gave error %v", m, err)
			}
		}
	}
	if ch.mover != nil {
		seed := r.Uint64()
		p, q := rand.NewPCG(seed, 1), rand.NewPCG(seed, 1)
		in := s
		m, ok := ch.mover.RandomMove(&in, p)
		if ok != (len(legal) > 0) || in != s || (ok && m != legal[cards.UintN(q, uint64(len(legal)))]) || *p != *q {
			ch.fail("RandomMove does not draw Legal(s)[UintN(p, n)] (got %v, %t)", m, ok)
		}
	}
	if ch.stepper != nil {
		seed := r.Uint64()
		ch.step(s, legal, seed)
		if ch.batch != nil {
			ch.steps(s, seed)
		}
	}
	var places []cards.Set
	if ch.redealer != nil {
		places = ch.c.Cards(s)
	}
	spectator := g.View(s, cards.Spectator)
	// Redeal is tried for one seat, or the spectator, in turn from move
	// to move.
	redealSeat := ch.n%(g.Seats()+1) - 1
	for seat := cards.Spectator; seat < g.Seats(); seat++ {
		v := g.View(s, seat)
		ch.view(v, seat, to, legal)
		moved := false
		if ch.redealer != nil && seat == redealSeat {
			moved = ch.redeal(s, seat, to, v, spectator, places)
		}
		if seat == to && seat >= 0 {
			x := g.Sample(v, r)
			if w := g.View(x, seat); !sameView(w, v) {
				ch.fail("the view of seat %d of a Sample of its view differs from the view", seat)
			}
			if moved {
				ch.redealt++
				if slices.Equal(ch.c.Cards(x), places) {
					ch.sampledTrue++
				}
			}
		}
	}
	return legal
}

// redeal checks that the view v of seat in s, and the spectator's view
// spectator, are the same in a position Redeal gives for seat, as Go
// values and (in some positions) as JSON, and, when seat is to, the seat
// to move, that the rules give it the same moves there; places are
// Cards(s). It reports whether the re-dealt position has some card in
// another place.
func (ch *checker[S, M, V]) redeal(s S, seat, to int, v, spectator V, places []cards.Set) bool {
	ch.t.Helper()
	g := ch.g
	x := ch.redealer.Redeal(s, seat, ch.rd)
	xp := ch.c.Cards(x)
	var all cards.Set
	count := 0
	for _, p := range xp {
		all = all.Union(p)
		count += p.Len()
	}
	if all != ch.c.Deck || count != ch.c.Deck.Len() || len(xp) != len(places) {
		ch.fail("Redeal for seat %d gives a position whose cards are not each in one place", seat)
	}
	// Named for the failures only: formatted at each call, they cost more
	// than the checks.
	who := func() string {
		if seat == cards.Spectator {
			return "the spectator"
		}
		return fmt.Sprintf("seat %d", seat)
	}
	whose := func() string { return who() + "'s view" }
	w := g.View(x, seat)
	if !sameView(w, v) {
		ch.fail("%s holds cards %s cannot see, such as another seat's hand: it changes when Redeal deals them anew\nplayed:    %+v\nre-dealt:  %+v", whose(), who(), v, w)
	}
	if seat == to && seat >= 0 {
		ch.legalX = g.AppendLegal(ch.legalX[:0], x)
		if !slices.Equal(ch.legalX, ch.legal) {
			ch.fail("the moves of seat %d, to move, depend on cards it cannot see: %v, and %v when Redeal deals them anew", seat, ch.legal, ch.legalX)
		}
	}
	ws := g.View(x, cards.Spectator)
	if !sameView(ws, spectator) {
		ch.fail("the spectator's view holds cards no seat shows: it changes when Redeal deals seat %d's unseen cards anew\nplayed:    %+v\nre-dealt:  %+v", seat, spectator, ws)
	}
	if ch.seed < jsonGames || ch.n%jsonEvery == 0 {
		for _, pair := range [2][2]V{{v, w}, {spectator, ws}} {
			a, errA := json.Marshal(pair[0])
			b, errB := json.Marshal(pair[1])
			switch {
			case errA != nil && errB != nil:
				continue // a view with no JSON form
			case errA != nil || errB != nil:
				ch.fail("%s, or the spectator's, marshals or not as Redeal deals the cards %s cannot see: %v, %v", whose(), who(), errA, errB)
			}
			if string(a) != string(b) {
				ch.fail("%s, or the spectator's, differs as JSON when Redeal deals the cards %s cannot see anew:\n%s\n%s", whose(), who(), a, b)
			}
		}
	}
	return !slices.Equal(xp, places)
}

// step checks that RandomStep in s, whose legal moves are legal, draws
// Legal(s)[UintN(p, n)] and leaves what Apply returns, with a generator
// seeded by seed; and that it draws nothing and changes nothing when s is
// over.
func (ch *checker[S, M, V]) step(s S, legal []M, seed uint64) {
	ch.t.Helper()
	p, q := rand.NewPCG(seed, 2), rand.NewPCG(seed, 2)
	in := s
	m, ok := ch.stepper.RandomStep(&in, p)
	if len(legal) == 0 {
		if ok || in != s || *p != *q {
			ch.fail("RandomStep in a position that is over played %v (%t) or changed the position or drew", m, ok)
		}
		return
	}
	want := legal[cards.UintN(q, uint64(len(legal)))]
	next, err := ch.g.Apply(s, want)
	switch {
	case !ok || m != want:
		ch.fail("RandomStep played %v (%t), not Legal(s)[UintN(p, n)] = %v", m, ok, want)
	case *p != *q:
		ch.fail("RandomStep of %v drew from the generator other than UintN(p, n) does", m)
	case err != nil || in != next:
		ch.fail("RandomStep of %v does not leave what Apply returns (error %v)", m, err)
	}
}

// steps checks that RandomSteps in s plays what as many RandomStep calls
// play, with generators seeded by seed: the same count, the same final
// position and the same draws, for a run of 1 to 5 moves; and that it plays
// nothing when asked for none.
func (ch *checker[S, M, V]) steps(s S, seed uint64) {
	ch.t.Helper()
	k := int(1 + seed%5)
	p, q := rand.NewPCG(seed, 3), rand.NewPCG(seed, 3)
	in, want := s, s
	got := ch.batch.RandomSteps(&in, p, k)
	n := 0
	for n < k {
		if _, ok := ch.stepper.RandomStep(&want, q); !ok {
			break
		}
		n++
	}
	switch {
	case got != n:
		ch.fail("RandomSteps(s, p, %d) played %d moves, not the %d RandomStep plays", k, got, n)
	case in != want:
		ch.fail("RandomSteps(s, p, %d) does not leave what %d RandomStep calls leave", k, n)
	case *p != *q:
		ch.fail("RandomSteps(s, p, %d) drew from the generator other than %d RandomStep calls do", k, n)
	}
	in, *q = s, *p
	if got := ch.batch.RandomSteps(&in, p, 0); got != 0 || in != s || *p != *q {
		ch.fail("RandomSteps(s, p, 0) played %d moves, changed the position or drew", got)
	}
}

// view checks v, the view of seat when seat to is to move with the given
// legal moves.
func (ch *checker[S, M, V]) view(v V, seat, to int, legal []M) {
	ch.t.Helper()
	cv := v
	if cv.Seat() != seat {
		ch.fail("the view of seat %d says seat %d", seat, cv.Seat())
	}
	got := cv.AppendLegal(nil)
	want := legal
	if seat != to {
		want = nil
	}
	if !slices.Equal(got, want) {
		ch.fail("the view of seat %d lists %v, not %v", seat, got, want)
	}
	if rv, ok := any(&v).(cards.RandomView[M]); ok {
		// Against the view's own AppendLegal, which the checks above
		// compared with the game's.
		p, q := rand.NewPCG(uint64(ch.n), 2), rand.NewPCG(uint64(ch.n), 2)
		m, ok := rv.RandomMove(p)
		var drawn M
		if len(got) > 0 {
			drawn = got[cards.UintN(q, uint64(len(got)))]
		}
		if ok != (len(got) > 0) || (ok && m != drawn) || *p != *q {
			ch.fail("the view of seat %d draws %v (%t) with RandomMove, not AppendLegal(nil)[UintN(p, n)] = %v of the same view: does the View embed another View, whose RandomMove is promoted?", seat, m, ok, drawn)
		}
	}
}

// session plays a random game through a Session started with seed, each
// move drawn from the mover's view, and checks that its record resumes to
// the same position, from its text and from its JSON.
func (ch *checker[S, M, V]) session(spec cards.Spec[S, M, V], seed uint64, maxMoves int) {
	ch.t.Helper()
	s, err := cards.NewSession(spec, cards.Deal{Seed: seed, Dealer: int(seed % uint64(spec.Seats()))})
	if err != nil {
		ch.t.Fatalf("cardstest: session %d: NewSession: %v", seed, err)
	}
	r := rand.New(rand.NewPCG(seed, 0x5e))
	for n := 0; s.ToMove() >= 0; n++ {
		if n >= maxMoves {
			ch.t.Fatalf("cardstest: session %d: the game has not ended after %d moves", seed, maxMoves)
		}
		legal := s.View(s.ToMove()).AppendLegal(nil)
		if len(legal) == 0 {
			ch.t.Fatalf("cardstest: session %d: the view of the seat to move lists no move", seed)
		}
		if err := s.Play(legal[r.IntN(len(legal))]); err != nil {
			ch.t.Fatalf("cardstest: session %d: a legal move of the view is refused: %v", seed, err)
		}
	}
	text, err := cards.ParseRecord(s.Record().String())
	if err != nil {
		ch.t.Fatalf("cardstest: session %d: the record's text does not parse: %v", seed, err)
	}
	data, err := s.Record().MarshalJSON()
	if err != nil {
		ch.t.Fatalf("cardstest: session %d: the record's JSON: %v", seed, err)
	}
	var fromJSON cards.Record
	if err := fromJSON.UnmarshalJSON(data); err != nil {
		ch.t.Fatalf("cardstest: session %d: the record's JSON does not read: %v", seed, err)
	}
	if t, ok := cards.As[cards.Teller[S, M]](spec); ok {
		// The deal's story, as the session tells it.
		seat := int(seed%uint64(spec.Seats()+1)) - 1
		last := len(s.History())
		start, _ := spec.Start(cards.Deal{Seed: seed, Dealer: int(seed % uint64(spec.Seats()))})
		if got, want := s.Story(0, seat), seenBy(t.StartStory(start), seat); !reflect.DeepEqual(got, want) {
			ch.t.Fatalf("cardstest: session %d: Story(0, %d) is %+v, not the game's %+v", seed, seat, got, want)
		}
		// The last move's, and one in the middle, which the session
		// replays.
		for _, n := range []int{last, (last + 1) / 2} {
			if n == 0 {
				continue
			}
			before, err := cards.Play(spec, start, movesOf(s.History()[:n-1])...)
			if err != nil {
				ch.t.Fatalf("cardstest: session %d: the moves do not replay: %v", seed, err)
			}
			m := s.History()[n-1].Move
			after, _ := spec.Apply(before, m)
			want := seenBy(t.Story(before, m, after), seat)
			if got := s.Story(n, seat); !reflect.DeepEqual(got, want) {
				ch.t.Fatalf("cardstest: session %d: Story(%d, %d) is %+v, not the game's %+v", seed, n, seat, got, want)
			}
		}
	}
	for _, rec := range []*cards.Record{text, &fromJSON} {
		back, err := cards.Resume(spec, rec)
		if err != nil {
			ch.t.Fatalf("cardstest: session %d: the record does not resume: %v", seed, err)
		}
		if back.State() != s.State() || !slices.Equal(back.History(), s.History()) {
			ch.t.Fatalf("cardstest: session %d: the record resumes to another game", seed)
		}
	}
}

// movesOf returns the moves of turns.
func movesOf[M any](turns []cards.Turn[M]) []M {
	out := make([]M, len(turns))
	for i, t := range turns {
		out[i] = t.Move
	}
	return out
}

// seenBy returns story as seat sees it.
func seenBy(story []cards.Event, seat int) []cards.Event {
	if story == nil {
		return nil
	}
	out := make([]cards.Event, len(story))
	for i, e := range story {
		out[i] = e.SeenBy(seat)
	}
	return out
}

// startStory checks the story of the deal s, as [checker.story] does a
// move's.
func (ch *checker[S, M, V]) startStory(s S) {
	ch.t.Helper()
	story := ch.teller.StartStory(s)
	ch.events(story)
	for seat := cards.Spectator; seat < ch.g.Seats(); seat++ {
		x := ch.another(s, seat)
		if !sameView(ch.g.View(x, seat), ch.g.View(s, seat)) {
			continue // Check's redeal reports it
		}
		if a, b := seenBy(story, seat), seenBy(ch.teller.StartStory(x), seat); !reflect.DeepEqual(a, b) {
			ch.fail("the story of the deal, as %s sees it, names cards it cannot see: it changes when they are dealt anew\nplayed:    %+v\nre-dealt:  %+v", seatName(seat), a, b)
		}
	}
}

// storyTries is the most positions re-dealt to find one where a move is
// legal, for the check of its story; storyGames and storyEvery say which
// moves' stories Check checks: every move of the first storyGames games,
// and one move in storyEvery of the others.
const (
	storyTries = 8
	storyGames = 2
	storyEvery = 3
)

// story checks the story of m, played in s and giving next: its events'
// kinds and, unless m ends the game, that it leaks nothing to one seat
// or the spectator, in turn from move to move (see [Check]).
func (ch *checker[S, M, V]) story(s S, m M, next S) {
	ch.t.Helper()
	if ch.seed >= storyGames && ch.n%storyEvery != 0 {
		return
	}
	g := ch.g
	story := ch.teller.Story(s, m, next)
	ch.events(story)
	if g.ToMove(next) < 0 {
		return
	}
	seat := (ch.n+1)%(g.Seats()+1) - 1
	// Another seat's move is legal in a re-dealt position only when its
	// cards were dealt to it again: a few deals are tried.
	var x, xNext S
	var err error
	for range storyTries {
		x = ch.another(s, seat)
		if xNext, err = g.Apply(x, m); err == nil {
			break
		}
	}
	if err != nil || !sameView(g.View(x, seat), g.View(s, seat)) || !sameView(g.View(xNext, seat), g.View(next, seat)) {
		return // the move is not legal there, or the seat tells the positions apart
	}
	if a, b := seenBy(story, seat), seenBy(ch.teller.Story(x, m, xNext), seat); !reflect.DeepEqual(a, b) {
		ch.fail("the story of %v, as %s sees it, names cards it cannot see: it changes when they are dealt anew\nplayed:    %+v\nre-dealt:  %+v", m, seatName(seat), a, b)
	}
}

// another returns a position seat cannot tell from s, the cards it cannot
// see dealt anew: by Redeal when the game has it, else by Sample of the
// seat's view.
func (ch *checker[S, M, V]) another(s S, seat int) S {
	if ch.redealer != nil {
		return ch.redealer.Redeal(s, seat, ch.rd)
	}
	return ch.g.Sample(ch.g.View(s, seat), ch.rd)
}

// events checks that every event of story has a kind of the constants.
func (ch *checker[S, M, V]) events(story []cards.Event) {
	ch.t.Helper()
	for _, e := range story {
		if _, err := e.Kind.MarshalText(); err != nil {
			ch.fail("the story holds an event of kind %v, none of the cards.Event constants", e.Kind)
		}
	}
}

// seatName names seat, or the spectator, in a message.
func seatName(seat int) string {
	if seat == cards.Spectator {
		return "the spectator"
	}
	return fmt.Sprintf("seat %d", seat)
}

// sameView reports whether two views are deeply equal, as
// reflect.DeepEqual says. Most views are comparable values, equal when ==
// says so, which costs a small part of DeepEqual's walk; == is tried first,
// and DeepEqual decides when it says no (a pointer field may point to equal
// values) or panics (a field of interface type holding a value that is not
// comparable).
func sameView[V any](a, b V) bool {
	if eq, ok := equalAny(a, b); ok && eq {
		return true
	}
	return reflect.DeepEqual(a, b)
}

// equalAny is a == b for comparable a and b, and ok false when the
// comparison panics.
func equalAny(a, b any) (eq, ok bool) {
	defer func() {
		if recover() != nil {
			eq, ok = false, false
		}
	}()
	return a == b, true
}

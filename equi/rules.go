package equi

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
)

// Limits of the options of [Rules].
const (
	MinPlayers = 2 // the fewest seats of a game
	MaxPlayers = 6 // the most seats of a game

	// DefaultMaxMoves is the number of moves played after the stock is
	// exhausted at which a game is stopped when [Rules.MaxMoves] is 0.
	DefaultMaxMoves = 500
	// MaxMovesLimit is the largest value [Rules.MaxMoves] may take.
	MaxMovesLimit = 10000
	// MaxNoProgressRounds is the largest value [Rules.NoProgressRounds] may take.
	MaxNoProgressRounds = 100
)

// HandSize is the number of cards dealt to each player, and the number the
// stock refills a hand to after every move (rule E8).
const HandSize = 4

// TableSize is the number of cards dealt face up to the table.
const TableSize = 4

// DeckSize is the number of cards in the Equi deck: six to ace in four suits.
const DeckSize = 36

// maxStock is the largest stock: the deck less two hands and the table.
const maxStock = DeckSize - MinPlayers*HandSize - TableSize

// Rules is a variant of Equi: the number of players and the options that
// settle the rule text's ambiguities (docs/rules/equi.md, rows E1 to E13).
// The zero value plays the default game for two players. Rules holds no
// position, so one value serves any number of games at once, from any number
// of goroutines.
//
// A [State] records only its number of players; the options are read from
// the Rules value given to each call, so the same position may be played on
// under a variant.
//
// Rules implements [cards.Spec] for [State], [Move] and [View], and the
// fast paths [cards.InPlace] and [cards.RandomMover].
type Rules struct {
	// Players is the number of seats, 2 to 6. The zero value means 2.
	Players int

	// NoRankBan turns off rule E4: a capture may then play and take cards
	// of the same rank (9+A+Q may take 10+Q). By default no rank may be
	// both played and taken, save for the exceptions E5 and E6.
	NoRankBan bool

	// VoluntaryTrail lets a player put a card on the table even when he
	// could capture (rule E7). By default capturing is compulsory: a trail
	// is legal only when no capture is.
	VoluntaryTrail bool

	// RecycleByFour makes a player whose hand runs out after the stock is
	// exhausted take at most 4 cards from his captured pile, the lowest in
	// card order, instead of the whole pile (rule E9).
	RecycleByFour bool

	// NoProgressRounds is the number of full rounds without a capture,
	// after the stock is exhausted, that ends the game (rule E11). The zero
	// value means 1; at most [MaxNoProgressRounds].
	NoProgressRounds int

	// MaxMoves is the number of moves played after the stock is exhausted
	// at which the game stops (rule E13), so that no game is endless. The
	// zero value means [DefaultMaxMoves]; at most [MaxMovesLimit].
	MaxMoves int

	// Scoring says what a seat's result counts (rule E12): the number of
	// cards it holds ([ScoreCards], the zero value) or the points of the
	// cards it has captured ([ScorePoints]). [Rules.Score] adds the scores
	// a Variant added ([Effects.AddScore]) to either.
	Scoring Scoring

	// Variant, when not nil, changes the rules in code where no option
	// says it: its Moved method is called after every move (see
	// [Variant]). nil plays the standard game. Its dynamic type must be
	// comparable (a struct of comparable fields, or a pointer), so that
	// Rules stays comparable: == on two Rules compares the variants too,
	// and panics on a variant of a type that is not comparable.
	Variant Variant
}

// Scoring is what the result of a game counts: see [Rules.Scoring].
type Scoring uint8

// The ways a result is counted.
const (
	// ScoreCards counts the cards a seat holds, in hand and in its pile
	// (rule E12): the standard game.
	ScoreCards Scoring = iota
	// ScorePoints counts the capture values ([Points]) of the cards a seat
	// has captured: its pile, and the cards of its hand taken back from
	// the pile (rule E9, [State.Known]). Every one of them was captured
	// face up, so every view can count it; the 36 cards make 200 points.
	ScorePoints
)

var scoringNames = [...]string{ScoreCards: "cards", ScorePoints: "points"}

// String returns "cards" or "points", the value of the Scoring tag of a
// record and of the "scoring" member of the JSON of [Rules]; a value
// outside the list prints as "Scoring(9)".
func (c Scoring) String() string {
	if int(c) < len(scoringNames) {
		return scoringNames[c]
	}
	return "Scoring(" + strconv.Itoa(int(c)) + ")"
}

// parseScoring reads the text of [Scoring.String].
func parseScoring(text string) (Scoring, bool) {
	for i, name := range scoringNames {
		if text == name {
			return Scoring(i), true
		}
	}
	return 0, false
}

// A Variant changes the rules in code where no option of Rules says it:
// Rules.Variant holds one; nil plays the standard game.
//
// In Equi, Moved runs once for every move applied ([Rules.Apply],
// [Rules.ApplyTo], and so every tool built on them), right after the move
// itself: the played cards have left the hand, a capture's cards are in
// the mover's pile (or a trailed card on the table), the last move and the
// counters of the move are updated ([Public.LastMove], [Public.MoveCount]),
// and nothing else has happened yet: the refill from the stock (rule E8),
// the pile taken back into an empty hand (E9) and the end of the game
// (E10, E11, E13) come after it, and see what it did. So a capture that
// clears the table is e.Move() a capture and e.Table() empty. A variant
// that draws cards for the mover (Effects.Draw) leaves the refill less to
// draw.
type Variant interface {
	// Name returns the variant's name: the value of the Variant tag of its records.
	// It is a non-empty name that cards.CheckName accepts, fixed for the type.
	Name() string
	// Moved is called once for every move the rules apply, with the move's
	// standard effects done and before the end of the deal/game is decided
	// (the game's doc says exactly where). It may change the position only
	// through e's steps, which keep the position's invariants.
	Moved(e *Effects)
}

var (
	_ cards.Spec[State, Move, View]  = Rules{}
	_ cards.InPlace[State, Move]     = Rules{}
	_ cards.RandomMover[State, Move] = Rules{}
	_ cards.ScoreAppender[State]     = Rules{}
	_ cards.View[Move]               = View{}
	_ cards.RandomView[Move]         = (*View)(nil)
)

// Validate returns nil when r describes a playable game, and otherwise an
// error wrapping [cards.ErrInvalidRules] that names the field at fault: Players
// other than 0 or 2 to 6, a negative or too large NoProgressRounds or
// MaxMoves, a Scoring that is not one, a Variant whose Name is not one
// [cards.CheckName] accepts.
func (r Rules) Validate() error {
	if p := r.problems(); p != "" {
		return fmt.Errorf("equi: %w: %s", cards.ErrInvalidRules, p)
	}
	return nil
}

// problems returns what makes r unplayable, or "".
func (r Rules) problems() string {
	var problems []string
	if r.Players != 0 && (r.Players < MinPlayers || r.Players > MaxPlayers) {
		problems = append(problems, fmt.Sprintf("Players is %d, want 2 to 6 (or 0 for 2)", r.Players))
	}
	if r.NoProgressRounds < 0 || r.NoProgressRounds > MaxNoProgressRounds {
		problems = append(problems, fmt.Sprintf("NoProgressRounds is %d, want 0 to %d", r.NoProgressRounds, MaxNoProgressRounds))
	}
	if r.MaxMoves < 0 || r.MaxMoves > MaxMovesLimit {
		problems = append(problems, fmt.Sprintf("MaxMoves is %d, want 0 to %d", r.MaxMoves, MaxMovesLimit))
	}
	if int(r.Scoring) >= len(scoringNames) {
		problems = append(problems, fmt.Sprintf("Scoring is %d, want ScoreCards or ScorePoints", r.Scoring))
	}
	if r.Variant != nil {
		if name := r.Variant.Name(); name == "" {
			problems = append(problems, "the Variant's Name is empty")
		} else if err := cards.CheckName(name); err != nil {
			problems = append(problems, fmt.Sprintf("the Variant's Name: %v", err))
		}
	}
	return strings.Join(problems, "; ")
}

// Seats returns the number of seats: Players, or 2 when Players is 0.
func (r Rules) Seats() int { return r.players() }

func (r *Rules) players() int {
	if r.Players == 0 {
		return MinPlayers
	}
	return r.Players
}

func (r *Rules) rounds() int {
	if r.NoProgressRounds == 0 {
		return 1
	}
	return r.NoProgressRounds
}

func (r *Rules) maxMoves() int {
	if r.MaxMoves == 0 {
		return DefaultMaxMoves
	}
	return r.MaxMoves
}

// MaxGameMoves returns the most moves a game under r can last: every move
// made while the stock still holds cards draws at least one of them, so at
// most 32 - 4×players moves (the size of the stock) come before the stock is exhausted, and at most
// MaxMoves (or [DefaultMaxMoves]) after it. A Variant's draws
// ([Effects.Draw]) do not change the bound: a move that leaves the refill
// nothing to draw plays a card the variant drew from the stock, or the
// variant drew the stock's last cards.
func (r Rules) MaxGameMoves() int {
	return DeckSize - TableSize - HandSize*r.players() + r.maxMoves()
}

// orderedDeck is the 36 cards in card order, which Start shuffles.
var orderedDeck = func() (d [DeckSize]cards.Card) {
	cards.Deck36.AppendCards(d[:0])
	return d
}()

// seedStream is the PCG stream Start uses, so that a seed alone fixes a deal.
const seedStream = 0x9e3779b97f4a7c15

// Start deals a game as d says: the 36 cards shuffled with a PCG
// generator seeded by d.Seed, by the shuffle of d's engine
// ([cards.Deal.Shuffler]), or, when d.Deck is not nil, d.Deck in its
// order, top (index 0) first. The cards go one at a time to each seat in
// turn starting left of the dealer (seat d.Dealer+1 mod Players) until each
// holds 4, then 4 face up to the table; the rest, in its order, is the
// stock, drawn from the top. The seat left of the dealer moves first (rule
// E1). The same rules and d always give the same position.
//
// It returns an error wrapping [cards.ErrInvalidArgument] that says what is
// wrong for a dealer that is not a seat, an engine this build does not
// play, a deck that is not the 36 cards from six to ace each once, or
// invalid rules (that error wraps [cards.ErrInvalidRules] too).
func (r Rules) Start(d cards.Deal) (s State, err error) {
	if p := r.problems(); p != "" {
		return State{}, fmt.Errorf("equi: %w (%w): %s", cards.ErrInvalidArgument, cards.ErrInvalidRules, p)
	}
	if n := r.players(); d.Dealer < 0 || d.Dealer >= n {
		return State{}, fmt.Errorf("equi: %w: dealer %d is not a seat of a %d-player game", cards.ErrInvalidArgument, d.Dealer, n)
	}
	shuffler, err := d.Shuffler()
	if err != nil {
		return State{}, fmt.Errorf("equi: %w", err)
	}
	if d.Deck != nil {
		if err := checkDeck(d.Deck); err != nil {
			return State{}, err
		}
		// checkDeck found each of the 36 cards once: the deck has 36 cards.
		r.deal(&s, d.Dealer, (*[DeckSize]cards.Card)(d.Deck))
		return s, nil
	}
	deck := orderedDeck
	shuffler.Shuffle(deck[:], rand.NewPCG(d.Seed, seedStream))
	r.deal(&s, d.Dealer, &deck)
	return s, nil
}

// deal deals deck, which holds the 36 Equi cards, into *s as Start
// describes, for valid rules and a dealer who is a seat: card i of the
// deal goes to seat dealer+1+i (mod the seats), so the seat k+1 places
// clockwise from the dealer gets cards k, k+n, k+2n and so on.
func (r *Rules) deal(s *State, dealer int, deck *[DeckSize]cards.Card) {
	n := r.players()
	if n < MinPlayers || n > MaxPlayers || dealer < 0 || dealer >= n {
		return // not reached: the rules are valid and the dealer a seat
	}
	*s = State{Public: Public{players: uint8(n), dealer: uint8(dealer), lastCapturer: -1, lastSeat: -1}}
	seat := dealer
	for k := range n {
		if seat++; seat == n {
			seat = 0
		}
		// HandSize (4) cards, one every n.
		s.hands[seat] = 1<<(deck[k]&63) | 1<<(deck[k+n]&63) | 1<<(deck[k+2*n]&63) | 1<<(deck[k+3*n]&63)
	}
	t := HandSize * n
	s.table = 1<<(deck[t]&63) | 1<<(deck[t+1]&63) | 1<<(deck[t+2]&63) | 1<<(deck[t+3]&63)
	// The top card of the stock, the next dealt, is stock[stockLen-1]:
	// the stock is the rest of the deck reversed.
	rest := deck[t+TableSize:]
	stock := s.stock[:len(rest)]
	for i := range stock {
		stock[i] = rest[len(rest)-1-i]
	}
	s.stockLen = uint8(len(rest))
	s.turn = uint8((dealer + 1) % n)
}

// deal's hands and table are written for 4 cards each: these fail to
// compile otherwise.
var (
	_ = [1]struct{}{}[HandSize-4]
	_ = [1]struct{}{}[TableSize-4]
)

// checkDeck returns nil when deck is the 36 Equi cards each once, and
// otherwise an error wrapping cards.ErrInvalidArgument that says what is
// wrong.
func checkDeck(deck cards.Deck) error {
	var seen cards.Set
	for i, c := range deck {
		switch {
		case !c.Valid():
			return fmt.Errorf("equi: %w: deck card %d is %v, not a card", cards.ErrInvalidArgument, i+1, c)
		case !cards.Deck36.Has(c):
			return fmt.Errorf("equi: %w: deck card %d is %v, not in the 36-card deck (six to ace)", cards.ErrInvalidArgument, i+1, c)
		case seen.Has(c):
			return fmt.Errorf("equi: %w: deck card %d is %v, which appears twice", cards.ErrInvalidArgument, i+1, c)
		}
		seen = seen.Add(c)
	}
	if missing := cards.Deck36.Minus(seen); !missing.Empty() {
		return fmt.Errorf("equi: %w: the deck has %d cards, want 36; missing %v", cards.ErrInvalidArgument, len(deck), missing)
	}
	return nil
}

package fishing

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/scoring"
)

// Limits of the fields of [Table].
const (
	MinPlayers = 2 // the fewest seats of a game
	MaxPlayers = 6 // the most seats of a game
	// MaxHand is the largest [Table.Hand].
	MaxHand = 8
	// MaxValue is the largest value of a rank ([Table.Values]).
	MaxValue = 100
	// MaxNoProgressRounds is the largest [Table.NoProgressRounds].
	MaxNoProgressRounds = 100
	// MaxMovesLimit is the largest [Table.MaxMoves].
	MaxMovesLimit = 10000
	// MaxRowPoints is the most points a row of [Scoring] may give.
	MaxRowPoints = 100
)

// Play says what a move plays from the hand.
type Play uint8

// The ways of playing.
const (
	// PlayOne: a move plays one card (Scopa, Escoba).
	PlayOne Play = iota
	// PlaySubset: a capture plays any non-empty subset of the hand; a
	// trail is still one card (Equi, rule E3).
	PlaySubset
)

// Relation says which cards a capture may take for the cards it plays.
type Relation uint8

// The capture relations.
const (
	// SumEqual: the values of the cards taken add up to the values of the
	// cards played (Equi, Scopa).
	SumEqual Relation = iota
	// SumTo: the values of the cards played and taken together add up to
	// [Table.Target] (Escoba: 15).
	SumTo
)

// Compel says when a player may trail (put a card on the table) instead of
// capturing.
type Compel uint8

// The trailing rules.
const (
	// CompelNone: a player may always trail.
	CompelNone Compel = iota
	// CompelCard: a card that can capture may not be trailed; another card
	// of the hand may (Scopa, Escoba).
	CompelCard
	// CompelHand: a player trails only when no capture is legal (Equi,
	// rule E7).
	CompelHand
)

// Refill says how hands are filled from the stock.
type Refill uint8

// The refill rules.
const (
	// RefillRound: when every hand is empty, [Table.Hand] cards are dealt
	// to each seat again, one at a time, starting left of the dealer
	// (Scopa, Escoba).
	RefillRound Refill = iota
	// RefillMover: after each move the mover alone draws back up to
	// [Table.Hand] cards (Equi, rule E8).
	RefillMover
)

// Recycle says what a player does whose hand runs out once the stock is
// exhausted.
type Recycle uint8

// The recycling rules.
const (
	// RecycleNone: nothing; the seat is skipped.
	RecycleNone Recycle = iota
	// RecycleAll: the seat takes his whole captured pile into his hand
	// (Equi, rule E9).
	RecycleAll
	// RecycleLowest: the seat takes the [Table.Hand] lowest cards of his
	// pile, in card order.
	RecycleLowest
)

// Scoring is the rows of a game's result. Each seat's score is the sum of
// its rows; with partners every row counts the partnership's cards, and
// each seat scores its partnership's total. A majority row (MostCards,
// MostCoins, Primiera, MostSevens) goes to the one side that beats every
// other; on a tie for the best nobody scores it. Coins are diamonds.
type Scoring struct {
	// CardsHeld: a seat scores one point per card it holds, in hand and
	// in its pile (Equi, rule E12).
	CardsHeld bool
	// ValuesCaptured: a seat scores the values of the cards it captured:
	// its pile and the cards of its hand taken back from it.
	ValuesCaptured bool
	// Sweep is the points of each sweep (a capture that clears the table
	// and is not the game's last move).
	Sweep int
	// MostCards is the points of the side that captured the most cards.
	MostCards int
	// MostCoins is the points of the side that captured the most diamonds.
	MostCoins int
	// SevenOfCoins is the points of the side that captured the seven of
	// diamonds (Scopa's settebello, Escoba's siete de oros).
	SevenOfCoins int
	// Primiera is the points of the side with the best primiera: the sum,
	// over the four suits, of its best card's primiera value (7 21, 6 18,
	// ace 16, 5 15, 4 14, 3 13, 2 12, other ranks 10); a side missing a
	// suit has none.
	Primiera int
	// MostSevens is the points of the side that captured the most sevens.
	MostSevens int
}

// Table is the rules of one fishing game as data: the deck, the values,
// the deal, the capture relation, the bans, the end and the scoring. It is
// a comparable value; [New] checks it and precomputes what play reads.
type Table struct {
	// Name is the game's name: the Game tag of its records. It must be a
	// name [cards.CheckName] accepts.
	Name string
	// Players is the number of seats, MinPlayers to MaxPlayers.
	Players int
	// Partners, with 4 or 6 players, makes seat i the partner of seat
	// i+Players/2: partners score together.
	Partners bool
	// Deck is the cards of the game.
	Deck cards.Set
	// Values is the value of each rank, 1 to MaxValue for every rank of
	// the deck.
	Values scoring.Table
	// Hand is the cards dealt to each seat, 1 to MaxHand.
	Hand int
	// TableCards is the cards dealt face up to the table at the start.
	TableCards int
	// Refill says how hands are filled from the stock.
	Refill Refill
	// Play says what a move plays.
	Play Play
	// Relation is the capture relation, Target its total under SumTo.
	Relation Relation
	Target   int
	// EqualFirst: a card played alone that has a card of equal value on
	// the table must take exactly one such card (Scopa).
	EqualFirst bool
	// RankBan: no rank may be both played and taken (Equi, rule E4),
	// unless WholeLifts or LastLifts lifts it.
	RankBan bool
	// WholeLifts lifts the rank ban when the whole hand takes the whole
	// table (Equi, rule E5).
	WholeLifts bool
	// LastLifts lifts the rank ban when the stock is exhausted and the
	// player holds exactly one card (Equi, rule E6).
	LastLifts bool
	// Compulsory says when a player may trail.
	Compulsory Compel
	// Recycle says what a seat whose hand runs out after the stock does.
	Recycle Recycle
	// ClearEnds ends the game when a capture clears the table after the
	// stock is exhausted (Equi, rule E10).
	ClearEnds bool
	// NoProgressRounds, when not 0, ends the game after that many full
	// rounds without a capture once the stock is exhausted (Equi, E11).
	NoProgressRounds int
	// MaxMoves, when not 0, stops the game after that many moves begun
	// with the stock exhausted (Equi, E13). A table with Recycle needs it.
	MaxMoves int
	// OpeningSweep: when the cards dealt to the table add up to Target
	// (under SumTo), the dealer takes them and scores a sweep (Escoba).
	OpeningSweep bool
	// Scoring is the rows of the result.
	Scoring Scoring
	// Variant, when not nil, changes the rules in code where no field
	// says it (see [Variant]). Its dynamic type must be comparable.
	Variant Variant
}

// Rules is a fishing game ready to play: a [Table] checked by [New], with
// what play reads precomputed. It is a comparable value holding no
// position, so one value serves any number of games at once, from any
// number of goroutines; Rules made from equal tables are equal, and a
// copy is one pointer. The zero Rules plays nothing: every method treats
// every position as over, and Start refuses to deal.
//
// Rules implements [cards.Spec] for [State], [Move] and [View], and the
// fast paths [cards.InPlace], [cards.RandomMover], [cards.RandomStepper]
// and [cards.ScoreAppender].
type Rules struct {
	// compiled is shared by every Rules made from an equal Table (New
	// interns it), so that Rules compare as their tables do and copying
	// one copies a pointer; nil for the zero Rules.
	*compiled
}

// compiled is a table checked by New and what play reads of it.
type compiled struct {
	t Table
	// value is the value of each card of the deck, 0 outside it.
	value [cards.NumCards]uint8
	// deck is the deck in card order, the order Start shuffles.
	deck [cards.NumCards]cards.Card
	// teams is each seat's side: its partnership, or the seat.
	teams [MaxPlayers]uint8
	ok    bool
	// fast says the fast paths of the fast_*.go files play the table.
	fast bool
}

var (
	_ cards.Spec[State, Move, View]    = Rules{}
	_ cards.InPlace[State, Move]       = Rules{}
	_ cards.RandomMover[State, Move]   = Rules{}
	_ cards.RandomStepper[State, Move] = Rules{}
	_ cards.ScoreAppender[State]       = Rules{}
	_ cards.Redealer[State]            = Rules{}
	_ cards.View[Move]                 = View{}
	_ cards.RandomView[Move]           = (*View)(nil)
)

// New returns the rules t describes, or an error wrapping
// [cards.ErrInvalidRules] that names every field at fault.
func New(t Table) (Rules, error) {
	if p := t.problems(); p != "" {
		return Rules{}, fmt.Errorf("fishing: %w: %s", cards.ErrInvalidRules, p)
	}
	r := &compiled{t: t, ok: true}
	for c := range t.Deck.All() {
		r.value[c] = uint8(t.Values[c.Rank()])
	}
	t.Deck.AppendCards(r.deck[:0])
	r.fast = fastShape(&t, &r.value)
	for i := range t.Players {
		r.teams[i] = uint8(i)
		if t.Partners {
			r.teams[i] = uint8(i % (t.Players / 2))
		}
	}
	return Rules{intern(r)}, nil
}

// interned holds the compiled tables by Table.
var interned sync.Map

// intern returns the compiled table of an equal Table made before, or c.
// A table whose Variant cannot be compared is not interned.
func intern(c *compiled) *compiled {
	if !comparableTable(c.t) {
		return c
	}
	got, _ := interned.LoadOrStore(c.t, c)
	return got.(*compiled)
}

// comparableTable reports whether t can be compared (its Variant's dynamic
// type, and whatever that holds, is comparable).
func comparableTable(t Table) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return t == t // panics for a Variant that cannot be compared
}

// ready reports whether r was made by New.
func (r *Rules) ready() bool { return r.compiled != nil && r.ok }

// zeroTable is the table of the zero Rules.
var zeroTable Table

// table returns the table r was made from; the zero Table for the zero
// Rules.
func (r *Rules) table() *Table {
	if r.compiled == nil {
		return &zeroTable
	}
	return &r.t
}

// variant returns the table's Variant; nil for the zero Rules.
func (r *Rules) variant() Variant {
	if r.compiled == nil {
		return nil
	}
	return r.t.Variant
}

// Validate returns nil when t describes a playable game, and otherwise the
// error of [New].
func (t Table) Validate() error {
	_, err := New(t)
	return err
}

// problems returns what makes t unplayable, or "".
func (t Table) problems() string {
	var p []string
	add := func(format string, args ...any) { p = append(p, fmt.Sprintf(format, args...)) }
	if err := cards.CheckName(t.Name); err != nil {
		add("Name: %v", err)
	}
	if t.Players < MinPlayers || t.Players > MaxPlayers {
		add("Players is %d, want %d to %d", t.Players, MinPlayers, MaxPlayers)
	}
	if t.Partners && t.Players != 4 && t.Players != 6 {
		add("Partners needs 4 or 6 players, not %d", t.Players)
	}
	if !t.Deck.Valid() || t.Deck.Empty() {
		add("Deck is not a non-empty set of cards")
	}
	for c := range (t.Deck & cards.Deck52).All() {
		if v := t.Values[c.Rank()]; v < 1 || v > MaxValue {
			add("Values of %v is %d, want 1 to %d", c.Rank(), v, MaxValue)
			break
		}
	}
	if t.Hand < 1 || t.Hand > MaxHand {
		add("Hand is %d, want 1 to %d", t.Hand, MaxHand)
	}
	if t.TableCards < 0 || t.Players*t.Hand+t.TableCards > t.Deck.Len() {
		add("the deal (%d hands of %d and %d on the table) does not fit the %d cards", t.Players, t.Hand, t.TableCards, t.Deck.Len())
	}
	if t.Refill > RefillMover || t.Play > PlaySubset || t.Relation > SumTo || t.Compulsory > CompelHand || t.Recycle > RecycleLowest {
		add("an enumeration field (Refill, Play, Relation, Compulsory, Recycle) is out of range")
	}
	if (t.Relation == SumTo) != (t.Target > 0) || t.Target > MaxValue*MaxPlayers {
		add("Target is %d: want 1 to %d under SumTo, and 0 otherwise", t.Target, MaxValue*MaxPlayers)
	}
	if t.NoProgressRounds < 0 || t.NoProgressRounds > MaxNoProgressRounds {
		add("NoProgressRounds is %d, want 0 to %d", t.NoProgressRounds, MaxNoProgressRounds)
	}
	if t.MaxMoves < 0 || t.MaxMoves > MaxMovesLimit {
		add("MaxMoves is %d, want 0 to %d", t.MaxMoves, MaxMovesLimit)
	}
	if t.Recycle != RecycleNone && t.MaxMoves == 0 {
		add("a table with Recycle needs MaxMoves, so that every game ends")
	}
	if t.OpeningSweep && t.Relation != SumTo {
		add("OpeningSweep needs the SumTo relation")
	}
	if t.Variant != nil {
		if err := cards.CheckName(t.Variant.Name()); err != nil {
			add("the Variant's Name: %v", err)
		}
	}
	s := t.Scoring
	for _, v := range []int{s.Sweep, s.MostCards, s.MostCoins, s.SevenOfCoins, s.Primiera, s.MostSevens} {
		if v < 0 || v > MaxRowPoints {
			add("a Scoring row gives %d points, want 0 to %d", v, MaxRowPoints)
			break
		}
	}
	return strings.Join(p, "; ")
}

// Table returns the table r was made from; the zero Table for the zero
// Rules.
func (r Rules) Table() Table { return *r.table() }

// Seats returns the number of seats; 0 for the zero Rules.
func (r Rules) Seats() int { return r.table().Players }

// Name returns the table's name, the value of the Game tag of a record.
func (r Rules) Name() string { return r.table().Name }

// Value returns the value of card c under r, 0 for a card not in the deck.
func (r Rules) Value(c cards.Card) int {
	if !c.Valid() || r.compiled == nil {
		return 0
	}
	return int(r.value[c])
}

// MaxGameMoves returns the most moves a game under r can last: each move
// before the stock is exhausted plays a card of the deck that has not been
// on the table, and at most MaxMoves come after it.
func (r Rules) MaxGameMoves() int {
	t := r.table()
	return t.Deck.Len() - t.TableCards + t.MaxMoves
}

// enumString returns names[i], or kind(i) for a value outside the list.
func enumString[E ~uint8](names []string, e E, kind string) string {
	if int(e) < len(names) {
		return names[e]
	}
	return kind + "(" + strconv.Itoa(int(e)) + ")"
}

// String returns the refill's name in a table's JSON ("round", "mover"),
// or "Refill(9)" for a value outside the list.
func (f Refill) String() string { return enumString(refillNames, f, "Refill") }

// String returns the name in a table's JSON ("one", "subset"), or
// "Play(9)" for a value outside the list.
func (p Play) String() string { return enumString(playNames, p, "Play") }

// String returns the name in a table's JSON ("sumEqual", "sumTo"), or
// "Relation(9)" for a value outside the list.
func (r Relation) String() string { return enumString(relationNames, r, "Relation") }

// String returns the name in a table's JSON ("none", "card", "hand"), or
// "Compel(9)" for a value outside the list.
func (c Compel) String() string { return enumString(compelNames, c, "Compel") }

// String returns the name in a table's JSON ("none", "all", "lowest"), or
// "Recycle(9)" for a value outside the list.
func (r Recycle) String() string { return enumString(recycleNames, r, "Recycle") }

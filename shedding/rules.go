package shedding

import (
	"fmt"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// The limits of a table.
const (
	MinPlayers    = 2     // the fewest seats
	MaxPlayers    = 8     // the most seats
	MaxPlaysLimit = 65535 // the largest MaxPlays
)

// Deck32 is the 32-card deck, 7 to ace in each suit, of Mau-Mau and the
// other German games. [cards.Deck52] and [cards.Deck36] are the other
// decks a table may use.
const Deck32 cards.Set = cards.Deck52 &^ (1<<(4*(cards.Seven-cards.Two)) - 1)

// Rules is a game of the shedding family as data: a table saying how many
// play, what is dealt, what may be played on what, what each card does,
// how drawing goes and how hands are scored (docs/rules/ and
// docs/variants.md show the tables of the shipped games). A game on the
// engine is a value of it; a house rule is a field changed. The step of
// each rule (package doc, "Rule steps") reads the table directly, so that
// listing, checking, applying, counting for a random draw and the checks
// of decoded positions agree by construction.
//
// Card properties are [cards.Set] values, so that a table may name whole
// ranks (cards.RankSet(cards.Eight)) or single cards (the black jacks).
// Rules is comparable and holds no position: one value serves any number
// of games at once. It implements [cards.Spec] for [State], [Move] and
// [View][Rules]; a game with options of its own (crazyeights) builds its
// table from them with a method Table and implements [Game].
type Rules struct {
	// Game is the game's name: the Game tag of its records and the Game
	// of its errors, such as "mau-mau".
	Game string

	// Players is the number of seats, [MinPlayers] to [MaxPlayers].
	Players int

	// Deck is the cards played with: [cards.Deck52], [cards.Deck36] or
	// [Deck32].
	Deck cards.Set

	// HandSize is the number of cards dealt to each seat, indexed by the
	// number of players.
	HandSize [MaxPlayers + 1]uint8

	// Deals makes the game a match of deals: deal i (from 0) deals
	// Deals[i] cards to each seat instead of HandSize, up to the first 0.
	// When a deal ends and another is left, each seat's score of the deal
	// joins its total ([Public.Total]), the seat after the dealer deals,
	// and the deck, gathered in card order, is shuffled by the position's
	// generator; the game ends with the last deal. MaxPlays and MaxMoves
	// count each deal's. All zero: one deal (Boxes' 15 deals of 8, 7,
	// ..., 1, ..., 8 cards, B17).
	Deals [maxDeals]uint8

	// TurnBack are the cards that go back into the stock when turned up
	// to start the pile, at a place drawn at random; the next card is
	// turned instead.
	TurnBack cards.Set

	// UpcardActs says that the card turned up acts as if the dealer had
	// played it: its skip, reverse and draw apply to the first turn.
	UpcardActs bool

	// Wild are the cards that may be played on any card.
	Wild cards.Set

	// Call are the cards that name the suit in force when played: the
	// move names it, as in "8S:H".
	Call cards.Set

	// Skip are the cards after which the next seat loses its turn.
	Skip cards.Set

	// Reverse are the cards that reverse the direction of play.
	Reverse cards.Set

	// Again are the cards after which the same seat plays again.
	Again cards.Set

	// Draw is, by rank, how many cards a card of that rank makes the next
	// seat draw: a draw is pending, the next seat draws it all and loses
	// its turn, or answers with a card of Answer, which adds its own Draw
	// and passes the whole to the seat after. A draw is only made pending
	// while the stock holds a card.
	Draw [cards.Ace + 1]uint8

	// Answer are the cards that may be played on a pending draw, and the
	// only ones.
	Answer cards.Set

	// MaxDraw is how many cards a player may draw in one turn, from 1 to
	// 52: he may draw instead of playing, and may pass only once he has
	// drawn MaxDraw cards or the stock is empty.
	MaxDraw int

	// MaxPlays ends the game once this many cards have been played, the
	// turned-up card not counted; 0 means [MaxPlaysLimit]. A table with
	// MaxMoves and no MaxPlays does not count the cards played
	// ([Public.Plays] is 0): MaxMoves ends its games.
	MaxPlays int

	// Reshuffle turns the discards under the top card into the stock,
	// shuffled, when the stock runs out.
	Reshuffle bool

	// LateReshuffle, with Reshuffle, turns the discards into the stock
	// only when a card must be drawn from an empty stock, not as soon as
	// it runs out; a card can be drawn while the stock or the discards
	// hold one (Boxes' B12).
	LateReshuffle bool

	// Penalty is, by rank, what a card left in hand costs: a seat's score
	// is minus the penalty of its hand.
	Penalty [cards.Ace + 1]int16

	// LastCall, when above 0, is the last-card call ("Last card" in
	// Switch, "Mau" in Mau-Mau) and its penalty: a single card played that
	// leaves its player exactly one card may carry the call, written "!"
	// after the card ("QS!", "JH!:S"); the same play without it is legal
	// too, and costs LastCall cards, drawn by the player (from the stock,
	// reshuffled as a draw reshuffles it) before the card's effect. The
	// call is the player's choice, written in the move; it shows nothing
	// of his hand. 0: no call, and a card with "!" is no move. Sets are
	// not concerned: their "!" is the "one card" call (MaxSet,
	// UncalledDraw). Not to be confused with Call, the cards that name a
	// suit.
	LastCall uint8

	// The fields below are the rules of Boxes' family (docs/rules/boxes.md,
	// rows B1 to B26); their zero values leave the rules above as they are.

	// FollowSuit says that the top card's rank does not match: only a card
	// of the suit in force, or a wild card, may be played (Boxes' B1).
	FollowSuit bool

	// Chain is, by rank, how many cards a card of that rank adds to a
	// pending draw it answers; 0 means its Draw. Boxes' 2s start a draw of
	// two and add one each (Draw[Two] 2, Chain[Two] 1, B5).
	Chain [cards.Ace + 1]uint8

	// ForcedDraw says that a seat that cannot answer a pending draw (it
	// holds no card of Answer) draws it at once, inside the move that made
	// it, and loses its turn, without a move of its own; the seat after it
	// plays (Boxes' 2-chain, B5). Every seat then sees that it held no
	// answer, as it would see its draw.
	ForcedDraw bool

	// MaxSet is the most cards of one rank a player may lay as one move, a
	// set (Boxes' pair, B3; BigSets, 4): the first card playable on its
	// own (B21), the others of any suit, the top card's suit in force
	// afterwards; laid with the "one card" call ("7H+7C!"), the top card's
	// effect applies once (and its suit is named when it is one of Call).
	// A set is laid only as the first action of a turn, not after a draw.
	// 0 or 1: no sets.
	MaxSet int

	// UncalledDraw, when above 0, makes a set laid without the call legal:
	// the cards stay on the pile, the player draws UncalledDraw cards, the
	// top card has no effect and names no suit, and the turn passes
	// (Boxes' B4 and B19; StrictPairs is 0).
	UncalledDraw uint8

	// SetAnswers says that a set laid with the call, of cards of Answer,
	// answers a pending draw, counting as one card (Boxes' PairAnswersTwo,
	// B18).
	SetAnswers bool

	// Others is, by rank, how many cards every other seat draws when a
	// card of that rank is played, one seat after another in the
	// direction of play from the next, each taking what the stock (and a
	// reshuffle) holds; then the turn goes on as the card says (Boxes' 5,
	// B7).
	Others [cards.Ace + 1]uint8

	// OthersSelf says that the seat that played a card of Others draws as
	// many too, last (Boxes' FiveSelf).
	OthersSelf bool

	// Feed is, by rank, how many cards the seat to move next draws at once
	// after a card of that rank, before it takes its turn: a draw that
	// does not end its turn (Boxes' 7, B9).
	Feed [cards.Ace + 1]uint8

	// StuckDraw says that a seat that has not drawn this turn may draw (or
	// pass) only when it holds no card it may play: playing is compulsory,
	// and such a draw shows every seat that it held none (Boxes' B11). Once
	// it has drawn, it may play what it may, draw up to MaxDraw, or pass:
	// with MaxDraw 1, it plays the card drawn or keeps it (B26).
	StuckDraw bool

	// DrawEnds says that a draw, other than of a pending draw, ends the
	// turn: the card drawn is not played in it (Boxes' B11).
	DrawEnds bool

	// LastCardActs says that the draws a card makes (its pending draw,
	// drawn at once by the next seat with no answer; Others; Feed) still
	// happen when it is its player's last card; the player who went out
	// draws nothing (Boxes' LastCardEffects, B14 and B25).
	LastCardActs bool

	// Blocked is the number of passes in a row with an empty stock that
	// ends the game as blocked; 0 means one more than the players. Boxes
	// ends a deal after one pass a seat (B13).
	Blocked int

	// MaxMoves ends the game once this many moves (plays, draws and
	// passes) have been made, with [EndMoveLimit]; 0 means no such cap,
	// and it is at most 2^31-1 (Boxes' B22).
	MaxMoves int

	// BonusRank and Bonus add to the penalty of a hand by how many cards
	// of one rank it holds: Bonus[n] for n cards of BonusRank (0 for
	// none). Boxes adds 50 for two or more 3s (B16).
	BonusRank cards.Rank
	Bonus     [cards.NumSuits + 1]int16

	// Stream is the second seed word of the generator that shuffles the
	// deal and the reshuffles, 0 meaning that of Crazy Eights, the first
	// game on the engine: Boxes' seeds deal as they always have with its
	// own (B23).
	Stream uint64

	// Sides makes partnerships: seat i plays on side i % Sides (Boxes:
	// 2, seats 0 and 2 against 1 and 3), scored together by
	// [Rules.Standing] and [Rules.Winner]; 0 when every seat plays alone.
	// It must divide Players.
	Sides int

	// PenaltyPoints makes the scores penalty points, as Boxes counts them
	// (B16): [Rules.Score] gives each seat the penalties of its hands in
	// the deals finished (the last one's once the game is over, none of
	// the deal being played) plus the points a [Variant] added,
	// [Rules.Standing] a side's sum of them, and the lowest wins
	// ([Rules.LowerWins], [Rules.Winner], a session's Result). Without it
	// a seat's score is minus its penalties, its hand counted as it
	// stands, plus the points added, and the highest wins.
	PenaltyPoints bool

	// Variant, when not nil, changes the rules in code where no field
	// says it: its Moved runs after every move ([Variant], [Effects]).
	// Its dynamic type must be comparable. Records of a table with a
	// Variant name it in a Variant tag, and replay only under a table
	// with a Variant of that name ([Rules.WithTags]).
	Variant Variant
}

// Game is what the engine needs of a game's rules type: comparable, and
// its table. [Rules] is one (its table is itself); a game with options of
// its own builds its table from them. A [View] keeps the game's rules
// value, to list moves with its table and write its JSON.
type Game interface {
	comparable
	// Table returns the table of the rules.
	Table() Rules
}

// Table returns r: a table is its own [Game].
func (r Rules) Table() Rules { return r }

// maxDeals is the most deals of a match.
const maxDeals = 32

// handSize returns the number of cards each seat is dealt in deal i.
func (r *Rules) handSize(i int) int {
	if r.Deals[0] != 0 {
		return int(r.Deals[i])
	}
	return int(r.HandSize[r.Players])
}

// countsPlays reports whether r counts the cards played ([Public.Plays]):
// it does when MaxPlays caps them, or when no MaxMoves ends the game and
// [MaxPlaysLimit] must.
func (r *Rules) countsPlays() bool { return r.MaxPlays != 0 || r.MaxMoves == 0 }

// maxMovesLimit is the largest MaxMoves.
const maxMovesLimit = 1<<31 - 1

// decks are the decks a table may use.
var decks = [...]cards.Set{cards.Deck52, cards.Deck36, Deck32}

// Validate reports whether r can be played. It returns nil or an error
// wrapping [cards.ErrInvalidRules] that names the bad field.
func (r Rules) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("shedding: %w: "+format, append([]any{cards.ErrInvalidRules}, args...)...)
	}
	known := false
	for _, d := range decks {
		known = known || r.Deck == d
	}
	// The largest draw that can be pending: the card that starts it, and
	// every answer.
	pending, first := 0, 0
	for c := range r.Answer.Intersect(cards.Deck52).All() {
		pending += int(max(r.Draw[c.Rank()], r.Chain[c.Rank()]))
	}
	for _, n := range r.Draw {
		first = max(first, int(n))
	}
	pending += first
	bonus := r.Bonus != [cards.NumSuits + 1]int16{}
	switch {
	case r.Game == "" || len(r.Game) > 32:
		return bad("Game %q is not 1 to 32 bytes", r.Game)
	case r.Players < MinPlayers || r.Players > MaxPlayers:
		return bad("Players %d is not between %d and %d", r.Players, MinPlayers, MaxPlayers)
	case !known:
		return bad("Deck %v is not one of the 52, 36 or 32 cards", r.Deck)
	case r.Deals[0] == 0 && r.HandSize[r.Players] == 0:
		return bad("HandSize[%d] is 0", r.Players)
	case r.badDeal() != "":
		return bad("%s", r.badDeal())
	case r.Draw[0] != 0 || r.Draw[1] != 0:
		return bad("Draw is indexed by rank, from Two to Ace")
	case pending > 255:
		return bad("Draw makes a pending draw of more than 255 cards")
	case r.MaxDraw < 1 || r.MaxDraw > cards.NumCards:
		return bad("MaxDraw %d is not between 1 and %d", r.MaxDraw, cards.NumCards)
	case r.MaxPlays < 0 || r.MaxPlays > MaxPlaysLimit:
		return bad("MaxPlays %d is not between 0 and %d", r.MaxPlays, MaxPlaysLimit)
	case r.Chain[0] != 0 || r.Chain[1] != 0 || r.Others[0] != 0 || r.Others[1] != 0 || r.Feed[0] != 0 || r.Feed[1] != 0:
		return bad("Chain, Others and Feed are indexed by rank, from Two to Ace")
	case r.LateReshuffle && !r.Reshuffle:
		return bad("LateReshuffle without Reshuffle")
	case r.MaxSet < 0 || r.MaxSet > cards.NumSuits:
		return bad("MaxSet %d is not between 0 and %d", r.MaxSet, cards.NumSuits)
	case r.UncalledDraw > cards.NumCards:
		return bad("UncalledDraw %d is more than %d", r.UncalledDraw, cards.NumCards)
	case r.LastCall > cards.NumCards:
		return bad("LastCall %d is more than %d", r.LastCall, cards.NumCards)
	case r.Blocked < 0 || r.Blocked > r.Players+1:
		return bad("Blocked %d is not between 0 and %d", r.Blocked, r.Players+1)
	case r.MaxMoves < 0 || r.MaxMoves > maxMovesLimit:
		return bad("MaxMoves %d is not between 0 and %d", r.MaxMoves, maxMovesLimit)
	case r.BonusRank != 0 && (r.BonusRank < cards.Two || r.BonusRank > cards.Ace):
		return bad("BonusRank %d is no rank", r.BonusRank)
	case r.BonusRank == 0 && bonus:
		return bad("Bonus without a BonusRank")
	case r.Sides < 0 || r.Sides == 1 || r.Sides > r.Players || r.Sides > 0 && r.Players%r.Sides != 0:
		return bad("Sides %d is not 0 or a number from 2 that divides Players %d", r.Sides, r.Players)
	}
	if r.Variant != nil {
		if name := r.Variant.Name(); name == "" || cards.CheckName(name) != nil {
			return bad("the Variant's name %s is empty or not a valid name", quote(name))
		}
		if !comparableVariant(r.Variant) {
			return bad("the Variant's type %T is not comparable", r.Variant)
		}
	}
	return nil
}

// badDeal returns why a deal of r cannot be dealt, or "".
func (r *Rules) badDeal() string {
	for i := range maxDeals {
		k := r.handSize(i)
		switch {
		case r.Deals[0] != 0 && k == 0:
			for _, rest := range r.Deals[i:] {
				if rest != 0 {
					return "Deals has a 0 before deal " + strconv.Itoa(i+1)
				}
			}
			return ""
		case r.Deck.Len()-r.Players*k > maxStock:
			return strconv.Itoa(r.Players) + " hands of " + strconv.Itoa(k) + " cards leave more than " + strconv.Itoa(maxStock) + " cards in the stock"
		case r.Players*k+1+r.TurnBack.Intersect(r.Deck).Len() >= r.Deck.Len():
			return strconv.Itoa(r.Players) + " hands of " + strconv.Itoa(k) + " cards leave no upcard that is not turned back"
		}
		if r.Deals[0] == 0 {
			return ""
		}
	}
	return ""
}

// Seats returns r.Players.
func (r Rules) Seats() int { return r.Players }

// Name returns r.Game, the value of the Game tag of a record.
func (r Rules) Name() string { return r.Game }

// ToMove returns the seat whose turn it is in s, or -1 when the game is over.
func (Rules) ToMove(s State) int { return s.Turn() }

// HandPenalty returns the penalty of a hand under r: the sum of
// r.Penalty over its cards, plus r.Bonus by its number of r.BonusRank.
func (r Rules) HandPenalty(h cards.Set) int { return r.handPenalty(h) }

// handPenalty is [Rules.HandPenalty]: the penalty of each card, and the
// bonus by the count of BonusRank (Boxes' B16).
func (r *Rules) handPenalty(h cards.Set) int {
	p := 0
	for c := range h.Intersect(cards.Deck52).All() {
		p += int(r.Penalty[c.Rank()])
	}
	if r.BonusRank != 0 {
		p += int(r.Bonus[h.OfRank(r.BonusRank).Len()])
	}
	return p
}

// Score returns each seat's score in s, indexed by seat: minus the
// [Rules.HandPenalty] of the cards it holds, so 0 for the player who
// went out and higher is better; in a match (Deals), plus its total of
// the deals before ([Public.Total]); plus the points a [Variant] added
// ([Public.AddedScore]). Before the end it scores the hands as they
// stand. Under PenaltyPoints it gives penalty points instead, lower
// being better: the penalties of the deals finished (the hands once the
// game is over) plus the points added. Nil for the zero State.
func (r Rules) Score(s State) []int {
	if s.players == 0 {
		return nil
	}
	return r.AppendScore(make([]int, 0, s.players), s)
}

// AppendScore appends to dst the scores [Rules.Score] returns, one per
// seat, and returns the extended slice: the [cards.ScoreAppender] fast
// path. With room in dst it allocates nothing.
func (r Rules) AppendScore(dst []int, s State) []int {
	for i := range int(s.players) {
		dst = append(dst, r.score(&s.Public, i, s.hands[i], s.mover == 0))
	}
	return dst
}

// score returns seat's score in p, as [Rules.Score] counts it, h being
// the hand that counts (the seat's hand, or the last deal's), counted
// under PenaltyPoints only when over.
func (r *Rules) score(p *Public, seat int, h cards.Set, over bool) int {
	if !r.PenaltyPoints {
		return int(p.totals[seat]) + int(p.added[seat]) - r.handPenalty(h)
	}
	t := -int(p.totals[seat]) + int(p.added[seat])
	if over {
		t += r.handPenalty(h)
	}
	return t
}

// Teams returns the seats of each side ([Rules.Side]), side by side, such
// as [[0 2] [1 3]] in Boxes, or nil when every seat plays alone (Sides
// 0): with [Rules.LowerWins], the table's [cards.Outcome], by which a
// [cards.Session] names the winners and writes a record's Result.
func (r Rules) Teams() [][]int {
	if r.Sides <= 0 || r.Players <= 0 || r.Players%r.Sides != 0 {
		return nil
	}
	teams := make([][]int, r.Sides)
	for seat := range r.Players {
		teams[seat%r.Sides] = append(teams[seat%r.Sides], seat)
	}
	return teams
}

// LowerWins reports whether the lowest score wins: PenaltyPoints.
func (r Rules) LowerWins() bool { return r.PenaltyPoints }

// Tags returns the table's one option a record names: {"Players", "4"},
// after {"Variant", its Name} when r.Variant is not nil. The rest of the
// table is the game the Game tag names.
func (r Rules) Tags() []cards.Tag {
	players := cards.Tag{Name: "Players", Value: strconv.Itoa(r.Players)}
	if r.Variant != nil {
		return []cards.Tag{{Name: variantTag, Value: r.Variant.Name()}, players}
	}
	return []cards.Tag{players}
}

// WithTags returns the receiver's table with the number of players the
// Players tag gives, from [MinPlayers] to [MaxPlayers], or the
// receiver's when there is none; other tags are ignored, so a whole
// record's tags may be given. The receiver's Variant is kept: the
// Variant tag must name it (and be absent when it is nil), so that
// cards.Resume replays a record only under the rules that wrote it. A
// bad value, a Players or Variant tag given twice, a Variant tag that is
// not the receiver's variant's name, or a table [Rules.Validate]
// refuses, gives an error wrapping [cards.ErrInvalidRules].
func (r Rules) WithTags(tags []cards.Tag) (cards.Spec[State, Move, View[Rules]], error) {
	seen, named, hasVariant := false, "", false
	for _, t := range tags {
		if t.Name == variantTag {
			if hasVariant || t.Value == "" {
				return nil, fmt.Errorf("shedding: %w: tag %s is given twice or empty", cards.ErrInvalidRules, variantTag)
			}
			named, hasVariant = t.Value, true
		}
		if t.Name != "Players" {
			continue
		}
		n, err := strconv.Atoi(t.Value)
		if seen || err != nil || n < MinPlayers || n > MaxPlayers || strconv.Itoa(n) != t.Value {
			return nil, fmt.Errorf("shedding: %w: tag Players %s: want one number from %d to %d", cards.ErrInvalidRules, quote(t.Value), MinPlayers, MaxPlayers)
		}
		seen, r.Players = true, n
	}
	if err := r.checkVariant("record", named); err != nil {
		return nil, err
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return r, nil
}

// ParseMove reads a move in the notation of [Move.String] ("QS", "8S:H",
// "draw", "pass") and checks its form against the table: a card names a
// suit exactly when it is one of r.Call. The card is read as
// [cards.ParseCard] reads it, the suit as [cards.ParseSuit]; "draw" and
// "pass" in any case. It does not check that a position allows the move.
// Malformed text, or a move of the wrong form, gives a
// [*cards.ParseError] wrapping [cards.ErrSyntax].
func (r Rules) ParseMove(text string) (Move, error) {
	m, err := parseMoveText(text)
	if err != nil {
		return Move{}, r.named(err)
	}
	// parseMoveText returns valid moves only.
	if why := r.form(m); why != "" {
		return Move{}, r.named(cards.NewParseError("shedding move", text, why))
	}
	return m, nil
}

var (
	_ cards.Spec[State, Move, View[Rules]] = Rules{}
	_ cards.Outcome                        = Rules{}
	_ cards.InPlace[State, Move]           = Rules{}
	_ cards.RandomMover[State, Move]       = Rules{}
	_ cards.RandomStepper[State, Move]     = Rules{}
	_ cards.BatchStepper[State]            = Rules{}
	_ cards.ScoreAppender[State]           = Rules{}
	_ cards.Teller[State, Move]            = Rules{}
	_ cards.Redealer[State]                = Rules{}
	_ cards.View[Move]                     = View[Rules]{}
	_ cards.RandomView[Move]               = (*View[Rules])(nil)
)

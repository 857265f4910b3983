package fishing

import (
	"fmt"
	"strings"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// Move is one turn of a fishing game: a capture (cards played from the hand
// and cards taken from the table) or a trail (one card put on the table). It is a small comparable value; the zero Move is no move and is never
// legal.
//
// Its text form is the played cards joined by "+", then "=" and the taken
// cards, each side in card order: "9C+AS=10H" plays 9♣ and A♠ and takes 10♥;
// "KH=QC+AD" plays K♥ and takes Q♣ and A♦. A trail is its one card: "6D".
type Move struct {
	played cards.Set
	taken  cards.Set
}

// Capture returns the capture that plays the cards of played and takes the
// cards of taken. Whether it is well formed is for [Move.Valid] to say, and
// whether it is legal for [Rules.Apply].
func Capture(played, taken cards.Set) Move { return Move{played: played, taken: taken} }

// Trail returns the move that puts c on the table. An invalid card gives the
// zero Move.
func Trail(c cards.Card) Move { return Move{played: cards.SetOf(c)} }

// Played returns the cards the move plays from the hand: the card trailed,
// or the cards of a capture.
func (m Move) Played() cards.Set { return m.played }

// Taken returns the cards the move takes from the table; empty for a trail.
func (m Move) Taken() cards.Set { return m.taken }

// IsTrail reports whether m puts exactly one card on the table and takes none.
func (m Move) IsTrail() bool { return m.taken == 0 && m.played.Len() == 1 && m.played.Valid() }

// isCapture reports whether m plays and takes at least one card each.
func (m Move) isCapture() bool { return m.played != 0 && m.taken != 0 }

// Valid reports whether m is well formed: a trail of one card, or a capture
// playing and taking at least one real card each, no card on both sides.
func (m Move) Valid() bool {
	if m.IsTrail() {
		return true
	}
	return m.isCapture() && m.played.Valid() && m.taken.Valid() && m.played.Disjoint(m.taken)
}

// String returns the move's text, such as "9C+AS=10H" or "6D". A move that
// is not [Move.Valid] prints what it holds all the same ("9C+AS" for two
// cards played and none taken), and the zero Move prints as "-".
func (m Move) String() string {
	if m.played == 0 && m.taken == 0 {
		return "-"
	}
	return string(m.appendText(make([]byte, 0, 32)))
}

// appendText appends the text of m, which is not the zero Move, to b.
func (m Move) appendText(b []byte) []byte {
	b = cardtext.AppendCards(b, m.played, '+', 0)
	if m.taken != 0 {
		b = append(b, '=')
		b = cardtext.AppendCards(b, m.taken, '+', 0)
	}
	return b
}

// parseMoveText is [Rules.ParseMove].
func parseMoveText(text string) (Move, error) {
	m, reason := parseMove(text)
	if reason != "" {
		return Move{}, cards.NewParseError("fishing move", text, reason)
	}
	return m, nil
}

func parseMove(text string) (Move, string) {
	left, right, capture := strings.Cut(text, "=")
	played, reason := parseSide(left, "played")
	if reason != "" {
		return Move{}, reason
	}
	if !capture {
		if played.Len() != 1 {
			return Move{}, "a trail is one card; a capture is written played=taken"
		}
		return Move{played: played}, ""
	}
	taken, reason := parseSide(right, "taken")
	if reason != "" {
		return Move{}, reason
	}
	if both := played.Intersect(taken); !both.Empty() {
		c, _ := both.Min()
		return Move{}, "card " + c.String() + " is both played and taken"
	}
	return Move{played: played, taken: taken}, ""
}

// parseSide parses cards joined by "+"; side names them in errors.
func parseSide(text, side string) (cards.Set, string) {
	var s cards.Set
	if strings.TrimSpace(text) == "" {
		return 0, "no " + side + " cards"
	}
	for field := range strings.SplitSeq(text, "+") {
		field = strings.TrimSpace(field)
		if field == "" {
			return 0, "empty card among the " + side + " cards"
		}
		c, err := cards.ParseCard(field)
		if err != nil {
			return 0, "bad " + side + " card " + cardtext.Quote(field)
		}
		if s.Has(c) {
			return 0, "card " + c.String() + " appears twice"
		}
		s = s.Add(c)
	}
	return s, ""
}

// MarshalText implements [encoding.TextMarshaler]; the text is
// [Move.String]. A move that is not [Move.Valid] is an error.
func (m Move) MarshalText() ([]byte, error) {
	if !m.Valid() {
		return nil, cards.NewParseError("fishing move", m.String(), "not a well-formed move")
	}
	return []byte(m.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], accepting what
// [Rules.ParseMove] accepts. On error m is unchanged; a nil m gives an
// error wrapping [cards.ErrInvalidArgument].
func (m *Move) UnmarshalText(text []byte) error {
	if m == nil {
		return fmt.Errorf("fishing: %w: a nil *Move", cards.ErrInvalidArgument)
	}
	v, err := parseMoveText(string(text))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

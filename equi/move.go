package equi

import (
	"errors"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// Move is one turn of Equi, the fishing engine's move: a capture (cards
// played from the hand and cards taken from the table, rule E3) or a
// trail (one card put on the table, rule E7). Its text form is the played
// cards joined by "+", then "=" and the taken cards, each side in card
// order: "9C+AS=10H" plays 9♣ and A♠ and takes 10♥; "KH=QC+AD" plays K♥
// and takes Q♣ and A♦. A trail is its one card: "6D".
type Move = fishing.Move

// Capture returns the capture that plays the cards of played and takes the
// cards of taken. Whether it is well formed is for [fishing.Move.Valid] to
// say, and whether it is legal for [Rules.Apply].
func Capture(played, taken cards.Set) Move { return fishing.Capture(played, taken) }

// Trail returns the move that puts c on the table. An invalid card gives the
// zero Move.
func Trail(c cards.Card) Move { return fishing.Trail(c) }

// parseMoveText is [Rules.ParseMove]: the engine's parser, whose
// [*cards.ParseError] names an "equi move".
func parseMoveText(text string) (Move, error) {
	m, err := fishing.Rules{}.ParseMove(text)
	var pe *cards.ParseError
	if errors.As(err, &pe) {
		pe.Kind = "equi move"
	}
	return m, err
}

// parseMove reads a move's text, or returns why it is not one.
func parseMove(text string) (Move, string) {
	m, err := fishing.Rules{}.ParseMove(text)
	var pe *cards.ParseError
	if errors.As(err, &pe) {
		return Move{}, pe.Reason
	}
	return m, ""
}

// appendMove appends the text of m, which is not the zero Move, to b.
func appendMove(b []byte, m Move) []byte {
	b = cardtext.AppendCards(b, m.Played(), '+', 0)
	if m.Taken() != 0 {
		b = cardtext.AppendCards(append(b, '='), m.Taken(), '+', 0)
	}
	return b
}

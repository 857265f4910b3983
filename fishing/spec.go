package fishing

import (
	"fmt"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// tagPlayers is the tag that names the number of seats in a record.
const tagPlayers = "Players"

// Tags returns the tags that name r in a record: Players. The table
// itself is named by the record's Game tag ([Rules.Name]).
func (r Rules) Tags() []cards.Tag {
	return []cards.Tag{{Name: tagPlayers, Value: strconv.Itoa(r.t.Players)}}
}

// WithTags returns the rules a record's tags name: r's table with the
// Players tag's number of seats (and partners only where the table has
// them and the number allows), r's own when the tag is missing. A tag that
// is not a number, given twice, or rules [New] refuses give an error
// wrapping [cards.ErrInvalidRules].
func (r Rules) WithTags(tags []cards.Tag) (cards.Spec[State, Move, View], error) {
	if !r.ok {
		return nil, fmt.Errorf("fishing: %w: the zero Rules", cards.ErrInvalidRules)
	}
	t := r.t
	seen := false
	for _, tag := range tags {
		if tag.Name != tagPlayers {
			continue
		}
		n, err := strconv.Atoi(tag.Value)
		if seen || err != nil || len(tag.Value) > 2 {
			return nil, fmt.Errorf("%s: %w: tag Players is %q: want one number", t.Name, cards.ErrInvalidRules, tag.Value)
		}
		seen = true
		t.Players = n
		t.Partners = r.t.Partners && (n == 4 || n == 6)
	}
	return New(t)
}

// ParseMove parses a move written as [Move.String] writes it: "7D=3C+4S",
// "KH=QC+AD", "6D". On failure it returns a [*cards.ParseError] wrapping
// [cards.ErrSyntax]. r is not read.
func (Rules) ParseMove(text string) (Move, error) { return parseMoveText(text) }

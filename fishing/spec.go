package fishing

import (
	"fmt"
	"strconv"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// tagPlayers is the tag that names the number of seats in a record.
const tagPlayers = "Players"

// Tags returns the tags that name r in a record: under a Variant the tag
// Variant with its Name, then Players. The table itself is named by the
// record's Game tag ([Rules.Name]).
func (r Rules) Tags() []cards.Tag {
	var tags []cards.Tag
	if r.t.Variant != nil {
		tags = append(tags, cards.Tag{Name: tagVariant, Value: r.t.Variant.Name()})
	}
	return append(tags, cards.Tag{Name: tagPlayers, Value: strconv.Itoa(r.t.Players)})
}

// tagVariant is the tag that names a record's variant.
const tagVariant = "Variant"

// variantName returns the name of r's variant, or "".
func (r *Rules) variantName() string {
	if r.t.Variant == nil {
		return ""
	}
	return r.t.Variant.Name()
}

// WithTags returns the rules a record's tags name: r's table with the
// Players tag's number of seats (and partners only where the table has
// them and the number allows), r's own when the tag is missing. A tag that
// is not a number, given twice, or rules [New] refuses give an error
// wrapping [cards.ErrInvalidRules]; so does a record of another variant
// than r's (code cannot come from a record: r's Variant is kept).
func (r Rules) WithTags(tags []cards.Tag) (cards.Spec[State, Move, View], error) {
	if !r.ok {
		return nil, fmt.Errorf("fishing: %w: the zero Rules", cards.ErrInvalidRules)
	}
	t := r.t
	seen := false
	named := ""
	for _, tag := range tags {
		if tag.Name == tagVariant {
			named = tag.Value
		}
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
	if err := cardtext.VariantMismatch(t.Name, "record", named, r.variantName()); err != nil {
		return nil, err
	}
	return New(t)
}

// ParseMove parses a move written as [Move.String] writes it: "7D=3C+4S",
// "KH=QC+AD", "6D". On failure it returns a [*cards.ParseError] wrapping
// [cards.ErrSyntax]. r is not read.
func (Rules) ParseMove(text string) (Move, error) { return parseMoveText(text) }

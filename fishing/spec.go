package fishing

import (
	"fmt"
	"strconv"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// The tags that name the seats of a game in a record.
const (
	tagPlayers  = "Players"
	tagPartners = "Partners"
)

// Tags returns the tags that name r in a record: under a Variant the tag
// Variant with its Name, then Players and Partners. The table itself is
// named by the record's Game tag ([Rules.Name]).
func (r Rules) Tags() []cards.Tag {
	var tags []cards.Tag
	t := r.table()
	if t.Variant != nil {
		tags = append(tags, cards.Tag{Name: tagVariant, Value: t.Variant.Name()})
	}
	return append(tags, cards.Tag{Name: tagPlayers, Value: strconv.Itoa(t.Players)},
		cards.Tag{Name: tagPartners, Value: strconv.FormatBool(t.Partners)})
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
// Players and Partners tags' seats, r's own for a tag left out (and for
// Players "0", which Equi's records write for the default). A tag
// that is not a number ("true" or "false" for Partners), a tag given
// twice, or rules [New] refuses give an error wrapping
// [cards.ErrInvalidRules]; so does a record of another variant than r's
// (code cannot come from a record: r's Variant is kept).
func (r Rules) WithTags(tags []cards.Tag) (cards.Spec[State, Move, View], error) {
	if !r.ready() {
		return nil, fmt.Errorf("fishing: %w: the zero Rules", cards.ErrInvalidRules)
	}
	t := r.t
	seen := map[string]bool{}
	named := ""
	for _, tag := range tags {
		var err error
		switch tag.Name {
		case tagVariant:
			named = tag.Value
		case tagPlayers:
			var n int
			if n, err = strconv.Atoi(tag.Value); len(tag.Value) > 2 {
				err = strconv.ErrRange
			}
			if n != 0 { // 0: the table's own, as Equi's records write the default
				t.Players = n
			}
		case tagPartners:
			t.Partners, err = strconv.ParseBool(tag.Value)
			if tag.Value != "true" && tag.Value != "false" {
				err = strconv.ErrSyntax
			}
		default:
			continue
		}
		if seen[tag.Name] || err != nil {
			return nil, fmt.Errorf("%s: %w: tag %s is %q, or given twice", t.Name, cards.ErrInvalidRules, tag.Name, tag.Value)
		}
		seen[tag.Name] = true
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

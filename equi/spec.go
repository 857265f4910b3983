package equi

import (
	"fmt"
	"strconv"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// gameName is the game's name in records and errors.
const gameName = "equi"

// The tags that name the options of [Rules] in a record, in the order
// [Rules.Tags] writes them.
const (
	tagPlayers          = "Players"
	tagNoRankBan        = "NoRankBan"
	tagVoluntaryTrail   = "VoluntaryTrail"
	tagRecycleByFour    = "RecycleByFour"
	tagNoProgressRounds = "NoProgressRounds"
	tagMaxMoves         = "MaxMoves"
	tagScoring          = "Scoring"
	tagVariant          = "Variant"
)

// Name returns "equi", the value of the Game tag of an Equi record.
func (Rules) Name() string { return gameName }

// Tags returns the options of r as a record writes them: first, under a
// Variant, the tag Variant with its Name; then every option of the
// standard rules text, each as it is (a zero stays 0, meaning the
// default): Players, NoRankBan, VoluntaryTrail, RecycleByFour,
// NoProgressRounds and MaxMoves; then Scoring ("points"), only when it is
// not the standard [ScoreCards], so that the records of the standard game
// are as they were.
func (r Rules) Tags() []cards.Tag {
	tags := make([]cards.Tag, 0, 8)
	if r.Variant != nil {
		tags = append(tags, cards.Tag{Name: tagVariant, Value: r.Variant.Name()})
	}
	tags = append(tags,
		cards.Tag{Name: tagPlayers, Value: strconv.Itoa(r.Players)},
		cards.Tag{Name: tagNoRankBan, Value: strconv.FormatBool(r.NoRankBan)},
		cards.Tag{Name: tagVoluntaryTrail, Value: strconv.FormatBool(r.VoluntaryTrail)},
		cards.Tag{Name: tagRecycleByFour, Value: strconv.FormatBool(r.RecycleByFour)},
		cards.Tag{Name: tagNoProgressRounds, Value: strconv.Itoa(r.NoProgressRounds)},
		cards.Tag{Name: tagMaxMoves, Value: strconv.Itoa(r.MaxMoves)},
	)
	if r.Scoring != ScoreCards {
		tags = append(tags, cards.Tag{Name: tagScoring, Value: r.Scoring.String()})
	}
	return tags
}

// WithTags returns the rules the tags of a record name, as [Rules.Tags]
// writes them: each option missing is the standard one (its zero value),
// and tags of no option are ignored. A value that is not a number,
// "true"/"false" or a Scoring ("cards", "points"), or rules
// [Rules.Validate] refuses, give an error wrapping [cards.ErrInvalidRules].
//
// Of r, only the Variant is read, and kept: code cannot come from a
// record, so cards.Resume(Rules{Variant: myVariant}, rec) replays a record
// of that variant. When the record's Variant tag names another variant
// than r.Variant's Name, or r.Variant is not nil and the record names
// none, it returns an error wrapping [cards.ErrInvalidRules] that says
// both, such as `equi: invalid rules: the record is of variant "sweep",
// and these rules play the standard game`.
func (r Rules) WithTags(tags []cards.Tag) (cards.Spec[State, Move, View], error) {
	var v Rules
	variant, named := "", false
	seen := map[string]bool{}
	for _, t := range tags {
		var ok bool
		want := `want "true" or "false"`
		switch t.Name {
		case tagVariant:
			variant, named = t.Value, true
			ok = t.Value != ""
			want = "want the name of a variant"
		case tagScoring:
			v.Scoring, ok = parseScoring(t.Value)
			want = `want "cards" or "points"`
		case tagPlayers:
			v.Players, ok = atoi(t.Value)
			want = "want a number"
		case tagNoRankBan:
			v.NoRankBan, ok = parseBool(t.Value)
		case tagVoluntaryTrail:
			v.VoluntaryTrail, ok = parseBool(t.Value)
		case tagRecycleByFour:
			v.RecycleByFour, ok = parseBool(t.Value)
		case tagNoProgressRounds:
			v.NoProgressRounds, ok = atoi(t.Value)
			want = "want a number"
		case tagMaxMoves:
			v.MaxMoves, ok = atoi(t.Value)
			want = "want a number"
		default:
			continue
		}
		if seen[t.Name] {
			return nil, fmt.Errorf("equi: %w: tag %s is given twice", cards.ErrInvalidRules, t.Name)
		}
		seen[t.Name] = true
		if !ok {
			return nil, fmt.Errorf("equi: %w: tag %s is %s: %s", cards.ErrInvalidRules, t.Name, quote(t.Value), want)
		}
	}
	if err := checkVariant(r.Variant, variant, named, "record"); err != nil {
		return nil, err
	}
	v.Variant = r.Variant
	if err := v.Validate(); err != nil {
		return nil, err
	}
	return v, nil
}

// checkVariant returns nil when a document (a "record" or a "view") that
// names the variant name (named false: none) is of the variant have plays,
// and otherwise an error wrapping [cards.ErrInvalidRules] that says both.
func checkVariant(have Variant, name string, named bool, what string) error {
	ours := ""
	if have != nil {
		ours = have.Name()
	}
	if !named {
		name = ""
	}
	return cardtext.VariantMismatch("equi", what, name, ours)
}

// atoi reads a decimal number of at most 10 characters, a minus sign
// allowed and a plus sign not.
func atoi(text string) (int, bool) {
	if len(text) == 0 || len(text) > 10 || text[0] == '+' {
		return 0, false
	}
	n, err := strconv.Atoi(text)
	return n, err == nil
}

// parseBool reads "true" or "false".
func parseBool(text string) (bool, bool) {
	switch text {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

// ParseMove parses a move written as [Move.String] writes it: "9C+AS=10H",
// "KH=QC+AD", "6D". Cards are read as [cards.ParseCard] reads them (lower
// case, "T" for ten and the suit symbols are accepted: "9♣+a♠=10♥"), in any
// order, with optional spaces around "+" and "=". Only the form is checked:
// whether the move is legal is for [Rules.Apply]. On failure it returns a
// [*cards.ParseError] wrapping [cards.ErrSyntax]. r is not read.
func (Rules) ParseMove(text string) (Move, error) { return parseMoveText(text) }

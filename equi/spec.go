package equi

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// gameName is the game's name in records and errors.
const gameName = "equi"

// Move is one turn, the fishing engine's: a capture (E3), written
// "9C+AS=10H" (9♣ and A♠ take 10♥), or a trail (E7), its card: "6D".
type Move = fishing.Move

// Capture returns the capture that plays played and takes taken; whether
// it is legal is for [Rules.Apply] to say.
func Capture(played, taken cards.Set) Move { return fishing.Capture(played, taken) }

// Trail returns the move that puts c on the table; the zero Move for an
// invalid card.
func Trail(c cards.Card) Move { return fishing.Trail(c) }

// ParseMove parses a move as [Move.String] writes it, cards as
// [cards.ParseCard] reads them, in any order; on failure a
// [*cards.ParseError] of kind "equi move" wrapping [cards.ErrSyntax].
func (Rules) ParseMove(text string) (Move, error) {
	m, err := fishing.Rules{}.ParseMove(text)
	if pe, ok := errors.AsType[*cards.ParseError](err); ok {
		pe.Kind = "equi move"
	}
	return m, err
}

// The tags that name the options in a record, in the order Tags writes them.
var optionTags = [...]string{"Players", "NoRankBan", "VoluntaryTrail", "RecycleByFour", "NoProgressRounds", "MaxMoves"}

// Name returns "equi", the value of the Game tag of an Equi record.
func (Rules) Name() string { return gameName }

// Tags returns the options of r as a record writes them: under a Variant
// first the tag Variant with its Name; then Players, NoRankBan,
// VoluntaryTrail, RecycleByFour, NoProgressRounds and MaxMoves, each as it
// is (0 meaning the default); then Scoring only when it is not
// [ScoreCards], so that the records of the standard game are as they were.
func (r Rules) Tags() []cards.Tag {
	tags := make([]cards.Tag, 0, 8)
	if r.Variant != nil {
		tags = append(tags, cards.Tag{Name: "Variant", Value: variantName(r.Variant)})
	}
	for i, v := range [...]string{strconv.Itoa(r.Players), strconv.FormatBool(r.NoRankBan), strconv.FormatBool(r.VoluntaryTrail),
		strconv.FormatBool(r.RecycleByFour), strconv.Itoa(r.NoProgressRounds), strconv.Itoa(r.MaxMoves)} {
		tags = append(tags, cards.Tag{Name: optionTags[i], Value: v})
	}
	if r.Scoring != ScoreCards {
		tags = append(tags, cards.Tag{Name: "Scoring", Value: r.Scoring.String()})
	}
	return tags
}

// WithTags returns the rules the tags of a record name, as [Rules.Tags]
// writes them (an option left out is the standard one; other tags are
// ignored), or an error wrapping [cards.ErrInvalidRules] for a bad value,
// a tag given twice or invalid rules. Of r only the Variant is read, and
// kept: cards.Resume(Rules{Variant: v}, rec) replays a record of v, and a
// record of another variant, or of none under a Variant, is refused.
func (r Rules) WithTags(tags []cards.Tag) (cards.Spec[State, Move, View], error) {
	v := Rules{Variant: r.Variant}
	variant := ""
	seen := map[string]bool{}
	for _, t := range tags {
		ok, want := true, `want "true" or "false"`
		switch t.Name {
		case "Variant":
			variant, ok, want = t.Value, t.Value != "", "want the name of a variant"
		case "Scoring":
			v.Scoring, ok = parseScoring(t.Value)
			want = `want "cards" or "points"`
		case "Players", "NoProgressRounds", "MaxMoves":
			n, err := strconv.Atoi(t.Value)
			ok, want = err == nil && len(t.Value) <= 10 && t.Value[0] != '+', "want a number"
			*map[string]*int{"Players": &v.Players, "NoProgressRounds": &v.NoProgressRounds, "MaxMoves": &v.MaxMoves}[t.Name] = n
		case "NoRankBan", "VoluntaryTrail", "RecycleByFour":
			b := map[string]*bool{"NoRankBan": &v.NoRankBan, "VoluntaryTrail": &v.VoluntaryTrail, "RecycleByFour": &v.RecycleByFour}[t.Name]
			*b, ok = t.Value == "true", t.Value == "true" || t.Value == "false"
		default:
			continue
		}
		if seen[t.Name] {
			return nil, fmt.Errorf("equi: %w: tag %s is given twice", cards.ErrInvalidRules, t.Name)
		}
		seen[t.Name] = true
		if !ok {
			return nil, fmt.Errorf("equi: %w: tag %s is %s: %s", cards.ErrInvalidRules, t.Name, cardtext.Quote(t.Value), want)
		}
	}
	if err := cardtext.VariantMismatch(gameName, "record", variant, variantName(r.Variant)); err != nil {
		return nil, err
	}
	if err := v.Validate(); err != nil {
		return nil, err
	}
	return v, nil
}

// variantName returns the Name of v, or "" for nil.
func variantName(v Variant) string {
	if v == nil {
		return ""
	}
	return v.Name()
}

package equi

import (
	"fmt"
	"strconv"

	"github.com/cardrules/cardrules/cards"
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
)

// Name returns "equi", the value of the Game tag of an Equi record.
func (Rules) Name() string { return gameName }

// Tags returns the options of r as a record writes them, every one of
// them and each as it is (a zero stays 0, meaning the default): Players,
// NoRankBan, VoluntaryTrail, RecycleByFour, NoProgressRounds and MaxMoves.
func (r Rules) Tags() []cards.Tag {
	return []cards.Tag{
		{Name: tagPlayers, Value: strconv.Itoa(r.Players)},
		{Name: tagNoRankBan, Value: strconv.FormatBool(r.NoRankBan)},
		{Name: tagVoluntaryTrail, Value: strconv.FormatBool(r.VoluntaryTrail)},
		{Name: tagRecycleByFour, Value: strconv.FormatBool(r.RecycleByFour)},
		{Name: tagNoProgressRounds, Value: strconv.Itoa(r.NoProgressRounds)},
		{Name: tagMaxMoves, Value: strconv.Itoa(r.MaxMoves)},
	}
}

// WithTags returns the rules the tags of a record name, as [Rules.Tags]
// writes them: each option missing is the standard one (its zero value),
// and tags of no option are ignored. A value that is not a number or
// "true"/"false", or rules [Rules.Validate] refuses, give an error wrapping
// [cards.ErrInvalidRules]. r itself is not read.
func (r Rules) WithTags(tags []cards.Tag) (cards.Spec[State, Move, View], error) {
	var v Rules
	seen := map[string]bool{}
	for _, t := range tags {
		var ok bool
		want := `want "true" or "false"`
		switch t.Name {
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
	if err := v.Validate(); err != nil {
		return nil, err
	}
	return v, nil
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

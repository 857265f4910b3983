package crazyeights

import (
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/tagopt"
)

// options lists the fields of [Rules] in the order a record writes them.
var options = []tagopt.Option[Rules]{
	tagopt.Int("Players", MinPlayers, MaxPlayers, func(r *Rules) *int { return &r.Players }, (*Rules).players),
	tagopt.Int("MaxDrawCards", 1, cards.NumCards, func(r *Rules) *int { return &r.MaxDrawCards }, (*Rules).maxDraw),
	tagopt.Int("MaxTurns", 1, MaxTurnsLimit, func(r *Rules) *int { return &r.MaxTurns }, (*Rules).maxTurns),
	tagopt.Bool("UseSpecialCards", func(r *Rules) *bool { return &r.UseSpecialCards }),
	tagopt.Bool("Reshuffle", func(r *Rules) *bool { return &r.Reshuffle }),
}

// Name returns "crazy-eights", the value of the Game tag of a record.
func (Rules) Name() string { return gameName }

// Tags returns the options of r as a record's tags, named as the fields of
// [Rules], in this order: Players, MaxDrawCards, MaxTurns, UseSpecialCards
// and Reshuffle, each with the value in force, such as {"Players", "5"}
// for the zero Rules. [Rules.WithTags] reads them back.
func (r Rules) Tags() []cards.Tag {
	return tagopt.Append(make([]cards.Tag, 0, len(options)), &r, options)
}

// WithTags returns the rules that tags name, as [Rules.Tags] writes them:
// each option missing is OpenSpiel's default, a default given is read as
// the zero value of its field, and a tag that is not an option is
// ignored, so a whole record's tags may be given. The receiver is not
// read. A bad value, or an option given twice, gives an error wrapping
// [cards.ErrInvalidRules] that names the tag.
func (Rules) WithTags(tags []cards.Tag) (cards.Spec[State, Move, View], error) {
	var r Rules
	if err := tagopt.Read("crazyeights", &r, options, tags); err != nil {
		return nil, err
	}
	return r.canon(), nil
}

package tagopt

import (
	"errors"
	"testing"

	"github.com/cardrules/cardrules/cards"
)

type rules struct{ A, B bool }

var options = []Option[rules]{
	Bool("A", func(r *rules) *bool { return &r.A }),
	Bool("B", func(r *rules) *bool { return &r.B }),
}

func TestAppendAndRead(t *testing.T) {
	tags := Append(nil, &rules{B: true}, options)
	if want := []cards.Tag{{Name: "A", Value: "false"}, {Name: "B", Value: "true"}}; len(tags) != 2 || tags[0] != want[0] || tags[1] != want[1] {
		t.Fatalf("Append = %v, want %v", tags, want)
	}
	var r rules
	if err := Read("game", &r, options, append(tags, cards.Tag{Name: "Other", Value: "x"})); err != nil || r != (rules{B: true}) {
		t.Errorf("Read = %+v, %v; want {B: true}, nil (an unknown tag ignored)", r, err)
	}
}

func TestReadRefuses(t *testing.T) {
	for _, c := range []struct {
		tags []cards.Tag
		want string
	}{
		{[]cards.Tag{{Name: "A", Value: "true"}, {Name: "A", Value: "false"}}, "game: invalid rules: tag A is given twice"},
		{[]cards.Tag{{Name: "B", Value: "yes"}}, `game: invalid rules: tag B "yes": want "true" or "false"`},
	} {
		var r rules
		err := Read("game", &r, options, c.tags)
		if err == nil || err.Error() != c.want || !errors.Is(err, cards.ErrInvalidRules) {
			t.Errorf("Read(%v) = %v, want %s wrapping ErrInvalidRules", c.tags, err, c.want)
		}
	}
}

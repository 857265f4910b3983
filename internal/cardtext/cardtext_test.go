package cardtext

import (
	"encoding/hex"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/cards"
)

// AppendCard writes every card value, valid or not, as cards.Card.String
// does.
func TestAppendCardIsCardString(t *testing.T) {
	for c := range 256 {
		assert.Equal(t, cards.Card(c).String(), string(AppendCard(nil, cards.Card(c))), "card %d", c)
	}
}

func TestAppendCardsAndList(t *testing.T) {
	set, err := cards.ParseSet("QS 10H 7H AD")
	assert.NoError(t, err)
	known, err := cards.ParseSet("10H AD")
	assert.NoError(t, err)
	assert.Equal(t, "7H+10H+QS+AD", string(AppendCards(nil, set, '+', 0)))
	assert.Equal(t, "x7H,*10H,QS,*AD", string(AppendList([]byte("x"), set, known)))
	assert.Equal(t, "-", string(AppendList(nil, 0, known)))
	assert.Empty(t, AppendCards(nil, 0, ',', 0))
}

func TestQuote(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", `""`},
		{"jack-draws-two", `"jack-draws-two"`},
		{strings.Repeat("a", 32), `"` + strings.Repeat("a", 32) + `"`},
		{strings.Repeat("a", 33), `"` + strings.Repeat("a", 32) + `"...`},
		// 31 bytes and a 3-byte rune across the cut: the rune is left out
		// whole, not split.
		{strings.Repeat("a", 31) + "♠♠", `"` + strings.Repeat("a", 31) + `"...`},
		{"a\x1b[2J", `"a\x1b[2J"`},
	} {
		if got := Quote(c.in); got != c.want {
			t.Errorf("Quote(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

func TestVariantMismatch(t *testing.T) {
	for _, c := range []struct{ named, have, want string }{
		{"", "", ""},
		{"sweep", "sweep", ""},
		{"sweep", "", `equi: invalid rules: the record is of variant "sweep", and these rules play the standard game`},
		{"", "sweep", `equi: invalid rules: the record is of the standard game, and these rules play variant "sweep"`},
		{"x", "sweep", `equi: invalid rules: the record is of variant "x", and these rules play variant "sweep"`},
	} {
		err := VariantMismatch("equi", "record", c.named, c.have)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("VariantMismatch(%q, %q) = %v, want nil", c.named, c.have, err)
		case c.want != "" && (err == nil || err.Error() != c.want || !errors.Is(err, cards.ErrInvalidRules)):
			t.Errorf("VariantMismatch(%q, %q) = %v, want %s wrapping ErrInvalidRules", c.named, c.have, err, c.want)
		}
	}
}

func TestPCGText(t *testing.T) {
	p := rand.NewPCG(1, 2)
	p.Uint64()
	text := AppendPCG(nil, p)
	assert.Len(t, text, 32)
	raw, err := hex.DecodeString(string(text))
	assert.NoError(t, err)
	var q rand.PCG
	assert.NoError(t, SetPCG(&q, raw))
	assert.Equal(t, *p, q, "the state reads back")
	assert.Error(t, SetPCG(&q, raw[:15]), "15 bytes are no state")
	assert.Equal(t, *p, q, "a refused state leaves the generator as it is")
}

func TestAppendKept(t *testing.T) {
	assert.Equal(t, "0,2,0,255/0,-5,32767", string(AppendKept([]byte{}, []uint8{0, 2, 0, 255}, []int16{0, -5, 32767})))
	assert.Equal(t, "x 0/", string(AppendKept([]byte("x "), []uint8{0}, nil)))
}

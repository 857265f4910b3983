package cards_test

import (
	"errors"
	"testing"

	"github.com/cardrules/cardrules/cards"
)

// checkParseError fails unless err reports malformed text of the given kind
// and names the input.
func checkParseError(t *testing.T, err error, kind, input string) {
	t.Helper()
	var pe *cards.ParseError
	if !errors.As(err, &pe) || !errors.Is(err, cards.ErrSyntax) {
		t.Fatalf("error %v is not a *ParseError wrapping ErrSyntax", err)
	}
	if pe.Kind != kind {
		t.Fatalf("error names %s, want %s", pe.Kind, kind)
	}
	if err := inputKept(pe, input); err != nil {
		t.Fatal(err)
	}
}

func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"QS", "10H", "AD", "td", "Q♠", "2♣", "", "1S", "QX", "10", "11H", "QSS", "10♥♥"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := cards.ParseCard(text)
		if err != nil {
			checkParseError(t, err, "card", text)
			return
		}
		if !c.Valid() {
			t.Fatalf("ParseCard(%q) = %d, not a card", text, c)
		}
		for _, again := range []string{c.String(), c.Symbol()} {
			d, err := cards.ParseCard(again)
			if err != nil || d != c {
				t.Fatalf("ParseCard(%q) = %v; its text %q parses to %v, %v", text, c, again, d, err)
			}
		}
	})
}

func FuzzParseSuit(f *testing.F) {
	for _, s := range []string{"C", "d", "♥", "♤", "spades", "Clubs", "", "X", "ſpades"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := cards.ParseSuit(text)
		if err != nil {
			checkParseError(t, err, "suit", text)
			return
		}
		if !s.Valid() {
			t.Fatalf("ParseSuit(%q) = %d, not a suit", text, s)
		}
		for _, again := range []string{s.String(), s.Symbol(), s.Name()} {
			u, err := cards.ParseSuit(again)
			if err != nil || u != s {
				t.Fatalf("ParseSuit(%q) = %v; its text %q parses to %v, %v", text, s, again, u, err)
			}
		}
	})
}

func FuzzParseSet(f *testing.F) {
	for _, s := range []string{"{}", "", "{10H QS}", "qs,th", "{Q♠ 2♣}", "{QS", "QS QS", "{{}}", "QS,,AD"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := cards.ParseSet(text)
		if err != nil {
			checkParseError(t, err, "set", text)
			return
		}
		if !s.Valid() {
			t.Fatalf("ParseSet(%q) holds bits that are not cards", text)
		}
		again, err := cards.ParseSet(s.String())
		if err != nil || again != s {
			t.Fatalf("ParseSet(%q) = %v; its text parses to %v, %v", text, s, again, err)
		}
	})
}

func FuzzParseDeck(f *testing.F) {
	for _, s := range []string{"", "QS 10H 2C", "qs,th,2♣", "QS QS", "{QS}", "AS\tKS\nQS"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		d, err := cards.ParseDeck(text)
		if err != nil {
			checkParseError(t, err, "deck", text)
			return
		}
		if !d.Valid() {
			t.Fatalf("ParseDeck(%q) = %v, not a valid deck", text, d)
		}
		again, err := cards.ParseDeck(d.String())
		if err != nil || again.String() != d.String() || len(again) != len(d) {
			t.Fatalf("ParseDeck(%q) = %v; its text parses to %v, %v", text, d, again, err)
		}
		for i := range d {
			if again[i] != d[i] {
				t.Fatalf("ParseDeck(%q): card %d is %v, then %v", text, i, d[i], again[i])
			}
		}
	})
}

// FuzzEventKind checks that the text EventKind.UnmarshalText accepts is
// a kind's name, which it writes back the same.
func FuzzEventKind(f *testing.F) {
	for _, s := range []string{"play", "deal end", "turn up", "", "Play", "EventKind(0)", "game end "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		var k cards.EventKind
		if err := k.UnmarshalText([]byte(text)); err != nil {
			checkParseError(t, err, "event kind", text)
			return
		}
		back, err := k.MarshalText()
		if err != nil || string(back) != text {
			t.Fatalf("EventKind %q reads as %v, which writes %q (%v)", text, k, back, err)
		}
	})
}

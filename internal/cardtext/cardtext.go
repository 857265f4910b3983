// Package cardtext writes cards into byte slices for the text forms of the
// games (move notation, the one-line positions), without building a string
// for each card: one home for what boxes and equi both write.
package cardtext

import "github.com/cardrules/cardrules/cards"

// AppendCard appends the text of c as [cards.Card.String] writes it.
func AppendCard(b []byte, c cards.Card) []byte {
	if !c.Valid() {
		return append(b, c.String()...)
	}
	return append(append(b, c.Rank().String()...), c.Suit().String()...)
}

// AppendCards appends the cards of set in card order, separated by sep,
// each card of marked preceded by a '*'. An empty set appends nothing.
func AppendCards(b []byte, set cards.Set, sep byte, marked cards.Set) []byte {
	first := true
	for c := range set.All() {
		if !first {
			b = append(b, sep)
		}
		first = false
		if marked.Has(c) {
			b = append(b, '*')
		}
		b = AppendCard(b, c)
	}
	return b
}

// AppendList appends the cards of set separated by commas, as
// AppendCards does, or "-" for the empty set.
func AppendList(b []byte, set, marked cards.Set) []byte {
	if set.Empty() {
		return append(b, '-')
	}
	return AppendCards(b, set, ',', marked)
}

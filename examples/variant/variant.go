// Package variant is the list of the rule variants the examples ship, for
// the programs that offer them by name: examples/play (-variant NAME) and
// examples/web. The variants themselves are code a user would copy: the
// Boxes house rule in [jack] and the Equi sweep in [sweep]. Crazy Eights is
// a game of its own, package crazyeights.
//
// It lists too the games that are tables of a family engine, which the
// programs play by their record names with one piece of code for the
// whole family: [FishingGames], Scopa and Escoba, tables of package
// fishing, and [SheddingGames], Mau-Mau and Switch, tables of package
// shedding. A new table of an engine is one more entry there.
//
// There is no registry in the library: a record names its variant in a
// Variant tag, and the program that knows its variants maps the name to
// them, as [Boxes] and [Equi] do here.
package variant

import (
	"fmt"
	"maps"
	"slices"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/examples/variant/jack"
	"github.com/cardrules/cardrules/examples/variant/sweep"
)

// Tag is the name of the record tag that names a variant.
const Tag = "Variant"

// boxesVariants and equiVariants are the shipped variants by name: the
// rules each plays, the standard options around the variant.
var (
	boxesVariants = map[string]func() boxes.Rules{jack.Name: jack.Rules}
	equiVariants  = map[string]func(players int) equi.Rules{sweep.Name: sweep.Rules}
)

// Names returns the names of the shipped variants of Boxes and of Equi, in
// order.
func Names() []string {
	names := append(slices.Collect(maps.Keys(boxesVariants)), slices.Collect(maps.Keys(equiVariants))...)
	slices.Sort(names)
	return names
}

// Boxes returns the standard rules of Boxes with the variant named name,
// or the standard game for "". A name that is not a shipped Boxes variant
// is an error.
func Boxes(name string) (boxes.Rules, error) {
	if name == "" {
		return boxes.Rules{}, nil
	}
	rules, ok := boxesVariants[name]
	if !ok {
		return boxes.Rules{}, fmt.Errorf("%q is not a variant of boxes: want %q", name, slices.Sorted(maps.Keys(boxesVariants)))
	}
	return rules(), nil
}

// Equi returns the rules of Equi with the variant named name for the given
// number of players (0 means 2), or the standard game for "". The sweep
// variant counts points ([sweep.Rules]). A name that is not a shipped Equi
// variant is an error.
func Equi(name string, players int) (equi.Rules, error) {
	if name == "" {
		return equi.Rules{Players: players}, nil
	}
	rules, ok := equiVariants[name]
	if !ok {
		return equi.Rules{}, fmt.Errorf("%q is not a variant of equi: want %q", name, slices.Sorted(maps.Keys(equiVariants)))
	}
	return rules(players), nil
}

// About returns a line that says what the shipped variant named name
// changes, such as "a Jack makes the next player draw two cards", or "" for
// a name that is not one.
func About(name string) string {
	switch name {
	case jack.Name:
		return "a Jack makes the next player draw two cards (the discards reshuffled when the stock runs short)"
	case sweep.Name:
		return "a capture that clears the table scores a point, and the cards captured count their points (K 4, Q 3, J 2, A 1, 6 to 10 their pips)"
	}
	return ""
}

package variant_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/examples/variant/jack"
	"github.com/cardrules/cardrules/examples/variant/sweep"
)

func TestNames(t *testing.T) {
	if got, want := variant.Names(), []string{"jack-draws-two", "sweep"}; !slices.Equal(got, want) {
		t.Errorf("Names() = %q, want %q", got, want)
	}
}

func TestLookUp(t *testing.T) {
	if r, err := variant.Boxes(""); err != nil || r != (boxes.Rules{}) {
		t.Errorf(`Boxes("") = %v, %v; want the standard rules`, r, err)
	}
	if r, err := variant.Boxes("jack-draws-two"); err != nil || r != jack.Rules() {
		t.Errorf(`Boxes("jack-draws-two") = %v, %v; want jack.Rules()`, r, err)
	}
	if r, err := variant.Equi("", 3); err != nil || r != (equi.Rules{Players: 3}) {
		t.Errorf(`Equi("", 3) = %v, %v; want the standard rules for 3`, r, err)
	}
	if r, err := variant.Equi("sweep", 3); err != nil || r != sweep.Rules(3) {
		t.Errorf(`Equi("sweep", 3) = %v, %v; want sweep.Rules(3)`, r, err)
	}
	for _, bad := range []struct {
		err error
		msg string
	}{
		{second(variant.Boxes("sweep")), `"sweep" is not a variant of boxes: want ["jack-draws-two"]`},
		{second(variant.Equi("jack-draws-two", 2)), `"jack-draws-two" is not a variant of equi: want ["sweep"]`},
		{second(variant.Boxes("Jack-Draws-Two")), `"Jack-Draws-Two" is not a variant of boxes`},
	} {
		if bad.err == nil || !strings.HasPrefix(bad.err.Error(), bad.msg) {
			t.Errorf("error %v, want one starting %q", bad.err, bad.msg)
		}
	}
}

func second[T any](_ T, err error) error { return err }

func TestFishingGames(t *testing.T) {
	if got, want := variant.FishingNames(), []string{"scopa", "escoba"}; !slices.Equal(got, want) {
		t.Errorf("FishingNames() = %q, want %q", got, want)
	}
	for _, g := range variant.FishingGames() {
		found, ok := variant.Fishing(g.Name)
		if !ok || found.Name != g.Name {
			t.Errorf("Fishing(%q) = %q, %t", g.Name, found.Name, ok)
		}
		if g.Title == "" || !strings.HasPrefix(g.Help, g.Title+": ") || !strings.Contains(g.Help, "docs/rules/"+g.Name+".md") {
			t.Errorf("%s: title %q, help %q: want a title, and help that starts with it and names the rules page", g.Name, g.Title, g.Help)
		}
		for n := g.MinPlayers - 1; n <= g.MaxPlayers+1; n++ {
			r, err := g.Rules(n)
			switch inRange := n >= g.MinPlayers && n <= g.MaxPlayers; {
			case inRange && (err != nil || r.Name() != g.Name || r.Seats() != n):
				t.Errorf("%s: Rules(%d) = %q with %d seats, %v", g.Name, n, r.Name(), r.Seats(), err)
			case !inRange && err == nil:
				t.Errorf("%s: Rules(%d) gives no error", g.Name, n)
			}
		}
	}
	if _, ok := variant.Fishing("equi"); ok {
		t.Error(`Fishing("equi") is found: Equi has its own package and options`)
	}
	if _, ok := variant.Fishing("Scopa"); ok {
		t.Error(`Fishing("Scopa") is found: record names are lower case`)
	}
}

func TestSheddingGames(t *testing.T) {
	if got, want := variant.SheddingNames(), []string{"mau-mau", "switch"}; !slices.Equal(got, want) {
		t.Errorf("SheddingNames() = %q, want %q", got, want)
	}
	for _, g := range variant.SheddingGames() {
		found, ok := variant.Shedding(g.Name)
		if !ok || found.Name != g.Name {
			t.Errorf("Shedding(%q) = %q, %t", g.Name, found.Name, ok)
		}
		if g.Title == "" || !strings.HasPrefix(g.Help, g.Title+": ") || !strings.Contains(g.Help, "docs/rules/"+g.Name+".md") {
			t.Errorf("%s: title %q, help %q: want a title, and help that starts with it and names the rules page", g.Name, g.Title, g.Help)
		}
		if g.DefaultPlayers < g.MinPlayers || g.DefaultPlayers > g.MaxPlayers {
			t.Errorf("%s: DefaultPlayers %d outside %d to %d", g.Name, g.DefaultPlayers, g.MinPlayers, g.MaxPlayers)
		}
		for n := g.MinPlayers - 1; n <= g.MaxPlayers+1; n++ {
			r, err := g.Rules(n)
			switch inRange := n >= g.MinPlayers && n <= g.MaxPlayers; {
			case inRange && (err != nil || r.Name() != g.Name || r.Seats() != n):
				t.Errorf("%s: Rules(%d) = %q with %d seats, %v", g.Name, n, r.Name(), r.Seats(), err)
			case !inRange && err == nil:
				t.Errorf("%s: Rules(%d) gives no error", g.Name, n)
			}
		}
	}
	if _, ok := variant.Shedding("crazy-eights"); ok {
		t.Error(`Shedding("crazy-eights") is found: Crazy Eights has its own package and options`)
	}
	if _, ok := variant.Shedding("Switch"); ok {
		t.Error(`Shedding("Switch") is found: record names are lower case`)
	}
}

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

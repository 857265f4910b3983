package cards_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// delegating is nim whose fast paths are its delegate's: what an options
// type compiled into an engine's table looks like to the tools.
type delegating struct {
	nim
	to any
}

func (g delegating) Delegate() any { return g.to }

var _ cards.Delegator = delegating{}

func TestAs(t *testing.T) {
	calls := 0
	fast := fastNim{calls: &calls}

	// A game's own method comes first.
	ip, ok := cards.As[cards.InPlace[nimState, take]](fast)
	require.True(t, ok)
	assert.Equal(t, fast, ip)

	// A game without it takes its delegate's.
	g := delegating{to: fast}
	ip, ok = cards.As[cards.InPlace[nimState, take]](g)
	require.True(t, ok)
	assert.Equal(t, fast, ip)

	// Neither the game nor its delegate: none.
	_, ok = cards.As[cards.BatchStepper[nimState]](g)
	assert.False(t, ok)
	_, ok = cards.As[cards.InPlace[nimState, take]](delegating{})
	assert.False(t, ok, "a nil delegate has none")
	_, ok = cards.As[cards.InPlace[nimState, take]](nim{})
	assert.False(t, ok)
	_, ok = cards.As[cards.InPlace[nimState, take]](nil)
	assert.False(t, ok, "a nil game has none")

	// A delegate of other position types does not fit.
	_, ok = cards.As[cards.InPlace[int, take]](g)
	assert.False(t, ok)
}

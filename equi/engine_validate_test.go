package equi

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
)

// engineRefuses checks that the fishing engine, under Equi's table for r,
// refuses the position text with an error wrapping cards.ErrInvalidState
// that says reason, through its text reader.
func engineRefuses(t *testing.T, r Rules, text, reason string) {
	t.Helper()
	e, err := fishing.New(r.Table())
	require.NoError(t, err)
	_, err = e.ParseState(text)
	require.ErrorIs(t, err, cards.ErrInvalidState, text)
	assert.Contains(t, err.Error(), reason, text)
}

// engineAccepts checks that the fishing engine, under Equi's table for
// r, reads the position text.
func engineAccepts(t *testing.T, r Rules, text string) {
	t.Helper()
	e, err := fishing.New(r.Table())
	require.NoError(t, err)
	_, err = e.ParseState(text)
	require.NoError(t, err, text)
}

// engineReason is the engine's wording of a reason of equi's, which names
// Equi's rules where the engine's names none.
func engineReason(reason string) string {
	for from, to := range map[string]string{
		"takes the pile back (rule E9)":                            "takes the pile back",
		"he takes the whole pile, or its 4 lowest cards (rule E9)": "he takes the whole pile",
		"he takes the whole pile (rule E9)":                        "he takes the whole pile",
		"that is the end of rule E11 for nobody holding a card":    "that is the end for nobody holding a card",
		"under RecycleByFour a hand holds at most 4":               "a hand holds at most 4 unless the whole pile is taken back",
		"no-progress rounds allow":                                 "no-progress rounds stop it at",
	} {
		if strings.HasSuffix(reason, from) {
			return strings.TrimSuffix(reason, from) + to
		}
	}
	return reason
}

func TestEngineRefusesIssue13(t *testing.T) {
	e, err := fishing.New(Rules{}.Table())
	require.NoError(t, err)
	_, err = e.DecodeState([]byte(unreachable32))
	require.ErrorIs(t, err, cards.ErrInvalidState)
	assert.Contains(t, err.Error(), unseen32)
}

package sentinel_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/sentinel"
)

func TestKnown(t *testing.T) {
	assert.True(t, sentinel.Known(cards.NewParseError("move", "x", "bad")))
	assert.True(t, sentinel.Known(fmt.Errorf("boxes: %w: seat 9", cards.ErrInvalidState)))
	assert.True(t, sentinel.Known(&cards.MoveError{Reason: "no"}))
	assert.False(t, sentinel.Known(nil))
	assert.False(t, sentinel.Known(errors.New("invalid state")), "the text is not the sentinel")
	assert.False(t, sentinel.Known(cards.ErrMoveLimit), "not a refusal's sentinel")
}

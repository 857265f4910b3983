package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestExportedCountsWhatItSays(t *testing.T) {
	names, err := exported("testdata/sample")
	require.NoError(t, err)
	assert.Equal(t, []string{"F", "G", "G.Get", "I", "I.Do", "T", "T.Field", "T.Method", "Var"}, names)
}

package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCountsWhatItSays(t *testing.T) {
	p, err := read("testdata/sample")
	require.NoError(t, err)
	assert.Equal(t, []string{"F", "G", "G.Get", "I", "I.Do", "Impl", "Impl.Do", "Impl.Other", "T", "T.Field", "T.Method", "T.String", "Var"}, p.names)
	assert.Equal(t, map[string][]string{"Impl": {"I"}}, p.asserts)
	assert.Equal(t, []string{"Do"}, methodSet(p, nil, "I"))
	assert.Equal(t, []string{"Impl.Do", "T.String"}, leftOut(p, nil))
}

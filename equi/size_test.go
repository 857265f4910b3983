package equi

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
)

// TestStateSize pins the size of a State, which every Apply and every
// AppendLegal copies (docs/performance.md): a field added or moved so that it
// needs padding shows here. It is the fishing engine's State, sized for
// its largest tables (52 cards, 6 seats).
func TestStateSize(t *testing.T) {
	require.Equal(t, uintptr(512), unsafe.Sizeof(State{}))
}

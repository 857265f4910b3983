package equi

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
)

// TestStateSize pins the size of a State, which every Apply and every
// AppendLegal copies (docs/performance.md): a field added or moved so that it
// needs padding shows here. It was 184 bytes before the trail records (96).
func TestStateSize(t *testing.T) {
	require.Equal(t, uintptr(280), unsafe.Sizeof(State{}))
}

//go:build cardrules_reference

package equi

// referenceBuild reports whether the engine's fast paths are left out
// (the build tag cardrules_reference): its reference listing then
// allocates for positions of more than 64 moves, and the tests that pin
// zero allocations there skip.
const referenceBuild = true

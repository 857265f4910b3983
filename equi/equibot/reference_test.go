//go:build cardrules_reference

package equibot_test

// referenceBuild reports whether the engine's fast paths are left out
// (the build tag cardrules_reference): its reference listing then lists
// every move of a hand, millions for the huge hands, which
// TestHugeHandIsBounded leaves to the fast build.
const referenceBuild = true

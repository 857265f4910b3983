//go:build cardrules_reference

package bot_test

// referenceBuild says that the engines play without their fast paths (the
// build tag cardrules_reference): Equi's reference listing then allocates
// for the rare positions of more than 64 moves, so a game may allocate.
const referenceBuild = true

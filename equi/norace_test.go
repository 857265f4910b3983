//go:build !race

package equi

// leakPairsPerClass is the number of pairs of games TestViewNoLeakOverHistory
// compares for each class of options; race_test.go sets fewer for the race
// detector, which makes each pair some ten times slower.
const leakPairsPerClass = 20000

//go:build ignore && !race

package boxes

// textMatches is the number of random matches TestPropertyStateText plays:
// the 1,000 of the acceptance of issue 14, and more.
const textMatches = 1400

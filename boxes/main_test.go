package boxes

import (
	"flag"
	"os"
	"strconv"
	"testing"

	_ "pgregory.net/rapid" // registers the -rapid.* flags TestMain sets

	"github.com/cardrules/cardrules/internal/testlong"
)

// TestMain sets rapid's number of checks to 2000 in the long suite (100 in
// the quick one, 25 under the race detector, which looks for races, not
// for more matches) unless -rapid.checks was given, so that the
// properties play thousands of random matches.
func TestMain(m *testing.M) {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) {
		if f.Name == "rapid.checks" {
			set = true
		}
	})
	if !set {
		n := testlong.N(100, 2000)
		if raceDetector {
			n = 25
		}
		if err := flag.Set("rapid.checks", strconv.Itoa(n)); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}

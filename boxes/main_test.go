package boxes

import (
	"flag"
	"os"
	"testing"
)

// TestMain raises rapid's number of checks to 2000 unless -rapid.checks was
// given, so that the properties play thousands of random matches.
func TestMain(m *testing.M) {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) {
		if f.Name == "rapid.checks" {
			set = true
		}
	})
	if !set {
		if err := flag.Set("rapid.checks", "2000"); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}

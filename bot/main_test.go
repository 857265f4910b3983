package bot_test

import (
	"flag"
	"os"
	"testing"
)

// TestMain raises rapid's number of checks to 1000, unless the command line
// sets -rapid.checks: each check plays a whole random deal with the players
// choosing at every turn.
func TestMain(m *testing.M) {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "rapid.checks" })
	if !set {
		if err := flag.Set("rapid.checks", "1000"); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}

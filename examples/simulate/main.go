// Command simulate plays many seeded games of any shipped game or variant
// between bots on every core and reports their win rates with 95% Wilson
// intervals, mean scores, game lengths and ms per move; "simulate merge"
// joins the reports of shards run on many machines. Its flags, the shards
// and how to run it with bots of one's own are in the doc of package sim,
// which is the whole command: "go doc ./examples/simulate/sim".
package main

import (
	"os"

	"github.com/cardrules/cardrules/examples/simulate/sim"
)

func main() { os.Exit(sim.Main(os.Args[1:], sim.Bots{})) }

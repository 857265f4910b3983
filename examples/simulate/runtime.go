package main

import "runtime/metrics"

// What -bench reports besides the speed, from runtime/metrics: what a run
// costs the allocator and the garbage collector, and how long goroutines
// waited for locks, which is what keeps the games from scaling with the
// cores when it grows.

// metricNames are the runtime metrics read around a run, in the order of
// the fields of usage.
var metricNames = []string{
	"/gc/heap/allocs:objects",
	"/gc/heap/allocs:bytes",
	"/gc/cycles/total:gc-cycles",
	"/cpu/classes/gc/total:cpu-seconds",
	"/cpu/classes/total:cpu-seconds",
	"/sync/mutex/wait/total:seconds",
}

// usage is what the runtime spent during a run.
type usage struct {
	Allocs     uint64  // heap objects allocated
	Bytes      uint64  // heap bytes allocated
	GCs        uint64  // garbage collections completed
	GCSeconds  float64 // CPU time of the garbage collector (an estimate of the runtime)
	CPUSeconds float64 // CPU time available to the program: GOMAXPROCS × wall time
	MutexWait  float64 // time goroutines spent blocked on sync.Mutex and the runtime's locks
}

// readUsage returns the runtime's totals so far.
func readUsage() usage {
	samples := make([]metrics.Sample, len(metricNames))
	for i, name := range metricNames {
		samples[i].Name = name
	}
	metrics.Read(samples)
	var u usage
	num := func(i int) float64 {
		switch v := samples[i].Value; v.Kind() {
		case metrics.KindFloat64:
			return v.Float64()
		case metrics.KindUint64:
			return float64(v.Uint64())
		}
		return 0 // a metric this Go version does not have
	}
	u.Allocs = uint64(num(0))
	u.Bytes = uint64(num(1))
	u.GCs = uint64(num(2))
	u.GCSeconds = num(3)
	u.CPUSeconds = num(4)
	u.MutexWait = num(5)
	return u
}

// since returns what the runtime spent between u and then.
func (u usage) since(then usage) usage {
	return usage{
		Allocs:     u.Allocs - then.Allocs,
		Bytes:      u.Bytes - then.Bytes,
		GCs:        u.GCs - then.GCs,
		GCSeconds:  u.GCSeconds - then.GCSeconds,
		CPUSeconds: u.CPUSeconds - then.CPUSeconds,
		MutexWait:  u.MutexWait - then.MutexWait,
	}
}

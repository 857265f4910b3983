package main

import (
	"runtime"
	"runtime/metrics"
)

// What -bench reports besides the speed: what a run costs the allocator and
// the garbage collector, and how long goroutines waited for locks, which is
// what keeps the games from scaling with the cores when it grows.

// metricNames are the runtime metrics read around a run, in the order of
// the fields of usage they fill. The allocation counts come from
// runtime.ReadMemStats instead, which is exact: runtime/metrics counts the
// objects of a cached span only when the span is given back, so a short
// run may show none.
var metricNames = []string{
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

// readUsage returns the runtime's totals so far. It stops the world for a
// moment (runtime.ReadMemStats).
func readUsage() usage {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	u := usage{Allocs: ms.Mallocs, Bytes: ms.TotalAlloc, GCs: uint64(ms.NumGC)}
	samples := make([]metrics.Sample, len(metricNames))
	for i, name := range metricNames {
		samples[i].Name = name
	}
	metrics.Read(samples)
	num := func(i int) float64 {
		if v := samples[i].Value; v.Kind() == metrics.KindFloat64 {
			return v.Float64()
		}
		return 0 // a metric this Go version does not have
	}
	u.GCSeconds = num(0)
	u.CPUSeconds = num(1)
	u.MutexWait = num(2)
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

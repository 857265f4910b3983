package intern

import "testing"

type key struct {
	n int
	x any
}

func TestGetBuildsOncePerKey(t *testing.T) {
	var tab Table[key, int]
	builds := 0
	build := func(k key) int { builds++; return 10 * k.n }
	for _, n := range []int{1, 2, 1, 1, 2, 3} {
		if got := *tab.Get(key{n: n}, build); got != 10*n {
			t.Fatalf("Get(%d) = %d, want %d", n, got, 10*n)
		}
	}
	if builds != 3 {
		t.Errorf("built %d values for 3 keys", builds)
	}
	if a, b := tab.Get(key{n: 1}, build), tab.Get(key{n: 1}, build); a != b {
		t.Error("two Gets of one key give two values")
	}
}

func TestComparable(t *testing.T) {
	if !Comparable(key{n: 1, x: 2}) {
		t.Error("a key holding an int: not comparable")
	}
	if Comparable(key{x: func() {}}) {
		t.Error("a key holding a func: comparable")
	}
}

// Package intern keeps one value built per key, for the games whose rules
// are an options struct that builds its engine's table: the table is made
// once for equal options and found again without hashing on a run of
// calls with the same options.
package intern

import (
	"sync"
	"sync/atomic"
)

// Table holds the values built for keys of type K. The zero Table is
// empty and ready; a Table must not be copied after first use. It is safe
// for concurrent use.
type Table[K comparable, V any] struct {
	m    sync.Map                    // K → *entry[K, V]
	last atomic.Pointer[entry[K, V]] // the entry found last
}

// entry is a key and its value.
type entry[K comparable, V any] struct {
	k K
	v V
}

// Get returns the value of k, built by build(k) the first time k (or a
// key equal to it) is asked for; the value must not be written through
// the pointer. == on k must not panic: a key with an interface field
// whose dynamic type cannot be compared (see [Comparable]) must not be
// given.
func (t *Table[K, V]) Get(k K, build func(K) V) *V {
	if l := t.last.Load(); l != nil && l.k == k {
		return &l.v // small enough to inline: a run of calls with one key
	}
	return t.load(k, build)
}

// load is Get for a key other than the last one found.
func (t *Table[K, V]) load(k K, build func(K) V) *V {
	got, ok := t.m.Load(k)
	if !ok {
		got, _ = t.m.LoadOrStore(k, &entry[K, V]{k, build(k)})
	}
	l := got.(*entry[K, V])
	t.last.Store(l)
	return &l.v
}

// Comparable reports whether == on k does not panic: whether its
// interface fields hold values that can be compared.
func Comparable[K comparable](k K) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return k == k
}

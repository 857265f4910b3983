package sample

// Const is left out: constants are not counted.
const Const = 1

// Var is counted.
var Var, hidden = 1, 2

// T is counted, with its exported field and its exported method.
type T struct {
	Field  int
	hidden int
}

// Method is counted.
func (T) Method() {}

func (T) hidden() {}

// G is a generic type; its method is counted as G.Get.
type G[X any] struct{}

// Get is counted.
func (*G[X]) Get() {}

// I is counted with its method.
type I interface{ Do() }

// F is counted.
func F() {}

type unexported struct{ Field int }

// Method of an unexported type is not counted.
func (unexported) Method() {}

// String implements fmt.Stringer: counted in all, not to learn.
func (T) String() string { return "" }

// Impl implements I, as the assertion below shows: Impl.Do is counted in
// all, not to learn; Impl.Other is counted in both.
type Impl struct{}

// Do implements I.
func (Impl) Do() {}

// Other is Impl's own.
func (Impl) Other() {}

var _ I = Impl{}

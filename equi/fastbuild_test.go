//go:build !cardrules_reference

package equi

// referenceBuild: see reference_test.go.
const referenceBuild = false

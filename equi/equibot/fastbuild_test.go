//go:build !cardrules_reference

package equibot_test

// referenceBuild: see reference_test.go.
const referenceBuild = false

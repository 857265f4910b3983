//go:build !cardrules_reference

package bot_test

// referenceBuild: see reference_test.go.
const referenceBuild = false

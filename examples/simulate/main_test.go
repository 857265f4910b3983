package main

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An interrupt (Ctrl-C) stops the command, which writes the standings of
// the games finished so far and exits with status 130. The test builds the
// command, starts it on more games than it could play, waits for its first
// progress line and sends the signal.
func TestInterruptPrintsTheStandingsSoFar(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "simulate")
	build := exec.Command("go", "build", "-o", bin, ".")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)

	cmd := exec.Command(bin, "-game", "equi", "-games", "1000000000", "-seats", "greedy,random", "-workers", "1", "-progress")
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	lines := bufio.NewScanner(stderr)
	require.True(t, lines.Scan(), "a progress line")
	assert.Regexp(t, `^1/1000000000 games, [0-9.]+ games/s, .* left$`, lines.Text())
	require.NoError(t, cmd.Process.Signal(os.Interrupt))
	var rest strings.Builder
	for lines.Scan() {
		rest.WriteString(lines.Text() + "\n")
	}
	err = cmd.Wait()
	var exit *exec.ExitError
	require.True(t, errors.As(err, &exit), "%v", err)
	assert.Equal(t, 130, exit.ExitCode())
	assert.Regexp(t, `simulate: interrupted after \d+ of 1000000000 games: the report counts them`, rest.String())
	report := stdout.String()
	assert.Contains(t, report, "equi, 2 players")
	assert.Regexp(t, `\n  greedy +1 +\d+ `, report, "the standings so far")
	assert.Regexp(t, `\n  random +1 +\d+ `, report)
}

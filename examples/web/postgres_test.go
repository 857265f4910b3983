package main

import (
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"syscall"
	"testing"

	"github.com/stretchr/testify/require"
)

// postgresBin returns the directory of PostgreSQL's initdb, pg_ctl and
// postgres: Debian's /usr/lib/postgresql/VERSION/bin (the newest), or the
// directory of initdb in PATH. Without them it skips the test, and under
// CI=true fails it: .ci/run installs Debian's postgresql package.
func postgresBin(t testing.TB) string {
	t.Helper()
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	slices.SortFunc(dirs, func(a, b string) int {
		va, _ := strconv.Atoi(filepath.Base(filepath.Dir(a)))
		vb, _ := strconv.Atoi(filepath.Base(filepath.Dir(b)))
		return vb - va
	})
	if p, err := exec.LookPath("initdb"); err == nil {
		if real, err := filepath.EvalSymlinks(p); err == nil {
			p = real
		}
		dirs = append(dirs, filepath.Dir(p))
	}
	for _, dir := range dirs {
		ok := true
		for _, name := range []string{"initdb", "pg_ctl", "postgres"} {
			if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
				ok = false
			}
		}
		if ok {
			return dir
		}
	}
	const msg = "no PostgreSQL found (initdb, pg_ctl and postgres in PATH or /usr/lib/postgresql/*/bin; install Debian's postgresql package, as .ci/run does)"
	if os.Getenv("CI") == "true" {
		t.Fatal(msg + ": CI must run the PostgreSQL tests")
	}
	t.Skip(msg + ": skipped")
	return ""
}

// startPostgres starts a PostgreSQL server of its own in a temporary
// directory, listening on a unix socket there only, and returns the
// connection string of its database "postgres" for -db. The test's cleanup
// stops it. PostgreSQL refuses to run as root: as root, it runs as the user
// postgres, or else nobody.
func startPostgres(t testing.TB) string {
	t.Helper()
	bin := postgresBin(t)
	dir := t.TempDir()
	var cred *syscall.Credential
	if os.Getuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			u, err = user.Lookup("nobody")
		}
		require.NoError(t, err, "a user to run PostgreSQL as")
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
		// The user must reach the directory: the testing package makes its
		// parent for root alone.
		require.NoError(t, os.Chmod(filepath.Dir(dir), 0o711))
		require.NoError(t, os.Chown(dir, uid, gid))
	}
	data, sock := filepath.Join(dir, "data"), filepath.Join(dir, "sock")
	require.NoError(t, os.Mkdir(sock, 0o700))
	if cred != nil {
		require.NoError(t, os.Chown(sock, int(cred.Uid), int(cred.Gid)))
	}
	pg := func(name string, args ...string) {
		t.Helper()
		cmd := exec.Command(filepath.Join(bin, name), args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "LC_ALL=C", "HOME="+dir)
		if cred != nil {
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
		}
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s %q: %s", name, args, out)
	}
	// -N: no fsync of the new files; the tests need no durability across a
	// crash of the machine, and fsync=off below for the same reason.
	pg("initdb", "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "-N")
	// -w waits until the server takes connections: no polling here.
	pg("pg_ctl", "-D", data, "-w", "-t", "60", "-l", filepath.Join(dir, "log"),
		"-o", "-k "+sock+" -c listen_addresses='' -c fsync=off -p 5432", "start")
	t.Cleanup(func() {
		pg("pg_ctl", "-D", data, "-m", "immediate", "-w", "stop")
	})
	return "postgres://postgres@/postgres?host=" + url.QueryEscape(sock) + "&port=5432&sslmode=disable"
}

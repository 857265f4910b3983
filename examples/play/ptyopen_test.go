//go:build linux

package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"unsafe"
)

// errNoPTY is returned by startPTY when the system has no pseudo-terminals
// to give.
var errNoPTY = errors.New("no pseudo-terminal")

// startPTY starts cmd with a new pseudo-terminal as its controlling terminal
// and its standard input, output and error, and returns the terminal's
// controlling side, which the caller closes. It uses Linux's /dev/ptmx
// directly, so the tests need no module beyond the standard library.
func startPTY(cmd *exec.Cmd) (*os.File, error) {
	ptmx, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errNoPTY, err)
	}
	var n uint32
	if err := ioctl(ptmx, syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); err != nil {
		ptmx.Close()
		return nil, fmt.Errorf("%w: TIOCGPTN: %v", errNoPTY, err)
	}
	var unlock int32
	if err := ioctl(ptmx, syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); err != nil {
		ptmx.Close()
		return nil, fmt.Errorf("%w: TIOCSPTLCK: %v", errNoPTY, err)
	}
	tty, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		ptmx.Close()
		return nil, fmt.Errorf("%w: %v", errNoPTY, err)
	}
	defer tty.Close()
	cmd.Stdin, cmd.Stdout, cmd.Stderr = tty, tty, tty
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	if err := cmd.Start(); err != nil {
		ptmx.Close()
		return nil, err
	}
	return ptmx, nil
}

// ioctl calls the ioctl request req on f with the argument arg.
func ioctl(f *os.File, req, arg uintptr) error {
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), req, arg); errno != 0 {
		return errno
	}
	return nil
}

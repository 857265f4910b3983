package cards

import (
	"errors"
	"fmt"
	"strconv"
	"unicode"
	"unicode/utf8"
)

// MaxNameLen is the most bytes a seat's name may hold (64 bytes, from 16 to
// 64 characters).
const MaxNameLen = 64

// ErrInvalidName is wrapped by the errors of [CheckName].
var ErrInvalidName = errors.New("invalid name")

// CheckName returns nil when name may name a seat, and otherwise an error
// wrapping [ErrInvalidName] that says why. It is the one rule for names in
// every game and record of this module, in text and in JSON. A name is
// valid when it
//   - holds at most [MaxNameLen] bytes of valid UTF-8;
//   - holds no control character (Unicode category Cc: NUL, tab, line
//     breaks, ESC, DEL, ...) and no line or paragraph separator (U+2028,
//     U+2029);
//   - holds no character that changes the direction of the text around it:
//     the embeddings, overrides and isolates U+202A to U+202E and U+2066 to
//     U+2069, and the marks U+200E, U+200F and U+061C, so that a name cannot
//     make the text it is shown in read otherwise;
//   - neither starts nor ends with white space.
//
// The empty name is valid: it stands for a seat with no name.
func CheckName(name string) error {
	if len(name) > MaxNameLen {
		return nameError(name, "is longer than "+strconv.Itoa(MaxNameLen)+" bytes")
	}
	if !utf8.ValidString(name) {
		return nameError(name, "is not valid UTF-8")
	}
	for _, r := range name {
		switch {
		case unicode.Is(unicode.Cc, r):
			return nameError(name, "holds the control character "+strconv.QuoteRune(r))
		case r == '\u2028' || r == '\u2029':
			return nameError(name, "holds a line or paragraph separator")
		case isBidiControl(r):
			return nameError(name, "holds the direction control "+strconv.QuoteRuneToASCII(r))
		}
	}
	first, _ := utf8.DecodeRuneInString(name)
	last, _ := utf8.DecodeLastRuneInString(name)
	if name != "" && (unicode.IsSpace(first) || unicode.IsSpace(last)) {
		return nameError(name, "starts or ends with white space")
	}
	return nil
}

// isBidiControl reports whether r is one of the characters that change the
// direction of text: U+061C, U+200E, U+200F, U+202A to U+202E and U+2066 to
// U+2069.
func isBidiControl(r rune) bool {
	return r == '\u061c' || r == '\u200e' || r == '\u200f' ||
		('\u202a' <= r && r <= '\u202e') || ('\u2066' <= r && r <= '\u2069')
}

// nameError returns the error of [CheckName] about name: a message such as
// `invalid name "Ann\x1b[31m": holds the control character '\x1b'`, which
// quotes at most the name's first 32 bytes.
func nameError(name, reason string) error {
	q := quote(name)
	if len(name) > 32 {
		q = quote(prefix(name, 32)) + "... (" + strconv.Itoa(len(name)) + " bytes)"
	}
	return fmt.Errorf("%w %s: %s", ErrInvalidName, q, reason)
}

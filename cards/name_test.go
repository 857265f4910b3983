package cards_test

import (
	"errors"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

func TestCheckName(t *testing.T) {
	for _, name := range []string{
		"", "Ann", "Anne-Marie O'Neil", "José", "Zoë 2", "東京", "😀", "a b",
		strings.Repeat("a", cards.MaxNameLen), strings.Repeat("é", cards.MaxNameLen/2),
	} {
		assert.NoError(t, cards.CheckName(name), "%q", name)
	}
	for name, reason := range map[string]string{
		"A\x00nn":                               `holds the control character '\x00'`,
		"Ann\x1b[31m":                           `holds the control character '\x1b'`,
		"Ann\n":                                 `holds the control character '\n'`,
		"A\tnn":                                 `holds the control character '\t'`,
		"Ann\u0085":                             `holds the control character '\u0085'`,
		"Ann\x7f":                               `holds the control character '\x7f'`,
		"\u202eAnn":                             `holds the direction control '\u202e'`,
		"Ann\u202a":                             `holds the direction control '\u202a'`,
		"Ann\u2066":                             `holds the direction control '\u2066'`,
		"Ann\u2069":                             `holds the direction control '\u2069'`,
		"Ann\u200f":                             `holds the direction control '\u200f'`,
		"Ann\u200e":                             `holds the direction control '\u200e'`,
		"Ann\u061c":                             `holds the direction control '\u061c'`,
		"Ann\u2028":                             "holds a line or paragraph separator",
		"A\xffnn":                               "is not valid UTF-8",
		strings.Repeat("a", cards.MaxNameLen+1): "is longer than 64 bytes",
		strings.Repeat("é", 33):                 "is longer than 64 bytes",
		" Ann":                                  "starts or ends with white space",
		"Ann\u00a0":                             "starts or ends with white space",
	} {
		err := cards.CheckName(name)
		require.Error(t, err, "%q", name)
		assert.ErrorIs(t, err, cards.ErrInvalidName, "%q", name)
		assert.True(t, strings.HasSuffix(err.Error(), ": "+reason), "%q: %v", name, err)
	}
	long := strings.Repeat("a", 10<<20)
	err := cards.CheckName(long)
	assert.Less(t, len(err.Error()), 200, "the error quotes a prefix of the name only")
	assert.Contains(t, err.Error(), "(10485760 bytes)")
	assert.Equal(t, `invalid name "Ann\x1b[31m": holds the control character '\x1b'`, cards.CheckName("Ann\x1b[31m").Error())
}

func FuzzCheckName(f *testing.F) {
	for _, name := range []string{"", "Ann", "B\x00b", "Bob\x1b[2J", "Bob\u202e", " Ann", "東京", "\xff"} {
		f.Add(name)
	}
	f.Fuzz(func(t *testing.T, name string) {
		err := cards.CheckName(name)
		if err != nil {
			if !errors.Is(err, cards.ErrInvalidName) {
				t.Fatalf("error %v does not wrap ErrInvalidName", err)
			}
			return
		}
		if len(name) > cards.MaxNameLen || !utf8.ValidString(name) || strings.TrimSpace(name) != name {
			t.Fatalf("accepted %q", name)
		}
		for _, r := range name {
			if unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) {
				t.Fatalf("accepted %q, which holds %U", name, r)
			}
		}
	})
}

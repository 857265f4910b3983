package wirejson_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

// badNames are names cards.CheckName refuses.
var badNames = map[string]string{
	"NUL":           "B\x00b",
	"ESC":           "Bob\x1b[2J",
	"U+202E":        "Bob\u202e",
	"too long":      strings.Repeat("b", cards.MaxNameLen+1),
	"invalid UTF-8": "B\xffb",
}

// TestNamesRule checks that cards.CheckName is applied to the seats' names
// of both games in a new session, and when a record is resumed from its text
// form and from its JSON form.
func TestNamesRule(t *testing.T) {
	type game struct {
		name       string
		newSession func(names ...string) error
		resume     func(rec *cards.Record) error
		record     func() *cards.Record // of a session with names
		names      []string
	}
	record := func(s interface{ Record() *cards.Record }, err error) *cards.Record {
		require.NoError(t, err)
		return s.Record()
	}
	games := []game{
		{"boxes",
			func(names ...string) error {
				_, err := cards.NewSession(boxes.Rules{}, cards.Deal{Seed: 7}, names...)
				return err
			},
			func(rec *cards.Record) error { _, err := cards.Resume(boxes.Rules{}, rec); return err },
			func() *cards.Record {
				return record(cards.NewSession(boxes.Rules{}, cards.Deal{Seed: 7}, "Ann", "Bob", "Cid", "Dee"))
			},
			[]string{"Ann", "Bob", "Cid", "Dee"}},
		{"equi",
			func(names ...string) error {
				_, err := cards.NewSession(equi.Rules{}, cards.Deal{Seed: 7}, names...)
				return err
			},
			func(rec *cards.Record) error { _, err := cards.Resume(equi.Rules{}, rec); return err },
			func() *cards.Record { return record(cards.NewSession(equi.Rules{}, cards.Deal{Seed: 7}, "Ann", "Bob")) },
			[]string{"Ann", "Bob"}},
	}
	fromText := func(text string) (*cards.Record, error) { return cards.ParseRecord(text) }
	fromJSON := func(doc string) (*cards.Record, error) {
		var rec cards.Record
		return &rec, rec.UnmarshalJSON([]byte(doc))
	}
	for _, g := range games {
		rec := g.record()
		text := rec.String()
		b, err := json.Marshal(rec)
		require.NoError(t, err)
		doc := string(b)
		for what, bad := range badNames {
			names := append([]string(nil), g.names...)
			names[1] = bad
			err := g.newSession(names...)
			assert.ErrorIs(t, err, cards.ErrInvalidArgument, "%s NewSession, %s", g.name, what)
			assert.ErrorIs(t, err, cards.ErrInvalidName, "%s NewSession, %s", g.name, what)

			require.Contains(t, text, `[Seat1 "Bob"]`)
			badText := strings.Replace(text, `[Seat1 "Bob"]`, `[Seat1 "`+bad+`"]`, 1)
			quoted, err := json.Marshal(bad)
			require.NoError(t, err)
			if strings.Contains(what, "UTF-8") {
				quoted = []byte(`"` + bad + `"`) // json.Marshal would mend it
			}
			require.Contains(t, doc, `"Bob"`)
			badDoc := strings.Replace(doc, `"Bob"`, string(quoted), 1)
			for form, read := range map[string]func() (*cards.Record, error){
				"text": func() (*cards.Record, error) { return fromText(badText) },
				"JSON": func() (*cards.Record, error) { return fromJSON(badDoc) },
			} {
				rec, err := read()
				if strings.Contains(what, "UTF-8") {
					// Neither form may hold invalid UTF-8 at all.
					assert.ErrorIs(t, err, cards.ErrSyntax, "%s %s record, %s", g.name, form, what)
					continue
				}
				require.NoError(t, err, "%s %s record, %s: the form is valid", g.name, form, what)
				err = g.resume(rec)
				assert.ErrorIs(t, err, cards.ErrInvalidRecord, "%s %s record, %s", g.name, form, what)
				assert.ErrorIs(t, err, cards.ErrInvalidName, "%s %s record, %s", g.name, form, what)
			}
		}
	}
}

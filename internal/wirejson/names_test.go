package wirejson_test

import (
	"encoding/json"
	"errors"
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

// TestNamesRule checks that both games apply cards.CheckName to the seats'
// names in NewGame, in the text form of a record and in its JSON form.
func TestNamesRule(t *testing.T) {
	type game struct {
		name    string
		sentry  error // the game's ErrInvalidRecord
		newGame func(names ...string) error
		text    string // a record's text naming seat 1 "Bob"
		doc     string // its JSON
		fromText,
		fromJSON func([]byte) error
	}
	bg, err := boxes.NewGame(boxes.Rules{}, 0, 7, "Ann", "Bob", "Cid", "Dee")
	require.NoError(t, err)
	eg, err := equi.NewGame(equi.Rules{}, 0, 7, "Ann", "Bob")
	require.NoError(t, err)
	docOf := func(v any) string {
		b, err := json.Marshal(v)
		require.NoError(t, err)
		return string(b)
	}
	games := []game{
		{"boxes", boxes.ErrInvalidRecord,
			func(names ...string) error { _, err := boxes.NewGame(boxes.Rules{}, 0, 7, names...); return err },
			bg.String(), docOf(bg.Record()),
			func(b []byte) error { var r boxes.Record; return r.UnmarshalText(b) },
			func(b []byte) error { var r boxes.Record; return r.UnmarshalJSON(b) }},
		{"equi", equi.ErrInvalidRecord,
			func(names ...string) error { _, err := equi.NewGame(equi.Rules{}, 0, 7, names...); return err },
			eg.String(), docOf(eg.Record()),
			func(b []byte) error { var r equi.Record; return r.UnmarshalText(b) },
			func(b []byte) error { var r equi.Record; return r.UnmarshalJSON(b) }},
	}
	for _, g := range games {
		require.NoError(t, g.fromText([]byte(g.text)), g.name)
		require.NoError(t, g.fromJSON([]byte(g.doc)), g.name)
		names := []string{"Ann", "Bob", "Cid", "Dee"}[:strings.Count(g.text, "[Seat")]
		for what, bad := range badNames {
			names[1] = bad
			err := g.newGame(names...)
			assert.ErrorIs(t, err, g.sentry, "%s NewGame, %s", g.name, what)
			assert.ErrorIs(t, err, cards.ErrInvalidName, "%s NewGame, %s", g.name, what)

			require.Contains(t, g.text, `[Seat1 "Bob"]`)
			text := strings.Replace(g.text, `[Seat1 "Bob"]`, `[Seat1 "`+bad+`"]`, 1)
			quoted, err := json.Marshal(bad)
			require.NoError(t, err)
			if !strings.Contains(what, "UTF-8") {
				require.Contains(t, g.doc, `"Bob"`)
			} else {
				quoted = []byte(`"` + bad + `"`) // json.Marshal would mend it
			}
			doc := strings.Replace(g.doc, `"Bob"`, string(quoted), 1)
			for form, err := range map[string]error{"text": g.fromText([]byte(text)), "JSON": g.fromJSON([]byte(doc))} {
				require.Error(t, err, "%s %s record, %s", g.name, form, what)
				if strings.Contains(what, "UTF-8") {
					// Neither form may hold invalid UTF-8 at all.
					assert.ErrorIs(t, err, cards.ErrSyntax, "%s %s record, %s", g.name, form, what)
					continue
				}
				assert.ErrorIs(t, err, g.sentry, "%s %s record, %s", g.name, form, what)
				var ne *cards.NameError
				assert.True(t, errors.As(err, &ne), "%s %s record, %s: %v", g.name, form, what, err)
			}
		}
	}
}

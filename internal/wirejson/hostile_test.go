package wirejson_test

import (
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

// hostileSize is the size of the hostile inputs: 10 MiB.
const hostileSize = 10 << 20

// allocated returns the bytes f allocates, counted by the runtime (garbage
// collected or not).
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// fill returns head, then body repeated, then tail, about hostileSize bytes in all.
func fill(head, body, tail string) string {
	n := (hostileSize - len(head) - len(tail)) / len(body)
	return head + strings.Repeat(body, n) + tail
}

// jsonEdit returns doc with the value of its member name replaced by value.
func jsonEdit(t *testing.T, doc, name, value string) string {
	t.Helper()
	var members map[string]json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(doc), &members))
	old, ok := members[name]
	require.True(t, ok, "no member %q in %s", name, doc)
	key := `"` + name + `":` + string(old)
	require.Contains(t, doc, key)
	return strings.Replace(doc, key, `"`+name+`":`+value, 1)
}

// TestHostileInputs feeds every decoder of the module inputs of 10 MiB
// made to cost it most, and checks that each is refused (or, for the one
// marked "read", read) having allocated at most three times the size of its
// input, the copy the test makes of a text for a decoder that takes a
// string included.
func TestHostileInputs(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("10 MiB inputs: not in short mode nor under the race detector")
	}
	d := map[string]decoder{}
	for _, x := range decoders(t) {
		d[x.game+" "+x.typ] = x
	}
	text := func(f func(string) error) func([]byte) error {
		return func(b []byte) error { return f(string(b)) }
	}
	bg, err := cards.NewSession(boxes.Rules{}, cards.Deal{Seed: 7})
	require.NoError(t, err)
	eg, err := cards.NewSession(equi.Rules{}, cards.Deal{Seed: 7})
	require.NoError(t, err)
	boxesText, equiText := bg.Record().String(), eg.Record().String()
	cut := func(s string) string { return s[:strings.Index(s, "\n\n")+1] } // the tags
	boxesTags, equiTags := cut(boxesText), cut(equiText)

	type hostile struct {
		name   string
		input  string
		decode func([]byte) error
	}
	var cases []hostile
	add := func(name, input string, decode func([]byte) error) {
		cases = append(cases, hostile{name, input, decode})
	}
	// cards
	parseDeck := text(func(s string) error { _, err := cards.ParseDeck(s); return err })
	parseSet := text(func(s string) error { _, err := cards.ParseSet(s); return err })
	parseCard := text(func(s string) error { _, err := cards.ParseCard(s); return err })
	parseRecord := text(func(s string) error { _, err := cards.ParseRecord(s); return err })
	add("ParseDeck: many cards", fill("", "2C 3C 4C 5C ", ""), parseDeck)
	add("ParseDeck: spaces, then a repeated card", fill("", " ", "2C 2C"), parseDeck)
	add("ParseDeck: one long word", fill("", "Q", "S"), parseDeck)
	add("ParseSet: many cards", fill("{", "2C 3C 4C 5C ", "}"), parseSet)
	add("ParseSet: one long word", fill("", "Q", "S"), parseSet)
	add("ParseCard: one long word", fill("", "Q", "S"), parseCard)
	add("ParseRecord: many tags", fill("", `[T "x"]`+"\n", ""), parseRecord)
	add("ParseRecord: many one-letter moves", fill("", "a ", ""), parseRecord)
	add("ParseRecord: a long tag value (read)", fill(`[Seat0 "`, `a\"`, `"]`), parseRecord)
	// boxes
	add("boxes.ParseSchedule: many deals", fill("", "1,", "1"), text(func(s string) error { _, err := boxes.ParseSchedule(s); return err }))
	add("boxes.ParseMove: a long move", fill("", "7H+", "7C"), text(func(s string) error { _, err := boxes.Rules{}.ParseMove(s); return err }))
	// A record is read by cards.ParseRecord and played back by cards.Resume.
	resume := func(g func(*cards.Record) error) func([]byte) error {
		return func(b []byte) error {
			rec, err := cards.ParseRecord(string(b))
			if err != nil {
				return err
			}
			return g(rec)
		}
	}
	resumeJSON := func(g func(*cards.Record) error) func([]byte) error {
		return func(b []byte) error {
			var rec cards.Record
			if err := rec.UnmarshalJSON(b); err != nil {
				return err
			}
			return g(&rec)
		}
	}
	boxesResume := func(rec *cards.Record) error { _, err := cards.Resume(boxes.Rules{}, rec); return err }
	equiResume := func(rec *cards.Record) error { _, err := cards.Resume(equi.Rules{}, rec); return err }
	boxesRecord := resume(boxesResume)
	add("boxes.ParseRecord: a long name", fill(strings.Replace(boxesTags, "[Seed", `[Seat0 "`, 1), "a", `"]`+"\n"), boxesRecord)
	add("boxes.ParseRecord: many draws", fill(boxesTags+"\n", "draw ", ""), boxesRecord)
	add("boxes.ParseRecord: many unknown tags", fill(boxesTags, `[T "x"]`+"\n", ""), boxesRecord)
	add("boxes.Rules: a long schedule", jsonEdit(t, d["boxes Rules"].doc, "deals", fill(`"`, "1,", `1"`)), d["boxes Rules"].decode)
	add("boxes.State: a long stock", jsonEdit(t, d["boxes State"].doc, "stock", fill(`"`, "2C ", `"`)), d["boxes State"].decode)
	add("boxes.State: long hands", jsonEdit(t, d["boxes State"].doc, "hands", fill(`[`, `"{}",`, `"{}"]`)), d["boxes State"].decode)
	add("boxes.View: long hand counts", jsonEdit(t, d["boxes View"].doc, "handCounts", fill(`[`, `1,`, `1]`)), d["boxes View"].decode)
	add("boxes record JSON: many moves", jsonEdit(t, d["boxes Record"].doc, "moves", fill(`[`, `"2C",`, `"2C"]`)), resumeJSON(boxesResume))
	add("boxes record JSON: many draws", jsonEdit(t, d["boxes Record"].doc, "moves", fill(`[`, `"draw",`, `"draw"]`)), resumeJSON(boxesResume))
	add("record JSON: many tags", jsonEdit(t, d["boxes Record"].doc, "tags", fill(`[`, `{"name":"T","value":"x"},`, `{"name":"T","value":"x"}]`)), resumeJSON(boxesResume))
	add("record JSON: a long tag value", jsonEdit(t, d["boxes Record"].doc, "tags", fill(`[{"name":"Seat0","value":"`, "a", `"}]`)), resumeJSON(boxesResume))
	// equi
	add("equi.ParseMove: a long move", fill("", "6C+", "=7C"), text(func(s string) error { _, err := equi.Rules{}.ParseMove(s); return err }))
	equiRecord := resume(equiResume)
	add("equi.ParseRecord: a long name", fill(strings.Replace(equiTags, "[Seed", `[Seat0 "`, 1), "a", `"]`+"\n"), equiRecord)
	add("equi.ParseRecord: many trails", fill(equiTags+"\n", "6C ", ""), equiRecord)
	add("equi.ParseRecord: many unknown tags", fill(equiTags, `[T "x"]`+"\n", ""), equiRecord)
	add("equi.Rules: long white space, then a member twice", fill(`{"players":2,`, " ", `"players":2}`), d["equi Rules"].decode)
	add("equi.State: a long stock", jsonEdit(t, d["equi State"].doc, "stock", fill(`"`, "6C ", `"`)), d["equi State"].decode)
	add("equi.State: long hands", jsonEdit(t, d["equi State"].doc, "hands", fill(`[`, `"{}",`, `"{}"]`)), d["equi State"].decode)
	add("equi.View: long hand counts", jsonEdit(t, d["equi View"].doc, "handCounts", fill(`[`, `1,`, `1]`)), d["equi View"].decode)
	add("equi record JSON: many moves", jsonEdit(t, d["equi Record"].doc, "moves", fill(`[`, `"6C",`, `"6C"]`)), resumeJSON(equiResume))
	add("equi record JSON: many trails", jsonEdit(t, d["equi Record"].doc, "moves", fill(`[`, `"6D",`, `"6D"]`)), resumeJSON(equiResume))

	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			input := []byte(c.input)
			require.GreaterOrEqual(t, len(input), hostileSize-64)
			var err error
			n := allocated(func() { err = c.decode(input) })
			if !strings.HasSuffix(c.name, "(read)") {
				assert.Error(t, err)
			}
			assert.LessOrEqual(t, n, uint64(3*len(input)), "%s: %d bytes allocated for %d bytes of input: %v", c.name, n, len(input), err)
			t.Logf("%d bytes allocated (%.2f times the input): %.100v", n, float64(n)/float64(len(input)), err)
		})
	}
}

package cards_test

import (
	"errors"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

func TestParseRecord(t *testing.T) {
	text := `[Game "boxes"]
[Seed "42"]
[Seat0 "Ann \"the ace\" O\\Neil"]

1. 7H 2. draw {she had no heart} 3. 8S:H ; to the end of the line
4. pass 5... 10H
`
	rec, err := cards.ParseRecord(text)
	require.NoError(t, err)
	assert.Equal(t, []cards.Tag{
		{Name: "Game", Value: "boxes"},
		{Name: "Seed", Value: "42"},
		{Name: "Seat0", Value: `Ann "the ace" O\Neil`},
	}, rec.Tags)
	assert.Equal(t, []string{"7H", "draw", "8S:H", "pass", "10H"}, rec.Moves)
	v, ok := rec.Get("Seed")
	assert.True(t, ok)
	assert.Equal(t, "42", v)
	_, ok = rec.Get("Nope")
	assert.False(t, ok)
}

func TestRecordString(t *testing.T) {
	rec := cards.Record{
		Tags:  []cards.Tag{{Name: "Game", Value: "equi"}, {Name: "Seat1", Value: `B "b" \`}},
		Moves: []string{"9C+AS=10H", "6D"},
	}
	want := "[Game \"equi\"]\n[Seat1 \"B \\\"b\\\" \\\\\"]\n\n1. 9C+AS=10H 2. 6D\n"
	assert.Equal(t, want, rec.String())
}

func TestRecordStringWraps(t *testing.T) {
	rec := cards.Record{}
	for range 40 {
		rec.Moves = append(rec.Moves, "10H+10C!")
	}
	text := rec.String()
	lines := 0
	for _, line := range splitLines(text) {
		assert.LessOrEqual(t, len(line), 80, "line %q", line)
		lines++
	}
	assert.Greater(t, lines, 5)
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return out
}

func TestParseRecordErrors(t *testing.T) {
	for _, tc := range []struct {
		text, reason string
	}{
		{"[Game boxes]", `line 1: tag Game: want a quoted value`},
		{"[Game \"boxes\"", `line 1: tag Game: want ] after the value`},
		{"[Game \"boxes]\n", `line 1: tag Game: unterminated value`},
		{"[1Game \"x\"]", `line 1: bad tag name "1Game"`},
		{"[Game \"a\"]\n[Game \"b\"]", `line 2: tag "Game" appears twice`},
		{"[Game \"a\"]\n\n1. QS\n[Seed \"1\"]", `line 4: tag pair after the moves`},
		{"QS } KS", `line 1: } without {`},
		{"1. 7H {a comment 2. 8S", `line 1: { comment not closed`},
		{"[Game \"a\"]\n\n1. 7H {a comment\n2. 8S\n", `line 3: { comment not closed`},
		{"1. " + strings.Repeat("Q", 257), `line 1: a move of 257 bytes: longer than any move's notation (at most 256 bytes)`},
		{"[A \"\\x\"]", `line 1: tag A: a backslash must come before " or \`},
		{"\xff", `line 1: not valid UTF-8`},
	} {
		_, err := cards.ParseRecord(tc.text)
		require.Error(t, err, "%q", tc.text)
		assert.True(t, errors.Is(err, cards.ErrSyntax), "%q", tc.text)
		var pe *cards.ParseError
		require.True(t, errors.As(err, &pe))
		assert.Equal(t, tc.reason, pe.Reason, "%q", tc.text)
	}
}

func TestParseRecordUnicodeSpace(t *testing.T) {
	rec, err := cards.ParseRecord("QS\u00a0KS\u2003 AS")
	require.NoError(t, err)
	assert.Equal(t, []string{"QS", "KS", "AS"}, rec.Moves)
}

func TestRecordSet(t *testing.T) {
	var rec cards.Record
	require.NoError(t, rec.Set("Game", "boxes"))
	require.NoError(t, rec.Set("Seed", "1"))
	require.NoError(t, rec.Set("Game", "equi"))
	assert.Equal(t, []cards.Tag{{Name: "Game", Value: "equi"}, {Name: "Seed", Value: "1"}}, rec.Tags)
	assert.ErrorIs(t, rec.Set("bad name", "x"), cards.ErrSyntax)
	assert.ErrorIs(t, rec.Set("Note", "two\nlines"), cards.ErrSyntax)
	assert.Len(t, rec.Tags, 2)
}

func TestRecordTextUnmarshalKeepsOnError(t *testing.T) {
	rec := cards.Record{Moves: []string{"QS"}}
	require.Error(t, rec.UnmarshalText([]byte("[Game")))
	assert.Equal(t, []string{"QS"}, rec.Moves)
}

// recordGen draws records whose text form must round-trip.
func recordGen() *rapid.Generator[cards.Record] {
	return rapid.Custom(func(t *rapid.T) cards.Record {
		var rec cards.Record
		names := rapid.SliceOfNDistinct(rapid.StringMatching(`[A-Za-z][A-Za-z0-9_]{0,10}`), 0, cards.MaxRecordTags, rapid.ID[string]).Draw(t, "names")
		for _, n := range names {
			v := rapid.StringMatching(`[^\r\n]{0,20}`).Draw(t, "value")
			rec.Tags = append(rec.Tags, cards.Tag{Name: n, Value: v})
		}
		rec.Moves = rapid.SliceOf(rapid.StringMatching(`[A-Za-z0-9+=:!♣♦♥♠]{0,6}[A-Za-z+=:!♠]`)).Draw(t, "moves")
		return rec
	})
}

func TestRecordRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rec := recordGen().Draw(t, "record")
		got, err := cards.ParseRecord(rec.String())
		require.NoError(t, err)
		assert.Equal(t, len(rec.Tags), len(got.Tags))
		for i := range rec.Tags {
			assert.Equal(t, rec.Tags[i], got.Tags[i])
		}
		assert.Equal(t, len(rec.Moves), len(got.Moves))
		for i := range rec.Moves {
			assert.Equal(t, rec.Moves[i], got.Moves[i])
		}
	})
}

func FuzzParseRecord(f *testing.F) {
	f.Add("[Game \"boxes\"]\n\n1. 7H 2. draw")
	f.Add("{x} ; y\n[A \"\\\"\"]")
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := cards.ParseRecord(text)
		if err != nil {
			if !errors.Is(err, cards.ErrSyntax) {
				t.Fatalf("error %v does not wrap ErrSyntax", err)
			}
			return
		}
		again, err := cards.ParseRecord(rec.String())
		if err != nil {
			t.Fatalf("re-parse of %q: %v", rec.String(), err)
		}
		if again.String() != rec.String() {
			t.Fatalf("not stable: %q then %q", rec.String(), again.String())
		}
	})
}

// manyTags returns a record of n tag pairs, each with its own name, and
// moves moves.
func manyTags(n, moves int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(`[T` + strconv.Itoa(i) + ` "v"]` + "\n")
	}
	b.WriteString("\n")
	for range moves {
		b.WriteString("draw ")
	}
	return b.String()
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestParseRecordManyTags checks that a record of 100,000 tags (1.3 MB) is
// refused at its 257th tag, having done no more work than for one of
// 10,000: the cost of a record does not grow with the tags past the limit.
func TestParseRecordManyTags(t *testing.T) {
	for _, n := range []int{10_000, 100_000} {
		_, err := cards.ParseRecord(manyTags(n, 0))
		require.ErrorIs(t, err, cards.ErrSyntax)
		assert.ErrorContains(t, err, "line 257: more than 256 tag pairs")
	}
	small, big := manyTags(10_000, 0), manyTags(100_000, 0)
	var tags int
	count := func(text string) func() {
		return func() {
			tags = 0
			_ = cards.ReadRecord(text, func(cards.Tag) error { tags++; return nil }, func(string) error { return nil })
		}
	}
	a10k := allocated(count(small))
	assert.Equal(t, cards.MaxRecordTags, tags)
	a100k := allocated(count(big))
	assert.Equal(t, cards.MaxRecordTags, tags, "ReadRecord stops at the limit")
	assert.LessOrEqual(t, a100k, a10k+1024, "100,000 tags cost no more than 10,000")
	assert.Less(t, a100k, uint64(16<<10))

	// Below the limits, the bytes allocated grow with the moves, in
	// proportion: 16 bytes a move.
	r1 := manyTags(cards.MaxRecordTags, 10_000)
	r10 := manyTags(cards.MaxRecordTags, 100_000)
	var rec *cards.Record
	var err error
	b1 := allocated(func() { rec, err = cards.ParseRecord(r1) })
	require.NoError(t, err)
	require.Len(t, rec.Tags, cards.MaxRecordTags)
	b10 := allocated(func() { rec, err = cards.ParseRecord(r10) })
	require.NoError(t, err)
	require.Len(t, rec.Moves, 100_000)
	assert.LessOrEqual(t, b10, 10*b1, "ten times the moves, at most ten times the bytes")
	assert.LessOrEqual(t, b10, uint64(16*100_000+32*cards.MaxRecordTags+16<<10))
}

// BenchmarkParseRecordManyTags parses a record of 100,000 tag pairs (1.3 MB),
// which is refused at the 257th.
func BenchmarkParseRecordManyTags(b *testing.B) {
	text := manyTags(100_000, 0)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := cards.ParseRecord(text); err == nil {
			b.Fatal("accepted")
		}
	}
}

func TestRecordSetLimit(t *testing.T) {
	var rec cards.Record
	for i := range cards.MaxRecordTags {
		require.NoError(t, rec.Set("T"+strconv.Itoa(i), "v"))
	}
	assert.ErrorIs(t, rec.Set("One_more", "v"), cards.ErrSyntax)
	assert.NoError(t, rec.Set("T0", "w"), "a tag it holds may still be set")
	_, err := cards.ParseRecord(rec.String())
	assert.NoError(t, err)
}

func TestRecordJSON(t *testing.T) {
	rec := &cards.Record{Tags: []cards.Tag{{Name: "Game", Value: "nim"}, {Name: "Event", Value: `a "quoted" one`}}, Moves: []string{"1", "3"}}
	data, err := rec.MarshalJSON()
	require.NoError(t, err)
	assert.JSONEq(t, `{"tags":[{"name":"Game","value":"nim"},{"name":"Event","value":"a \"quoted\" one"}],"moves":["1","3"]}`, string(data))
	var back cards.Record
	require.NoError(t, back.UnmarshalJSON(data))
	assert.Equal(t, rec, &back)

	empty, err := (&cards.Record{}).MarshalJSON()
	require.NoError(t, err)
	assert.JSONEq(t, `{"tags":[],"moves":[]}`, string(empty))
	require.NoError(t, back.UnmarshalJSON(empty))
	assert.Equal(t, cards.Record{}, back)
}

func TestRecordJSONRefuses(t *testing.T) {
	good := &cards.Record{Tags: []cards.Tag{{Name: "Game", Value: "nim"}}, Moves: []string{"1"}}
	for _, c := range []struct{ name, doc, reason string }{
		{"wrong case", `{"Tags":[],"moves":[]}`, `"Tags" is unknown`},
		{"unknown member", `{"tags":[],"moves":[],"result":"1-0"}`, `"result" is unknown`},
		{"missing member", `{"tags":[]}`, `"moves" is missing`},
		{"duplicate member", `{"tags":[],"moves":[],"moves":[]}`, `"moves" appears twice`},
		{"duplicate in a tag", `{"tags":[{"name":"A","value":"1","value":"2"}],"moves":[]}`, `"value" appears twice`},
		{"null", `{"tags":null,"moves":[]}`, "null"},
		{"tag twice", `{"tags":[{"name":"A","value":"1"},{"name":"A","value":"2"}],"moves":[]}`, `tag "A" appears twice`},
		{"bad tag name", `{"tags":[{"name":"1A","value":"1"}],"moves":[]}`, "want a letter"},
		{"line break", `{"tags":[{"name":"A","value":"1\n2"}],"moves":[]}`, "line break"},
		{"two words", `{"tags":[],"moves":["1 2"]}`, "move 1 is not one word"},
		{"empty move", `{"tags":[],"moves":["1",""]}`, "move 2 is not one word"},
		{"brace", `{"tags":[],"moves":["{1}"]}`, "move 1 is not one word"},
		{"long move", `{"tags":[],"moves":["1","` + strings.Repeat("Q", 257) + `"]}`, `member "moves": element 1 is a string of more than 256 bytes`},
		{"not an object", `[]`, "want a JSON object"},
		{"trailing data", `{"tags":[],"moves":[]} {}`, "data after"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := *good
			err := r.UnmarshalJSON([]byte(c.doc))
			require.ErrorIs(t, err, cards.ErrSyntax)
			var pe *cards.ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, "record JSON", pe.Kind)
			assert.Contains(t, pe.Reason, c.reason)
			assert.Equal(t, *good, r, "a refused document changes nothing")
		})
	}
}

// FuzzRecordJSON checks that any JSON record accepted writes text and JSON
// that read back to the same record.
func FuzzRecordJSON(f *testing.F) {
	f.Add([]byte(`{"tags":[{"name":"Game","value":"nim"}],"moves":["1","3"]}`))
	f.Add([]byte(`{"tags":[],"moves":[]}`))
	f.Add([]byte(`{"tags":[{"name":"A","value":"\u00e9\""}],"moves":["x"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var rec cards.Record
		if err := rec.UnmarshalJSON(data); err != nil {
			require.ErrorIs(t, err, cards.ErrSyntax)
			return
		}
		out, err := rec.MarshalJSON()
		require.NoError(t, err)
		var back cards.Record
		require.NoError(t, back.UnmarshalJSON(out))
		require.Equal(t, rec, back)
		text, err := cards.ParseRecord(rec.String())
		require.NoError(t, err)
		require.Equal(t, &rec, text)
	})
}

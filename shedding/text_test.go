package shedding

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// jackPlayed is a game of Mau-Mau of two players, dealer 1, after seat 0
// played the JD naming hearts: the family's text and JSON, written out.
const (
	jackPlayed = "7D,8D,KS,AD/9S,10H,JS,QC,KD JD:H/9C " +
		"7C,7H,7S,8C,8H,8S,9D,9H,10C,10D,10S,JC,JH,QD,QH,QS,KC,KH,AC,AH,AS " +
		"1:play cw 0 1 0/5 1 0,0 - 0:JD:H/0,0 " + rng0 + " plays:1"
	jackPlayedJSON = `{"schedule":"5","deal":0,"dealer":1,"turn":1,"phase":"play","direction":"clockwise",` +
		`"top":"JD","suit":"H","discards":"{9C}","chain":0,"pending":0,"drawn":"","passes":0,"moves":1,` +
		`"totals":[0,0],"lastDeal":{"deal":-1,"reason":"none","out":-1,"scores":[0,0],"hands":["{}","{}"]},` +
		`"last":{"deal":0,"seat":0,"move":"JD:H","drew":[0,0]},"plays":1,` +
		`"hands":["{7D 8D KS AD}","{9S 10H JS QC KD}"],` +
		`"stock":"7C 7H 7S 8C 8H 8S 9D 9H 10C 10D 10S JC JH QD QH QS KC KH AC AH AS",` +
		`"rng":"` + rng0 + `"}`
)

// TestFamilyForm writes a position of Mau-Mau in the family's form, text
// and JSON, as written out by hand, reads both back, and keeps a suit
// named through a draw only as far as the form tells it.
func TestFamilyForm(t *testing.T) {
	r := MauMau(2)
	s := play(t, r, pos(t, r, "JD,KS,AD,7D,8D/JS,10H,KD,QC,9S 9C/- * 0:play cw 0 0 0/5 1 0,0 - -"), "JD:H")
	assert.Equal(t, jackPlayed, stateText(t, r, s))
	data, err := r.MarshalState(s)
	require.NoError(t, err)
	assert.Equal(t, jackPlayedJSON, string(data))
	assert.Equal(t, s, mustParse(t, r, jackPlayed))
	back, err := r.DecodeState([]byte(jackPlayedJSON))
	require.NoError(t, err)
	assert.Equal(t, s, back)

	// A jack naming its own suit: the last move tells it, and after the
	// draw that follows the form no more does.
	s = play(t, r, s, "JS:S")
	assert.True(t, s.Named())
	text := stateText(t, r, s)
	assert.Contains(t, text, " JS/9C,JD ")
	assert.Contains(t, text, " 1:JS:S/0,0 ")
	assert.Equal(t, s, readBack(t, r, s))
	s = play(t, r, s, "draw")
	assert.False(t, s.Named(), "a draw after a suit named its own")
	assert.Equal(t, s, readBack(t, r, s))
	assert.Contains(t, stateText(t, r, s), " 0:drawn:7C cw ")
}

// TestFamilyFormRefused: a text or a document that does not follow the
// form, or is no position the rules reach, is refused with the sentinel
// of its fault.
func TestFamilyFormRefused(t *testing.T) {
	r := MauMau(2)
	for _, c := range []struct {
		from, to string
		err      error
		why      string
	}{
		{" 0/5 ", " 0/7 ", cards.ErrSyntax, "the schedule is not the rules'"},
		{"7D,8D,KS,AD/", "7D,8D/KS,AD/", cards.ErrSyntax, "three hands for two players"},
		{rng0, rng0 + " 0,1,0,0/0,0", cards.ErrInvalidState, "a variant's counter"},
		{"plays:1", "drawn:1,plays:1", cards.ErrSyntax, "one card drawn is the phase's"},
		{" plays:1", "", cards.ErrInvalidState, "a discard, yet no card played"},
		{"plays:1", "plays:1,end:out:0", cards.ErrSyntax, "an end while the game goes on"},
		{" - 0:JD:H", " out:0/-/9S 0:JD:H", cards.ErrSyntax, "a last deal in a game of one deal"},
		{"plays:1", "plays:1 v-/-", cards.ErrSyntax, "the voids after the engine's field"},
		{" 1:play ", " 1:answer:0:0 ", cards.ErrInvalidState, "an answer to nothing"},
		{" 0,0 - ", " 0,-0 - ", cards.ErrSyntax, "-0"},
		{" 0,0 - ", " 0,5 - ", cards.ErrInvalidState, "totals in a game of one deal"},
	} {
		text := strings.Replace(jackPlayed, c.from, c.to, 1)
		require.NotEqual(t, jackPlayed, text, c.why)
		_, err := r.ParseState(text)
		assert.ErrorIs(t, err, c.err, "%s: %s", c.why, text)
	}
	_, err := r.ParseState(strings.Replace(jackPlayed, rng0, rng0+" 0,0,0,0/0,0", 1))
	assert.NoError(t, err, "a variant's field of 0s is read")
	_, err = boxesTable().ParseState("KS/KD/KC/* JH/- - 0:play cw 0 3 0/8 3 0,0,0,0 - 3:pass/0,0,0,0 " + rng0 + " plays:1")
	assert.ErrorIs(t, err, cards.ErrInvalidState, "plays under a table that counts none")
	_, err = r.ParseState(strings.Replace(jackPlayed, "1:play", "over", 1))
	assert.ErrorIs(t, err, cards.ErrSyntax, "over, yet no end")

	for _, c := range []struct {
		from, to string
		err      error
		why      string
	}{
		{`"plays":1,`, `"drawnThisTurn":1,"plays":1,`, cards.ErrInvalidState, "one card drawn is the phase's"},
		{`"plays":1,`, `"counters":[0,1,0,0],"plays":1,`, cards.ErrInvalidState, "a variant's counter"},
		{`"totals":[0,0]`, `"totals":[0,0,0]`, cards.ErrInvalidState, "three totals"},
		{`"scores":[0,0]`, `"scores":[0,1]`, cards.ErrInvalidState, "a last deal's score"},
		{`"schedule":"5"`, `"schedule":"7"`, cards.ErrInvalidState, "the schedule is not the rules'"},
		{`"phase":"play"`, `"phase":"drawn"`, cards.ErrInvalidState, "drawn, yet the last move is no draw"},
		{`"plays":1,`, `"plays":1,"end":{"reason":"out","out":0},`, cards.ErrInvalidState, "an end while the game goes on"},
	} {
		doc := strings.Replace(jackPlayedJSON, c.from, c.to, 1)
		require.NotEqual(t, jackPlayedJSON, doc, c.why)
		_, err := r.DecodeState([]byte(doc))
		assert.ErrorIs(t, err, c.err, "%s: %s", c.why, doc)
	}
}

// TestErrorsNameTheGame checks that the readers' errors name the table's
// game, not the engine, and still wrap their sentinels.
func TestErrorsNameTheGame(t *testing.T) {
	r := MauMau(2)
	_, err := r.ParseMove("QS:H")
	require.ErrorIs(t, err, cards.ErrSyntax)
	assert.EqualError(t, err, `parse mau-mau move "QS:H": QS names no suit`)
	_, err = r.ParseMove("QS:X")
	require.ErrorIs(t, err, cards.ErrSyntax)
	assert.EqualError(t, err, `parse mau-mau move "QS:X": bad suit "X" after ':'`)

	_, err = r.ParseState("")
	require.ErrorIs(t, err, cards.ErrSyntax)
	assert.EqualError(t, err, `parse mau-mau position "": empty`)

	// A card held twice: a position the text reads and the checks refuse.
	_, err = r.ParseState(strings.Replace(jackPlayed, "7D,8D,KS,AD", "7D,8D,KS,AD,9C", 1))
	require.ErrorIs(t, err, cards.ErrInvalidState)
	assert.True(t, strings.HasPrefix(err.Error(), "mau-mau: invalid state: "), err.Error())

	s, err := r.ParseState(jackPlayed)
	require.NoError(t, err)
	data, err := r.MarshalState(s)
	require.NoError(t, err)
	_, err = r.DecodeState([]byte(strings.Replace(string(data), `"{7D 8D KS AD}"`, `"{7D 8D KS AD 9C}"`, 1)))
	require.ErrorIs(t, err, cards.ErrInvalidState)
	assert.True(t, strings.HasPrefix(err.Error(), "mau-mau: invalid state: "), err.Error())
}

package cards_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/internal/zerotest"
)

// Every exported function and method takes zero values (nil pointers,
// slices and interfaces, zero structs and numbers) without a panic, and
// gives the documented zero result or error.
func TestZeroValues(t *testing.T) {
	var (
		c    cards.Card
		s    cards.Set
		d    cards.Deck
		r    cards.Rank
		u    cards.Suit
		rec  *cards.Record
		me   *cards.MoveError
		pe   *cards.ParseError
		sess *cards.Session[nimState, take, nimView]
		zs   = &cards.Session[nimState, take, nimView]{}
	)
	isInvalid := func(err error) { assert.ErrorIs(t, err, cards.ErrInvalidArgument) }
	syntax := func(err error) { assert.ErrorIs(t, err, cards.ErrSyntax) }
	zerotest.Run(t, ".", zerotest.Calls{
		"CheckName": func() { assert.NoError(t, cards.CheckName("")) },
		"As": func() {
			_, ok := cards.As[cards.InPlace[nimState, take]](nil)
			assert.False(t, ok)
		},
		"Legal":            func() { assert.Nil(t, cards.Legal[nimState, take](nil, nimState{})) },
		"Over":             func() { assert.True(t, cards.Over[nimState, take](nil, nimState{})) },
		"Play":             func() { _, err := cards.Play[nimState, take](nil, nimState{}); isInvalid(err) },
		"Playout":          func() { _, _, err := cards.Playout[nimState, take](nil, nimState{}, nil, 0); isInvalid(err) },
		"UintN":            func() { assert.Zero(t, cards.UintN(nil, 0)); assert.Zero(t, cards.UintN(nil, 5)) },
		"New":              func() { assert.Equal(t, cards.NoCard, cards.New(0, 0)) },
		"ParseCard":        func() { _, err := cards.ParseCard(""); syntax(err) },
		"ParseDeck":        func() { d, err := cards.ParseDeck(""); assert.NoError(t, err); assert.Empty(t, d) },
		"ParseRank":        func() { _, err := cards.ParseRank(""); syntax(err) },
		"ParseSuit":        func() { _, err := cards.ParseSuit(""); syntax(err) },
		"ParseSet":         func() { s, err := cards.ParseSet(""); assert.NoError(t, err); assert.Zero(t, s) },
		"ParseRecord":      func() { r, err := cards.ParseRecord(""); assert.NoError(t, err); assert.Equal(t, &cards.Record{}, r) },
		"ReadRecord":       func() { assert.NoError(t, cards.ReadRecord("", nil, nil)) },
		"NewDeck":          func() { assert.Empty(t, cards.NewDeck(0)) },
		"NewDeck36":        func() { assert.Len(t, cards.NewDeck36(), 36) },
		"NewDeck52":        func() { assert.Len(t, cards.NewDeck52(), 52) },
		"NewParseError":    func() { assert.ErrorIs(t, cards.NewParseError("", "", ""), cards.ErrSyntax) },
		"NewSession":       func() { _, err := cards.NewSession[nimState, take, nimView](nil, cards.Deal{}); isInvalid(err) },
		"Resume":           func() { _, err := cards.Resume[nimState, take, nimView](nil, nil); isInvalid(err) },
		"RankSet":          func() { assert.Zero(t, cards.RankSet(0)) },
		"SuitSet":          func() { assert.Equal(t, 13, cards.SuitSet(0).Len()) },
		"SetOf":            func() { assert.Zero(t, cards.SetOf()) },
		"Card.MarshalText": func() { b, err := c.MarshalText(); assert.NoError(t, err); assert.Equal(t, "2C", string(b)) },
		"Card.Rank":        func() { assert.Equal(t, cards.Two, c.Rank()) },
		"Card.String":      func() { assert.Equal(t, "2C", c.String()) },
		"Card.Suit":        func() { assert.Equal(t, cards.Clubs, c.Suit()) },
		"Card.Symbol":      func() { assert.Equal(t, "2♣", c.Symbol()) },
		"Card.UnmarshalText": func() {
			var x cards.Card
			syntax(x.UnmarshalText(nil))
			isInvalid((*cards.Card)(nil).UnmarshalText([]byte("2C")))
		},
		"Card.Valid": func() { assert.True(t, c.Valid()) },
		"Deal.Shuffler": func() {
			e, err := cards.Deal{}.Shuffler()
			assert.NoError(t, err)
			assert.Zero(t, e)
		},
		"Shuffler.Engine":  func() { assert.Equal(t, cards.Engine, cards.Shuffler(0).Engine()) },
		"Shuffler.Shuffle": func() { cards.Shuffler(0).Shuffle(nil, nil); cards.Shuffler(0).Shuffle(d, &rand.PCG{}) },
		"Deck.Deal":        func() { _, _, ok := d.Deal(0); assert.True(t, ok); _, _, ok = d.Deal(1); assert.False(t, ok) },
		"Deck.DealRound":   func() { _, ok := d.DealRound(nil, 0); assert.True(t, ok) },
		"Deck.MarshalText": func() { b, err := d.MarshalText(); assert.NoError(t, err); assert.Equal(t, "", string(b)) },
		"Deck.Set":         func() { assert.Zero(t, d.Set()) },
		"Deck.Shuffle":     func() { d.Shuffle(nil); d.Shuffle(rand.New(rand.NewPCG(0, 0))) },
		"Deck.ShufflePCG":  func() { d.ShufflePCG(nil); d.ShufflePCG(&rand.PCG{}) },
		"Deck.String":      func() { assert.Equal(t, "", d.String()) },
		"Deck.UnmarshalText": func() {
			var x cards.Deck
			assert.NoError(t, x.UnmarshalText(nil))
			isInvalid((*cards.Deck)(nil).UnmarshalText([]byte("2C")))
		},
		"Deck.Valid":      func() { assert.True(t, d.Valid()) },
		"MoveError.Error": func() { assert.Equal(t, "<nil>", me.Error()); assert.NotEmpty(t, (&cards.MoveError{}).Error()) },
		"MoveError.Unwrap": func() {
			assert.Nil(t, me.Unwrap())
			assert.True(t, errors.Is(&cards.MoveError{}, cards.ErrIllegalMove))
		},
		"ParseError.Error":  func() { assert.Equal(t, "<nil>", pe.Error()); assert.NotEmpty(t, (&cards.ParseError{}).Error()) },
		"ParseError.Unwrap": func() { assert.Equal(t, cards.ErrSyntax, pe.Unwrap()) },
		"Rank.MarshalText":  func() { _, err := r.MarshalText(); syntax(err) },
		"Rank.Name":         func() { assert.NotEmpty(t, r.Name()) },
		"Rank.String":       func() { assert.NotEmpty(t, r.String()) },
		"Rank.UnmarshalText": func() {
			var x cards.Rank
			syntax(x.UnmarshalText(nil))
			isInvalid((*cards.Rank)(nil).UnmarshalText([]byte("Q")))
		},
		"Rank.Valid":           func() { assert.False(t, r.Valid()) },
		"Record.Get":           func() { _, ok := rec.Get(""); assert.False(t, ok) },
		"Record.MarshalJSON":   func() { b, err := rec.MarshalJSON(); assert.NoError(t, err); assert.Equal(t, "null", string(b)) },
		"Record.MarshalText":   func() { b, err := rec.MarshalText(); assert.NoError(t, err); assert.Empty(t, b) },
		"Record.Set":           func() { isInvalid(rec.Set("A", "1")); syntax((&cards.Record{}).Set("", "")) },
		"Record.String":        func() { assert.Equal(t, "", rec.String()); assert.Equal(t, "\n", (&cards.Record{}).String()) },
		"Record.UnmarshalJSON": func() { isInvalid(rec.UnmarshalJSON(nil)); syntax((&cards.Record{}).UnmarshalJSON(nil)) },
		"Record.UnmarshalText": func() { isInvalid(rec.UnmarshalText(nil)); assert.NoError(t, (&cards.Record{}).UnmarshalText(nil)) },
		"Session.Deal":         func() { assert.Zero(t, sess.Deal()); assert.Zero(t, zs.Deal()) },
		"Session.History":      func() { assert.Nil(t, sess.History()); assert.Nil(t, zs.History()) },
		"Session.Names":        func() { assert.Nil(t, sess.Names()); assert.Nil(t, zs.Names()) },
		"Session.Play":         func() { isInvalid(sess.Play(0)); isInvalid(zs.Play(0)) },
		"Session.PlayText":     func() { _, err := sess.PlayText(""); isInvalid(err); _, err = zs.PlayText(""); isInvalid(err) },
		"Session.Record":       func() { assert.Equal(t, &cards.Record{}, sess.Record()); assert.Equal(t, &cards.Record{}, zs.Record()) },
		"Session.Result":       func() { assert.Equal(t, "*", sess.Result()); assert.Equal(t, "*", zs.Result()) },
		"Session.Story":        func() { assert.Nil(t, sess.Story(0, 0)); assert.Nil(t, zs.Story(0, cards.Spectator)) },
		"Event.SeenBy":         func() { assert.Equal(t, cards.Event{}, cards.Event{}.SeenBy(0)) },
		"EventKind.String":     func() { assert.Equal(t, "EventKind(0)", cards.EventKind(0).String()) },
		"EventKind.UnmarshalText": func() {
			isInvalid((*cards.EventKind)(nil).UnmarshalText(nil))
			var k cards.EventKind
			syntax(k.UnmarshalText(nil))
		},
		"EventKind.MarshalText": func() {
			_, err := cards.EventKind(0).MarshalText()
			syntax(err)
		},
		"Session.Winners": func() { assert.Nil(t, sess.Winners()); assert.Nil(t, zs.Winners()) },
		"Session.Rules":   func() { assert.Nil(t, sess.Rules()); assert.Nil(t, zs.Rules()) },
		"Session.State":   func() { assert.Zero(t, sess.State()); assert.Zero(t, zs.State()) },
		"Session.ToMove":  func() { assert.Equal(t, -1, sess.ToMove()); assert.Equal(t, -1, zs.ToMove()) },
		"Session.View":    func() { assert.Zero(t, sess.View(0)); assert.Zero(t, zs.View(cards.Spectator)) },
		"Set.Add":         func() { assert.Equal(t, cards.SetOf(c), s.Add(c)) },
		"Set.All": func() {
			for range s.All() {
				t.Error("the empty set has a card")
			}
		},
		"Set.AppendCards": func() { assert.Nil(t, s.AppendCards(nil)) },
		"Set.Cards":       func() { assert.Empty(t, s.Cards()) },
		"Set.Contains":    func() { assert.True(t, s.Contains(0)) },
		"Set.Disjoint":    func() { assert.True(t, s.Disjoint(0)) },
		"Set.Empty":       func() { assert.True(t, s.Empty()) },
		"Set.Has":         func() { assert.False(t, s.Has(c)) },
		"Set.Intersect":   func() { assert.Zero(t, s.Intersect(0)) },
		"Set.Len":         func() { assert.Zero(t, s.Len()) },
		"Set.MarshalText": func() { b, err := s.MarshalText(); assert.NoError(t, err); assert.Equal(t, "{}", string(b)) },
		"Set.Max":         func() { _, ok := s.Max(); assert.False(t, ok) },
		"Set.Min":         func() { _, ok := s.Min(); assert.False(t, ok) },
		"Set.Minus":       func() { assert.Zero(t, s.Minus(0)) },
		"Set.Nth":         func() { _, ok := s.Nth(0); assert.False(t, ok) },
		"Set.OfRank":      func() { assert.Zero(t, s.OfRank(0)) },
		"Set.OfSuit":      func() { assert.Zero(t, s.OfSuit(0)) },
		"Set.Remove":      func() { assert.Zero(t, s.Remove(c)) },
		"Set.String":      func() { assert.Equal(t, "{}", s.String()) },
		"Set.Union":       func() { assert.Zero(t, s.Union(0)) },
		"Set.UnmarshalText": func() {
			var x cards.Set
			assert.NoError(t, x.UnmarshalText(nil))
			isInvalid((*cards.Set)(nil).UnmarshalText(nil))
		},
		"Set.Valid":        func() { assert.True(t, s.Valid()) },
		"Suit.MarshalText": func() { b, err := u.MarshalText(); assert.NoError(t, err); assert.Equal(t, "C", string(b)) },
		"Suit.Name":        func() { assert.Equal(t, "clubs", u.Name()) },
		"Suit.Red":         func() { assert.False(t, u.Red()) },
		"Suit.String":      func() { assert.Equal(t, "C", u.String()) },
		"Suit.Symbol":      func() { assert.Equal(t, "♣", u.Symbol()) },
		"Suit.UnmarshalText": func() {
			var x cards.Suit
			syntax(x.UnmarshalText(nil))
			isInvalid((*cards.Suit)(nil).UnmarshalText([]byte("C")))
		},
		"Suit.Valid": func() { assert.True(t, u.Valid()) },
	})
}

// cards/cardstest.Check with zero values fails its test, never panics.
func TestCardstestZeroValues(t *testing.T) {
	zerotest.Run(t, "cardstest", zerotest.Calls{
		"Check": func() {
			msg := checkFails(t, nil, cardstest.Config[nimState, take]{})
			assert.Contains(t, msg, "need a game, Start and Cards")
			msg = checkFails(t, nim{}, cardstest.Config[nimState, take]{})
			assert.Contains(t, msg, "need a game, Start and Cards")
		},
	})
}

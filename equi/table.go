package equi

import (
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
)

// Table returns Equi under r's options as a table of the fishing engine
// (docs/rules/equi.md names each row's field): [fishing.New] of it plays
// exactly as r does, the same legal moves in the same order, the same
// positions and scores from the same deal. The Variant is not carried: an
// equi.Variant works on equi's own positions, so Table of rules with a
// Variant is the table of the standard game, and a fishing variant goes in
// the table's own Variant field. Options out of range are copied as they
// are, for [fishing.New] to refuse.
func (r Rules) Table() fishing.Table {
	t := fishing.Table{
		Name: gameName, Players: r.players(), Deck: cards.Deck36, Values: Points(),
		Hand: HandSize, TableCards: TableSize,
		Refill: fishing.RefillMover, Play: fishing.PlaySubset, Relation: fishing.SumEqual,
		RankBan: !r.NoRankBan, WholeLifts: true, LastLifts: true,
		Compulsory: fishing.CompelHand, Recycle: fishing.RecycleAll,
		ClearEnds: true, NoProgressRounds: r.rounds(), MaxMoves: r.maxMoves(),
		Scoring: fishing.Scoring{CardsHeld: r.Scoring == ScoreCards, ValuesCaptured: r.Scoring == ScorePoints},
	}
	if r.VoluntaryTrail {
		t.Compulsory = fishing.CompelNone
	}
	if r.RecycleByFour {
		t.Recycle = fishing.RecycleLowest
	}
	return t
}

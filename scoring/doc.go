// Package scoring counts points: card point tables, totals across the deals of
// a match, partnerships and standings.
package scoring

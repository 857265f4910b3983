package main

import (
	"bytes"
	"embed"
	"fmt"
	"html"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

// The rules of the games, as docs/rules gives them: rules/ holds a copy,
// which TestRulesCopied keeps equal to docs/rules.
//
//go:generate sh -c "cp ../../docs/rules/boxes.md ../../docs/rules/equi.md ../../docs/rules/crazy-eights.md ../../docs/rules/mau-mau.md ../../docs/rules/switch.md ../../docs/rules/scopa.md ../../docs/rules/escoba.md rules/"
//go:embed rules/*.md
var rulesFS embed.FS

// rulesTitle names each game whose rules the server serves, by the name
// its records give it.
var rulesTitle = map[string]string{
	boxesName:       "Boxes",
	equiName:        "Equi",
	crazyEightsName: "Crazy Eights",
	"mau-mau":       "Mau-Mau",
	"switch":        "Switch",
	scopaName:       "Scopa",
	escobaName:      "Escoba",
}

// rulesMarkdown is the Markdown the rules pages are written from: GitHub's
// (tables), with no raw HTML passed through.
var rulesMarkdown = goldmark.New(goldmark.WithExtensions(extension.GFM))

// rulesText returns the page of the rules of game (boxes, equi,
// crazy-eights, mau-mau, switch, scopa or escoba) as HTML, or an error for another name.
func rulesText(game string) ([]byte, error) {
	title, ok := rulesTitle[game]
	if !ok {
		return nil, fmt.Errorf("no rules for %q", game)
	}
	src, err := rulesFS.ReadFile("rules/" + game + ".md")
	if err != nil {
		return nil, err
	}
	var body bytes.Buffer
	if err := rulesMarkdown.Convert(src, &body); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	fmt.Fprintf(&out, rulesPageHead, html.EscapeString(title))
	out.Write(body.Bytes())
	out.WriteString(rulesPageFoot)
	return out.Bytes(), nil
}

// rulesPageHead and rulesPageFoot frame a rules page; the head takes the
// game's name.
const (
	rulesPageHead = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The rules of %s</title>
<link rel="stylesheet" href="/static/style.css">
</head>
<body>
<main id="rules" class="rules">
<p><a href="/">cardrules</a> · the rules as the library plays them</p>
`
	rulesPageFoot = `</main>
</body>
</html>
`
)

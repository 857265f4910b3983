// cardrules web example: the page. Plain JavaScript, no build step.
//
// The server sends each seat a message: the library's view of that seat (its
// JSON form, documented in `go doc ./boxes`, `go doc ./equi`, `go doc
// ./crazyeights` and `go doc ./shedding`, section "JSON"), the players' names, and a few extras: for
// a variant of Boxes or Equi, its name and what it keeps (msg.variant). The page draws the message,
// and sends moves in the game's notation; the server checks every move
// through the library and pushes the next message to every browser.
'use strict';

const SUIT_SYMBOL = { C: '♣', D: '♦', H: '♥', S: '♠' };
const SUIT_NAME = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const HAND_SUITS = ['S', 'H', 'C', 'D']; // a hand is shown by suit, colours alternating

// RULES_LINE gives the rules in a line, for the set-up and the score sheet:
// each game's, and each shipped variant's (examples/variant) by the name its
// records give it.
const RULES_LINE = {
  boxes: 'Standard Boxes: lay a card of the suit in force (rank never matches; an 8 or a 9 names the next suit), or draw; the specials and the sets have effects; the team with fewer penalty points wins.',
  'jack-draws-two': 'House rule jack-draws-two: a Jack makes the next player draw two cards (the discards are reshuffled when the stock runs short); the rest is standard Boxes.',
  equi: 'Standard Equi: capture table cards whose points add up to the cards you play; most cards held wins.',
  scopa: 'Scopa: 40 cards (A to 7, J 8, Q 9, K 10); play one card to take an equal card, else cards that add up to it, or lay it; clearing the table is a scopa. A point each for the scope, the most cards, the most coins (diamonds), the settebello (7♦) and the primiera.',
  escoba: 'Escoba: 40 cards (A to 7, J 8, Q 9, K 10); play one card to take table cards that make 15 with it, or lay it; clearing the table is an escoba. A point each for the escobas, the most cards, the most coins (diamonds), the 7♦ and the most sevens.',
  sweep: 'Variant sweep, after Scopa: a capture that clears the table scores a point, a sweep; the result is the points of the cards captured (K 4, Q 3, J 2, A 1, 6 to 10 their pips) plus the sweeps.',
  'crazy-eights': 'Crazy Eights as OpenSpiel plays it: play the suit in force or the rank on top, or an 8 naming a suit; draw up to 5 cards a turn, then you may pass. Left in hand, an 8 costs 50, J Q K A 10, the others their face value.',
  'mau-mau': 'Mau-Mau: 32 cards; play the suit in force or the rank on top; a jack goes on anything and names a suit; a 7 makes the next player draw 2 unless he answers with a 7; an 8 skips the next player; draw one card a turn, then play or pass. Left in hand, J 20, A 11, 10 10, K 4, Q 3, 9 8 7 their face.',
  switch: 'Switch: play the suit in force or the rank on top; an ace goes on anything and names a suit; a 2 makes the next player pick up 2 unless he answers with a 2; an 8 skips the next player; a jack reverses the play; pick up one card a turn, then play or pass. Left in hand, an ace costs 20, J Q K 10, the others their face value.',
};
// GAME_NAME names each game by the name its records give it.
const GAME_NAME = { boxes: 'Boxes', equi: 'Equi', scopa: 'Scopa', escoba: 'Escoba', 'crazy-eights': 'Crazy Eights', 'mau-mau': 'Mau-Mau', switch: 'Switch' };
// SHEDDING are the games of the shedding engine, which the page draws
// alike: what each card does is read from the view's table (rules) and the
// legal moves.
const SHEDDING = ['crazy-eights', 'mau-mau', 'switch'];
// FISHING are the tables of the fishing engine beside Equi, which the page
// draws as Equi: their views are in Equi's form (with "sweeps" when a seat
// has made one).
const FISHING = ['scopa', 'escoba'];
// PENALTY_LINE says what the cards left in hand cost, by game.
const PENALTY_LINE = {
  'crazy-eights': 'an 8 is 50, J Q K A 10, the others their face value',
  'mau-mau': 'a jack is 20, an ace 11, a ten 10, a king 4, a queen 3, 9 8 7 their face value',
  switch: 'an ace is 20, J Q K 10, the others their face value',
};
// VARIANT_ADDED names what a variant adds to the scores, for the log and
// the score sheet.
const VARIANT_ADDED = { sweep: ['sweep', 'sweeps'] };

// h makes an element: h('div', {class: 'x', text: 'y', onclick: f}, child...).
function h(tag, props, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k === 'dataset') Object.assign(e.dataset, v);
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}
const $ = (sel) => document.querySelector(sel);

// Cards and sets in the library's text forms: "10H", "{7H QS}".
function rankOf(c) { return c.slice(0, -1); }
function suitOf(c) { return c.slice(-1); }
function isRed(c) { const s = suitOf(c); return s === 'H' || s === 'D'; }
function sym(c) { return rankOf(c) + SUIT_SYMBOL[suitOf(c)]; }
function setCards(s) { s = (s || '').replace(/[{}]/g, '').trim(); return s ? s.split(/\s+/) : []; }
function byHand(a, b) {
  return HAND_SUITS.indexOf(suitOf(a)) - HAND_SUITS.indexOf(suitOf(b)) || RANKS.indexOf(rankOf(a)) - RANKS.indexOf(rankOf(b));
}

// cardEl draws a card face up: rank and suit in two corners, the suit in the
// middle. A card that does something when clicked is a button, so that Tab
// reaches it and Enter or Space plays it; pressed says it is picked.
function cardEl(c, cls, onclick, pressed) {
  const corner = (where) => h('span', { class: 'corner ' + where, 'aria-hidden': 'true' }, h('b', { text: rankOf(c) }), h('i', { text: SUIT_SYMBOL[suitOf(c)] }));
  const name = `${rankOf(c)} of ${SUIT_NAME[suitOf(c)]}`;
  return h(onclick ? 'button' : 'div', {
    class: `card ${isRed(c) ? 'red' : 'black'} ${cls || ''}`,
    dataset: { card: c },
    title: name,
    type: onclick ? 'button' : undefined,
    'aria-label': onclick ? name : undefined,
    'aria-pressed': onclick && pressed !== undefined ? String(pressed) : undefined,
    onclick,
  }, corner('tl'), h('span', { class: 'pip', 'aria-hidden': 'true', text: SUIT_SYMBOL[suitOf(c)] }), corner('br'));
}
function backEl(cls) { return h('div', { class: 'card back ' + (cls || '') }); }

// The page's state.
const app = {
  api: '',       // the API path of this seat or table
  msg: null,     // the last message drawn
  busy: false,   // a move is on its way
  chooser: null, // Boxes: the moves offered for the card clicked
  pick: { hand: new Set(), table: new Set() }, // Equi: the cards picked for a capture
  resultClosed: false,
  ready: 0,         // Boxes: the finished deals whose summary this page has closed
  focusNext: null,  // the CSS selector of the element to focus after the next draw
  replay: null,     // a replay: {record, n, total, seat}
  keyboard: false,  // the last input was a key, not a pointer
};

// AUTO_KEY is where the page keeps whether it plays a lone forced move for
// the player, such as Boxes' draw when nothing can be played: "off", or on.
const AUTO_KEY = 'cardrules.autoForced';
function autoForced() {
  try { return localStorage.getItem(AUTO_KEY) !== 'off'; } catch (e) { return true; }
}
function setAutoForced(on) {
  try { localStorage.setItem(AUTO_KEY, on ? 'on' : 'off'); } catch (e) { /* a page without storage keeps the default */ }
}

// postJSON posts body as JSON: every POST of the page goes through here, so
// that each says what it sends (the server refuses a POST that does not).
function postJSON(url, body) {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

// unreachable says what a request that reached no server left undone:
// fetch fails with a TypeError ("Failed to fetch") when the server is down
// or the connection lost.
function unreachable(what) {
  return `${what}: the server cannot be reached. Check your connection, or wait for the server to be back, and try again.`;
}

function toast(text) {
  const t = $('#toast');
  t.textContent = text;
  t.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.hidden = true; }, 5000);
}

function start() {
  const path = location.pathname;
  let m;
  if ((m = path.match(/^\/play\/([^/]+)$/))) openGame('/api/seats/' + m[1]);
  else if ((m = path.match(/^\/table\/([^/]+)$/))) openGame('/api/tables/' + m[1]);
  else if (path === '/replay') replayPage();
  else lobby();
}

// app.keyboard says that the person plays from the keyboard: the page then
// moves the focus to what is to be done next when the focused element goes.
document.addEventListener('keydown', () => { app.keyboard = true; }, true);
document.addEventListener('pointerdown', () => { app.keyboard = false; }, true);

// Keys: Escape closes the chooser; in a replay, the arrows step through the
// moves.
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && app.chooser) {
    app.focusNext = `#hand [data-card="${app.chooser.card}"]`;
    app.chooser = null;
    draw();
  } else if (app.replay && app.msg && !e.target.closest('input, select, textarea')) {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
    if (step) { e.preventDefault(); replayGo(app.replay.n + step); }
  }
});
document.addEventListener('DOMContentLoaded', start);

// ---------------------------------------------------------------- set-up

function lobby() {
  $('#lobby').hidden = false;
  $('#title').textContent = 'Boxes, Equi, Scopa, Escoba, Crazy Eights, Mau-Mau and Switch, on the cardrules library';
  const form = $('#setup');
  const game = () => form.querySelector('input[name=game]:checked').value;
  const variantOf = () => ({ boxes: $('#boxes-variant').value, equi: $('#equi-variant').value })[game()] || '';
  const seats = () => (game() === 'boxes' ? 4 : Number($('#players').value));
  // Players: 2 to 6 for Equi, Mau-Mau and Switch, 2 to 5 for Crazy Eights,
  // 2 to 4 for Scopa and Escoba.
  const most = { equi: 6, scopa: 4, escoba: 4, 'crazy-eights': 5, 'mau-mau': 6, switch: 6 };
  const where = (i) => {
    if (game() !== 'boxes') return `Seat ${i + 1}`;
    return ['Seat 1 (south)', 'Seat 2 (west)', 'Seat 3 (north)', 'Seat 4 (east)'][i] + (i % 2 === 0 ? ' · team A' : ' · team B');
  };
  const drawSeats = () => {
    $('#deals-row').hidden = game() !== 'boxes';
    $('#boxes-variant-row').hidden = game() !== 'boxes';
    $('#equi-variant-row').hidden = game() !== 'equi';
    $('#players-row').hidden = game() === 'boxes';
    for (const o of $('#players').options) o.hidden = Number(o.value) > (most[game()] || 6);
    if (Number($('#players').value) > (most[game()] || 6)) $('#players').value = String(most[game()]);
    $('#rules-line').textContent = RULES_LINE[variantOf() || game()];
    $('#rules-more').href = '/rules/' + game();
    $('#rules-more').textContent = `The whole rules of ${GAME_NAME[game()]}`;
    const list = $('#seat-list');
    const old = [...list.children].map((li) => ({ name: li.querySelector('input').value, player: li.querySelector('select').value }));
    list.replaceChildren();
    for (let i = 0; i < seats(); i++) {
      const was = old[i] || { name: '', player: i === 0 ? 'human' : 'ismcts' };
      const select = h('select', { name: 'player', 'aria-label': `player of seat ${i + 1}` },
        h('option', { value: 'human', text: 'a person (secret link)' }),
        h('option', { value: 'ismcts', text: 'bot: ISMCTS search (strong)' }),
        h('option', { value: 'greedy', text: 'bot: greedy' }),
        h('option', { value: 'random', text: 'bot: random' }));
      select.value = was.player;
      list.append(h('li', { dataset: { seat: i } },
        h('span', { class: 'where', text: where(i) }),
        h('input', { type: 'text', maxlength: 40, placeholder: i === 0 ? 'your name' : 'name', value: was.name, 'aria-label': `name of seat ${i + 1}` }),
        select));
    }
  };
  form.addEventListener('change', (e) => { if (e.target.name === 'game' || e.target.id === 'players' || e.target.id.endsWith('-variant')) drawSeats(); });
  drawSeats();
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const body = {
      game: game(),
      seats: [...$('#seat-list').children].map((li) => ({ name: li.querySelector('input').value, player: li.querySelector('select').value })),
    };
    if (game() === 'boxes') body.deals = $('#deals').value;
    if (variantOf()) body.variant = variantOf();
    $('#start').disabled = true;
    try {
      const r = await postJSON('/api/games', body);
      const out = await r.json();
      if (!r.ok) throw new Error(out.error || r.statusText);
      // One person among bots goes straight to the table: the bots wait.
      const links = out.seats.filter((s) => s.link);
      if (links.length === 1 && out.seats.length > 1) { location.assign(links[0].link); return; }
      showCreated(out);
    } catch (err) {
      toast(err instanceof TypeError ? unreachable('The game was not started') : err.message);
    } finally {
      $('#start').disabled = false;
    }
  });
}

function showCreated(out) {
  $('#setup').hidden = true;
  $('#created').hidden = false;
  const list = $('#seat-links');
  list.replaceChildren();
  for (const s of out.seats) {
    if (!s.link) continue;
    const url = location.origin + s.link;
    list.append(h('li', {},
      h('a', { class: 'seat-link', href: s.link, dataset: { seat: s.seat }, text: `Play seat ${s.seat + 1}: ${s.name}` }),
      h('code', { text: url })));
  }
  if (!list.children.length) list.append(h('li', { text: 'Every seat is a bot: watch from the table.' }));
  const t = $('#table-link');
  t.href = out.table;
  t.textContent = location.origin + out.table;
}

// ---------------------------------------------------------------- the game

async function openGame(api) {
  app.api = api;
  const r = await fetch(api);
  if (!r.ok) {
    const e = await r.json().catch(() => ({ error: r.statusText }));
    $('#denied').hidden = false;
    $('#denied-why').textContent = e.error;
    return;
  }
  $('#game').hidden = false;
  render(await r.json());
  const events = new EventSource(api + '/events');
  events.addEventListener('state', (e) => render(JSON.parse(e.data)));
  events.addEventListener('error', () => {
    if (events.readyState === EventSource.CLOSED) toast('The connection to the server is lost: reload the page.');
  });
}

// render draws a message, unless a later one was drawn already, or the same
// one: a move's answer and the event stream both bring the message of the
// move, and drawing it twice would replace the cards under a click (a person
// who draws in Boxes or Crazy Eights is still to move).
function render(msg) {
  if (app.msg && msg.version < app.msg.version) return;
  if (app.msg && msg.version === app.msg.version && (msg.error || '') === (app.msg.error || '')) return;
  msg.legal = msg.legal || []; // only the seat to move is sent its moves
  if (!app.msg || msg.version !== app.msg.version) {
    app.chooser = null;
    app.pick.hand.clear();
    app.pick.table.clear();
  }
  app.msg = msg;
  draw();
}

// send plays a move in the game's notation.
// While a move is on its way, the page takes no other: data-busy on the
// body says so (the cursor shows it), so that a test, or a person, waits for
// the answer before the next move rather than having a click ignored.
async function send(move) {
  if (app.busy) return;
  app.busy = true;
  document.body.dataset.busy = '1';
  try {
    const r = await postJSON(app.api + '/moves', { move, version: app.msg.version });
    const out = await r.json().catch(() => ({ error: r.statusText }));
    if (!r.ok) {
      toast(out.error);
      if (r.status === 409) render(await (await fetch(app.api)).json());
      return;
    }
    render(out);
  } catch (err) {
    toast(err instanceof TypeError ? unreachable('Your move was not played') : err.message);
  } finally {
    app.busy = false;
    delete document.body.dataset.busy;
  }
}

const isSeat = () => app.msg.seat >= 0;
const myTurn = () => isSeat() && !app.replay && app.msg.view.turn === app.msg.seat && !app.msg.over && !summaryOpen();
// loneForced says that the seat's one legal move is played for it: the
// setting is on and nothing else may be done.
const loneForced = () => myTurn() && autoForced() && app.msg.legal.length === 1 && !app.msg.legalTruncated;

// autoPlay plays the seat's lone forced move, once the page takes a move.
function autoPlay() {
  if (!loneForced()) return;
  if (app.busy) { setTimeout(autoPlay, 50); return; }
  send(app.msg.legal[0]);
}

// focusKey returns a CSS selector that finds e again after a draw, or null.
function focusKey(e) {
  if (!e || e === document.body) return null;
  if (e.id) return '#' + e.id;
  if (e.dataset.card) return (e.closest('#table') ? '#table' : '#hand') + ` [data-card="${e.dataset.card}"]`;
  if (e.dataset.move) return `[data-move="${e.dataset.move}"]`;
  if (e.dataset.option) return `button[data-option="${e.dataset.option}"]`;
  return null;
}

// keepFocus runs redraw, which replaces the page's elements, and then
// focuses the element that had the focus, or the one the page asked for
// (app.focusNext). A dialog the draw opens takes the focus from the game
// behind it. When the focused element is gone, such as a card just
// played, the focus goes to an open dialog's button, or for a person who
// plays from the keyboard to what is to be done next: the chooser, a
// playable card, an action.
function keepFocus(redraw) {
  const had = document.activeElement;
  const key = focusKey(had);
  const lost = !had || had === document.body || $('#game').contains(had) || $('#bar').contains(had);
  const dialogButton = () => $('#summary:not([hidden]) button') || $('#result:not([hidden]) button, #result:not([hidden]) a');
  const closed = !dialogButton();
  redraw();
  let el = app.focusNext ? $(app.focusNext) : null;
  app.focusNext = null;
  // A dialog the draw opened (a deal's summary, the result) takes the focus
  // from the game behind it, even when the focused button is still there.
  if (!el && closed && lost) el = dialogButton();
  if (!el && key) el = $(key);
  if (!el && lost) el = dialogButton();
  if (!el && lost && app.keyboard) {
    el = $('#chooser button') || $('#hand button.card.playable, #hand button.card') || $('#actions button:not(:disabled)');
  }
  if (el && el !== document.activeElement) el.focus({ preventScroll: true });
}
const nameOf = (seat) => (app.msg.players[seat] ? app.msg.players[seat].name : `seat ${seat + 1}`);
const you = (seat) => (seat === app.msg.seat ? 'You' : nameOf(seat));

function draw() {
  keepFocus(draw1);
  if (loneForced()) setTimeout(autoPlay, 0);
}

function draw1() {
  const msg = app.msg;
  const v = msg.view;
  document.body.dataset.version = msg.version;
  document.body.dataset.myturn = myTurn() && !loneForced() ? '1' : '0';
  document.body.dataset.over = msg.over ? '1' : '0';
  document.body.dataset.summary = summaryOpen() ? '1' : '0';
  $('#links').replaceChildren(...headerLinks());
  if (app.replay) $('#status').textContent = `Replay: move ${msg.version} of ${app.replay.total}`;
  else if (summaryOpen()) $('#status').textContent = 'The deal is over';
  else if (msg.over) $('#status').textContent = 'Game over';
  else if ((msg.waiting || []).length && !myTurn()) $('#status').textContent = waitingLine(msg.waiting);
  else if (myTurn()) $('#status').textContent = 'Your turn';
  else $('#status').textContent = `${nameOf(v.turn)} to play`;
  const around = pods();
  $('#seats-left').replaceChildren(...around.left);
  $('#seats-top').replaceChildren(...around.top);
  $('#seats-right').replaceChildren(...around.right);
  if (msg.game === 'boxes') drawBoxes();
  else if (SHEDDING.includes(msg.game)) drawCrazy();
  else drawEqui();
  if (!isSeat()) $('#mine').replaceChildren(...around.bottom);
  drawLog();
  drawSummary();
  drawResult();
  if (loneForced() && $('#prompt')) $('#prompt').textContent = `Your only move (${msg.legal[0]}) is played for you.`;
  const felt = $('#felt');
  felt.querySelectorAll('.failure').forEach((e) => e.remove());
  if (msg.error) felt.append(h('div', { class: 'failure', text: msg.error }));
}

// pods draws the other seats around the table, clockwise from the bottom:
// the next seat on the left, as play goes to the left. A seat's place on a
// circle decides its side of the table: the left side (listed top to
// bottom), the top (left to right) or the right side (top to bottom); the
// spectators' page has seat 1 at the bottom. The sides are areas of a grid,
// so that no seat covers another or the middle, at any width.
// headerLinks returns the links of the bar: the rules of the game, the
// spectators' view, the setting of lone forced moves, and once the game is
// over its record; in a replay, its controls.
function headerLinks() {
  const msg = app.msg;
  if (app.replay) return replayControls();
  const out = [h('a', { id: 'rules-link', href: '/rules/' + msg.game, target: '_blank', text: `rules of ${gameName().split(' · ')[0]}` })];
  if (isSeat()) {
    out.push(h('a', { href: msg.table, target: '_blank', text: 'table view for spectators' }));
    const box = h('input', { type: 'checkbox', id: 'auto-forced', onchange: (e) => { setAutoForced(e.target.checked); draw(); } });
    box.checked = autoForced();
    out.push(h('label', { class: 'setting', title: 'such as drawing when no card can be played' }, box, ' play my only move for me'));
  } else {
    out.push(h('span', { text: 'spectator' }));
  }
  if (msg.over) out.push(h('a', { id: 'record-link', href: app.api + '/record', download: `cardrules-${msg.game}.txt`, text: 'record' }));
  return out;
}

function pods() {
  const msg = app.msg;
  const n = msg.players.length;
  const me = isSeat() ? msg.seat : 0;
  const out = { left: [], top: [], right: [], bottom: [] };
  for (let k = isSeat() ? 1 : 0; k < n; k++) {
    const seat = (me + k) % n;
    const x = Math.cos((90 + (k * 360) / n) * (Math.PI / 180)); // -1 on the left, 1 on the right
    const pod = pod1(seat);
    if (k === 0) out.bottom.push(pod);
    else if (x < -0.3) out.left.unshift(pod);
    else if (x > 0.3) out.right.push(pod);
    else out.top.push(pod);
  }
  return out;
}

function pod1(seat) {
  const msg = app.msg;
  const v = msg.view;
  const p = msg.players[seat];
  const count = v.handCounts[seat];
  // Cards every seat may see: Equi's cards taken back from a pile, and every
  // Boxes hand once the match is over.
  let known = msg.game === 'equi' || FISHING.includes(msg.game) ? setCards(v.known[seat]) : [];
  if (msg.game === 'boxes' && msg.over) known = setCards(v.lastDeal.hands[seat]).sort(byHand);
  const backs = Math.min(count - known.length, 10);
  const fan = h('div', { class: 'fan' },
    ...Array.from({ length: backs }, () => backEl('small')),
    ...known.map((c) => cardEl(c, 'mini')),
    h('span', { class: 'count', title: 'cards in hand', text: count }));
  const extra = [];
  if (msg.game === 'boxes') {
    const team = seat % 2 === 0 ? 'A' : 'B';
    if (isSeat()) {
      const partner = (seat - msg.seat) % 2 === 0;
      extra.push(h('span', { class: 'tag ' + (partner ? 'partner' : 'opponent') }, h('span', { text: partner ? 'partner' : 'opponent' }), ' · ', h('span', { text: `team ${team}` })));
    } else {
      extra.push(h('span', { class: 'tag', text: `team ${team}` }));
    }
  } else if (msg.game === 'equi' || FISHING.includes(msg.game)) {
    const score = msg.variant && msg.variant.scores ? `${msg.variant.scores[seat]} ${countsPoints(v.rules) ? 'points' : 'cards'}` : `holds ${v.held[seat]}`;
    extra.push(h('span', { class: 'piles' }, h('span', { text: `pile ${setCards(v.piles[seat]).length}` }), h('span', { text: score })));
  }
  return h('div', { class: 'pod' + (v.turn === seat && !msg.over ? ' turn' : ''), dataset: { seat } },
    h('div', { class: 'name' }, h('span', { class: 'who', text: p.name }), p.player !== 'human' ? h('small', { text: 'bot · ' + p.player }) : null),
    fan, ...extra);
}

function stockEl(count) {
  const n = Math.min(count, 3);
  return h('div', { class: 'stock' },
    h('div', { class: 'stack' }, ...(n ? Array.from({ length: n }, () => backEl()) : [h('div', { class: 'card empty-slot' })])),
    h('span', { text: `stock ${count}` }));
}

// meLine shows the seat's own name above its hand.
function meLine(extra) {
  const msg = app.msg;
  const p = msg.players[msg.seat];
  return h('div', { class: 'me' + (myTurn() ? ' turn' : '') },
    h('span', { class: 'name', text: p.name }), ...extra);
}

function handEl(cards, cls) {
  return h('div', { class: 'hand' + (cards.length > 12 ? ' crowded' : ''), id: 'hand' }, ...cards);
}

// gameName names the game of the message, with its variant.
function gameName() {
  const msg = app.msg;
  const name = GAME_NAME[msg.game];
  return msg.variant ? `${name} · ${msg.variant.name}` : name;
}

// variantKept shows, under the scores, the variant's rule in a line and
// what it keeps in the position: the scores it added to each seat (counted
// in the totals) and its counters, when one is not 0. Nothing for a
// standard game (an empty text, which replaceChildren takes as no node:
// null would be shown as the text "null").
function variantKept() {
  const msg = app.msg;
  const kv = msg.variant;
  if (!kv) return '';
  const parts = [h('span', { class: 'rule', text: RULES_LINE[kv.name] || `Variant ${kv.name}.` })];
  const [one, many] = VARIANT_ADDED[kv.name] || ['added point', 'added points'];
  if (kv.added.some((n) => n !== 0)) {
    parts.push(h('span', { id: 'variant-added', text: `${many[0].toUpperCase() + many.slice(1)}: ${kv.added.map((n, seat) => `${nameOf(seat)} ${n}`).join(', ')}.` }));
  } else if (VARIANT_ADDED[kv.name]) {
    parts.push(h('span', { id: 'variant-added', text: `No ${one} yet.` }));
  }
  if (kv.counters.some((n) => n !== 0)) parts.push(h('span', { text: `Counters: ${kv.counters.join(' ')}.` }));
  return h('p', { class: 'hint variant-kept', id: 'variant-kept' }, ...parts.flatMap((p, i) => (i ? [' ', p] : [p])));
}

// addedText says what a logged move added to the seats' scores through the
// variant, such as "a sweep: Ann +1", or "" for none.
function addedText(ev) {
  if (!ev.added || !app.msg.variant) return '';
  const [one] = VARIANT_ADDED[app.msg.variant.name] || ['added'];
  const who = ev.added.map((n, seat) => (n ? `${you(seat)} ${n > 0 ? '+' : ''}${n}` : '')).filter(Boolean);
  return who.length ? ` — a ${one}: ${who.join(', ')}` : '';
}

// ---------------------------------------------------------------- Boxes

// boxesMove reads a move in Boxes notation: "QS", "8S:H", "7H+7C!", "draw".
function boxesMove(text) {
  if (text === 'draw' || text === 'pass') return { text, kind: text, cards: [] };
  let s = text;
  let call = null;
  const i = s.indexOf(':');
  if (i >= 0) { call = s.slice(i + 1); s = s.slice(0, i); }
  const oneCard = s.endsWith('!');
  if (oneCard) s = s.slice(0, -1);
  const cards = s.split('+');
  return { text, kind: cards.length > 1 ? 'set' : 'card', cards, call, oneCard };
}

// dealMoves returns the moves of the current deal: those of the history
// after the last finished deal's.
function dealMoves() {
  const deals = app.msg.deals || [];
  return app.msg.history.slice(deals.length ? deals[deals.length - 1].moves : 0);
}

// handEls returns the cards of the hand of view v of Boxes or Crazy Eights,
// in hand order: those some move of legal plays are playable and choose it,
// the others dimmed on the player's turn.
function handEls(v, legal) {
  const playable = new Set(legal.flatMap((m) => m.cards));
  return setCards(v.hand).sort(byHand).map((c) => {
    const cls = [playable.has(c) ? 'playable' : (myTurn() ? 'dim' : ''), app.chooser && app.chooser.card === c ? 'selected' : ''].join(' ');
    return cardEl(c, cls, playable.has(c) ? () => chooseBoxes(c) : undefined);
  });
}

// suitChip returns the chip that shows suit, the suit in force, with the
// extra attributes attrs.
function suitChip(suit, attrs) {
  return h('div', { class: 'chip', title: 'the suit in force', ...attrs }, h('span', { class: 'big ' + (suit === 'H' || suit === 'D' ? 'red' : ''), text: SUIT_SYMBOL[suit] }), `${SUIT_NAME[suit]} in force`);
}

function drawBoxes() {
  const msg = app.msg;
  const v = msg.view;
  const sizes = v.schedule.split(',').map(Number);
  $('#title').textContent = gameName() + (msg.over
    ? ` · the match is over after ${sizes.length} deal${sizes.length > 1 ? 's' : ''}`
    : ` · deal ${v.deal + 1} of ${sizes.length} · ${sizes[v.deal]} cards each · dealt by ${nameOf(v.dealer)}`);

  // The middle: stock, discard pile, suit in force and direction.
  const played = [];
  for (const ev of dealMoves()) played.push(...boxesMove(ev.move).cards);
  const under = played.filter((c) => c !== v.top).slice(-3);
  const discards = setCards(v.discards).length;
  const tilt = (c, i) => `rotate(${((RANKS.indexOf(rankOf(c)) * 7 + i * 11) % 24) - 12}deg) translate(${(i - 2) * 9}px, ${(i % 2) * 4}px)`;
  const pile = h('div', { class: 'discard', id: 'discard' }, ...under.map((c, i) => {
    const e = cardEl(c, 'under');
    e.style.transform = tilt(c, i);
    return e;
  }), cardEl(v.top, 'top'));
  const force = h('div', { class: 'force' },
    suitChip(v.suit, {}),
    h('div', { class: 'chip', title: 'the direction of play' }, h('span', { class: 'big', text: v.direction === 'clockwise' ? '↻' : '↺' }), v.direction === 'clockwise' ? 'clockwise (to the left)' : 'counterclockwise (to the right)'),
    v.phase === 'answer' ? h('div', { class: 'chip alert' }, h('span', { class: 'big', text: '2' }), `${you(v.turn)}: answer with a 2, or draw ${v.pending}`) : null);
  $('#center').replaceChildren(stockEl(v.stockCount), h('div', {}, pile, h('div', { class: 'discard-label', text: `discard pile: ${discards + 1} card${discards ? 's' : ''}` })), force);

  // My hand and my moves.
  const mine = $('#mine');
  if (!isSeat()) { mine.replaceChildren(); drawBoxesScores(); return; }
  const legal = myTurn() ? msg.legal.map(boxesMove) : [];
  const cards = handEls(v, legal);
  const actions = h('div', { class: 'actions', id: 'actions' });
  if (myTurn()) {
    if (app.chooser) actions.append(chooserEl(app.chooser));
    else actions.append(h('span', { class: 'prompt', id: 'prompt' }, ...boxesHint(v, legal)));
    for (const m of legal.filter((m) => m.kind === 'draw' || m.kind === 'pass')) {
      actions.append(h('button', { class: 'primary', dataset: { move: m.text }, onclick: () => send(m.text), text: m.kind === 'draw' ? 'Draw a card' : 'Pass' }));
    }
  } else if (!msg.over) {
    actions.append(h('span', { class: 'prompt', id: 'prompt', text: `Waiting for ${nameOf(v.turn)}…` }));
  }
  const team = msg.seat % 2 === 0 ? 'A' : 'B';
  mine.replaceChildren(meLine([h('span', { class: 'tag', text: `team ${team} · ${setCards(v.hand).length} cards` })]), handEl(cards), actions);
  drawBoxesScores();
}

// boxesHint says what the seat may do, read from its legal moves only: each
// card it may play alone, each set it may lay (its cards in order: the first
// is played on the suit in force, the last lies on top), and drawing or
// passing. Each is a span.opt whose data-option is the move's cards ("7H",
// "7H+7C") or "draw" or "pass"; the moves that differ only by the "one
// card" call or the suit named are one option, and the chooser offers them.
function boxesHint(v, legal) {
  const singles = [];
  const sets = [];
  const seen = new Set();
  let draw = false;
  let pass = false;
  for (const m of legal) {
    if (m.kind === 'draw') { draw = true; continue; }
    if (m.kind === 'pass') { pass = true; continue; }
    const key = m.cards.join('+');
    if (seen.has(key)) continue;
    seen.add(key);
    (m.kind === 'set' ? sets : singles).push({ key, names: m.call !== null });
  }
  const opt = (o) => h('span', { class: 'opt', dataset: { option: o.key }, text: o.key.split('+').map(sym).join('+') + (o.names ? ' (naming a suit)' : '') });
  const list = (os) => os.flatMap((o, i) => (i ? [', ', opt(o)] : [opt(o)]));
  const clauses = [];
  if (singles.length) clauses.push(['play ', ...list(singles)]);
  if (sets.length) {
    const what = sets.every((o) => o.key.split('+').length === 2) ? ['a pair', 'pairs'] : ['a set', 'sets'];
    clauses.push([`${singles.length ? '' : 'play '}${sets.length > 1 ? what[1] : what[0]}: `, ...list(sets)]);
  }
  if (draw) clauses.push([h('span', { class: 'opt', dataset: { option: 'draw' }, text: v.phase === 'answer' ? `draw ${v.pending}` : 'draw a card' })]);
  if (pass) clauses.push([h('span', { class: 'opt', dataset: { option: 'pass' }, text: v.phase === 'drawn' ? 'keep it (pass)' : 'pass' })]);
  let head = 'Your turn: ';
  if (v.phase === 'answer') head = 'Answer the 2: ';
  else if (v.phase === 'drawn') head = v.drawn ? `You drew ${sym(v.drawn)}${singles.length ? '' : ', which cannot be played'}: ` : 'You drew: ';
  else if (!singles.length && !sets.length) head = `You cannot follow ${SUIT_SYMBOL[v.suit]}: `;
  const out = [head];
  clauses.forEach((c, i) => out.push(...(i ? [', or '] : []), ...c));
  out.push('.');
  return out;
}

// chooseBoxes plays the card clicked, or offers its moves when it has several:
// alone or in a pair, with or without the "one card" call (or, alone, the
// last-card call of Switch and Mau-Mau), naming a suit.
function chooseBoxes(card) {
  const options = app.msg.legal.map(boxesMove).filter((m) => m.cards.includes(card));
  if (options.length === 1) { send(options[0].text); return; }
  app.chooser = { card, options };
  app.focusNext = '#chooser button';
  draw();
}

function chooserEl(ch) {
  const groups = new Map();
  for (const m of ch.options) {
    const key = m.cards.join('+') + (m.oneCard ? '!' : '');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(m);
  }
  const box = h('div', { class: 'chooser', id: 'chooser' });
  for (const ms of groups.values()) {
    const m = ms[0];
    let label = m.kind === 'set' ? `${m.cards.map(sym).join(' + ')} ${m.oneCard ? '“One card!”' : 'without the call (+1 card)'}` : `${sym(m.cards[0])}${app.msg.game === 'boxes' ? ' alone' : ''}${m.oneCard ? (app.msg.game === 'mau-mau' ? ' “Mau!”' : ' “Last card!”') : ''}`;
    if (m.call) {
      box.append(h('span', { text: label + ', naming:' }));
      for (const x of ms) {
        box.append(h('button', { class: 'suit ' + (x.call === 'H' || x.call === 'D' ? 'red' : ''), dataset: { move: x.text }, title: SUIT_NAME[x.call], onclick: () => send(x.text), text: SUIT_SYMBOL[x.call] }));
      }
    } else {
      box.append(h('button', { dataset: { move: m.text }, onclick: () => send(m.text), text: label }));
    }
  }
  box.append(h('button', { id: 'chooser-cancel', onclick: () => { app.focusNext = `#hand [data-card="${ch.card}"]`; app.chooser = null; draw(); }, text: 'Cancel' }));
  return box;
}

// drawBoxesScores draws the score sheet: a row a player, with its whole
// name, its team, its penalty points deal by deal and its total; then the
// teams' totals.
function drawBoxesScores() {
  const msg = app.msg;
  const v = msg.view;
  const deals = msg.deals || [];
  const teamName = (t) => `${nameOf(t)} & ${nameOf(t + 2)}`;
  const how = (d) => (d.reason === 'out' ? `${nameOf(d.out)} out` : d.reason);
  const t = v.totals;
  const head = h('tr', {}, ...['Player', 'Team', 'Deals', 'Total'].map((x) => h('th', { scope: 'col', text: x })));
  const rows = msg.players.map((p, i) => h('tr', {},
    h('td', { class: 'player', text: p.name }),
    h('td', { text: i % 2 === 0 ? 'A' : 'B' }),
    h('td', { class: 'deals' }, ...(deals.length
      ? deals.flatMap((d, k) => [k ? ' ' : '', h('span', { title: `deal ${k + 1}: ${how(d)}`, text: d.scores[i] })])
      : ['–'])),
    h('td', { text: t[i] })));
  const a = t[0] + t[2];
  const b = t[1] + t[3];
  const foot = [[0, a, b], [1, b, a]].map(([team, x, y]) => h('tr', {},
    h('td', { colspan: 3, class: 'player', text: `Team ${team ? 'B' : 'A'}: ${teamName(team)}` }),
    h('td', { class: x < y ? 'lead' : '', text: x })));
  $('#score-body').replaceChildren(
    h('table', { class: 'boxes' }, h('thead', {}, head), h('tbody', {}, ...rows), h('tfoot', {}, ...foot)),
    h('p', { class: 'hint', text: 'Penalty points, fewer is better: the team with fewer wins the match.' }),
    variantKept());
}

// ---------------------------------------------------------------- Equi

// equiMove reads a move in Equi notation: "9C+AS=10H" or "6D".
function equiMove(text) {
  const [played, taken] = text.split('=');
  return { text, played: played.split('+'), taken: taken ? taken.split('+') : [] };
}

function points(cards) { return cards.reduce((sum, c) => sum + app.msg.points[rankOf(c)], 0); }


function drawEqui() {
  const msg = app.msg;
  const v = msg.view;
  const n = msg.players.length;
  $('#title').textContent = `${gameName()} · ${n} players · stock ${v.stockCount} · move ${v.moves + 1}`;
  const mine = myTurn();
  const legal = mine ? msg.legal.map(equiMove) : [];
  const captures = legal.filter((m) => m.taken.length > 0);
  const trails = legal.filter((m) => m.taken.length === 0).map((m) => m.text);
  // Table cards are picked for a capture only: none when no capture is legal.
  const canCapture = captures.length > 0 || msg.legalTruncated;
  const tableUseful = new Set(captures.flatMap((m) => m.taken));
  const table = setCards(v.table).map((c) => {
    if (!mine || !canCapture) return cardEl(c, '');
    const cls = ['pickable', tableUseful.has(c) || msg.legalTruncated ? '' : 'dim', app.pick.table.has(c) ? 'selected' : ''].join(' ');
    return cardEl(c, cls, () => pick('table', c), app.pick.table.has(c));
  });
  $('#center').replaceChildren(stockEl(v.stockCount),
    h('div', { class: 'table-cards', id: 'table' }, ...(table.length ? table : [h('span', { class: 'empty', text: 'the table is empty' })])));

  const me = $('#mine');
  if (!isSeat()) { me.replaceChildren(); drawEquiScores(); return; }
  const useful = new Set(legal.flatMap((m) => m.played));
  const hand = setCards(v.hand).sort(byHand).map((c) => {
    const cls = [mine ? (useful.has(c) || msg.legalTruncated ? 'playable' : 'dim') : '', app.pick.hand.has(c) ? 'selected' : ''].join(' ');
    return cardEl(c, cls, mine ? () => pick('hand', c) : undefined, mine ? app.pick.hand.has(c) : undefined);
  });
  const actions = h('div', { class: 'actions', id: 'actions' });
  if (mine) {
    const ph = [...app.pick.hand];
    const pt = [...app.pick.table];
    const a = points(ph);
    const b = points(pt);
    const fifteen = msg.game === 'escoba'; // Escoba: the played card and the taken make 15
    const equal = ph.length > 0 && pt.length > 0 && (fifteen ? a + b === 15 : a === b);
    // The capture picked, in the notation of the legal move with the same
    // cards; past the moves sent (legalTruncated), any of equal points, and
    // the server has the last word.
    const picked = captures.find((m) => sameCards(m.played, ph) && sameCards(m.taken, pt));
    const capture = picked ? picked.text : (msg.legalTruncated && equal ? ph.join('+') + '=' + pt.join('+') : null);
    let why = '';
    if (!canCapture) why = 'No capture is possible.';
    else if (!equal) why = fifteen ? 'Pick a hand card and table cards that make 15.' : 'Pick hand and table cards of equal points.';
    else if (!capture) why = 'These cards are no legal capture.';
    const canTrail = ph.length === 1 && pt.length === 0 && (trails.includes(ph[0]) || msg.legalTruncated);
    actions.append(
      h('div', { class: 'sums' + (equal ? ' equal' : ''), id: 'sums' },
        h('span', {}, 'hand ', h('span', { class: 'sum', id: 'sum-hand', text: a })),
        h('span', { text: equal ? '=' : '≠' }),
        h('span', {}, 'table ', h('span', { class: 'sum', id: 'sum-table', text: b }))),
      h('button', { class: 'primary', id: 'capture', disabled: !capture, title: why || undefined, onclick: () => send(capture), text: 'Capture' }),
      h('button', { id: 'trail', disabled: !canTrail, title: canTrail ? undefined : 'Pick one card of your hand.', onclick: () => send(ph[0]), text: 'Lay on the table' }),
      h('button', { id: 'clear', disabled: !ph.length && !pt.length, onclick: () => { app.pick.hand.clear(); app.pick.table.clear(); draw(); }, text: 'Clear' }),
      h('span', { class: 'prompt', id: 'prompt' }, ...equiHint(captures, trails, setCards(v.hand).length)));
  } else if (!msg.over) {
    actions.append(h('span', { class: 'prompt', id: 'prompt', text: `Waiting for ${nameOf(v.turn)}…` }));
  }
  const pile = setCards(v.piles[msg.seat]).length;
  const holds = msg.variant && msg.variant.scores ? `${msg.variant.scores[msg.seat]} ${countsPoints(v.rules) ? 'points' : 'cards'}` : `holds ${v.held[msg.seat]}`;
  me.replaceChildren(meLine([h('span', { class: 'tag', text: `pile ${pile} · ${holds}` })]), handEl(hand), actions);
  drawEquiScores();
}

// sameCards says whether two lists hold the same cards.
function sameCards(a, b) {
  return a.length === b.length && a.every((c) => b.includes(c));
}

// equiHintMax is the most captures a hint lists one by one.
const equiHintMax = 6;

// equiHint says what the seat may do, read from its legal moves only: the
// captures, each a button.opt whose data-option is the move and whose click
// picks its cards, when there are equiHintMax or fewer; else how many there
// are and the hand cards they play; and the cards it may lay on the table.
function equiHint(captures, trails, handSize) {
  const out = [];
  if (app.msg.legalTruncated) {
    out.push('A great many captures are possible: pick hand and table cards of equal points.');
    return out;
  }
  if (captures.length && captures.length <= equiHintMax) {
    out.push('Capture: ');
    captures.forEach((m, i) => {
      if (i) out.push(', or ');
      out.push(h('button', {
        class: 'opt link',
        dataset: { option: m.text },
        title: 'pick these cards',
        onclick: () => { app.pick.hand = new Set(m.played); app.pick.table = new Set(m.taken); draw(); },
        text: `${m.played.map(sym).join('+')} = ${m.taken.map(sym).join('+')}`,
      }));
    });
  } else if (captures.length) {
    const with_ = [...new Set(captures.flatMap((m) => m.played))].sort(byHand);
    out.push(`${captures.length} captures are possible, playing ${with_.map(sym).join(', ')}: pick hand and table cards of equal points`);
  }
  if (trails.length) {
    const which = trails.length === handSize ? 'any one of your cards' : trails.map(sym).join(', or ');
    out.push(captures.length ? `; or lay ${which} on the table` : `No capture is possible: lay ${which} on the table`);
  }
  out.push('.');
  return out;
}

function pick(where, c) {
  const s = app.pick[where];
  if (s.has(c)) s.delete(c); else s.add(c);
  draw();
}

function drawEquiScores() {
  const msg = app.msg;
  const v = msg.view;
  if (FISHING.includes(msg.game)) { drawFishingScores(); return; }
  if (msg.variant && msg.variant.scores) { drawEquiVariantScores(); return; }
  const best = Math.max(...v.held);
  const rows = msg.players.map((p, i) => h('tr', {},
    h('td', { class: 'player' + (v.held[i] === best ? ' lead' : ''), text: p.name }),
    h('td', { text: v.handCounts[i] }),
    h('td', { text: setCards(v.piles[i]).length }),
    h('td', { class: v.held[i] === best ? 'lead' : '', text: v.held[i] })));
  $('#score-body').replaceChildren(
    h('table', {}, h('thead', {}, h('tr', {}, h('th', { text: 'Player' }), h('th', { text: 'Hand' }), h('th', { text: 'Pile' }), h('th', { text: 'Holds' }))), h('tbody', {}, ...rows)),
    h('p', { class: 'hint', text: 'Cards held, hand and pile: most cards wins.' }));
}

// drawFishingScores draws the score sheet of Scopa or Escoba while the deal
// is played: the hands, the piles and the sweeps; the points come with the
// end of the deal (the result).
function drawFishingScores() {
  const msg = app.msg;
  const v = msg.view;
  const rows = msg.players.map((p, i) => h('tr', {},
    h('td', { class: 'player', text: p.name }),
    h('td', { text: v.handCounts[i] }),
    h('td', { text: setCards(v.piles[i]).length }),
    h('td', { text: v.sweeps ? v.sweeps[i] : 0 })));
  const sweeps = msg.game === 'escoba' ? 'Escobas' : 'Scope';
  $('#score-body').replaceChildren(
    h('table', {}, h('thead', {}, h('tr', {}, ...['Player', 'Hand', 'Pile', sweeps].map((x) => h('th', { text: x })))), h('tbody', {}, ...rows)),
    h('p', { class: 'hint', text: 'The deal is scored at its end: sweeps, most cards, most coins and the rest (see the rules).' }));
}

// countsPoints says whether a fishing table's rules (an Equi view's rules
// member) count the values captured rather than the cards held.
function countsPoints(r) {
  return Boolean(r && r.scoring && (r.scoring === 'points' || r.scoring.valuesCaptured));
}

// drawEquiVariantScores draws the score sheet of a variant of Equi: each
// seat's result as the rules count it (cards or points, with what the
// variant added, msg.variant.scores), and what the variant added.
function drawEquiVariantScores() {
  const msg = app.msg;
  const v = msg.view;
  const kv = msg.variant;
  const scores = kv.scores;
  const best = Math.max(...scores);
  const points = countsPoints(v.rules);
  const [, many] = VARIANT_ADDED[kv.name] || ['', 'added'];
  const rows = msg.players.map((p, i) => h('tr', {},
    h('td', { class: 'player' + (scores[i] === best ? ' lead' : ''), text: p.name }),
    h('td', { text: v.handCounts[i] }),
    h('td', { text: setCards(v.piles[i]).length }),
    h('td', { class: 'added', text: kv.added[i] }),
    h('td', { class: scores[i] === best ? 'lead' : '', text: scores[i] })));
  $('#score-body').replaceChildren(
    h('table', { class: 'variant' }, h('thead', {}, h('tr', {}, ...['Player', 'Hand', 'Pile', many[0].toUpperCase() + many.slice(1), points ? 'Points' : 'Cards'].map((x) => h('th', { scope: 'col', text: x })))), h('tbody', {}, ...rows)),
    h('p', { class: 'hint', text: points ? `Points of the cards captured, plus the ${many}: most points wins.` : `Cards held, plus the ${many}: most wins.` }),
    variantKept());
}

// ---------------------------------------------------------------- Crazy Eights

// crazyHint says what the seat may do, from its legal moves only: each card
// it may play, a button that plays it (a card that names a suit, such as
// Crazy Eights' 8, opens the chooser of the suit), and drawing or passing.
function crazyHint(v, legal) {
  const cards = [];
  for (const m of legal) if (m.kind === 'card' && !cards.includes(m.cards[0])) cards.push(m.cards[0]);
  const out = [];
  if (v.pending > 0) out.push(`${pendingLine(v)}. `);
  if (cards.length) {
    out.push('Play ');
    cards.forEach((c, i) => {
      if (i) out.push(', ');
      const names = legal.some((m) => m.call && m.cards[0] === c);
      out.push(h('button', { class: 'opt link', dataset: { option: c }, onclick: () => chooseBoxes(c), text: sym(c) + (names ? ' (naming a suit)' : '') }));
    });
  } else {
    out.push(`You cannot follow ${SUIT_SYMBOL[v.suit]} or the ${rankOf(v.top)}`);
  }
  const draw = legal.some((m) => m.kind === 'draw');
  const pass = legal.some((m) => m.kind === 'pass');
  if (draw) out.push(cards.length ? ', or draw' : ': draw');
  if (pass) out.push(cards.length ? ', or pass' : ': pass');
  // drawnThisTurn is written from 2 cards on; the drawn phase is one.
  const drawn = v.drawnThisTurn || (v.phase === 'drawn' ? 1 : 0);
  if (drawn > 0) out.push(` (you have drawn ${drawn} this turn)`);
  out.push('.');
  return out;
}

// pendingLine says what a pending draw asks of the seat to move: "A 7 is on
// the pile: answer with a 7 or draw 4", the answers from the table.
function pendingLine(v) {
  const r = v.rules.table || v.rules;
  const answers = setCards(r.answer || '').map(rankOf).filter((k, i, all) => all.indexOf(k) === i);
  const an = (k) => (k === '8' || k === 'A' ? 'an ' : 'a ') + k;
  const top = rankOf(v.top);
  const with_ = answers.length ? answers.map(an).join(' or ') : an(top);
  return `${an(top).replace(/^a/, 'A')} is on the pile: answer with ${with_} or draw ${v.pending}`;
}

// drawCrazy draws a table of any shedding game: Crazy Eights, Mau-Mau,
// Switch.
function drawCrazy() {
  const msg = app.msg;
  const v = msg.view;
  const r = v.rules;
  const limit = r.maxTurns || r.maxPlays;
  $('#title').textContent = `${gameName()} · ${v.handCounts.length} players · cards played ${v.plays || 0}${limit ? ` of ${limit}` : ''} · dealt by ${nameOf(v.dealer)}`;
  // The middle: stock, discard pile, suit in force, direction, the 2s owed.
  const played = [];
  for (const ev of msg.history) {
    const m = boxesMove(ev.move);
    if (m.kind === 'card') played.push(m.cards[0]);
  }
  const under = played.filter((c) => c !== v.top && setCards(v.discards).includes(c)).slice(-3);
  const discards = setCards(v.discards).length;
  const tilt = (c, i) => `rotate(${((RANKS.indexOf(rankOf(c)) * 7 + i * 11) % 24) - 12}deg) translate(${(i - 2) * 9}px, ${(i % 2) * 4}px)`;
  const pile = h('div', { class: 'discard', id: 'discard' }, ...under.map((c, i) => {
    const e = cardEl(c, 'under');
    e.style.transform = tilt(c, i);
    return e;
  }), cardEl(v.top, 'top'));
  const force = h('div', { class: 'force' },
    suitChip(v.suit, { id: 'suit-in-force' }),
    h('div', { class: 'chip', id: 'direction', title: 'the direction of play' }, h('span', { class: 'big', text: v.direction === 'clockwise' ? '↻' : '↺' }), v.direction),
    v.pending > 0 ? h('div', { class: 'chip alert' }, h('span', { class: 'big', text: rankOf(v.top) }), `${you(v.turn)}: ${pendingLine(v).replace(/^.* is on the pile: /, '')}`) : null);
  $('#center').replaceChildren(stockEl(v.stockCount), h('div', {}, pile, h('div', { class: 'discard-label', text: `discard pile: ${discards + 1} card${discards ? 's' : ''}` })), force);

  const mine = $('#mine');
  if (!isSeat()) { mine.replaceChildren(); drawCrazyScores(); return; }
  const legal = myTurn() ? msg.legal.map(boxesMove) : [];
  const cards = handEls(v, legal);
  const actions = h('div', { class: 'actions', id: 'actions' });
  if (myTurn()) {
    if (app.chooser) actions.append(chooserEl(app.chooser));
    else actions.append(h('span', { class: 'prompt', id: 'prompt' }, ...crazyHint(v, legal)));
    for (const m of legal.filter((m) => m.kind === 'draw' || m.kind === 'pass')) {
      const what = m.kind === 'pass' ? 'Pass' : (v.pending > 0 ? `Draw ${v.pending}` : 'Draw a card');
      actions.append(h('button', { class: 'primary', dataset: { move: m.text }, onclick: () => send(m.text), text: what }));
    }
  } else if (!msg.over) {
    actions.append(h('span', { class: 'prompt', id: 'prompt', text: `Waiting for ${nameOf(v.turn)}…` }));
  }
  mine.replaceChildren(meLine([h('span', { class: 'tag', text: `${setCards(v.hand).length} cards` })]), handEl(cards), actions);
  drawCrazyScores();
}

// drawCrazyScores draws the score sheet: the cards each seat holds, and,
// once the game is over, its penalty points.
function drawCrazyScores() {
  const msg = app.msg;
  const v = msg.view;
  const r = msg.result;
  const rows = msg.players.map((p, i) => h('tr', {},
    h('td', { class: 'player' + (r && r.winners.includes(i) ? ' lead' : ''), text: p.name }),
    h('td', { text: v.handCounts[i] }),
    h('td', { text: r ? -r.scores[i] : '–' })));
  $('#score-body').replaceChildren(
    h('table', { class: 'crazy' }, h('thead', {}, h('tr', {}, ...['Player', 'Cards', 'Penalty'].map((x) => h('th', { scope: 'col', text: x })))), h('tbody', {}, ...rows)),
    h('p', { class: 'hint', text: `The first out wins; at the end the cards left are penalty points: ${PENALTY_LINE[msg.game]}.` }));
}

// ---------------------------------------------------------------- the story of each move

// storyAnswers says what answers a pending draw: "a 2", "a 7", from the
// table of a shedding game's rules (Boxes: a 2).
function storyAnswers() {
  const v = app.msg.view;
  const r = (v.rules && (v.rules.table || v.rules)) || {};
  const ranks = setCards(r.answer || '2C').map(rankOf).filter((k, i, all) => all.indexOf(k) === i);
  return ranks.map((k) => (k === '8' || k === 'A' ? 'an ' : 'a ') + k).join(' or ');
}

// cardsText writes cards with suit symbols, joined by sep.
const cardsText = (cs, sep = ' ') => (cs || []).map(sym).join(sep);

// storyEvent says one event of the library's account of a move
// (cards.Event, as this page's seat sees it: the server sends no card the
// seat may not see) as the parts of a log line.
function storyEvent(e) {
  const isYou = e.seat === app.msg.seat;
  const v = (third, second) => (isYou ? second : third);
  const who = (text) => [h('span', { class: 'who', text: you(e.seat) }), ' ' + text];
  const n = e.count || 0;
  const count = (word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  switch (e.kind) {
    case 'play':
      if (app.msg.game === 'equi') return who(`${v('lays', 'lay')} ${cardsText(e.cards)} on the table`);
      return who(`${v('plays', 'play')} ${cardsText(e.cards, '+')}${e.named ? ` and ${v('names', 'name')} ${SUIT_SYMBOL[e.suit]}` : ''}`);
    case 'draw':
      if (e.reason) return who(`${v('takes', 'take')} back ${count('card')} from the pile: ${cardsText(e.cards)}`);
      return who(`${v('draws', 'draw')} ${n === 1 ? 'a card' : count('card')}${e.cards ? ': ' + cardsText(e.cards) : ''}`);
    case 'pass': return who(v('passes', 'pass'));
    case 'skip': return who(e.reason ? `${v('holds', 'hold')} no card and ${v('is', 'are')} passed over` : `${v('misses', 'miss')} a turn (skipped)`);
    case 'reverse': return [`Play reverses: it now goes ${e.clockwise ? 'clockwise' : 'counterclockwise'}`];
    case 'again': return who(`${v('plays', 'play')} again`);
    case 'chain': return who(`must answer with ${storyAnswers()}, or draw ${count('card')}`);
    case 'penalty': return who(`${v('draws', 'draw')} ${count('penalty card')}${e.cards ? ': ' + cardsText(e.cards) : ''}${e.reason ? ` (${e.reason})` : ''}`);
    case 'capture':
      if (!e.cards) return [`The cards left on the table (${cardsText(setCards(e.taken))}) go to ${you(e.seat)}, the last to capture`];
      return who(`${v('takes', 'take')} ${cardsText(setCards(e.taken), '+')} with ${cardsText(e.cards, '+')}`);
    case 'sweep': return who(`${v('sweeps', 'sweep')} the table`);
    case 'reshuffle': return [`The discards are shuffled into a new stock of ${count('card')}`];
    case 'deal': {
      const mine = e.hands && e.hands[app.msg.seat];
      return who(`${v('deals', 'deal')} ${count('card')} each${mine && setCards(mine).length ? `; your hand: ${cardsText(setCards(mine))}` : ''}`);
    }
    case 'turn up': return [`${cardsText(e.cards)} turned up${e.cards && e.cards.length === 1 ? `: ${SUIT_SYMBOL[e.suit]} in force` : ''}`];
    case 'deal end': {
      const how = e.seat >= 0 ? `${you(e.seat)} went out` : `the deal ended (${e.reason})`;
      return [`${how}: ${(e.scores || []).map((x, s) => `${nameOf(s)} ${x}`).join(', ')}`];
    }
    case 'game end': {
      const how = e.seat >= 0 ? `${you(e.seat)} ${v('goes', 'go')} out: the game ends` : `The game ends: ${e.reason}`;
      const left = (e.hands || []).map((hd, s) => (s === app.msg.seat || !setCards(hd).length ? '' : `${nameOf(s)} held ${cardsText(setCards(hd))}`)).filter(Boolean);
      return [how + (left.length ? `. ${left.join('; ')}` : '')];
    }
  }
  return [e.kind];
}

// storyItems returns the log lines of a story: the move (class move, with
// extra, such as what a variant added, at its end), then each of its
// effects, indented; a Boxes deal's start is headed "Deal n".
function storyItems(story, extra = '') {
  const out = [];
  (story || []).forEach((e, i) => {
    if (e.kind === 'deal' && app.msg.game === 'boxes') {
      app.logDeal = (app.logDeal || 0) + 1;
      out.push(h('li', { class: 'deal', text: `Deal ${app.logDeal}` }));
    }
    let cls = i ? 'effect' : 'move';
    if (e.kind === 'deal end') cls = 'end';
    else if (e.kind === 'deal' || e.kind === 'turn up') cls = 'effect';
    const parts = storyEvent(e);
    if (i === 0 && extra) parts.push(extra);
    out.push(h('li', { class: cls, dataset: { event: e.kind } }, ...parts));
  });
  return out;
}

// lastDealEnd returns the story's event of the last deal that ended, or
// null.
function lastDealEnd() {
  const hist = app.msg.history;
  for (let i = hist.length - 1; i >= 0; i--) {
    const e = (hist[i].story || []).find((x) => x.kind === 'deal end');
    if (e) return e;
  }
  return null;
}

// ---------------------------------------------------------------- log and result

function drawLog() {
  const msg = app.msg;
  const list = $('#log-list');
  const stick = list.scrollTop + list.clientHeight >= list.scrollHeight - 30;
  const items = [];
  // The library's account of the deal and of every move.
  app.logDeal = 0;
  items.push(...storyItems(msg.start));
  for (const ev of msg.history) items.push(...storyItems(ev.story, addedText(ev)));
  list.replaceChildren(...items);
  if (stick) list.scrollTop = list.scrollHeight;
}

// waitingLine says whom the bots wait for: people to open their page, or
// to see the summary of the deal over.
function waitingLine(seats) {
  const names = seats.map(nameOf).join(' and ');
  if (!(app.msg.deals || []).length) return `The bots wait for ${names} to open the game`;
  return `The bots wait for ${names} to see the deal's summary`;
}

// summaryOpen says whether the page shows the summary of the last finished
// deal of a Boxes match that goes on: until the person says they are
// ready (the bots wait for it), or the spectator closes it.
function summaryOpen() {
  const msg = app.msg;
  if (!msg || msg.game !== 'boxes' || msg.over || app.replay) return false;
  const deals = (msg.deals || []).length;
  return deals > 0 && deals > Math.max(msg.ready || 0, app.ready);
}

// drawSummary shows the summary of the deal that just ended, from the
// library's account of it (the story's deal end): every hand as it was
// left, each seat's penalty points in the deal and so far, the teams'
// totals, and what comes next; the person continues when ready.
function drawSummary() {
  const box = $('#summary');
  if (!summaryOpen()) { box.hidden = true; return; }
  const msg = app.msg;
  const v = msg.view;
  const deals = msg.deals;
  const end = lastDealEnd();
  const sizes = v.schedule.split(',').map(Number);
  const how = end.seat >= 0 ? `${nameOf(end.seat)} went out` : `the deal ended: ${end.reason}`;
  const rows = msg.players.map((p, i) => {
    const hand = setCards(end.hands[i]).sort(byHand);
    return h('tr', {},
      h('th', { scope: 'row', class: 'player', text: (i === msg.seat ? `${p.name} (you)` : p.name) + ` · team ${i % 2 === 0 ? 'A' : 'B'}` }),
      h('td', {}, h('div', { class: 'left-hand' }, ...(hand.length ? hand.map((c) => cardEl(c, 'mini')) : [h('span', { text: 'out' })]))),
      h('td', { text: end.scores[i] }),
      h('td', { text: end.totals[i] }));
  });
  const t = end.totals;
  const team = (k) => `Team ${k ? 'B' : 'A'} (${nameOf(k)} & ${nameOf(k + 2)}): ${t[k] + t[k + 2]}`;
  const next = `Next: deal ${v.deal + 1} of ${sizes.length}, ${sizes[v.deal]} cards each, dealt by ${nameOf(v.dealer)}.`;
  const ok = isSeat()
    ? h('button', { class: 'primary', id: 'summary-continue', onclick: () => ready(deals.length), text: 'Deal the next hand' })
    : h('button', { id: 'summary-continue', onclick: () => { app.ready = deals.length; draw(); }, text: 'Close' });
  box.replaceChildren(
    h('h1', { id: 'summary-title', text: `Deal ${deals.length} of ${sizes.length} is over` }),
    h('p', { text: `${how[0].toUpperCase() + how.slice(1)}. The hands as they were left, and the penalty points:` }),
    h('table', {}, h('thead', {}, h('tr', {}, ...['Player', 'Hand left', 'Deal', 'So far'].map((x) => h('th', { scope: 'col', text: x })))), h('tbody', {}, ...rows)),
    h('p', { text: `${team(0)}; ${team(1)} penalty points so far: fewer is better.` }),
    h('p', { class: 'next', text: next + (isSeat() ? ' The bots wait until you are ready.' : '') }),
    h('div', { class: 'buttons' }, ok));
  box.hidden = false;
}

// ready tells the server that the person has seen the summary of the first
// deals finished deals, so that the bots deal on.
async function ready(deals) {
  try {
    const r = await postJSON(app.api + '/ready', { deals });
    if (!r.ok) { toast((await r.json().catch(() => ({ error: r.statusText }))).error); return; }
    app.ready = Math.max(app.ready, deals);
    draw();
  } catch (err) {
    toast(err instanceof TypeError ? unreachable('The next deal was not started') : err.message);
  }
}

// rematch asks for the next game of the same players, and opens it.
async function rematch() {
  try {
    const r = await postJSON(app.api + '/rematch', {});
    const out = await r.json().catch(() => ({ error: r.statusText }));
    if (!r.ok) { toast(out.error); return; }
    location.assign(out.link);
  } catch (err) {
    toast(err instanceof TypeError ? unreachable('The rematch was not started') : err.message);
  }
}

function drawResult() {
  const msg = app.msg;
  const box = $('#result');
  if (!msg.result || app.resultClosed) { box.hidden = true; return; }
  const r = msg.result;
  // The winners by the names the players chose: the line reads the same on
  // every page; the heading says "You win!" to the winners.
  const names = r.winners.map(nameOf);
  // What the scores count: Boxes penalty points; Equi cards, or points
  // (sweep); Crazy Eights penalty points, its scores being minus them.
  const crazy = SHEDDING.includes(msg.game);
  let unit = countsPoints(msg.view.rules) ? 'points' : 'cards';
  if (msg.game === 'boxes') unit = 'points';
  if (crazy) unit = 'penalty points';
  const shown = (n) => (crazy ? -n : n);
  let head;
  let line;
  if (msg.game === 'boxes') {
    if (r.draw) {
      head = 'A drawn match';
      line = `Both teams have ${r.teams[0]} penalty points.`;
    } else {
      const w = r.winners[0] % 2;
      head = isSeat() ? (msg.seat % 2 === w ? 'You win!' : 'You lose') : `${names.join(' & ')} win`;
      line = `${names.join(' & ')} win the match, ${r.teams[w]} penalty points to ${r.teams[1 - w]}.`;
    }
  } else {
    const best = r.scores[r.winners[0]];
    head = isSeat() ? (r.winners.includes(msg.seat) ? (r.winners.length > 1 ? 'You share the win!' : 'You win!') : 'You lose') : `${names.join(' and ')} ${r.winners.length > 1 ? 'share the win' : 'wins'}`;
    line = r.winners.length > 1 ? `${names.join(' and ')} share the win with ${shown(best)} ${unit} each.` : `${names[0]} wins with ${shown(best)} ${unit}.`;
  }
  const rows = msg.players.map((p, i) => h('tr', {}, h('td', { text: i === msg.seat ? `${p.name} (you)` : p.name }), h('td', { text: `${shown(r.scores[i])} ${unit}` })));
  box.replaceChildren(
    h('h1', { text: head }),
    h('p', { id: 'result-line', text: line }),
    h('table', {}, ...rows),
    h('div', { class: 'buttons' }, ...resultButtons()));
  box.hidden = false;
}

// resultButtons returns the buttons under the result: the rematch (a seat's
// own, or the link to it once a seat asked), the record, its replay, a new
// game and the table; in a replay, the table only.
function resultButtons() {
  const msg = app.msg;
  const see = h('button', { id: 'see-table', onclick: () => { app.resultClosed = true; draw(); }, text: 'See the table' });
  if (app.replay) return [see];
  const out = [];
  if (msg.rematch) out.push(h('a', { class: 'button', id: 'rematch', href: msg.rematch, text: isSeat() ? 'Join the rematch' : 'Watch the rematch' }));
  else if (isSeat()) out.push(h('button', { class: 'primary', id: 'rematch', onclick: rematch, text: 'Rematch' }));
  const id = msg.table.split('/').pop();
  out.push(
    h('a', { class: 'button', id: 'download', href: app.api + '/record', download: `cardrules-${msg.game}.txt`, text: 'Download the record' }),
    h('a', { class: 'button', id: 'replay-link', href: '/replay?table=' + encodeURIComponent(id), target: '_blank', text: 'Replay' }),
    h('a', { class: 'button', href: '/', text: 'New game' }),
    see);
  return out;
}

// ---------------------------------------------------------------- replay

// replayPage replays a finished game from its record: the record of the
// table the address names (?table=ID), or one the person loads.
async function replayPage() {
  $('#title').textContent = 'A game replayed from its record';
  const table = new URLSearchParams(location.search).get('table');
  if (!table) {
    $('#replay-load').hidden = false;
    $('#replay-form').addEventListener('submit', async (e) => {
      e.preventDefault();
      const file = $('#replay-file').files[0];
      const text = file ? await file.text() : $('#replay-text').value;
      startReplay(text);
    });
    return;
  }
  try {
    const r = await fetch('/api/tables/' + encodeURIComponent(table) + '/record');
    if (!r.ok) {
      const e = await r.json().catch(() => ({ error: r.statusText }));
      $('#denied').hidden = false;
      $('#denied-why').textContent = e.error;
      return;
    }
    startReplay(await r.text());
  } catch (err) {
    toast(err instanceof TypeError ? unreachable('The record was not loaded') : err.message);
  }
}

async function startReplay(record) {
  app.replay = { record, n: 0, total: 0, seat: -1 };
  if (await replayGo(0)) {
    $('#replay-load').hidden = true;
    $('#game').hidden = false;
    app.focusNext = '#replay-next';
    draw();
  }
}

// replayGo shows the position after the first n moves of the record, and
// says whether it could.
async function replayGo(n) {
  const rp = app.replay;
  if (n < 0 || (rp.total && n > rp.total) || app.busy) return false;
  app.busy = true;
  try {
    const r = await postJSON('/api/replay', { record: rp.record, moves: n, seat: rp.seat });
    const out = await r.json().catch(() => ({ error: r.statusText }));
    if (!r.ok) { toast(out.error); return false; }
    rp.n = out.version;
    rp.total = out.total;
    app.msg = null;
    app.resultClosed = rp.n < rp.total;
    app.busy = false;
    render(out);
    return true;
  } catch (err) {
    toast(err instanceof TypeError ? unreachable('The replay did not move') : err.message);
    return false;
  } finally {
    app.busy = false;
  }
}

// replayControls are the bar's controls of a replay: the first, previous,
// next and last move, the move shown, and whose view.
function replayControls() {
  const rp = app.replay;
  const msg = app.msg;
  const b = (id, text, label, n, off) => h('button', { id, 'aria-label': label, title: label, disabled: off, onclick: () => replayGo(n), text });
  const seat = h('select', { id: 'replay-seat', 'aria-label': 'whose view', onchange: (e) => { rp.seat = Number(e.target.value); replayGo(rp.n); } },
    h('option', { value: '-1', text: 'the table (no hand)' }),
    ...msg.players.map((p, i) => h('option', { value: String(i), text: `${p.name}'s hand` })));
  seat.value = String(rp.seat);
  return [
    h('span', { class: 'replay-bar' },
      b('replay-first', '|◀', 'the start', 0, rp.n === 0),
      b('replay-prev', '◀', 'the move before', rp.n - 1, rp.n === 0),
      h('span', { id: 'replay-at', text: `move ${rp.n} of ${rp.total}` }),
      b('replay-next', '▶', 'the next move', rp.n + 1, rp.n >= rp.total),
      b('replay-last', '▶|', 'the end', rp.total, rp.n >= rp.total),
      seat),
    h('a', { href: '/rules/' + msg.game, target: '_blank', text: 'rules' }),
  ];
}

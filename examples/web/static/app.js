// cardrules web example: the page. Plain JavaScript, no build step.
//
// The server sends each seat a message: the library's view of that seat (its
// JSON form, documented in `go doc ./boxes` and `go doc ./equi`, section
// "JSON"), the players' names, and a few extras. The page draws the message,
// and sends moves in the game's notation; the server checks every move
// through the library and pushes the next message to every browser.
'use strict';

const SUIT_SYMBOL = { C: '♣', D: '♦', H: '♥', S: '♠' };
const SUIT_NAME = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const HAND_SUITS = ['S', 'H', 'C', 'D']; // a hand is shown by suit, colours alternating

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

// cardEl draws a card face up: rank and suit in two corners, the suit in the middle.
function cardEl(c, cls, onclick) {
  const corner = (where) => h('span', { class: 'corner ' + where }, h('b', { text: rankOf(c) }), h('i', { text: SUIT_SYMBOL[suitOf(c)] }));
  return h('div', {
    class: `card ${isRed(c) ? 'red' : 'black'} ${cls || ''}`,
    dataset: { card: c },
    title: `${rankOf(c)} of ${SUIT_NAME[suitOf(c)]}`,
    onclick,
  }, corner('tl'), h('span', { class: 'pip', text: SUIT_SYMBOL[suitOf(c)] }), corner('br'));
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
};

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
  else lobby();
}
document.addEventListener('DOMContentLoaded', start);

// ---------------------------------------------------------------- set-up

function lobby() {
  $('#lobby').hidden = false;
  $('#title').textContent = 'Boxes and Equi, on the cardrules library';
  const form = $('#setup');
  const game = () => form.querySelector('input[name=game]:checked').value;
  const seats = () => (game() === 'boxes' ? 4 : Number($('#players').value));
  const where = (i) => {
    if (game() !== 'boxes') return `Seat ${i + 1}`;
    return ['Seat 1 (south)', 'Seat 2 (west)', 'Seat 3 (north)', 'Seat 4 (east)'][i] + (i % 2 === 0 ? ' · team A' : ' · team B');
  };
  const drawSeats = () => {
    $('#deals-row').hidden = game() !== 'boxes';
    $('#players-row').hidden = game() === 'boxes';
    const list = $('#seat-list');
    const old = [...list.children].map((li) => ({ name: li.querySelector('input').value, player: li.querySelector('select').value }));
    list.replaceChildren();
    for (let i = 0; i < seats(); i++) {
      const was = old[i] || { name: i === 0 ? 'You' : '', player: i === 0 ? 'human' : 'ismcts' };
      const select = h('select', { name: 'player', 'aria-label': `player of seat ${i + 1}` },
        h('option', { value: 'human', text: 'a person (secret link)' }),
        h('option', { value: 'ismcts', text: 'bot: ISMCTS search (strong)' }),
        h('option', { value: 'greedy', text: 'bot: greedy' }),
        h('option', { value: 'random', text: 'bot: random' }));
      select.value = was.player;
      list.append(h('li', { dataset: { seat: i } },
        h('span', { class: 'where', text: where(i) }),
        h('input', { type: 'text', maxlength: 40, placeholder: 'name', value: was.name, 'aria-label': `name of seat ${i + 1}` }),
        select));
    }
  };
  form.addEventListener('change', (e) => { if (e.target.name === 'game' || e.target.id === 'players') drawSeats(); });
  drawSeats();
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const body = {
      game: game(),
      seats: [...$('#seat-list').children].map((li) => ({ name: li.querySelector('input').value, player: li.querySelector('select').value })),
    };
    if (game() === 'boxes') body.deals = $('#deals').value;
    $('#start').disabled = true;
    try {
      const r = await fetch('/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const out = await r.json();
      if (!r.ok) throw new Error(out.error || r.statusText);
      showCreated(out);
    } catch (err) {
      toast(err.message);
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

// render draws a message, unless a later one was drawn already.
function render(msg) {
  if (app.msg && msg.version < app.msg.version) return;
  if (!app.msg || msg.version !== app.msg.version) {
    app.chooser = null;
    app.pick.hand.clear();
    app.pick.table.clear();
  }
  app.msg = msg;
  draw();
}

// send plays a move in the game's notation.
async function send(move) {
  if (app.busy) return;
  app.busy = true;
  try {
    const r = await fetch(app.api + '/moves', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ move, version: app.msg.version }),
    });
    const out = await r.json().catch(() => ({ error: r.statusText }));
    if (!r.ok) {
      toast(out.error);
      if (r.status === 409) render(await (await fetch(app.api)).json());
      return;
    }
    render(out);
  } catch (err) {
    toast(err.message);
  } finally {
    app.busy = false;
  }
}

const isSeat = () => app.msg.seat >= 0;
const myTurn = () => isSeat() && app.msg.view.turn === app.msg.seat && !app.msg.over;
const nameOf = (seat) => (app.msg.players[seat] ? app.msg.players[seat].name : `seat ${seat + 1}`);
const you = (seat) => (seat === app.msg.seat ? 'You' : nameOf(seat));

function draw() {
  const msg = app.msg;
  const v = msg.view;
  document.body.dataset.version = msg.version;
  document.body.dataset.myturn = myTurn() ? '1' : '0';
  document.body.dataset.over = msg.over ? '1' : '0';
  $('#links').replaceChildren(isSeat() ? h('a', { href: msg.table, target: '_blank', text: 'table view for spectators' }) : h('span', { text: 'spectator' }));
  if (msg.over) $('#status').textContent = 'Game over';
  else if (myTurn()) $('#status').textContent = 'Your turn';
  else $('#status').textContent = `${nameOf(v.turn)} to play`;
  $('#seats').replaceChildren(...pods());
  if (msg.game === 'boxes') drawBoxes(); else drawEqui();
  drawLog();
  drawResult();
  const felt = $('#felt');
  felt.querySelectorAll('.failure').forEach((e) => e.remove());
  if (msg.error) felt.append(h('div', { class: 'failure', text: msg.error }));
}

// pods draws the other seats around the table, clockwise from the bottom:
// the next seat on the left, as play goes to the left.
function pods() {
  const msg = app.msg;
  const n = msg.players.length;
  const me = isSeat() ? msg.seat : 0;
  const out = [];
  for (let k = isSeat() ? 1 : 0; k < n; k++) {
    const seat = (me + k) % n;
    const angle = (90 + (k * 360) / n) * (Math.PI / 180);
    const pod = pod1(seat);
    if (k === 0) {
      pod.style.left = '50%';
      pod.style.top = '84%';
    } else {
      pod.style.left = `${50 + 39 * Math.cos(angle)}%`;
      pod.style.top = `${(n > 4 ? 40 : 43) + (n > 4 ? 30 : 34) * Math.sin(angle)}%`;
    }
    out.push(pod);
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
  let known = msg.game === 'equi' ? setCards(v.known[seat]) : [];
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
      extra.push(h('span', { class: 'tag ' + (partner ? 'partner' : 'opponent'), text: `${partner ? 'partner' : 'opponent'} · team ${team}` }));
    } else {
      extra.push(h('span', { class: 'tag', text: `team ${team}` }));
    }
  } else {
    extra.push(h('span', { class: 'piles' }, h('span', { text: `pile ${setCards(v.piles[seat]).length}` }), h('span', { text: `holds ${v.held[seat]}` })));
  }
  return h('div', { class: 'pod' + (v.turn === seat && !msg.over ? ' turn' : ''), dataset: { seat } },
    h('div', { class: 'name' }, h('span', { text: p.name }), p.player !== 'human' ? h('small', { text: 'bot · ' + p.player }) : null),
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

// boxesVerb says what a move did, such as "plays 8♠ and names ♥", or "play
// 8♠ and name ♥" after "You".
function boxesVerb(m, isYou) {
  const v = (third, second) => (isYou ? second : third);
  if (m.kind === 'draw') return v('draws', 'draw') + ' a card';
  if (m.kind === 'pass') return v('passes', 'pass');
  const cards = m.cards.map(sym).join(' ');
  let s = m.kind === 'set' ? `${v('lays', 'lay')} ${cards}${m.oneCard ? ' with “one card!”' : ' without the call'}` : `${v('plays', 'play')} ${cards}`;
  if (m.call) s += ` and ${v('names', 'name')} ${SUIT_SYMBOL[m.call]}`;
  return s;
}

function boxesEvent(ev) {
  const m = boxesMove(ev.move);
  const parts = [];
  const n = ev.drew.length;
  for (let k = 0; k < n; k++) {
    const seat = (ev.seat + k) % n;
    const d = ev.drew[seat];
    if (!d || (seat === ev.seat && m.kind === 'draw' && d === 1)) continue;
    parts.push(`${you(seat)} ${seat === app.msg.seat ? 'draw' : 'draws'} ${d}`);
  }
  return [h('span', { class: 'who', text: you(ev.seat) }), ` ${boxesVerb(m, ev.seat === app.msg.seat)}${parts.length ? '; ' + parts.join(', ') : ''}`];
}

function drawBoxes() {
  const msg = app.msg;
  const v = msg.view;
  const sizes = v.schedule.split(',').map(Number);
  $('#title').textContent = msg.over
    ? `Boxes · the match is over after ${sizes.length} deal${sizes.length > 1 ? 's' : ''}`
    : `Boxes · deal ${v.deal + 1} of ${sizes.length} · ${sizes[v.deal]} cards each · dealt by ${nameOf(v.dealer)}`;

  // The middle: stock, discard pile, suit in force and direction.
  const played = [];
  for (const ev of v.history) played.push(...boxesMove(ev.move).cards);
  const under = played.filter((c) => c !== v.top).slice(-3);
  const discards = setCards(v.discards).length;
  const tilt = (c, i) => `rotate(${((RANKS.indexOf(rankOf(c)) * 7 + i * 11) % 24) - 12}deg) translate(${(i - 2) * 9}px, ${(i % 2) * 4}px)`;
  const pile = h('div', { class: 'discard', id: 'discard' }, ...under.map((c, i) => {
    const e = cardEl(c, 'under');
    e.style.transform = tilt(c, i);
    return e;
  }), cardEl(v.top, 'top'));
  const force = h('div', { class: 'force' },
    h('div', { class: 'chip', title: 'the suit in force' }, h('span', { class: 'big ' + (v.suit === 'H' || v.suit === 'D' ? 'red' : ''), text: SUIT_SYMBOL[v.suit] }), `${SUIT_NAME[v.suit]} in force`),
    h('div', { class: 'chip', title: 'the direction of play' }, h('span', { class: 'big', text: v.direction === 'clockwise' ? '↻' : '↺' }), v.direction === 'clockwise' ? 'clockwise (to the left)' : 'counterclockwise (to the right)'),
    v.phase === 'answer' ? h('div', { class: 'chip alert' }, h('span', { class: 'big', text: '2' }), `${you(v.turn)}: answer with a 2, or draw ${v.pending}`) : null);
  $('#center').replaceChildren(stockEl(v.stockCount), h('div', {}, pile, h('div', { class: 'discard-label', text: `discard pile: ${discards + 1} card${discards ? 's' : ''}` })), force);

  // My hand and my moves.
  const mine = $('#mine');
  if (!isSeat()) { mine.replaceChildren(); drawBoxesScores(); return; }
  const legal = myTurn() ? v.legal.map(boxesMove) : [];
  const playable = new Set(legal.flatMap((m) => m.cards));
  const cards = setCards(v.hand).sort(byHand).map((c) => {
    const cls = [playable.has(c) ? 'playable' : (myTurn() ? 'dim' : ''), app.chooser && app.chooser.card === c ? 'selected' : ''].join(' ');
    return cardEl(c, cls, playable.has(c) ? () => chooseBoxes(c) : undefined);
  });
  const actions = h('div', { class: 'actions', id: 'actions' });
  if (myTurn()) {
    if (app.chooser) actions.append(chooserEl(app.chooser));
    else actions.append(h('span', { class: 'prompt', text: boxesPrompt(v, legal) }));
    for (const m of legal.filter((m) => m.kind === 'draw' || m.kind === 'pass')) {
      actions.append(h('button', { class: 'primary', dataset: { move: m.text }, onclick: () => send(m.text), text: m.kind === 'draw' ? 'Draw a card' : 'Pass' }));
    }
  } else if (!msg.over) {
    actions.append(h('span', { class: 'prompt', text: `Waiting for ${nameOf(v.turn)}…` }));
  }
  const team = msg.seat % 2 === 0 ? 'A' : 'B';
  mine.replaceChildren(meLine([h('span', { class: 'tag', text: `team ${team} · ${setCards(v.hand).length} cards` })]), handEl(cards), actions);
  drawBoxesScores();
}

function boxesPrompt(v, legal) {
  if (v.phase === 'answer') return `Answer the 2 with a 2, or draw ${v.pending}.`;
  if (v.phase === 'drawn') return legal.length > 1 ? 'Play the card you drew, or keep it.' : 'You cannot play the card you drew: keep it.';
  if (legal.some((m) => m.kind !== 'draw' && m.kind !== 'pass')) return `Your turn: play a ${SUIT_SYMBOL[v.suit]} (click a lit card).`;
  return `You cannot follow ${SUIT_SYMBOL[v.suit]}.`;
}

// chooseBoxes plays the card clicked, or offers its moves when it has several:
// alone or in a pair, with or without the "one card" call, naming a suit.
function chooseBoxes(card) {
  const options = app.msg.view.legal.map(boxesMove).filter((m) => m.cards.includes(card));
  if (options.length === 1) { send(options[0].text); return; }
  app.chooser = { card, options };
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
    let label = m.kind === 'set' ? `${m.cards.map(sym).join(' + ')} ${m.oneCard ? '“One card!”' : 'without the call (+1 card)'}` : `${sym(m.cards[0])} alone`;
    if (m.call) {
      box.append(h('span', { text: label + ', naming:' }));
      for (const x of ms) {
        box.append(h('button', { class: 'suit ' + (x.call === 'H' || x.call === 'D' ? 'red' : ''), dataset: { move: x.text }, title: SUIT_NAME[x.call], onclick: () => send(x.text), text: SUIT_SYMBOL[x.call] }));
      }
    } else {
      box.append(h('button', { dataset: { move: m.text }, onclick: () => send(m.text), text: label }));
    }
  }
  box.append(h('button', { onclick: () => { app.chooser = null; draw(); }, text: 'Cancel' }));
  return box;
}

function drawBoxesScores() {
  const msg = app.msg;
  const v = msg.view;
  const n = msg.players.length;
  const teamName = (t) => `${nameOf(t)} & ${nameOf(t + 2)}`;
  const head = h('tr', {}, h('th', { text: 'Deal' }), ...msg.players.map((p) => h('th', { text: p.name.slice(0, 8) })), h('th', { text: 'A' }), h('th', { text: 'B' }));
  const rows = (msg.deals || []).map((d, i) => {
    const s = d.result.scores;
    const how = d.result.reason === 'out' ? `${nameOf(d.result.out)} out` : d.result.reason;
    return h('tr', { title: how }, h('td', { text: `${i + 1}` }), ...s.map((x) => h('td', { text: x })), h('td', { text: s[0] + s[2] }), h('td', { text: s[1] + s[3] }));
  });
  const t = v.totals;
  const a = t[0] + t[2];
  const b = t[1] + t[3];
  const foot = h('tr', {}, h('td', { text: 'Match' }), ...t.slice(0, n).map((x) => h('td', { text: x })),
    h('td', { class: a < b ? 'lead' : '', text: a }), h('td', { class: b < a ? 'lead' : '', text: b }));
  $('#score-body').replaceChildren(
    h('table', {}, h('thead', {}, head), h('tbody', {}, ...rows), h('tfoot', {}, foot)),
    h('p', { class: 'hint', text: `Penalty points, fewer is better. A: ${teamName(0)}; B: ${teamName(1)}.` }));
}

// ---------------------------------------------------------------- Equi

// equiMove reads a move in Equi notation: "9C+AS=10H" or "6D".
function equiMove(text) {
  const [played, taken] = text.split('=');
  return { text, played: played.split('+'), taken: taken ? taken.split('+') : [] };
}

function points(cards) { return cards.reduce((sum, c) => sum + app.msg.points[rankOf(c)], 0); }

function equiEvent(ev) {
  const m = equiMove(ev.move);
  const v = (third, second) => (ev.seat === app.msg.seat ? second : third);
  let s = m.taken.length
    ? ` ${v('takes', 'take')} ${m.taken.map(sym).join(' ')} with ${m.played.map(sym).join(' ')}`
    : ` ${v('lays', 'lay')} ${sym(m.played[0])} on the table`;
  if (ev.drew) s += `, ${v('draws', 'draw')} ${ev.drew}`;
  const back = setCards(ev.recycled).length;
  if (back) s += `, ${v('takes', 'take')} back ${back} cards from the pile`;
  return [h('span', { class: 'who', text: you(ev.seat) }), s];
}

function drawEqui() {
  const msg = app.msg;
  const v = msg.view;
  const n = msg.players.length;
  $('#title').textContent = `Equi · ${n} players · stock ${v.stockCount} · move ${v.moves + 1}`;
  const mine = myTurn();
  const legal = mine ? v.legal.map(equiMove) : [];
  const table = setCards(v.table).map((c) => cardEl(c, mine ? 'pickable' + (app.pick.table.has(c) ? ' selected' : '') : '', mine ? () => pick('table', c) : undefined));
  $('#center').replaceChildren(stockEl(v.stockCount),
    h('div', { class: 'table-cards', id: 'table' }, ...(table.length ? table : [h('span', { class: 'empty', text: 'the table is empty' })])));

  const me = $('#mine');
  if (!isSeat()) { me.replaceChildren(); drawEquiScores(); return; }
  const useful = new Set(legal.flatMap((m) => m.played));
  const hand = setCards(v.hand).sort(byHand).map((c) => {
    const cls = [mine ? (useful.has(c) || msg.legalTruncated ? 'playable' : 'dim') : '', app.pick.hand.has(c) ? 'selected' : ''].join(' ');
    return cardEl(c, cls, mine ? () => pick('hand', c) : undefined);
  });
  const actions = h('div', { class: 'actions', id: 'actions' });
  if (mine) {
    const ph = [...app.pick.hand];
    const pt = [...app.pick.table];
    const a = points(ph);
    const b = points(pt);
    const equal = ph.length > 0 && pt.length > 0 && a === b;
    const capture = ph.join('+') + '=' + pt.join('+');
    const trails = legal.filter((m) => m.taken.length === 0).map((m) => m.text);
    const canTrail = ph.length === 1 && pt.length === 0 && (trails.includes(ph[0]) || msg.legalTruncated);
    actions.append(
      h('div', { class: 'sums' + (equal ? ' equal' : ''), id: 'sums' },
        h('span', {}, 'hand ', h('span', { class: 'sum', id: 'sum-hand', text: a })),
        h('span', { text: equal ? '=' : '≠' }),
        h('span', {}, 'table ', h('span', { class: 'sum', id: 'sum-table', text: b }))),
      h('button', { class: 'primary', id: 'capture', disabled: !equal, onclick: () => send(capture), text: 'Capture' }),
      h('button', { id: 'trail', disabled: !canTrail, onclick: () => send(ph[0]), text: 'Lay on the table' }),
      h('button', { id: 'clear', disabled: !ph.length && !pt.length, onclick: () => { app.pick.hand.clear(); app.pick.table.clear(); draw(); }, text: 'Clear' }),
      h('span', { class: 'prompt', text: equiPrompt(legal, trails) }));
  } else if (!msg.over) {
    actions.append(h('span', { class: 'prompt', text: `Waiting for ${nameOf(v.turn)}…` }));
  }
  const pile = setCards(v.piles[msg.seat]).length;
  me.replaceChildren(meLine([h('span', { class: 'tag', text: `pile ${pile} · holds ${v.held[msg.seat]}` })]), handEl(hand), actions);
  drawEquiScores();
}

function equiPrompt(legal, trails) {
  const captures = legal.length - trails.length;
  if (app.msg.legalTruncated) return 'Pick hand and table cards of equal points: a great many captures are possible.';
  if (captures > 0) return `Pick hand and table cards of equal points: ${captures} capture${captures > 1 ? 's' : ''} possible.`;
  return 'No capture: lay one card on the table.';
}

function pick(where, c) {
  const s = app.pick[where];
  if (s.has(c)) s.delete(c); else s.add(c);
  draw();
}

function drawEquiScores() {
  const msg = app.msg;
  const v = msg.view;
  const best = Math.max(...v.held);
  const rows = msg.players.map((p, i) => h('tr', {},
    h('td', { class: v.held[i] === best ? 'lead' : '', text: p.name }),
    h('td', { text: v.handCounts[i] }),
    h('td', { text: setCards(v.piles[i]).length }),
    h('td', { class: v.held[i] === best ? 'lead' : '', text: v.held[i] })));
  $('#score-body').replaceChildren(
    h('table', {}, h('thead', {}, h('tr', {}, h('th', { text: 'Player' }), h('th', { text: 'Hand' }), h('th', { text: 'Pile' }), h('th', { text: 'Holds' }))), h('tbody', {}, ...rows)),
    h('p', { class: 'hint', text: 'Cards held, hand and pile: most cards wins.' }));
}

// ---------------------------------------------------------------- log and result

function drawLog() {
  const msg = app.msg;
  const v = msg.view;
  const list = $('#log-list');
  const stick = list.scrollTop + list.clientHeight >= list.scrollHeight - 30;
  const items = [];
  if (msg.game === 'boxes') {
    (msg.deals || []).forEach((d, i) => {
      items.push(h('li', { class: 'deal', text: `Deal ${i + 1}` }));
      for (const ev of d.events) items.push(h('li', {}, ...boxesEvent(ev)));
      const r = d.result;
      const how = r.reason === 'out' ? `${you(r.out)} went out` : `the deal ended (${r.reason})`;
      items.push(h('li', { class: 'end', text: `${how}: ${r.scores.map((x, s) => `${nameOf(s)} ${x}`).join(', ')}` }));
    });
    if (!msg.over) {
      items.push(h('li', { class: 'deal', text: `Deal ${v.deal + 1}` }));
      for (const ev of v.history) items.push(h('li', {}, ...boxesEvent(ev)));
    }
  } else {
    for (const ev of v.history) items.push(h('li', {}, ...equiEvent(ev)));
    if (msg.over) items.push(h('li', { class: 'end', text: `The game ends: ${v.end}.` }));
  }
  list.replaceChildren(...items);
  if (stick) list.scrollTop = list.scrollHeight;
}

function drawResult() {
  const msg = app.msg;
  const box = $('#result');
  if (!msg.result || app.resultClosed) { box.hidden = true; return; }
  const r = msg.result;
  const names = r.winners.map(nameOf);
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
    line = r.winners.length > 1 ? `${names.join(' and ')} share the win with ${best} cards each.` : `${names[0]} wins with ${best} cards.`;
  }
  const rows = msg.players.map((p, i) => h('tr', {}, h('td', { text: p.name }), h('td', { text: `${r.scores[i]} ${msg.game === 'boxes' ? 'points' : 'cards'}` })));
  box.replaceChildren(
    h('h1', { text: head }),
    h('p', { id: 'result-line', text: line }),
    h('table', {}, ...rows),
    h('div', { class: 'buttons' },
      h('a', { class: 'button', href: '/', text: 'New game' }),
      h('button', { onclick: () => { app.resultClosed = true; draw(); }, text: 'See the table' })));
  box.hidden = false;
}

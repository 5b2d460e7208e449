// The student's page: join with the room's code (or a teammate's shared seat), then play the seat.
import { $, connect, el, eventsList, makeBoard, money, playersList } from "./common.js";

const KEY = "landlord-edu-class-seat";
const params = new URLSearchParams(location.search);
const shared = new URLSearchParams(location.hash.slice(1)).get("seat");
if (shared) {  // a teammate's link: keep the seat, and take the token out of the address bar
  localStorage.setItem(KEY, shared);
  history.replaceState(null, "", location.pathname + location.search);
}
let token = shared || localStorage.getItem(KEY);
let seq = 1;
let link = null;
const board = makeBoard($("#board"));

function showJoin() {
  $("#state").textContent = "not joined yet";
  $("#join").hidden = false;
  $("#play").hidden = true;
  if (params.get("code")) $("#code").value = params.get("code");
  showSeats();
}

async function join(where = {}) {
  const response = await fetch("join", { method: "POST", body: JSON.stringify({ code: $("#code").value, ...where }) });
  const answer = await response.json();
  if (!response.ok) { $("#join-why").textContent = answer.why; return; }
  token = answer.token;
  localStorage.setItem(KEY, token);
  start();
}

// with the code typed, the free seats: a team picks its own, or Join gives it the next one
async function showSeats() {
  const code = $("#code").value.trim();
  if (code.length !== 6) { $("#pick").hidden = true; return; }  // a room's code has six letters: ask for no other
  const response = await fetch(`seats?code=${encodeURIComponent(code)}`);
  if (!response.ok) {
    $("#pick").hidden = true;
    if (response.status === 429) $("#join-why").textContent = (await response.json()).why;  // slowed: say so
    return;
  }
  const free = (await response.json()).seats.filter((s) => s.free);
  $("#free-seats").replaceChildren(...free.map((s) => el("button", { type: "button", class: "big",
    onclick: () => join({ table: s.table, seat: s.seat }), text: `Table ${s.table + 1} · ${s.name}` })));
  $("#pick").hidden = free.length === 0;
}

$("#join-form").addEventListener("submit", (event) => { event.preventDefault(); join(); });
$("#code").addEventListener("input", showSeats);

function answer(decision, value) {
  link.send({ type: "answer", seq, decision, value });
}

function drawChoices(update) {
  const box = $("#choices");
  const c = update.choices;
  box.dataset.decision = c ? c.decision : "";
  if (!c) {
    const who = update.players[update.waiting_for]?.name;
    box.replaceChildren(el("p", { class: "wait", text: update.status === "running" && who ? `Waiting for ${who}…` : `The table is ${update.status}.` }));
    return;
  }
  if (c.form) {  // the rule set's own form: the whole answer (as in the notebook's decision panel)
    box.replaceChildren(el("h2", { text: "Your decision" }), el("p", { class: "prompt", text: c.prompt }), drawForm(c));
    return;
  }
  const buttons = c.options.map((o) => el("button", { class: "big", onclick: () => answer(c.decision, o.value), text: o.label }));
  if (c.amount) {
    const input = el("input", { type: "number", min: c.amount.low, max: c.amount.high, value: c.amount.low, "aria-label": "Amount in dollars", class: "amount" });
    buttons.push(input,
      el("button", { class: "big", onclick: () => answer(c.decision, Number(input.value)), text: "Offer" }),
      el("button", { class: "big", onclick: () => answer(c.decision, 0), text: "Pass" }));
  }
  box.replaceChildren(el("h2", { text: "Your decision" }), el("p", { class: "prompt", text: c.prompt }),
    el("div", { class: "buttons" }, ...buttons), c.trade ? tradeForm(c, update.seat) : "");
}

// A rule set's form (class_game/views.py form_json): the rule cited, a note, one button per choice, then rows of
// number inputs and selects, each with one button whose answer is the row's template with the fields' values
function drawForm(c) {
  const f = c.form;
  const parts = [el("p", { class: "form-rule", text: `Rule: ${f.rule}` })];
  if (f.note) parts.push(el("p", { class: "form-note", text: f.note }));
  if (f.choices.length) {
    parts.push(el("div", { class: "buttons" }, ...f.choices.map((ch) =>
      el("button", { class: ch.primary ? "big primary" : "big", onclick: () => answer(c.decision, ch.answer), text: ch.label }))));
  }
  parts.push(...f.rows.map((row) => formRow(c.decision, row)));
  return el("div", { class: "form" }, ...parts);
}

function formRow(decision, row) {
  const inputs = row.fields.map((field) => field.type === "amount"
    ? el("input", { type: "number", inputmode: "numeric", min: field.low, max: field.high, step: 1, value: field.value, class: "amount" })
    : el("select", { class: "pick" }, ...field.options.map((o, i) => el("option", { value: i, text: o.label }))));
  const value = (field, input) => field.type === "amount" ? Number(input.value) : field.options[Number(input.value)].value;
  const send = () => {
    const values = Object.fromEntries(row.fields.map((field, i) => [field.name, value(field, inputs[i])]));
    answer(decision, fill(row, values));
  };
  const labelled = row.fields.map((field, i) => el("label", { class: "field" }, el("span", { text: field.label }), inputs[i]));
  return el("div", { class: "buttons form-row" }, ...labelled, el("button", { class: "big", onclick: send, text: row.label }));
}

// the row's answer with each field's value put where its slot stands (a path of keys and indices from the top)
function fill(row, values) {
  let out = structuredClone(row.answer);
  for (const slot of row.slots) {
    if (slot.path.length === 0) { out = values[slot.field]; continue; }
    let node = out;
    for (const step of slot.path.slice(0, -1)) node = node[step];
    node[slot.path.at(-1)] = values[slot.field];
  }
  return out;
}

// a trade offer: a card held by another player is bought from its holder, one of one's own sold to the partner
function tradeForm(c, me) {
  const card = el("select", { "aria-label": "Card", class: "pick" },
    ...c.trade.cards.map((k, i) => el("option", { value: i, text: k.label })));
  const partner = el("select", { "aria-label": "Sell to", class: "pick" },
    ...c.trade.partners.map((p) => el("option", { value: p.seat, text: p.name })));
  const price = el("input", { type: "number", min: 0, value: c.trade.price, "aria-label": "Price in dollars", class: "amount" });
  const offer = () => {
    const chosen = c.trade.cards[Number(card.value)];
    const side = chosen.holder === me ? "sell" : "buy";
    const other = side === "sell" ? Number(partner.value) : chosen.holder;
    answer(c.decision, { trade: { card: chosen.card, with: other, price: Number(price.value), side } });
  };
  return el("details", { class: "trade" }, el("summary", { text: "Propose a trade instead" }),
    el("div", { class: "buttons" }, card, el("label", { text: " to (if you sell) " }), partner, el("label", { text: " for $ " }), price,
      el("button", { class: "big", onclick: offer, text: "Offer the trade" })));
}

function drawVote(update) {
  const v = update.vote;
  const box = $("#vote");
  if (!v || !v.voters.includes(update.seat)) {
    const last = update.votes.at(-1);
    const result = !last ? "" : last.why ? `not made: ${last.why}` : !last.carried ? "lost"
      : update.single_tax ? "carried; the Single Tax is in operation" : "carried; it comes in as soon as the rules allow";
    box.replaceChildren(last ? el("p", { text: `Vote ${last.vote} on the Single Tax (${last.yes.length} for): ${result}.` }) : "");
    return;
  }
  if (v.cast.includes(update.seat)) {
    box.replaceChildren(el("p", { text: `Your team has voted. ${v.cast.length} of ${v.voters.length} ballots cast.` }));
    return;
  }
  const ballot = (yes) => () => link.send({ type: "ballot", seq, vote: v.number, yes });
  box.replaceChildren(el("h2", { text: "Vote: the Single Tax?" }),
    el("p", { text: "Put the Single Tax into operation (Single Tax rules: at least two votes)?" }),
    el("div", { class: "buttons" }, el("button", { class: "big yes", onclick: ballot(true), text: "Vote for it" }),
      el("button", { class: "big no", onclick: ballot(false), text: "Vote against" })));
}

function drawMe(update) {
  const me = update.players[update.seat];
  $("#me").replaceChildren(
    el("h2", { text: `${update.name} · table ${update.table + 1}` }),
    el("p", { class: "cash", text: `Cash ${money(me.cash)}` }),
    el("p", { text: `${update.position ? `On ${update.position} · ` : ""}wealth ${money(me.wealth)} · turn ${update.turn}${update.single_tax ? " · Single Tax in operation" : ""}` }),
    update.my_cards === null ? "" : el("p", { class: "cards", text: update.my_cards.length ? `Cards: ${update.my_cards.join(", ")}` : "No cards yet." }));
  const url = new URL(location.href);
  url.search = "";
  url.hash = `seat=${token}`;
  $("#share").replaceChildren("Share your seat with your team: open ", el("a", { href: url.href, text: "this link" }), " on another device.");
}

function onMessage(message) {
  if (message.type === "refused") {
    $("#why").textContent = message.why;
    if (message.seq) seq = message.seq;
    if (/not a token/.test(message.why)) { localStorage.removeItem(KEY); token = null; showJoin(); }
    return;
  }
  if (message.type === "skeleton") board.skeleton(message.skeleton);
  if (message.type !== "update") return;
  $("#why").textContent = "";
  seq = message.seq;
  $("h1").textContent = message.title;
  // a rule set's own picture (a street) keeps a legible size on a phone and scrolls sideways
  $("#board").classList.toggle("picture", "skeleton" in message.board);
  board.layers(message.board);
  drawMe(message);
  drawChoices(message);
  drawVote(message);
  playersList(message, $("#players"));
  eventsList(message, $("#events"));
}

function start() {
  $("#join").hidden = true;
  $("#play").hidden = false;
  link = connect(() => ({ token }), onMessage, (state) => { $("#state").textContent = state; document.body.dataset.connection = state; });
}

if (token) start(); else showJoin();

// The projector's page: one table's board, wealth and narrative, every table's state, the instructor's controls.
// The instructor's token comes as the address's fragment (never sent to the server in a request line).
import { $, connect, el, eventsList, makeBoard, money, playersList } from "./common.js";

const SVG = "http://www.w3.org/2000/svg";
// the token leaves the address bar at once (a projected address bar is read by the whole room) and stays in this
// tab's session storage, which the links between tables keep
const KEY = "landlord-edu-class-instructor";
if (location.hash.length > 1) {
  sessionStorage.setItem(KEY, location.hash.slice(1));
  history.replaceState(null, "", location.pathname + location.search);
}
const token = sessionStorage.getItem(KEY) || "";
const table = Number(new URLSearchParams(location.search).get("table") || 0);
let seq = 1;
const board = makeBoard($("#board"));

function control(action, seat) {
  link.send({ type: "control", seq, table, action, ...(seat === undefined ? {} : { seat }) });
}

function drawControls(update) {
  const b = (label, action, seat) => el("button", { class: "big", "data-action": action, onclick: () => control(action, seat), text: label });
  const s = update.status;
  const buttons = [];
  if (s === "waiting") buttons.push(b("Start", "start"));
  if (s === "running") buttons.push(b("Pause", "pause"));
  if (s === "paused") buttons.push(b("Resume", "resume"));
  if (update.can_vote && (s === "running" || s === "paused") && !update.vote && !update.single_tax) buttons.push(b("Open the vote", "open_vote"));
  if (update.vote) buttons.push(b(`Close the vote (${update.vote.cast.length}/${update.vote.voters.length})`, "close_vote"));
  if (s !== "over" && s !== "ended") {
    for (const p of update.players.filter((p) => p.student)) {
      buttons.push(p.bot ? b(`Give ${p.name} back to the students`, "student", p.seat) : b(`A bot plays ${p.name}`, "bot", p.seat));
    }
    buttons.push(b("End the round", "end"));
  }
  $("#controls").replaceChildren(...buttons);
}

// wealth per seat, turn by turn: one line a seat in its colour
function drawChart(update) {
  const rows = update.wealth;
  const w = 480, h = 200, pad = 34;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", "Wealth of each seat by turn");
  if (rows.length) {
    const top = Math.max(1, ...rows.flatMap((r) => r[1]));
    const last = Math.max(1, rows.at(-1)[0]);
    const x = (t) => pad + (w - pad - 8) * t / last;
    const y = (v) => h - pad + 8 - (h - pad) * v / top;
    update.players.forEach((p) => {
      const line = document.createElementNS(SVG, "polyline");
      line.setAttribute("points", rows.map((r) => `${x(r[0])},${y(r[1][p.seat])}`).join(" "));
      line.setAttribute("fill", "none");
      line.setAttribute("stroke", p.colour);
      line.setAttribute("stroke-width", "3");
      svg.append(line);
    });
    const label = (text, lx, ly) => { const t = document.createElementNS(SVG, "text"); t.textContent = text; t.setAttribute("x", lx); t.setAttribute("y", ly); t.setAttribute("class", "axis"); svg.append(t); };
    label(money(top), 0, 14);
    label("$0", 0, y(0) + 4);
    label(`turn ${last}`, w - 60, h - 4);
  }
  $("#chart").replaceChildren(svg);
}

function onMessage(message) {
  if (message.type === "refused") { $("#why").textContent = message.why; if (message.seq) seq = message.seq; return; }
  if (message.type === "number") { seq = message.seq; return; }  // a control sent from the page of another table
  if (message.type === "skeleton") board.skeleton(message.skeleton);
  if (message.type !== "update") return;
  $("#why").textContent = "";
  seq = message.seq;
  $("h1").textContent = message.title;
  $("#join-line").textContent = `Join: ${location.origin}${location.pathname.replace(/projector$/, "")} · code ${message.code}`;
  $("#tables").replaceChildren(...message.tables.map((t) => el("a", { href: `?table=${t.table}`, class: t.table === table ? "here" : "", text: `Table ${t.table + 1}: ${t.status}, turn ${t.turn}` })));
  $("#status").textContent = `Table ${table + 1} · ${message.status} · ${message.status_line}${message.single_tax ? " · Single Tax in operation" : ""}`;
  board.layers(message.board);
  drawControls(message);
  playersList(message, $("#players"));
  drawChart(message);
  eventsList(message, $("#events"));
}

window.addEventListener("hashchange", () => location.reload());  // a new token pasted in: start again
const link = connect(() => ({ token, table }), onMessage, (state) => { $("#state").textContent = state; document.body.dataset.connection = state; });

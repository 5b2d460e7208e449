// The live wealth chart (landlord_edu.widgets.WealthChart): the browser half.
//
// Python sends the Vega-Lite spec once (without data), all rows when the chart is first shown,
// then only each turn's new rows (`rows_patch`). Those are inserted into the Vega view that is
// already on the page: no re-embedding, no flicker. Only a new spec (the measure switched) embeds
// again. No rules here: Python shapes the rows, this file draws them.
//
// The Vega bundle comes from our own folder (no CDN: classrooms are offline). In the notebook the
// Python side inlines it in place of this import line (landlord_edu/widgets/_static.py).
import { vegaEmbed } from "./vendor/vega-bundle.js";

const ROWS = "rows"; // the Vega datasets named by landlord_edu.charts
const VOTE = "vote";
const ANNOUNCE_EVERY_MS = 1500; // a screen reader hears at most one description per 1.5 s
const TABLE_ROWS = 400; // the open table lists the latest rows (as charts/accessible.py's MAX_ROWS)
const TABLE_EVERY_MS = 500; // an open table is rebuilt at most twice a second during auto-play

// Python appends each patch to its own `rows` without sending them again; the browser does the same,
// once per model, so that every view (also one displayed later) finds all the rows in the model.
// The rows already drawn keep their identity: a view can tell "more rows" from "other rows".
// A patch arrives compact (landlord_edu.widgets.chart.rows_to_wire): the column names once, then each
// row's values; rows of unlike columns come as they are.
function expand(patch) {
  if (Array.isArray(patch)) return patch;
  const columns = patch?.columns ?? [];
  return (patch?.rows ?? []).map((values) => Object.fromEntries(columns.map((name, i) => [name, values[i]])));
}

function initialize({ model }) {
  model.on("change:rows_patch", () => {
    const patch = expand(model.get("rows_patch"));
    const rows = model.get("rows") ?? [];
    const last = rows.length ? rows[rows.length - 1].turn : -Infinity;
    const fresh = patch.filter((row) => row.turn > last); // never the same turn twice
    if (fresh.length) model.set("rows", rows.concat(fresh)); // local only: never saved back to Python
  });
}

// Vega annotates the objects it is given (ids, aggregates): give it copies, keep the model clean.
const copies = (rows) => (rows ?? []).map((row) => ({ ...row }));

// The spec with the current values put into its named datasets ({"data": {"name": "rows"}}, at any
// depth of layering), so that the first drawing is already complete.
function withValues(node, values) {
  if (Array.isArray(node)) return node.map((item) => withValues(item, values));
  if (node === null || typeof node !== "object") return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    const named = key === "data" && value && typeof value === "object" && Object.prototype.hasOwnProperty.call(values, value.name);
    out[key] = named ? { ...value, values: values[value.name] } : withValues(value, values);
  }
  return out;
}

// A cell of the data table: numbers as they are (Python rounds them), text escaped by textContent.
function cell(tag, text) {
  const node = document.createElement(tag);
  node.textContent = text === undefined || text === null ? "" : String(text);
  return node;
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// Under the chart: the switch between wealth without Title Deeds (the default) and the game's scoring,
// the note on the scoring's jump at the vote, and the chart's data as a table in a <details> (built
// here from the rows already in the browser, so it costs no traffic).
function extras(model) {
  const bar = element("div", "wealth-chart-extras");
  const label = element("label", "wealth-chart-deeds");
  const box = document.createElement("input");
  box.type = "checkbox";
  label.append(box, document.createTextNode(" Count Title Deeds: the game's scoring (100 a deed, nothing once the Single Tax is voted)"));
  box.addEventListener("change", () => {
    model.set("count_deeds", box.checked);
    model.save_changes();
  });
  const note = element("p", "wealth-chart-note");
  const details = element("details", "wealth-chart-table");
  const summary = document.createElement("summary");
  const said = element("p", "wealth-chart-said");
  const holder = element("div", "wealth-chart-table-holder");
  details.append(summary, said, holder);
  bar.append(label, note, details);

  let built = -1; // rows in the table built last (-1: none)
  let timer = null;
  function table() {
    const rows = model.get("rows") ?? [];
    const columns = model.get("table_columns") ?? [];
    summary.textContent = `The chart's data as a table (${rows.length.toLocaleString("en")} row${rows.length === 1 ? "" : "s"})`;
    said.textContent = `What the chart shows: ${model.get("description")}`;
    if (!details.open || built === rows.length) return;
    built = rows.length;
    const shown = rows.slice(-TABLE_ROWS);
    const head = document.createElement("tr");
    for (const [, title] of columns) head.append(cell("th", title));
    const body = document.createElement("tbody");
    for (const row of shown) {
      const line = document.createElement("tr");
      for (const [field] of columns) line.append(cell("td", row[field]));
      body.append(line);
    }
    const grid = document.createElement("table");
    const thead = document.createElement("thead");
    thead.append(head);
    grid.append(thead, body);
    const more = rows.length > shown.length ? [cell("p", `The last ${shown.length} of ${rows.length.toLocaleString("en")} rows.`)] : [];
    holder.replaceChildren(grid, ...more);
  }
  function soon() {
    if (timer === null) timer = setTimeout(() => { timer = null; table(); }, TABLE_EVERY_MS);
  }
  function sync() {
    box.checked = Boolean(model.get("count_deeds"));
    label.hidden = !model.get("deeds_switch");
    note.textContent = model.get("note") ?? "";
    note.hidden = !note.textContent;
    built = -1;
    table();
  }
  details.addEventListener("toggle", () => {
    built = -1;
    table();
    model.set("table_open", details.open); // Python then keeps the description shown with it current
    model.save_changes();
  });
  sync();
  return { bar, sync, soon, stop: () => clearTimeout(timer) };
}

function render({ model, el }) {
  el.classList.add("wealth-chart");
  const plot = document.createElement("div");
  plot.className = "wealth-chart-plot";
  const empty = element("p", "wealth-chart-empty"); // turn 0: a line of text, not an empty frame
  const live = document.createElement("div");
  live.className = "wealth-chart-description";
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  live.textContent = model.get("description");
  // The turn the views' slider looks back at: a rule over the chart, drawn apart from the spec (an instructor's
  // own chart gets it too), placed with the view's own x scale.
  const cursor = document.createElement("div");
  cursor.className = "wealth-chart-cursor";
  cursor.hidden = true;
  const cursorLabel = document.createElement("span");
  cursor.append(cursorLabel);
  const more = extras(model);
  plot.append(empty, cursor);
  el.replaceChildren(plot, live, more.bar);
  function showEmpty() {
    empty.textContent = model.get("empty_text") ?? "";
    empty.hidden = (model.get("rows") ?? []).length > 0 || !empty.textContent;
  }

  let embedded = null; // vega-embed's result: { view, finalize }
  let target = null; // the element it drew into
  let drawn = 0; // how many of the model's rows the view holds
  let lastDrawn; // and the last of them (identity: the same rows, or new ones?)
  let embeds = 0; // cancels an embedding overtaken by a newer spec
  let pending = false; // an embedding is under way
  let disposed = false;

  function markDrawn(rows) {
    drawn = rows.length;
    lastDrawn = rows[rows.length - 1];
  }

  async function embed() {
    const token = ++embeds;
    pending = true; // the view on screen is about to go: do not feed it the new spec's rows
    const rows = model.get("rows") ?? [];
    const spec = withValues(model.get("spec"), { [ROWS]: copies(rows), [VOTE]: copies(model.get("vote")) });
    const next = document.createElement("div");
    next.className = "wealth-chart-view";
    plot.append(next);
    let result;
    try {
      // Errors only: an empty dataset (no vote yet, no turns yet) makes Vega warn at every insert.
      result = await vegaEmbed(next, spec, { actions: false, renderer: "svg", logLevel: 1 });
    } catch (error) {
      next.remove();
      if (token === embeds && !disposed) {
        pending = false;
        showError(error);
      }
      return;
    }
    if (token !== embeds || disposed) {
      result.finalize();
      next.remove();
      return;
    }
    embedded?.finalize();
    target?.remove();
    plot.querySelector(".wealth-chart-error")?.remove();
    embedded = result;
    target = next;
    plot.append(empty); // over the new view (absolutely placed, centred in the plot)
    pending = false;
    markDrawn(rows);
    syncRows(); // rows (and a vote) that arrived while Vega was compiling
    syncVote();
    fit();
    syncCursor();
  }

  function showError(error) {
    const box = document.createElement("pre");
    box.className = "wealth-chart-error";
    box.textContent = `The chart could not be drawn: ${error?.message ?? error}`;
    plot.append(box);
  }

  function syncRows() {
    showEmpty();
    more.soon();
    if (!embedded || pending) return; // embed() catches up when it is done
    const rows = model.get("rows") ?? [];
    const view = embedded.view;
    const grown = rows.length >= drawn && (drawn === 0 || rows[drawn - 1] === lastDrawn);
    if (grown) {
      if (rows.length === drawn) return;
      view.insert(ROWS, copies(rows.slice(drawn))); // = view.change(ROWS, vega.changeset().insert(...))
    } else {
      view.data(ROWS, copies(rows)); // another game (reset) or another measure's rows: replace all
    }
    view.resize().runAsync().then(syncCursor); // resize: lay the chart out again (wider axis labels move the axis title)
    markDrawn(rows);
  }

  function syncVote() {
    if (!embedded || pending) return; // embed() draws the vote it finds
    try {
      embedded.view.data(VOTE, copies(model.get("vote"))).resize().runAsync();
    } catch {
      // an instructor's own chart may have no "vote" dataset: nothing to mark
    }
  }

  function syncCursor() {
    const turn = model.get("cursor") ?? -1;
    cursor.hidden = true;
    if (!embedded || pending || turn < 0) return;
    let x;
    try {
      x = embedded.view.scale("x")(turn);
    } catch {
      return; // a chart with no x scale named "x": nothing to place it by
    }
    if (!Number.isFinite(x)) return;
    cursorLabel.textContent = `Turn ${turn}`;
    cursor.hidden = false;
    // the plot's origin in the view (axes and title aside) plus the view's padding, then the rule's middle
    const [left, top] = embedded.view.origin();
    const pad = embedded.view.padding() ?? {};
    cursor.style.left = `${target.offsetLeft + (pad.left ?? 0) + left + x - cursor.offsetWidth / 2}px`;
    cursor.style.top = `${target.offsetTop + (pad.top ?? 0) + top}px`;
    cursor.style.height = `${embedded.view.height()}px`;
  }

  // A chart sized "container" (the default one) follows the width of its column. Vega itself only
  // looks again on a window resize; a notebook column also changes width when panels move.
  function fit() {
    if (!embedded || pending || model.get("spec")?.width !== "container") return;
    const width = target.clientWidth;
    if (width > 0 && width !== embedded.view.width()) embedded.view.width(width).runAsync().then(syncCursor);
  }
  const resizing = new ResizeObserver(() => fit());
  resizing.observe(plot);

  let timer = null;
  let announced = 0;
  function announce() {
    more.soon(); // the description shown with the table, too
    clearTimeout(timer);
    const wait = Math.max(0, announced + ANNOUNCE_EVERY_MS - Date.now());
    timer = setTimeout(() => {
      live.textContent = model.get("description");
      announced = Date.now();
    }, wait);
  }

  const resync = () => more.sync();
  model.on("change:spec", embed);
  model.on("change:rows", syncRows);
  model.on("change:vote", syncVote);
  model.on("change:description", announce);
  model.on("change:count_deeds change:deeds_switch change:note change:table_columns", resync);
  model.on("change:empty_text", showEmpty);
  model.on("change:cursor", syncCursor);
  showEmpty();
  embed();

  return () => {
    disposed = true;
    clearTimeout(timer);
    more.stop();
    model.off("change:count_deeds change:deeds_switch change:note change:table_columns", resync);
    model.off("change:empty_text", showEmpty);
    resizing.disconnect();
    model.off("change:spec", embed);
    model.off("change:rows", syncRows);
    model.off("change:vote", syncVote);
    model.off("change:description", announce);
    model.off("change:cursor", syncCursor);
    embedded?.finalize();
    embedded = null;
  };
}

export default { initialize, render };

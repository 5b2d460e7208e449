// Any Vega-Lite chart (landlord_edu.widgets.vega_chart.VegaChart, and so landlord_edu.charts.show):
// the browser half. Python sends the spec once, its named datasets compact (the column names once,
// then each row's values); this file expands them and draws the chart with the package's own Vega
// bundle, as SVG. No network: the bundle (0.9 MB) is asked of the kernel once per page, by the first
// chart drawn, and kept for every chart after it, rather than carried in each chart's model (a lesson
// shows several; a class on Binder fetches each over the internet).

const BUNDLE = "__landlordEduVegaBundle"; // the page's one copy: a promise of the bundle's exports
const WAIT_MS = 20000; // no answer by then: no kernel (a saved page) or the asking chart is gone

function vega(model) {
  if (!globalThis[BUNDLE]) {
    globalThis[BUNDLE] = new Promise((resolve, reject) => {
      const late = setTimeout(() => {
        model.off("msg:custom", answer);
        reject(new Error("the kernel did not send the Vega bundle: run the cell again"));
      }, WAIT_MS);
      const answer = (msg) => {
        if (msg?.type !== "vega-bundle") return;
        clearTimeout(late);
        model.off("msg:custom", answer);
        const url = URL.createObjectURL(new Blob([msg.code], { type: "text/javascript" }));
        import(/* webpackIgnore: true */ url).then(resolve, reject).finally(() => URL.revokeObjectURL(url));
      };
      model.on("msg:custom", answer);
      model.send({ type: "vega-bundle" });
    });
    globalThis[BUNDLE].catch(() => { globalThis[BUNDLE] = null; }); // a failed load: the next chart asks again
  }
  return globalThis[BUNDLE];
}

// A compact dataset ({columns, rows}: landlord_edu.widgets.chart.rows_to_wire) as the rows it stands for.
function compact(data) {
  return data !== null && typeof data === "object" && !Array.isArray(data) && Array.isArray(data.columns) &&
    Array.isArray(data.rows) && Object.keys(data).length === 2;
}

function expand(data) {
  if (!compact(data)) return data;
  return data.rows.map((values) => Object.fromEntries(data.columns.map((name, i) => [name, values[i]])));
}

// The spec with every compact dataset expanded (landlord_edu.widgets.vega_chart.spec_to_wire undone).
function withRows(node) {
  if (Array.isArray(node)) return node.map(withRows);
  if (node === null || typeof node !== "object") return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "datasets" && value && typeof value === "object") {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, rows]) => [name, expand(rows)]));
    } else if (key === "data" && value && typeof value === "object" && compact(value.values)) {
      out[key] = { ...value, values: expand(value.values) };
    } else {
      out[key] = withRows(value);
    }
  }
  return out;
}

function render({ model, el }) {
  el.classList.add("vega-chart");
  const view = document.createElement("div");
  view.className = "vega-chart-view";
  // The chart is one picture to a screen reader, named by its description (as charts.accessible_svg's
  // static SVG is): the words under it (show's text and table) carry the numbers, not Vega's marks.
  view.setAttribute("role", "img");
  // vega-embed names the element it draws into as its own ("graphics-document"): an element inside the picture
  const target = document.createElement("div");
  view.append(target);
  el.replaceChildren(view);

  let embedded = null;
  let embeds = 0; // cancels an embedding overtaken by a newer spec
  let disposed = false;

  function say(text) {
    el.querySelector(".vega-chart-error")?.remove();
    const box = document.createElement("pre");
    box.className = "vega-chart-error";
    box.textContent = text;
    el.append(box);
  }

  function name() {
    view.setAttribute("aria-label", model.get("description") ?? "");
  }

  async function embed() {
    const token = ++embeds;
    let result;
    try {
      const { vegaEmbed } = await vega(model);
      result = await vegaEmbed(target, withRows(model.get("spec")), { actions: false, renderer: "svg", logLevel: 1 });
    } catch (error) {
      if (token === embeds && !disposed) say(`The chart could not be drawn: ${error?.message ?? error}`);
      return;
    }
    if (token !== embeds || disposed) {
      result.finalize();
      return;
    }
    embedded?.finalize();
    embedded = result;
    el.querySelector(".vega-chart-error")?.remove();
    // Vega names its own SVG ("graphics-document"); inside role="img" it is presentation only
    view.querySelector("svg")?.setAttribute("aria-hidden", "true");
    name();
  }

  model.on("change:spec", embed);
  model.on("change:description", name);
  name();
  embed();

  return () => {
    disposed = true;
    model.off("change:spec", embed);
    model.off("change:description", name);
    embedded?.finalize();
    embedded = null;
  };
}

export default { render };

// The board widget's browser half. It shows what Python sends: an SVG skeleton once, then the
// holdings (SVG), the centre's words (by text-node id), the checkers' coordinates and the focus
// ([space last moved to, seat to play]); it reports which space a student selects.
// No game rules here.

const SVG = "http://www.w3.org/2000/svg";

function render({ model, el }) {
  el.classList.add("board-widget");
  const wrap = document.createElement("div");
  wrap.className = "board-widget-svg";
  const details = document.createElement("div");
  details.className = "board-widget-details";
  details.setAttribute("aria-live", "polite");
  const description = document.createElement("p");
  description.className = "board-widget-description";
  description.setAttribute("aria-live", "polite");
  const hint = document.createElement("p");
  hint.className = "board-widget-hint";
  const SPACES_HINT = "Select a space (click, or Tab then Enter; arrow keys walk round the board; D describes the whole board).";
  // a rule set's own picture (a board without a track) has no spaces to select: its parts are read by Tab
  const PICTURE_HINT = "Tab reads the picture part by part; D describes the whole board in words.";
  el.append(wrap, details, hint, description);

  function part(id) {
    return wrap.querySelector(`#${id}`);
  }

  function drawSkeleton() {
    wrap.innerHTML = model.get("skeleton");
    hint.textContent = wrap.querySelector(".le-space") ? SPACES_HINT : PICTURE_HINT;
    for (const g of wrap.querySelectorAll(".le-space")) g.dataset.label = g.getAttribute("aria-label") || "";
    nameSpaces();
    drawHoldings();
    drawTexts();
    drawTokens();
    drawFocus();
    markSelected();
  }

  function drawHoldings() {
    const group = part("le-holdings");
    if (group) group.innerHTML = model.get("holdings");
  }

  // each space's spoken name: its label from the skeleton, then who holds it and its houses now
  function nameSpaces() {
    const holders = model.get("holders") || {};
    for (const g of wrap.querySelectorAll(".le-space")) {
      const now = holders[g.dataset.index];
      g.setAttribute("aria-label", now ? `${g.dataset.label}, ${now}` : g.dataset.label);
    }
  }

  function drawTexts() {
    for (const [id, text] of Object.entries(model.get("texts"))) {
      const node = part(id);
      if (node) node.textContent = text;
    }
  }

  function drawTokens() {
    const group = part("le-tokens");
    if (!group) return;
    group.replaceChildren(...model.get("tokens").map(([x, y], seat) => {
      const use = document.createElementNS(SVG, "use");
      use.setAttribute("href", `#le-token-${seat}`);
      use.setAttribute("x", x);
      use.setAttribute("y", y);
      use.setAttribute("class", "le-token");
      return use;
    }));
  }

  function drawFocus() {
    const group = part("le-focus");
    if (!group) return;
    const [space, seat] = model.get("focus");
    const shapes = [];
    const cell = space >= 0 ? part(`le-space-${space}`)?.querySelector("rect.le-cell") : null;
    if (cell) {
      const rect = document.createElementNS(SVG, "rect");
      for (const [name, grow] of [["x", 2], ["y", 2], ["width", -4], ["height", -4]]) {
        rect.setAttribute(name, Number(cell.getAttribute(name)) + grow);
      }
      rect.setAttribute("class", "le-last-move");
      shapes.push(rect);
    }
    const token = seat >= 0 ? model.get("tokens")[seat] : null;
    if (token) {
      const ring = document.createElementNS(SVG, "circle");
      ring.setAttribute("cx", token[0]);
      ring.setAttribute("cy", token[1]);
      ring.setAttribute("r", 16); // the checker's radius (12) and a gap
      ring.setAttribute("class", "le-current");
      shapes.push(ring);
    }
    group.replaceChildren(...shapes);
  }

  function markSelected() {
    const chosen = model.get("selected");
    for (const g of wrap.querySelectorAll(".le-space")) {
      g.classList.toggle("le-selected", Number(g.dataset.index) === chosen);
    }
  }

  function select(index) {
    model.set("selected", index);
    model.save_changes();
  }

  function onClick(event) {
    const space = event.target.closest(".le-space");
    if (space) select(Number(space.dataset.index));
  }

  function onKey(event) {
    if (event.key === "d" || event.key === "D") {
      select(-2);
      return;
    }
    const space = event.target.closest(".le-space");
    if (!space) return;
    const index = Number(space.dataset.index);
    const count = wrap.querySelectorAll(".le-space").length;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      select(index);
    } else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      // walk round the board in the order of play, whatever side the space is on
      event.preventDefault();
      const next = (index + (event.key === "ArrowRight" ? 1 : count - 1)) % count;
      wrap.querySelector(`.le-space[data-index="${next}"]`)?.focus();
    }
  }

  function showDetails() {
    details.textContent = model.get("details");
    details.hidden = !model.get("details");
  }

  function showDescription() {
    description.textContent = model.get("description");
  }

  wrap.addEventListener("click", onClick);
  wrap.addEventListener("keydown", onKey);
  const handlers = [["change:skeleton", drawSkeleton], ["change:holdings", drawHoldings],
                    ["change:texts", drawTexts], ["change:tokens", () => { drawTokens(); drawFocus(); }],
                    ["change:focus", drawFocus], ["change:selected", markSelected],
                    ["change:details", showDetails], ["change:description", showDescription],
                    ["change:holders", nameSpaces]];
  for (const [event, fn] of handlers) model.on(event, fn);

  drawSkeleton();
  showDetails();
  showDescription();
  const unname = nameSliders(el);

  return () => {
    unname();
    for (const [event, fn] of handlers) model.off(event, fn);
    wrap.removeEventListener("click", onClick);
    wrap.removeEventListener("keydown", onKey);
  };
}

// The view the board is in (GameView, CompareView) holds ipywidgets sliders whose handle (role "slider")
// ipywidgets leaves without a name: give each the words of its slider's label, now and whenever the view
// draws new controls. (The icon-only buttons are named in the CSS.) Its Projector mode toggle, which
// ipywidgets marks pressed by a class only, says aria-pressed too.
const VIEWS = ".landlord-game-view, .landlord-compare-view";

function nameSliders(el) {
  let observer = null;
  const name = (root) => {
    for (const handle of root.querySelectorAll(".noUi-handle:not([aria-label])")) {
      const label = handle.closest(".widget-slider")?.querySelector(".widget-label")?.textContent?.trim();
      if (label) handle.setAttribute("aria-label", label);
    }
    for (const toggle of root.querySelectorAll(".landlord-projector-toggle")) {
      const pressed = String(toggle.classList.contains("mod-active"));
      if (toggle.getAttribute("aria-pressed") !== pressed) toggle.setAttribute("aria-pressed", pressed);
    }
  };
  const attach = () => {
    const root = el.closest(VIEWS);
    if (!root) return false;
    name(root);
    observer = new MutationObserver(() => name(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
    return true;
  };
  let tries = 0; // the board is drawn before the view puts it in the page
  const timer = setInterval(() => { if (attach() || ++tries > 100) clearInterval(timer); }, 100);
  return () => { clearInterval(timer); observer?.disconnect(); };
}

export default { render };

// The class game's pages: what the student's and the projector's pages share. The server decides everything;
// these draw what it sends and send what a person chooses, with the message number the server gave.
// The board is drawn by the notebook widget's own browser module (../widgets/board-widget.js).

import boardWidget from "../widgets/board-widget.js";

export const $ = (selector, root = document) => root.querySelector(selector);

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "text") node.textContent = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

// A stand-in for the anywidget model the board widget reads: the server's layers, and change events for them.
export function boardModel() {
  const data = { skeleton: "", selected: -1, details: "" };
  const handlers = {};
  return {
    get: (key) => data[key],
    set: (key, value) => { data[key] = value; },
    save_changes: () => {},
    on: (event, fn) => { (handlers[event] ||= []).push(fn); },
    off: (event, fn) => { handlers[event] = (handlers[event] || []).filter((f) => f !== fn); },
    update(values) {
      for (const [key, value] of Object.entries(values)) {
        if (JSON.stringify(data[key]) === JSON.stringify(value)) continue;
        data[key] = value;
        for (const fn of handlers[`change:${key}`] || []) fn();
      }
    },
  };
}

// The board in `host`: drawn when the skeleton has come, then changed layer by layer.
export function makeBoard(host) {
  const model = boardModel();
  let drawn = false;
  return {
    skeleton(svg) {
      model.update({ skeleton: svg });
    },
    layers(layers) {
      model.update(layers);
      if (!drawn && model.get("skeleton")) {
        drawn = true;
        boardWidget.render({ model, el: host });
      }
    },
  };
}

// One WebSocket to the server, reopened on its own after a drop (waits of 0.5 s doubling up to 15 s).
export function connect(hello, onMessage, onState) {
  let wait = 500;
  let socket = null;
  const open = () => {
    const url = new URL("ws", document.baseURI);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(url);
    onState("connecting");
    socket.onopen = () => socket.send(JSON.stringify({ v: 1, type: "hello", ...hello() }));
    socket.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "welcome") { wait = 500; onState("connected"); }
      onMessage(message);
    };
    socket.onclose = (event) => {
      onState(event.code === 1008 ? "refused" : "reconnecting");
      if (event.code !== 1008) setTimeout(open, wait);
      wait = Math.min(wait * 2, 15000);
    };
  };
  open();
  return { send: (message) => socket?.readyState === 1 && socket.send(JSON.stringify({ v: 1, ...message })) };
}

export function money(n) {
  return `$${Number(n).toLocaleString("en-US")}`;
}

export function playersList(update, host) {
  host.replaceChildren(...update.players.map((p) => el("li", { class: update.waiting_for === p.seat ? "to-play" : "" },
    el("span", { class: "swatch", style: `background:${p.colour}` }),
    el("b", { text: p.name }),
    // cash and the wealth by the edition's own scoring (which cards count in it depends on the rules in force)
    el("span", { text: ` cash ${money(p.cash)} · wealth ${money(p.wealth)}` }),
    el("span", { class: "who", text: p.bot ? " (bot)" : p.devices ? ` (${p.devices} connected)` : " (nobody connected)" }))));
}

export function eventsList(update, host) {
  host.replaceChildren(...update.events.map((e) => el("li", { text: `${e.turn}: ${e.text}` })));
}

"""What the student page does with a decision's form sent as JSON (class_game/views.form_json), in Python: the
answers its buttons send, so that tests can answer through the forms as the page would."""

from __future__ import annotations

import copy
import random
from typing import Any


def fill_json(row: dict[str, Any], values: dict[str, Any]) -> Any:
    """A row's answer from its JSON template and its fields' ``values``, as pages/student.js makes it."""
    answer = copy.deepcopy(row["answer"])
    for slot in row["slots"]:
        path, value = slot["path"], values[slot["field"]]
        if not path:
            return value
        node = answer
        for step in path[:-1]:
            node = node[step]
        node[path[-1]] = value
    return answer


def first_values(row: dict[str, Any]) -> dict[str, Any]:
    """The fields' values as the page first shows them: an amount's value, a select's first option."""
    return {f["name"]: f["value"] if f["type"] == "amount" else f["options"][0]["value"] for f in row["fields"]}


def some_values(row: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Values a student might set: any whole number in an amount's range, any option of a select."""
    return {f["name"]: f["low"] + int(rng.random() * (f["high"] - f["low"] + 1)) if f["type"] == "amount"
            else f["options"][int(rng.random() * len(f["options"]))]["value"] for f in row["fields"]}


def page_answers(form: dict[str, Any], rng: random.Random | None = None) -> list[Any]:
    """Every answer the form's buttons send: each choice's, then each row's with its fields as first shown (or
    as ``rng`` sets them)."""
    rows = [fill_json(r, first_values(r) if rng is None else some_values(r, rng)) for r in form["rows"]]
    return [c["answer"] for c in form["choices"]] + rows


def scripted(choices: dict[str, Any], plays: int) -> tuple[str, int, dict[str, Any]]:
    """What a scripted student does with a decision's form: ("row", i, values) or ("choice", i, {}).

    A quote is the middle of its range; a lodging with a counter-offer row offers its lowest price; a hand of
    cards plays the first play of its first card's menu (``plays`` counts the plays made so far: at most two a
    turn, then Done); anything else takes the form's first button."""
    form, kind = choices["form"], choices["kind"]
    rows = form["rows"]
    if kind == "quote" and rows:
        field = rows[0]["fields"][0]
        return "row", 0, {field["name"]: (field["low"] + field["high"]) // 2}
    counters = [i for i, r in enumerate(rows) if r["label"].startswith("Counter-offer")]
    if kind == "lodge" and counters:
        field = rows[counters[0]]["fields"][0]
        return "row", counters[0], {field["name"]: field["low"]}
    menus = [i for i, r in enumerate(rows) if r["label"] == "Play"]
    if kind == "play" and menus and plays < 2:
        return "row", menus[0], first_values(rows[menus[0]])
    return "choice", 0, {}

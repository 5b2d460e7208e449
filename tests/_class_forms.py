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

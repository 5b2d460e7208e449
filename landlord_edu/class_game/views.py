"""What the pages are sent: a table's state as plain JSON, made once per change and shared by every page at the
table; a seat's page adds its own figures and its choices (with the rule set's form for the decision, if it gives
one: :func:`form_json`), the projector adds the wealth series.

The board is the board package's (:mod:`landlord_edu.board.svg`): the skeleton once, then the same layers the
notebook's board widget is sent, which the pages draw with the widget's own browser module.
"""

from __future__ import annotations

from typing import Any

from ..board import svg as board_svg
from ..board.layout import PLAYER_COLOURS
from ..board.status import status_line
from ..board.view import board_view, decision_form
from ..decisions import AMOUNT_KINDS, Decision
from ..forms import Amount, Choice, Field, Form, Row, Slot
from ..game import Game
from .room import INSTRUCTOR, Room
from .table import Table

EVENTS = 10


def board_layers(game: Game) -> dict[str, Any]:
    """The board's changing layers, as the board widget's model holds them (and a rule set's own picture, which
    is drawn anew each time, as the widget's skeleton)."""
    picture = {"skeleton": board_svg.skeleton(game)} if board_view(game).picture is not None else {}
    return {**picture, "holdings": board_svg.holdings(game), "texts": board_svg.centre_texts(game),
            "tokens": [[round(x), round(y)] for x, y in board_svg.token_positions(game)],
            "focus": board_svg.focus_data(game), "description": board_svg.short_description(game),
            "holders": board_svg.space_holders(game), "selected": -1, "details": ""}


def option_label(game: Game, d: Decision, option: Any) -> str:
    """A button's words for an answer, in the edition's words where it has them (the prompt above the buttons says
    what a yes or a no is to)."""
    if option is True:
        return "Yes"
    if option is False:
        return "No"
    view = board_view(game)
    if d.kind == "turn" and option == "throw":
        return "Throw the dice"
    if isinstance(option, dict) and set(option) == {"build"}:
        return f"{view.build_label(game, d)} on {game.edition.board.spaces[option['build']].name}"
    words = view.option_label
    return str(option) if words is None else words(game, d, option)


def choices(table: Table) -> dict[str, Any] | None:
    """The pending decision, for the page of the seat that must answer it (its prompt names the rule)."""
    g = table.game
    d = g.pending
    if d is None:
        return None
    out: dict[str, Any] = {"decision": table.decision_id(), "kind": d.kind, "prompt": d.prompt,
                           "options": [], "amount": None}
    if d.kind in AMOUNT_KINDS:
        out["amount"] = {"low": d.low, "high": d.high}
    else:
        out["options"] = [{"value": o, "label": option_label(g, d, o)} for o in d.options
                          if not (o == "single_tax" and not table.config.students_propose)]
    made = decision_form(g, d)
    # the rule set's own form is the whole answer, as in the notebook's decision panel: no trade form beside it
    out["form"] = None if made is None else form_json(made)
    out["trade"] = trade_form(g, d) if made is None else None
    return out


def form_json(form: Form) -> dict[str, Any]:
    """A decision's form (:mod:`landlord_edu.forms`) as JSON for the page: its buttons answer their ``answer``;
    a row's button answers its ``answer`` with the value of field ``slots[i].field`` put at ``slots[i].path``
    (keys and list indices from the top; an empty path: the value is the whole answer)."""
    return {"rule": form.rule, "note": form.note, "choices": [_choice_json(c) for c in form.choices],
            "rows": [_row_json(r) for r in form.rows]}


def _choice_json(choice: Choice) -> dict[str, Any]:
    return {"label": choice.label, "answer": choice.answer, "primary": choice.primary}


def _row_json(row: Row) -> dict[str, Any]:
    answer, slots = _template(row.answer, [])
    return {"label": row.label, "fields": [_field_json(f) for f in row.fields], "answer": answer, "slots": slots}


def _field_json(field: Field) -> dict[str, Any]:
    if isinstance(field, Amount):
        return {"type": "amount", "name": field.name, "label": field.label, "low": field.low, "high": field.high,
                "value": field.start}
    return {"type": "select", "name": field.name, "label": field.label,
            "options": [{"label": label, "value": value} for label, value in field.options]}


def _template(template: Any, path: list[str | int]) -> tuple[Any, list[dict[str, Any]]]:
    """``template`` with each slot as null, and where each slot stands (a slot is no JSON value: marking it in
    the answer itself could be mistaken for an answer's own table)."""
    if isinstance(template, Slot):
        return None, [{"path": path, "field": template.name}]
    slots: list[dict[str, Any]] = []
    if isinstance(template, dict):
        out: dict[str, Any] = {}
        for key, value in template.items():
            out[key], inner = _template(value, [*path, key])
            slots += inner
        return out, slots
    if isinstance(template, list | tuple):
        items = []
        for index, value in enumerate(template):
            item, inner = _template(value, [*path, index])
            items.append(item)
            slots += inner
        return items, slots
    return template, slots


def trade_form(game: Game, d: Decision) -> dict[str, Any] | None:
    """What a turn's trade offer may name, where the rules allow one now: every card held (the side, buying or
    selling, follows from who holds it), the other players, and the price to begin with."""
    listed = board_view(game).trade_cards
    if d.kind != "turn" or not d.context.get("can_trade") or listed is None:
        return None
    cards, holder, price = listed(game)
    return {"cards": [{"card": card, "label": label, "holder": holder(card)} for label, card in cards],
            "partners": [{"seat": p.seat, "name": p.name} for p in game.state.players if p.seat != d.player],
            "price": price}


def _events(game: Game) -> list[dict[str, Any]]:
    return [{"turn": e.turn, "text": e.text, "rule": e.rule} for e in game.events[-EVENTS:]][::-1]


def table_view(room: Room, table: Table) -> dict[str, Any]:
    """What every page at ``table`` is sent after a change (the seat's and the projector's parts are added)."""
    g = table.game
    scores = g.scores()
    d = g.pending
    players = [{"seat": p.seat, "name": p.name, "colour": PLAYER_COLOURS[p.seat % len(PLAYER_COLOURS)],
                "cash": scores[p.seat][0], "cards": scores[p.seat][1], "houses": scores[p.seat][2],
                "wealth": scores[p.seat][3], "student": p.seat < table.config.student_seats,
                "bot": p.seat in table.bot_seats or p.seat >= table.config.student_seats,
                "devices": room.present[(table.index, p.seat)]} for p in g.state.players]
    vote = table.vote
    return {"type": "update", "table": table.index, "changes": table.changes, "status": table.status, "turn": g.turn,
            "status_line": status_line(g), "edition": g.edition.id, "title": g.edition.title.split(" (")[0],
            "can_vote": g.rules.vote is not None, "single_tax": g.state.single_tax,
            "players": players, "waiting_for": None if d is None else d.player, "choices": choices(table),
            "vote": None if vote is None else {"number": vote.number, "voters": vote.voters,
                                               "cast": sorted(vote.ballots)},
            "votes": table.vote_log, "events": _events(g), "board": board_layers(g)}


def for_seat(shared: dict[str, Any], room: Room, table: Table, seat: int) -> dict[str, Any]:
    """A seat's page: the table's view with the seat's holdings, its next message number, and the choices only
    when the decision is the seat's."""
    g = table.game
    p = g.state.players[seat]
    board = g.edition.board
    cards = [board.spaces[i].name for i, owner in enumerate(g.state.owner) if owner == seat]
    mine = shared["choices"] if shared["waiting_for"] == seat and seat not in table.bot_seats else None
    # a game without a track (a rule set's own picture) has no space to stand on and no deeds (its hand of cards
    # is in its form's note, and on the picture)
    position = board.spaces[p.position].name if board.spaces else None
    return {**shared, "seat": seat, "name": p.name, "seq": room.next_seq[(table.index, seat)] + 1,
            "position": position, "my_cards": cards if board.spaces else None, "choices": mine}


def for_projector(shared: dict[str, Any], room: Room, table: Table) -> dict[str, Any]:
    """The projector's page: the table's view, the wealth of each seat turn by turn, every table's state, and
    the instructor's next message number."""
    wealth = [[row[0], [seat[3] for seat in row[5]]] for row in table.game.rows()]
    tables = [{"table": t.index, "status": t.status, "turn": t.game.turn} for t in room.tables]
    return {**shared, "choices": None, "wealth": wealth, "tables": tables, "seq": room.next_seq[INSTRUCTOR] + 1,
            "code": room.code}


def skeleton(table: Table) -> dict[str, Any]:
    """The board's drawing, sent once to each page when it connects."""
    return {"type": "skeleton", "table": table.index, "skeleton": board_svg.skeleton(table.game)}

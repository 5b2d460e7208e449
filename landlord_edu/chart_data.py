"""The rows a chart of a game draws, and the chart described in words (no Altair needed here).

:mod:`landlord_edu.charts` builds the Altair charts from these rows; :func:`describe_chart` gives
the same chart as a short text for screen readers (the live widget's description, the ``description``
of every chart, which Vega turns into the chart's ARIA label).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .game import Game
from .history import history_records, turn_records
from .metrics import gini

MEASURES = ("wealth", "cash", "gini", "wealth_no_deeds", "gini_no_deeds")
# Each measure of the game's scoring and its twin without Title Deeds: the same rule before and after
# the Single Tax vote (Title Deeds count nothing under it, rulings R-17), so the twin does not jump there.
NO_DEEDS = {"wealth": "wealth_no_deeds", "gini": "gini_no_deeds"}
GINIS = ("gini", "gini_no_deeds")
WORDS = {"wealth": "wealth", "cash": "cash", "gini": "the Gini coefficient of wealth",
         "wealth_no_deeds": "wealth without Title Deeds",
         "gini_no_deeds": "the Gini coefficient of wealth without Title Deeds"}
VOTE_LABEL = "Single Tax voted"
# The columns a chart drawn from a Game gets. The live widget sends these every turn, so no more:
# seat and strategy are the same every turn (the spec lists the players in seat order), and the
# vote is a dataset of its own rather than a single_tax column.
PLAYER_FIELDS = ("turn", "round", "player", "cash", "cards", "houses", "wealth")
TURN_FIELDS = ("turn", "round", "gini", "public_treasury", "miscellaneous")

Records = Sequence[Mapping[str, Any]]


def _records(data: Any) -> list[dict[str, Any]]:
    """Plain dicts from records or a DataFrame (a Game is handled by the callers)."""
    if hasattr(data, "to_dict") and not isinstance(data, Mapping):
        return [dict(r) for r in data.to_dict("records")]
    return [dict(r) for r in data]


def check_measure(measure: str) -> str:
    if measure not in MEASURES:
        raise ValueError(f"measure must be one of {', '.join(map(repr, MEASURES))}, not {measure!r}")
    return measure


def vote_turn(game: Game) -> int | None:
    """The turn the Single Tax was voted in ``game``, or None."""
    return game.state.single_tax_turn if game.state.single_tax and game.state.single_tax_turn >= 0 else None


def chart_rows(data: Game | Records | Any, measure: str = "wealth", start: int = 0) -> list[dict[str, Any]]:
    """The rows a chart of ``measure`` draws: player records for wealth and cash, turn records for
    the Gini coefficient (worked out from player records when given those). From a Game, rows have
    the columns :data:`PLAYER_FIELDS` (``wealth_no_deeds`` in place of ``wealth``, and only the cards that count
    in ``cards``, for that measure) or :data:`TURN_FIELDS` (and ``gini_no_deeds`` for that measure), ``start``
    skips turns already drawn,
    and Gini values are rounded to 4 places (these rows travel to the browser every turn)."""
    check_measure(measure)
    if isinstance(data, Game):
        return _game_rows(data, measure, start)
    records = _records(data)
    if measure in ("wealth_no_deeds", "gini_no_deeds") and records and measure not in records[0]:
        raise ValueError(f"the records have no {measure!r} column; draw it from the Game itself "
                         "(wealth_chart(game, ...)), which scores every turn without Title Deeds")
    if measure != "gini" or not records or "gini" in records[0]:
        return records
    return _gini_by_turn(records)


def _game_rows(game: Game, measure: str, start: int) -> list[dict[str, Any]]:
    if measure not in GINIS:
        if measure == "wealth_no_deeds":
            return _no_deeds_rows(game, start)
        return [{k: r[k] for k in PLAYER_FIELDS} for r in history_records(game, start)]
    rows = [{k: round(r[k], 4) if k == "gini" else r[k] for k in TURN_FIELDS} for r in turn_records(game, start)]
    if measure == "gini_no_deeds":
        for row, (*_, scores) in zip(rows, game.rows(start, without_deeds=True), strict=True):
            row["gini_no_deeds"] = round(gini([w for *_, w in scores]), 4)
    return rows


def _no_deeds_rows(game: Game, start: int) -> list[dict[str, Any]]:
    """The player rows of wealth without Title Deeds from turn snapshot ``start`` on: the rule set's own scoring
    with the Single Tax's valuation of land (the experiments' ``gini_no_deeds``). Its ``cards`` are the cards
    that count (Title Deeds not among them), so a row adds up; the scoring's wealth is not sent with it (a
    few bytes fewer every turn: the switch to the scoring sends its own rows)."""
    names = [p.name for p in game.state.players]
    return [{"turn": turn, "round": rnd, "player": name, "cash": cash, "cards": cards, "houses": houses,
             "wealth_no_deeds": worth}
            for turn, rnd, _st, _treasury, _misc, scores in game.rows(start, without_deeds=True)
            for name, (cash, cards, houses, worth) in zip(names, scores, strict=True)]


def _gini_by_turn(records: Records) -> list[dict[str, Any]]:
    by_turn: dict[int, list[float]] = {}
    for r in records:
        by_turn.setdefault(int(r["turn"]), []).append(float(r["wealth"]))
    return [{"turn": t, "gini": round(gini(w), 4)} for t, w in sorted(by_turn.items())]


def players_of(records: Records) -> list[str]:
    """Player names in seat order (first appearance when the records carry no seat)."""
    seats: dict[str, int] = {}
    for i, r in enumerate(records):
        seats.setdefault(str(r["player"]), int(r.get("seat", len(records) + i)))
    return sorted(seats, key=lambda name: seats[name])


def vote_rows(single_tax_turn: int | None) -> list[dict[str, Any]]:
    """The rows of the ``vote`` dataset: none, or one at the turn the Single Tax was voted."""
    return [] if single_tax_turn is None or single_tax_turn < 0 else [{"turn": single_tax_turn, "label": VOTE_LABEL}]


def per_turn_rows(data: Game | Records | Any, measure: str, start: int = 0) -> list[dict[str, Any]]:
    """Rows with one value of ``measure`` per turn (a turn-record column, or the Gini coefficient); from a
    Game, ``start`` skips the turns already drawn (a live chart's)."""
    if measure in GINIS:
        return chart_rows(data, measure, start=start)
    rows = turn_records(data, start) if isinstance(data, Game) else _records(data)
    if rows and measure not in rows[0]:
        raise ValueError(f"the records have no {measure!r} column; per-turn columns come from turn_records(game)")
    return rows


# ----- text descriptions ---------------------------------------------------------------------------
def _n(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.2f}"


def _names(names: Iterable[str]) -> str:
    items = list(names)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def describe_chart(records: Game | Records | Any, measure: str = "wealth", single_tax_turn: int | None = None,
                   *, players: Sequence[str] | None = None) -> str:
    """A short plain-text description of the chart for screen readers: who leads, the range, the vote.

    >>> print(describe_chart([{"turn": 0, "player": "Ann", "seat": 0, "wealth": 500},
    ...                       {"turn": 0, "player": "Ben", "seat": 1, "wealth": 300}], single_tax_turn=0))
    ... # doctest: +NORMALIZE_WHITESPACE
    Line chart of wealth by turn for 2 players, turn 0. At turn 0 Ann leads with 500 and Ben is last with 300.
    Over the game wealth ranged from 300 to 500. The Single Tax was voted at turn 0.
    """
    check_measure(measure)
    if isinstance(records, Game):
        if single_tax_turn is None:
            single_tax_turn = vote_turn(records)
        players = players or [p.name for p in records.state.players]
    rows = chart_rows(records, measure)
    text = _describe_gini(rows, measure) if measure in GINIS else _describe_players(rows, measure, players)
    if single_tax_turn is not None and single_tax_turn >= 0:
        text += f" The Single Tax was voted at turn {single_tax_turn}."
    return text


def _span(turns: Sequence[int]) -> str:
    return f"turn {turns[0]}" if turns[0] == turns[-1] else f"turns {turns[0]} to {turns[-1]}"


def _describe_players(rows: Records, measure: str, players: Sequence[str] | None) -> str:
    names = list(players or players_of(rows))
    head = f"Line chart of {WORDS[measure]} by turn for {len(names)} players"
    if not rows:
        return f"{head}: no turns played yet."
    turns = sorted({int(r["turn"]) for r in rows})
    last = [r for r in rows if int(r["turn"]) == turns[-1]]
    top = max(r[measure] for r in last)
    bottom = min(r[measure] for r in last)
    leaders = [str(r["player"]) for r in last if r[measure] == top]
    trailers = [str(r["player"]) for r in last if r[measure] == bottom]
    values = [r[measure] for r in rows]
    if top == bottom:
        standing = f"At turn {turns[-1]} all hold {_n(top)}."
    else:
        verb = "leads" if len(leaders) == 1 else "lead"
        tail = "is" if len(trailers) == 1 else "are"
        standing = (f"At turn {turns[-1]} {_names(leaders)} {verb} with {_n(top)} and {_names(trailers)} {tail} "
                    f"last with {_n(bottom)}.")
    return (f"{head}, {_span(turns)}. {standing} Over the game {WORDS[measure]} ranged from {_n(min(values))} "
            f"to {_n(max(values))}.")


def _describe_gini(rows: Records, measure: str = "gini") -> str:
    head = f"Line chart of {WORDS[measure]} by turn (0 means equal wealth, 1 one player holding all)"
    if not rows:
        return f"{head}: no turns played yet."
    first, last = rows[0], rows[-1]
    peak = max(rows, key=lambda r: r[measure])
    return (f"{head}, {_span([int(first['turn']), int(last['turn'])])}: {first[measure]:.2f} at turn {first['turn']}, "
            f"{last[measure]:.2f} at turn {last['turn']}, highest {peak[measure]:.2f} at turn {peak['turn']}.")


def describe_comparison(records_a: Game | Records | Any, records_b: Game | Records | Any,
                        labels: tuple[str, str] = ("Landlord's Game", "Single Tax"), measure: str = "gini") -> str:
    """The text description of :func:`comparison_chart`."""
    parts = []
    for label, data in zip(labels, (records_a, records_b), strict=True):
        rows = per_turn_rows(data, measure)
        if not rows:
            parts.append(f"{label}: no turns played yet.")
            continue
        peak = max(rows, key=lambda r: r[measure])
        fmt = "{:.2f}" if measure in GINIS else "{:,.0f}"
        parts.append(f"{label}: {fmt.format(rows[-1][measure])} at turn {rows[-1]['turn']} "
                     f"(highest {fmt.format(peak[measure])} at turn {peak['turn']}).")
    what = WORDS.get(measure, measure.replace("_", " "))
    return f"Line chart comparing {what} by turn under two sets of rules. " + " ".join(parts)

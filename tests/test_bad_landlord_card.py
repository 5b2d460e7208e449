"""Bad-input corpus, Landlord!: its switches, its deck file and a human's play answers, each refused by
name, leaving the game (or the data) as it was."""

from __future__ import annotations

from typing import Any

import pytest

from landlord_edu import DataError, Game, IllegalAction, Options, load_edition
from landlord_edu.edition import edition_from_data
from landlord_edu.persistence import game_to_json

from ._bad_input import Bad, refused_cleanly
from ._rules_ll import ED


def switch(id: str, **value: Any) -> Bad:
    name = next(iter(value))
    return Bad(f"landlord-card-switch-{id}", lambda: Options(**value), DataError, (name,))


def deck(id: str, change: Any, *names: str) -> Bad:
    def call() -> Any:
        raw = load_edition(ED).raw
        rows = [dict(r) for r in raw["cards"]["cards"]]
        return edition_from_data({**raw, "cards": change(raw["cards"], rows)}, "box")
    return Bad(f"landlord-card-deck-{id}", call, DataError, ("cards.toml", *names))


def _row(index: int, **fields: Any) -> Any:
    def change(cards: dict[str, Any], rows: list[dict[str, Any]]) -> dict[str, Any]:
        rows[index].update(fields)
        return {**cards, "cards": rows}
    return change


_GAME: dict[str, Game] = {}


def _human() -> Game:
    """A game paused at the human's first play (made once; each refusal must leave it as it was)."""
    if "game" not in _GAME:
        game = Game(3, strategies=["human", "landlord", "cautious"], seed=1, edition=ED)
        while game.pending is None:
            game.step()
        _GAME["game"] = game
    return _GAME["game"]


def play(id: str, answer: Any, *names: str) -> Bad:
    """``answer``: the answer, or a function of Ann's hand giving it."""
    return Bad(f"landlord-card-play-{id}", lambda: _human().answer(answer(_hand()) if callable(answer) else answer),
               IllegalAction, ("play", *names), watch=lambda: game_to_json(_human()))


def _trading() -> Game:
    if "trade" not in _GAME:
        game = Game(3, strategies=["human", "landlord", "cautious"], seed=1, edition=ED,
                    options=Options(ll_trade_any=True))
        while game.pending is None:
            game.step()
        _GAME["trade"] = game
    return _GAME["trade"]


def trade(id: str, answer: Any, *names: str) -> Bad:
    """An offer under the variant ll_trade_any; ``answer`` as for :func:`play`."""
    def call() -> Any:
        hand = list(_trading().state.extra.hands[0])  # type: ignore[union-attr]
        return _trading().answer(answer(hand) if callable(answer) else answer)
    return Bad(f"landlord-card-trade-{id}", call, IllegalAction, ("play", *names),
               watch=lambda: game_to_json(_trading()))


def _hand() -> list[int]:
    own = _human().state.extra
    return list(own.hands[0])  # type: ignore[union-attr]


def _roof(hand: list[int]) -> int:
    deck = _human().edition.constants.deck
    return next(c for c in hand if deck[c].kind == "roof")


def _example(tenants: list[str], floors: int) -> Any:
    """Asking the lesson's teaching helper for a building that cannot be: refused, naming what is wrong."""
    def call() -> Any:
        from landlord_edu.editions.friese.teaching import example_building
        return example_building(Game(2, seed=1, edition=ED), tenants, floors)
    return call


CASES: list[Bad] = [
    switch("text-word", ll_tenant_text="yes"),
    switch("flat-number", ll_flat_roof_habitable=1),
    switch("relocate-word", ll_relocate_own_first="own"),
    switch("celebrity-reading", ll_celebrity_doubling="twice"),
    switch("crime-word", ll_crime_cards="off"),
    switch("site-negative", ll_site_charge=-1),
    switch("floor-huge", ll_floor_tax=10**6),
    switch("end-rounds-negative", ll_end_rounds=-1),
    switch("end-rounds-word", ll_end_rounds="ten"),
    switch("end-money-huge", ll_end_money=10**7),
    switch("end-money-true", ll_end_money=True),
    switch("all-respond-word", ll_all_respond="everyone"),
    switch("trade-number", ll_trade_any=1),
    switch("x100-number", ll_dollars_x100=100),
    deck("total", lambda cards, rows: {**cards, "deck": {"total": 100}}, "deck.total", "100"),
    deck("kind", _row(3, kind="dragon"), "cards[3].kind", "dragon"),
    deck("count", _row(3, count=0), "cards[3].count", "at least 1"),
    deck("format", _row(21, format="square"), "cards[21].format", "square"),
    deck("text", _row(21, text="poet"), "cards[21].text", "poet"),
    deck("height", _row(21, height=8), "Family", "tallest"),
    deck("confidence", _row(21, confidence="guess"), "cards[21].confidence"),
    deck("roofs", lambda cards, rows: {**_row(1, count=2)(cards, rows), "deck": {"total": 91}}, "roofs"),
    play("nonsense", 7, "table naming a play"),
    play("unheld-roof", {"build": [1], "roof": 10**6}, "not in Ann's hand"),
    play("no-floors", lambda hand: {"build": [], "roof": _roof(hand)}, "1 to 5"),
    play("six-floors", lambda hand: {"build": [c for c in hand if c != _roof(hand)] * 2, "roof": _roof(hand)},
         "different floor cards"),
    play("roof-as-floor", lambda hand: {"build": [_roof(hand)], "roof": _roof(hand)}, "other than the roof"),
    play("moving-unheld", {"moving": 10**6, "tenant": 0, "to": "bottom"}, "not in Ann's hand"),
    play("no-building", {"tenant": 0, "building": 99, "rooms": [1]}),
    play("trade-without-variant", {"buy_card": 1, "name": "Police", "price": 1}, "ll_trade_any"),
    trade("self", {"buy_card": 0, "name": "Police", "price": 1}, "another player"),
    trade("unknown-card", {"buy_card": 1, "name": "Dragon", "price": 1}, "Dragon"),
    trade("jail-card", {"buy_card": 1, "name": "Jail", "price": 1}, "'Jail'"),
    trade("price-and-give", lambda hand: {"buy_card": 1, "name": "Police", "price": 1, "give": hand[0]},
          "\"give\""),
    trade("no-price", {"buy_card": 1, "name": "Police"}, "\"price\""),
    trade("price-above-cash", {"buy_card": 1, "name": "Police", "price": 10**6}, "1 to his cash"),
    trade("give-unheld", {"buy_card": 1, "name": "Police", "give": 10**6}, "not in Ann's hand"),
    *(Bad(f"ll-example-building-{name}", _example(*args), DataError, names)
      for name, args, names in (("floors", (["Student"], 6), ("floors", "1 to 5")),
                                ("tenant", (["Poet"], 3), ("tenants", "'Poet'", "Student")),
                                ("fit", (["Celebrities", "Celebrities"], 3), ("tenants", "3 floors")))),
]



@pytest.mark.parametrize("case", CASES, ids=str)
def test_refused(case: Bad) -> None:
    refused_cleanly(case)

"""GameView, the decision panel, the wealth chart and CompareView with the 1939 edition (headless)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import ipywidgets as w
import pytest

from landlord_edu import Game
from landlord_edu.decisions import Decision
from landlord_edu.widgets import CompareView, GameView, handout
from landlord_edu.widgets.labels import option_label

from ._support import bot_answer

PLAYERS = ["Ann", "Ben", "Cal", "Dot"]


def human_view(seed: int = 7) -> GameView:
    return GameView(players=PLAYERS, strategies=["human", "landlord", "cautious", "random"], seed=seed,
                    edition="1939")


def until(view: GameView, kinds: Iterable[str], turns: int = 300) -> Decision:
    """Play (Ann's other decisions answered as the landlord bot would) until Ann faces one of ``kinds``."""
    wanted = set(kinds)
    for _ in range(turns * 10):
        d = view.game.pending
        if d is None:
            assert not view.game.over, f"the game ended before Ann faced {wanted}"
            view.step()
        elif d.kind in wanted:
            return d
        else:
            view.answer(bot_answer(view.game, "landlord"))
    raise AssertionError(f"Ann never faced {wanted}")


def buttons(widget: w.Widget) -> list[w.Button]:
    found = []
    for child in getattr(widget, "children", ()):
        found += [child] if isinstance(child, w.Button) else buttons(child)
    return found


def click(view: GameView, label: str) -> None:
    matches = [b for b in buttons(view.decision) if b.description == label]
    assert len(matches) == 1, (label, [b.description for b in buttons(view.decision)])
    matches[0].click()


def labels(view: GameView) -> list[str]:
    return [b.description for b in buttons(view.decision)]


def test_game_view_plays_the_1939_edition_without_a_vote_button() -> None:
    view = GameView(players=4, seed=3, edition="1939")
    assert view.game.edition.id == "1939" and view.edition.id == "1939"
    assert view.vote_button.layout.display == "none" and view.vote_button.disabled
    assert (view.players.min, view.players.max) == (3, 5)
    assert view.measure.options[0] == ("Money", "wealth")
    for _ in range(30):
        view.step()
    assert view.game.turn == 29 and view.board.texts["le-status"].startswith("Turn 30")
    assert "GOVERNMENT" in view.board.skeleton and view.board.texts["le-misc"] == f"${view.game.state.misc:,}"
    view.vote()                                   # the 1939 rules have none: refused and said so
    assert "no Single Tax vote" in view.status.value and not view.game.state.single_tax
    view.reset()
    assert view.game.edition.id == "1939" and view.game.turn == 0
    view.players.value = 5
    view.reset()
    assert len(view.game.state.players) == 5 and view.game.edition.id == "1939"


def test_the_1906_view_keeps_its_vote_button() -> None:
    view = GameView(players=4, seed=3)
    assert view.vote_button.layout.display != "none" and not view.vote_button.disabled
    assert (view.players.min, view.players.max) == (2, 8) and view.measure.options[0] == ("Wealth", "wealth")


def test_the_live_chart_counts_money_as_cash_less_debts() -> None:
    view = GameView(players=4, seed=5, edition="1939")
    for _ in range(40):
        view.step()
    assert view.chart.spec["layer"][0]["encoding"]["y"]["title"].startswith("Money (cash less debts")
    last = view.chart.rows[-4:]
    assert [r["wealth"] for r in last] == view.game.wealths()
    debts = view.game.rules.score_extra(view.game.engine)
    assert [r["cash"] - d[1] for r, d in zip(last, debts, strict=True)] == view.game.wealths()
    view.measure.value = "gini"
    assert view.chart.rows and "gini" in view.chart.rows[-1]


def test_the_turn_panel_offers_the_throw_the_frontier_and_the_given_house() -> None:
    view = human_view()
    d = until(view, ["turn"])
    shown = labels(view)
    assert shown[:3] == ["Throw the dice", "Move to the Frontier (Wayback)", "Move to the Frontier (Backwoods)"]
    assert "Propose the Single Tax" not in shown
    assert "Put up the House you were given" in shown and "Offer the trade" in shown
    cash = view.game.state.players[0].cash
    click(view, "Move to the Frontier (Wayback)")
    ann = view.game.state.players[0]
    assert view.game.answers[-1] == "frontier:1" and ann.position == 1 and ann.cash == cash + 300
    assert d is not view.game.pending


def test_a_human_builds_and_offers_a_trade_from_the_panel() -> None:
    view = human_view()
    until(view, ["turn"])
    houses = sum(view.game.state.houses)
    click(view, "Put up the House you were given")
    assert sum(view.game.state.houses) == houses + 1 and view.game.pending.kind == "turn"
    trade = next(c for c in view.decision.children[1].children if "Offer the trade" in
                 [b.description for b in buttons(c)])
    card, _partner, price, _offer = trade.children
    ben_card = next(key for _label, key in card.options if key.startswith("deed:") and
                    view.game.state.owner[int(key[5:])] == 1)
    card.value, price.value = ben_card, 150
    given = len(view.game.answers)
    click(view, "Offer the trade")
    assert view.game.answers[given] == {"trade": {"card": ben_card, "with": 1, "price": 150, "side": "buy"}}
    assert view.game.answers[given + 1] in (True, False)       # Ben's answer (the landlord bot's)


def test_a_ride_is_chosen_by_clicking_its_destination() -> None:
    view = human_view()
    d = until(view, ["ride", "trolley"])
    depot = view.game.edition.board.spaces[d.context["space"]].name
    shown = labels(view)
    assert shown[0] == f"Stay on {depot}" and all(label.startswith("Ride to ") for label in shown[1:])
    dest, given = d.options[1], len(view.game.answers)
    click(view, f"Ride to {view.game.edition.board.spaces[dest].name}")
    assert view.game.answers[given] == dest
    assert any(e.kind == "move" and e.space == dest and "rides the" in e.text for e in view.game.events)


def test_idle_land_is_bought_or_sold_by_clicking() -> None:
    view = human_view()
    d = until(view, ["idle_land"])
    shown = labels(view)
    assert shown[0] == "Done"
    sales = [o for o in d.options if o.startswith("sell:")]
    deck = view.game.edition.decks.idle_land
    for option in sales:
        card = deck[int(option[5:])]
        assert f"Sell {card.name} (${card.value:,})" in shown
    if "buy" in d.options:
        assert "Buy an Idle Land card ($200)" in shown
    choice = sales[0] if sales else "buy"
    cash, given = view.game.state.players[0].cash, len(view.game.answers)
    click(view, option_label(view.game, d, choice))
    assert view.game.answers[given] == choice
    assert any(e.kind in ("idle_land", "idle_land_sale") and e.player == "Ann" for e in view.game.events)
    assert view.game.state.players[0].cash != cash or view.game.pending is not None


@pytest.mark.parametrize(("kind", "options", "context", "expected"), [
    ("raise_funds", ("sell:deed:3", "sell:share:0", "sell:idle:1", "frontier:2", "give_up"), {},
     ["Sell the Deed to Lonely Lane", "Sell a Share in the Lickety-Cut R. R.",
      "Sell the Idle Land card Swamp Lots ($400)", "Move to the Frontier (Backwoods)",
      "Pay what he has and owe the rest"]),
    ("trolley", ("stay", 11, 19), {"space": 13}, ["Stay on Slambang Trolley", "Ride to Poverty Place",
                                                 "Ride to The Bowery"]),
    ("new_home", ("none", 21), {"price": 220}, ["No new House", "Build a House on Progress Park ($220)"]),
    ("idle_land", ("done", "buy", "sell:1"), {"price": 200}, ["Done", "Buy an Idle Land card ($200)",
                                                              "Sell Swamp Lots ($400)"]),
    ("turn", ("throw", {"build": 3}, "frontier:1", "island"), {},
     ["Throw the dice", "Put up a House on Lonely Lane", "Move to the Frontier (Wayback)", "Go to the Island"]),
])
def test_the_1939_answers_read_as_words(kind: str, options: tuple[Any, ...], context: dict[str, Any],
                                       expected: list[str]) -> None:
    game = Game(players=4, seed=1, edition="1939")
    d = Decision(kind, 0, "?", options, context=context)
    assert [option_label(game, d, o) for o in options] == expected


def test_yes_no_decisions_of_1939_have_their_own_words() -> None:
    view = GameView(players=PLAYERS, strategies=["human", "landlord", "cautious", "random"], seed=1,
                    edition="1939")
    view.step()
    view.game.pending = Decision("island", 0, "Go to the Island?", (True, False))
    view.decision.show(view.game)
    assert labels(view) == ["Go to the Island", "Stay here"]


def test_compare_view_refuses_the_1939_edition_saying_what_to_do_instead() -> None:
    with pytest.raises(ValueError, match=r"1939 rules have no vote.*so_what_stack=\(18,\)"):
        CompareView(players=4, seed=1, edition="1939")
    assert CompareView(players=3, seed=1).games[0].edition.id == "1906"


def test_the_handout_draws_a_1939_game() -> None:
    game = Game(players=3, seed=4, edition="1939")
    game.run(max_turns=20)
    page = handout(game)
    assert "LORD BLUEBLOOD" in page and "<svg" in page and "Money (cash less debts" in page

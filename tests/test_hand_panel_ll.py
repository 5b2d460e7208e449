"""Landlord!'s hand panel: every decision of the edition gets a form holding only answers the engine
accepts, every answer the rules list among them, each with its rule; and a human seat played by clicking
the panel's widgets (the first card that can be played, its first target, Play; else the first button)
plays a whole game."""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import pytest

from landlord_edu import Game, Options
from landlord_edu.board.form import Form
from landlord_edu.board.view import board_view
from landlord_edu.decisions import Decision, same_value
from landlord_edu.editions.friese.crime import investigate
from landlord_edu.editions.friese.hand_words import ACTION_WORDS, card_detail
from landlord_edu.editions.friese.turn import examine
from landlord_edu.strategies import CarelessPlayer, Landlord
from landlord_edu.widgets import GameView

from ._rules_ll import ED, hand, live, part, street, table

PLAYS_A_TURN = 12   # the clicking player's plays in one play step before Done (a mother taken back and placed...)


def form_of(game: Game, d: Decision) -> Form:
    described = board_view(game).form
    assert described is not None, "the edition's board view gives no form"
    form = described(game, d)
    assert form is not None
    return form


def check_form(game: Game, d: Decision, seen: dict[str, int]) -> None:
    """Usable, and true: every answer accepted (validate changes nothing), every listed answer offered."""
    form = form_of(game, d)
    answers = form.answers()
    assert answers, f"the {d.kind} form offers nothing"
    for a in answers:
        d.validate(a)
    missing = [o for o in d.options if not any(same_value(o, a) for a in answers)]
    assert not missing, f"the {d.kind} form leaves out {missing}"
    choices = [*form.buttons, *(c for item in form.items for c in item.choices)]
    assert all(c.label for c in choices)
    assert all(c.rule for c in choices if c.answer != "none"), [c for c in choices if not c.rule]
    if d.kind == "play":   # the whole hand is shown, with words for each card
        shown = sum(int(item.name.rsplit("×", 1)[1]) if "×" in item.name else 1 for item in form.items
                    if not item.name.startswith(("Your tenants", "Buy a roof")))
        assert shown == len(part(game.engine).hands[d.player]) and all(item.detail for item in form.items)
    seen[d.kind] = seen.get(d.kind, 0) + 1


def checking(base: type[Any], seen: dict[str, int]) -> Any:
    class Checking(base):  # type: ignore[misc,valid-type]   # the bot's answers, each decision's form checked
        def decide(self, decision: Decision, game: Game) -> Any:
            check_form(game, decision, seen)
            return super().decide(decision, game)
    return Checking()


GAMES = ((["careless", "landlord", "careless"], 1, {}), (["careless"] * 5, 3, {"ll_tenant_text": False}),
         (["careless", "landlord"], 4, {}))


def test_every_decision_of_bot_games_gets_a_true_form() -> None:
    seen: dict[str, int] = {}
    for lineup, seed, switches in GAMES:
        bots = [checking(Landlord if s == "landlord" else CarelessPlayer, seen) for s in lineup]
        game = Game(len(lineup), strategies=bots, seed=seed, edition=ED, options=Options(**switches))
        game.run()
        assert game.state.over
    assert {"play", "buy_cards", "respond", "sell_roof", "relocate"} <= set(seen), seen


def test_the_rare_decisions_get_true_forms() -> None:
    """Pay to leave jail, which of two tenants paying the most leaves the squatters, show an Alibi to the
    police (laid out by hand)."""
    seen: dict[str, int] = {}
    game = Game(2, strategies=["human"] * 2, seed=1, edition=ED)
    g = game.engine
    part(g).jailed, g.state.players[0].cash = 0, 9
    b = street(g, 0, 3)
    for name, room in (("Single", 1), ("Single", 2), ("Squatters", 3)):
        live(g, b, name, room)
    street(g, 1, 2)
    first_answers(game, examine(g, 0), seen)
    assert seen == {"jail_pay": 1, "squatters_leave": 1, "relocate": 1}, seen
    assert part(g).jailed == -1 and g.state.players[0].cash == 9 - g.c.jail_fee
    hand(g, 0, "Alibi")
    first_answers(game, investigate(g, 0), seen)   # Ann shows nothing (the first button): to jail
    assert seen["alibi"] == 1 and part(g).jailed == 0


def first_answers(game: Game, rule: Any, seen: dict[str, int]) -> None:
    """Run a rule to its end, each decision's form checked and its first answer given."""
    try:
        d = next(rule)
        while True:
            check_form(game, d, seen)
            d = rule.send(d.validate(form_of(game, d).answers()[0]))
    except StopIteration:
        pass


def test_every_card_kind_has_words() -> None:
    g = table(3)
    kinds = {c.kind for c in g.c.deck} - {"tenant", "squatters", "jail"}
    assert kinds <= set(ACTION_WORDS), kinds - set(ACTION_WORDS)
    assert all(card_detail(g, i) for i in range(len(g.c.deck)))


def _widgets(root: w.Widget, cls: str) -> list[Any]:
    found = [root] if cls in getattr(root, "_dom_classes", ()) else []
    for child in getattr(root, "children", ()):
        found += _widgets(child, cls)
    return found


def click_first(view: GameView, plays: dict[int, int]) -> None:
    """What a student clicking the first thing open does: a card that can be played (picked first), its
    first target, Play; in a play step after PLAYS_A_TURN plays, or in any other decision, the first button."""
    panel, d = view.decision, view.game.pending
    assert d is not None and panel.layout.display == "flex"
    go = _widgets(panel, "landlord-hand-play")
    turn = view.game.state.turn
    if go and not go[0].disabled and plays.get(turn, 0) < PLAYS_A_TURN:
        plays[turn] = plays.get(turn, 0) + 1
        go[0].click()
    else:
        _widgets(panel, "landlord-form-buttons")[0].children[0].click()
    assert view.game.pending is not d or view.game.state.over, f"the click did not answer: {view.status.value}"


@pytest.mark.parametrize("seed", [1, 2])
def test_a_human_seat_clicking_the_panel_plays_a_whole_game(seed: int) -> None:
    view = GameView(players=["Ann", "Ben", "Cal"], strategies=["human", "landlord", "careless"], seed=seed,
                    edition=ED)
    plays: dict[int, int] = {}
    for _ in range(3000):
        if view.game.state.over:
            break
        if view.game.pending is None:
            view.step()
        else:
            click_first(view, plays)
    assert view.game.state.over and not view.status.value
    built = [e for e in view.game.events if e.kind in ("build", "tenant") and e.player == "Ann"]
    assert built, "the clicking player never built nor placed a tenant"


def test_picking_a_card_shows_its_targets_and_rule_and_a_refusal_changes_nothing() -> None:
    view = GameView(players=["Ann", "Ben"], strategies=["human", "landlord"], seed=2, edition=ED)
    while view.game.pending is None or view.game.pending.kind != "play":
        view.step() if view.game.pending is None else click_first(view, {})
    cards = _widgets(view.decision, "landlord-hand-card")
    hand_now = part(view.game.engine).hands[0]
    assert len(cards) >= 1 and sum(1 for _ in hand_now) >= len(cards) - 1
    target, rule = _widgets(view.decision, "landlord-hand-target")[0], _widgets(view.decision, "landlord-hand-rule")[0]
    form = form_of(view.game, view.game.pending)
    for i, card in enumerate(cards):
        card.click()
        item = form.items[i]
        if item.choices:
            assert [label for label, _ in target.options] == [f"{c.label} ({c.rule})" for c in item.choices]
            assert item.choices[0].rule in rule.value and not target.disabled
        else:
            assert target.disabled
    before, answers = repr(view.game.state.extra.to_dict()), len(view.game.answers)
    view.answer({"tenant": 10**6, "building": 0, "rooms": [1]})
    assert "play: card 1000000 is not in Ann" in view.status.value
    assert repr(view.game.state.extra.to_dict()) == before and len(view.game.answers) == answers
    playable = next(i for i, item in enumerate(form.items) if item.choices)
    cards[playable].click()
    go = _widgets(view.decision, "landlord-hand-play")[0]
    go.click()
    go.click()   # a second click on the old form answers nothing more
    assert view.game.answers[answers] == form.items[playable].choices[0].answer
    assert len(view.game.answers) == answers + 1 or view.game.pending is None or view.game.pending.player != 0

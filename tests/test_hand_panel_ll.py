"""Landlord!'s hand panel: every decision of the edition gets a form holding only answers the engine
accepts, every answer the rules list among them, each with its rule; and a human seat played by clicking
the panel's widgets (the first card that can be played, its first target, Play; else the first button)
plays a whole game."""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import pytest

from landlord_edu import Game, Options
from landlord_edu.board.view import board_view
from landlord_edu.decisions import Decision, same_value
from landlord_edu.editions.friese.crime import investigate
from landlord_edu.editions.friese.hand_words import ACTION_WORDS, card_detail
from landlord_edu.editions.friese.plays import play_cards
from landlord_edu.editions.friese.turn import examine
from landlord_edu.forms import Form, Select
from landlord_edu.strategies import CarelessPlayer, Landlord
from landlord_edu.widgets import GameView

from ._rules_ll import ED, hand, live, part, street, table

PLAYS_A_TURN = 12   # the clicking player's plays in one play step before Done (a mother taken back and placed...)


def answers(form: Form) -> list[Any]:
    """Every answer the form can send: its buttons', then each row's with each menu entry (an amount at its
    bounds and first shown)."""
    found = [c.answer for c in form.choices]
    for row in form.rows:
        values: list[dict[str, Any]] = [{}]
        for f in row.fields:
            picks = [v for _, v in f.options] if isinstance(f, Select) else sorted({f.low, f.value or f.low, f.high})
            values = [{**v, f.name: p} for v in values for p in picks]
        found += [row.fill(v) for v in values]
    return found


def form_of(game: Game, d: Decision) -> Form:
    described = board_view(game).form
    assert described is not None, "the edition's board view gives no form"
    form = described(game, d)
    assert form is not None
    return form


def check_form(game: Game, d: Decision, seen: dict[str, int]) -> None:
    """Usable, and true: every answer accepted (validate changes nothing), every listed answer offered."""
    form = form_of(game, d)
    offered = answers(form)
    assert offered and form.rule, f"the {d.kind} form offers nothing, or cites no rule"
    for a in offered:
        d.validate(a)
    missing = [o for o in d.options if not any(same_value(o, a) for a in offered)]
    assert not missing, f"the {d.kind} form leaves out {missing}"
    menus = [row.fields[0] for row in form.rows if row.label == "Play"]   # a card's plays; other rows cite their rule
    labels = [c.label for c in form.choices] + [label for f in menus if isinstance(f, Select) for label, _ in f.options]
    cited = [label for label in labels if label.endswith(")")]   # each answer with its rule in brackets
    assert cited == labels
    assert all(row.label.endswith(")") for row in form.rows if row.label != "Play")
    if d.kind == "play":   # the whole hand in words, a card and its count each
        held = [game.engine.c.deck[c].name for c in part(game.engine).hands[d.player]]
        assert all(name in form.note for name in held)
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
            d = rule.send(d.validate(answers(form_of(game, d))[0]))
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


def shown(view: GameView) -> tuple[list[w.Button], list[w.Box]]:
    """The panel's form as drawn: its buttons, and its rows (menus, then the row's button)."""
    box = _widgets(view.decision, "landlord-form")
    assert box, "no form on the panel"
    return list(box[0].children[1].children), list(box[0].children[2:])


def click_first(view: GameView, plays: dict[int, int]) -> None:
    """What a student clicking the first thing open does: the first row's button (the first card that can be
    played, at its first target); in a play step after PLAYS_A_TURN plays, or with no row, the first button."""
    d = view.game.pending
    assert d is not None and view.decision.layout.display == "flex"
    buttons, rows = shown(view)
    turn = view.game.state.turn
    if rows and plays.get(turn, 0) < PLAYS_A_TURN:
        plays[turn] = plays.get(turn, 0) + 1
        rows[0].children[-1].click()
    else:
        buttons[0].click()
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


def test_each_card_row_offers_its_plays_and_a_refusal_changes_nothing() -> None:
    view = GameView(players=["Ann", "Ben"], strategies=["human", "landlord"], seed=2, edition=ED)
    while view.game.pending is None or view.game.pending.kind != "play" or len(shown(view)[1]) < 2:
        view.step() if view.game.pending is None else click_first(view, {})
    d = view.game.pending
    form = form_of(view.game, d)
    buttons, rows = shown(view)
    assert [b.description for b in buttons] == ["Done: end the play step (Play cards)"]
    assert len(rows) == len(form.rows)
    for row, described in zip(rows, form.rows, strict=True):
        menu = row.children[0]
        assert menu.description == described.fields[0].label
        assert [label for label, _ in menu.options] == [label for label, _ in described.fields[0].options]
    before, answered = repr(view.game.state.extra.to_dict()), len(view.game.answers)
    view.answer({"tenant": 10**6, "building": 0, "rooms": [1]})
    assert "play: card 1000000 is not in Ann" in view.status.value
    assert repr(view.game.state.extra.to_dict()) == before and len(view.game.answers) == answered
    k = next(i for i, r in enumerate(form.rows) if r.label == "Play" and len(r.fields[0].options) > 1)
    menu, go = rows[k].children[0], rows[k].children[-1]
    menu.index = len(menu.options) - 1   # the card's last play
    go.click()
    assert view.game.answers[answered] == form.rows[k].fields[0].options[-1][1]
    after, pending = len(view.game.answers), view.game.pending
    go.click()   # a second click on the old form answers nothing more
    assert len(view.game.answers) == after and view.game.pending is pending


def test_an_empty_hand_says_so_and_offers_done() -> None:
    game = Game(2, strategies=["human"] * 2, seed=1, edition=ED)
    g = game.engine
    street(g, 1, 2)
    d = next(play_cards(g, 0))
    form = form_of(game, d)
    assert form.note == "Your hand is empty" and answers(form) == ["done"]

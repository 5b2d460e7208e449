"""Property tests of the 1939 rules: many random games (players, seeds, bots, every switch), with the
invariants checked after every single event (the check runs inside ``Engine.emit``), as
tests/test_properties.py does for the 1906 rules."""

from __future__ import annotations

import copy
import json
from contextlib import AbstractContextManager
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from landlord_edu import Game, IllegalAction, NoPendingDecision, Options
from landlord_edu.editions.phillips1939.switches import CHOICES_1939
from landlord_edu.engine import Engine
from landlord_edu.state import IN_JAIL, ON_ISLAND, ON_TRACK, PACK

from . import _support
from ._rules_1939 import doc_labels

BOTS = ("cautious", "landlord", "random")
STATUSES = {ON_TRACK, IN_JAIL, ON_ISLAND}
PHASES = (Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink)
SETTINGS = settings(max_examples=100, deadline=None, database=None, phases=PHASES,
                    suppress_health_check=[HealthCheck.too_slow])
LABELS = doc_labels()


# ----- the invariants ---------------------------------------------------------------------------------
class Checker:
    def __init__(self) -> None:
        self.starts: dict[int, int] = {}
        self.public: dict[int, tuple[int, int]] = {}   # (Government, Lord Blueblood) at the last event
        self.checks = 0

    def start(self, g: Engine) -> None:
        self.starts[id(g)] = g.money_total()
        self.public.pop(id(g), None)

    def check(self, g: Engine, events_before: int) -> None:
        if g.state.phillips is None or not g.state.phillips.holders:
            return   # nothing to check before the deal
        self.checks += 1
        st, p39, c = g.state, g.state.phillips, g.c
        assert p39 is not None
        n = len(st.players)
        where = f"after event {g._seq - 1} ({g.events[-1].text if g.events else 'no log'})"
        # money: players + Government + Bank + Lord Blueblood, constant; nobody below zero
        assert g.money_total() == self.starts[id(g)], f"money not conserved {where}"
        assert st.treasury >= 0 and p39.blueblood >= 0, where
        before = self.public.get(id(g), (0, 0))   # R39-04: the Government never pays out; Blueblood's pile
        assert st.treasury >= before[0] and p39.blueblood >= before[1], f"money left a public pile {where}"
        self.public[id(g)] = (st.treasury, p39.blueblood)   # is out of play
        assert g.options.bank == "unlimited" or st.misc >= 0, f"the Bank at ${st.misc} {where}"
        for p in st.players:
            assert p.cash >= 0, f"{p.name} has ${p.cash} {where}"
            assert 0 <= p.position < g.board.size and p.status in STATUSES, where
            if p.status == IN_JAIL:
                assert p.position == g.board.jail_beside, where
            hold = p39.holders[p.seat]
            if p.status == ON_ISLAND:
                assert g.board.spaces[hold.count_from].kind == "so_what", where
            assert all(amount > 0 for amount in hold.checks), where
            assert all(amount > 0 and creditor != p.seat and -3 <= creditor < n for creditor, amount in hold.debts)
            assert set(hold.bought_now) <= set(hold.idle_land), where
            assert hold.spare_houses >= 0 and hold.rounds >= 0, where
        self.check_cards(g, where)
        self.check_houses(g, where)
        if g.record_events and len(g.events) > events_before:
            ev = g.events[-1]
            assert ev.seq == len(g.events) - 1 and ev.turn == st.turn
            label = ev.rule.removeprefix("1939 ")
            assert ev.rule.startswith("1939 ") and label in LABELS, f"event cites {ev.rule!r}"
            assert ev.text.endswith(f"({label})"), f"event text {ev.text!r} does not end by citing {label!r}"
        assert c.min_players <= n <= c.max_players

    @staticmethod
    def check_cards(g: Engine, where: str) -> None:
        """Every Deed, Share, Idle Land and SO WHAT card in exactly one place."""
        st, p39 = g.state, g.state.phillips
        n = len(st.players)
        dealt = PACK not in p39.share_owner  # before the deal (turn 0) every Deed and Share is in the pack
        for i, s in enumerate(g.board.spaces):
            holder = st.owner[i]
            if s.kind != "lot":
                assert holder == PACK, f"{s.name} has no Deed but a holder {holder} {where}"
            else:
                assert (0 <= holder < n) if dealt else holder == PACK, f"{s.name}: holder {holder} {where}"
        assert all((0 <= who < n) if dealt else who == PACK for who in p39.share_owner), where
        idle = [x for h in p39.holders for x in h.idle_land] + p39.idle_pile
        assert sorted(idle) == sorted(g.edition.decks.idle_land), f"Idle Land cards astray {where}"
        so_what = p39.so_what_pile + [card for card, _ in p39.face_up]
        assert sorted(so_what) == sorted(g.edition.decks.so_what), f"SO WHAT cards astray {where}"
        for card, drawer in p39.face_up:
            assert g.edition.decks.so_what[card].effect in ("island", "site_value_tax") and 0 <= drawer < n

    @staticmethod
    def check_houses(g: Engine, where: str) -> None:
        st, p39, c = g.state, g.state.phillips, g.c
        on_board = sum(st.houses)
        assert on_board + sum(h.spare_houses for h in p39.holders) + p39.houses_left == c.houses_total, where
        assert on_board <= c.houses_total and p39.houses_left >= 0, where
        for i, s in enumerate(g.board.spaces):
            if st.houses[i]:
                assert s.kind == "lot" and st.house_owner[i] == st.owner[i], f"Houses on {s.name} {where}"
        built = sum(st.houses[i] for i in g.board.sections[c.closing_section])
        assert p39.frontier_closed or built < c.closing_houses, f"{built} Houses in Section A, Frontier open {where}"
        assert not p39.frontier_closed or 0 <= p39.frontier_owner < len(st.players), where


def checked_engines() -> AbstractContextManager[Checker]:
    return _support.every_event_checked(Checker())


def ledger(game: Game) -> dict[str, int]:
    """Every account's balance rebuilt from the money events alone: the log accounts for every dollar."""
    books = {p.name: 0 for p in game.state.players} | {"BANK": game.edition.constants.bank_total,
                                                       "GOVERNMENT": 0, "LORD BLUEBLOOD": 0}
    for e in game.events:
        if e.payee:
            books[e.payer] -= e.amount
            books[e.payee] += e.amount
    return books


# ----- random games -------------------------------------------------------------------------------------
@st.composite
def game_setups(draw: st.DrawFn) -> dict[str, Any]:
    n = draw(st.integers(3, 5))
    opts: dict[str, Any] = {name: draw(st.sampled_from(readings)) for name, readings in CHOICES_1939.items()}
    opts |= {name: draw(st.booleans()) for name in ("double_house_rent", "site_tax_owner_pays",
                                                    "count_uncashed_checks")}
    opts["jail_exit"] = draw(st.sampled_from(["from_shelter", "shelter_is_first_step"]))
    opts["so_what_stack"] = draw(st.sampled_from([(), (17,), (18,), (17, 18), (18, 17)]))
    opts["max_rounds"] = draw(st.integers(1, 4))
    opts["max_turns"] = draw(st.sampled_from([None, 30, 120]))
    return {"players": n, "strategies": draw(st.lists(st.sampled_from(BOTS), min_size=n, max_size=n)),
            "seed": draw(st.integers(0, 10**9)), "options": opts}


def play(setup: dict[str, Any]) -> Game:
    game = Game(players=setup["players"], strategies=setup["strategies"], seed=setup["seed"], edition="1939",
                options=Options(**setup["options"]))
    game.step()
    assert game.started and game.turn == 0
    while not game.over:
        turn = game.turn
        game.step()
        assert game.pending is None, "bots never leave a decision pending"
        assert game.turn == turn + 1, "step() plays exactly one turn"
    return game


@SETTINGS
@given(setup=game_setups())
def test_invariants_hold_after_every_event(setup: dict[str, Any]) -> None:
    with checked_engines() as checker:
        game = play(setup)
    assert checker.checks == len(game.events) > 0
    assert game.over and game.state.end_reason in ("rounds", "bank", "turns")
    limit = setup["options"]["max_turns"] or game.edition.constants.max_turns
    assert game.turn <= limit, "the game always ends"
    assert game.money_is_conserved()
    books = ledger(game)
    st = game.state
    assert books == {**{p.name: p.cash for p in st.players}, "BANK": st.misc, "GOVERNMENT": st.treasury,
                     "LORD BLUEBLOOD": st.phillips.blueblood}
    outcome = game.outcome()
    table = game.standings()
    best = max(row["wealth"] for row in table)
    assert set(outcome.winners) == {row["name"] for row in table if row["wealth"] == best}
    counts = setup["options"]["count_uncashed_checks"]
    for row, hold in zip(sorted(table, key=lambda r: st.seat_of(r["name"])), st.phillips.holders, strict=True):
        debt = sum(a for _, a in hold.debts)
        assert row["wealth"] == row["cash"] - debt + (sum(hold.checks) if counts else 0), "cash alone wins"
    if st.end_reason == "rounds":
        last = (st.first - 1) % len(st.players)
        assert st.phillips.holders[last].rounds == setup["options"]["max_rounds"]
    result = game.result()
    assert json.loads(json.dumps(result)) == result
    with pytest.raises(IllegalAction):
        game.step()


# ----- determinism ---------------------------------------------------------------------------------------
@settings(SETTINGS, max_examples=15)
@given(setup=game_setups())
def test_same_setup_same_game(setup: dict[str, Any]) -> None:
    first, second = play(setup), play(setup)
    assert first.result() == second.result()
    assert [e.to_dict() for e in first.events] == [e.to_dict() for e in second.events]
    assert first.answers == second.answers and first.state == second.state


def test_the_documented_game_plays_the_same_every_time() -> None:
    runs = [Game(players=4, seed=1, edition="1939") for _ in range(2)]
    for game in runs:
        game.run()
    assert runs[0].result() == runs[1].result()
    assert [e.text for e in runs[0].events] == [e.text for e in runs[1].events]


def test_different_seeds_usually_differ() -> None:
    texts = set()
    for seed in range(10):
        game = Game(players=4, seed=seed, edition="1939")
        game.run()
        texts.add(tuple(e.text for e in game.events))
    assert len(texts) == 10


# ----- refused answers leave the state as it was --------------------------------------------------------
def invalid_answers(game: Game) -> list[Any]:
    d = game.pending
    assert d is not None
    bad: list[Any] = [None, [], 1.5, "no such answer", {"nonsense": 1}]
    if d.kind == "turn":
        bad += ["THROW", "single_tax", "island" if "island" not in d.options else "Island", {"build": -1},
                {"build": 999}, {"build": "Lonely Lane"}, "frontier:0", "frontier:3", {"trade": "everything"},
                {"trade": {"card": "deed:999", "with": 0, "price": 1, "side": "buy"}},
                {"trade": {"card": "deed:3", "with": d.player, "price": 1, "side": "buy"}},
                {"trade": {"card": "idle:1", "with": 0, "price": -1, "side": "steal"}}, {"build": 1, "trade": {}}]
        bad += [{"build": b} for b in range(game.edition.board.size) if b not in d.context["builds"]][:3]
        bad += [o for o in ("frontier:1", "frontier:2") if o not in d.options]
    elif d.options and all(isinstance(o, bool) for o in d.options):
        bad += [1, 0, "yes", "True"]
    else:
        bad += [o.upper() if isinstance(o, str) else float(o) for o in d.options if o != "throw"]
        bad += ["sideways", 99, True]
    return bad


@settings(SETTINGS, max_examples=25)
@given(n=st.integers(3, 5), seed=st.integers(0, 10**9), human=st.integers(0, 4), bot=st.sampled_from(BOTS),
       decisions=st.integers(1, 60), build=st.sampled_from(["own_turn", "where_stopped"]),
       island=st.sampled_from(["drawer_only", "everyone_while_face_up"]))
def test_refused_answers_leave_the_state_unchanged(n: int, seed: int, human: int, bot: str, decisions: int,
                                                   build: str, island: str) -> None:
    human %= n
    strategies = [("human" if k == human else BOTS[(seed + k) % 3]) for k in range(n)]
    game = Game(players=n, strategies=strategies, seed=seed, edition="1939",
                options=Options(build=build, island=island, so_what_stack=(17, 18)))
    seen = 0
    while not game.over and seen < decisions:
        if game.pending is None:
            with pytest.raises(NoPendingDecision):
                game.answer(True)
            game.step()
            continue
        seen += 1
        for answer in invalid_answers(game):
            _support.assert_refused(game, answer)
        state = copy.deepcopy(game.state)
        with pytest.raises(IllegalAction):
            game.step()
        with pytest.raises(IllegalAction, match="no Single Tax vote"):
            game.vote_single_tax([0, 1])
        assert game.state == state
        game.answer(_support.bot_answer(game, bot))


def test_same_1939_game_on_python_311_to_313(tmp_path) -> None:
    """As tests/test_determinism.py for the 1906 rules: a copy of the package under each interpreter plays the
    same seeded 1939 game, event for event."""
    import hashlib
    import os
    import shutil
    import subprocess
    from pathlib import Path

    import landlord_edu

    from .test_determinism import VERSIONS, find_interpreter

    interpreters = {v: find_interpreter(v) for v in VERSIONS}
    assert None not in interpreters.values(), f"install Python {VERSIONS} to check determinism across versions"
    shutil.copytree(Path(landlord_edu.__file__).parent, tmp_path / "landlord_edu")
    script = ("from landlord_edu import Game, Options\n"
              "g = Game(players=5, seed=1939, edition='1939', options=Options(so_what_stack=(17, 18)))\n"
              "g.run()\n"
              "print('\\n'.join(f'{e.rule}|{e.text}|{e.amount}' for e in g.events))\n")
    digests = set()
    for exe in interpreters.values():
        out = subprocess.run([exe, "-c", script], capture_output=True, check=True, cwd=tmp_path,
                             env={**os.environ, "PYTHONPATH": str(tmp_path)}).stdout
        assert b"1939 Winner" in out
        digests.add(hashlib.sha256(out).hexdigest())
    assert len(digests) == 1

"""The Monarch of the World as the 1906 text stages it, and the script that measures it (docs/monarch.md)."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

from landlord_edu.errors import DataError
from landlord_edu.experiments import Regime
from landlord_edu.metrics import gini
from landlord_edu.scenario import load_scenario, packaged_scenario

REPO = Path(__file__).resolve().parents[1]


def script() -> ModuleType:
    """benchmarks/monarch.py as a module (benchmarks/ is not a package)."""
    if "monarch_benchmark" in sys.modules:
        return sys.modules["monarch_benchmark"]
    spec = importlib.util.spec_from_file_location("monarch_benchmark", REPO / "benchmarks" / "monarch.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["monarch_benchmark"] = module  # its dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


def test_the_file_stages_what_the_text_says() -> None:
    game = load_scenario(packaged_scenario("monarch_of_the_world"))
    st, g = game.state, game.engine
    ann, ben, cal = st.players
    assert all(st.owner[i] == ann.seat and st.houses[i] == 0 for i in g.lots)           # "all of the land"
    others = [i for i in g.cards if i not in g.lots]
    assert others and all(st.owner[i] in (ben.seat, cal.seat) for i in others)        # "all other advantages"
    assert [p.cash for p in st.players] == [100, 100, 100] and st.treasury == 0      # "$100 at the start"
    assert all(p.position == 0 and not p.luxuries for p in st.players)
    assert not ann.gets_wages and ben.gets_wages and cal.gets_wages                   # "no wages"
    assert not game.options.advanced and game.options.max_rounds is None             # "under the rules"


@pytest.mark.parametrize("seed", [1906, 3])
def test_it_plays_to_rule_19s_end_and_the_landlord_never_gets_wages(seed: int) -> None:
    game = load_scenario(packaged_scenario("monarch_of_the_world"), seed=seed)
    game.run()
    assert game.state.end_reason == "wages"
    assert max(p.wages_received for p in game.state.players) == 5
    assert game.player("Ann").wages_received == 0
    assert not [e for e in game.events if e.kind == "wages" and e.payee == "Ann"]


def test_the_measures_agree_with_the_game() -> None:
    mod = script()
    game = mod.play(Regime("m", scenario="monarch_of_the_world"), 7)
    m = mod.measure(game)
    ann = game.player("Ann")
    cash, cards, _houses, _worth = game.scores()[ann.seat]
    assert (m["cash_end"], m["cards_end"], m["rounds"]) == (cash, cards, game.state.round)
    assert m["gini_end"] == gini([w for *_, w in game.scores()])
    assert m["wages"] == 100 * sum(p.wages_received for p in game.state.players)     # Rule 3's $100, no raise
    assert m["rent"] == sum(e.amount for e in game.events if e.kind in ("rent", "house_rent", "part_payment")
                            and e.payee == "Ann")
    assert m["series"][0] == (m["gini_start"], 100, 22) and len(m["series"]) == len(mod.ROUNDS)
    assert m["series"][-1] == (m["gini_end"], cash, cards) or game.state.round < mod.ROUNDS[-1]


def test_the_script_writes_the_page_on_a_tiny_run(tmp_path: Path) -> None:
    page = tmp_path / "monarch.md"
    shutil.copy(REPO / "docs" / "monarch.md", page)
    script().main(["--games", "3", "--grid-games", "1", "--workers", "1", "--seed", "5",
                   "--strategies", "landlord,cautious,random", "--write", str(page)])
    text = page.read_text(encoding="utf-8")
    assert "(run `python benchmarks/monarch.py" not in text
    assert "| measure | as staged (R-36) | advanced rules | 30-round stop (shipped before) |" in text
    assert "bots landlord, cautious, random" in text and "seeds 5 to 7" in text
    assert "| ×4 | 2 | 15 wages |" in text and text.count("<!-- /monarch.py -->") == 3


def test_the_script_refuses_an_unknown_switch(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="no-such-switch"):
        script().main(["--games", "2", "--grid-games", "0", "--workers", "1", "--rules", "no-such-switch:1"])


def test_lesson_3s_key_works_its_answers_out_from_the_class_game_and_the_tables() -> None:
    import pandas as pd

    from landlord_edu.classroom import lesson03
    from landlord_edu.classroom.key import Objects

    path, seed = packaged_scenario("monarch_of_the_world"), 189
    game = load_scenario(path, seed=seed)
    game.run()
    kept = pd.DataFrame({"richest": [True, True, True, True], "squeezed": [False, False, False, True],
                         "tenants' wages": [700, 800, 500, 300], "rent to Ann": [400, 500, 450, 350]})
    eaten = kept.assign(squeezed=[True, True, True, False], **{"rent to Ann": [900, 900, 600, 200]})
    exercises = lesson03.KEY.exercises
    objects = Objects(3, {"scenario": path, "seed": seed, "many": kept, "trust_off": eaten, "mine": kept})
    assert exercises["3.1"].right_option(objects) == "b"  # type: ignore[union-attr]
    assert exercises["3.2"].truth(objects) is (game.player("Ann").cash > 100)  # type: ignore[union-attr]
    assert exercises["3.3"].truth(objects) == sum(  # type: ignore[union-attr]
        e.amount for e in game.events if e.payee == "Ann" and e.kind in ("rent", "house_rent", "part_payment"))
    assert exercises["3.4"].truth(objects) == 1.0  # type: ignore[union-attr]
    assert exercises["3.6"].truth(objects) == 0.25 and exercises["3.8"].truth(objects) == 0.75  # type: ignore[union-attr]
    assert exercises["3.5"].right_option(objects) == "b" and exercises["3.7"].right_option(objects) == "a"  # type: ignore[union-attr]
    flipped = Objects(3, {"scenario": path, "seed": seed, "many": eaten})  # the key follows the tables
    assert exercises["3.5"].right_option(flipped) == "a"  # type: ignore[union-attr]
    with pytest.raises(DataError, match="out of date"):  # 3.7 asks why she is not monarch: no option fits
        exercises["3.7"].right_option(flipped)  # type: ignore[union-attr]

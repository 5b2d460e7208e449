"""Every event of a 1939 game cites "1939 " and a label of the table in docs/edition-1939.md section 2, its
sentence ends with the same label, and each kind of event cites the rule that applies. Checked over whole
seeded games with bots, under the recommended readings and under the other readings of every switch."""

from __future__ import annotations

import re

import pytest

from landlord_edu import Game, Options

from . import _support
from ._rules_1939 import DOC, doc_labels

ANY = None  # a debt, or one forgiven, cites the rule of the payment it comes from
CITES: dict[str, set[str] | None] = {
    "throw": {"To Play", "Rule 3", "SO WHAT 17", "Note X", "La Swelle Hotel"}, "first": {"To Play"},
    "starting_cash": {"Banker and Government Official (c)"}, "house_given": {"Banker and Government Official (c)"},
    "deal": {"Banker and Government Official (b)"}, "idle_pile": {"Banker and Government Official (b)"},
    "stack": {"Rule 9-a"},
    "move": {"To Play", "End of a Round (a)", "Rule 3", "Rule 4", "Rule 7", "Rule 8(b)", "La Swelle Hotel",
             "SO WHAT 6", "SO WHAT 7"},
    "wage_check": {"Rule 1(a)", "Rule 2", "Rule 4", "SO WHAT 4", "SO WHAT 12"},
    "rent": {"Rule 1(a)", "Rule 5", "SO WHAT 18"}, "house_rent": {"Rule 1(b)"}, "foreign_rent": {"Rule 2"},
    "house": {"Rule 1(b)", "Rule 9(b)"}, "house_placed": {"Rule 1(b)"}, "doubled": {"Rule 1(c)"},
    "frontier_closed": {"Rule 5"}, "jail": {"Rule 3"}, "bail_due": {"Rule 3"}, "bail": {"Rule 3"},
    "frontier_wages": {"Rule 4"}, "lapsed": {"Rule 4"}, "sale": {"Rule 4"}, "no_sale": {"Rule 4"},
    "idle_land": {"Rule 6", "SO WHAT 13"}, "idle_land_sale": {"Rule 6"}, "fare": {"Rule 7", "Rule 8(a)"},
    "so_what": {"Rule 9(a)", "SO WHAT 1", "SO WHAT 3", "SO WHAT 14", "SO WHAT 16"},
    "so_what_tax": {"SO WHAT 2", "SO WHAT 5"}, "so_what_purchase": {"Rule 9(b)"},
    "so_what_nothing": {"Rule 9(a)", "SO WHAT 11"}, "so_what_empty": {"Rule 9(a)"},
    "face_up": {"Note X"}, "face_up_ended": {"Note X"}, "island": {"SO WHAT 17", "Note X"},
    "boat_fare": {"SO WHAT 17", "Note X"}, "island_wages": {"SO WHAT 17", "Note X"},
    "site_value_tax": {"SO WHAT 18"}, "share_tax": {"SO WHAT 18"},
    "wages": {"End of a Round (a)"}, "no_checks": {"End of a Round (a)"}, "round_end": {"End of a Round (a)"},
    "tax": {"End of a Round (a)"}, "no_taxes": {"End of a Round (b)"}, "end": {"Winner"},
    "hotel": {"La Swelle Hotel"}, "trade": {"Object"}, "trade_refused": {"Object"}, "debt": ANY, "forgiven": ANY,
}

OTHER_READINGS = Options(build="where_stopped", double_house_rent=True, frontier_move="emergency_only",
                         frontier_escape="debt_stands", unpaid="forgive", idle_land_limit="holding",
                         railroad_fare="if_riding", fare_basis="per_shareholder", so_what_return="shuffle",
                         island="everyone_while_face_up", site_tax_owner_pays=True, share_tax_cards="utilities_only",
                         share_tax_when="on_draw", later_round_tax="always", bank="unlimited",
                         count_uncashed_checks=True, jail_exit="shelter_is_first_step", so_what_stack=(17, 18),
                         max_rounds=4)


def games():
    for seed in range(8):
        for options in (Options(), Options(so_what_stack=(17, 18)), OTHER_READINGS):
            game = Game(players=3 + seed % 3, seed=seed, edition="1939", options=options)
            game.run()
            yield game


@pytest.fixture(scope="module")
def all_events():
    out = []
    for game in games():
        assert game.over and game.money_is_conserved()
        out.extend(game.events)
    return out


def test_the_doc_table_lists_the_labels() -> None:
    labels = doc_labels()
    assert {"Players", "Rule 1(a)", "Rule 9-a", "SO WHAT 1", "SO WHAT 16", "SO WHAT 17", "SO WHAT 18", "Note X",
            "La Swelle Hotel", "End of a Round (b)", "Winner"} <= labels
    assert len(labels) == 44


def test_every_event_cites_a_label_of_the_1939_table(all_events) -> None:
    labels = doc_labels()
    bad = {(e.kind, e.rule) for e in all_events if not e.rule.startswith("1939 ")
           or e.rule.removeprefix("1939 ") not in labels}
    assert not bad


def test_every_event_sentence_ends_with_its_citation(all_events) -> None:
    bad = [(e.kind, e.rule, e.text) for e in all_events if not e.text.endswith(f"({e.rule.removeprefix('1939 ')})")]
    assert not bad[:5]


def test_each_kind_cites_the_rule_that_applies(all_events) -> None:
    unknown = {e.kind for e in all_events} - set(CITES)
    assert not unknown, "a new kind of event: say which rules it may cite"
    bad = {(e.kind, e.rule) for e in all_events
           if CITES[e.kind] is not None and e.rule.removeprefix("1939 ") not in CITES[e.kind]}
    assert not bad


def test_the_games_exercise_the_main_rules(all_events) -> None:
    seen = {e.kind for e in all_events}
    assert {"starting_cash", "deal", "wage_check", "rent", "house_rent", "house", "doubled", "foreign_rent", "jail",
            "bail", "idle_land", "idle_land_sale", "fare", "so_what", "face_up", "face_up_ended", "island_wages",
            "site_value_tax", "share_tax", "hotel", "wages", "tax", "end", "frontier_closed"} <= seen


def test_money_events_name_payer_and_payee_and_others_name_neither(all_events) -> None:
    accounts = {"BANK", "GOVERNMENT", "LORD BLUEBLOOD"}
    for e in all_events:
        if e.payee:
            assert e.payer and e.amount > 0 and e.payer != e.payee
            assert "PUBLIC TREASURY" not in (e.payer, e.payee) and "MISCELLANEOUS" not in (e.payer, e.payee)
        else:
            assert not e.payer
    assert accounts <= {e.payee for e in all_events} | {e.payer for e in all_events}


def test_reconstructed_cards_say_so_and_the_texts_do_not(all_events) -> None:
    for e in all_events:
        if e.kind == "so_what" and e.rule == "1939 Rule 9(a)":
            assert ("(a reconstructed card)" in e.text) == (e.amount not in (17, 18)), e.text


def test_every_mechanism_of_section_3_has_a_test_named_after_it() -> None:
    """A guard on this suite: docs/edition-1939.md lists M1-M34; each names at least one test (test_mN_...)."""
    text = DOC.read_text(encoding="utf-8")
    mechanisms = sorted({int(n) for n in re.findall(r"^\* M(\d+)\.", text, re.M)})
    assert mechanisms == list(range(1, 35))
    names = "\n".join(p.read_text(encoding="utf-8") for p in (_support.REPO / "tests").glob("test_rules_1939_*.py"))
    missing = [n for n in mechanisms if not re.search(rf"def test_(\w+_)?m{n}_", names)]
    assert not missing

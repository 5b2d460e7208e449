"""Every event cites the rule that applies, in the edition's words ("1906 Rule 7"), and its sentence
ends with the same citation. Checked over whole seeded games (bots, ordinary, advanced and Single Tax)."""

from __future__ import annotations

import re

import pytest

from landlord_edu import Game, Options

# Which rules may be cited for each kind of event, from the rules text (and rulings where it is silent).
CITES = {
    "starting_cash": {"Opening rules"}, "first": {"Opening rules"}, "hand": {"To Beginners"},
    "deal_done": {"Rule 1"}, "card": {"Rule 1"}, "trade": {"Rule 1"}, "trade_refused": {"Rule 1"},
    "throw": {"Opening rules", "Rule 2", "Rule 6", "Rule 8", "Rule 12"},
    "move": {"Rule 2", "Rule 11", "Rule 17"},
    "wages": {"Rule 3"}, "no_wages": {"Monarch of the World"},
    "tax": {"Rule 4", "Rule 4 and the advanced rules' tax table"},
    "jail": {"Rule 5", "Rule 8", "Rule 11"},
    "fine": {"Rule 6"}, "release": {"Rule 6"}, "must_pay": {"Rule 6"},
    "stay": {"Rule 6", "Rule 12"},
    "rent": {"Rule 7", "Single Tax Rule 2", "Single Tax Rule 4"},
    "bid": {"Rule 7", "Rule 8", "Rule 9"}, "buy": {"Rule 1", "Rule 7", "Rule 8", "Rule 9"},
    "ante": {"Rule 8"}, "winnings": {"Rule 8"}, "broker_share": {"Rule 8"}, "skin_game": {"Rule 8"},
    "no_win": {"Rule 8"}, "refuse": {"Rule 8"},
    "fare": {"Rule 9"}, "trust": {"Rule 9"}, "trust_ended": {"Rule 9", "Single Tax Rule 6(a)",
                                                             "Single Tax Rule 6(b)"},
    "free": {"Rule 10", "Single Tax Rule 3"},
    "chance": {"Rule 11"},
    "part_payment": {"Rule 12"}, "poor_house": {"Rule 12"},
    "luxury": {"Rule 13"}, "decline": {"Rule 13"},
    "build": {"Rule 14", "Single Tax Rule 4"}, "house_rent": {"Rule 14", "Single Tax Rule 4"},
    "loan": {"Rule 16"}, "repay": {"Rule 16"}, "foreclose": {"Rule 16"}, "sale": {"Rule 16"},
    "sale_refused": {"Rule 1", "Rule 13"}, "debt_counted": {"Rule 16"},
    "forgive": {"Rule 18"}, "end": {"Rule 19"}, "agreement": {"Rule 19"},
    "single_tax": {"Single Tax"}, "vote_failed": {"Single Tax"},
    "no_tax": {"Single Tax Rule 1"}, "treasury_emptied": {"Single Tax Rule 2"},
    "privilege": {"Single Tax Rule 4"}, "buyout": {"Single Tax Rule 6(a)", "Single Tax Rule 6(b)"},
    "college": {"Single Tax Rule 6(c)"}, "wage_rise": {"Single Tax Rule 6(d)"},
    "education": {"Single Tax Rule 7"}, "professor": {"Single Tax Rule 7"},
    "natural_opportunity": {"Single Tax Rule 8"}, "natural_wages": {"Single Tax Rule 8"},
    "natural_rent": {"Single Tax Rule 8"},
}

CITATION = re.compile(r"^1906 (Opening rules|To Beginners|Monarch of the World|Single Tax( Rule \d(\([a-d]\))?)?|"
                      r"Rule \d+( and the advanced rules' tax table)?)$")


def games():
    for seed in range(6):
        for options in (Options(max_rounds=40), Options(advanced=True, max_rounds=40),
                        Options(beginner=True, max_rounds=40)):
            game = Game(players=4, seed=seed, options=options)
            game.run(max_turns=50)
            if not game.over:
                game.vote_single_tax([0, 1])
                game.run()
            yield game


@pytest.fixture(scope="module")
def all_events():
    out = []
    for game in games():
        assert game.money_is_conserved()
        out.extend(game.events)
    return out


def test_every_event_cites_a_rule_of_the_1906_edition(all_events):
    bad = {(e.kind, e.rule) for e in all_events if not CITATION.match(e.rule)}
    assert not bad


def test_every_event_sentence_ends_with_its_citation(all_events):
    bad = [(e.kind, e.rule, e.text) for e in all_events if not e.text.endswith(f"({e.rule.removeprefix('1906 ')})")]
    assert not bad[:5]


def test_each_kind_cites_the_rule_that_applies(all_events):
    bad = {(e.kind, e.rule) for e in all_events
           if e.kind in CITES and e.rule.removeprefix("1906 ") not in CITES[e.kind]}
    assert not bad
    # the games exercise the main rules
    seen = {e.kind for e in all_events}
    assert {"rent", "wages", "tax", "fare", "buy", "jail", "chance", "build", "house_rent", "single_tax",
            "buyout", "starting_cash"} <= seen


def test_money_events_name_payer_and_payee(all_events):
    for e in all_events:
        if e.payee:
            assert e.payer and e.amount > 0 and e.payer != e.payee

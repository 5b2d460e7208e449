"""The 1939 rule set: what the game calls to play an edition whose ``board.toml`` says ``rules = "1939"``.

Its decision kinds and their answers: docs/edition-1939.md, section 9 (``accept_trade`` is the 1906
trade offer's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rulesets import Account, Refusal, RuleSet
from .bots import ANSWERS
from .costs import landing_cost
from .data import edition_1939
from .fast import load as load_fast
from .holdings import land_rent, part, part_or_none
from .rounds import check_end, report, score_extra, scoreboard
from .scenario import stage_1939
from .setup import new_state, setup
from .state import BLUEBLOOD_SEAT
from .turn import play_turn
from .words import columns, standings_1939

if TYPE_CHECKING:
    from ...board.view import BoardView
    from ...state import State

KINDS_1939 = frozenset({"turn", "idle_land", "ride", "trolley", "island", "new_home", "build_here", "raise_funds",
                        "buy_card", "accept_trade"})
# what an answer to each kind can be before it is asked (docs/edition-1939.md, section 9)
ANSWER_TYPES_1939: dict[str, tuple[type, ...]] = {
    **dict.fromkeys(("island", "build_here", "buy_card", "accept_trade"), (bool,)),
    "turn": (str, dict), "idle_land": (str,), "ride": (str, int), "trolley": (str, int), "new_home": (str, int),
    "raise_funds": (str,),
}

REFUSALS = {
    "single_tax_at": Refusal("have no Single Tax vote (their counterpart is SO WHAT 18, the 100% Site Value Tax Law, "
                             "which comes from the cards: try --so-what-stack 18)",
                             "have no Single Tax vote (under the 1939 rules SO WHAT 18 plays that part: "
                             "options=Options(so_what_stack=(18,)))"),
    "beginner": Refusal("have no beginners' hands (every card is dealt)"),
    "start": Refusal("have no Single Tax to begin under (SO WHAT 18 plays that part: try --so-what-stack 18)",
                     "have no Single Tax to begin under (SO WHAT 18 plays that part: "
                     "options=Options(so_what_stack=(18,)))"),
    "advanced": Refusal("have no rules for advanced players (those are the 1906 edition's)"),
    # an action rather than a switch: Game.agree_to_stop
    "agree_to_stop": Refusal("have no agreement to stop (that is 1906 Rule 19)"),
}
# Winner: "the player who has the most money"; the scoring's wealth is money (cash less debts)
MONEY = ("Money by turn", "Money (cash less debts; cards and Houses count nothing)")


def _view() -> BoardView:
    """The board's words and drawing, imported when a board is first drawn."""
    from .view import VIEW
    return VIEW


# its own experiment columns: English Village's rent to Lord Blueblood, and whether the Bank was broken
MEASURES = ("rent_foreign", "bank_broken")
COLUMNS = ("lord_blueblood", "bank_broken", "frontier_closed", "site_value_tax")  # what columns() fills


def _blueblood(state: State) -> int:
    own = part_or_none(state)
    return own.blueblood if own is not None else 0


def _blueblood_gets(state: State, dollars: int) -> None:
    part(state).blueblood += dollars


# Lord Blueblood's pile (Rule 2): out of play, an account of the rule set's own
OWN_ACCOUNTS = {BLUEBLOOD_SEAT: Account(_blueblood, _blueblood_gets)}

RULES_1939 = RuleSet("1939", setup, play_turn, check_end, scoreboard, score_extra,
                     accounts=("GOVERNMENT", "BANK", "LORD BLUEBLOOD"), files=("rules", "so_what", "idle_land"),
                     load=edition_1939, kinds=KINDS_1939, answer_types=ANSWER_TYPES_1939,
                     new_state=new_state, report=report, stage=stage_1939,
                     refusals=REFUSALS, measures=MEASURES, wealth_titles=MONEY, wealth_note="money, cash less debts",
                     landing_cost=landing_cost, land_rent=land_rent, view=_view, standings=standings_1939,
                     columns=columns,
                     column_names=COLUMNS, answers=ANSWERS, own_accounts=OWN_ACCOUNTS, fast=load_fast)

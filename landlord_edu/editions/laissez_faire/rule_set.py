"""The Laissez-faire rule set: what the game calls to play an edition whose board.toml says
``rules = "laissez-faire"``.

Decision kinds (docs/edition-laissez-faire.md, "Decisions"): ``turn`` ("throw", "declare", "build:<space>"),
``buy`` (yes/no), ``quote`` (an owner's price for a night, a ride or a utility's service: dollars, 0 refuses),
``lodge`` (a property's index among the quotes, "transit", "bench", or one counter-offer
``{"counter": {"space", "price"}}``), ``accept_counter`` (yes/no), ``stay`` ("move"/"stay"), ``stay_rent``
(the owner's rent for another night, at most the last; 0 charges nothing), ``jail`` ("pay"/"wait"),
``transit_city`` ("stay" or a city), ``concede`` (yes/no), ``accept_contract`` (yes/no: a contract offered),
``allow_stay`` (yes/no: lease terms let the owner refuse a stay). Contracts are offered as one-key dicts in
``turn``, ``lodge`` and ``jail`` answers (offers.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rulesets import Account, Refusal, RuleSet
from ...state import State
from .bots import ANSWERS
from .data import load_lf
from .ending import check_end, report, score_extra, scoreboard
from .measures import COLUMNS, MEASURES, columns
from .overhead import CENTRE
from .scenario import stage_lf
from .setup import new_state, setup
from .state import StateLF, part
from .turn import play_turn
from .words import standings_lf

if TYPE_CHECKING:
    from ...board.view import BoardView

def _view() -> BoardView:
    """The board's words and drawing, imported when a board is first drawn."""
    from .view import VIEW
    return VIEW


def _centre(state: State) -> int:
    extra = state.extra
    return extra.centre if isinstance(extra, StateLF) else 0


def _centre_gets(state: State, dollars: int) -> None:
    part(state).centre += dollars


# the zero-sum game's centre of the board (An Alternate Game 3, 4): an account of the rule set's own
OWN_ACCOUNTS = {CENTRE: Account(_centre, _centre_gets)}

KINDS = frozenset({"turn", "buy", "quote", "lodge", "stay", "stay_rent", "jail", "transit_city", "concede",
                   "accept_contract", "accept_counter", "draft", "allow_stay"})
ANSWER_TYPES: dict[str, tuple[type, ...]] = {
    "turn": (str, dict), "buy": (bool,), "accept_contract": (bool,), "accept_counter": (bool,), "quote": (int,),
    "lodge": (int, str, dict),
    "stay": (str,), "stay_rent": (int,), "draft": (int, str),
    "jail": (str, dict), "transit_city": (str,), "concede": (bool,), "allow_stay": (bool,)}
REFUSALS = {
    "single_tax_at": Refusal("have no Single Tax vote (Laissez-faire is the free-contract counterpoint)"),
    "start": Refusal("have no Single Tax to begin under"),
    "beginner": Refusal("have no beginners' hands"),
    "advanced": Refusal("have no rules for advanced players (those are the 1906 edition's)"),
    "agree_to_stop": Refusal("have no agreement to stop (a stalemate ends objective 3; LF-42)"),
}
NET_WORTH = ("Net worth by turn", "Net worth (cash + mortgage values + half the buildings' cost)")

RULES_LF = RuleSet("laissez-faire", setup, play_turn, check_end, scoreboard, score_extra,
                   accounts=("BANK", "BANK", "CENTRE"), files=("rules",), load=load_lf, kinds=KINDS,
                   answer_types=ANSWER_TYPES, amount_kinds=frozenset({"quote", "stay_rent"}), new_state=new_state,
                   report=report, refusals=REFUSALS, wealth_titles=NET_WORTH,
                   wealth_note="net worth: cash, mortgage values, half the buildings' cost", answers=ANSWERS,
                   standings=standings_lf, view=_view, own_accounts=OWN_ACCOUNTS, stage=stage_lf,
                   measures=MEASURES, columns=columns, column_names=COLUMNS)

"""The 1906 rule set: what the game calls to play an edition whose ``board.toml`` says ``rules = "1906"``.

Decision kinds and their answers
--------------------------------
``buy_dealt`` (Rule 1), ``buy`` (Rule 7 first option), ``speculate`` (Rule 8),
``luxury`` (Rule 13), ``vote`` (Single Tax), ``accept_trade``, ``trust`` (Rule 9),
``build_here`` (Single Tax Rule 4): ``True`` or ``False``.
``bid`` (Rules 7-9 auctions), ``lend`` (Rule 16), ``privilege_bid`` (Single Tax Rule 4):
a whole number of dollars from ``low`` to ``high``, or 0 to pass.
``direction`` (Rules 2, 17): ``"forward"``, ``"backward"`` or ``"pass"``.
``jail`` (Rule 6): ``"pay"`` or ``"throw"``.
``raise_funds`` (Rules 12, 16): ``"borrow"``, ``"mortgage:<space>"`` or ``"sell:<space>"``, each way
once until he has the money (no giving up before, rulings R-30); for a luxury bought on credit (Rule 13,
R-31) only borrowing and mortgages. ``luxury``'s context gives ``borrow``, the dollars he would borrow.
``natural_opportunity`` (Single Tax Rule 8): the index of an inner corner in ``options``.
``turn``: ``"throw"``, ``{"build": space}``, ``"single_tax"``, or
``{"trade": {"card": space, "with": seat, "price": dollars, "side": "buy" | "sell"}}``
(``card`` may also name a luxury the seller holds: Rule 13 lets him sell it at any time).
``raise_funds`` may also offer ``"sell_luxury:<name>"``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...events import MISCELLANEOUS, TREASURY
from ...rulesets import Refusal, RuleSet, Vote
from .bots import ANSWERS
from .costs import land_rent, landing_cost
from .ending import agree_to_stop, check_end, scoreboard
from .fast import load as load_fast
from .loader import edition_1906
from .movement import play_turn
from .scenario import stage_1906
from .settlement import claims, report, standings
from .setup import setup
from .single_tax import check_vote, enact, on_public_payment
from .turn_actions import refresh_turn_decision

if TYPE_CHECKING:
    from ...board.view import BoardView
    from ...edition import Edition
    from ...engine import Engine
    from ...options import Options
    from ...state import State

KINDS_1906 = frozenset({"buy_dealt", "buy", "bid", "speculate", "luxury", "vote", "accept_trade", "trust", "build_here",
                        "lend", "privilege_bid", "direction", "jail", "raise_funds", "natural_opportunity", "turn",
                        "accept_sale"})
AMOUNTS_1906 = frozenset({"bid", "lend", "privilege_bid"})
# what an answer to each kind can be before it is asked (the module's docstring)
ANSWER_TYPES_1906: dict[str, tuple[type, ...]] = {
    **dict.fromkeys(("buy_dealt", "buy", "speculate", "luxury", "vote", "accept_trade", "trust", "build_here",
                     "accept_sale"),
                    (bool,)),
    **dict.fromkeys(AMOUNTS_1906, (int,)), "direction": (str,), "jail": (str,), "raise_funds": (str,),
    "natural_opportunity": (int,), "turn": (str, dict),
}


def _extra_1906(g: Engine) -> list[Any]:
    """Per seat: luxuries and Professor cards (count 100 each, 'The Object of the Game', rulings R-17), and
    the debts counted at the end (rulings R-11)."""
    return list(zip([len(p.luxuries) + p.professors for p in g.state.players], claims(g), strict=True))


def _stage(data: dict[str, Any], src: str, edition: Edition, options: Options, seed: int) -> State:
    """A scenario's position: the 1906 staging needs no seed (the deal is the file's)."""
    return stage_1906(data, src, edition, options)


REFUSALS = {"so_what_stack": Refusal("have no SO WHAT cards (they are the 1939 edition's: use --edition 1939)",
                                     "have no SO WHAT cards (they are the 1939 edition's: edition='1939')")}


def _view() -> BoardView:
    """The board's words and drawing, imported when a board is first drawn."""
    from .view import VIEW
    return VIEW


RULES_1906 = RuleSet("1906", setup, play_turn, check_end, scoreboard, _extra_1906,
                     accounts=(TREASURY, MISCELLANEOUS, MISCELLANEOUS), files=("rules", "chance", "luxury"),
                     load=edition_1906, kinds=KINDS_1906, answer_types=ANSWER_TYPES_1906,
                     amount_kinds=AMOUNTS_1906, agree_to_stop=agree_to_stop, stage=_stage,
                     refusals=REFUSALS, landing_cost=landing_cost, land_rent=land_rent,
                     public_payment=on_public_payment, report=report, standings=standings, answers=ANSWERS,
                     vote=Vote(check_vote, enact, refresh_turn_decision), view=_view, fast=load_fast)


"""The 1906 rule set: what the game calls to play an edition whose ``board.toml`` says ``rules = "1906"``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...events import MISCELLANEOUS, TREASURY
from ...rulesets import Refusal, RuleSet, Vote
from .bots import ANSWERS
from .costs import land_rent, landing_cost
from .ending import agree_to_stop, check_end, scoreboard
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
                     load=edition_1906, kinds=KINDS_1906, agree_to_stop=agree_to_stop, stage=_stage,
                     refusals=REFUSALS, landing_cost=landing_cost, land_rent=land_rent,
                     public_payment=on_public_payment, report=report, standings=standings, answers=ANSWERS,
                     vote=Vote(check_vote, enact, refresh_turn_decision), view=_view)


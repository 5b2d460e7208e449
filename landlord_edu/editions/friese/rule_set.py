"""The rule set of Landlord!: what the game calls to play an edition whose ``board.toml`` says
``rules = "landlord-card-game"``. Its decision kinds: docs/edition-landlord-card-game.md."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...rulesets import Account, Refusal, RuleSet
from ...state import OWN_SEAT
from .bots import ANSWERS
from .data import edition_ll
from .scenario import stage_ll
from .state import StateLL
from .street import owned, part
from .turn import check_end, new_state, play_turn, setup
from .words import standings_ll

if TYPE_CHECKING:
    from ...board.view import BoardView
    from ...engine import Engine
    from ...state import State

NAME = "landlord-card-game"
KINDS = frozenset({"play", "relocate", "respond", "buy_cards", "jail_pay", "squatters_leave", "alibi",
                    "sell_roof", "sell_card"})
ANSWER_TYPES: dict[str, tuple[type, ...]] = {"play": (str, dict), "relocate": (str, dict), "respond": (str, dict),
                                             "buy_cards": (int,), "jail_pay": (bool,), "squatters_leave": (int,),
                                             "alibi": (str, dict), "sell_roof": (str, int),
                                             "sell_card": (str, int)}
_NO_BOARD = "have no board track, lots or Houses (a card game: the street is made of cards)"
REFUSALS = {
    "single_tax_at": Refusal("have no Single Tax vote"),
    "start": Refusal("have no Single Tax to begin under"),
    "advanced": Refusal("have no rules for advanced players (those are the 1906 edition's)"),
    "beginner": Refusal("have no beginners' hands (every card is dealt)"),
    "agree_to_stop": Refusal("have no agreement to stop (that is 1906 Rule 19)"),
}
def _bank(state: State) -> int:
    own = state.extra
    return own.bank if isinstance(own, StateLL) else 0


def _bank_gets(state: State, dollars: int) -> None:
    assert isinstance(state.extra, StateLL)
    state.extra.bank += dollars


OWN_ACCOUNTS = {OWN_SEAT: Account(_bank, _bank_gets)}
MEASURES = ("rent_tenants", "rent_text", "rent_empty", "text_share", "homeless", "occupancy")
COLUMNS = (*MEASURES, "floors", "buildings", "charges")  # what columns() fills, in its order


def scoreboard(g: Engine, cash: Sequence[int], owner: Sequence[int], houses: Sequence[int],
               house_owner: Sequence[int], extra: Sequence[Any], single_tax: bool) -> list[tuple[int, int, int, int]]:
    """(cash, cards in hand, floors built, wealth = cash): "The player with the most money, wins"."""
    return [(c, e[0], e[1], c) for c, e in zip(cash, extra, strict=True)]


def score_extra(g: Engine) -> list[Any]:
    own = part(g)
    return [(len(own.hands[s]), sum(b.height for b in owned(g, s))) for s in range(len(own.hands))]


def columns(g: Engine) -> dict[str, Any]:
    """The experiment's measures: rent by source, the texts' share, the homeless, occupancy."""
    own = part(g)
    tenants = own.rent_printed + own.rent_text
    rooms = sum(len(b.habitable()) for b in own.buildings)
    full = sum(sum(r >= 0 for r in b.rooms) for b in own.buildings)
    return {"rent_tenants": tenants, "rent_text": own.rent_text, "rent_empty": own.rent_empty,
            "text_share": own.rent_text / tenants if tenants else 0.0, "homeless": own.homeless,
            "occupancy": full / rooms if rooms else 0.0, "floors": sum(b.height for b in own.buildings),
            "buildings": len(own.buildings), "charges": own.charges}


def _view() -> BoardView:
    from .hand import view  # the street and the hand panel, made only when a game of this edition is first drawn
    return view()


def report(g: Engine, result: dict[str, Any]) -> None:
    result.update(columns(g))


RULES_LL = RuleSet(NAME, setup, play_turn, check_end, scoreboard, score_extra,
                   accounts=("PUBLIC (unused)", "TENANTS", "BANK"), files=("rules", "cards"), load=edition_ll,
                   kinds=KINDS, answer_types=ANSWER_TYPES, new_state=new_state, report=report, refusals=REFUSALS,
                   measures=MEASURES, wealth_titles=("Money by turn", "Money"), wealth_note="money", columns=columns,
                   column_names=COLUMNS, answers=ANSWERS, standings=standings_ll, own_accounts=OWN_ACCOUNTS,
                   stage=stage_ll, view=_view)

"""A toy edition, written as an instructor would write a house variant: a rule set registered from
outside the package, with no core module changed (docs/architecture.md, "How to add an edition").

Toll Road: sixteen spaces, Start and then Toll spaces in turn. A player throws two dice and moves; he
collects wages from the BANK on passing or reaching Start and pays each Toll he stops on to the ROAD
FUND. The game ends after the set number of rounds; the most money wins.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from landlord_edu.board.layout import SpaceWords
from landlord_edu.board.view import BoardView
from landlord_edu.decisions import Play
from landlord_edu.edition import Board, Edition, Space
from landlord_edu.engine import Engine
from landlord_edu.errors import DataError
from landlord_edu.options import Options, Switches
from landlord_edu.outcome import EndReason
from landlord_edu.rulesets import RuleSet, register
from landlord_edu.state import MISC_SEAT, TREASURY_SEAT, State

FOLDER = Path(__file__).resolve().parent / "data" / "toy"
SIZE = 16


@dataclass(frozen=True)
class ToyConstants:
    """The numbers the core reads of any edition, and the toy's own."""

    min_players: int = 2
    max_players: int = 6
    beginner_hands: tuple[tuple[int, ...], ...] = ()
    wages: int = 50
    starting_cash: int = 200
    rounds: int = 6


@dataclass(frozen=True)
class ToySwitches(Switches):
    """The toy's own rule switch: Options(toll_percent=...) takes it once the toy is registered."""

    toll_percent: int = 100
    """Each toll as a percentage of the toll printed on the board (an instructor's house rule)."""

    def check_switches(self) -> None:
        if type(self.toll_percent) is not int or not 0 <= self.toll_percent <= 1000:
            raise DataError("options", "toll_percent", f"expected a whole number from 0 to 1000, found "
                                                       f"{self.toll_percent!r}")


@dataclass
class ToyLedger:
    """The toy's own part of the state (State.extra): the tolls each player has paid, saved as "toy_ledger"."""

    KEY = "toy_ledger"
    paid: list[int]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ToyLedger:
        return cls(**data)


def new_state(state: State, edition: Edition, options: Options) -> None:
    state.extra = ToyLedger(paid=[0] * len(state.players))


def load(raw: dict[str, Any], where: str) -> Edition:
    """The toy's board: its two kinds of space repeated around a track of sixteen."""
    meta, rows = raw["board"]["edition"], raw["board"].get("spaces")
    if not isinstance(rows, list) or len(rows) != 2:
        raise DataError(f"{where}/board.toml", "spaces", "the toy board lists exactly two spaces: Start and Toll")
    start, toll = rows
    spaces = tuple(Space(i, start["name"] if i == 0 else f"{toll['name']} {i}", start["kind"] if i == 0 else
                         toll["kind"], "plain" if i == 0 else "yellow", "Toll" if i else "Start",
                         rent=0 if i == 0 else toll["rent"]) for i in range(SIZE))
    board = Board(spaces, corners=(0, 4, 8, 12), chances=(0, 0), jail_beside=0, poor_house_beside=0,
                  natural_opportunities=(), by_name={s.name.casefold(): s.index for s in spaces}, sections={})
    return Edition(id=meta["id"], title=meta["title"], board=board, constants=ToyConstants(), chance=(), luxuries=(),
                   raw=raw, rule_set="toy")


def setup(g: Engine) -> Play:
    for p in g.state.players:
        g.transfer(MISC_SEAT, p.seat, g.c.starting_cash, "starting_cash", "Start", f"{p.name} is given his cash")
    yield from ()


def play_turn(g: Engine, seat: int) -> Play:
    p = g.state.players[seat]
    a, b = g.rng.throw(seat)
    g.emit("throw", "Move", f"{p.name} throws {a}+{b}", player=p.name)
    passed = p.position + a + b >= SIZE
    p.position = (p.position + a + b) % SIZE
    if passed:
        g.transfer(MISC_SEAT, seat, g.c.wages, "wages", "Start", f"{p.name} collects his wages")
    cost, why = landing_cost(g, seat, p.position)
    if cost:
        due = min(cost, p.cash)  # what he has, up to the toll
        g.transfer(seat, TREASURY_SEAT, due, "rent", "Toll", f"{p.name} pays the toll: {why}", space=p.position)
        assert isinstance(g.state.extra, ToyLedger)
        g.state.extra.paid[seat] += due
    yield from ()


def check_end(g: Engine) -> None:
    if g.state.round >= (g.options.max_rounds or g.c.rounds):  # the common switch, else the toy's six rounds
        g.state.over, g.state.end_reason = True, EndReason.ROUNDS


def scoreboard(g: Engine, cash: Sequence[int], owner: Sequence[int], houses: Sequence[int],
               house_owner: Sequence[int], extra: Sequence[Any], single_tax: bool) -> list[tuple[int, int, int, int]]:
    return [(c, 0, 0, c) for c in cash]  # the most money wins


def landing_cost(g: Engine, seat: int, space: int) -> tuple[int, str]:
    rent: int = g.board.spaces[space].rent * g.options.of(ToySwitches).toll_percent // 100
    return (rent, f"the toll of ${rent} to the ROAD FUND (Toll)") if rent else (0, "nothing is due (Start)")


def _words(_game: Any, s: Space, _c: Any) -> SpaceWords:
    return SpaceWords(s.name, [f"Toll ${s.rent}"] if s.rent else ["Wages"], "", f"{s.index}: {s.name}")


def _centre(game: Any) -> dict[str, str]:
    return {"le-status": f"Turn {game.state.turn}"}


def _details(game: Any, index: int, seat: int | None = None) -> dict[str, object]:
    seat = game.state.current if seat is None else seat
    cost, why = game.engine.landing_cost(seat, index)
    return {"index": index, "name": game.edition.board.spaces[index].name, "cost": cost, "why": why}


def _view() -> BoardView:
    return BoardView(_words, lambda _g: '<desc id="le-board-desc">Toll Road</desc>', lambda _g: "", _centre, _details,
                     lambda game, i: str(_details(game, i)["why"]),
                     lambda game: " ".join(f"{p.name} ${p.cash}" for p in game.state.players), wealth_word="Money")


RULES = RuleSet("toy", setup, play_turn, check_end, scoreboard, lambda g: [None] * len(g.state.players),
                accounts=("ROAD FUND", "BANK", "BANK"), files=(), load=load, landing_cost=landing_cost,
                wealth_titles=("Money by turn", "Money"), view=_view, new_state=new_state)

register("toy", lambda: RULES, switches=ToySwitches, state=ToyLedger)

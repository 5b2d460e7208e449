"""A fast core for the toy edition (tests/_toy_edition.py), as a rule set's author would write one against the
contract of landlord_edu.fast: flat state read in, turns played without generators or decision objects, the
state, flows and draws written back, events built only when the log is kept. Pure Python (the contract does not
ask for a compiled module), so the tests of the fast path need no compiler."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landlord_edu.events import Event
from landlord_edu.fast import FastRun
from landlord_edu.outcome import EndReason

from ._toy_edition import SIZE, ToyLedger, ToySwitches

if TYPE_CHECKING:
    from landlord_edu.game import Game


class ToyFast:
    """Plays the toy's setting up (each player's cash) and turns: throw, move, wages on passing Start, the toll."""

    plays_setup = True

    def refuses(self, game: Game) -> str | None:
        return "switch random_streams='one_stream'" if game.options.random_streams != "per_seat" else None

    def play(self, game: Game, until_turn: int | None) -> FastRun:
        table = _Table(game)
        st = game.state
        last = until_turn if until_turn is not None else 10**9
        rounds = game.options.max_rounds or game.engine.c.rounds
        if not game.started:
            table.setup()
            table.row()
        while not st.over and st.turn < last:
            st.turn += 1
            table.turn(st.current)
            st.current = (st.current + 1) % len(st.players)
            if st.current == st.first:
                st.round += 1
            if st.round >= rounds:
                st.over, st.end_reason = True, EndReason.ROUNDS
            table.row()
        return table.finish()


class _Table:
    """The game's position as flat lists while the toy fast core plays."""

    def __init__(self, game: Game) -> None:
        st, g = game.state, game.engine
        self.game, self.st, self.g = game, st, g
        self.cash = [p.cash for p in st.players]
        self.position = [p.position for p in st.players]
        self.paid = list(st.extra.paid) if isinstance(st.extra, ToyLedger) else [0] * len(st.players)
        self.tolls = [s.rent * game.options.of(ToySwitches).toll_percent // 100 for s in g.board.spaces]
        self.run = FastRun(turns=0, seq=g._seq)

    def emit(self, kind: str, rule: str, text: str, amount: int = 0, payer: str = "", payee: str = "",
             player: str = "", space: int = -1) -> None:
        if self.g.record_events:
            self.run.events.append(Event(self.run.seq, self.st.turn, kind, f"{self.game.edition.id} {rule}",
                                         f"{text} ({rule})", amount, payer, payee, player, space))
        self.run.seq += 1

    def setup(self) -> None:
        """Turn 0: the BANK gives each player his starting cash."""
        money = self.g.c.starting_cash
        for p in self.st.players:
            self.cash[p.seat] += money
            self.st.misc -= money
            self.g.flows.setdefault("starting_cash", [0, 0, 0])[0] += money
            self.emit("starting_cash", "Start", f"{p.name} is given his cash", money, "BANK", p.name, p.name)

    def turn(self, seat: int) -> None:
        st, cash, position = self.st, self.cash, self.position
        name = st.players[seat].name
        a, b = self.g.rng.throw(seat)  # pure Python: the game's own keyed draws serve (a compiled core copies them)
        self.emit("throw", "Move", f"{name} throws {a}+{b}", player=name)
        passed = position[seat] + a + b >= SIZE
        position[seat] = (position[seat] + a + b) % SIZE
        wages = self.g.c.wages
        if passed and wages > 0:
            cash[seat] += wages
            st.misc -= wages
            self.g.flows.setdefault("wages", [0, 0, 0])[0] += wages
            self.emit("wages", "Start", f"{name} collects his wages", wages, "BANK", name, name)
        toll = self.tolls[position[seat]]
        due = min(toll, cash[seat])
        if due > 0:
            cash[seat] -= due
            st.treasury += due
            self.paid[seat] += due
            self.g.flows.setdefault("rent", [0, 0, 0])[1] += due
            self.emit("rent", "Toll", f"{name} pays the toll: the toll of ${toll} to the ROAD FUND (Toll)", due, name,
                      "ROAD FUND", name, position[seat])
        self.run.turns += 1

    def row(self) -> None:
        """The row TurnRows.add makes of the turn's end, if the game keeps them."""
        st = self.st
        if self.game._rows.keep:
            self.run.rows.append((st.turn, st.round, st.single_tax, st.treasury, st.misc, tuple(self.cash),
                                  tuple(st.owner), tuple(st.houses), tuple(st.house_owner), (None,) * len(self.cash)))

    def finish(self) -> FastRun:
        """Write the position back as the reference leaves it (the draws were the game's own), and return what was
        played."""
        st = self.st
        for p, money, where in zip(st.players, self.cash, self.position, strict=True):
            p.cash, p.position = money, where
        if isinstance(st.extra, ToyLedger):
            st.extra.paid[:] = self.paid
        return self.run


def load() -> ToyFast:
    return ToyFast()

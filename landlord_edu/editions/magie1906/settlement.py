"""The end of the game's accounts (rulings R-11): what becomes of the loans still open when it ends.

Rule 16 leaves the terms of a loan to the players and no rule says what an open loan is worth when the
game stops, so the settlement is a switch, ``Options.settlement``:

``"foreclose"``
    Each loan is paid in cash as far as the borrower's cash goes; a mortgage not paid in full is
    foreclosed (the card, with his houses on it, passes to the lender); the rest is written off (Rule 18).
``"face_value"``
    Each loan is paid in cash as far as it goes; the rest stays owed, counted at its face value against
    the borrower's wealth and for the lender's ('The Object of the Game'); no card changes hands.
``"write_off"``
    Each loan is paid in cash as far as it goes; the rest is written off (Rule 18); no card changes hands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...results import write_standings
from .money import repay, settle_loan
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine
    from ...game import Game


def settle_all(g: Engine) -> None:
    """At the end: every open loan settled under the reading ``switches(g.options).settlement`` (rulings R-11)."""
    reading = switches(g.options).settlement
    for loan in list(g.state.loans):
        if reading == "foreclose":
            settle_loan(g, loan, "Rule 16")
        elif repay(g, loan, "Rule 16"):
            continue
        if loan not in g.state.loans:
            continue
        borrower, lender = g.name(loan.borrower), g.name(loan.lender)
        if reading == "face_value":
            g.emit("debt_counted", "Rule 16", f"{borrower} still owes {lender} ${loan.due} when the game ends: "
                   f"it counts against {borrower}'s wealth and for {lender}'s, at its face value",
                   player=borrower, amount=loan.due)
            continue
        g.state.loans.remove(loan)
        g.emit("forgive", "Rule 18", f"{lender} wrote off ${loan.due} that {borrower} could not repay when "
               f"the game ended", player=lender)


def claims(g: Engine) -> list[int]:
    """Per seat, once the game is over: what he is owed less what he owes on the loans left open by the
    ``face_value`` settlement (every other reading leaves none). Nothing while the game is being played:
    a loan falls due at the borrower's next wages, and its money is already counted as cash."""
    net = [0] * len(g.state.players)
    if g.state.over:
        for loan in g.state.loans:
            net[loan.lender] += loan.due
            net[loan.borrower] -= loan.due
    return net


def report(g: Engine, result: dict[str, Any]) -> None:
    """``Game.result()``: the debts counted at the end, if any (only under ``settlement="face_value"``)."""
    if g.state.over and g.state.loans:
        result["debts"] = [{"borrower": g.name(loan.borrower), "lender": g.name(loan.lender), "due": loan.due}
                           for loan in g.state.loans]


def standings(game: Game, out: Any) -> None:
    """The command line's final table: cash, cards and houses at $100, and any debt counted at the end."""
    owed = claims(game.engine)

    def debts(row: dict[str, Any]) -> str:
        net = owed[game.state.seat_of(row["name"])]
        return f" {'+' if net > 0 else '-'} ${abs(net)} {'owed to him' if net > 0 else 'he owes'}" if net else ""

    write_standings(game, out, debts)

"""Why a game ended: the reasons every edition's end of game is told by (python-chess's ``Termination``)."""

from __future__ import annotations

from enum import StrEnum


class EndReason(StrEnum):
    """Why a game ended; each edition's rules name the ones they use and cite the rule."""

    WAGES = "wages"          # one player has received his wages the set number of times
    ROUNDS = "rounds"        # the agreed (or the rules') number of rounds has been played
    AGREEMENT = "agreement"  # the players agreed to stop
    BANK = "bank"            # a player broke the Bank
    TURNS = "turns"          # the agreed stop after a number of turns
    DECK = "deck"            # the draw pile ran out and the last turns were played (a card game's end)
    CONCEDED = "conceded"    # the other players conceded to a player who declared he had won
    LAST_LAP = "last_lap"    # a declared win was played out over a last lap, then scored
    ELIMINATION = "elimination"  # every other player has been eliminated
    STALEMATE = "stalemate"  # the remaining players can neither win nor lose
    MONEY = "money"          # a player reached the agreed amount of money

"""The builder: a landlord who plays for the rules' "decisive point", a completed section.

Under the rules for advanced and scientific players a section's land rent doubles when every lot in it
has a house, and again at two and three. The builder values a lot more while he can still hold its
whole section, offers for the last lot of a section he otherwise holds, builds only on sections that
are all his (evenly, so each house raises the section's level) while one is in sight, and keeps his
cash for that. Under the ordinary rules he plays as the landlord.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import valuation
from .landlord import Landlord

if TYPE_CHECKING:
    from ..decisions import Decision
    from ..game import Game


class Builder(Landlord):
    """Buys into sections he can complete, trades for the last lot, builds them up evenly."""

    name = "builder"

    def worth(self, space: int, seat: int, game: Game) -> float:
        """The landlord's worth, plus half the section's doubled rent while he may still complete it."""
        value = super().worth(space, seat, game)
        if self._sections(game) and valuation.completable(game, space, seat) and \
                not valuation.completes(game, space, seat) and game.edition.board.spaces[space].kind == "lot":
            section = valuation.group(game, space)
            value += valuation.landings(game) * sum(valuation.charge(game, i, seat) for i in section) / 2
        return value

    @staticmethod
    def _sections(game: Game) -> bool:
        """Whether a section's rent doubles when it is built up (the advanced rules, not the Single Tax)."""
        advanced = bool(getattr(game.options, "advanced", False))  # a switch of the editions that have sections
        return advanced and not game.state.single_tax and bool(game.edition.board.sections)

    def on_turn(self, d: Decision, game: Game) -> Any:
        if not self._sections(game):
            return super().on_turn(d, game)
        seat, builds = d.player, d.context["builds"]
        full = [i for i in builds if self._holds_section(i, seat, game)]
        if full and self._room(d, game) >= game.edition.constants.house_cost:
            houses = game.state.houses
            return {"build": min(full, key=lambda i: (houses[i], -game.engine.land_rent(i)))}
        if d.context["can_trade"]:
            offer = self.section_offer(seat, game) or self.trade_offer(seat, game)
            if offer is not None:
                return {"trade": offer}
        in_sight = full or self._near_sections(seat, game)
        if builds and not in_sight and self._room(d, game) >= 2 * game.edition.constants.house_cost:
            return {"build": self.build_choice(builds, seat, game)}
        return "throw"

    @staticmethod
    def _holds_section(space: int, seat: int, game: Game) -> bool:
        return all(game.state.owner[i] == seat for i in valuation.group(game, space))

    @staticmethod
    def _near_sections(seat: int, game: Game) -> list[tuple[int, ...]]:
        """Sections of which he lacks one lot only."""
        owner = game.state.owner
        return [lots for lots in game.edition.board.sections.values()
                if sum(owner[i] != seat for i in lots) == 1]

    def section_offer(self, seat: int, game: Game) -> dict[str, Any] | None:
        """An offer for the last lot of a section he otherwise holds, the richest section first."""
        near = sorted(self._near_sections(seat, game),
                      key=lambda lots: -sum(game.engine.land_rent(i) for i in lots))
        for lots in near:
            offer = self.offer_for_last(lots, seat, game)
            if offer is not None:
                return offer
        return None

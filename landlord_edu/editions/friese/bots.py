"""The shipped bots' answers under Landlord!: ``landlord`` (aggressive: squatters and Moving against the
richest rival), ``cautious`` (a law-abiding builder); ``careless``/``random`` are the core's uniform choices.

They read the table (buildings are public) and their own hand only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .street import building_rent, card, part, rents, squatted
from .switches import switches

if TYPE_CHECKING:
    from ...decisions import Decision
    from ...engine import Engine
    from ...game import Game


def _gain(g: Engine, seat: int, option: Any) -> float:
    """What a play is worth to ``seat`` in rent at his next collection, roughly (printed rents)."""
    key = next(iter(option))
    own = part(g)
    if key == "tenant":
        b, c = own.building(option["building"]), card(g, option["tenant"])
        if c.kind == "squatters":
            return -1.0 if b.owner == seat else float(sum(r for _, _, r in rents(g, b)))
        if squatted(g, b):
            return -1.0
        rooms = len(option["rooms"])
        return (c.rent - rooms) if b.owner == seat else -1.0
    if key == "build":  # each floor pays $1 a turn while empty, less the extension's charges if any
        sw = switches(g.options)
        return 0.5 * (len(option["build"]) * (1 - sw.ll_floor_tax) - sw.ll_site_charge)
    if key == "police":
        return 5.0
    if key == "buy_roof":  # floors in hand and no roof to complete them
        hand = own.hands[seat]
        roofless = not any(card(g, c).kind in ("roof", "dormer", "flat_roof") for c in hand)
        return 0.75 if roofless and len(hand) >= 3 else -1.0
    if key == "renovate":
        return 0.5 if own.building(option["building"]).owner == seat else -1.0
    if key in ("court", "politics") and option.get("as", "jail") == "jail":
        return 4.0
    return -1.0


def _steal(g: Engine, seat: int, option: Any) -> float:
    """The aggressive landlord's Moving: a rival's best payer into his own building."""
    if next(iter(option)) != "moving" or option["to"] == "bottom":
        return -1.0
    own = part(g)
    dest = own.building(option["to"]["building"])
    src = next(b for b in own.buildings if option["tenant"] in b.rooms)
    if dest.owner != seat or src.owner == seat or card(g, option["tenant"]).kind == "squatters":
        return -1.0
    return card(g, option["tenant"]).rent - 1.5


def _crime(g: Engine, seat: int, option: Any) -> float:
    """The aggressive landlord's Murder or Bomb: on the richest rival, only with an alibi or court in hand, or
    from jail (the rules' own tip)."""
    key = next(iter(option))
    if key not in ("murder", "bomb"):
        return -1.0
    own = part(g)
    covered = own.jailed == seat or any(card(g, c).kind in ("alibi", "court") for c in own.hands[seat])
    rivals = [p for p in g.state.players if p.seat != seat]
    richest = max(rivals, key=lambda p: p.cash).seat
    if key == "bomb":
        b = own.building(option["building"])
        worth = float(sum(building_rent(g, b))) - 3.0 if b.owner == richest else -1.0
    else:
        b = next(x for x in own.buildings if option["tenant"] in x.rooms)
        worth = next(r for t, _, r in rents(g, b) if t == option["tenant"]) - 2.0 if b.owner == richest else -1.0
    return worth if covered else -1.0


def _best(d: Decision, game: Game, value: Callable[[Engine, int, Any], float]) -> Any:
    g = game.engine
    best, top = "done", 0.0
    for option in d.options:
        if option != "done":
            v = value(g, d.player, option)
            if v > top:
                best, top = option, v
    return best


def _cautious_play(self: Any, d: Decision, game: Game) -> Any:
    return _best(d, game, _gain)


def _landlord_play(self: Any, d: Decision, game: Game) -> Any:
    return _best(d, game, lambda g, s, o: max(_gain(g, s, o), _steal(g, s, o), _crime(g, s, o)))


def _relocate(self: Any, d: Decision, game: Game) -> Any:
    """His own building if one suits, else the first listed."""
    g = game.engine
    for option in d.options:
        if option != "discard" and part(g).building(option["building"]).owner == d.player:
            return option
    return d.options[0]


def _respond(self: Any, d: Decision, game: Game) -> Any:
    """Always defends, with the last card offered (never Recycle); under ``ll_all_respond`` it answers for
    another player only against the richest player (one of the bots' readings, not the rules')."""
    victim, attacker = d.context.get("victim", d.player), d.context.get("attacker", -1)
    if victim != d.player and not _leads(game.engine, attacker):
        return "none"
    return [o for o in d.options if not (isinstance(o, dict) and "recycle" in o)][-1]


def _leads(g: Engine, seat: int) -> bool:
    cash = [p.cash for p in g.state.players]
    return 0 <= seat < len(cash) and cash[seat] == max(cash)


def _buy_cheap(self: Any, d: Decision, game: Game) -> Any:
    return d.options[min(len(d.options) - 1, game.engine.c.cheap_cards)]


def _buy_most(self: Any, d: Decision, game: Game) -> Any:
    return d.options[-1]


def _sell_spare_roof(self: Any, d: Decision, game: Game) -> Any:
    """Sells a roof only when he holds another."""
    g = game.engine
    roofs = [c for c in part(g).hands[d.player] if card(g, c).kind in ("roof", "dormer", "flat_roof")]
    return d.options[1] if len(roofs) > 1 else "no"


def _sell_spare_card(self: Any, d: Decision, game: Game) -> Any:
    """Under the variant ``ll_trade_any``: hands over a card only when he holds another of the same name."""
    g = game.engine
    name = card(g, d.options[1]).name
    return d.options[1] if sum(card(g, c).name == name for c in part(g).hands[d.player]) > 1 else "no"


def _first(self: Any, d: Decision, game: Game) -> Any:
    return d.options[0]


_SHARED = {"on_relocate": _relocate, "on_respond": _respond, "on_squatters_leave": _first, "on_jail_pay": _first,
           "on_alibi": _respond, "on_sell_roof": _sell_spare_roof,
           "on_sell_card": _sell_spare_card}
CAUTIOUS: dict[str, Callable[..., Any]] = {**_SHARED, "on_play_landlord-card-game": _cautious_play,
                                            "on_buy_cards": _buy_cheap}
LANDLORD: dict[str, Callable[..., Any]] = {**_SHARED, "on_play_landlord-card-game": _landlord_play,
                                           "on_buy_cards": _buy_most}
ANSWERS: dict[str, dict[str, Callable[..., Any]]] = {
    "cautious": CAUTIOUS, "cautious_0.1": CAUTIOUS,
    "landlord": LANDLORD, "builder": LANDLORD, "bargain_hunter": LANDLORD,
}

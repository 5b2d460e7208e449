"""Plain words for Landlord!'s answers: each legal answer of a decision as :class:`Said` (its words and the
rule it plays under, as the log cites it), and a card of the hand in words.

Only words: which answers are legal is the rules' (``plays.options`` and each decision's options)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .plays import RESPONSE_ONLY
from .street import card, part, where_is
from .switches import switches
from .turn import price

if TYPE_CHECKING:
    from ...decisions import Decision
    from ...engine import Engine

RULE = re.compile(r"\(([^()]*)\)$")
TEXT_WORDS = {
    "student": "each student after the first in a building pays $1 more (2, 3, 4...)",
    "family": "reports its landlord's murder or bomb to the police",
    "pensioners": "live only on the ground floor or in the cellar",
    "single": "cannot be murdered",
    "freaks": "move only into an empty building or one with other freaks; no one else moves in with them",
    "musician": "the other tenants move out where he moves in",
    "mother": "her landlord may take her back into his hand",
    "celebrities": "pay $2; every other tenant in the building pays double",
    "mover": "pays $1; a player who plays Moving pays her landlord $2",
    "squatters": "any empty apartment; the building pays no rent; the best payer leaves",
}
ACTION_WORDS = {
    "roof": "completes a new building of 1 to 5 floor cards", "dormer": "completes a building (roof dwelling), "
    "or renovates a normal roof", "flat_roof": "completes a building, or renovates a normal roof",
    "roof_renovation": "makes a normal roof a dwelling", "cellar": "adds a cellar apartment",
    "moving": "moves any tenant elsewhere or under the draw pile", "police": "discards squatters; or calls the "
    "police after a murder or bomb", "alibi": "shown when the police question you", "court": "out of jail; "
    "or shown to the police", "bomb": "destroys a building", "murder": "discards a tenant",
    "lunatic": "turns a murder or a bomb back", "demolition": "pulls down a building whose tenants can move",
    "eviction": "all tenants but squatters go back to their landlord's hand", "politics": "Eviction, Demolition "
    "or out of jail", "recycle": "takes the top card of the discard pile", "broker": "the mover of your tenant "
    "pays its rent to you", "rent_withheld": "a tenant pays no rent once",
}


@dataclass(frozen=True)
class Said:
    """An answer in words, with the rule it plays under."""

    label: str
    answer: Any
    rule: str = ""

    @property
    def cited(self) -> str:
        """Its words with its rule: "Ann's building 2, floor 1 (Place a tenant in an apartment)"."""
        return f"{self.label} ({self.rule})" if self.rule else self.label


def prompt_rule(d: Decision) -> str:
    """The rule a decision is asked under: every prompt of the edition ends with it, "... (Buy cards)"."""
    found = RULE.search(d.prompt)
    return found.group(1) if found else ""


def building(g: Engine, bid: int) -> str:
    b = part(g).building(bid)
    return f"{g.name(b.owner)}'s building {b.id}"


def rooms_words(g: Engine, bid: int, rooms: list[int]) -> str:
    """Room numbers in words: 0 is the cellar, the top the roof dwelling, the rest floors."""
    top = part(g).building(bid).height + 1
    named = ["cellar" if r == 0 else "roof dwelling" if r == top else f"floor {r}" for r in rooms]
    return " and ".join(named)


def tenant_where(g: Engine, t: int) -> str:
    b = where_is(g, t)
    return card(g, t).name if b is None else f"{card(g, t).name} in {building(g, b.id)}"


def card_name(g: Engine, cid: int) -> str:
    """A card's short name on its button: a tenant with its printed rent."""
    c = card(g, cid)
    return f"{c.name} ${c.rent}" if c.kind == "tenant" else c.name


def card_detail(g: Engine, cid: int) -> str:
    """What a card of the hand is and does."""
    c = card(g, cid)
    if c.is_tenant:
        size = "two rooms (picture card)" if c.portrait else "one room (landscape card)"
        text = f"; {TEXT_WORDS[c.text]}" if c.text and switches(g.options).ll_tenant_text else ""
        return f"{c.name}: rent ${c.rent}, {size}, at most {c.height} floors{text}"
    why = f" ({RESPONSE_ONLY[c.kind]})" if c.kind in RESPONSE_ONLY else ""
    return f"{c.name}: {ACTION_WORDS.get(c.kind, '')}{why}; any card may be a floor under a roof"


def _to(g: Engine, to: Any) -> str:
    if to == "bottom":
        return "the bottom of the draw pile"
    return f"{building(g, to['building'])}, {rooms_words(g, to['building'], list(to['rooms']))}"


def _build(g: Engine, a: dict[str, Any]) -> Said:
    floors = a["build"]
    names = ", ".join(card(g, f).name for f in floors)
    return Said(f"{len(floors)} floor{'s' * (len(floors) > 1)}: {names}", a, "Build or renovate a building")


def _tenant(g: Engine, a: dict[str, Any]) -> Said:
    c = card(g, a["tenant"])
    rule = c.name if c.kind == "squatters" else "Place a tenant in an apartment"
    return Said(f"{building(g, a['building'])}, {rooms_words(g, a['building'], list(a['rooms']))}", a, rule)


def _renovate(g: Engine, a: dict[str, Any]) -> Said:
    c = card(g, a["renovate"])
    return Said(f"on {building(g, a['building'])}", a, "Cellar renovation" if c.kind == "cellar" else c.name)


def _politics(g: Engine, a: dict[str, Any]) -> Said:
    if a["as"] == "jail":
        return Said("leave jail", a, "Politics")
    verb = "evict the tenants of" if a["as"] == "eviction" else "demolish"
    return Said(f"{verb} {building(g, a['building'])}", a, "Politics")


def _on_tenant(verb: str, rule: str) -> Any:
    return lambda g, a: Said(f"{verb} {tenant_where(g, a['tenant'])}", a, rule)


def _on_building(verb: str, rule: str) -> Any:
    return lambda g, a: Said(f"{verb} {building(g, a['building'])}", a, rule)


PLAYS: dict[str, Any] = {
    "build": _build, "tenant": _tenant, "renovate": _renovate, "politics": _politics,
    "eviction": _on_building("evict the tenants of", "Eviction"),
    "demolition": _on_building("demolish", "Demolition"), "bomb": _on_building("bomb", "Bomb"),
    "court": lambda g, a: Said("leave jail", a, "Court"),
    "moving": lambda g, a: Said(f"move {tenant_where(g, a['tenant'])} to {_to(g, a['to'])}", a, "Moving"),
    "police": _on_tenant("discard the", "Police"), "murder": _on_tenant("murder", "Murder"),
    "rent_withheld": _on_tenant("withhold the rent of", "Rent withheld"),
    "recycle": lambda g, a: Said("take the top card of the discard pile", a, "Recycle"),
    "take_back": lambda g, a: Said(f"take back the {tenant_where(g, a['take_back'])}", a, "The mother with child"),
    "buy_roof": lambda g, a: Said(f"offer {g.name(a['buy_roof'])} ${a['price']} for a roof", a,
                                    "Build or renovate a building"),
}


def play_choice(g: Engine, answer: dict[str, Any]) -> Said:
    """A ``play`` answer in words, with its rule."""
    return PLAYS[next(iter(answer))](g, answer)


def _respond(g: Engine, d: Decision, a: Any) -> Said:
    if a == "none":
        return Said("No answer" if d.kind == "respond" else "Show nothing", a, prompt_rule(d))
    key = next(iter(a))
    if key == "lunatic":
        target = tenant_where(g, a["tenant"]) if "tenant" in a else building(g, a["building"])
        return Said(f"Lunatic: turn it on {target}", a, "Lunatic")
    if key == "recycle":
        return Said("Recycle first: take the top card of the discard pile", a, "Recycle")
    return Said(f"Play {card(g, a[key]).name}", a, card(g, a[key]).name)


def _buy(g: Engine, d: Decision, n: Any) -> Said:
    return Said("Buy no cards" if n == 0 else f"Buy {n} card{'s' * (n > 1)} (${price(g, n)})", n, "Buy cards")


def _sell(g: Engine, d: Decision, a: Any) -> Said:
    rule = "Build or renovate a building"
    if a == "no":
        return Said("Sell no roof", a, rule)
    return Said(f"Sell the {card(g, a).name} for ${d.context.get('price', 0)}", a, rule)


def _sell_card(g: Engine, d: Decision, a: Any) -> Said:
    """The Variants' trading (R-LL68): a card asked for by name, for dollars or for a card of the buyer's."""
    c = d.context
    name = c.get("name", "the card")
    if a == "no":
        return Said(f"Keep the {name}", a, "Variants")
    paid = f"${c['price']}" if "price" in c else f"the {card(g, c['give']).name}" if "give" in c else "it"
    return Said(f"Hand over the {name} for {paid}", a, "Variants")


OTHERS: dict[str, Any] = {
    "relocate": lambda g, d, a: Said(_to(g, a), a, str(d.context.get("rule", ""))),
    "squatters_leave": lambda g, d, t: Said(f"{tenant_where(g, t)} leaves", t, "Examine the buildings"),
    "respond": _respond, "alibi": _respond, "buy_cards": _buy, "sell_roof": _sell, "sell_card": _sell_card,
    "jail_pay": lambda g, d, a: Said(f"Pay ${g.c.jail_fee} and leave jail" if a else "Stay in jail", a, "Jail"),
}


def choice(g: Engine, d: Decision, answer: Any) -> Said:
    """Any listed answer of any of the edition's decisions in words, with its rule."""
    if d.kind == "play":
        return Said("Done: end the play step", answer, "Play cards") if answer == "done" else play_choice(g, answer)
    return OTHERS[d.kind](g, d, answer)

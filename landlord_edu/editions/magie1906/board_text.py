"""The 1906 board in words: the centre's piles, a selected space's details, descriptions for screen readers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...board.status import status_line
from ...state import IN_JAIL, IN_POOR_HOUSE, ON_NATURAL, PACK

if TYPE_CHECKING:
    from ...game import Game


def centre_texts(game: Game) -> dict[str, str]:
    """The words in the centre, keyed by the id of their text node: the piles, whose turn, each player."""
    st = game.state
    texts = {"le-treasury": f"${st.treasury:,}", "le-misc": _signed(st.misc),
             "le-misc-note": "issued by the bank" if st.misc < 0 else "held by the bank",
             "le-single-tax": f"SINGLE TAX · wages ${st.wage_level}" if st.single_tax else "",
             "le-status": status_line(game), "le-wages": f"Wages ${st.wage_level}"}  # Mother Earth's, now
    for p, worth in zip(st.players, game.wealths(), strict=True):
        texts[f"le-player-{p.seat}"] = f"{p.name} · cash ${p.cash:,} · wealth ${worth:,}"
    return texts


def _signed(amount: int) -> str:
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


def space_details(game: Game, index: int, seat: int | None = None) -> dict[str, object]:
    """What a student sees on selecting a space: owner, houses, and what stopping there costs now."""
    g = game.engine
    st = game.state
    s = game.edition.board.spaces[index]
    seat = st.current if seat is None else seat
    cost, why = g.landing_cost(seat, index)
    owner = g.name(st.owner[index]) if s.is_card and st.owner[index] != PACK else None
    if index in st.public:
        owner = "the public"
    return {"index": index, "name": s.name, "kind": s.kind, "rule": game.edition.cite(s.rule),
            "price": s.price, "rent": s.rent, "owner": owner, "houses": st.houses[index],
            "house_owner": g.name(st.house_owner[index]) if st.houses[index] and st.house_owner[index] >= 0
            else None, "for_player": g.name(seat), "cost": cost, "why": why, "note": s.note}


def describe_space(game: Game, index: int) -> str:
    d = space_details(game, index)
    parts = [f"{d['name']} (space {index}, governed by {d['rule']})."]
    if d["owner"]:
        parts.append(f"Held by {d['owner']}.")
    elif game.edition.board.spaces[index].is_card:
        parts.append(f"For sale at ${d['price']}.")
    if d["houses"]:
        parts.append(f"{d['houses']} house(s) of {d['house_owner']}.")
    parts.append(f"Stopping here costs {d['for_player']} ${d['cost']} now: {d['why']}.")
    return " ".join(parts)


def describe_board(game: Game) -> str:
    """A text description of the position, for screen readers."""
    st = game.state
    spaces = game.edition.board.spaces
    lines = [("The game is over. " if st.over else f"{status_line(game)}. ")
             + f"PUBLIC TREASURY ${st.treasury:,}; MISCELLANEOUS {_signed(st.misc)}."]
    if st.single_tax:
        public = ", ".join(spaces[i].name for i in st.public) or "nothing yet"
        lines.append(f"The Single Tax is in operation; wages are ${st.wage_level}; owned by the public: {public}.")
    for p, worth in zip(st.players, game.wealths(), strict=True):
        where = {IN_JAIL: "in JAIL", IN_POOR_HOUSE: "in the POOR HOUSE"}.get(p.status)
        if p.status == ON_NATURAL:
            where = f"on {game.edition.board.natural_opportunities[p.natural].name}"
        held = [spaces[i].name for i in game.engine.cards_of(p.seat)]
        lines.append(f"{p.name} is {where or 'on ' + spaces[p.position].name}, has ${p.cash:,} and holds "
                     f"{len(held)} card(s){': ' + ', '.join(held) if held else ''}; wealth ${worth:,}.")
    return " ".join(lines)

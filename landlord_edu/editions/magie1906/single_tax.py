"""The Single Tax (Rules 1-8 of the Single Tax section): the vote, the public treasury's
improvements, Free Colleges and Education, and the Natural Opportunities."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import YES_NO, Decision, Play
from ...errors import IllegalAction
from ...state import IN_POOR_HOUSE, MISC_SEAT, ON_NATURAL, ON_TRACK, PACK, TREASURY_SEAT, Player
from .money import charge, release_mortgages
from .trust import end_broken_trust

if TYPE_CHECKING:
    from ...engine import Engine


def check_vote(g: Engine, voters: list[int]) -> None:
    """'By a vote of at least two of the players', in a running game not already under the Single Tax."""
    if g.state.single_tax:
        raise IllegalAction("the Single Tax is already in operation")
    if g.state.over:
        raise IllegalAction("the game is over; start a new one to try the Single Tax")
    if len(set(voters)) < 2:
        raise IllegalAction(f"the Single Tax needs the votes of at least two players; {len(set(voters))} voted")


def propose(g: Engine, p: Player) -> Play:
    """A player proposes the Single Tax on his turn; the others vote."""
    votes = [p.seat]
    for seat in g.others(p.seat):
        yes = yield Decision("vote", seat, f"{p.name} proposes the Single Tax: does {g.name(seat)} vote for it?",
                             YES_NO, context={"proposer": p.seat})
        if yes:
            votes.append(seat)
    if len(votes) >= 2:
        enact(g, votes)
    else:
        g.emit("vote_failed", "Single Tax", f"{p.name}'s proposal of the Single Tax found no second vote",
               player=p.name)


def enact(g: Engine, voters: list[int]) -> None:
    """Put the Single Tax into operation; the PUBLIC TREASURY begins empty (Single Tax Rule 2)."""
    check_vote(g, voters)
    st = g.state
    names = " and ".join(g.name(v) for v in voters)
    st.single_tax = True
    st.single_tax_turn = st.turn
    g.emit("single_tax", "Single Tax", f"The Single Tax is voted in by {names}: land rent now goes to the "
           f"PUBLIC TREASURY and Title Deeds are of no value")
    if st.treasury:
        g.transfer(TREASURY_SEAT, MISC_SEAT, st.treasury, "treasury_emptied", "Single Tax Rule 2",
                   f"The PUBLIC TREASURY's ${st.treasury} goes to MISCELLANEOUS so the treasury begins empty")


def begin_under_single_tax(g: Engine) -> None:
    """Single Tax Rule 2: "(Begin game under single tax with empty PUBLIC TREASURY.)" (rulings R-35).

    After the deal, in which no Title Deed was sold, the Single Tax is in operation from the first turn; what the
    charters bought at the deal paid into the PUBLIC TREASURY (Rule 1) goes to MISCELLANEOUS, as at a vote.
    """
    st = g.state
    st.single_tax = True
    st.single_tax_turn = st.turn
    g.emit("single_tax", "Single Tax", "The game begins under the Single Tax: land rent goes to the PUBLIC "
           "TREASURY and Title Deeds are of no value, so none was sold at the deal")
    if st.treasury:
        g.transfer(TREASURY_SEAT, MISC_SEAT, st.treasury, "treasury_emptied", "Single Tax Rule 2",
                   f"The PUBLIC TREASURY's ${st.treasury} from the charters sold at the deal goes to MISCELLANEOUS: "
                   f"the game begins with the treasury empty")


def public_improvements(g: Engine) -> None:
    """Single Tax Rule 6: each $50 in the treasury buys out a utility, then railroads, then builds
    Free Colleges, then raises wages by $10."""
    st, c = g.state, g.c
    while st.treasury >= c.st_step:
        k = st.improvements
        st.improvements += 1
        if k < len(c.st_buyout_order):
            _buy_out(g, c.st_buyout_order[k], "Single Tax Rule 6(a)" if k == 0 else "Single Tax Rule 6(b)")
        elif k < len(c.st_buyout_order) + len(c.st_college_sites):
            site = c.st_college_sites[k - len(c.st_buyout_order)]
            st.colleges.append(site)
            g.transfer(TREASURY_SEAT, MISC_SEAT, c.st_step, "college", "Single Tax Rule 6(c)",
                       f"The PUBLIC TREASURY puts up a Free College on {g.board.spaces[site].name}; "
                       f"the jail penalty there is annulled", site)
        else:
            st.wage_level += c.st_wage_rise
            g.transfer(TREASURY_SEAT, MISC_SEAT, c.st_step, "wage_rise", "Single Tax Rule 6(d)",
                       f"Wages are raised to ${st.wage_level}")


def _buy_out(g: Engine, space: int, rule: str) -> None:
    """6(a) is the Lighting System; 6(b) 'the same process' for the Trolley and the railroads."""
    st = g.state
    holder = st.owner[space]
    name = g.board.spaces[space].name
    st.owner[space] = PACK
    st.public.append(space)
    release_mortgages(g, space)
    payee = holder if holder != PACK else MISC_SEAT
    g.transfer(TREASURY_SEAT, payee, g.c.st_step, "buyout", rule,
               f"The public bought {name} for ${g.c.st_step}, paid to {g.name(payee)}; it is now free to all", space)
    end_broken_trust(g, rule)


def go_to_college(g: Engine, p: Player, space: int) -> None:
    """Single Tax Rule 7: an Education card; four are exchanged for a Professor card (counts 100)."""
    p.education += 1
    g.emit("education", "Single Tax Rule 7", f"{p.name} goes to the Free College on "
           f"{g.board.spaces[space].name} and takes an Education card ({p.education} now)", player=p.name,
           space=space)
    if p.education >= g.c.st_education_for_professor:
        p.education -= g.c.st_education_for_professor
        p.professors += 1
        g.emit("professor", "Single Tax Rule 7", f"{p.name} exchanges four Education cards for a Professor card",
               player=p.name)


def go_to_natural(g: Engine, p: Player, dest: int) -> Play:
    """Single Tax Rule 8: a player who cannot afford his move goes to a Natural Opportunity behind it."""
    naturals = g.board.natural_opportunities
    eligible = tuple(k for k, n in enumerate(naturals) if n.corner <= dest) or (0,)
    choice = eligible[0]
    if len(eligible) > 1:
        choice = yield Decision("natural_opportunity", p.seat,
                                f"{p.name} cannot afford the move: which Natural Opportunity to take? "
                                f"(Single Tax Rule 8)", eligible,
                                context={"names": {k: naturals[k].name for k in eligible}})
    why = "; the POOR HOUSE is eliminated under the Single Tax," if p.status == IN_POOR_HOUSE else ""
    p.status = ON_NATURAL
    p.natural = choice
    p.position = naturals[choice].corner
    g.emit("natural_opportunity", "Single Tax Rule 8",
           f"{p.name} cannot afford the move{why} and goes to the Natural Opportunity {naturals[choice].name}",
           player=p.name, space=p.position)


def leave_natural(g: Engine, p: Player) -> Play:
    """Before throwing: wages from MISCELLANEOUS, rent into the PUBLIC TREASURY, then move out."""
    n = g.board.natural_opportunities[p.natural]
    g.transfer(MISC_SEAT, p.seat, n.wages, "natural_wages", "Single Tax Rule 8",
               f"{p.name} took ${n.wages} wages from MISCELLANEOUS for labour on {n.name}")
    paid = yield from charge(g, p, TREASURY_SEAT, n.rent, "natural_rent", "Single Tax Rule 8",
                             f"{p.name} paid ${n.rent} rent for {n.name} into the PUBLIC TREASURY")
    if paid and p.status == ON_NATURAL:
        p.status = ON_TRACK
        p.natural = -1
        p.position = n.corner


def on_public_payment(g: Engine) -> None:
    """After any payment into the PUBLIC TREASURY: under the Single Tax, public improvements as soon as it
    holds enough (Single Tax Rule 6)."""
    if g.state.single_tax and g.state.treasury >= g.c.st_step:
        public_improvements(g)

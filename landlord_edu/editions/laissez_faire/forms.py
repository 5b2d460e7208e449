"""The decision panel's forms for Laissez-faire's decisions (:mod:`landlord_edu.forms`): a quote with the
overhead it must cover, the lodger's quotes by owner and price with the ride, the bench and one counter-offer,
the turn's building and income shares, and yes-or-no answers in the game's words. Each form cites the rule
(section) its decision plays under. The forms only propose answers: the rules check each one."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...forms import Amount, Choice, Form, Row, Select, Slot
from ...state import PACK
from .ending import alive
from .state import part

if TYPE_CHECKING:
    from ...decisions import Decision
    from ...engine import Engine
    from ...game import Game

RATE_MOST = 1000  # the most room and board a lessee may set (jail_lease.rate_problem)


def _space(g: Engine, index: int) -> str:
    return g.board.spaces[index].name


def _holder(g: Engine, index: int, seat: int) -> str:
    owner = g.state.owner[index]
    return "the bank" if owner == PACK else "your own, free" if owner == seat else g.name(owner)


def _yes_no(rule: str, note: str, yes: str, no: str) -> Form:
    return Form(rule, note, (Choice(yes, True, primary=True), Choice(no, False)))


def quote_form(g: Engine, d: Decision) -> Form:
    """An owner's price, from what still covers his overhead to the lodger's cash, or a refusal (LF-17, LF-52)."""
    c = d.context
    suggested = d.options[2] if len(d.options) > 2 else d.low
    note = (f"{_space(g, c['space'])}: your overhead ${c['overhead']:,} (no quote below ${d.low:,}); "
            f"{g.name(c['lodger'])} has ${d.high:,}")
    if c.get("bank_price"):
        note += f"; the bank asks ${c['bank_price']:,}"
    if c.get("jail_cost"):
        note += f"; a night in jail costs him ${c['jail_cost']:,}"
    return Form("Taking a Turn (the quotes, LF-22)", note, (Choice("Refuse", 0),),
                (Row("Quote this price", (Amount("price", "Quote $", d.low, d.high, suggested),), Slot("price")),))


def _lodge_label(g: Engine, d: Decision, option: Any) -> str:
    c = d.context
    if option == "bench":
        return "Sleep on a park bench (jail)"
    if option == "transit":
        company, other = g.c.transit[c["city"]]
        return f"Ride {_space(g, company)} to {other} · ${c['fare']:,}"
    return f"{_space(g, option)} · {_holder(g, option, d.player)} · ${c['quotes'][str(option)]:,}"


def lodge_form(g: Engine, d: Decision) -> Form:
    """Each quote he can pay (owner and price), the ride, the bench; one counter-offer per player owner's quote."""
    c = d.context
    choices = tuple(Choice(_lodge_label(g, d, o), o, primary=k == 0) for k, o in enumerate(d.options))
    rows = []
    for key, (low, high) in c["counter"].items():
        space = int(key)
        # one "$" in a field's label: the page typesets a pair of them as mathematics
        rows.append(Row(f"Counter-offer for {_space(g, space)}", (Amount("price", "Offer $", low, high, high),),
                        {"counter": {"space": space, "price": Slot("price")}}))
    note = f"{g.name(d.player)} has ${g.state.players[d.player].cash:,}"
    refused = len(c["quotes"]) - sum(1 for o in d.options if isinstance(o, int))
    if refused > 0:
        note += f"; {refused} quote(s) above his cash"
    if rows:
        note += "; one counter-offer, below the quote"
    return Form(f"Taking a Turn (lodging in {c['city']}, LF-22, LF-60)", note, choices, tuple(rows))


def accept_counter_form(g: Engine, d: Decision) -> Form:
    c = d.context
    return _yes_no("Taking a Turn (the counter-offer, LF-60)", f"your overhead at {_space(g, c['space'])} is "
                   f"${c['overhead']:,}", f"Accept ${c['price']:,}", f"Refuse (your ${c['quote']:,} stands)")


def _build_rows(g: Engine, d: Decision) -> list[Row]:
    rows = []
    for what, label in (("build", "Build"), ("demolish", "Demolish one level")):
        spaces = [o for o in d.options if isinstance(o, str) and o.startswith(what + ":")]
        if spaces:
            prices = [(f"{_space(g, int(o.split(':')[1]))} (${g.c.house[int(o.split(':')[1])]:,})", o) for o in spaces]
            rows.append(Row(label, (Select("where", f"{label} on", tuple(prices)),), Slot("where")))
    moves = [o for o in d.options if isinstance(o, str) and o.startswith("move:")]
    if moves:
        pairs = tuple((f"{_space(g, int(o.split(':')[1]))} → {_space(g, int(o.split(':')[2]))}", o) for o in moves)
        rows.append(Row("Move the house", (Select("move", "Move a house", pairs),), Slot("move")))
    return rows


def _share_row(g: Engine, seat: int) -> Row | None:
    """An income share of one of his properties offered to another player (Contracts)."""
    sold = {i: 0 for i in g.lots}
    for space, _to, percent in part(g.state).contracts:
        sold[space] += percent
    # each property with its share still unsold; the percent box goes up to the largest of them
    left = {i: 100 - sold[i] for i in g.lots if g.state.owner[i] == seat and sold[i] < 100}
    lots = tuple((f"{_space(g, i)} ({n}% left)" if n < 100 else _space(g, i), i) for i, n in left.items())
    others = tuple((g.name(s), s) for s in alive(g) if s != seat)
    if not lots or not others:
        return None
    most = max(g.state.players[s].cash for _n, s in others)
    high = max(left.values())
    fields = (Select("space", "Share of", lots), Select("to", "to", others),
              Amount("percent", "%", 1, high, min(25, high)),
              Amount("price", "for $", 0, most, 0))
    return Row("Offer the share", fields, {"income_share": {"space": Slot("space"), "to": Slot("to"),
                                                            "percent": Slot("percent"), "price": Slot("price")}})


def turn_form(g: Engine, d: Decision) -> Form:
    """Throw or declare; build, demolish or move a house; offer an income share; the lessee's jail rate."""
    choices = [Choice("Throw the dice", "throw", primary=True)]
    if "declare" in d.options:
        choices.append(Choice(f"Declare a net worth of ${d.context['net_worth']:,}", "declare"))
    rows = _build_rows(g, d)
    share = _share_row(g, d.player)
    if share is not None:
        rows.append(share)
    if part(g.state).jail_lessee == d.player:
        rows += [Row(f"Set room and board{unit}", (Amount("rate", "Jail's room and board", 0, RATE_MOST, 0),),
                     {"jail_rate": {kind: Slot("rate")}}) for kind, unit in (("flat", " ($ a turn)"),
                                                                           ("percent", " (% of the fee)"))]
    note = f"net worth ${d.context['net_worth']:,}, cash ${d.context['cash']:,}"
    return Form("Taking a Turn (before the throw, LF-38; Contracts)", note, tuple(choices), tuple(rows))


def accept_contract_form(g: Engine, d: Decision) -> Form:
    """Data-driven from the offer's own fields: whatever the contract, its terms are said and yes or no asked."""
    c = d.context
    terms = ", ".join(f"{k.replace('_', ' ')} {_term(g, k, v)}" for k, v in c.items())
    return _yes_no("Contracts", terms, "Accept the contract", "Decline")


def _term(g: Engine, key: str, value: Any) -> str:
    if key == "space" and isinstance(value, int):
        return _space(g, value)
    if key in ("from", "to") and isinstance(value, int):
        return g.name(value)
    if key in ("price", "value") and isinstance(value, int):
        return f"${value:,}"
    if key == "percent":
        return f"{value}%"
    return str(value)


def buy_form(g: Engine, d: Decision) -> Form:
    c = d.context
    company = c.get("company")
    if company == "jail":
        return _yes_no("Optional Rules (Buying Jail, LF-48)", "a perpetual lease on the jail",
                       f"Lease the jail for ${c['price']:,}", "Don't lease it")
    what = {"hmc": "the Home Maintenance Co.", "pdc": "the Petroleum Distribution Co."}.get(company or "") \
        or _space(g, c["space"])
    return _yes_no("Taking a Turn (buying from the bank; no auction, LF-06)", f"{g.name(d.player)} has "
                   f"${g.state.players[d.player].cash:,}", f"Buy {what} for ${c['price']:,}", "Don't buy")


def stay_form(g: Engine, d: Decision) -> Form:
    c = d.context
    return Form("Houses and Apartments (staying put, LF-28, LF-29)", f"{_space(g, c['space'])}",
                (Choice(f"Stay (utility ${c['utility']:,}, rent up to ${c['rent']:,})", "stay"),
                 Choice("Move on", "move", primary=True)))


def stay_rent_form(g: Engine, d: Decision) -> Form:
    c = d.context
    return Form("Houses and Apartments (the stay rent, LF-28)", f"{g.name(c['lodger'])} stays at "
                f"{_space(g, c['space'])}; your overhead ${c['overhead']:,}", (Choice("Charge nothing", 0),),
                (Row("Charge", (Amount("rent", "Rent $", d.low, d.high, d.high),), Slot("rent")),))


def jail_form(g: Engine, d: Decision) -> Form:
    words = {"pay": f"Pay ${d.context['fee']:,} and leave", "wait": "Wait"}
    return Form("Jail (LF-31, LF-32)", f"{d.context['turns']} turn(s) in jail",
                tuple(Choice(words.get(str(o), str(o)), o, primary=o == "pay") for o in d.options))


def transit_form(g: Engine, d: Decision) -> Form:
    choices = tuple(Choice(f"Stay on {_space(g, d.context['space'])}" if o == "stay" else f"Move free to {o}", o)
                    for o in d.options)
    return Form("Taking a Turn (a transportation company, LF-20)", "", choices)


def allow_stay_form(g: Engine, d: Decision) -> Form:
    c = d.context
    return _yes_no("Houses and Apartments (lease terms, LF-70)", f"{g.name(c['lodger'])} would stay another night "
                   f"at {_space(g, c['space'])}; the lease lets you refuse", "Allow the stay", "Refuse")


def concede_form(g: Engine, d: Decision) -> Form:
    c = d.context
    return _yes_no("Ending the Game (LF-39)", f"{g.name(c['declarer'])} declares ${c['worth']:,}; yours is "
                   f"${c['own']:,}", "Concede", "Play the last lap")


def draft_form(g: Engine, d: Decision) -> Form:
    names = {"hmc": "Home Maintenance Co.", "pdc": "Petroleum Distribution Co."}
    cards = tuple((f"{names.get(str(o)) or _space(g, int(o))} (${d.context['prices'][str(o)]:,})", o)
                  for o in d.options)
    return Form("An Alternate Game (the draft, LF-44)", "the lowest total value picks next",
                rows=(Row("Take this card", (Select("card", "Title card", cards),), Slot("card")),))


FORMS: dict[str, Callable[[Engine, Decision], Form | None]] = {
    "quote": quote_form, "lodge": lodge_form, "accept_counter": accept_counter_form, "turn": turn_form,
    "accept_contract": accept_contract_form, "buy": buy_form, "stay": stay_form, "stay_rent": stay_rent_form,
    "jail": jail_form, "transit_city": transit_form, "concede": concede_form, "draft": draft_form,
    "allow_stay": allow_stay_form}


def plain_form(_g: Engine, d: Decision) -> Form | None:
    """A kind without a form of its own: a button for each option, the rule read from the prompt's last
    parentheses (each prompt ends with the section it plays under); None without options."""
    if not d.options:
        return None
    rule = d.prompt.rsplit("(", 1)[-1].rstrip(")?. ") if d.prompt.rstrip().endswith(")") else "its rules"
    words = {True: "Yes", False: "No"}
    return Form(rule, "", tuple(Choice(words.get(o, str(o)) if isinstance(o, bool) else str(o), o)
                                for o in d.options))


def form(game: Game, d: Decision) -> Form | None:
    """The form of a decision of this rule set (its own, else one button for each option)."""
    return FORMS.get(d.kind, plain_form)(game.engine, d)

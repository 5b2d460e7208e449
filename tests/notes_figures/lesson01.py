"""Lesson 1's notes: the hand game of seed 13043 (``game``), its 60-turn bot game (``bots``, ``money``,
``between``) and the board (``spaces``)."""

_TREASURY = "money[money['payee'] == 'PUBLIC TREASURY'].groupby('kind')['amount'].sum()"
_HAND = "[e for e in game.events if e.amount and e.kind in {}]"
_WORDS = "['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']"
_KINDS = "spaces['kind'].value_counts()"
_RENT = "int(spaces.loc[spaces['name'] == {!r}, 'rent'].iloc[0])"


def _paid(kind: str, payer: str, payee: str) -> str:
    """The amount of the hand game's first payment of ``kind`` from ``payer`` to ``payee``."""
    return (f"next(e.amount for e in game.events if e.kind == {kind!r} and e.payer == {payer!r} "
            f"and e.payee == {payee!r})")


FIGURES = [
    # the board
    ("Exercise 1.1 (look-up). {} green lots", "int((spaces['kind'] == 'lot').sum())"),
    ("the other green cards are the {} railroad and {} franchise charters and the Broker's License: {} cards in all",
     f"(int({_KINDS}['railroad']), int({_KINDS}['franchise']), "
     f"int({_KINDS}[['lot', 'railroad', 'franchise', 'speculation']].sum()))"),
    ("Rubeville's land rent is ${} (Rule 7)", _RENT.format("Rubeville")),
    ("(Broadway, Fifth Avenue, Wall Street: ${} to ${})",
     "(min(" + ", ".join(_RENT.format(n) for n in ("Broadway", "Fifth Avenue", "Wall Street")) + "), "
     + _RENT.format("Wall Street") + ")"),
    ("Wayback at ${} rent is the \"margin\"", _RENT.format("Wayback")),
    # the hand game
    ("{} (a bot) plays first, then {}; both stop on {} and pay the ${} tax (Rule 4)",
     f"({_HAND.format(['tax'])}[0].payer, {_HAND.format(['tax'])}[1].payer, "
     f"board.spaces[{_HAND.format(['tax'])}[0].space].name, {_HAND.format(['tax'])}[0].amount)"),
    ("Ann, who has the first option, buys at the printed ${}", _paid("buy", "Ann", "PUBLIC TREASURY")),
    ("On his next turn Ben stops on Rubeville and pays Ann ${}", _paid("rent", "Ben", "Ann")),
    ("Cal and Dot each stop on the other's lot and pay ${} rent",
     f"{_paid('rent', 'Cal', 'Dot')} if {_paid('rent', 'Cal', 'Dot')} == {_paid('rent', 'Dot', 'Cal')} else None"),
    ("choose between Easy Street (${} rent to Cal)", _paid("rent", "Ann", "Cal")),
    ("Ann paid ${} once (to the PUBLIC TREASURY) and then collected ${} on Ben's very next turn",
     f"({_paid('buy', 'Ann', 'PUBLIC TREASURY')}, {_paid('rent', 'Ben', 'Ann')})"),
    ("{} passes Mother Earth in the first two rounds of the hand game",
     "'Somebody' if any(e.kind == 'wages' for e in game.events) else 'Nobody'"),
    # the 60-turn bot game
    ("{} ${} taxes on the necessities in 60 turns: ${}",
     f"({_WORDS}[int((money['kind'] == 'tax').sum())].capitalize(), "
     "int(money[money['kind'] == 'tax']['amount'].max()), int(money[money['kind'] == 'tax']['amount'].sum()))"),
    ("card purchases (${:,} to the PUBLIC TREASURY, ${:,} of it in the Rule 1 deal at turn 0)",
     f"(int({_TREASURY}['buy']), int(money[(money['kind'] == 'buy') & (money['turn'] == 0)]['amount'].sum()))"),
    ("which is why ${:,} went to the PUBLIC TREASURY at turn 0",
     "int(money[(money['payee'] == 'PUBLIC TREASURY') & (money['turn'] == 0)]['amount'].sum())"),
    ("taxes (${})", f"int({_TREASURY}['tax'])"),
    ("{} Jail fines (${})", f"({_WORDS}[int((money['kind'] == 'fine').sum())], int({_TREASURY}['fine']))"),
    ("a fare on spaces nobody owned (${} and ${})", f"(int({_TREASURY}['rent']), int({_TREASURY}['fare']))"),
    ("a Chance card paid to the treasury (${})", f"int({_TREASURY}['chance'])"),
    ("${} in wages, {} houses and their rent",
     f"(int(money[money['kind'] == 'wages']['amount'].sum()), {_WORDS}[int((money['kind'] == 'build').sum())])"),
    ("It has {} loans between players and {} sales of cards between players",
     f"({_WORDS}[int((between['kind'] == 'loan').sum())], {_WORDS}[int((between['kind'] == 'sale').sum())])"),
]

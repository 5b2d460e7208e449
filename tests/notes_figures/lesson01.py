"""Lesson 1's notes: the 60-turn bot game of seed 13043 (``bots``) and the board (``spaces``)."""

_TREASURY = "money[money['payee'] == 'PUBLIC TREASURY'].groupby('kind')['amount'].sum()"

FIGURES = [
    ("Exercise 1.1 (look-up). {} green lots", "int((spaces['kind'] == 'lot').sum())"),
    ("Eight ${} taxes on the necessities in 60 turns: ${}",
     "(int(money[money['kind'] == 'tax']['amount'].max()), int(money[money['kind'] == 'tax']['amount'].sum()))"),
    ("card purchases (${:,} to the PUBLIC TREASURY", f"int({_TREASURY}['buy'])"),
    ("${} in wages", "int(money[money['kind'] == 'wages']['amount'].sum())"),
    ("three Jail fines (${})", f"int({_TREASURY}['fine'])"),
    ("a fare on spaces nobody owned (${} and ${})", f"(int({_TREASURY}['rent']), int({_TREASURY}['fare']))"),
]

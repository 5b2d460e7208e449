"""The 1939 rule set: what the game calls to play an edition whose ``board.toml`` says ``rules = "1939"``."""

from __future__ import annotations

from ...rulesets import RuleSet
from .data import edition_1939
from .rounds import check_end, report, score_extra, scoreboard
from .setup import new_state, setup
from .turn import play_turn

KINDS_1939 = frozenset({"turn", "idle_land", "ride", "trolley", "island", "new_home", "build_here", "raise_funds",
                        "buy_card", "accept_trade"})

RULES_1939 = RuleSet("1939", setup, play_turn, check_end, scoreboard, score_extra, single_tax_vote=False,
                     accounts=("GOVERNMENT", "BANK", "LORD BLUEBLOOD"), files=("rules", "so_what", "idle_land"),
                     load=edition_1939, kinds=KINDS_1939, new_state=new_state, report=report)

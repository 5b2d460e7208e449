"""One game of an experiment, played and boiled down to plain data (cheap to send between processes)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .. import fast
from ..errors import DataError
from ..game import Game
from ..metrics import gini
from ..state import PACK
from .regimes import Regime

if TYPE_CHECKING:
    from ..engine import Engine
    from ..rulesets import RuleSet

# Payments counted as rent (docs/experiments.md): land rent, house rent, and the fares and
# fees of the franchises (railroads and utilities), which the rules treat as monopoly charges.
# A rule set may pay rent elsewhere (to a deed holder, or to the public account while a tax is in
# force), fares to shareholders, and "foreign_rent" to a private landlord outside the game: what each
# kind of payment means under each edition's rules is in docs/experiments.md.
LAND_RENT = ("rent", "natural_rent")
FARES = ("fare",)
FOREIGN_RENT = ("foreign_rent",)
WAGES = ("wages", "natural_wages", "frontier_wages", "island_wages")   # the last two: one rule set's own
GAME_COLUMNS = (
    "regime", "game", "seed", "edition", "players", "winner", "winner_strategy", "turns", "rounds", "end_reason",
    "single_tax", "single_tax_turn", "gini", "richest_share", "total_wealth", "gini_no_deeds", "gini_cash",
    "poorest_cash", "gini_before_settlement", "players_broke", "houses_built", "poor_house_visits",
    "wages_paid", "land_rent_private", "land_rent_public", "house_rent", "fares_private", "fares_public",
    "rent_foreign", "rent_private", "rent_public", "public_improvements", "colleges", "public_treasury",
    "miscellaneous", "top_land_share", "all_land_turn",
)
"""Every game's columns; a rule set's own measures follow them (``RuleSet.columns``, :func:`game_columns`)."""
PLAYER_COLUMNS = ("regime", "game", "seed", "seat", "player", "strategy", "cash", "cards", "houses", "wealth",
                  "rank", "wages_received", "poor_house_visits")
TURN_COLUMNS = ("regime", "game", "seed", "turn", "round", "single_tax", "public_treasury", "gini",
                "richest_share")


@dataclass
class GameRecord:
    """What one game contributes to the results: rows as plain tuples, in the column orders above."""

    game: tuple[Any, ...]
    players: list[tuple[Any, ...]]
    turns: list[tuple[Any, ...]] | None = None    # with wealth per seat appended, when a time series is asked
    events: list[dict[str, Any]] | None = None
    fast_turns: int = 0   # turns the rule set's fast core played (the rest: the reference engine)
    own: dict[str, Any] = field(default_factory=dict)  # the rule set's own measures (RuleSet.columns), by name

    def row(self) -> dict[str, Any]:
        """The game row by column name, the rule set's own measures after the common ones."""
        return {**dict(zip(GAME_COLUMNS, self.game, strict=True)), **self.own}


def game_columns(records: Iterable[GameRecord]) -> tuple[str, ...]:
    """The games table's columns for ``records``: the common ones, then each rule set's own in the order they
    first appear (a game of a rule set without a column has nothing there)."""
    own: dict[str, None] = {}
    for r in records:
        own.update(dict.fromkeys(r.own))
    return (*GAME_COLUMNS, *own)


def own_columns(rules: RuleSet, engine: Engine) -> dict[str, Any]:
    """A finished game's own measures, checked against the names its rule set declares."""
    if rules.columns is None:
        return {}
    own = rules.columns(engine)
    if tuple(own) != rules.column_names:
        raise DataError(f"rule set {rules.name!r}", "columns",
                        f"filled {list(own)}, but column_names declares {list(rules.column_names)}")
    clash = set(own) & set(GAME_COLUMNS)
    if clash:
        raise DataError(f"rule set {rules.name!r}", "columns", f"{sorted(clash)} are common columns already")
    return own


def play_game(regime: Regime, players: int, index: int, seed: int, *, time_series: bool = False,
              keep_events: bool = False) -> GameRecord:
    """Play game ``index`` of ``regime`` with ``seed`` to the end and summarise it: by the rule set's fast core
    where it applies (:mod:`landlord_edu.fast`; the same game), else by the reference engine turn by turn."""
    game = regime.new_game(players, seed, record_events=keep_events, record_turns=time_series)
    houses_before = sum(game.state.houses)  # a scenario may start with houses standing
    if not game.started and (fast.why_not(game) is not None or game.run_fast(0) is None):
        game.step()  # the setting up: turn 0 (a scenario starts from its own position)
    all_land_turn = game.turn if _one_holds_all_land(game) else None
    for played in fast.play_out(game, regime.single_tax_at):  # the position is looked at after each stretch
        if all_land_turn is None and played is not None:
            all_land_turn = played.all_land_turn  # within the turns the fast core played
        if all_land_turn is None and _one_holds_all_land(game):
            all_land_turn = game.turn
    record = summarise(game, regime.name, index, all_land_turn=all_land_turn, houses_before=houses_before)
    if time_series:
        record.turns = _turn_rows(game, regime.name, index)
    if keep_events:
        record.events = [dict(e.to_dict(), regime=regime.name, game=index) for e in game.events]
    return record


def summarise(game: Game, regime: str, index: int = 0, *, all_land_turn: int | None = None,
              houses_before: int = 0) -> GameRecord:
    """A game as it stands (played to its end, or stopped) as one game row and its player rows, under the
    label ``regime``: how an experiment boils its games down, for a game played elsewhere too (a class's).

    ``all_land_turn`` is the turn one seat came to hold every lot, if known; ``houses_before`` the houses
    standing when the game began (a scenario's)."""
    table, scores = game.standings(), game.scores()  # worked out once for both kinds of row
    return GameRecord(_game_row(game, regime, index, all_land_turn, table, scores, houses_before),
                      _player_rows(game, regime, index, table, scores), fast_turns=game.fast_turns,
                      own=own_columns(game.rules, game.engine))


def _one_holds_all_land(game: Game) -> bool:
    """Does one seat hold every lot now? (A fast core reports the same for the turns it plays.)"""
    lots, owner = game.engine.lots, game.state.owner
    return bool(lots) and owner[lots[0]] != PACK and all(owner[i] == owner[lots[0]] for i in lots)


def _richest_share(wealths: list[int]) -> float:
    total = sum(max(0, w) for w in wealths)
    return max(wealths) / total if total else 0.0


def _equality(game: Game, scores: list[tuple[int, int, int, int]], houses_before: int) -> tuple[Any, ...]:
    """The measures that compare like with like across regimes (docs/experiments.md, "Measures").

    ``gini_no_deeds`` scores the holdings as the rule set does when land is common property (its
    scoreboard with the Single Tax flag set: Title Deeds count nothing), so both arms count the same
    things; ``gini_before_settlement`` is taken when the rules settle debts at the end (the final
    scores if they do not); a player is broke with no cash and no card or house to sell or mortgage.
    """
    st, rules, engine = game.state, game.rules, game.engine
    cash = [p.cash for p in st.players]
    no_deeds = rules.scoreboard(engine, cash, st.owner, st.houses, st.house_owner, rules.score_extra(engine), True)
    unsettled = engine.unsettled if engine.unsettled is not None else scores
    broke = sum(1 for money, cards, houses, _ in scores if money <= 0 and cards == 0 and houses == 0)
    return (gini([w for *_, w in no_deeds]), gini(cash), min(cash), gini([w for *_, w in unsettled]), broke,
            sum(st.houses) - houses_before)


def _game_row(game: Game, regime: str, index: int, all_land_turn: int | None, table: list[dict[str, Any]],
              scores: list[tuple[int, int, int, int]], houses_before: int) -> tuple[Any, ...]:
    st, flows = game.state, game.engine.flows
    wealths = [worth for *_, worth in scores]

    def paid(kinds: tuple[str, ...], to: int) -> int:
        return sum(flows[k][to] for k in kinds if k in flows)

    land_private, land_public = paid(LAND_RENT, 0), paid(LAND_RENT, 1)
    house_rent = paid(("house_rent",), 0)
    fares_private, fares_public = paid(FARES, 0), paid(FARES, 1)
    foreign = paid(FOREIGN_RENT, 2)
    lots = game.engine.lots
    held = [sum(1 for i in lots if st.owner[i] == seat) for seat in range(len(st.players))]
    outcome = game.outcome()
    winners = outcome.winners if outcome else ()
    return (regime, index, game.seed, game.edition.id, len(st.players), " & ".join(winners),
            " & ".join(table[k]["strategy"] for k in range(len(winners))),
            st.turn, st.round, st.end_reason, st.single_tax, st.single_tax_turn if st.single_tax else None,
            gini(wealths), _richest_share(wealths), sum(wealths), *_equality(game, scores, houses_before),
            sum(p.poor_house_visits for p in st.players), paid(WAGES, 0),
            land_private, land_public, house_rent, fares_private, fares_public, foreign,
            land_private + house_rent + fares_private + foreign, land_public + fares_public,
            st.improvements, len(st.colleges), st.treasury, st.misc, max(held) / len(lots) if lots else 0.0,
            all_land_turn)


def _player_rows(game: Game, regime: str, index: int, table: list[dict[str, Any]],
                 scores: list[tuple[int, int, int, int]]) -> list[tuple[Any, ...]]:
    rank = {row["name"]: k + 1 for k, row in enumerate(table)}
    return [(regime, index, game.seed, p.seat, p.name, p.strategy, cash, cards, houses, worth, rank[p.name],
             p.wages_received, p.poor_house_visits)
            for p, (cash, cards, houses, worth) in zip(game.state.players, scores, strict=True)]


def _turn_rows(game: Game, regime: str, index: int) -> list[tuple[Any, ...]]:
    out = []
    for turn, rnd, single_tax, treasury, _misc, rows in game.rows():
        wealths = [r[3] for r in rows]
        out.append((regime, index, game.seed, turn, rnd, single_tax, treasury, gini(wealths),
                    _richest_share(wealths), *wealths))
    return out

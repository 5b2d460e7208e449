"""Rule regimes: what differs between the arms of an experiment, and how to write one on the command line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field, replace
from typing import Any

from ..arguments import check_seed
from ..decisions import shown
from ..edition import Edition, available_editions, load_edition
from ..errors import DataError
from ..game import Game
from ..options import Options
from ..rulesets import DEFAULT_EDITION, rule_set
from ..strategies import Strategy, make_strategy


@dataclass(frozen=True)
class Regime:
    """One arm of an experiment: the rules every game of this arm is played under.

    Parameters
    ----------
    name : the label in results and charts.
    edition : a packaged edition's name (:func:`~landlord_edu.edition.available_editions`; by default
        :data:`~landlord_edu.rulesets.DEFAULT_EDITION`), a folder of edited rule data, or an :class:`Edition`
        (e.g. from :func:`~landlord_edu.edition_edit.edit_edition`).
    options : rule switches (:class:`Options`), including those only one edition's rules have (a switch the
        edition's rules lack is refused, saying what to use instead).
    single_tax_at : vote the Single Tax in before this turn (1 = right after the deal, whose Title Deeds
        the players have bought); None = no vote. The first two players vote for it. A game begun under
        the Single Tax, with no Title Deed sold, is ``options=Options(start="single_tax")``
        (:data:`STARTED_UNDER_SINGLE_TAX`).
    strategies : one per player; None = the game's default mix (landlord, cautious, builder, ...: docs/bots.md).
    players : a player count for this arm only; None = the experiment's.
    scenario : start every game from a scenario file (a path, or a packaged name such as
        ``"monarch_of_the_world"``) instead of the deal; the file's players, position and rules
        apply, ``options`` and ``strategies`` override its switches and players' strategies.
    """

    name: str
    edition: str | Edition = DEFAULT_EDITION
    options: Options = field(default_factory=Options)
    single_tax_at: int | None = None
    strategies: tuple[str | Strategy, ...] | None = None
    players: int | None = None
    scenario: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip() or len(self.name) > 100:
            raise DataError("regime", "name", f"a regime needs a non-empty name, not {shown(self.name)}")
        self._check_arguments(f"regime {self.name!r}")
        if self.strategies is not None:
            for spec in self.strategies:
                try:
                    make_strategy(spec)
                except DataError as exc:
                    raise DataError(f"regime {self.name!r}", "strategies", str(exc)) from None
            object.__setattr__(self, "strategies", tuple(self.strategies))
        edition = self.played_edition()  # fail now, naming the edition (or the scenario's file and field)
        given = {**{k: getattr(self.options, k) != f.default for k, f in Options.switch_fields().items()},
                 "single_tax_at": self.single_tax_at is not None}
        for switch, refusal in rule_set(edition).refusals.items():
            if given.get(switch) and refusal.api is not None:
                raise DataError(f"regime {self.name!r}", switch, f"the {edition.id} rules {refusal.api}")

    def _check_arguments(self, source: str) -> None:
        """Each field's type and range (the rules' own checks follow, when a game is made)."""
        if self.single_tax_at is not None and (type(self.single_tax_at) is not int or self.single_tax_at < 1):
            raise DataError(source, "single_tax_at", f"a turn number of at least 1 (or None), not "
                                                     f"{shown(self.single_tax_at)}")
        if not isinstance(self.edition, str | Edition):
            raise DataError(source, "edition", f"a name (one of {available_editions()}), a folder or an Edition, not "
                                               f"{shown(self.edition)}")
        if isinstance(self.options, Mapping):  # like Game: a dict of switches is read as Options
            object.__setattr__(self, "options", Options.from_dict(self.options, f"{source}: options"))
        if not isinstance(self.options, Options):
            raise DataError(source, "options", f"expected Options(...) or a dict of switches, not "
                                               f"{shown(self.options)}")
        if self.strategies is not None and (isinstance(self.strategies, str | bytes) or
                                            not isinstance(self.strategies, Sequence)):
            raise DataError(source, "strategies", f"a list with one strategy per player (or None), not "
                                                  f"{shown(self.strategies)}")
        if self.players is not None and (type(self.players) is not int or self.players < 1):
            raise DataError(source, "players", f"a player count (or None), not {shown(self.players)}")
        if self.single_tax_at is not None and getattr(self.options, "start", None) == "single_tax":
            raise DataError(source, "single_tax_at", "the games begin under the Single Tax (start='single_tax'): "
                                                     "there is no vote to make; give one or the other")
        if self.scenario is not None and (not isinstance(self.scenario, str) or not self.scenario.strip()):
            raise DataError(source, "scenario", f"a scenario file's path or a packaged scenario's name (or None), "
                                                f"not {shown(self.scenario)}")

    def played_edition(self) -> Edition:
        """The edition this arm's games are played under: a scenario's own, else ``edition``."""
        if self.scenario is not None:
            return self.new_game(2, 0).edition
        return self.edition if isinstance(self.edition, Edition) else load_edition(self.edition)

    def new_game(self, players: int, seed: int, *, record_events: bool = False,
                 record_turns: bool = False) -> Game:
        """The game this arm plays with ``seed`` (the Single Tax vote, if any, happens while playing)."""
        count = self.players or players
        strategies = list(self.strategies) if self.strategies is not None else None
        if self.scenario is not None:
            return self._scenario_game(seed, strategies, record_events, record_turns)
        return Game(players=count, strategies=strategies, seed=seed, edition=self.edition, options=self.options,
                    record_events=record_events, record_turns=record_turns)

    def _scenario_game(self, seed: int, strategies: list[str | Strategy] | None, record_events: bool,
                       record_turns: bool) -> Game:
        from ..scenario import read_scenario_file, scenario_game, scenario_path
        path = scenario_path(self.scenario or "")
        switches = {k: v for k, v in self.options.to_dict().items() if v != getattr(_DEFAULTS, k)}
        names = None if strategies is None else [make_strategy(s).name for s in strategies]
        return scenario_game(read_scenario_file(path), str(path), seed=seed, options=switches, strategies=names,
                             record_events=record_events, record_turns=record_turns)

    def describe(self) -> dict[str, Any]:
        """Plain data naming the arm's rules (kept with exported results)."""
        edition = self.edition.id if isinstance(self.edition, Edition) else str(self.edition)
        strategies = None if self.strategies is None else [make_strategy(s).name for s in self.strategies]
        return {"name": self.name, "edition": edition, "options": self.options.to_dict(),
                "single_tax_at": self.single_tax_at, "strategies": strategies, "players": self.players,
                "scenario": self.scenario}


_DEFAULTS = Options()
LANDLORD = Regime("landlord")
SINGLE_TAX = Regime("single tax", single_tax_at=1)
STARTED_UNDER_SINGLE_TAX = Regime("started under single tax", options=Options(start="single_tax"))


def parse_regime(text: str) -> Regime:
    """A regime from the command line: ``NAME=PART+PART...`` (or just ``PART+PART``).

    Parts: ``landlord`` (the rules as printed), ``single-tax`` (voted in before turn 1, after the deal),
    ``single-tax-at:K``, ``advanced``, ``beginner``, ``edition:NAME-OR-FOLDER`` (a packaged edition's name),
    ``strategies:landlord,cautious,...``, ``players:N``, ``max-rounds:N``, ``scenario:FILE-OR-NAME``, and any
    other rule switch of :class:`Options` as ``SWITCH:VALUE`` with dashes for underscores
    (``start:single_tax`` begins under the Single Tax, ``settlement:foreclose``, ``forced-sale:auction``,
    ``so-what-stack:17,18``, ``frontier-move:emergency_only``, ``bank:unlimited``,
    ``double-house-rent``; a bare switch name means true).

    >>> parse_regime("late=single-tax-at:40+advanced").single_tax_at
    40
    >>> parse_regime("short=max-rounds:20").options.max_rounds
    20
    """
    name, _, spec = text.rpartition("=")
    spec = spec.strip()
    if not spec:
        raise DataError("--regime", text, "is empty; write e.g. 'landlord' or 'late=single-tax-at:40'")
    regime = Regime(name.strip() or spec)
    switches: dict[str, Any] = {}
    for part in spec.split("+"):
        key, _, value = part.strip().partition(":")
        regime = _apply_part(regime, key, value, switches, text)
    return replace(regime, options=Options(**switches)) if switches else regime


def _apply_part(regime: Regime, key: str, value: str, switches: dict[str, Any], text: str) -> Regime:
    if key == "landlord" and not value:
        return regime
    if key == "single-tax" and not value:
        return replace(regime, single_tax_at=1)
    if key in ("advanced", "beginner") and not value:
        switches[key] = True
        return regime
    if key == "edition" and value:
        return replace(regime, edition=value)
    if key == "scenario" and value:
        return replace(regime, scenario=value)
    if key == "strategies" and value:
        return replace(regime, strategies=tuple(s.strip() for s in value.split(",")))
    if key in ("single-tax-at", "players", "max-rounds") and _whole(value):
        number = int(value)
        if key == "max-rounds":
            switches["max_rounds"] = number
            return regime
        return replace(regime, players=number) if key == "players" else replace(regime, single_tax_at=number)
    switch = key.replace("-", "_")
    if switch in Options.switch_fields() and key not in ("single-tax-at", "players", "max-rounds"):
        switches[switch] = _switch_value(switch, value, text)
        return regime
    raise DataError("--regime", text, f"cannot read {key + (':' + value if value else '')!r}; parts are landlord, "
                    f"single-tax, single-tax-at:TURN, advanced, beginner, edition:NAME-OR-FOLDER, "
                    f"strategies:a,b,c, players:N, max-rounds:N, scenario:FILE-OR-NAME, or a rule switch SWITCH:VALUE "
                    f"(e.g. so-what-stack:18) joined by '+'")


def switch_from_words(text: str, flag: str = "--switch") -> tuple[str, Any]:
    """A rule switch and its value from ``SWITCH:VALUE`` (dashes for underscores; a bare name means true), as a
    regime's parts give them.

    >>> switch_from_words("ll-tenant-text:false"), switch_from_words("settlement:foreclose")
    (('ll_tenant_text', False), ('settlement', 'foreclose'))
    """
    key, _, value = text.strip().partition(":")
    switch = key.replace("-", "_")
    if switch not in Options.switch_fields():
        raise DataError(flag, text, f"{key!r} is not a rule switch; switches are {sorted(Options.switch_fields())}")
    return switch, _switch_value(switch, value, text, flag)


def _switch_value(switch: str, value: str, text: str, flag: str = "--regime") -> Any:
    """A rule switch's value from its words, by the type of its default (``Options``)."""
    default = Options.switch_fields()[switch].default
    if isinstance(default, bool):
        if value.lower() in ("", "true", "yes", "on"):
            return True
        if value.lower() in ("false", "no", "off"):
            return False
    elif isinstance(default, tuple):
        numbers = value.split(",")
        if value and all(_whole(n.strip()) for n in numbers):
            return tuple(int(n) for n in numbers)
    elif isinstance(default, str):
        if value:
            return value
    elif _whole(value):  # the whole numbers that default to None (max_turns, wages_to_end)
        return int(value)
    raise DataError(flag, text, f"cannot read the value {value!r} of the switch {switch} (default {default!r})")


def _whole(text: str) -> bool:
    """ASCII digits that int() reads (str.isdigit() is also true of '²', which int() refuses)."""
    return text.isascii() and text.isdigit() and len(text) <= 18


MAX_GAMES = 1_000_000  # games per regime: more would take days and fill memory with their records


def check_run(games: Any, players: Any, seed: Any, workers: Any, chunk_size: Any, executor: Any,
              flags: dict[str, Any]) -> None:
    """``run_experiment``'s arguments besides the regimes, each refused by name."""
    if type(games) is not int or not 1 <= games <= MAX_GAMES:
        raise DataError("experiment", "games", f"a whole number of games of at least 1 and at most {MAX_GAMES:,}, "
                                               f"not {shown(games)}")
    if type(players) is not int or players < 1:
        raise DataError("experiment", "players", f"a player count, not {shown(players)}")
    check_seed(seed, "experiment", "seed")
    check_seed(seed + games - 1, "experiment", "seed")  # game i plays seed + i: the last one must be a seed too
    for name, value in (("workers", workers), ("chunk_size", chunk_size)):
        if value is not None and (type(value) is not int or value < 1):
            raise DataError("experiment", name, f"a whole number of at least 1, not {shown(value)}")
    if executor is not None and not isinstance(executor, Executor):
        raise DataError("experiment", "executor", f"a concurrent.futures.Executor (or None), not {shown(executor)}")
    for name, value in flags.items():
        if not isinstance(value, bool):
            raise DataError("experiment", name, f"expected True or False, not {shown(value)}")


def check_regimes(regimes: Sequence[Regime]) -> list[Regime]:
    if isinstance(regimes, Regime | str) or not isinstance(regimes, Sequence):
        raise DataError("experiment", "regimes", f"a list of Regime objects, not {shown(regimes)}")
    out = list(regimes)
    if not out:
        raise DataError("experiment", "regimes", "give at least one Regime")
    for r in out:
        if not isinstance(r, Regime):
            raise DataError("experiment", "regimes", f"expected Regime objects, found {r!r}")
    names = [r.name for r in out]
    if len(set(names)) != len(names):
        raise DataError("experiment", "regimes", f"regime names must differ: {names}")
    return out

"""Checks of what a user hands to :class:`~landlord_edu.game.Game` and its calls, made at the door.

Every refusal is a :class:`~landlord_edu.errors.LandlordError` naming the argument and what would
be right, raised before anything is built or changed; nothing here plays or changes a game.

Examples
--------
>>> from landlord_edu.arguments import check_seed
>>> check_seed(7)
7
>>> check_seed("7")
Traceback (most recent call last):
...
landlord_edu.errors.DataError: Game: field 'seed': a seed is a whole number from ... to ..., not '7'
"""

from __future__ import annotations

import operator
import os
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .decisions import MAX_WHOLE, shape_problem, shown
from .edition import Edition, available_editions, load_edition
from .errors import DataError, IllegalAction, PlayerCountError, UnknownEdition
from .options import Options, default_options

if TYPE_CHECKING:
    from .rulesets import RuleSet

MAX_SEED = MAX_WHOLE  # seeds are saved as JSON: keep them whole numbers every JSON reader keeps exactly
MAX_NAME = 40         # a name is shown on the board and in every sentence of the log
MAX_TURNS = 1_000_000  # run(max_turns=...): far more than any game lasts (Options bound every game's length)
MAX_SCRIPT = 100_000   # scripted throws or answers: far more than a game uses


def check_seed(seed: Any, source: str = "Game", field: str = "seed") -> int:
    """``seed`` as an int: a whole number (NumPy's too), never a bool, within what JSON keeps exactly."""
    try:
        value = operator.index(seed) if not isinstance(seed, bool) else None
    except TypeError:
        value = None
    if value is None or not -MAX_SEED <= value <= MAX_SEED:
        raise DataError(source, field, f"a seed is a whole number from {-MAX_SEED} to {MAX_SEED}, not {shown(seed)}")
    return value


def check_flag(value: Any, field: str, source: str = "Game") -> bool:
    if not isinstance(value, bool):
        raise DataError(source, field, f"expected True or False, not {shown(value)}")
    return value


def check_edition(edition: Any) -> Edition:
    """An :class:`Edition` from a name, a folder's path or an edition."""
    if isinstance(edition, Edition):
        return edition
    name = os.fspath(edition) if isinstance(edition, str | os.PathLike) else None
    if isinstance(name, str):
        return load_edition(name)
    raise UnknownEdition(f"edition must be a name (one of {available_editions()}), a folder's path or an Edition, "
                         f"not {shown(edition)}")


def check_options(options: Any) -> Options:
    """Rule switches: an :class:`Options`, a mapping of switch names to values, or None (the defaults)."""
    if options is None:
        return default_options()
    if isinstance(options, Options):
        return options
    if isinstance(options, Mapping):
        return Options.from_dict(options, "options")
    raise DataError("Game", "options", f"expected Options(...) or a dict of rule switches, not {shown(options)}")


def player_range(edition: Edition, options: Options) -> tuple[int, int]:
    """The fewest and most players the edition's rules allow under these switches (the beginners'
    rules only as many as their hands)."""
    c = edition.constants
    return c.min_players, len(c.beginner_hands) if options.beginner else c.max_players


def check_count(n: int, edition: Edition, options: Options) -> None:
    """The edition's rules allow ``n`` players."""
    if options.beginner and not edition.constants.beginner_hands:
        raise IllegalAction(f"the {edition.id} rules have no beginners' hands: play without beginner=True")
    low, high = player_range(edition, options)
    if not low <= n <= high:
        why = " (the beginners' rules have only four average hands)" if options.beginner else ""
        raise PlayerCountError(f"{shown(n)} players: the {edition.id} rules allow {low} to {high}{why}")


def check_rule_switches(options: Options, edition: Edition, rules: RuleSet) -> None:
    """Refuse a switch set away from its default that the edition's rules do not read (another rule set's): it
    would change nothing, silently. The rule set's own refusal says what to use instead, where it has one."""
    from .rulesets import switch_names
    known = switch_names(rules.name)
    for name, f in Options.switch_fields().items():
        if name in known or getattr(options, name) == f.default:
            continue
        refusal = rules.refusals.get(name)
        why = f"the {edition.id} rules {refusal.api}" if refusal is not None and refusal.api else (
            f"the {edition.id} rules have no such switch (it belongs to another edition's rules)")
        raise DataError("options", name, why)


def check_players(players: Any, edition: Edition, options: Options, rules: RuleSet,
                  default_names: Sequence[str]) -> list[str]:
    """The players' names from a count or a list of names, checked against the edition's rules."""
    if isinstance(players, bool) or not isinstance(players, int | list | tuple):
        raise PlayerCountError(f"players must be a count or a list of names, not {shown(players)}")
    if isinstance(players, int):
        check_count(players, edition, options)  # before making names: a huge count must not fill memory
        return [default_names[i] if i < len(default_names) else f"Player {i + 1}" for i in range(players)]
    check_count(len(players), edition, options)
    names = [check_name(name, i, rules.accounts) for i, name in enumerate(players)]
    folded = [n.casefold() for n in names]
    if len(set(folded)) != len(folded):
        raise PlayerCountError(f"player names must differ (ignoring case): {names}")
    return names


def check_name(name: Any, i: int, accounts: Sequence[str]) -> str:
    """A player's name: a short printable word or words, not one of the public accounts' names."""
    field = f"players[{i}]"
    if not isinstance(name, str):
        raise DataError("Game", field, f"a player's name is text, not {shown(name)}")
    if not name.strip():
        raise DataError("Game", field, "a player's name cannot be empty")
    if name != name.strip() or not name.isprintable() or len(name) > MAX_NAME:
        raise DataError("Game", field, f"a player's name is up to {MAX_NAME} printable characters with no "
                                       f"spaces around it, not {shown(name)}")
    if name.casefold() in {a.casefold() for a in accounts}:
        raise DataError("Game", field, f"{name!r} is the name of a public account in the log "
                                       f"({', '.join(sorted(set(accounts)))}): choose another name")
    return name


def check_strategy_specs(strategies: Any, n: int, defaults: Sequence[str]) -> list[Any]:
    """One strategy (a name or a Strategy object) per player; None gives the default mix."""
    if strategies is None:
        return [defaults[i % len(defaults)] for i in range(n)]
    if isinstance(strategies, str | bytes) or not isinstance(strategies, Sequence):
        raise DataError("Game", "strategies", f"expected a list with one strategy per player, e.g. "
                                              f"['landlord', 'cautious'], not {shown(strategies)}")
    if len(strategies) != n:
        raise PlayerCountError(f"{n} players need {n} strategies, {len(strategies)} were given")
    return list(strategies)


def check_dice(dice: Any) -> list[Any]:
    """Scripted throws: a list (each throw is checked by the dice themselves)."""
    if isinstance(dice, str | bytes | Mapping) or not isinstance(dice, Sequence) or len(dice) > MAX_SCRIPT:
        raise DataError("dice", "(top)", f"expected a list of throws like [(3, 4), (6, 6)], not {shown(dice)}")
    return list(dice)


def check_script(answers: Any, names: Sequence[str], kinds: frozenset[str],
                 answer_types: Mapping[str, tuple[type, ...]] | None = None) -> list[dict[str, Any]]:
    """Scripted answers, checked as far as they can be before their decisions are asked: each is
    ``{"player": name, "kind": kind, "answer": value}`` with a player of this game, a kind these rules
    ask, and an answer that kind can take (by ``answer_types``, the rule set's; by default every rule set's)."""
    if isinstance(answers, str | bytes | Mapping) or not isinstance(answers, Sequence) or len(answers) > MAX_SCRIPT:
        raise DataError("answers", "(top)", f"expected a list of {{'player': ..., 'kind': ..., 'answer': ...}}, "
                                            f"not {shown(answers)}")
    return [_check_scripted(item, i, names, kinds, answer_types) for i, item in enumerate(answers)]


def _check_scripted(item: Any, i: int, names: Sequence[str], kinds: frozenset[str],
                    answer_types: Mapping[str, tuple[type, ...]] | None) -> dict[str, Any]:
    where = f"answers[{i}]"
    if not isinstance(item, Mapping) or set(item) != {"player", "kind", "answer"}:
        raise IllegalAction(f"scripted answer {i} must be {{'player': one of {sorted(names)}, 'kind': ..., "
                            f"'answer': ...}}; found {shown(item)}")
    player, kind, answer = item["player"], item["kind"], item["answer"]
    if not isinstance(player, str) or player not in names:
        raise IllegalAction(f"scripted answer {i}: {where}.player {shown(player)} is not one of {sorted(names)}")
    if not isinstance(kind, str) or kind not in kinds:
        raise IllegalAction(f"scripted answer {i}: {where}.kind {shown(kind)} is not a decision these rules ask; "
                            f"kinds are {sorted(kinds)}")
    problem = shape_problem(kind, answer, answer_types)
    if problem is not None:
        raise IllegalAction(f"scripted answer {i}: {where}.answer: {problem}")
    return {"player": player, "kind": kind, "answer": answer}


def check_max_turns(max_turns: Any) -> int | None:
    """``run(max_turns=...)``: None, or a whole number of turns from 1."""
    if max_turns is not None and (type(max_turns) is not int or not 1 <= max_turns <= MAX_TURNS):
        raise DataError("Game.run", "max_turns", f"a whole number of turns from 1 to {MAX_TURNS:,}, or None "
                                                 f"(play to the end), not {shown(max_turns)}")
    return max_turns


def check_voters(voters: Any) -> list[Any]:
    """``vote_single_tax(voters)``: a list of names or seats (each is checked against the players)."""
    if isinstance(voters, str | bytes | Mapping) or not isinstance(voters, Sequence) or len(voters) > MAX_NAME:
        raise IllegalAction(f"voters must be a list of players' names or seats, e.g. ['Ann', 'Ben'] or [0, 1], "
                            f"not {shown(voters)}")
    return list(voters)

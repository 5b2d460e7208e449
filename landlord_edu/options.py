"""Rule switches: the optional rules and the readings of ambiguous text (docs/rulings.md).

:class:`Options` holds every switch a game is played with, flat (``Options(advanced=True)``,
``options.advanced``). The switches common to every edition are :class:`CommonSwitches`; each rule set
declares its own in a :class:`Switches` class of its package (``rulesets.register(..., switches=...)``)
with its own checks, and reads them as that typed object (``options.of(TheirSwitches)``).

Examples
--------
>>> from landlord_edu import Options
>>> Options(advanced=True).advanced
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import Field, dataclass, fields
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from .decisions import shown as _shown
from .dice import STREAMS
from .errors import DataError
from .rulesets import declare_common, switch_classes

S = TypeVar("S", bound="Switches")


class Switches:
    """The base of a switch class: a frozen dataclass whose fields are switches with their defaults.

    A rule set declares one in its own package and registers it with its name; :class:`Options` then
    takes its switches by name and checks them (``check_switches``). A switch declared by two classes
    (one reading the other's) must have the same default in both.
    """

    SAVED_ORDER: ClassVar[tuple[str, ...]] = ()
    """Where its switches stand in a saved game, with the common switches it reads placed among them
    (empty: its fields in order)."""
    SAVED_WHEN_DEFAULT: ClassVar[bool] = False
    """True: a saved game lists every one of its switches; False: only those that differ from their
    defaults (so that a save reads in a process where the rule set is not registered, unless it uses it)."""
    SAVED_BEFORE: ClassVar[Mapping[str, Any]] = {}
    """What a game saved before a switch existed was played under: a saved game without the switch reads
    as this value (not today's default), so that it replays as it was played."""

    def check_switches(self) -> None:
        """Refuse a value its rules cannot play, naming the switch: ``DataError("options", name, problem)``.

        True-or-false switches (those defaulting to a bool) are checked before this is called.
        """


def check_choice(switches: Switches, name: str, allowed: tuple[str, ...]) -> None:
    """Refuse a reading of ``name`` that is not one of ``allowed``."""
    value = getattr(switches, name)
    if value not in allowed:
        raise DataError("options", name, f"{_shown(value)} is not one of {list(allowed)}")


def check_stop(switches: Switches, name: str, most: int) -> None:
    """Refuse an agreed stop (a count that ends the game) that is not None or a whole number from 1 to ``most``."""
    value = getattr(switches, name)
    if value is not None and (type(value) is not int or not 1 <= value <= most):
        raise DataError("options", name, f"expected a whole number of at least 1 and at most {most:,}, or None; "
                                         f"found {_shown(value)}")


# Upper bounds on the agreed stops, so that every game ends in a bounded number of turns (run() never
# plays for hours on a typo); each is far beyond a classroom game (a few dozen rounds at most).
LIMITS = {"max_rounds": 10_000, "max_turns": 1_000_000}


@dataclass(frozen=True)
class CommonSwitches(Switches):
    """The switches every edition has: the core reads them, or any edition may honour them.

    ``beginner`` is here because the core checks the player count against the edition's
    ``beginner_hands``; the agreed stops bound any game's length. A rule set without beginners' hands
    refuses ``beginner`` (the core's player-count check says so).
    """

    beginner: bool = False
    """To Beginners: deal the edition's average hands instead of its usual deal."""
    max_rounds: int | None = None
    """An agreed stop: play on for a set number of rounds; None uses the edition's own end."""
    max_turns: int | None = None
    """An agreed stop after this many turns; None uses the edition's number (if it has one)."""
    # Not a rule: how the game's random numbers are drawn, for every edition (docs/engine.md, Randomness).
    random_streams: str = "per_seat"
    """Each player's n-th throw, each deck's draws and each seat's random choices come from draws keyed to
    them ("per_seat": the games of an experiment's pair keep their dice), or from one dice, one card and one
    choice stream read in play order ("one_stream": as landlord_edu 0.1 drew them; old games replay)."""

    def check_switches(self) -> None:
        for name, most in LIMITS.items():
            check_stop(self, name, most)
        check_choice(self, "random_streams", STREAMS)


declare_common(CommonSwitches)


@dataclass(frozen=True)
class _Layout:
    """Every switch known now: its field (default), the classes declaring it, in the saved order."""

    classes: tuple[type[Switches], ...]
    fields: dict[str, Field[Any]]
    owners: dict[str, tuple[type[Switches], ...]]
    full: frozenset[str]          # switches a saved game always lists


@cache
def _layout_of(classes: tuple[type[Switches], ...]) -> _Layout:
    every: tuple[type[Switches], ...] = (*classes, CommonSwitches)
    declared: dict[str, Field[Any]] = {}
    owners: dict[str, list[type[Switches]]] = {}
    for cls in every:
        for f in fields(cls):  # type: ignore[arg-type]
            if f.name in declared and declared[f.name].default != f.default:
                raise DataError("options", f.name, f"declared by two switch classes with different defaults "
                                                   f"({cls.__qualname__} and {owners[f.name][0].__qualname__})")
            declared.setdefault(f.name, f)
            owners.setdefault(f.name, []).append(cls)
    ordered: dict[str, Field[Any]] = {}
    for cls in every:
        for name in cls.SAVED_ORDER or tuple(f.name for f in fields(cls)):  # type: ignore[arg-type]
            ordered.setdefault(name, declared[name])
    for name, f in declared.items():
        ordered.setdefault(name, f)
    full = frozenset(name for name, owned in owners.items()
                     if any(c.SAVED_WHEN_DEFAULT or c is CommonSwitches for c in owned))
    return _Layout(every, ordered, {k: tuple(v) for k, v in owners.items()}, full)


def _layout() -> _Layout:
    return _layout_of(switch_classes())


def default_options() -> Options:
    """The default switches, made once for the rule sets known (Options are frozen, so one serves every game:
    making them checks every switch class, which a game of a large experiment need not pay for again)."""
    return _defaults_of(switch_classes())


@cache
def _defaults_of(classes: tuple[type[Switches], ...]) -> Options:
    return Options()


class _OptionsType(type):
    @property
    def __dataclass_fields__(cls) -> dict[str, Field[Any]]:
        """Every switch, as ``dataclasses.fields(Options)`` lists them (all rule sets' and the common ones)."""
        return _layout().fields


class Options(metaclass=_OptionsType):
    """Which optional rules are on, and which reading of ambiguous text is used: every rule set's switches.

    ``Options(advanced=True, build="where_stopped")`` takes any switch of any rule set known, by name;
    an unknown switch or a bad value is a :class:`~landlord_edu.errors.DataError` naming it. Each
    switch's documentation (and its ruling, R-nn in docs/rulings.md) is in its rule set's switch class.
    """

    __slots__ = ("__dict__", "_parts")
    if TYPE_CHECKING:  # the common switches, read by the core; the others are read as their class (of())
        beginner: bool
        max_rounds: int | None
        max_turns: int | None
        random_streams: str
        _parts: dict[type[Switches], Switches]

    # to dataclasses.fields/asdict/replace and tools that walk dataclasses (dask's tokenizer), Options are a
    # frozen dataclass of every switch, as they were before the switches were split per rule set
    __dataclass_params__ = getattr(CommonSwitches, "__dataclass_params__")  # noqa: B009 (mypy does not know it)

    @property
    def __dataclass_fields__(self) -> dict[str, Field[Any]]:
        """Every switch, on an instance as on the class."""
        return _layout().fields

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        layout = _layout()
        known = list(layout.fields)
        if args:
            # Switches have no fixed position: their order depends on which rule sets are registered.
            raise DataError("options", "(arguments)", f"give switches by name: Options(advanced=True, ...); "
                                                      f"{len(args)} value(s) were given without names")
        for key in kwargs:
            if key not in layout.fields:
                raise DataError("options", key, f"unknown rule switch; known switches are {sorted(known)}")
        values = {name: f.default for name, f in layout.fields.items()}
        values.update(kwargs)
        for name, f in layout.fields.items():
            if isinstance(f.default, bool) and not isinstance(values[name], bool):
                raise DataError("options", name, f"expected True or False, found {_shown(values[name])}")
        parts: dict[type[Switches], Switches] = {}
        for cls in layout.classes:
            part = cls(**{f.name: values[f.name] for f in fields(cls)})  # type: ignore[arg-type]
            part.check_switches()
            parts[cls] = part
            values.update((f.name, getattr(part, f.name)) for f in fields(cls))  # type: ignore[arg-type]
        self.__dict__.update(values)  # plain attributes: reading a switch costs no more than before
        object.__setattr__(self, "_parts", parts)

    @staticmethod
    def saved_before() -> dict[str, Any]:
        """What a saved game that lacks a switch was played under (every switch class's ``SAVED_BEFORE``)."""
        out: dict[str, Any] = {}
        for cls in _layout().classes:
            out.update(cls.SAVED_BEFORE)
        return out

    @staticmethod
    def switch_fields() -> dict[str, Field[Any]]:
        """Every switch known now (each rule set's and the common ones) with its default, in the saved order."""
        return dict(_layout().fields)

    def of(self, cls: type[S]) -> S:
        """This game's switches of one rule set, as its own typed object (its defaults if registered since)."""
        part = self._parts.get(cls)
        if part is None:
            part = self._parts[cls] = cls()
        return part  # type: ignore[return-value]

    if not TYPE_CHECKING:  # a rule set registered after these Options were made: its switches' defaults
        def __getattr__(self, name: str) -> Any:
            f = _layout().fields.get(name) if not name.startswith("__") else None
            if f is None:
                raise AttributeError(f"'Options' object has no attribute {name!r}")
            return getattr(self.of(_layout().owners[name][0]), name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"Options are frozen: make new ones, e.g. Options(**{{**old.to_dict(), {name!r}: ...}})")

    def _items(self) -> tuple[tuple[str, Any], ...]:
        return tuple((name, getattr(self, name)) for name in _layout().fields)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Options) and self._items() == other._items()

    def __hash__(self) -> int:
        return hash(self._items())

    def __repr__(self) -> str:
        changed = ", ".join(f"{name}={value!r}" for name, value in self._items()
                            if value != _layout().fields[name].default)
        return f"Options({changed})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Options.from_dict, (self.to_dict(),))

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data, flat (the card stack as a list, as JSON reads it back)."""
        layout = _layout()
        out = {}
        for name, f in layout.fields.items():
            value = getattr(self, name)
            if name in layout.full or value != f.default:
                out[name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], source: str = "options") -> Options:
        """Options from plain data (a scenario's [rules] table, a saved game); errors name ``source``."""
        if not isinstance(data, Mapping):
            raise DataError(source, "(top)", f"expected a table of rule switches, found {_shown(data)}")
        known = _layout().fields
        for key, value in data.items():
            if key not in known:
                raise DataError(source, _shown(key).strip("'"), f"unknown rule switch; known switches are "
                                                                f"{sorted(known)}")
            if isinstance(known[key].default, bool) and not isinstance(value, bool):
                raise DataError(source, key, f"expected true or false, found {_shown(value)}")
        try:
            return cls(**data)
        except DataError as exc:
            raise DataError(source, exc.field, exc.problem) from None

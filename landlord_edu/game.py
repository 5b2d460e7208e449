"""The public face of the engine: :class:`Game`.

Examples
--------
>>> from landlord_edu import Game
>>> game = Game(players=4, seed=7)
>>> outcome = game.run()
>>> outcome.reason in ("wages", "rounds")
True
>>> game.money_is_conserved()
True

A human player makes the game pause:

>>> game = Game(players=["Ann", "Ben"], strategies=["human", "cautious"], seed=1)
>>> game.step()            # Ann's first decision: Rule 1's deal
>>> game.pending.kind
'buy_dealt'
>>> game.answer(False)     # continues to the next pending decision or the turn's end

This module is the driver: it makes the game and plays it. Game's other methods are written, with their
docstrings, in the module whose job they are and bound in the class body (``self`` is the game): the actions
outside a turn (``actions.py``), the results (``results.py``), the record (``record.py``) and its replay
(``replay.py``, which drives the game through the hooks at the end of the class).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from . import actions, fast, results
from . import record as records
from . import replay as replays
from .arguments import (
    check_dice,
    check_edition,
    check_flag,
    check_max_turns,
    check_options,
    check_players,
    check_rule_switches,
    check_script,
    check_seed,
    check_strategy_specs,
)
from .decisions import Decision
from .dice import GameRandom, check_throw
from .edition import Edition
from .engine import Engine
from .errors import GameOver, IllegalAction, NoPendingDecision
from .events import Event
from .options import Options
from .record import Agreement, Record, Vote
from .replay import Replaying
from .results import Outcome, TurnRows
from .rulesets import DEFAULT_EDITION, rule_set
from .script import Script
from .state import PACK, Player, State
from .strategies import Strategy, ask, make_strategy

DEFAULT_NAMES = ("Ann", "Ben", "Cal", "Dot", "Eve", "Fay", "Gus", "Hal")
# bots that play the game (docs/bots.md): the careless player is noise, not a default
DEFAULT_STRATEGIES = ("landlord", "cautious", "builder")
MAX_PLAYERS = 8
_TURN_END = object()


class Game:
    """One game of The Landlord's Game.

    Parameters
    ----------
    players : a count (2-8), or the players' names.
    strategies : one per player: names (``"landlord"``, ``"builder"``, ``"cautious"``, ``"careless"``,
        ``"human"``; docs/bots.md) or :class:`~landlord_edu.strategies.Strategy` objects. By default
        the seats cycle landlord, cautious, builder.
    seed : the game's seed; the same seed gives the same game on any machine.
    edition : the name of a packaged edition (:func:`~landlord_edu.edition.available_editions`; by default
        :data:`~landlord_edu.rulesets.DEFAULT_EDITION`), a folder's path, or an
        :class:`~landlord_edu.edition.Edition` (from an instructor's folder).
    options : rule switches (:class:`~landlord_edu.options.Options`).
    dice : throws to use before the seeded dice, e.g. ``[(3, 4), (6, 6)]``.
    answers : scripted decisions, each ``{"player": name, "kind": kind, "answer": value}``,
        used in order when the next one matches the decision asked.
    record_events : keep the event log (turn off for speed in large experiments).
    record_turns : keep a snapshot of every turn's end, for :meth:`history`, :meth:`rows` and the
        live chart (turn off for speed when only the final result matters).
    """

    def __init__(self, players: int | Sequence[str] = 4, *, strategies: Sequence[str | Strategy] | None = None,
                 seed: int = 0, edition: str | Edition = DEFAULT_EDITION, options: Options | None = None,
                 dice: Sequence[Sequence[int]] = (), answers: Sequence[dict[str, Any]] = (),
                 record_events: bool = True, record_turns: bool = True, _state: State | None = None) -> None:
        # every argument is checked before anything is built (landlord_edu.arguments)
        self.edition = check_edition(edition)
        self.rules = rule_set(self.edition)
        self.options = check_options(options)
        check_rule_switches(self.options, self.edition, self.rules)
        names = check_players(players, self.edition, self.options, self.rules, DEFAULT_NAMES)
        specs = check_strategy_specs(strategies, len(names), DEFAULT_STRATEGIES)
        self.strategies = [make_strategy(s) for s in specs]
        self.seed = check_seed(seed)
        self.dice_script = [check_throw(t, f"dice[{i}]") for i, t in enumerate(check_dice(dice))]
        self.scripted = check_script(answers, names, self.rules.kinds, self.rules.answer_types)
        check_flag(record_events, "record_events")
        check_flag(record_turns, "record_turns")
        state = _state or self._fresh_state(names)
        for player, strategy in zip(state.players, self.strategies, strict=True):
            player.strategy = strategy.name
        rng = GameRandom(self.seed, self.dice_script, self.options.random_streams)
        self.engine = Engine(self.edition, self.options, state, rng, record_events)
        self._initial = state.to_dict() if _state is not None else None
        self._script = Script(self.scripted)  # the scripted answers not yet used
        self.answers: list[Any] = []          # every decision's answer, in order: the replay record
        self.votes: list[Vote] = []           # Single Tax votes made from outside a turn
        self.agreements: list[Agreement] = []  # Rule 19 agreements to stop, made from outside a turn
        self._replaying: Replaying | None = None  # while replaying a record: what it has still to make
        self.pending: Decision | None = None
        self._send: Any = None
        self._rows = TurnRows(record_turns)
        self._begun = _state is not None  # a staged position is already a running game
        self._opened = False  # the opening row (the position after the setting up, or the staged one) is kept
        self._proc = self._play(setup_needed=_state is None)
        self._money = self.engine.money_total()
        self.fast_turns = 0  # turns the rule set's fast core played (landlord_edu.fast); the rest were the reference's

    # ----- construction helpers --------------------------------------------
    def _fresh_state(self, names: list[str]) -> State:
        size = self.edition.board.size
        players = [Player(name=n, seat=i, strategy=self.strategies[i].name) for i, n in enumerate(names)]
        state = State(players=players, owner=[PACK] * size, houses=[0] * size, house_owner=[PACK] * size,
                      wage_level=self.edition.constants.wages)
        if self.rules.new_state is not None:
            self.rules.new_state(state, self.edition, self.options)
        return state

    # ----- read access ------------------------------------------------------
    @property
    def state(self) -> State:
        return self.engine.state

    @property
    def events(self) -> list[Event]:
        return self.engine.events

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def started(self) -> bool:
        """True once the setting up (turn 0) is done; a scenario game starts at once."""
        return self._begun

    @property
    def turn(self) -> int:
        return self.state.turn

    def player(self, name_or_seat: str | int) -> Player:
        return self.state.players[self._seat(name_or_seat)]

    def money_is_conserved(self) -> bool:
        return self.engine.money_total() == self._money

    # ----- playing ----------------------------------------------------------
    def _play(self, setup_needed: bool) -> Generator[Any, Any, None]:
        st = self.state
        rules = self.rules
        if setup_needed:  # setting up is "turn 0": one step of its own
            yield from rules.setup(self.engine)
        self._open()
        self._begun = True
        if setup_needed:
            yield _TURN_END
        while not st.over:
            st.turn += 1
            seat = st.current
            yield from rules.play_turn(self.engine, seat)
            st.current = (seat + 1) % len(st.players)
            if st.current == st.first:
                st.round += 1
            rules.check_end(self.engine)
            self._rows.add(self)
            yield _TURN_END

    def step(self) -> None:
        """Play until the end of the current turn, or until a human must decide.

        The first step of a new game plays the setting up (first player, Rule 1's deal): turn 0.
        """
        self._check_can_play()
        self._drive()

    def run(self, max_turns: int | None = None) -> Outcome | None:
        """Play turns until the game ends (returns the :class:`Outcome`), a human must decide
        (returns None), or ``max_turns`` more turns are played."""
        max_turns = check_max_turns(max_turns)
        self._check_can_play()
        target = None if max_turns is None else self.state.turn + max_turns
        # the setting up (turn 0) by a fast core that plays it, else by the reference; then the fast core where it
        # applies; then the reference, turn by turn, for whatever is left
        if not self._begun and (target is None or target > 0) and self.run_fast(target) is None:
            self._drive()
        if self.pending is None:
            self.run_fast(target)
        while not self.state.over and self.pending is None and (target is None or self.state.turn < target):
            self._drive()
        return self.outcome() if self.state.over else None

    def _open(self) -> None:
        """Keep the opening row (the position after the setting up, or the staged one), once."""
        if not self._opened:
            self._opened = True
            self._rows.add(self)

    def run_fast(self, until_turn: int | None = None) -> fast.FastRun | None:
        """Let the rule set's fast core play on until ``until_turn`` turns are played (or the end), if it
        applies here (:mod:`landlord_edu.fast`; ``fast.why_not(game)`` says why not); returns what it played,
        or None when it played nothing. :meth:`run` calls it: the same game results either way. Before the
        setting up it plays only if the fast core plays the setting up too (``FastCore.plays_setup``)."""
        if self.state.over or (self._begun and until_turn is not None and self.state.turn >= until_turn):
            return None
        core = fast.core_for(self)
        if core is None or not (self._begun or getattr(core, "plays_setup", False)):
            return None
        if self._begun:
            self._open()  # a staged position's opening row, if the reference has not kept it yet
        else:
            self._opened = True  # a core that plays the setting up returns its row among the rows
        # a fresh driver, set up: a turn the core hands to the reference (_drive), and the reference after it,
        # play on from the position the core leaves
        self._proc = self._play(setup_needed=False)
        played = core.play(self, until_turn)
        self._begun = True
        self.answers.extend(played.answers)
        self.engine.take_events(played.events, played.seq)
        self._rows.extend(played.rows)
        self.fast_turns += played.turns
        return played

    def answer(self, value: Any) -> None:
        """Answer the pending decision, then play on to the end of the turn or the next pending decision.

        Raises :class:`~landlord_edu.errors.IllegalAction` (state unchanged) if the answer is not allowed.
        """
        if self.pending is None:
            raise NoPendingDecision("no decision is waiting for an answer; call step() or run() to play")
        value = self.pending.validate(value)
        self._give(value)
        self.pending = None
        self._drive()

    def _seat(self, who: str | int) -> int:
        n = len(self.state.players)
        if type(who) is int and 0 <= who < n:
            return who
        if isinstance(who, str) and any(p.name == who for p in self.state.players):
            return self.state.seat_of(who)
        raise IllegalAction(f"{who!r} is not a player: use a name from {[p.name for p in self.state.players]} "
                            f"or a seat 0..{n - 1}")

    def _check_can_play(self) -> None:
        if self.state.over:
            raise GameOver(f"the game is over ({self.state.end_reason}); start a new Game to play again")
        if self.pending is not None and not self.strategies[self.pending.player].human:
            self._ask_again()  # a bot's decision left pending by a refused answer: its strategy may be fixed now
        if self.pending is not None:
            who = self.state.players[self.pending.player].name
            raise IllegalAction(f"waiting for {who} to answer: {self.pending.prompt}; use game.answer(...)")

    def _drive(self) -> None:
        """Run the rules until the turn ends or a human must answer."""
        proc = self._proc
        while True:
            try:
                item = proc.send(self._send)
            except StopIteration:
                if not self.state.over:  # only a bug in the rules can end the procedure early
                    raise RuntimeError("the game's rules stopped unexpectedly; please report this game's "
                                       "seed and answers") from None
                return
            self._send = None
            if item is _TURN_END:
                return
            try:
                answer = self._answer_for(item)
            except IllegalAction:
                self.pending = item  # the rules wait for this answer: the user may give it, or step() asks again
                raise
            if answer is _TURN_END:
                self.pending = item
                return
            self._give(answer)

    def _give(self, answer: Any) -> None:
        self.answers.append(answer)
        self._send = answer

    def _answer_for(self, d: Decision) -> Any:
        if self._replaying is not None:  # the record's answers; a replay pauses where they end
            return self._replaying.answer(self, d, pause=_TURN_END)
        if self._script.fits(d, self.state.players[d.player].name):
            return self._script.take(d)
        strategy = self.strategies[d.player]
        return _TURN_END if strategy.human else ask(strategy, d, self)

    def _ask_again(self) -> None:
        """Ask the strategy of the pending decision's seat again; if it answers, play on from there."""
        d = self.pending
        assert d is not None
        answer = ask(self.strategies[d.player], d, self)
        self.pending = None
        self._give(answer)

    # ----- outside a turn: votes and agreements to stop (actions.py, where their docstrings are) -------------
    vote_single_tax = actions.vote_single_tax
    vote_single_tax_before = actions.vote_single_tax_before
    agree_to_stop = actions.agree_to_stop

    # ----- the record (record.py) and its replay (replay.py); a saved game is a record: persistence.py ------
    record = records.record
    replay = classmethod(replays.replay)

    # ----- results (results.py, where their docstrings are) -------------------------------------------------
    scores = results.scores
    wealth = results.wealth
    wealths = results.wealths
    rows = results.rows
    standings = results.standings
    outcome = results.outcome
    result = results.result
    history = results.history
    turn_summary = results.turn_summary

    # ----- internal hooks of actions.py and replay.py (which also calls ``_drive``) ------------------------
    def _after_agreement(self) -> None:
        """After an agreement to stop, made or replayed: if it ended the game between turns, the last turn's
        row shows the settled end."""
        if self.state.over:
            self._rows.replace_last(self)

    @contextmanager
    def _replaying_from(self, record: Record) -> Iterator[Replaying]:
        """Internal hook of :func:`~landlord_edu.replay.replay_to_end`: while it drives, the record's answers
        are given first and no scripted answer is used (those used are among the recorded answers)."""
        self._script = Script(self.scripted, len(self.scripted))
        self._replaying = Replaying.of(record)
        try:
            yield self._replaying
        finally:
            self._replaying = None
            self._script = Script(self.scripted, record.script_used)

    # ----- display -----------------------------------------------------------------------------------------
    def _repr_svg_(self) -> str:
        """The board as SVG, so a notebook shows the game even without widgets or a kernel."""
        from .board.svg import board_svg
        return board_svg(self)

    def __repr__(self) -> str:
        names = ", ".join(p.name for p in self.state.players)
        return f"<Game {self.edition.id} seed={self.seed} turn={self.state.turn} players=[{names}]>"

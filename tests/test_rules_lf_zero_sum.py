"""Zero-Sum Laissez-faire (An Alternate Game): the draft (the first player first, then the lowest total value,
ties to the left of the last to choose), taxes and jail fees to the centre, the centre taken at Start instead of
$200, and net worth in cash only."""

from __future__ import annotations

import pytest

from landlord_edu import DataError, Game, Options
from landlord_edu.editions.laissez_faire.draft import next_picker
from landlord_edu.editions.laissez_faire.ending import net_worth

from ._rules_lf import cite, events, lf_game, money_moves, part

CENTRE = "CENTRE"


def drafted(players: int = 2, **kw):
    """A zero-sum game whose draft the humans answer with the dearest card each time."""
    game = Game(["Ann", "Ben", "Cal"][:players], strategies=["human"] * players, edition="laissez-faire",
                dice=[*[(6, 6), (1, 1), (1, 2)][:players], (3, 4), (2, 2), *kw.pop("dice", [])],
                options=Options(lf_zero_sum=True, **kw))
    picks = []
    game.step()
    while game.pending is not None and game.pending.kind == "draft":
        d = game.pending
        prices = d.context["prices"]
        pick = max(d.options, key=lambda k: prices[str(k)])
        picks.append((d.player, pick))
        game.answer(pick)
    return game, picks


def test_the_draft_gives_out_every_card_first_player_first_then_the_lowest_total_value() -> None:
    game, picks = drafted()
    assert picks[:4] == [(0, "hmc"), (1, 39), (1, 37), (0, 34)]  # Ben holds $400 < $500, then $750 > $500
    assert all(o != -1 for i, o in enumerate(game.state.owner) if game.edition.board.spaces[i].kind
               in ("lot", "railroad", "franchise"))
    assert part(game).hmc == 0 and part(game).pdc >= 0
    assert events(game, "draft")[0].rule == cite("An Alternate Game")


def test_a_tie_goes_to_the_tied_player_nearest_the_left_of_the_last_to_choose() -> None:
    game = lf_game(players=3)
    assert next_picker(game.engine, 1) == 2  # all hold nothing: Cal sits to Ben's left
    assert next_picker(game.engine, 2) == 0


def test_taxes_go_to_the_centre_which_a_player_passing_start_takes_instead_of_200() -> None:
    from landlord_edu.editions.laissez_faire.spaces import income_tax
    game, _ = drafted(dice=[(1, 3)])
    due = income_tax(game.engine, 0)
    since = len(game.events)
    game.step()
    game.answer("throw")  # Ann to the Income Tax
    while game.pending is not None:  # quotes refused, then the first lodging offered
        game.answer(game.pending.options[0])
    assert ("tax", "Ann", CENTRE, due, cite("Taking a Turn")) in money_moves(game, since)
    centre = part(game).centre
    assert centre >= due
    game.state.players[1].position = 38
    game.engine.rng.script = [(1, 2)]
    since = len(game.events)
    game.step()
    while game.pending is not None:
        game.answer("throw" if game.pending.kind == "turn" else game.pending.options[0])
    moves = money_moves(game, since)
    assert ("centre", CENTRE, "Ben", centre, cite("An Alternate Game")) in moves
    assert not [m for m in moves if m[0] == "wages"]


def test_net_worth_is_cash_only_and_a_demolition_paid_by_the_bank_is_refused() -> None:
    game, _ = drafted()
    assert net_worth(game.engine, 0) == game.state.players[0].cash
    with pytest.raises(DataError, match="lf_demolition"):
        Options(lf_zero_sum=True, lf_demolition="owner_receives")

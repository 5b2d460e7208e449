"""Laissez-faire's board drawn from its data and state: prices, the bank's price now, the overheads in the centre."""

from __future__ import annotations

from landlord_edu.board.view import board_view
from landlord_edu.board_svg import board_svg

from ._rules_lf import lf_game, part

PENNSYLVANIA = 29


def test_the_board_shows_prices_the_banks_price_and_the_overheads() -> None:
    game = lf_game(owner={PENNSYLVANIA: "Ben"}, houses={PENNSYLVANIA: 1})
    part(game).pom = 12
    svg = board_svg(game)
    assert ">$280<" in svg and ">house $150<" in svg and "overhead $34" in svg  # the seed's example, on the space
    for city in ("NEW ORLEANS", "LOS ANGELES", "CHICAGO", "PHILADELPHIA", "BOSTON", "WASHINGTON", "SAN FRANCISCO",
                 "NEW YORK"):
        assert 'le-lf-city" ' in svg.split(f">{city}</text>")[0].rsplit("<text", 1)[1], city  # a city's name
    assert "bank $30" in svg  # Georgetown: not the whole city's 2 x 26 (Ben holds one), but 2 x its $15 overhead
    assert "Property Overhead Multiplier 1.2" in svg and "Electric Company $12" in svg
    view = board_view(game)
    assert "net worth $1,500" in view.describe_board(game)
    assert view.space_details(game, PENNSYLVANIA, None)["overhead"] == 34
    assert view.wealth_word == "Net worth"


def test_the_decision_panel_shows_its_decisions() -> None:
    from landlord_edu.widgets.view import GameView
    view = GameView(players=["Ann", "Ben", "Cal"], strategies=["human"] * 3, seed=3, edition="laissez-faire")
    game, shown = view.game, set()
    while not {"quote", "lodge", "turn"} <= shown and game.state.turn < 60:
        if game.pending is None:
            game.step()
            continue
        decision = game.pending
        view.decision.show(game)
        assert decision.prompt in view.decision.children[0].value
        shown.add(decision.kind)
        game.answer(decision.options[0])
    assert {"quote", "lodge"} <= shown


def test_a_spaces_price_now_follows_the_game_on_the_drawn_board() -> None:
    """The board is drawn once and its changing words filled by id: a property bought shows its owner's overhead."""
    from landlord_edu.editions.laissez_faire.overhead import property_overhead
    from landlord_edu.widgets.board import BoardWidget
    game = lf_game()
    widget = BoardWidget(game)
    node = f'id="le-lf-now-{PENNSYLVANIA}"'
    assert node in widget.skeleton and widget.texts[f"le-lf-now-{PENNSYLVANIA}"].startswith("bank $")
    game.state.owner[PENNSYLVANIA] = 1
    widget.update()
    assert widget.texts[f"le-lf-now-{PENNSYLVANIA}"] == f"overhead ${property_overhead(game.engine, PENNSYLVANIA)}"
    assert "le-lf-now-" not in board_view(game).describe_board(game)

"""Landlord!'s street view: every building and room drawn from the state, with the tenants' rents and the marks
in words (empty, squatters, rent withheld, the jail); the same picture for the static board, the handout and the
live widget; type as large as the board's."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html import escape

import pytest

from landlord_edu import Game
from landlord_edu.board.svg import board_svg, describe_board
from landlord_edu.class_game.views import board_layers
from landlord_edu.editions.friese.data import KINDS
from landlord_edu.editions.friese.state import Building
from landlord_edu.editions.friese.street_view import FONT, street_svg
from landlord_edu.widgets import BoardWidget, GameView, handout

from ._rules_ll import ED, live, part, street

SVG = "{http://www.w3.org/2000/svg}"


def _table(players: int = 3) -> Game:
    """A game not set up, whose street a test lays out card by card (tests/_rules_ll.py)."""
    return Game(["Ann", "Ben", "Cal"][:players], strategies=["human"] * players, seed=1, edition=ED)


def _labels(svg: str, cls: str) -> list[str]:
    """The aria-labels of the groups whose class starts with ``cls``, in the order drawn."""
    root = ET.fromstring(svg)
    return [e.get("aria-label", "") for e in root.iter(f"{SVG}g") if e.get("class", "").startswith(cls)]


def _position() -> Game:
    """Ann: students in a cellar and on the ground floor under celebrities; pensioners and a mother with child
    in a roof dwelling under a dormer. Ben: squatters under a flat roof; a manager whose rent is withheld under
    a renovated roof. Cal in jail, with no building."""
    game = _table()
    g = game.engine
    b0 = street(g, 0, 3, cellar=True)
    live(g, b0, "Student", 0)
    live(g, b0, "Student", 1)
    live(g, b0, "Celebrities", 2, 3)
    b1 = street(g, 0, 2, "Roof dormer")
    live(g, b1, "Pensioners", 1)
    live(g, b1, "Mother with child", 3)
    b2 = street(g, 1, 4, "Flat roof")
    live(g, b2, "Squatters", 2)
    live(g, b2, "Single", 1)
    b3 = street(g, 1, 1, "Roof renovation")
    b3.roof_kind, b3.roof_habitable = "converted", True
    manager = live(g, b3, "Manager", 1)
    part(g).withheld.append([manager, next(i for i, c in enumerate(g.c.deck) if c.kind == "rent_withheld")])
    part(g).jailed = 2
    return game


def test_a_scripted_street_shows_each_tenant_its_rent_and_the_marks_in_words() -> None:
    svg = board_svg(_position())
    rooms = _labels(svg, "le-room-")
    assert rooms == [
        "Cellar: Student, $4 (card $2)", "Ground floor: Student, $6 (card $2)",  # students 2, 3; doubled
        "Floor 2 and floor 3: Celebrities, $2 (card $4)",
        "Ground floor: Pensioners, $6", "Floor 2: empty, pays $1", "Roof dwelling: Mother & child, $3",
        "Ground floor: Single, $0: squatters", "Floor 2: squatters, pay nothing", "Floor 3: empty, $0: squatters",
        "Floor 4: empty, $0: squatters",
        "Ground floor: Manager, $0: WITHHELD", "Roof dwelling: empty, pays $1"]
    assert _labels(svg, "le-building") == [
        "Ann's building 0: 3 floors, a cellar, roof; rent now $12",
        "Ann's building 1: 2 floors, dormer (lived in); rent now $10",
        "Ben's building 2: 4 floors, flat roof; rent now $0; squatters: the building pays no rent",
        "Ben's building 3: 1 floor, renovated roof (lived in); rent now $1"]
    # the marks are words on the picture, not colours alone
    for words in (">SQUATTERS<", ">SQUATTERS: no rent<", ">$0: WITHHELD<", ">pays $1<", ">Dormer<", ">Flat roof<",
                  ">Renovated<", ">Roof<", "JAIL: Cal (collects $1 a building without squatters; $5 to leave)",
                  ">Cal · $0<", ">0 cards in hand · IN JAIL<"):
        assert words in svg, words
    assert svg.count('class="le-room-empty"') == 4 and svg.count('class="le-room-squatters"') == 1
    assert svg.count('class="le-room-withheld"') == 1 and 'fill="url(#le-hatch)"' in svg


def test_every_card_kind_a_street_is_made_of_is_drawn() -> None:
    """Every tenant card (squatters included) in a room, every roof (normal, renovated, dormer, flat), a cellar;
    floors made of every other kind of card (a floor is a card's back, whatever its front)."""
    game = _table()
    g = game.engine
    deck = g.c.deck
    backs = [i for i, c in enumerate(deck) if not c.is_tenant and c.kind not in ("roof", "dormer", "flat_roof")]
    assert {deck[i].kind for i in backs} | {"roof", "dormer", "flat_roof", "tenant", "squatters"} == set(KINDS)
    tenants = list(dict.fromkeys(c.name for c in deck if c.is_tenant))
    roofs = [next(i for i, c in enumerate(deck) if c.kind == kind) for kind in ("roof", "roof", "dormer", "flat_roof")]
    own = part(g)
    floors = [backs[k::4][:5] for k in range(4)]
    for k, (kind, roof) in enumerate(zip(("roof", "converted", "dormer", "flat_roof"), roofs, strict=True)):
        own.buildings.append(Building(k, k % 3, floors[k], roof, kind, [], kind in ("converted", "dormer"),
                                      backs[-1] if k == 0 else -1, [-1] * 7))
    rooms = [(b, r) for b in own.buildings for r in b.habitable()]
    for name, (b, r) in zip(tenants, rooms, strict=False):
        live(g, b, name, r)
    svg = street_svg(game)
    ET.fromstring(svg)  # well-formed
    shown = {"Mother with child": "Mother &amp; child", "Squatters": "SQUATTERS"}
    for name in tenants:
        assert f">{shown.get(name, name)}<" in svg, name
    for word in ("Roof", "Renovated", "Dormer", "Flat roof"):
        assert f">{word}<" in svg, word
    assert len(_labels(svg, "le-building")) == 4 and _labels(svg, "le-room-")[0].startswith("Cellar: ")


def test_a_played_game_names_every_building_and_player_in_the_picture_and_in_words() -> None:
    game = Game(players=["Ann", "Ben", "Cal", "Dot"], seed=3, edition=ED)
    game.run(max_turns=400)
    own = part(game.engine)
    assert game.over and len(own.buildings) >= 8
    svg = board_svg(game)
    root = ET.fromstring(svg)
    assert root.get("class") == "board-svg le-street" and root.get("aria-describedby") == "le-board-desc"
    labels = _labels(svg, "le-building")
    drawn = [int(m.group(1)) for x in labels if (m := re.search(r"building (\d+)", x))]
    assert sorted(drawn) == sorted(b.id for b in own.buildings)
    assert drawn == [b.id for seat in range(4) for b in own.buildings if b.owner == seat]  # grouped by owner
    for b in root.iter(f"{SVG}g"):
        if b.get("class") == "le-building":
            assert b.find(f"{SVG}title").text == b.get("aria-label")
    said = describe_board(game)
    assert all(p.name in said for p in game.state.players) and said.count("'s building ") == len(own.buildings)
    assert root.find(f"{SVG}desc").text == said
    assert "Game over" in svg


def test_no_word_is_smaller_than_the_boards_smallest() -> None:
    """The board's smallest type is 14 units of a 900-wide picture; the street's is 15 of 900."""
    svg = board_svg(_position())
    assert 'viewBox="0 0 900 ' in svg
    sizes = [int(px) for px in re.findall(r"font:(?:\d00 )?(\d+)px", svg)]
    assert sizes and min(sizes) == FONT >= 15
    assert "font-size" not in svg  # every word takes a class of the style above


def test_the_static_exports_are_the_street() -> None:
    game = Game(players=3, seed=5, edition=ED)
    game.run(max_turns=30)
    svg = street_svg(game)
    assert game._repr_svg_() == board_svg(game) == svg
    page = handout(game)
    assert svg in page and escape(describe_board(game)) in page
    bundle = BoardWidget(game)._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert data["image/svg+xml"] == svg


def test_the_live_board_redraws_the_street_after_each_step() -> None:
    view = GameView(players=["Ann", "Ben", "Cal"], seed=5, edition=ED)
    pictures = [view.board.skeleton]
    for _ in range(6):
        view.step()
        pictures.append(view.board.skeleton)
        assert view.board.skeleton == street_svg(view.game)
    assert len(set(pictures)) == len(pictures)  # the deal and each turn change the street, the status or money
    assert 'class="le-building"' in pictures[-1]
    assert view.board.texts["le-status"] in pictures[-1]
    view.board.selected = -2  # "D": the whole street in words
    assert view.board.details == describe_board(view.game)


def test_the_class_games_pages_are_sent_the_street_with_each_update() -> None:
    game = Game(players=3, seed=5, edition=ED)
    game.run(max_turns=8)
    assert board_layers(game)["skeleton"] == street_svg(game)


@pytest.mark.parametrize("edition", ["1906", "1939", "laissez-faire"])
def test_a_board_with_a_track_is_drawn_as_before(edition: str) -> None:
    game = Game(players=3, seed=2, edition=edition)
    assert 'class="le-space' in board_svg(game) and "le-street" not in board_svg(game)
    assert "skeleton" not in board_layers(game)  # the track's skeleton is sent once, not with each update

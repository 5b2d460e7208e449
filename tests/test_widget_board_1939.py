"""The 1939 board drawn and described (headless): its kinds and colours, the reconstruction marks,
the Jail and the Island, the centre's three accounts, the Frontier, face-up SO WHAT cards, Deeds,
Shares and Houses, and a selected space's facts."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest

from landlord_edu import Game, Options
from landlord_edu.board.svg import (
    board_svg,
    centre_texts,
    describe_board,
    describe_space,
    holdings,
    skeleton,
    space_details,
    token_positions,
)
from landlord_edu.editions.phillips1939.board import ISLAND_BOX, jail_box
from landlord_edu.state import IN_JAIL, ON_ISLAND
from landlord_edu.widgets import BoardWidget

KINDS = ("go", "frontier", "lot", "foreign_lot", "no_trespassing", "real_estate_office", "railroad", "utility",
         "so_what", "hotel")


def first_game(condition: Callable[[Game], bool], *, players: int = 4, options: Options | None = None,
               seeds: range = range(40)) -> Game:
    """The first 1939 game (by seed) that reaches a turn's end where ``condition`` holds, stopped there."""
    for seed in seeds:
        game = Game(players=players, seed=seed, edition="1939", options=options)
        while not game.over:
            game.step()
            if condition(game):
                return game
    raise AssertionError("no seed reached the position wanted")


@pytest.fixture(scope="module")
def dealt() -> Game:
    game = Game(players=4, seed=1, edition="1939")
    game.step()  # the deal
    return game


def test_the_1939_board_draws_its_40_spaces_kinds_and_colours(dealt: Game) -> None:
    svg = board_svg(dealt)
    assert svg.count('class="le-space ') == 40
    for kind in KINDS:
        assert f"le-kind-{kind}" in svg, kind
    assert 'fill="#eee2d3"' in svg                                       # brown utilities (Rule 8)
    assert "#fbe1ec" in svg and "#fbf4cf" in svg and "#dde9f6" in svg   # pink hotel, yellow offices, blue SO WHAT
    for name in ("WAYBACK", "BACKWOODS", "ENGLISH", "VILLAGE", "BLUEBLOOD", "LA SWELLE", "HOTEL", "SLAMBANG",
                 "LICKETY-CUT", "REAL", "SO WHAT?"):
        assert name in svg, name
    for gone in ("PUBLIC TREASURY", "MISCELLANEOUS", "POOR HOUSE", "Natural Opportunity", "Mother Earth"):
        assert gone not in svg, gone
    assert "url(#le-hatch)" in svg                                       # the Frontier, hatched (free land)
    assert svg.count('class="le-pennant"') == 1                          # English Village's foreign landlord
    assert dealt._repr_svg_() == svg


def test_spaces_show_rent_wage_check_and_fare_per_share(dealt: Game) -> None:
    svg = skeleton(dealt)
    assert ">Rent $100</text>" in svg and ">Wages $300</text>" in svg    # Section A lots
    assert ">Rent $250</text>" in svg and ">Wages $450</text>" in svg    # Section D lots
    assert svg.count(">$100 a Share</text>") == 3 and svg.count(">$50 a Share</text>") == 3
    assert ">Ride 6–14</text>" in svg and ">Then ride in B</text>" in svg
    assert ">Bill $200</text>" in svg and ">Foreign-owned</text>" in svg
    assert ">R1(a)</text>" in svg and ">R7</text>" in svg and ">R9(a)</text>" in svg
    assert ('aria-label="28: English Village, Section C, Rule 2, reconstructed, foreign lot, Foreign-owned, '
            'Rent $200') in svg


def test_reconstructed_spaces_carry_an_r_and_the_board_says_it_is_reconstructed(dealt: Game) -> None:
    svg = skeleton(dealt)
    spaces = dealt.edition.board.spaces
    reconstructed = [s.index for s in spaces if s.confidence == "reconstructed"]
    assert 20 < len(reconstructed) < 40
    assert svg.count('class="le-recon"') == len(reconstructed)
    for s in spaces:
        group = re.search(rf'<g class="le-space[^"]*" id="le-space-{s.index}".*?</g>', svg).group(0)
        assert ('class="le-recon"' in group) == (s.confidence == "reconstructed"), s.name
    assert "r = reconstructed for landlord_edu" in svg and "docs/edition-1939.md" in svg
    assert "reconstructed" in re.search(r"<desc[^>]*>(.*?)</desc>", svg).group(1)
    assert svg.count(">SECTION ") == 4 and "Wage Check $350 · land rent $150" in svg


def test_the_centre_names_the_government_the_bank_and_lord_blueblood(dealt: Game) -> None:
    svg = skeleton(dealt)
    for account in ("GOVERNMENT", "BANK", "LORD BLUEBLOOD", "JAIL", "THE ISLAND"):
        assert f">{account}</text>" in svg, account
    texts = centre_texts(dealt)
    st = dealt.state
    assert texts["le-treasury"] == f"${st.treasury:,}" and texts["le-misc"] == f"${st.misc:,}"
    assert texts["le-misc-note"] == "left of its $30,000" and texts["le-blueblood"] == "$0"
    assert texts["le-frontier"] == "THE FRONTIER (Wayback and Backwoods): open, free land · wages $300"
    assert texts["le-face-up"] == "No SO WHAT card lies face up"
    assert texts["le-supplies"].startswith("SO WHAT pack 18 · Idle Land pile 7 · Houses with the Banker 36 of 40")
    assert texts["le-player-0"] == "Ann · cash $2,500 · 0 Wage Checks $0 uncashed · rounds 0 · money $2,500"
    filled = board_svg(dealt)
    assert f">{texts['le-frontier']}</text>" in filled and ">$0</text>" in filled


def test_wage_checks_rounds_debts_and_face_up_cards_reach_the_centre() -> None:
    game = first_game(lambda g: any(n == 18 for n, _ in g.state.phillips.face_up),
                      options=Options(so_what_stack=(18,)))
    texts = centre_texts(game)
    drawer = game.engine.name(next(who for n, who in game.state.phillips.face_up if n == 18))
    assert f"SO WHAT 18 100% Site Value Tax Law IN FORCE ({drawer})" in texts["le-face-up"]
    for p, hold in zip(game.state.players, game.state.phillips.holders, strict=True):
        checks = f"{len(hold.checks)} Wage Check{'s' * (len(hold.checks) != 1)} ${sum(hold.checks):,} uncashed"
        assert checks in texts[f"le-player-{p.seat}"] and f"rounds {hold.rounds}" in texts[f"le-player-{p.seat}"]
    island = first_game(lambda g: any(n == 17 for n, _ in g.state.phillips.face_up),
                        options=Options(so_what_stack=(17,)))
    assert "SO WHAT 17 The Island is Free (" in centre_texts(island)["le-face-up"]


def test_deeds_shares_and_houses_are_marked_on_the_board(dealt: Game) -> None:
    layer = holdings(dealt)
    st = dealt.state
    for seat in range(4):
        deeds = sum(1 for i in dealt.engine.lots if st.owner[i] == seat)
        assert layer.count(f'href="#le-mark-{seat}"') == deeds
    assert layer.count('class="le-shares"') == 6                     # every line's Shares were dealt
    built = first_game(lambda g: sum(g.state.houses) >= 2)
    assert 'class="le-houses"' in holdings(built) and 'href="#le-tab-' in holdings(built)


def test_the_closed_frontier_and_doubled_sections_show_on_the_board() -> None:
    game = first_game(lambda g: g.state.phillips.frontier_closed, players=5)
    owner = game.engine.name(game.state.phillips.frontier_owner)
    layer = holdings(game)
    assert layer.count("CLOSED · $100") == 2
    frontier = centre_texts(game)["le-frontier"]
    assert frontier == f"THE FRONTIER (Wayback and Backwoods): closed · held by {owner} · rent $100"
    section_a = game.edition.board.sections["A"]
    assert ">LAND RENT ×2 (Rule 1(c))</text>" in layer                # four Houses in A doubled its rent
    doubled = [s for s in "ABCD" if sum(game.state.houses[i] for i in game.edition.board.sections[s]) >= 4]
    assert layer.count("LAND RENT ×2") == len(doubled)
    details = space_details(game, section_a[0])
    assert details["doubled"] is True and details["rent_now"] == 2 * details["rent"]


def test_tokens_in_jail_and_on_the_island_stand_in_their_boxes() -> None:
    game = first_game(lambda g: {IN_JAIL, ON_ISLAND} <= {p.status for p in g.state.players},
                      options=Options(so_what_stack=(17, 18)))
    positions = token_positions(game)
    for p in game.state.players:
        if p.status in (IN_JAIL, ON_ISLAND):
            x, y, w, h = jail_box(game) if p.status == IN_JAIL else ISLAND_BOX
            px, py = positions[p.seat]
            assert x <= px <= x + w and y <= py <= y + h, (p.name, p.status)
    assert "(in Jail)" in " ".join(centre_texts(game).values())
    assert "(on the Island)" in " ".join(centre_texts(game).values())


def test_selecting_a_space_gives_the_1939_facts(dealt: Game) -> None:
    spaces = dealt.edition.board.spaces
    lot = next(s for s in spaces if s.kind == "lot" and dealt.state.owner[s.index] != dealt.state.current)
    d = space_details(dealt, lot.index)
    assert d["rule"] == "1939 Rule 1(a)" == dealt.edition.cite(lot.rule)
    assert d["confidence"] == "reconstructed" and d["reconstructed"] == ["index", "name", "rent"]
    assert d["rent_now"] == lot.rent and d["cost"] == lot.rent and d["doubled"] is False
    assert d["owner"] == dealt.engine.name(dealt.state.owner[lot.index])
    assert d["wage_check"] == dealt.edition.constants.wage_checks[lot.section]
    rail = space_details(dealt, 10)
    shares = dealt.edition.decks.shares
    expected = {dealt.engine.name(seat): n for seat in range(4)
                if (n := sum(1 for k, who in enumerate(dealt.state.phillips.share_owner)
                             if who == seat and shares[k] == 10))}
    assert rail["shares"] == expected and sum(expected.values()) == 3
    text = describe_space(dealt, 10)
    assert text.startswith("Lickety-Cut R. R. (space 10, governed by 1939 Rule 7).")
    assert "Reconstructed for landlord_edu: its position, its fare, its terminals." in text
    assert "Shares held by " in text and "ride to any space from 6 to 14" in text
    assert "As the rules text gives it" in describe_space(dealt, 32)
    assert "Lord Blueblood" in describe_space(dealt, 28) or "LORD BLUEBLOOD" in describe_space(dealt, 28)
    hotel = space_details(dealt, 37)
    assert hotel["rule"] == "1939 La Swelle Hotel" and hotel["cost"] == 200  # $2,500 in hand: he pays the bill


def test_the_board_described_for_screen_readers(dealt: Game) -> None:
    text = describe_board(dealt)
    assert text.startswith("Turn 1: ") and "GOVERNMENT $0; BANK $" in text and "LORD BLUEBLOOD $0" in text
    assert "THE FRONTIER (Wayback and Backwoods): open" in text and "Idle Land:" in text
    assert "The board is reconstructed" in text


def test_the_live_board_widget_sends_small_updates_for_a_1939_game() -> None:
    """Only what changed is sent. The 1939 holdings layer (21 Deeds, 18 Shares, Houses) changes whenever a
    House goes up, which the bots do most turns: about 2.8 KB a turn here, against 0.7 KB under 1906."""
    game = Game(players=4, seed=2, edition="1939")
    board = BoardWidget(game)
    sizes = []
    for _ in range(40):
        if game.over:
            break
        game.step()
        before = {k: getattr(board, k) for k in ("holdings", "texts", "tokens", "focus", "description")}
        board.update()
        sizes.append(len(json.dumps({k: getattr(board, k) for k in before if getattr(board, k) != before[k]})))
    assert sum(sizes) / len(sizes) < 4000
    assert board.texts == centre_texts(game)
    board.selected = 28
    assert board.details.startswith("English Village (space 28, Section C, governed by 1939 Rule 2).")
    board.selected = -2
    assert board.details == describe_board(game)


def test_the_1906_board_has_none_of_the_1939_marks() -> None:
    game = Game(players=4, seed=7)
    game.run(max_turns=20)
    svg = board_svg(game)
    for mark in ("le-recon", "le-hatch", ">GOVERNMENT<", ">LORD BLUEBLOOD<", ">THE ISLAND<", "le-shares"):
        assert mark not in svg, mark
    assert "PUBLIC TREASURY" in svg and "POOR HOUSE" in svg

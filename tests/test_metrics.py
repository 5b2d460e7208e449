"""Inequality measures, checked on examples worked by hand."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from landlord_edu import gini, lorenz


@pytest.mark.parametrize(("values", "expected"), [
    ([100, 100, 100], 0.0),          # perfect equality
    ([0, 0, 0, 400], 0.75),          # one of four holds everything: (n-1)/n
    ([0, 10], 0.5),
    ([1, 2, 3, 4], 0.25),            # sum |xi-xj| over ordered pairs = 20; 20 / (2 * 16 * 2.5)
    ([4, 1, 3, 2], 0.25),            # order does not matter
    ([10, 20, 30], 2 / 9),           # 2*(1*10+2*20+3*30)/(3*60) - 4/3 = 280/180 - 4/3
    ([1, 1, 1, 1, 6], 0.4),          # 2*(1+2+3+4+30)/(5*10) - 6/5 = 1.6 - 1.2
    ([5], 0.0),                      # one player: nothing to compare
    ([], 0.0),
    ([0, 0, 0], 0.0),                # nobody holds anything
    ([-50, 100], 0.5),               # negative wealth counts as nothing
    ([2.5, 7.5], 0.25),
])
def test_gini(values: list[float], expected: float) -> None:
    assert gini(values) == pytest.approx(expected)


def test_gini_is_scale_free_and_accepts_tuples() -> None:
    assert gini((1, 2, 3, 4)) == pytest.approx(gini([100, 200, 300, 400]))


@pytest.mark.parametrize(("values", "pop", "share"), [
    ([1, 1], [0.0, 0.5, 1.0], [0.0, 0.5, 1.0]),
    ([0, 0, 0, 400], [0.0, 0.25, 0.5, 0.75, 1.0], [0.0, 0.0, 0.0, 0.0, 1.0]),
    ([4, 1, 3, 2], [0.0, 0.25, 0.5, 0.75, 1.0], [0.0, 0.1, 0.3, 0.6, 1.0]),
    ([10, 20, 30], [0.0, 1 / 3, 2 / 3, 1.0], [0.0, 1 / 6, 0.5, 1.0]),
    ([-5, 5], [0.0, 0.5, 1.0], [0.0, 0.0, 1.0]),
])
def test_lorenz(values: list[float], pop: list[float], share: list[float]) -> None:
    got_pop, got_share = lorenz(values)
    assert got_pop == pytest.approx(pop)
    assert got_share == pytest.approx(share)


def test_lorenz_of_nothing_does_not_divide_by_zero() -> None:
    assert lorenz([]) == ([0.0], [0.0])
    pop, share = lorenz([0, 0])
    assert pop == [0.0, 0.5, 1.0] and len(share) == 3


@settings(max_examples=100, deadline=None, database=None)
@given(st.lists(st.integers(0, 5000), min_size=1, max_size=12).filter(lambda xs: sum(xs) > 0))
def test_gini_is_one_minus_twice_the_area_under_the_lorenz_curve(values: list[int]) -> None:
    pop, share = lorenz(values)
    assert share[-1] == pytest.approx(1.0) and pop[-1] == pytest.approx(1.0)
    assert all(a <= b + 1e-12 for a, b in pairwise(share))
    assert all(s <= p + 1e-12 for p, s in zip(pop, share, strict=True)), "the curve lies on or below equality"
    area = sum((pop[k] - pop[k - 1]) * (share[k] + share[k - 1]) / 2 for k in range(1, len(pop)))
    assert gini(values) == pytest.approx(1 - 2 * area, abs=1e-9)
    assert 0 <= gini(values) <= (len(values) - 1) / len(values) + 1e-9

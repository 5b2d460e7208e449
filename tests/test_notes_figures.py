"""Every figure the instructor notes state (tests/notes_figures) holds after a fresh run of its lesson."""

from __future__ import annotations

import pytest

from tests.notes_figures import check_lesson, lessons_with_figures


@pytest.mark.parametrize("lesson", lessons_with_figures())
def test_the_notes_state_what_a_fresh_run_gives(lesson: str) -> None:
    wrong = [c.expected for c in check_lesson(lesson) if not c.holds]
    assert not wrong, f"lesson {lesson}'s notes do not say (fresh run): {wrong}"


def test_a_figure_the_notes_do_not_state_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    import tests.notes_figures as figures

    lots = "int((spaces['kind'] == 'lot').sum())"
    monkeypatch.setattr(figures, "figures", lambda lesson: [("{} green lots", lots), ("{} green lots", lots + " + 1")])
    assert [c.holds for c in figures.check_lesson("01")] == [True, False]

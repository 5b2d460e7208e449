"""landlord_edu.classroom: the hidden checks, predictions, multiple choices, explanations and the answer file.

A made-up lesson 98 (its key put where the classroom looks for it) keeps these tests apart from the lessons';
tests/test_classroom_lessons.py checks the lessons' keys against the notebooks.
"""

from __future__ import annotations

import doctest
import json
from pathlib import Path
from typing import Any

import pytest

import landlord_edu.classroom as classroom_package
from landlord_edu import Game
from landlord_edu.classroom import (
    Choice,
    Classroom,
    Explanation,
    LessonKey,
    Lookup,
    Option,
    Prediction,
    answers,
    gather,
    key,
    lesson01,
    room,
)

TRUE = 417  # a number no answer below gives by chance, so that a leak of it shows


def _broken(o: Any) -> int:
    raise ZeroDivisionError("the game went wrong")


KEY = LessonKey(98, {
    "98.1": Lookup(lambda o: o["n"] * 3, hint="multiply by three"),
    "98.2": Prediction(lambda o: o["n"] * 3, about="the number times three"),
    "98.3": Choice({"a": Option("one", "No: that is the number itself.", 139),
                    "b": Option("three", "Yes: three times the number.", TRUE)}, truth=lambda o: o["n"] * 3),
    "98.4": Explanation(min_words=3, max_words=6),
    "98.5": Lookup(_broken),
    "98.6": Choice({"a": Option("none", "never right", 0)}, truth=lambda o: o["n"]),
    "98.7": Choice({"a": Option("fixed", "the key says so"), "b": Option("other", "no")}, right="a"),
})


class _Module:
    KEY = KEY


@pytest.fixture
def room98(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Classroom:
    monkeypatch.setitem(__import__("sys").modules, "landlord_edu.classroom.lesson98", _Module)
    made = Classroom(folder=tmp_path, name="Ann")
    made.answer_key(98, n=139)
    return made


def said(capsys: pytest.CaptureFixture[str]) -> str:
    return capsys.readouterr().out


def saved(room_: Classroom, lesson: int = 98) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((room_.folder / f"lesson-{lesson:02d}-Ann.json").read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("module", [key, answers, room, classroom_package])
def test_the_docstring_examples_hold(module: Any) -> None:
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0


def test_a_hidden_check_judges_by_the_key_and_never_shows_the_value(room98: Classroom, capsys) -> None:
    room98.check("98.1", 400)
    wrong = said(capsys)
    assert wrong == "Not yet (400). Hint: multiply by three\n" and str(TRUE) not in wrong
    room98.check("98.1", TRUE)
    assert said(capsys) == "Right!\n"
    entry = saved(room98)["answers"]["98.1"]
    assert (entry["kind"], entry["answer"], entry["right"], entry["tries"]) == ("look-up", TRUE, True, 2)


def test_an_unanswered_check_says_so_and_records_nothing(room98: Classroom, capsys) -> None:
    room98.check("98.1", ...)
    assert "Not answered yet" in said(capsys)
    assert not (room98.folder / "lesson-98-Ann.json").exists()


def test_the_old_check_compares_the_answer_with_the_value(room98: Classroom, capsys) -> None:
    room98.check(3, 4, hint="count again")
    room98.check("97.5", "97.5")  # lesson 97 has no key: an answer that looks like an id is still an answer
    room98.check(..., 4)
    assert said(capsys).splitlines() == ["Not yet (3). Hint: count again", "Right!", room.NOT_ANSWERED]


@pytest.mark.parametrize(("call", "message"), [
    (lambda r: r.check("98.9", 1), "lesson 98 has no exercise 98.9; its exercises are 98.1, 98.2"),
    (lambda r: r.check("98.1"), 'Give the exercise and your answer, e.g. check("1.1", answer_1_1)'),
    (lambda r: r.choose(98.3, "a"), 'write the exercise\'s number as a string, e.g. "98.3"'),
    (lambda r: r.choose("98.1", "a"), 'Exercise 98.1 is a look-up: answer it with check(\'98.1\', ...)'),
    (lambda r: r.predict("97.1", 3), "lesson 97 has no answer key"),
    (lambda r: r.explain("one", "x"), "write the exercise's number, e.g. \"1.1\""),
    (lambda r: r.reveal("98.3"), "Exercise 98.3 is a multiple choice: answer it with choose('98.3', ...)"),
    (lambda r: r.choose("98.3", "c"), "Exercise 98.3 has no option 'c': choose one of a, b, in quotes."),
    (lambda r: r.choose("98.3", 2), "Exercise 98.3 has no option 2: choose one of a, b, in quotes."),
    (lambda r: r.check("98.5", 1), "The answer key could not work this out (ZeroDivisionError: the game"),
    (lambda r: r.choose("98.6", "a"), "0 options match the answer 139, not one: the key is out of date"),
    (lambda r: r.answer_key(97, n=1), "There is no answer key for lesson 97"),
    (lambda r: r.student(""), 'Give your name in quotes, e.g. student("Ann") (not \'\')'),
])
def test_bad_input_gets_a_message_naming_it_never_an_exception(room98: Classroom, capsys, call, message) -> None:
    call(room98)
    assert message in said(capsys)
    assert not (room98.folder / "lesson-98-Ann.json").exists()


def test_a_missing_object_names_the_cell_to_run(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setitem(__import__("sys").modules, "landlord_edu.classroom.lesson98", _Module)
    Classroom(folder=tmp_path, name="Ann").check("98.1", 3)
    assert "the answer key of lesson 98 needs the lesson's `n`: run the cell that makes it (it calls " \
           "answer_key(98, n=n)) first" in said(capsys)


def test_a_prediction_can_change_until_revealed_then_not(room98: Classroom, capsys) -> None:
    room98.predict("98.2", 400)
    room98.predict("98.2", TRUE)  # changing one's mind before the reveal is allowed
    room98.reveal("98.2")
    room98.predict("98.2", 400)
    room98.predict("98.2", TRUE)
    lines = said(capsys).splitlines()
    assert lines[2:] == ["The number times three: 417.", "You predicted 417. Right!",
                         "You have already seen the answer to 98.2, so your prediction stays 417.",
                         "Your prediction (417) is recorded."]
    entry = saved(room98)["answers"]["98.2"]
    assert (entry["answer"], entry["right"], entry["revealed"], entry["result"]) == (TRUE, True, True, TRUE)


def test_a_wrong_prediction_shows_beside_the_result(room98: Classroom, capsys) -> None:
    room98.predict("98.2", 12)
    room98.reveal("98.2")
    assert said(capsys).splitlines()[1:] == ["The number times three: 417.",
                                             "You predicted 12. Not what happened: why not?"]
    assert saved(room98)["answers"]["98.2"]["right"] is False


def test_a_prediction_after_the_reveal_is_marked_late_and_then_fixed(room98: Classroom, capsys) -> None:
    room98.reveal("98.2")  # Run All before answering
    assert "You made no prediction" in said(capsys)
    room98.predict("98.2", TRUE)
    room98.predict("98.2", 5)
    out = said(capsys)
    assert "after the answer was shown" in out and "your prediction stays 417" in out
    entry = saved(room98)["answers"]["98.2"]
    assert (entry["answer"], entry["late"], entry["right"]) == (TRUE, True, True)


def test_a_revealed_prediction_stays_fixed_after_a_restart(room98: Classroom, capsys) -> None:
    room98.predict("98.2", 12)
    room98.reveal("98.2")
    again = Classroom(folder=room98.folder, name="Ann")  # a new kernel reads the answer file
    again.predict("98.2", TRUE)
    assert "your prediction stays 12" in said(capsys)
    assert saved(room98)["answers"]["98.2"]["answer"] == 12


def test_a_choice_gives_the_options_feedback(room98: Classroom, capsys) -> None:
    room98.choose("98.3", ...)
    room98.choose("98.3", " A ")
    room98.choose("98.3", "b")
    room98.choose("98.7", "a")
    assert said(capsys).splitlines() == ["Not answered yet: replace ... with one of a, b and run the cell again.",
                                         "Not quite. No: that is the number itself.",
                                         "Right! Yes: three times the number.", "Right! the key says so"]
    entry = saved(room98)["answers"]["98.3"]
    assert (entry["kind"], entry["answer"], entry["right"], entry["tries"]) == ("multiple choice", "b", True, 2)


def test_an_explanation_is_checked_for_length_and_saved(room98: Classroom, capsys) -> None:
    room98.explain("98.4", "Too short.")
    assert not (room98.folder / "lesson-98-Ann.json").exists()
    room98.explain("98.4", "  Rent comes from the place.  ")
    room98.explain("98.4", "one two three four five six seven")
    lines = said(capsys).splitlines()
    assert lines[0] == "A little more, please: at least 3 words (you wrote 2). Not saved yet."
    assert lines[1] == "Thank you: your explanation (5 words) is saved for your teacher."
    assert "keep it under 6 words" in lines[2]
    entry = saved(room98)["answers"]["98.4"]
    assert (entry["kind"], entry["answer"], entry["right"]) == ("explanation", "one two three four five six seven",
                                                                None)


def test_the_student_names_the_file(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setitem(__import__("sys").modules, "landlord_edu.classroom.lesson98", _Module)
    monkeypatch.setenv("LANDLORD_STUDENT", "Default Name")
    monkeypatch.setenv("LANDLORD_ANSWERS", str(tmp_path / "from-env"))
    made = Classroom()
    made.answer_key(98, n=139)
    made.student(...)
    assert "your answers are saved as 'Default Name'" in said(capsys)
    made.check("98.1", 1)
    made.student("  Zoë O'Neil ")
    made.check("98.1", TRUE)
    files = sorted(p.name for p in (tmp_path / "from-env").iterdir())
    assert files == ["lesson-98-Default-Name.json", "lesson-98-Zoë-O-Neil.json"]
    assert "Hello, Zoë O'Neil" in said(capsys)


def test_an_unwritable_folder_is_reported_not_raised(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setitem(__import__("sys").modules, "landlord_edu.classroom.lesson98", _Module)
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder", encoding="utf-8")
    made = Classroom(folder=blocked, name="Ann")
    made.answer_key(98, n=139)
    made.check("98.1", TRUE)
    assert "Your answer could not be saved" in said(capsys)


def test_the_answer_file_round_trips_values_json_cannot_hold(tmp_path: Path) -> None:
    import numpy as np
    sheet = answers.AnswerFile.open(tmp_path, "Ann", 98)
    sheet.record("98.1", {"kind": "look-up", "answer": {np.int64(3), 1}, "right": np.bool_(True)})
    again = answers.AnswerFile.open(tmp_path, "Ann", 98)
    assert again.entries["98.1"]["answer"] == [1, 3] and again.entries["98.1"]["right"] is True
    assert not list(tmp_path.glob("*.tmp"))


def test_gather_reads_every_students_file_into_one_table(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setitem(__import__("sys").modules, "landlord_edu.classroom.lesson98", _Module)
    for name, option in [("Ann", "b"), ("Ben", "a")]:
        made = Classroom(folder=tmp_path, name=name)
        made.answer_key(98, n=139)
        made.choose("98.3", option)
        made.predict("98.2", 400)
        made.reveal("98.2")
    (tmp_path / "notes.txt").write_text("not an answer file", encoding="utf-8")
    table = gather(tmp_path)
    assert list(table.columns) == answers.COLUMNS
    assert table[["student", "exercise", "answer", "right"]].values.tolist() == [
        ["Ann", "98.2", 400, False], ["Ben", "98.2", 400, False], ["Ann", "98.3", "b", True],
        ["Ben", "98.3", "a", False]]
    assert table["result"].tolist()[:2] == [TRUE, TRUE] and set(table["lesson"]) == {98}


def test_gather_leaves_out_a_broken_file_with_a_warning_naming_it(tmp_path: Path) -> None:
    answers.AnswerFile.open(tmp_path, "Ann", 1).record("1.1", {"kind": "look-up", "answer": 22, "right": True})
    (tmp_path / "lesson-01-Ben.json").write_text("{not json", encoding="utf-8")
    (tmp_path / "lesson-01-Cal.json").write_text('{"format": "something else"}', encoding="utf-8")
    with pytest.warns(UserWarning) as caught:
        table = gather(tmp_path)
    assert table["student"].tolist() == ["Ann"]
    messages = sorted(str(w.message) for w in caught)
    assert "lesson-01-Ben.json" in messages[0] and "not a readable answer file" in messages[0]
    assert "lesson-01-Cal.json" in messages[1] and "format" in messages[1]


def test_an_empty_folder_gathers_an_empty_table(tmp_path: Path) -> None:
    table = gather(tmp_path)
    assert table.empty and list(table.columns) == answers.COLUMNS


def test_the_default_folder_is_beside_the_notebook_unless_the_variable_says(monkeypatch) -> None:
    monkeypatch.delenv("LANDLORD_ANSWERS", raising=False)
    assert answers.default_folder() == Path("answers")
    monkeypatch.setenv("LANDLORD_ANSWERS", "/somewhere/else")
    assert answers.default_folder() == Path("/somewhere/else")


def test_lesson_1s_key_works_its_answers_out_from_the_games(tmp_path: Path, capsys) -> None:
    game = Game(players=["Ann", "Ben", "Cal", "Dot"], seed=13043)
    bots = Game(players=["Ann", "Ben", "Cal", "Dot"], seed=13043)
    bots.run(max_turns=60)
    made = Classroom(folder=tmp_path, name="Ann")
    made.answer_key(1, game=game, bots=bots)
    objects = key.Objects(1, {"game": game, "bots": bots})
    assert lesson01.KEY.exercises["1.3"].right_option(objects) == "c"  # type: ignore[union-attr]
    assert lesson01.KEY.exercises["1.5"].right_option(objects) == "b"  # type: ignore[union-attr]
    made.check("1.1", 22)
    made.check("1.4", 80)
    made.choose("1.3", "c")
    made.choose("1.5", "a")
    assert said(capsys).splitlines()[:3] == ["Right!", "Right!", "Right! " + lesson01.ESTATE["c"].feedback]


def test_lesson_4s_key_works_its_answers_out_from_the_games() -> None:
    from landlord_edu.classroom import lesson04

    players = ["Ann", "Ben", "Cal", "Dot"]
    game, landlord = Game(players=players, seed=286), Game(players=players, seed=286)
    game.run(max_turns=50)
    objects = key.Objects(4, {"game": game, "landlord": landlord})
    ann = game.player("Ann")
    lots = [s for s, seat in zip(game.edition.board.spaces, game.state.owner, strict=True)
            if seat == ann.seat and s.kind == "lot"]
    before = game.wealth("Ann")
    game.vote_single_tax(["Ben", "Cal"])
    assert lesson04.KEY.exercises["4.1"].truth(objects) == before - game.wealth("Ann") == 100 * len(lots)  # type: ignore[union-attr]
    assert lesson04.KEY.exercises["4.2"].right_option(objects) == "c"  # type: ignore[union-attr]
    game.run()
    landlord.run()
    assert lesson04.KEY.exercises["4.5"].right_option(objects) == "b"  # type: ignore[union-attr]
    assert lesson04.KEY.exercises["4.6"].truth(objects) == 120  # type: ignore[union-attr]

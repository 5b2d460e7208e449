"""For every test run (the tests and the lessons under nbval): the students' answer files that the lessons
write (landlord_edu.classroom) go to a temporary folder, never into the repository. The lessons' kernels
inherit the variable."""

from __future__ import annotations

import os
import shutil
import tempfile

import pytest

VARIABLE = "LANDLORD_ANSWERS"  # landlord_edu.classroom.answers.FOLDER_VARIABLE
_MADE = pytest.StashKey[str]()


def pytest_configure(config: pytest.Config) -> None:
    if not os.environ.get(VARIABLE):
        os.environ[VARIABLE] = tempfile.mkdtemp(prefix="landlord-answers-")
        config.stash[_MADE] = os.environ[VARIABLE]


def pytest_unconfigure(config: pytest.Config) -> None:
    made = config.stash.get(_MADE, None)
    if made is not None:
        shutil.rmtree(made, ignore_errors=True)
        os.environ.pop(VARIABLE, None)


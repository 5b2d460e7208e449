"""The lessons shipped with the package: ``landlord-edu lessons [DIR]`` copies them out for a teacher.

The repository keeps the lessons in ``lessons/`` (Binder, the tests and the docs use that path); the wheel
carries a copy made at build time in ``landlord_edu/lessons_data/`` (setup.py), so that a teacher who ran
``pip install "landlord-edu[lessons]"`` gets the notebooks, their instructor notes, the rule sheet, the glossary
and the lessons' README. A checkout (or an editable install) has no such copy: its ``lessons/`` is used.

Examples
--------
>>> from landlord_edu.lesson_files import lesson_folder
>>> sorted(p.name for p in lesson_folder().glob("01-*"))
['01-meet-the-board.ipynb']
"""

from __future__ import annotations

import shutil
from pathlib import Path

from .errors import DataError

DEFAULT_FOLDER = "landlord-lessons"
# what a teacher gets: the notebooks, the notes kept apart for the teacher, the printable sheets, the README
PATTERNS = ("*.ipynb", "README.md", "glossary.md", "rule-sheet.html", "instructor/*.md")


def lesson_folder() -> Path:
    """The folder the lessons are copied from: the installed package's copy, else a checkout's ``lessons/``.

    Raises :class:`~landlord_edu.errors.DataError` when neither is there (a package built without them).
    """
    package = Path(__file__).resolve().parent  # an installed wheel is unpacked: its data files sit beside this one
    shipped, checkout = package / "lessons_data", package.parent / "lessons"
    for folder in (shipped, checkout):
        if any(folder.glob("*.ipynb")):
            return folder
    raise DataError(str(shipped), "(folder)", "this installation of landlord_edu holds no lessons; install it "
                                              "from PyPI or a wheel (pip install \"landlord-edu[lessons]\")")


def lesson_files(folder: Path | None = None) -> list[Path]:
    """The lessons' files, relative to their folder, in a fixed order."""
    source = folder or lesson_folder()
    found = {p.relative_to(source) for pattern in PATTERNS for p in source.glob(pattern) if p.is_file()}
    return sorted(found, key=lambda p: p.as_posix())


def copy_lessons(target: str | Path = DEFAULT_FOLDER, *, force: bool = False) -> list[Path]:
    """Copy the lessons into ``target`` and return the files written.

    An existing folder that is not empty is refused (nothing is written) unless ``force``: then the lessons'
    files are overwritten and any other file in it is left alone.
    """
    folder = Path(target)
    if folder.exists() and not folder.is_dir():
        raise DataError(str(folder), "(folder)", "is a file; give a folder for the lessons")
    if folder.is_dir() and any(folder.iterdir()) and not force:
        raise DataError(str(folder), "(folder)", "is not empty: give a new folder, or --force to overwrite the "
                                                 "lessons' files in it (your other files are left alone)")
    source = lesson_folder()
    files = lesson_files(source)  # read before writing: a missing source leaves the target untouched
    written = []
    for relative in files:
        out = folder / relative
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source / relative, out)
        written.append(out)
    return written

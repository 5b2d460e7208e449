"""Every example in the package's docstrings runs and prints what it shows: the doctests of every module
of the package that this suite imports (the installed copy under scripts/test.sh, the source tree
otherwise). In a checkout, ``pytest --doctest-modules landlord_edu`` runs the same examples."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import landlord_edu

# __main__ runs the command line when imported
MODULES = sorted(m.name for m in pkgutil.walk_packages(landlord_edu.__path__, "landlord_edu.")
                 if not m.name.endswith("__main__"))
FINDER = doctest.DocTestFinder(exclude_empty=True)


def examples(name: str) -> list[doctest.DocTest]:
    module = importlib.import_module(name)
    return [test for test in FINDER.find(module, name) if test.examples]


WITH_EXAMPLES = [name for name in ["landlord_edu", *MODULES] if examples(name)]


@pytest.mark.parametrize("name", WITH_EXAMPLES)
def test_the_modules_docstring_examples_run(name: str, monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    monkeypatch.chdir(tmp_path)  # an example that saves a file writes it here
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)  # pytest's doctest default
    for test in examples(name):
        runner.run(test)
    assert runner.failures == 0, f"{runner.failures} docstring examples of {name} fail (printed above)"


def test_the_docstring_examples_are_found() -> None:
    assert "landlord_edu.game" in MODULES and "landlord_edu.experiments.factorial" in MODULES
    count = sum(len(test.examples) for name in WITH_EXAMPLES for test in examples(name))
    assert len(WITH_EXAMPLES) >= 25 and count >= 150, f"{len(WITH_EXAMPLES)} modules, {count} examples"

"""Every ```python example of the README, the docs site's pages and the lessons' index runs as written
(tests/_doc_blocks.py reads them; a page's blocks share one namespace, in order, in an empty folder).

Blocks marked ``slow`` run with the slow tests; blocks marked ``no-run`` are compiled, and their reasons
listed, by the last test.
"""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from ._doc_blocks import Block, blocks, pages
from ._support import REPO

PAGES = [(page, [b for b in blocks(page) if b.mark != "no-run"]) for page in pages()]


def params(marks: str) -> list[object]:
    """The pages holding a block of one of these marks, each with the blocks it runs, named by its path."""
    return [pytest.param(page, runnable, id=page.relative_to(REPO).as_posix())
            for page, runnable in PAGES if any(b.mark in marks for b in runnable)]
NO_RUN = [b for page in pages() for b in blocks(page) if b.mark == "no-run"]
# what the default run leaves out must stay a few blocks, each with its reason
MOST_NOT_RUN = 5  # Colab (docs/frontends.md) and a played class (docs/class-game.md) are not here


def run_block(block: Block, namespace: dict[str, object]) -> None:
    """Run one block in ``namespace``: a ``>>>`` session as a doctest, any other block as a script."""
    if block.is_session:
        test = doctest.DocTestParser().get_doctest(block.code, namespace, block.name, block.page, block.line)
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        runner.run(test, clear_globs=False)
        assert runner.failures == 0, f"the session at {block.name} does not show what the library prints"
        return
    # the code is compiled with the block's own line numbers, so a traceback points into the page
    code = compile("\n" * (block.line) + block.code, block.page, "exec")
    try:
        exec(code, namespace)
    except Exception as error:
        raise AssertionError(f"the example at {block.name} fails: {error!r}") from error


def run_page(runnable: list[Block], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *, slow: bool) -> int:
    monkeypatch.chdir(tmp_path)  # the examples write their files (saves, results) here
    namespace: dict[str, object] = {"__name__": "__doc_example__"}
    ran = 0
    for block in runnable:
        if block.mark == "slow" and not slow:
            continue
        run_block(block, namespace)
        ran += 1
    return ran


@pytest.mark.parametrize(("page", "runnable"), params(("",)))
def test_the_pages_examples_run(page: Path, runnable: list[Block], tmp_path: Path,
                                monkeypatch: pytest.MonkeyPatch) -> None:
    assert run_page(runnable, tmp_path, monkeypatch, slow=False) > 0


@pytest.mark.slow
@pytest.mark.parametrize(("page", "runnable"), params(("slow",)))
def test_the_pages_examples_run_with_the_slow_ones(page: Path, runnable: list[Block], tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    assert run_page(runnable, tmp_path, monkeypatch, slow=True) == len(runnable)


def test_the_examples_are_found_and_most_run_by_default() -> None:
    every = [b for page in pages() for b in blocks(page)]
    by_default = [b for b in every if b.mark == ""]
    assert len(every) >= 20, f"only {len(every)} python blocks found: is the fence pattern still right?"
    assert {"README.md", "docs/engine.md", "docs/widgets.md"} <= {b.page for b in by_default}
    assert all(b.mark in ("", "slow", "no-run") for b in every)


def test_the_examples_not_run_are_few_compile_and_say_why(capsys: pytest.CaptureFixture[str]) -> None:
    for block in NO_RUN:
        assert block.why, f"the block at {block.name} is marked no-run without a reason"
        compile(block.code, block.name, "exec")  # a SyntaxError fails the test
    assert len(NO_RUN) <= MOST_NOT_RUN, "too many examples are left unrun: " + ", ".join(b.name for b in NO_RUN)
    with capsys.disabled():
        print(f"\n{len(NO_RUN)} documented examples are not run:")
        for block in NO_RUN:
            print(f"  {block.name}: {block.why}")

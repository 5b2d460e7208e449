"""The README's "Use it from Python" example runs as written, and says what it shows.

Each line of the block runs in turn; a line that is an expression followed by a comment holding a
Python literal (``game.pending.kind  # 'turn'``, ``game.run()  # None: ...``) must evaluate to it.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from ._support import REPO


def python_block(after: str) -> str:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    start = text.index(after)
    match = re.search(r"```python\n(.*?)```", text[start:], re.S)
    assert match, f"no python block after {after!r} in README.md"
    return match.group(1)


def claimed(comment: str) -> tuple[bool, object]:
    """The literal a comment claims (its text up to a colon), if it holds one."""
    head = comment.split(":", 1)[0].strip() if not comment.strip().startswith(("'", '"')) else comment.strip()
    try:
        return True, ast.literal_eval(head)
    except (ValueError, SyntaxError):
        return False, None


def test_the_python_example_runs_as_written_and_shows_what_it_says(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    block = python_block("## Use it from Python")
    namespace: dict[str, object] = {}
    checked = 0
    for node in ast.parse(block).body:
        source = ast.get_source_segment(block, node)
        assert source is not None
        line = block.splitlines()[node.end_lineno - 1]
        if isinstance(node, ast.Expr) and "#" in line:
            has, value = claimed(line.split("#", 1)[1])
            result = eval(compile(ast.Expression(node.value), "README.md", "eval"), namespace)
            if has:
                assert result == value, f"README says {value!r} for `{source}`, the library gives {result!r}"
                checked += 1
        else:
            exec(compile(ast.Module([node], []), "README.md", "exec"), namespace)
    assert checked >= 3, "the example's claimed values are no longer checked"


def test_every_link_works_on_pypi_and_names_a_file_of_the_repository() -> None:
    """PyPI shows the README away from the repository: relative links would break there, so every link is
    absolute, and each into this repository's main branch names a file that exists."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)\s]+)\)", text)
    assert links and not [link for link in links if not link.startswith(("https://", "#"))]
    own = "https://github.com/landlord-edu/landlord_edu/blob/main/"
    files = [link.removeprefix(own).split("#")[0] for link in links if link.startswith(own)]
    assert len(files) >= 8 and not [f for f in files if not (REPO / f).is_file()]
    assert text.startswith("# landlord_edu\n\n```bash\nbash scripts/lessons.sh")   # the set-up commands stay on top

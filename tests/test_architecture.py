"""The shape of the package (docs/architecture.md): the core and the board never import an edition, never
compare an edition's name, and import in no circle outside an edition's own rule book.

Imports are read from the source with ``ast``: module level, inside functions and under ``TYPE_CHECKING``.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from landlord_edu.rulesets import rule_set_names

PACKAGE = Path(__file__).resolve().parents[1] / "landlord_edu"
EDITIONS = "landlord_edu.editions"
EDITION_WORDS = re.compile(r"1906|1939|phillips|magie", re.IGNORECASE)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}
CORE = sorted(m for m in MODULES if not (m + ".").startswith(EDITIONS + "."))


def imports(module: str) -> list[tuple[str, bool]]:
    """(imported module, True if under TYPE_CHECKING) for every import of ``module`` within the package."""
    path = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If) and "TYPE_CHECKING" in
                   ast.unparse(node.test) for stmt in node.body for n in ast.walk(stmt)}
    here = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = here[: len(here) - node.level + 1] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            for alias in node.names:  # `from . import board` imports the module landlord_edu.board
                name = f"{target}.{alias.name}" if f"{target}.{alias.name}" in MODULES else target
                out.append((name, id(node) in typing_only))
        elif isinstance(node, ast.Import):
            out += [(alias.name, id(node) in typing_only) for alias in node.names]
    return [(name, typing) for name, typing in out if name in MODULES]


@pytest.mark.parametrize("module", CORE)
def test_the_core_and_the_board_import_no_edition(module: str) -> None:
    into = [name for name, _typing in imports(module) if (name + ".").startswith(EDITIONS + ".")]
    assert not into, f"{module} imports {into}: ask the rule set (landlord_edu.rulesets.RuleSet) instead"


def test_no_import_circle_outside_an_editions_rule_book() -> None:
    graph = {m: {name for name, typing in imports(m) if not typing and name != m} for m in MODULES}
    circles = [c for c in strongly_connected(graph) if len(c) > 1]
    def home(m: str) -> str:
        return ".".join(m.split(".")[:3]) if m.startswith(EDITIONS + ".") else "(core)"
    outside = [sorted(c) for c in circles if len({home(m) for m in c}) > 1 or home(next(iter(c))) == "(core)"]
    assert not outside, f"import circles outside an edition's rule book: {outside}"


def strongly_connected(graph: dict[str, set[str]]) -> list[set[str]]:
    """Tarjan's strongly connected components, iteratively (no recursion limit to meet)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                found.append(component)
    return found


def test_the_circle_finder_finds_a_circle() -> None:
    # the check above would pass on any graph if it found no circles at all
    circles = strongly_connected({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}})
    assert sorted(map(sorted, circles)) == [["a", "b", "c"], ["d"]]


@pytest.mark.parametrize("module", CORE)
def test_the_core_never_compares_an_editions_name(module: str) -> None:
    names = set(rule_set_names())
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            constants = {s.value for s in sides if isinstance(s, ast.Constant)}
            asks_name = any(isinstance(s, ast.Attribute) and s.attr == "rule_set" for s in sides)
            assert not (constants & names) and not asks_name, \
                f"{module}:{node.lineno} compares an edition's name: {ast.unparse(node)}"


def naming_lines(path: Path) -> list[str]:
    """The lines of ``path`` that name an edition (its id, its author's name)."""
    return [f"{n}: {line.strip()}" for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if EDITION_WORDS.search(line)]


@pytest.mark.parametrize("module", CORE)
def test_the_core_names_no_edition(module: str) -> None:
    named = naming_lines(MODULES[module])
    assert not named, f"{module} names an edition (ask the rule set, or say 'an edition'): {named}"


def test_the_word_check_finds_an_edition_named(tmp_path: Path) -> None:
    # the check above would pass if the pattern matched nothing
    sample = tmp_path / "sample.py"
    sample.write_text('x = 1\n"""Magie\'s rules"""\nload("1939")\n', encoding="utf-8")
    assert [line[:2] for line in naming_lines(sample)] == ["2:", "3:"]


CLASS_GAME = "landlord_edu.class_game"
# the server's half (the `class` extra) and what starts it; the room's modules are the rest
CLASS_SERVER = {f"{CLASS_GAME}.{m}" for m in ("server", "launch", "command", "debrief")}


@pytest.mark.parametrize("module", [m for m in CORE if not (m + ".").startswith(CLASS_GAME + ".")
                                    and m != "landlord_edu.cli"])
def test_the_core_never_imports_the_class_games_server(module: str) -> None:
    # the class game (docs/class-game.md) sits above the core: the library plays without it and its extra
    into = [name for name, _typing in imports(module) if (name + ".").startswith(CLASS_GAME + ".")]
    assert not into, f"{module} imports {into}: the class game uses the core, never the other way"


@pytest.mark.parametrize("module", [m for m in MODULES if (m + ".").startswith(CLASS_GAME + ".")
                                    and m not in CLASS_SERVER and m != CLASS_GAME])
def test_the_class_games_room_never_imports_its_web_server(module: str) -> None:
    # the room (tables, journal, protocol) runs and is tested without Starlette; the server imports the room
    into = [name for name, typing in imports(module) if name in CLASS_SERVER and not typing]
    assert not into, f"{module} imports {into}: the room must not need the web server"
    assert not [name for name in imports_any(module) if name.split(".")[0] in ("starlette", "uvicorn", "segno")]


def imports_any(module: str) -> list[str]:
    """Every module ``module`` imports, inside the package or not."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    out = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    return out + [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module and not n.level]

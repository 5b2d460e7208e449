"""A griffe extension for the API reference (mkdocs.yml): the package's NumPy-style docstrings describe a
parameter in prose after its name (``seed : the game's seed; ...``) where NumPy puts a type. Moved onto the
next line, the prose is the parameter's description and the type comes from the signature's annotation.
Sphinx roles (``:class:`~landlord_edu.game.Game```), which Markdown does not read, become code spans.
"""

from __future__ import annotations

import re
from typing import Any

import griffe

HEADERS = {"Parameters", "Other Parameters"}
ROLE = re.compile(r":(?:class|func|meth|mod|data|attr|exc|obj):`(?P<tilde>~?)(?P<target>[\w.]+)`")
ENTRY = re.compile(r"^(?P<name>\*{0,2}[A-Za-z_][\w, *]*?) : (?P<prose>.+)$")


def prose_as_description(text: str) -> str:
    """``name : prose`` entries of the parameter sections become ``name`` with ``prose`` indented below; a
    paragraph that follows the entries (after a blank line, not indented) is given a Notes heading."""
    lines = text.split("\n")
    out: list[str] = []
    section = ""
    for i, line in enumerate(lines):
        following = lines[i + 1] if i + 1 < len(lines) else ""
        if following.strip() and set(following.strip()) == {"-"} and not line.startswith(" "):
            section = line.strip()
        elif section in HEADERS and line.strip() and not line.startswith(" ") and ENTRY.match(line) is None \
                and out and not out[-1].strip():
            out += ["Notes", "-----"]
            section = "Notes"
        entry = ENTRY.match(line) if section in HEADERS else None
        if entry is not None:
            out += [entry["name"], "    " + entry["prose"]]
        else:
            out.append(line)
    return "\n".join(out)


def roles_as_code(text: str) -> str:
    """``:class:`~a.b.C``` becomes ```C```; without the tilde, the full name."""
    return ROLE.sub(lambda m: f"``{m['target'].rsplit('.', 1)[-1] if m['tilde'] else m['target']}``", text)


class ProseParameters(griffe.Extension):
    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = roles_as_code(prose_as_description(obj.docstring.value))

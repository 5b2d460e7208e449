"""MkDocs hooks for the documentation site (mkdocs.yml): the lessons join the site, and a link to a file
of the repository that is not a page of the site points at the repository instead.

The docs pages stay plain Markdown that reads the same on GitHub: their relative links (``../lessons/...``,
``../landlord_edu/data/...``) are rewritten here, at build time only.
"""

from __future__ import annotations

import posixpath
import re
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

REPO = Path(__file__).resolve().parents[1]
# the lessons folder's files published on the site, under lessons/; the instructor notes (answers)
# are left in the repository, a link away, rather than on a site students browse
LESSONS = ("*.ipynb", "README.md", "glossary.md", "rule-sheet.html")
HREF = re.compile(r'(<a\s[^>]*?href=")([^"]+)(")')
LINK = re.compile(r"(?<!!)(\[[^\]\n]*\]\()([^)\s#]+)(#[^)\s]*)?(\))")


@event_priority(100)  # before mkdocs-jupyter looks for notebooks among the files
def on_files(files: Files, config: Any) -> Files:
    for pattern in LESSONS:
        for path in sorted((REPO / "lessons").glob(pattern)):
            # a file of the repository, read where it is (src_dir), published under lessons/
            files.append(File(f"lessons/{path.name}", src_dir=str(REPO), dest_dir=config["site_dir"],
                              use_directory_urls=config["use_directory_urls"]))
    return files


def repo_path(src_uri: str) -> str:
    """Where a page of the site lives in the repository."""
    return src_uri if src_uri.startswith("lessons/") else f"docs/{src_uri}"


def site_uri(path: str) -> str | None:
    """The page of the site that a repository file is, if any."""
    if path.startswith("docs/"):
        return path[len("docs/"):]
    if path.startswith("lessons/") and "/" not in path[len("lessons/"):]:
        return path
    return None


def rewrite(markdown: str, src_uri: str, files: Files, repository: str) -> str:
    """Relative links to files outside the site become links to the repository; links between pages of
    the site are made relative to where the page is published."""
    here = posixpath.dirname(repo_path(src_uri))

    def one(match: re.Match[str]) -> str:
        target = match[2]
        if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("/"):
            return match[0]
        path = posixpath.normpath(posixpath.join(here, target))
        uri = site_uri(path)
        if uri is not None and files.get_file_from_path(uri) is not None:
            new = posixpath.relpath(uri, posixpath.dirname(src_uri) or ".")
        elif (REPO / path).exists():
            new = f"{repository}/{'tree' if (REPO / path).is_dir() else 'blob'}/main/{path}"
        else:
            return match[0]  # a broken link: mkdocs --strict reports it
        return f"{match[1]}{new}{match[3] or ''}{match[4]}"

    return LINK.sub(one, markdown)


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    return rewrite(markdown, page.file.src_uri, files, config["extra"]["repository"])


def notebook_link(target: str, page: Any, files: Files, repository: str) -> str:
    """A relative link of a lesson notebook (relative to lessons/ in the repository), as the site serves it."""
    if re.match(r"^([a-z][a-z0-9+.-]*:|#|/)", target):
        return target
    path, _, anchor = target.partition("#")
    repo = posixpath.normpath(posixpath.join("lessons", path))
    uri = site_uri(repo)
    file = files.get_file_from_path(uri) if uri is not None else None
    if file is not None:  # URLs relative to the page's own folder (lessons/01-meet-the-board/)
        base = (page.url if page.url.endswith("/") else posixpath.dirname(page.url)).rstrip("/") or "."
        new = posixpath.relpath(file.url.rstrip("/") or ".", base) + ("/" if file.url.endswith("/") else "")
    elif (REPO / repo).exists():
        new = f"{repository}/{'tree' if (REPO / repo).is_dir() else 'blob'}/main/{repo}"
    else:
        return target
    return new + (f"#{anchor}" if anchor else "")


def on_page_content(html: str, page: Any, config: Any, files: Files) -> str:
    """A lesson's page opens with where to run it: the page shows the notebook, it does not run it."""
    src_uri = page.file.src_uri
    if not (src_uri.startswith("lessons/") and src_uri.endswith(".ipynb")):
        return html
    binder = f"{config['extra']['binder']}?urlpath=lab/tree/{src_uri}"
    html = HREF.sub(lambda m: m[1] + notebook_link(m[2], page, files, config["extra"]["repository"]) + m[3], html)
    return (f'<p class="lesson-launch"><strong>Run this lesson:</strong> <a href="{binder}">open it in Binder</a> '
            "(JupyterLab on mybinder.org, nothing to install) · JupyterLite (in the browser, no server): coming. "
            "Shown here without outputs, as students receive it.</p>\n" + html)

"""Remake the screenshots of docs/widgets.md ("Before and after") from the browser tests.

    python scripts/docs_screenshots.py

runs the browser tests that take them (tests/browser: a JupyterLab server and Debian's chromium, nothing
fetched), then copies the chosen screenshots from tests/browser/artifacts/ to docs/images/, each reduced to a
palette of 256 colours (decoded by the same chromium, written here with zlib) so that each stays under 250 KB.
The pictures are thus never made by hand: what the docs show is what the tests saw.
"""

from __future__ import annotations

import base64
import os
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
ARTIFACTS = REPO / "tests" / "browser" / "artifacts"
IMAGES = REPO / "docs" / "images"
MAX_BYTES = 250_000
CHROMIUM = Path(os.environ.get("LANDLORD_EDU_CHROMIUM", "/usr/bin/chromium"))
TESTS = ["tests/browser/test_board_legibility.py::test_game_view_board_words_are_12_px_and_uncovered",
         "tests/browser/test_honest_chart.py::test_game_view_marks_the_vote_inside_the_plot_clear_of_the_legend",
         "tests/browser/test_timeline.py::test_undo_save_load_and_a_loaded_saved_game_scrubbed_to_turn_10"]
# docs/images/<name>: the artifact it is made from
SHOTS = {"board-default-1280x720.png": "board-game_view-1280x720.png",
         "board-projector-1280x720.png": "board-game_view-projector-1280x720.png",
         "board-projector-1920x1080.png": "board-game_view-projector-1920x1080.png",
         "chart-at-the-vote-1280x720.png": "chart-game_view-at-the-vote-1280x720.png",
         "looking-back-turn-10-1280x720.png": "timeline-turn-10-controls-1280x720.png"}

DECODE = """async (data) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + data;
    await img.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [img.width, img.height];
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const px = ctx.getImageData(0, 0, img.width, img.height).data;
    let s = '';
    for (let i = 0; i < px.length; i += 32768) s += String.fromCharCode.apply(null, px.subarray(i, i + 32768));
    return [img.width, img.height, btoa(s)];
}"""


def run_tests() -> None:
    """The browser tests that take the screenshots (they fail loudly if the views are wrong)."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *TESTS], cwd=REPO, env=env,
                   check=True)


def decode(paths: list[Path]) -> list[np.ndarray]:
    """Each PNG's pixels (height x width x 3), decoded by chromium."""
    from playwright.sync_api import sync_playwright

    out = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=["--no-sandbox"])
        page = browser.new_page()
        for path in paths:
            width, height, data = page.evaluate(DECODE, base64.b64encode(path.read_bytes()).decode())
            rgba = np.frombuffer(base64.b64decode(data), dtype=np.uint8).reshape(height, width, 4)
            out.append(rgba[:, :, :3].copy())
        browser.close()
    return out


def palette_png(rgb: np.ndarray) -> bytes:
    """``rgb`` as an indexed PNG: its 256 commonest colours, every other colour drawn as the nearest of them."""
    keys = (rgb[:, :, 0].astype(np.uint32) << 16) | (rgb[:, :, 1].astype(np.uint32) << 8) | rgb[:, :, 2]
    colours, inverse, counts = np.unique(keys.ravel(), return_inverse=True, return_counts=True)
    palette = colours[np.argsort(counts)[::-1][:256]]
    split = lambda k: np.stack([(k >> 16) & 255, (k >> 8) & 255, k & 255], axis=-1).astype(np.int32)  # noqa: E731
    pal_rgb, nearest = split(palette), np.empty(len(colours), dtype=np.uint8)
    for start in range(0, len(colours), 4096):   # the nearest palette colour of each colour in the picture
        block = split(colours[start:start + 4096])
        nearest[start:start + 4096] = ((block[:, None, :] - pal_rgb[None, :, :]) ** 2).sum(-1).argmin(1)
    index = nearest[inverse].reshape(keys.shape)
    height, width = index.shape
    raw = np.concatenate([np.zeros((height, 1), dtype=np.uint8), index], axis=1).tobytes()  # filter 0 a row

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0))
            + chunk(b"PLTE", pal_rgb.astype(np.uint8).tobytes()) + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def main() -> None:
    run_tests()
    IMAGES.mkdir(exist_ok=True)
    sources = [ARTIFACTS / name for name in SHOTS.values()]
    for name, rgb in zip(SHOTS, decode(sources), strict=True):
        data = palette_png(rgb)
        if len(data) > MAX_BYTES:
            raise SystemExit(f"docs/images/{name} would be {len(data):,} bytes, over {MAX_BYTES:,}")
        (IMAGES / name).write_bytes(data)
        print(f"docs/images/{name}: {rgb.shape[1]}x{rgb.shape[0]}, {len(data):,} bytes")


if __name__ == "__main__":
    main()

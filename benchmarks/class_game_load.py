"""Load on the class game's server: T tables x S seats of scripted WebSocket clients (and one projector page a
table) on loopback play every table to its end; reports the time from an answer sent to each page at its table
receiving the update that follows it (median, 99th percentile, the worst), and the server's memory.

Run:  python benchmarks/class_game_load.py [--tables 10] [--seats 6] [--rounds 4]

The server is the command line's (``landlord-edu classroom``) in its own process, with a fresh journal in a
temporary folder; its memory is read from /proc (resident now and at its peak). The target on a 2-core machine
is a 99th percentile under 250 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parents[1]


def start_server(journal: Path, tables: int, seats: int, rounds: int) -> tuple[subprocess.Popen[str], str, str, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "landlord_edu", "classroom", "--journal", str(journal), "--port",
                             "0", "--tables", str(tables), "--seats", str(seats), "--rounds", str(rounds),
                             "--time-limit", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env=env, cwd=ROOT)
    assert proc.stdout is not None
    base = code = token = ""
    for line in proc.stdout:
        if found := re.search(r"Students: open (\S+) and type the code (\w+)", line):
            base, code = found.groups()
        if found := re.search(r"projector#(\S+)", line):
            token = found.group(1)
            return proc, base, code, token
    raise SystemExit(f"the server did not start ({proc.wait()})")


class Clock:
    """When each answer was sent, and when each page first saw an update after it."""

    def __init__(self) -> None:
        self.sent: dict[tuple[int, int], float] = {}   # (table, changes before the answer) -> time sent
        self.seen: list[float] = []                     # one latency per page per answer
        self.again = 0                                  # answers refused for their pace and sent again

    def saw(self, table: int, changes: int, seen: dict[int, int]) -> None:
        now = time.perf_counter()
        last = seen.get(table, -1)
        for (t, before), at in self.sent.items():
            if t == table and last <= before < changes:
                self.seen.append(now - at)
        seen[table] = changes


async def page(base: str, hello: dict[str, Any], clock: Clock, done: asyncio.Event, answers: bool) -> None:
    ws: ClientConnection
    async with connect(base.replace("http", "ws") + "ws", max_size=2**24) as ws:
        await ws.send(json.dumps({"v": 1, "type": "hello", **hello}))
        seen: dict[int, int] = {}
        last_answer = ""
        async for text in ws:
            message = json.loads(text)
            if message["type"] == "refused" and last_answer:
                # The server meters each page (20 at once, then 10 a second), far above a person's clicking but
                # below a script's: like a student clicking again, answer once more a moment later.
                if not message["why"].startswith("too many messages"):
                    raise SystemExit(f"an answer was refused: {message['why']}")
                clock.again += 1
                await asyncio.sleep(0.2)
                await ws.send(last_answer)
                continue
            if message["type"] != "update":
                continue
            clock.saw(message["table"], message["changes"], seen)
            if message["status"] in ("over", "ended"):
                done.set()
                return
            choice = message.get("choices")
            if answers and choice:
                # the first button, or the amount box's first value (as the page fills it in)
                value = choice["options"][0]["value"] if choice["options"] else choice["amount"]["low"]
                clock.sent.setdefault((message["table"], message["changes"]), time.perf_counter())
                last_answer = json.dumps({"v": 1, "type": "answer", "seq": message["seq"],
                                          "decision": choice["decision"], "value": value})
                await ws.send(last_answer)


def memory(pid: int) -> dict[str, str]:
    status = Path(f"/proc/{pid}/status").read_text()
    return {k: re.search(rf"{k}:\s+(.+)", status).group(1) for k in ("VmRSS", "VmHWM")}  # type: ignore[union-attr]


async def run(args: argparse.Namespace) -> None:
    folder = Path(tempfile.mkdtemp(prefix="class-load-"))
    proc, base, code, token = start_server(folder / "class.sqlite", args.tables, args.seats, args.rounds)
    try:
        async with httpx.AsyncClient() as client:
            tokens = [(await client.post(base + "join", json={"code": code})).json()["token"]
                      for _ in range(args.tables * args.seats)]
        clock = Clock()
        ends = [asyncio.Event() for _ in range(args.tables)]
        tasks = [asyncio.create_task(page(base, {"token": tok}, clock, ends[i // args.seats], True))
                 for i, tok in enumerate(tokens)]
        tasks += [asyncio.create_task(page(base, {"token": token, "table": t}, clock, asyncio.Event(), False))
                  for t in range(args.tables)]
        await asyncio.sleep(1)
        start = time.perf_counter()
        # the instructor's page only sends: an unbounded queue keeps it reading what the server sends it
        async with connect(base.replace("http", "ws") + "ws", max_queue=None) as boss:
            await boss.send(json.dumps({"v": 1, "type": "hello", "token": token}))
            for t in range(args.tables):
                await boss.send(json.dumps({"v": 1, "type": "control", "seq": t + 1, "table": t, "action": "start"}))
            await asyncio.wait_for(asyncio.gather(*(e.wait() for e in ends)), timeout=args.timeout)
            took = time.perf_counter() - start
        used = memory(proc.pid)
        for task in tasks:
            task.cancel()
        lat = sorted(clock.seen)
        p99 = lat[min(len(lat) - 1, int(0.99 * len(lat)))]
        print(f"{args.tables} tables x {args.seats} seats (+{args.tables} projector pages), {args.rounds} rounds: "
              f"{len(clock.sent)} answers in {took:.1f} s, {len(lat)} page updates measured; "
              f"{clock.again} answers sent again after the server's pace refused them (0.2 s later)")
        print(f"answer -> every page's update: median {statistics.median(lat) * 1000:.1f} ms, "
              f"p99 {p99 * 1000:.1f} ms, worst {lat[-1] * 1000:.1f} ms (target p99 < 250 ms)")
        print(f"server memory: resident {used['VmRSS']}, peak {used['VmHWM']}")
    finally:
        proc.terminate()
        proc.wait(10)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--timeout", type=float, default=600)
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()

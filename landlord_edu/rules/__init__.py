"""The rules, one module per topic. Each rule is a generator over an Engine that yields Decisions."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ..decisions import Decision

Play = Generator[Decision, Any, Any]
"""A rule procedure: yields decisions, receives answers, may return a value."""

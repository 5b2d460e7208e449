#!/usr/bin/env bash
# Run the benchmarks against the installed package: the engine's speed, then an experiment of
# 10,000 paired games, then the notebook view's cold start. Extra arguments go to the engine benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh test
"$VENV/bin/python" -I benchmarks/engine_speed.py "$@"
"$VENV/bin/python" -I benchmarks/experiment_speed.py
"$VENV/bin/python" -I benchmarks/cold_start.py

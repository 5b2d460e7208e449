#!/usr/bin/env bash
# Run the benchmarks against the installed package. Extra arguments go to the benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh test
exec "$VENV/bin/python" -I benchmarks/engine_speed.py "$@"

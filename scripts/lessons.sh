#!/usr/bin/env bash
# Open the lessons in JupyterLab, creating the local environment first if there is none.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh lessons
root_flag=()
[ "$(id -u)" = 0 ] && root_flag=(--allow-root)
exec "$VENV/bin/jupyter" lab "${root_flag[@]}" --notebook-dir=lessons "$@"

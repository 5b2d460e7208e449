# Shared by the set-up scripts: make (once) the project's virtual environment and
# install this package into it the way users install it (a built wheel, not the tree).
# Usage: source scripts/env.sh EXTRAS   (e.g. "test" or "lessons")
set -euo pipefail
VENV="${LANDLORD_EDU_VENV:-.venv}"
if [ ! -x "$VENV/bin/python" ]; then
  echo "Creating the virtual environment $VENV ..." >&2
  python3 -m venv "$VENV"
  "$VENV/bin/python" -m pip install --quiet --upgrade pip
fi
VENV="$(cd "$VENV" && pwd)"
# --force-reinstall --no-deps: always test the current source, never a stale install; and no stale
# build/ folder, from which setuptools would copy modules since deleted into the wheel.
rm -rf build
"$VENV/bin/python" -m pip install --quiet --force-reinstall --no-deps .
"$VENV/bin/python" -m pip install --quiet ".[$1]"

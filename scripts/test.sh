#!/usr/bin/env bash
# Run the whole test suite against the installed package. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh "test,docs"   # docs: the suite builds the documentation site
export LANDLORD_EDU_EXPECT_INSTALLED=1
export PATH="$VENV/bin:$PATH"   # the installed landlord-edu command
exec "$VENV/bin/python" -I -m pytest "$@"

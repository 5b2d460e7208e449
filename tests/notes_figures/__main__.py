"""``python -m tests.notes_figures [05 ...]``: the notes' figures against a fresh run of their lessons."""

import sys

from . import main

sys.exit(main(sys.argv[1:]))

"""``python -m landlord_edu``: the same as the ``landlord-edu`` command."""

from .cli import main

raise SystemExit(main())

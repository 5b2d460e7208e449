"""The editions: one package per game or edition, each owning its rules, data loader, state, switches,
costs, board words, bots' answers and scenario staging (see docs/architecture.md).

The core finds them through :mod:`landlord_edu.rulesets` and never imports one by name.
"""

# The edition played when none is named (Game, load_edition, the command line...): the first one.
# The core reads it from :data:`landlord_edu.rulesets.DEFAULT_EDITION` and never names it.
DEFAULT_EDITION = "1906"

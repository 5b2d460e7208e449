"""The editions: one package per game or edition, each owning its rules, data loader, state, switches,
costs, board words, bots' answers and scenario staging (see docs/architecture.md).

The core finds them through :mod:`landlord_edu.rulesets` and never imports one by name.
"""

"""The 1906 edition: Elizabeth Magie's *The Landlord's Game* (rules text of 1906, Single Tax switch).

One module per topic of the rules; each rule is a generator over an Engine that yields Decisions
(:data:`landlord_edu.decisions.Play`).
"""

from __future__ import annotations

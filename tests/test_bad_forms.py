"""Bad decision forms a rule set could describe (landlord_edu.forms): refused when made, naming the row or field."""

from __future__ import annotations

import pytest

from landlord_edu.errors import DataError
from landlord_edu.forms import Amount, Row, Select, Slot

from ._bad_input import Bad, refused_cleanly

CASES = [
    Bad("form row answer names a missing field",
        lambda: Row("Offer", (Amount("price", "$", 0, 9),), {"counter": Slot("prize")}), DataError, ("Offer", "prize")),
    Bad("form row two fields one name",
        lambda: Row("Offer", (Amount("price", "$", 0, 9), Amount("price", "%", 1, 2)), Slot("price")), DataError,
        ("Offer", "two fields share a name")),
    Bad("form select without choices", lambda: Select("to", "to", ()), DataError, ("to", "at least one")),
    Bad("form amount empty range", lambda: Amount("price", "$", 10, 9), DataError, ("price", "10 to 9")),
    Bad("form amount not whole", lambda: Amount("price", "$", 0, 9.5), DataError, ("price", "9.5")),  # type: ignore[arg-type]
]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_bad_form_is_refused(case: Bad) -> None:
    refused_cleanly(case)

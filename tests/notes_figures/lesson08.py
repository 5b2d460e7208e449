"""Lesson 8's notes: the practice table (the only table a Run All saves) and the simulated games of the round
(``beside``: 300 games a regime, seeds 1000-1299), the two other measures computed as section 5 does."""

_ROW = "beside.set_index('regime').loc['{}', '{}']"
_LANDLORD, _VOTED = "landlord", "single tax voted at turn 10"
_NO_DEEDS = "beside_simulated(pooled, 'gini_no_deeds').set_index('regime').loc['single tax voted at turn 10']"
_POOREST = "beside_simulated(pooled, 'poorest_cash').set_index('regime').loc['single tax voted at turn 10']"

FIGURES = [
    ("The practice table: {}, Gini {:.3f}.", "(pooled.loc[0, 'regime'], float(pooled.loc[0, 'gini']))"),
    ("the simulated games' mean Gini is {} (middle 90%: {} to {})",
     f"({_ROW.format(_LANDLORD, 'simulated mean')}, {_ROW.format(_LANDLORD, 'simulated 5%')}, "
     f"{_ROW.format(_LANDLORD, 'simulated 95%')})"),
    ("Single Tax voted at turn 10: mean Gini {} (middle 90%: {} to {}); the paired effect on the Gini is +{} "
     "(95% interval {})",
     f"({_ROW.format(_VOTED, 'simulated mean')}, {_ROW.format(_VOTED, 'simulated 5%')}, "
     f"{_ROW.format(_VOTED, 'simulated 95%')}, {_ROW.format(_VOTED, 'effect vs landlord')}, "
     f"{_ROW.format(_VOTED, 'effect 95% CI')})"),
    ("the effect is +{} (95% interval {})", f"({_NO_DEEDS}['effect vs landlord'], {_NO_DEEDS}['effect 95% CI'])"),
    ("+{} dollars under the Single Tax (95% interval {})",
     f"({_POOREST}['effect vs landlord'], {_POOREST}['effect 95% CI'])"),
    ("already spread from {} to {})", f"({_ROW.format(_LANDLORD, 'simulated 5%')}, "
                                     f"{_ROW.format(_LANDLORD, 'simulated 95%')})"),
]

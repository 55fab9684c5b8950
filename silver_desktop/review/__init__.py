"""The review of a finished game: the decisions of one seat where the Hard bot, given only what
that seat knew then, expects a clearly better choice (see ``docs/review.md``). Pure Python, no Qt."""

from .analysis import GAIN_MARGIN, Mark, Moment, Review, decision_moments, review_decision, review_game
from .reasons import Reason, reason_for

__all__ = [
    "GAIN_MARGIN",
    "Mark",
    "Moment",
    "Reason",
    "Review",
    "decision_moments",
    "reason_for",
    "review_decision",
    "review_game",
]

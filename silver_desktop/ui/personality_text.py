"""The names and one-line descriptions of the bots' personalities, translated (New Game shows them).

The personalities themselves are in :mod:`silver_desktop.ai.personalities`; ``""`` is a bot's own
style, without a personality.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def personality_name(key: str) -> str:
    """The translated name of a personality (``""``: the level's own style)."""
    if key == "cautious":
        return QCoreApplication.translate("Personality", "Cautious caller")
    if key == "bold":
        return QCoreApplication.translate("Personality", "Bold caller")
    if key == "collector":
        return QCoreApplication.translate("Personality", "Set collector")
    if key == "hunter":
        return QCoreApplication.translate("Personality", "Leader hunter")
    return QCoreApplication.translate("Personality", "Usual style")


def personality_description(key: str) -> str:
    """One translated line saying how a personality plays."""
    if key == "cautious":
        return QCoreApplication.translate(
            "Personality", "Calls for a vote only when it knows all its cards and clearly leads."
        )
    if key == "bold":
        return QCoreApplication.translate(
            "Personality", "Calls for a vote early, even with cards it has not seen."
        )
    if key == "collector":
        return QCoreApplication.translate(
            "Personality", "Keeps cards that match its own and exchanges them out as sets."
        )
    if key == "hunter":
        return QCoreApplication.translate(
            "Personality", "Uses every ability that hurts another village, aimed at whoever leads the game."
        )
    return QCoreApplication.translate("Personality", "Plays the way its level plays.")

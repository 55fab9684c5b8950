"""What the base edition's token is, in words: its name, and the tooltip of the token on the table.

A newcomer sees a small amulet, bullet or coin beside one player's name; pointing at it says who holds
it, what holding it means, whether its power is on this round and what that power does (RULES.md §9).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..engine.view import PlayerView
from . import plain
from .language import fill

translate = QCoreApplication.translate


def token_name(token: str) -> str:
    """The token of a base edition ("amulet", "bullet" or "coin") as a noun."""
    if token == "bullet":
        return translate("Prompts", "bullet", "the Silver Bullet token")
    if token == "coin":
        return translate("Prompts", "coin", "the Silver Coin token")
    return translate("Prompts", "amulet", "the Amulet token")


def token_tooltip(v: PlayerView, names: Sequence[str]) -> str:
    """The token's tooltip as ``v``'s seat sees the table ("" when no one holds it)."""
    holder = v.token_holder
    if holder < 0:
        return ""
    token = v.config.token
    if holder == v.seat:
        who = translate("Token", "You hold the {token}.")
    else:
        who = translate("Token", "{name} holds the {token}.")
    lines = [
        fill(who, name=plain.isolate(names[holder]) if holder < len(names) else "?", token=token_name(token)),
        translate("Token", "Its holder plays first in a round, and wins a tie at the end of the game."),
    ]
    placed = token != "coin" and any(card.amulet for card in v.villages[holder])
    if v.token_active and token == "amulet":
        lines.append(
            translate(
                "Token",
                "Its power is on: once this round, on one of their turns, the holder may lay it on a card of "
                "their own village. Until the round ends no one may look at, move or swap that card; it "
                "still scores.",
            )
        )
    elif v.token_active and token == "bullet":
        lines.append(
            translate(
                "Token",
                "Its power is on: once this round, on one of their turns, the holder may lay it on a card of "
                "their own village. Until the round ends no one may look at, move or swap that card; it "
                "scores nothing, its ability is off, and it is left out when counting the 4 cards or fewer "
                "needed to call.",
            )
        )
    elif v.token_active:
        lines.append(
            translate(
                "Token",
                "Its power is on: once this round, on one of their turns, the holder may turn it to tails to "
                "turn over any one card of any village.",
            )
        )
    elif placed:
        lines.append(translate("Token", "It lies on a card of the holder's village until the round ends."))
    else:
        lines.append(translate("Token", "It has no power this round."))
    lines.append(
        translate(
            "Token",
            "When the round ends it goes to the player with the lowest round score; a caller whose vote "
            "succeeds takes it with its power on.",
        )
    )
    return "\n".join(lines)

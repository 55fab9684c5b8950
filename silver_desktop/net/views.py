"""A seat's :class:`~silver_desktop.engine.view.PlayerView` as JSON and back.

The server sends :func:`view_to_json` of ``view(state, seat)``; a client rebuilds the very same view
with :func:`view_from_json` (so bots and the table read it as in a local game). Nothing is added to
what the engine's view holds: the redaction happens in :func:`~silver_desktop.engine.view.view`.
"""

from __future__ import annotations

import functools
from typing import Any

from ..engine.actions import Action
from ..engine.config import GameConfig
from ..engine.view import CardView, PlayerView, card_view

_CARD_DEFAULTS = {"amulet": False, "guarded": False, "guarding": -1, "rotated": False, "seen_by": 0}
_PLAIN = (
    "seat", "round", "turn", "start", "current", "decider", "pending", "kept", "kept_by", "ending",
    "aside", "removed", "token_holder", "token_active", "caller", "finals", "over", "winner",
)  # fmt: skip


@functools.lru_cache(maxsize=8192)
def card_to_json(c: CardView) -> dict[str, Any]:
    """One card: ``type`` (null when hidden from the seat), ``faceup``, and its markers when set.

    Shared between views (cards are few and immutable): the result must not be changed."""
    out: dict[str, Any] = {"type": c.type, "faceup": c.faceup}
    for key, default in _CARD_DEFAULTS.items():
        value = getattr(c, key)
        if value != default:
            out[key] = value
    return out


def card_from_json(data: dict[str, Any]) -> CardView:
    """The inverse of :func:`card_to_json`."""
    return card_view(
        data["type"],
        data["faceup"],
        *(data.get(key, default) for key, default in _CARD_DEFAULTS.items()),
    )


@functools.lru_cache(maxsize=256)
def _settings(config: GameConfig) -> dict[str, Any]:
    """A game's settings as JSON (shared by every view of the game: the result must not be changed)."""
    return config.to_json()


def view_to_json(v: PlayerView) -> dict[str, Any]:
    """The view as a JSON-ready dict; legal actions in their text form; ``position`` only if the view
    has one (``view(..., with_position=False)`` leaves it out)."""
    out: dict[str, Any] = {key: getattr(v, key) for key in _PLAIN}
    if v.position:
        out["position"] = v.position
    out["settings"] = _settings(v.config)
    out["legal"] = [str(a) for a in v.legal]
    out["villages"] = [[card_to_json(c) for c in row] for row in v.villages]
    for zone in ("deck", "pile", "area", "hand"):
        out[zone] = [card_to_json(c) for c in getattr(v, zone)]
    out["limbo"] = [[card_to_json(c) for c in group] for group in v.limbo]
    out["scores"] = [list(r) for r in v.scores]
    return out


def view_from_json(data: dict[str, Any]) -> PlayerView:
    """Rebuild the view a server sent (the server is trusted; malformed data raises). A view sent
    without its ``position`` gets an empty one."""

    def cards(items: list[dict[str, Any]]) -> tuple[CardView, ...]:
        return tuple(card_from_json(c) for c in items)

    return PlayerView(
        config=GameConfig.from_json(data["settings"]),
        legal=tuple(Action.parse(a) for a in data["legal"]),
        villages=tuple(cards(row) for row in data["villages"]),
        deck=cards(data["deck"]),
        pile=cards(data["pile"]),
        area=cards(data["area"]),
        hand=cards(data["hand"]),
        limbo=tuple(cards(g) for g in data["limbo"]),
        scores=tuple(tuple(r) for r in data["scores"]),
        position=data.get("position", {}),
        **{key: data[key] for key in _PLAIN},
    )

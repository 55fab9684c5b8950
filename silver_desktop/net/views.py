"""A seat's :class:`~silver_desktop.engine.view.PlayerView` as JSON and back.

The server sends :func:`view_to_text` of ``view(state, seat)``; a client rebuilds the very same view
with :func:`view_from_json` (so bots and the table read it as in a local game). Nothing is added to
what the engine's view holds: the redaction happens in :func:`~silver_desktop.engine.view.view`.
"""

from __future__ import annotations

import json
from typing import Any

from ..engine.actions import Action
from ..engine.config import GameConfig
from ..engine.view import CardView, PlayerView, card_view
from .protocol import encode

_CARD_DEFAULTS = {"amulet": False, "guarded": False, "guarding": -1, "rotated": False, "seen_by": 0}
_PLAIN = (
    "seat", "round", "turn", "start", "current", "decider", "pending", "kept", "kept_by", "ending",
    "aside", "removed", "token_holder", "token_active", "caller", "finals", "over", "winner",
)  # fmt: skip


def card_to_json(c: CardView) -> dict[str, Any]:
    """One card: ``type`` (null when hidden from the seat), ``faceup``, and its markers when set."""
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


# Encoded once: views are built from a few shared card views (``card_view`` caches them) and share
# their game's settings. Keyed by the object's identity (hashing a card view costs more than encoding
# it); the object is kept with its text, so an identity is never reused while in the table.
_TEXTS: dict[int, tuple[object, str]] = {}


def _text_of(obj: CardView | GameConfig) -> str:
    got = _TEXTS.get(id(obj))
    if got is None or got[0] is not obj:
        if len(_TEXTS) >= 16_384:
            _TEXTS.clear()
        data = card_to_json(obj) if isinstance(obj, CardView) else obj.to_json()
        got = _TEXTS[id(obj)] = (obj, encode(data))
    return got[1]


def _cards(cards: tuple[CardView, ...], memo: dict[int, str]) -> str:
    text = memo.get(id(cards))
    if text is None:
        text = memo[id(cards)] = "[" + ",".join([_text_of(c) for c in cards]) + "]"
    return text


def _rows(rows: tuple[tuple[CardView, ...], ...], memo: dict[int, str]) -> str:
    return "[" + ",".join([_cards(r, memo) for r in rows]) + "]"


def view_to_text(v: PlayerView, memo: dict[int, str] | None = None) -> str:
    """The view as JSON text (how the server sends it); legal actions in their text form;
    ``position`` only if the view has one (``view(..., with_position=False)`` leaves it out).

    ``memo``, shared by the views of one moment (:func:`~silver_desktop.engine.view.views`), keeps
    the text of each group of cards they share, keyed by the group's identity: only while those
    views live."""
    memo = {} if memo is None else memo
    plain: dict[str, Any] = {key: getattr(v, key) for key in _PLAIN}
    plain["legal"] = [str(a) for a in v.legal]
    plain["scores"] = v.scores
    if v.position:
        plain["position"] = v.position
    return (
        encode(plain)[:-1]
        + ',"settings":' + _text_of(v.config)
        + ',"villages":' + _rows(v.villages, memo)
        + ',"deck":' + _cards(v.deck, memo)
        + ',"pile":' + _cards(v.pile, memo)
        + ',"area":' + _cards(v.area, memo)
        + ',"hand":' + _cards(v.hand, memo)
        + ',"limbo":' + _rows(v.limbo, memo)
        + "}"
    )  # fmt: skip


def view_to_json(v: PlayerView) -> dict[str, Any]:
    """The view as the client reads it (:func:`view_to_text` read back)."""
    data: dict[str, Any] = json.loads(view_to_text(v))
    return data


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

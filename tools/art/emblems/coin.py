"""Emblems of the coin cards (placeholders)."""

from __future__ import annotations

from collections.abc import Callable

from silver_desktop.engine.cards import ALL_CARDS

from ..kit import GREY, circle


def _placeholder() -> str:
    return circle(100, 100, 60, GREY)


EMBLEMS: dict[str, Callable[[], str]] = {cid: _placeholder for cid in ALL_CARDS if cid.startswith("coin.")}

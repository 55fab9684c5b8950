"""Per-card emblems. Each module maps card ids to functions returning SVG drawn in a 200 × 200 box."""

from __future__ import annotations

from collections.abc import Callable

from . import bullet, coin, promo, silver

EMBLEMS: dict[str, Callable[[], str]] = {**silver.EMBLEMS, **bullet.EMBLEMS, **coin.EMBLEMS, **promo.EMBLEMS}

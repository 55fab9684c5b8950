"""Card abilities. Importing this package registers every ability and its decision kinds.

One module per card (or per family of near-identical cards); each registers its draw-and-discard
entry in :data:`ABILITIES` and the decision kinds it needs in :mod:`..decisions`.
"""

from __future__ import annotations

from . import (
    count,
    cow,
    flipping,
    gremlin,
    marksman,
    master,
    nosferatu,
    removal,
    robber,
    seeing,
    swaps,
    thing,
    witch,
)
from .registry import ABILITIES, Ability

__all__ = [
    "ABILITIES",
    "Ability",
    "count",
    "cow",
    "flipping",
    "gremlin",
    "marksman",
    "master",
    "nosferatu",
    "removal",
    "robber",
    "seeing",
    "swaps",
    "thing",
    "witch",
]

"""Which village cards an effect may touch: the shared target lists of abilities and exchanges."""

from __future__ import annotations

from .state import State

OWN, OTHERS, ANY = 0, 1, 2


def exchangeable(s: State, seat: int) -> list[int]:
    """Indices of ``seat``'s own cards it may exchange out (all but a token-covered card, AMB-30)."""
    village = s.villages[seat]
    covered = s.token_card
    if covered < 0:
        return list(range(len(village)))
    return [i for i, c in enumerate(village) if c != covered]


def spots(s: State, seat: int, scope: int, facedown: bool | None = None) -> list[tuple[int, int]]:
    """Village spots ``(owner, index)`` that ``seat`` may target.

    ``scope`` is :data:`OWN`, :data:`OTHERS` or :data:`ANY`; ``facedown`` restricts to facedown
    (``True``) or faceup (``False``) cards. Protected cards are left out.
    """
    out: list[tuple[int, int]] = []
    up = s.up
    plain = s.plain()
    for v, village in enumerate(s.villages):
        if (scope == OWN and v != seat) or (scope == OTHERS and v == seat):
            continue
        for i, c in enumerate(village):
            if facedown is not None and up[c] == facedown:
                continue
            if plain or not s.protected(c, seat):
                out.append((v, i))
    return out


def any_spot(s: State, seat: int, scope: int, facedown: bool | None = None) -> bool:
    """Is there at least one spot :func:`spots` would list? (Stops at the first one.)"""
    up = s.up
    plain = s.plain()
    for v, village in enumerate(s.villages):
        if (scope == OWN and v != seat) or (scope == OTHERS and v == seat):
            continue
        for c in village:
            if facedown is not None and up[c] == facedown:
                continue
            if plain or not s.protected(c, seat):
                return True
    return False

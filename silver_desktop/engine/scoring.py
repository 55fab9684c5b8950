"""Round scoring, the token's transfer and the game's winner (RULES.md §7, §9.4, §10).

These are pure functions over numbers so that tests can check every case directly.
"""

from __future__ import annotations

from collections.abc import Sequence

from .state import State


def village_value(s: State, village: list[int]) -> int:
    """A village's value after the scoring-time steps (AMB-12, AMB-21, AMB-38, AMB-48, AMB-80).

    Printed values (Lycan 1, promos as configured) without the bullet's card; each Copycat is worth
    the lowest other non-Copycat card (13 if none); then one active (faceup) Wolfman makes the village
    worth 0 when the rest sums to less than 13.
    """
    numbers = s.config.numbers
    keys = s.config.keys
    bullet = s.bullet_card()
    cards = [c for c in village if c != bullet]
    plain = [numbers[c] for c in cards if keys[c] != "copycat"]
    copycats = len(cards) - len(plain)
    total = sum(plain) + copycats * (min(plain) if plain else 13)
    wolfmen = sum(1 for c in cards if keys[c] == "wolfman" and s.up[c])
    if wolfmen == 1 and total - 13 < 13:
        return 0
    return total


def village_values(s: State) -> list[int]:
    """Each seat's village value (see :func:`village_value`)."""
    return [village_value(s, village) for village in s.villages]


def round_scores(values: Sequence[int], caller: int) -> tuple[list[int], bool]:
    """Apply the call adjustment (AMB-12): return ``(scores, call_succeeded)``.

    The caller scores 0 if their value is at most every other value, otherwise value + 10.
    """
    scores = list(values)
    if caller < 0:
        return scores, False
    mine = values[caller]
    ok = all(mine <= v for seat, v in enumerate(values) if seat != caller)
    scores[caller] = 0 if ok else mine + 10
    return scores, ok


def first_clockwise(candidates: Sequence[int], origin: int, players: int) -> int:
    """The first seat of ``candidates`` going clockwise from ``origin`` (``origin`` itself first)."""
    for step in range(players):
        seat = (origin + step) % players
        if seat in candidates:
            return seat
    raise ValueError("no candidate seat")


def token_after_round(
    scores: Sequence[int], caller: int, called_ok: bool, holder: int, players: int
) -> tuple[int, bool]:
    """Where the token goes after a round, and whether it is active (§9.4, AMB-9/10/11/52)."""
    if caller >= 0 and called_ok:
        return caller, True
    low = min(scores)
    lowest = [seat for seat, v in enumerate(scores) if v == low]
    if len(lowest) == 1:
        return lowest[0], False
    if holder in lowest:
        return holder, False
    return first_clockwise(lowest, holder, players), False


def game_winner(totals: Sequence[int], holder: int, players: int) -> tuple[int, bool]:
    """The winner after the last round and whether a tie-break was needed (§10, AMB-11/53)."""
    low = min(totals)
    tied = [seat for seat, v in enumerate(totals) if v == low]
    if len(tied) == 1:
        return tied[0], False
    return first_clockwise(tied, holder, players), True

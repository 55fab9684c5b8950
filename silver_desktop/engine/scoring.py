"""Round scoring, the token's transfer and the game's winner (RULES.md §7, §9.4, §10).

These are pure functions over numbers so that tests can check every case directly.
"""

from __future__ import annotations

from collections.abc import Sequence

from .state import State


def card_values(s: State, village: list[int]) -> list[int | None]:
    """Each card's scoring value, in village order (AMB-12, AMB-21, AMB-48).

    The printed value (Lycan 1, promos as configured); each Copycat is worth the lowest other
    non-Copycat scoring card (13 if none); the bullet's card is ``None``: it does not score.
    """
    numbers = s.config.numbers
    keys = s.config.keys
    bullet = s.bullet_card()
    plain = [numbers[c] for c in village if c != bullet and keys[c] != "copycat"]
    copycat = min(plain) if plain else 13
    return [None if c == bullet else copycat if keys[c] == "copycat" else numbers[c] for c in village]


def zeroing_wolfman(s: State, village: list[int], values: list[int | None]) -> int | None:
    """The index of the active Wolfman that makes the village worth 0, or ``None`` (AMB-38).

    ``values`` are the village's :func:`card_values`. One Wolfman faceup in the end state (not under
    the bullet) zeroes the village when the other cards sum to less than 13; two never can.
    """
    keys = s.config.keys
    up = s.up
    active = [i for i, c in enumerate(village) if keys[c] == "wolfman" and up[c] and values[i] is not None]
    if len(active) == 1 and sum(v for v in values if v is not None) - 13 < 13:
        return active[0]
    return None


def village_value(s: State, village: list[int]) -> int:
    """A village's value after the scoring-time steps (AMB-12, AMB-21, AMB-38, AMB-48, AMB-80): the
    sum of its :func:`card_values`, or 0 if a Wolfman zeroes it (:func:`zeroing_wolfman`)."""
    values = card_values(s, village)
    if zeroing_wolfman(s, village, values) is not None:
        return 0
    return sum(v for v in values if v is not None)


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


def call_marks(caller: int, called_ok: bool, players: int) -> list[int | None]:
    """Per seat, what the call did to its score (AMB-12): ``0`` for a successful caller (the score is
    0), ``10`` for a failed one (10 added to the value), ``None`` for everyone else."""
    marks: list[int | None] = [None] * players
    if caller >= 0:
        marks[caller] = 0 if called_ok else 10
    return marks


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

"""The game's random generator: SplitMix64 kept as one integer inside the state.

A single integer clones for free and serializes into positions, which is why the engine does not use
:mod:`random` (whose state is 625 words).
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1


def next_u64(seed: int) -> tuple[int, int]:
    """Advance the generator: return ``(new_state, output)``."""
    seed = (seed + 0x9E3779B97F4A7C15) & MASK64
    z = seed
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return seed, z ^ (z >> 31)


def below(seed: int, n: int) -> tuple[int, int]:
    """Return ``(new_state, k)`` with ``k`` uniform in ``range(n)`` (rejection sampling, no bias)."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        seed, x = next_u64(seed)
        if x < limit:
            return seed, x % n


def shuffle(seed: int, items: list[int]) -> int:
    """Shuffle ``items`` in place (Fisher-Yates); return the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        seed, j = below(seed, i + 1)
        items[i], items[j] = items[j], items[i]
    return seed

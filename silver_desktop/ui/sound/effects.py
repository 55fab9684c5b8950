"""The sound effects and which one each beat of a story plays (pure Python, no Qt).

The effects are WAV files in ``assets/sounds/`` made by ``tools/make_sounds.py``. A beat's effect
depends only on what kind of beat it is and where the card goes, never on the card's face: a
facedown draw sounds the same whatever the card, so a sound tells nothing the table does not show.
"""

from __future__ import annotations

import array
import enum
import sys
import wave
from pathlib import Path

from ...resources import asset
from ..story import FLIP, GATHER, LOOK, MOVE, Beat

#: The sample format every effect file has (``tools/make_sounds.py`` writes it).
RATE = 22050


class Effect(enum.StrEnum):
    """A sound effect; its value is its file's stem in ``assets/sounds/``."""

    SHUFFLE = "shuffle"
    DEAL = "deal"
    DRAW = "draw"
    FLIP = "flip"
    SLIDE = "slide"
    DISCARD = "discard"
    CALL = "call"
    ROUND_END = "round_end"
    WIN = "win"
    LOSS = "loss"


#: Effects that tell what concerns everyone: never dropped by the throttle (see :mod:`.cues`).
MAJOR = frozenset({Effect.CALL, Effect.ROUND_END, Effect.WIN, Effect.LOSS})


def effect_for(beat: Beat) -> Effect | None:
    """The effect a beat plays as it starts on the table (None: silence).

    A card going to the pile is a discard, one taken from the deck a draw, any other card moving
    (an exchange between a hand and a village, a card put back) a slide; a card turning over,
    or the viewer's own look, a flip; a village gathered and mixed, a shuffle. The face is not read.
    """
    if beat.kind == MOVE:
        if beat.to.startswith("pile"):
            return Effect.DISCARD
        if beat.at.startswith("deck"):
            return Effect.DRAW
        return Effect.SLIDE
    if beat.kind in (FLIP, LOOK):
        return Effect.FLIP
    if beat.kind == GATHER:
        return Effect.SHUFFLE
    return None


def sound_file(effect: Effect) -> Path:
    """The WAV file of ``effect``."""
    return asset("sounds", f"{effect.value}.wav")


def load_samples(effect: Effect) -> array.array[int]:
    """The 16-bit mono samples of ``effect`` at :data:`RATE` (raises OSError or ``wave.Error`` for a
    missing or unexpected file)."""
    with wave.open(str(sound_file(effect)), "rb") as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
            raise wave.Error(f"{sound_file(effect).name}: expected 16-bit mono at {RATE} Hz")
        samples = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":  # WAV samples are little-endian
        samples.byteswap()
    return samples

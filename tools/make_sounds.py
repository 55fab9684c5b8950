"""Synthesize the table's sound effects into ``assets/sounds/*.wav`` (standard library only).

    python tools/make_sounds.py              # write the WAV files
    python tools/make_sounds.py --check      # exit 1 if a committed file differs from what would be written
    python tools/make_sounds.py --out DIR    # write them somewhere else

Every effect is made here from noise and sine waves: paper swishes (filtered noise) for a card sliding,
drawn or dealt, a riffle of little clicks for a shuffle, soft taps for a flip or a discard, a bell for a
call and short melodies for the end of a round, a win and a loss. Each effect has its own seeded random
generator, so the files are the same on every run. They are 16-bit mono WAV at 22,050 Hz. The generated
files are committed; change this script and run it again, never edit the WAVs.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"
RATE = 22050
#: The loudest sample of every effect, as a fraction of full scale.
PEAK = 0.6

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def _mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` from ``at`` seconds on (``into`` grows if needed)."""
    start = int(at * RATE)
    if start + len(sound) > len(into):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, s in enumerate(sound):
        into[start + i] += gain * s


def _noise(rng: random.Random, seconds: float) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def _band(samples: Samples, low_hz: float, high_hz: float) -> Samples:
    """A gentle band-pass: a one-pole high-pass at ``low_hz`` then a two-pole low-pass at ``high_hz``."""
    hp = math.exp(-2 * math.pi * low_hz / RATE)
    lp = 1 - math.exp(-2 * math.pi * high_hz / RATE)
    out: Samples = []
    prev_in = prev_hp = a = b = 0.0
    for x in samples:
        prev_hp = hp * (prev_hp + x - prev_in)
        prev_in = x
        a += lp * (prev_hp - a)
        b += lp * (a - b)
        out.append(b)
    return out


def _envelope(samples: Samples, attack: float, shape: float) -> Samples:
    """Rise over ``attack`` (a fraction of the length), then fall as a power curve of ``shape``."""
    n = len(samples)
    out: Samples = []
    for i, x in enumerate(samples):
        t = i / n
        g = t / attack if t < attack else (1 - (t - attack) / (1 - attack)) ** shape
        out.append(x * math.sin(g * math.pi / 2))
    return out


def _decay(samples: Samples, seconds: float) -> Samples:
    """Exponential decay with time constant ``seconds``, with a 2 ms fade in."""
    fade = 0.002 * RATE
    return [x * math.exp(-i / RATE / seconds) * min(1.0, i / fade) for i, x in enumerate(samples)]


def _tone(freq: float, seconds: float, decay: float, partials: tuple[tuple[float, float], ...]) -> Samples:
    """A struck tone: sine partials (ratio to ``freq``, level), each dying away faster the higher it is."""
    out: Samples = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        x = sum(
            level * math.sin(2 * math.pi * freq * ratio * t) * math.exp(-t * ratio / decay)
            for ratio, level in partials
        )
        out.append(x * min(1.0, i / (0.004 * RATE)))
    return out


#: A soft mallet (a little brighter than a sine) and a small bell (inharmonic upper partials).
MALLET = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08))
BELL = ((1.0, 1.0), (2.0, 0.35), (2.76, 0.3), (5.4, 0.12))


def _note(name: str) -> float:
    """The frequency of a note such as ``"C5"`` or ``"F#4"`` (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    steps += name.count("#") - name.count("b")
    octave = int(name[-1])
    return 440.0 * 2 ** ((steps + 12 * (octave - 4)) / 12)


def _swish(rng: random.Random, seconds: float, low: float, high: float, attack: float) -> Samples:
    """Paper sliding on felt: band-passed noise that swells and fades."""
    return _envelope(_band(_noise(rng, seconds), low, high), attack, 1.6)


def _tap(rng: random.Random, thump_hz: float, click_high: float, length: float) -> Samples:
    """A card landing: a short, soft click of noise over a low thump."""
    click = _decay(_band(_noise(rng, length), 400, click_high), length / 6)
    thump = _decay([math.sin(2 * math.pi * thump_hz * i / RATE) for i in range(int(length * RATE))], 0.018)
    return [c + 0.7 * t for c, t in zip(click, thump, strict=True)]


def slide(rng: random.Random) -> Samples:
    """A card pushed across the table (an exchange): a longer, smooth swish."""
    return _swish(rng, 0.32, 300, 2600, 0.45)


def draw(rng: random.Random) -> Samples:
    """A card taken from the deck: a short swish, a little brighter."""
    return _swish(rng, 0.2, 500, 4200, 0.3)


def deal(rng: random.Random) -> Samples:
    """A card dealt: a quick flick that ends in a soft tap."""
    out = _swish(rng, 0.12, 700, 5000, 0.25)
    _mix(out, _tap(rng, 200, 2500, 0.06), 0.09, 0.6)
    return out


def flip(rng: random.Random) -> Samples:
    """A card turned over: a light flick and a high, soft tap."""
    out = _swish(rng, 0.07, 900, 5500, 0.5)
    _mix(out, _tap(rng, 260, 3500, 0.08), 0.05, 0.8)
    return out


def discard(rng: random.Random) -> Samples:
    """A card put on the pile: a short swish and a lower tap."""
    out = _swish(rng, 0.12, 400, 3200, 0.4)
    _mix(out, _tap(rng, 150, 2200, 0.12), 0.09)
    return out


def shuffle(rng: random.Random) -> Samples:
    """A riffle: clicks of cards falling, quicker towards the middle, then the halves squared up."""
    out = _silence(0.05)
    t = 0.02
    for i in range(34):
        click = _decay(_band(_noise(rng, 0.02), 1200, 6000), 0.004)
        _mix(out, click, t, rng.uniform(0.5, 1.0))
        t += 0.024 - 0.012 * math.sin(math.pi * i / 33) + rng.uniform(-0.002, 0.002)
    _mix(out, _swish(rng, 0.18, 300, 2400, 0.2), t + 0.02, 0.8)
    return out


def _melody(
    notes: tuple[tuple[str, float, float], ...], partials: tuple[tuple[float, float], ...]
) -> Samples:
    """Notes (name, start in seconds, level) that ring for 0.9 s each."""
    out: Samples = []
    for name, at, level in notes:
        _mix(out, _tone(_note(name), 0.9, 0.35, partials), at, level)
    return out


def call(rng: random.Random) -> Samples:
    """Someone calls for the vote: two bell strokes a fifth apart."""
    return _melody((("E5", 0.0, 1.0), ("B5", 0.09, 0.7)), BELL)


def round_end(rng: random.Random) -> Samples:
    """The round is scored: a rising major arpeggio."""
    return _melody((("C5", 0.0, 0.8), ("E5", 0.1, 0.8), ("G5", 0.2, 0.8), ("C6", 0.3, 0.9)), MALLET)


def win(rng: random.Random) -> Samples:
    """The person won: a bright rising motif ending on a chord."""
    return _melody(
        (
            ("G5", 0.0, 0.7),
            ("C6", 0.1, 0.7),
            ("E6", 0.2, 0.7),
            ("G6", 0.32, 0.8),
            ("C6", 0.32, 0.5),
            ("E6", 0.32, 0.5),
        ),
        BELL,
    )


def loss(rng: random.Random) -> Samples:
    """The person lost: a gentle, slower falling minor line."""
    return _melody((("E5", 0.0, 0.6), ("C5", 0.22, 0.6), ("A4", 0.44, 0.7)), MALLET)


#: Every effect by its file's stem (the values of :class:`silver_desktop.ui.sound.Effect`).
EFFECTS: dict[str, Callable[[random.Random], Samples]] = {
    "shuffle": shuffle,
    "deal": deal,
    "draw": draw,
    "flip": flip,
    "slide": slide,
    "discard": discard,
    "call": call,
    "round_end": round_end,
    "win": win,
    "loss": loss,
}


def wav_bytes(samples: Samples) -> bytes:
    """``samples`` scaled to :data:`PEAK`, faded out over the last 5 ms, as a 16-bit mono WAV file."""
    loudest = max(abs(x) for x in samples) or 1.0
    fade = int(0.005 * RATE)
    frames = bytearray()
    for i, x in enumerate(samples):
        g = min(1.0, (len(samples) - i) / fade)
        frames += struct.pack("<h", round(x / loudest * PEAK * g * 32767))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def sounds() -> dict[str, bytes]:
    """Every effect's WAV file by its name (``shuffle.wav``, ...)."""
    return {
        f"{name}.wav": wav_bytes(make(random.Random(f"silver-desktop {name}")))
        for name, make in EFFECTS.items()
    }


def main(argv: list[str] | None = None) -> int:
    """Write (or with ``--check`` compare) the sound effects."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write to")
    args = parser.parse_args(argv)
    stale = []
    for name, data in sounds().items():
        file = args.out / name
        if args.check:
            if not file.exists() or file.read_bytes() != data:
                stale.append(file)
            continue
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_bytes(data)
    for file in stale:
        print(f"stale: {file}", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())

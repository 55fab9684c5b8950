"""Where the effects go: the sound card through miniaudio, or nowhere.

:class:`MiniaudioOutput` plays through `miniaudio <https://github.com/irmen/pyminiaudio>`_ (a small
library with its C code inside its wheels: nothing to install on the system). It opens the device
the first time something plays; if the library is missing or no device opens (a machine without a
sound card), it says so once in the log and stays silent: the app never fails for want of sound.
:class:`NullOutput` is silence. :func:`choose_output` picks the null output in tests and CI.

The device's callback runs Python code in the audio thread, so while the device runs the garbage
collector is paused (:mod:`..gc_pause`), and the device is stopped, from the GUI thread, as soon as
nothing plays.
"""

from __future__ import annotations

import array
import atexit
import logging
import os
import sys
import threading
import time
import weakref
from collections.abc import Generator
from typing import Any, Protocol

from PySide6.QtCore import QTimer

from .. import gc_pause
from .effects import RATE, Effect, load_samples

log = logging.getLogger(__name__)

#: ``SILVER_DESKTOP_SOUND``: ``off`` (always silent), ``on`` (the sound card even offscreen or in CI),
#: ``null-device`` (miniaudio with its silent null backend: everything but the speaker, for checks).
ENV = "SILVER_DESKTOP_SOUND"
#: The device's buffer: short enough that a card's sound starts with its motion.
BUFFER_MS = 30
#: How long the device runs on after the last sound ends, before it stops.
LINGER_MS = 250


class Output(Protocol):
    """Something that plays effects."""

    #: a short name for the log and the self-test ("none", "miniaudio", ...)
    name: str

    def play(self, effect: Effect, volume: float) -> None:
        """Start ``effect`` at ``volume`` (0 to 1) now, over whatever already plays; never raises."""

    def close(self) -> None:
        """Stop everything and release the device (the window closes)."""


class NullOutput:
    """Silence: tests, CI, and ``SILVER_DESKTOP_SOUND=off``."""

    name = "none"

    def play(self, effect: Effect, volume: float) -> None:
        """Play nothing."""

    def close(self) -> None:
        """Nothing to release."""


def quiet_environment() -> bool:
    """Whether the app runs where nobody listens: under pytest, in CI or on an offscreen display."""
    return (
        "pytest" in sys.modules
        or bool(os.environ.get("CI"))
        or os.environ.get("QT_QPA_PLATFORM", "") in ("offscreen", "minimal")
    )


def choose_output() -> Output:
    """The output for this run: silence in a quiet environment (see :func:`quiet_environment`) or
    when :data:`ENV` says ``off``; miniaudio otherwise (or when :data:`ENV` asks for it)."""
    mode = os.environ.get(ENV, "").strip().lower()
    if mode == "off" or (mode not in ("on", "null-device") and quiet_environment()):
        return NullOutput()
    return MiniaudioOutput(null_device=mode == "null-device")


def gain(volume: float) -> float:
    """The factor on the samples for a volume from 0 to 1 (squared: the slider's middle sounds half as
    loud, as ears hear it, rather than barely quieter)."""
    return max(0.0, min(1.0, volume)) ** 2


#: the outputs with an open device: closed at exit, since a device still calling into Python while the
#: interpreter shuts down would hang it
_OPEN: weakref.WeakSet[MiniaudioOutput] = weakref.WeakSet()


@atexit.register
def _close_all() -> None:
    for output in list(_OPEN):
        output.shut_down()


class MiniaudioOutput:
    """The sound card, through miniaudio; silent (after one line in the log) if it cannot be used."""

    def __init__(self, null_device: bool = False) -> None:
        """``null_device``: miniaudio's null backend, which consumes the sound without a sound card."""
        self.name = "miniaudio"
        self._null_device = null_device
        self._samples: dict[Effect, array.array[int]] = {}
        #: sounds playing: samples (at their volume) and how far they have played; shared with the
        #: audio thread under the lock
        self._voices: list[list[Any]] = []
        self._lock = threading.Lock()
        self._device: Any = None
        self._running = False
        #: why there is no sound ("" while there may be)
        self.failure = ""
        #: how many effects were handed to the device
        self.played = 0
        #: how many frames the device has taken (the audio thread counts); and at the last check
        self._frames = 0
        self._frames_seen = 0
        self._idle = QTimer()
        self._idle.setSingleShot(True)
        self._idle.timeout.connect(self._stop_if_quiet)

    def _open(self) -> bool:
        """Load the library, the effects and the device (once); False if there is no sound."""
        if self._device is not None:
            return True
        if self.failure:
            return False
        try:
            import miniaudio  # imported only when a sound is wanted: the app runs without it

            self._samples = {effect: load_samples(effect) for effect in Effect}
            backends = [miniaudio.Backend.NULL] if self._null_device else None
            self._device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=BUFFER_MS,
                backends=backends,
                app_name="Silver Desktop",
            )
        except Exception as e:  # no library, no device, a broken file: silence, said once
            self.failure = f"{type(e).__name__}: {e}"
            log.warning("sound is off: %s", self.failure)
            return False
        _OPEN.add(self)
        self.name = f"miniaudio ({self._device.backend})"
        log.info("sound through %s", self.name)
        return True

    def play(self, effect: Effect, volume: float) -> None:
        """Mix ``effect`` in at ``volume``; start the device if it is stopped."""
        if volume <= 0 or not self._open():
            return
        factor = gain(volume)
        samples = array.array("h", (round(s * factor) for s in self._samples[effect]))
        with self._lock:
            self._voices.append([samples, 0])
        self.played += 1
        if not self._running:
            try:
                stream = self._stream()
                next(stream)
                gc_pause.pause(self)
                self._device.start(stream)
                self._running = True
            except Exception as e:
                gc_pause.resume(self)
                self.failure = f"{type(e).__name__}: {e}"
                log.warning("sound is off: %s", self.failure)
                self.shut_down()
                return
        self._idle.start(len(samples) * 1000 // RATE + LINGER_MS)

    def _stream(self) -> Generator[bytes, int, None]:
        """The device's callback (in the audio thread): ``frames`` samples of the voices mixed."""
        frames = yield b""
        while True:
            with self._lock:
                out = self._mix(frames)
            frames = yield out

    def _mix(self, frames: int) -> bytes:
        """The next ``frames`` samples of everything playing (the lock held); finished voices go."""
        self._frames += frames
        chunks = []
        for voice in self._voices:
            samples, at = voice
            chunks.append(samples[at : at + frames])
            voice[1] = at + frames
        self._voices = [v for v in self._voices if v[1] < len(v[0])]
        if len(chunks) == 1:
            mixed = chunks[0]
        else:  # silence, with every voice added in
            mixed = array.array("h", bytes(2 * frames))
            for chunk in chunks:
                for i, s in enumerate(chunk):
                    mixed[i] = max(-32768, min(32767, mixed[i] + s))
        return mixed.tobytes() + bytes(2 * (frames - len(mixed)))

    def busy(self) -> bool:
        """Whether a sound is still playing."""
        with self._lock:
            return bool(self._voices)

    def _stop_if_quiet(self) -> None:
        """In the GUI thread, once the last sound has ended: stop the device (until the next sound).
        A device that took nothing since the last check (unplugged, say) is stopped too, its sounds
        dropped, so the garbage collector is never left paused."""
        with self._lock:
            busy = bool(self._voices)
            stalled = self._frames == self._frames_seen
            self._frames_seen = self._frames
            if stalled:
                self._voices = []
        if busy and not stalled:
            self._idle.start(LINGER_MS)
            return
        if busy:
            log.warning("the sound device stopped taking sound")
        self._stop()

    def _stop(self) -> None:
        if self._running:
            self._running = False
            try:
                self._device.stop()
            finally:
                gc_pause.resume(self)

    def _release(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            device.close()

    def close(self) -> None:
        """Stop and release the device."""
        self._idle.stop()
        self.shut_down()

    def shut_down(self) -> None:
        """Stop and release the device, without Qt (also at exit)."""
        _OPEN.discard(self)
        with self._lock:
            self._voices = []
        try:
            self._stop()
        finally:
            self._release()


def check_sound() -> list[str]:
    """For ``--self-test``: every effect loads, and miniaudio plays one through its null backend
    (a device without a sound card). The problems in words (empty when all is well)."""
    problems = []
    for effect in Effect:
        try:
            load_samples(effect)
        except Exception as e:
            problems.append(f"the sound {effect.value}.wav is missing or broken: {e}")
    output = MiniaudioOutput(null_device=True)
    output.play(Effect.FLIP, 1.0)
    try:
        if output.failure:
            problems.append(f"the audio library does not work: {output.failure}")
        else:
            deadline = time.monotonic() + 2.0
            while output.busy() and time.monotonic() < deadline:
                time.sleep(0.01)
            if output.busy():
                problems.append("the audio library's null device played nothing in 2 s")
    finally:
        output.close()
    return problems

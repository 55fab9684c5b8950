"""Python's garbage collector paused while other threads run Python code (the bots, the sound).

A collection runs in whichever thread happens to allocate when it is due; run in a bot's thread or
the audio device's, it could free a Qt object outside the GUI thread. So the collector is off while
any holder needs it off, and back on, from the GUI thread, when the last one lets go.
"""

from __future__ import annotations

import gc

#: who needs the collector off now; only the GUI thread changes it
_HOLDERS: set[object] = set()


def pause(holder: object) -> None:
    """Turn the collector off until ``holder`` calls :func:`resume` (from the GUI thread)."""
    gc.disable()
    _HOLDERS.add(holder)


def resume(holder: object) -> None:
    """``holder`` no longer needs the collector off; it comes back on when nobody does (GUI thread)."""
    _HOLDERS.discard(holder)
    if not _HOLDERS:
        gc.enable()

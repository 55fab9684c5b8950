"""``python -m silver_desktop`` opens the desktop app."""

import multiprocessing
import sys

if __name__ == "__main__":
    # First, before anything else: a frozen app's worker processes (the Expert bot's search) start here.
    multiprocessing.freeze_support()
    # Imported here, not above: the Expert's worker processes (started with "spawn") import this module
    # too, and need none of the window.
    from .ui.app import main

    sys.exit(main())

"""PyInstaller's entry script: start the desktop app exactly as the ``silver-desktop`` command does."""

import multiprocessing
import sys

from silver_desktop.ui.app import main

if __name__ == "__main__":
    # A frozen program must call this first if any code path starts a process pool (the bot arena does).
    multiprocessing.freeze_support()
    sys.exit(main())

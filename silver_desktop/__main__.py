"""``python -m silver_desktop`` opens the desktop app."""

import sys

from .ui.app import main

if __name__ == "__main__":
    sys.exit(main())

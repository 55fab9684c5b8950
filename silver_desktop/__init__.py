"""Silver Desktop: a fan-made desktop app for the Silver family of card games.

The package is split so that the rules never depend on the user interface:
``silver_desktop.engine`` holds the rules, ``silver_desktop.ai`` the computer
players and ``silver_desktop.sim`` the command-line simulator. None of them may
import Qt; the desktop window will live in its own subpackage.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("silver-desktop")
except PackageNotFoundError:  # a source tree that was never installed: pyproject.toml has the number
    __version__ = "0+unknown"

#: The app's id everywhere a system needs one: the menu entry's file name, the AppStream id, the Flatpak id,
#: the Wayland app id, the icon names on Linux and the macOS bundle identifier (packaging/ uses the same).
APP_ID = "io.github.silverdesktop.SilverDesktop"

__all__ = ["APP_ID", "__version__"]

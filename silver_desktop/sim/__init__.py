"""The command-line simulator: bots play whole games headless (``python -m silver_desktop.sim``)."""

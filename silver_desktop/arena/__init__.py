"""``python -m silver_desktop.arena``: tournaments between bots (see :mod:`silver_desktop.ai.arena`)."""

"""Bots. Pure Python, no Qt; a bot decides from a :class:`~silver_desktop.engine.view.PlayerView` only."""

from __future__ import annotations

from .random_bot import RandomBot

__all__ = ["RandomBot"]

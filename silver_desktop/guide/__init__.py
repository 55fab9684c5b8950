"""The guided lessons: a short game on a prepared deal where the table teaches, step by step.

A lesson is data (``data/<id>.json``, read by :mod:`.lessons`); how far a person got is kept by
:mod:`.progress`. The window side is :mod:`silver_desktop.ui.guide`. How a lesson is written:
``docs/guide.md``.
"""

from .lessons import LANGUAGES, Lesson, LessonError, Step, all_lessons, lesson

__all__ = ["LANGUAGES", "Lesson", "LessonError", "Step", "all_lessons", "lesson"]

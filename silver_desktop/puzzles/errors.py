"""The error a puzzle file raises when it cannot be used."""

from __future__ import annotations

from ..engine.errors import EngineError, Problem


class PuzzleError(EngineError):
    """A puzzle file that cannot be used: ``file`` names it and ``field`` the JSON path at fault.

    The message reads ``FILE: FIELD: what is wrong``; ``problem`` is the kind of problem
    (:class:`~silver_desktop.engine.errors.Problem`), as for the engine's other readers.
    """

    def __init__(self, file: str, field: str, message: str, problem: Problem = Problem.DAMAGED) -> None:
        where = f"{file}: {field}: " if field else f"{file}: "
        super().__init__(where + message, problem)
        self.file = file
        self.field = field

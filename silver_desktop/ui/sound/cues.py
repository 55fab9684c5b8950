"""When the effects play: the table's story, beat by beat, and the end of a round and of a game.

:class:`TableSounds` is told by the table (:class:`~silver_desktop.ui.table.scene.TableScene`) when
a story begins, when each of its beats starts to move and when a round's scoring is shown, and by the
window when the game is over. It picks the effect, applies mute and volume, and hands it to an
:class:`~.output.Output`.

So that skipping through a story or playing with animations off makes no burst of sound: with
animations off a whole story plays one effect (its first beat's), and an effect that
comes less than :data:`MIN_GAP_S` after the previous one is dropped (except a call, the end of a
round and the end of a game, which always play).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Mapping
from typing import Any

from PySide6.QtCore import QObject, QTimer

from ..story import Beat, Story
from .effects import MAJOR, Effect, effect_for
from .output import Output

#: The shortest time between two effects; a closer one is dropped (a burst when a story is skipped).
MIN_GAP_S = 0.07
#: After a new round's shuffle, the deal's sound follows this much later.
DEAL_AFTER_MS = 550


class TableSounds(QObject):
    """The effects of the game on the table, through ``output``."""

    def __init__(self, output: Output, clock: Callable[[], float] = time.monotonic) -> None:
        """``clock`` gives the time in seconds (tests give their own)."""
        super().__init__()
        self.output = output
        #: gives the time in seconds, for the throttle
        self.clock = clock
        #: from 0 to 100 (the setting)
        self.volume = 70
        #: no sound at all (the setting, and View ▸ Sound)
        self.muted = False
        self._last = -1.0
        self._deal = QTimer(self)
        self._deal.setSingleShot(True)
        self._deal.timeout.connect(lambda: self.play(Effect.DEAL))

    def play(self, effect: Effect) -> None:
        """Play ``effect`` now, unless muted or too soon after the previous one."""
        if self.muted or self.volume <= 0:
            return
        now = self.clock()
        if effect not in MAJOR and self._last >= 0 and now - self._last < MIN_GAP_S:
            return
        self._last = now
        self.output.play(effect, self.volume / 100)

    def new_game(self) -> None:
        """A new game: the deck is shuffled and dealt."""
        self.play(Effect.SHUFFLE)
        if not self.muted:
            self._deal.start(DEAL_AFTER_MS)

    def story(self, story: Story, animated: bool, scored: bool, counted: bool) -> None:
        """A story begins on the table; with ``animated`` its beats follow through :meth:`beat`.

        A new round is shuffled and dealt; a call rings. Without animation the story plays one
        effect, its first beat's. ``scored``: the story ends the round; if the table counts the
        scores up (``counted``), the round's end sounds then (:meth:`scoring`), else at once.
        """
        if story.dealt:
            self.new_game()
        elif story.called:
            self.play(Effect.CALL)
        elif scored and not counted:
            self.play(Effect.ROUND_END)
        elif not animated and not scored:
            effect = next((e for b in story.beats if (e := effect_for(b)) is not None), None)
            if effect is not None:
                self.play(effect)

    def beat(self, beat: Beat) -> None:
        """A beat starts to move on the table."""
        effect = effect_for(beat)
        if effect is not None:
            self.play(effect)

    def scoring(self) -> None:
        """A round's scores start to show on the table."""
        self.play(Effect.ROUND_END)

    def game_over(self, params: Mapping[str, Any], people: Collection[int]) -> None:
        """The game is over (``game.over`` params; ``people`` the seats people play).

        One person: a win if they won, else a loss. Several people (hot-seat): a win if one of
        them won. No person (a demo between bots): a win, for the end of the show."""
        winner = params.get("winner", -1)
        self.play(Effect.LOSS if people and winner not in people else Effect.WIN)

    def stop(self) -> None:
        """Nothing more plays (the window closes)."""
        self._deal.stop()
        self.output.close()

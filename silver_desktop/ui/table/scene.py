"""The table scene: card items laid out from one seat's view, moved by animations.

:meth:`TableScene.show_view` brings the table to a new view. With the :class:`~..story.Story` of the
action that led there, it plays the story's beats one after another (each moved card flies from
where it was to where it went, flipped cards turn over), settles every card into its new slot, then
holds the viewer's private looks face up until the person continues (:meth:`TableScene.release`).
Faces come only from the viewer's view and from beats made of events already redacted for that seat,
so the table can never show a card the seat may not see. The cards the acting seat's moves of this
turn touched keep a soft ring, and another seat's move is told in a caption beside it.

Tests (and tools) may follow the story beat by beat through :attr:`TableScene.beat_observer`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

import attrs
from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.view import PlayerView
from ...i18n import card_ability
from .. import plain
from ..card_art import CardArt
from ..fonts import ui_font
from ..language import current_language, is_right_to_left, localized, number
from ..log_text import place_phrase
from ..round_summary import reason_text
from ..sound.cues import TableSounds
from ..story import FLIP, GATHER, MOVE, NEXT_TOKEN, PAUSE, Beat, Story
from ..token_text import token_tooltip
from .beacon import MARGIN as RING_MARGIN
from .beacon import PEN as RING_PEN
from .beacon import Beacon
from .beacon import Z as RING_Z
from .card_item import CardItem
from .layout import (
    PILE_SHOWN,
    PILE_Z,
    RATIO,
    TABLE_H,
    TABLE_W,
    Plan,
    Slot,
    Table,
    anchor,
    layout,
    plan,
    plan_for,
    table_for,
)
from .targets import TargetItem, TokenItem, target_rect

translate = QCoreApplication.translate

#: Animation speed settings: a factor on every duration (0 = no animation).
SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
MOVE_MS = 420
FLIP_MS = 300
SETTLE_MS = 260
PEEK_MS = 1100
#: how long a village's sum takes to count up at the round's end
COUNT_MS = 1400
#: the token's chip going to its next holder when a round ends
TOKEN_MS = 700
DEAL_GAP_MS = 45
#: the caption's and the banner's widths and the banner's height on the table
CAPTION_WIDTH = 440.0
#: the most moves of one turn a caption tells, a move told several times in a row counted once (the
#: log has them all): a Rascal's turn is five (drew a card, drew another with the Rascal, put one
#: back, used the other, its effect)
CAPTION_MOVES = 5
#: A caption narrower than this many screen pixels is too cramped to read.
CAPTION_MIN_PX = 180.0
#: ... unless the only other place for it is over the village whose moves it tells: a column beside
#: the middle this wide still takes it
CAPTION_NARROW_PX = 120.0
#: a caption that fits nowhere may shrink by this factor, if its text stays this many pixels high
CAPTION_SHRINK = 0.85
CAPTION_SMALLEST_PX = 13.0
#: how long a caption that had to lie over its seat's village stays before it fades out (ms)
CAPTION_COVER_MS = 8000
#: how long a note takes to fade out (ms)
FADE_MS = 600
#: a caption's height above the cards, and (in the gap between the side villages) under them
CAPTION_Z = 1500
CAPTION_UNDER_Z = -1
#: the room kept between a caption's plate and a name or count under it, in table units
CAPTION_GAP = 8.0
BANNER_WIDTH = 760.0
#: the tray under the cards waiting above the pile: under them (z 300 and up), over the villages,
#: the deck and the pile; nearly opaque, so a village it covers does not show through
TRAY_Z = 290
TRAY_FILL = QColor(12, 26, 19, 235)
TRAY_EDGE = QColor(232, 226, 208, 140)
TRAY_MARGIN = 12.0

#: What :attr:`TableScene.beat_observer` is told (the phase), with the beat concerned. ``None`` stands
#: for a part of the story that is no beat of it: the settle into the new layout (a new round's deal
#: included), the looks turning back, the count of a round's sums, a hold and the story's end.
BEAT_START = "start"  #: an animation begins (a ghost flying from the deck is then on the deck)
BEAT_END = "end"  #: the same animation has finished (the ghost has arrived, the flip is done)
HOLD = "hold"  #: a hold begins: the viewer's looks (or a finished round) wait for :meth:`release`
DONE = "done"  #: the story is over and every card lies as the new view says (just before ``settled``)
#: ``observer(phase, beat)``; see :attr:`TableScene.beat_observer`
BeatObserver = Callable[[str, Beat | None], None]


def seat_label(name: str, score: str) -> str:
    """A seat's name and score as its label on the table shows them ("Ada  ·  12"; in Persian with a
    colon, where a middle dot beside the digit zero "۰" reads as another zero)."""
    return translate("Table", "{name}  ·  {score}", "a seat's name and its score on the table").format(
        name=name, score=score
    )


class TableScene(QGraphicsScene):
    """The table of one game, seen by one seat."""

    #: a legal target was clicked
    place_clicked = Signal(str)
    #: the current transition has finished (input may resume)
    settled = Signal()
    #: the viewer's private looks lie face up and wait for the person (see :meth:`release`)
    looks_held = Signal()
    #: the person has continued after a hold (the story goes on)
    released = Signal()
    #: a round's count begins (its last move has been shown): why it ended, in words
    round_told = Signal(str)

    def __init__(self, art: CardArt, namer: Callable[[str], str]) -> None:
        super().__init__(0, 0, TABLE_W, TABLE_H)
        self.art = art
        self.namer = namer
        self.speed = 1.0
        self.items_by_place: dict[str, CardItem] = {}
        self.view: PlayerView | None = None
        self.names: Sequence[str] = ()
        self._labels: dict[int, QGraphicsSimpleTextItem] = {}
        #: where a caption in the gap between the side villages begins (see :meth:`_caption_spots`)
        self._gap_spot: tuple[float, float] | None = None
        #: the bottom centre of each seat's label
        self._label_anchors: dict[int, tuple[float, float]] = {}
        self._counts: dict[str, QGraphicsSimpleTextItem] = {}
        self._running: QAbstractAnimation | None = None
        self._finished_story: QAbstractAnimation | None = None
        #: the parts of the story still to play; a text marks a hold and says what it waits for
        #: (see :meth:`release`)
        self._segments: list[QAbstractAnimation | str] = []
        self._telling = False
        self._finishing = False
        #: the viewer's looks are held face up until :meth:`release`
        self.holding = False
        #: the looks being shown (for the prompt that says what they are)
        self.held_looks: tuple[Beat, ...] = ()
        #: what a hold waits for: "looks" (the person's looks) or "round" (the round's end)
        self.holding_for = ""
        #: the card clicked to end the last hold ("" for Continue, a key, or a click beside the cards)
        self.released_at = ""
        #: the round being scored on the table (``round.scored`` params), else None
        self.scored: Mapping[str, Any] | None = None
        #: how long a look stays face up without waiting for the person (None: until they continue)
        self.look_hold_ms: int | None = None
        #: the account of another seat's moves of its turn so far, beside that seat; a banner for everyone
        self._captions: dict[int, _Note] = {}
        self._caption_lines: dict[int, list[str]] = {}
        #: seats whose turn has begun since their last caption (their next move starts a new one)
        self._new_turn: set[int] = set()
        #: seats whose caption's last line says they declared a set (its reveal replaces that line)
        self._declared: set[int] = set()
        self._banner = _Note(BANNER_WIDTH, 26, bold=True)
        self._banner.setZValue(1600)  # above the captions
        self.addItem(self._banner)
        #: a dark tray under the cards waiting above the pile (a revealed set, discards to order), so
        #: that they never seem to lie in the village they are drawn over
        self.tray = QGraphicsPathItem()
        self.tray.setBrush(QBrush(TRAY_FILL))
        self.tray.setPen(QPen(TRAY_EDGE, 2))
        self.tray.setZValue(TRAY_Z)
        self.tray.hide()
        self.addItem(self.tray)
        #: why the round being told ended, until the banner says it (:meth:`_tell_round_end`)
        self._round_reason: str | None = None
        #: the cards the acting seat's moves of this turn touched (ringed), and that seat and turn
        self._touched_items: list[CardItem] = []
        self._touched_turn: tuple[int, int] | None = None
        #: the face each card will show once the story's flips have played (for the settle)
        self._story_faces: dict[str, str | None] = {}
        self._ghosts: list[CardItem] = []
        #: flying cards that wait where they landed (above the pile, in a hand) for a later beat of
        #: the same story to take them on, by :func:`_waiting_place`
        self._parked: dict[str, list[tuple[CardItem, QPointF]]] = {}
        self._targets: dict[str, TargetItem] = {}
        #: what each card or mark is, in words (its tooltip is this text, shown as plain text)
        self._descriptions: dict[str, str] = {}
        self._token: TargetItem | None = None
        #: the view whose token the chip shows (the round's, until it goes to its next holder)
        self._token_view: PlayerView | None = None
        #: while a round is scored, each seat's label as the count left it (its village's value, the
        #: call's 0 or +10), which a new layout of the table keeps
        self._scored_labels: dict[int, str] = {}
        #: during a lesson the legal cards are not ringed (they stay clickable): the lesson's ring
        #: is the one to follow
        self.quiet_targets = False
        #: a lesson's ring around the one place to click (see :meth:`set_beacon`)
        self.beacon = Beacon()
        self.addItem(self.beacon)
        self.full_pile = False
        #: show the number of facedown cards the seat has seen (the memory aid setting)
        self.memory_aid = False
        #: the table's size in units and on screen, and the card size setting (see :meth:`fit_to`)
        self.table = Table()
        #: a replay shows every card's face (its views must then know every card)
        self.reveal_all = False
        #: the view shows the table mirrored (right-to-left languages); texts are flipped back
        self.mirrored = False
        #: the high-contrast theme: thicker rings around the cards that may be chosen
        self.high_contrast = False
        #: called as ``observer(phase, beat)`` (:data:`BEAT_START`, :data:`BEAT_END`, :data:`HOLD`,
        #: :data:`DONE`) while a story plays, for tests that check the table beat by beat. Read when
        #: :meth:`show_view` builds a story; parts jumped over (:meth:`finish`, animations off) are
        #: not reported. None (the default) costs nothing.
        self.beat_observer: BeatObserver | None = None
        #: the sound effects, told when a story begins, when each beat starts to move and when a
        #: round's scores show (None: silence)
        self.sounds: TableSounds | None = None

    # ------------------------------------------------------------------ public
    @property
    def busy(self) -> bool:
        """Whether the table is telling a story (an animation plays or a look is held)."""
        return self._telling

    def faces_shown(self) -> dict[str, str]:
        """Every face currently on the table by place (ghosts included, as ``ghost:N``)."""
        out = {p: item.face for p, item in self.items_by_place.items() if item.face is not None}
        for k, ghost in enumerate(self._ghosts):
            if ghost.face is not None:
                out[f"ghost:{k}"] = ghost.face
        return out

    def show_view(
        self,
        v: PlayerView,
        names: Sequence[str],
        story: Story | None = None,
        hold: bool = False,
        scored: Mapping[str, Any] | None = None,
    ) -> None:
        """Bring the table to ``v``; play ``story`` (the beats of the action that led there) first
        when animations are on. With ``hold`` (the viewer is a person), their private looks are held
        face up at the end until :meth:`release` (or for :attr:`look_hold_ms` when that is set);
        :attr:`busy` stays true until then, so nothing else happens meanwhile.

        With ``scored`` (the params of a ``round.scored`` event, ``v`` the table at scoring with
        every card revealed), the round ends on the table: the cards turn over in place, each shows
        what it scores, each village's sum counts up with the call's 0 or +10, and (with ``hold``)
        the table waits for the person before the round summary."""
        self.finish()
        old = self.view
        self.view = v
        self.names = names
        slots = layout(v, full_pile=self.full_pile, table=self.table)
        self.tray.hide()  # until the cards have come to rest (:meth:`_done`)
        self._story_faces = {}
        dealt = story is not None and story.dealt
        animate = self.speed > 0 and old is not None
        moves = QSequentialAnimationGroup()
        self._parked = {}
        if story is not None and self.sounds is not None:
            self.sounds.story(story, animated=animate, scored=scored is not None, counted=self.speed > 0)
        if story is not None and old is not None and animate and not dealt:
            self._tell(moves, old, v, story)
            self._follow_villages(old, v, story)
            self._follow_pile(old, v, story)
        if dealt:  # a new round: the old cards go, the new ones are dealt from the deck
            for item in self.items_by_place.values():
                self.removeItem(item)
            self.items_by_place.clear()
        settle = self._settle(slots, old, animate=animate, dealt=dealt)
        if not animate:
            self._place_tray()
        self._observe(settle, (None,))
        moves.addAnimation(settle)
        moves.finished.connect(self._uncover)
        segments: list[QAbstractAnimation | str] = [moves]
        looks = [b for b in (story.looks if story is not None else ()) if b.at in self.items_by_place]
        if looks and self.speed > 0:
            segments += self._held_looks(looks, hold)
        self.scored = scored
        self._scored_labels = {}
        for item in self.items_by_place.values():
            item.set_badge("")
        if scored is not None:
            segments += self._round_end(v, names, scored, hold)
        self._mark_touched(old, story)
        self._show_caption(v, story)
        self._round_reason = None
        if scored is not None:  # why the round ended: told once its last move has been shown
            self._round_reason = localized(
                reason_text(
                    str(scored.get("reason", "")),
                    int(scored.get("caller", -1)),
                    bool(scored.get("called_ok")),
                    names,
                )
            )
        self._update_labels(v, names)
        self._show_token(v)
        self._segments = segments
        self._telling = True
        self._next_segment()

    # ------------------------------------------------------------------ the table's size
    @property
    def card_scale(self) -> float:
        """The Card size setting, as a factor on the cards' wished heights."""
        return self.table.card_scale

    @card_scale.setter
    def card_scale(self, value: float) -> None:
        self._set_table(attrs.evolve(self.table, card_scale=value))

    def fit_to(self, width: float, height: float) -> None:
        """Make the table fill a view ``width`` × ``height`` screen pixels: the cards and texts take
        their sizes and places for it (at once, or when the story being told ends)."""
        self._set_table(table_for(width, height, self.table.card_scale))

    def _set_table(self, table: Table) -> None:
        if table == self.table:
            return
        self.table = table
        self.setSceneRect(0, 0, table.width, table.height)
        if not self._telling:
            self._relayout()

    def _place_tray(self) -> None:
        """The tray around the cards waiting above the pile, or none when no card waits there."""
        waiting = [
            item.sceneBoundingRect()
            for place, item in self.items_by_place.items()
            if place.startswith("limbo:")
        ]
        if not waiting:
            self.tray.hide()
            return
        box = waiting[0]
        for rect in waiting[1:]:
            box = box.united(rect)
        margin = TRAY_MARGIN
        outline = QPainterPath()
        outline.addRoundedRect(box.adjusted(-margin, -margin, margin, margin), 12, 12)
        self.tray.setPath(outline)
        self.tray.show()

    def current_plan(self) -> Plan:
        """The division of the table for the view shown now (a two-seat table before any)."""
        if self.view is None:
            return plan_for(2, 0, [5, 5], self.table)
        return plan(self.view, self.table)

    def _relayout(self) -> None:
        """Put everything where the table's current size wants it, without animation."""
        v = self.view
        if v is None:
            return
        for place, slot in layout(v, full_pile=self.full_pile, table=self.table).items():
            item = self.items_by_place.get(place)
            if item is not None:
                item.set_card_height(slot.height)
                item.setPos(QPointF(slot.x, slot.y))
        self._place_tray()
        self._update_labels(v, self.names)
        self._show_token(self._token_view or v)
        for place, target in self._targets.items():
            rect = self._mark_rect(place, v)
            if rect is not None:
                target.prepareGeometryChange()
                target.rect = rect
        for seat in self._captions:
            self._place_caption(v, seat)
        self._place_banner()
        self.unmirror_texts()

    def _place_banner(self) -> None:
        """The banner across the middle of the table: under the deck and the pile, else above them,
        clear of the seats' names and the counts and, if it can be, of the villages' cards and the
        captions, in one longer line when two do not fit. Else, during play, it lies where only the
        names and counts are clear (over a village's edge: the deck and the pile stay clear); while
        a round is scored, when the villages' cards show what they score, over the deck and the
        pile, which no longer matter then."""
        p = self.current_plan()
        factor = self.table.text(26) / 26
        middle_bottom = p.pile[1] + p.centre_h / 2
        middle_top = p.pile[1] - p.centre_h / 2
        texts = [item.sceneBoundingRect() for item in (*self._labels.values(), *self._counts.values())]
        cards = [
            item.sceneBoundingRect()
            for place, item in self.items_by_place.items()
            if place.startswith("village:")
        ]
        cards += [
            note.sceneBoundingRect().adjusted(-8, -4, 8, 4)
            for note in self._captions.values()
            if note.isVisible()
        ]

        def clear(spot: QRectF, avoid: list[QRectF]) -> bool:
            inside = (
                spot.top() >= 0 and spot.bottom() <= self.table.height and spot.right() <= self.table.width
            )
            return inside and not any(
                spot.intersects(r) for r in (*texts, *avoid) if r.isValid() and not r.isEmpty()
            )

        tries: list[tuple[list[QRectF], float | None]] = [(cards, None), (cards, self.table.width * 0.9)]
        if self.scored is None:
            tries.append(([], None))  # during play the deck and the pile stay clear: over a village's edge
        for avoid, width in tries:
            self._banner.set_size(factor, width)
            rect = self._banner.boundingRect()
            x = self.table.width / 2 - rect.width() / 2
            for y in (middle_bottom + p.line, middle_top - 6 - rect.height()):
                if clear(QRectF(x, y, rect.width(), rect.height()), avoid):
                    self._banner.setPos(x, y)
                    self._fade_banner(covering=avoid is not cards)
                    return
        self._banner.set_size(factor)
        rect = self._banner.boundingRect()
        self._banner.setPos(self.table.width / 2 - rect.width() / 2, p.pile[1] - rect.height() / 2)
        self._fade_banner(covering=self.scored is None)

    def _fade_banner(self, covering: bool) -> None:
        """A banner that had to lie over cards still in play fades out once read (the prompt, the
        players' list and the log keep what it says); one clear of them stays."""
        if covering and self._banner.text:
            self._banner.fade_after(CAPTION_COVER_MS)
        else:
            self._banner.stay()

    def clear_table(self) -> None:
        """Remove every card and every caption (before showing another person's view in a hot-seat
        game, or another game)."""
        self.finish()
        for item in self.items_by_place.values():
            self.removeItem(item)
        self.items_by_place.clear()
        self._touched_items, self._touched_turn = [], None
        self.view = None
        self._caption_lines.clear()
        for note in self._captions.values():
            note.show_text("")
        self._banner.show_text("")

    def finish(self) -> None:
        """Jump to the end of the story being told, held looks included."""
        if not self._telling:
            return
        self._finishing = True
        try:
            self.holding = False
            running = self._running
            if running is not None:
                self._running = None
                running.finished.disconnect(self._segment_done)
                running.setCurrentTime(running.totalDuration())
                running.stop()
                self._finished_story = running
            self._next_segment()  # jumps over the rest, then settles
        finally:
            self._finishing = False

    def release(self, at: str = "") -> None:
        """The person has seen the held looks: the cards turn back and the story goes on. ``at`` is
        the card the person clicked to go on, if they did (see :attr:`released_at`)."""
        if self.holding:
            self.holding = False
            self.released_at = at
            self.released.emit()
            self._next_segment()

    def set_clickable(self, places: frozenset[str] | set[str], tips: dict[str, str] | None = None) -> None:
        """Highlight the legal targets; everything else is not clickable. Places that are not cards
        (a gap in a village, a whole village, the pile or deck as destinations, the token) get marks,
        with ``tips[place]`` (what choosing it does) as their tooltip."""
        for place, item in self.items_by_place.items():
            item.set_clickable(place in places)
        for target in self._targets.values():
            self.removeItem(target)
        self._targets.clear()
        if self.view is None:
            return
        for place in places:
            if place in self.items_by_place:
                continue
            rect = self._mark_rect(place, self.view)
            if rect is None:
                continue
            target = TargetItem(place, rect)
            if place == "pile" and any(p.startswith("pile:") for p in places):
                target.setZValue(50)  # under the pile's cards, so a card of the pile stays clickable
            self._descriptions[place] = (tips or {}).get(place, "")
            target.setToolTip(plain.tooltip(self._descriptions[place]))
            target.clicked.connect(self.place_clicked)
            self.addItem(target)
            self._targets[place] = target

    def set_beacon(self, place: str | None) -> None:
        """Ring ``place`` (a card, a mark, the token) with the lesson's pulsing ring; None: no ring."""
        rect = None
        item = self.items_by_place.get(place or "")
        if item is not None:
            rect = item.sceneBoundingRect()
        elif place in self._targets:
            rect = self._targets[place].sceneBoundingRect()
        elif place == "token" and self._token is not None:
            rect = self._token.sceneBoundingRect()
        elif place is not None and self.view is not None:
            rect = self._mark_rect(place, self.view)
        key = "deck" if place == "deck" else "pile" if place and place.startswith("pile") else ""
        count = self._counts.get(key)
        if rect is not None and count is not None and count.isVisible():
            reach = RING_MARGIN + RING_PEN / 2  # where the ring's pen would lie around ``rect``
            if rect.adjusted(-reach, -reach, reach, reach).intersects(count.sceneBoundingRect()):
                rect = rect.united(count.sceneBoundingRect())  # take the count in, not draw over it
        self.beacon.ring(rect)
        # a seat's name (or a count) that the ring crosses is written over it, still to be read
        band = self.beacon.boundingRect() if rect is not None else QRectF()
        for text in (*self._labels.values(), *self._counts.values()):
            text.setZValue(RING_Z + 1 if band.intersects(text.sceneBoundingRect()) else 0)

    def set_selected(self, places: Sequence[str]) -> None:
        """Mark the cards already clicked for a multi-step choice."""
        for place, item in self.items_by_place.items():
            item.set_selected(place in places)

    def set_drop_targets(self, places: frozenset[str], over: str | None = None) -> None:
        """While a card is dragged: ring the places it may be dropped on (any card of the pile
        stands for ``pile``), the one under the pointer (``over``) most; none for an empty set."""

        def state(place: str) -> str:
            if place.startswith("pile:") and place not in places and "pile" in places:
                place = "pile"
            if place not in places:
                return ""
            return "over" if place == over else "target"

        for place, item in self.items_by_place.items():
            item.set_drop(state(place))
        for place, target in self._targets.items():
            target.set_drop(state(place))

    def set_focus_place(self, place: str | None) -> None:
        """Show the keyboard focus ring on one card or mark."""
        for p, item in self.items_by_place.items():
            item.set_focused(p == place)
        for p, target in self._targets.items():
            target.set_focused(p == place)

    def position_of(self, place: str) -> QPointF | None:
        """Where a card or mark lies (for keyboard navigation)."""
        item = self.items_by_place.get(place)
        if item is not None:
            return item.pos()
        target = self._targets.get(place)
        return target.rect.center() if target is not None else None

    # ------------------------------------------------------------------ story
    def _duration(self, ms: int) -> int:
        return max(1, round(ms * self.speed))

    def _tell(self, story: QSequentialAnimationGroup, old: PlayerView, new: PlayerView, told: Story) -> None:
        """Add the beats of ``told`` to ``story``: moves fly, flips turn, pauses let people look."""
        for beat in told.beats:
            step: QAbstractAnimation | None = None
            if beat.kind == MOVE:
                step = self._move(beat, old, new)
            elif beat.kind == FLIP:
                at = _pile_item_place(beat.at, old) or ""  # the Instigator turns the pile's second card
                item = self.items_by_place.get(at)
                shown = self._story_faces.get(at, item.face if item else None)
                if item is not None and shown != beat.face:
                    step = self._flip(item, beat.face)
                    self._story_faces[at] = beat.face
            elif beat.kind == PAUSE:  # a revealed set, a turned deck: a moment to look
                step = QPauseAnimation(self._duration(PEEK_MS))
            elif beat.kind == GATHER:
                step = self._gather(beat.seat, old)
            if step is not None:
                self._observe(step, (beat,))
                self._sound_at_start(step, partial(TableSounds.beat, beat=beat))
                story.addAnimation(step)

    def _observe(self, animation: QAbstractAnimation, beats: Sequence[Beat | None]) -> None:
        """Tell :attr:`beat_observer` (if any) when ``animation`` starts and ends, once per beat."""
        observer = self.beat_observer
        if observer is None:
            return

        def changed(state: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
            if state == QAbstractAnimation.State.Running:
                for beat in beats:
                    observer(BEAT_START, beat)

        def finished() -> None:
            for beat in beats:
                observer(BEAT_END, beat)

        animation.stateChanged.connect(changed)
        animation.finished.connect(finished)

    def _sound_at_start(self, animation: QAbstractAnimation, cue: Callable[[TableSounds], None]) -> None:
        """Give :attr:`sounds` its ``cue`` when ``animation`` starts (so sound and motion agree)."""

        def changed(state: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
            if state == QAbstractAnimation.State.Running and self.sounds is not None:
                cue(self.sounds)

        animation.stateChanged.connect(changed)

    def _move(self, beat: Beat, old: PlayerView, new: PlayerView) -> QPropertyAnimation:
        """A card flying from where it was to where it went (a "ghost" item: the cards on the table
        take their new places when the story settles)."""
        start = anchor(beat.at, old, self.table)
        end = anchor(beat.to, new, self.table)
        waiting = self._parked.get(_waiting_place(beat.at))
        if waiting:  # it flew there earlier in this story (a discard waiting above the pile)
            hidden: CardItem | None
            hidden, landed = waiting.pop(0)
            start = (landed.x(), landed.y())
        else:
            hidden_place = self._place_in_view(beat.at, old, new)
            hidden = self.items_by_place.get(hidden_place) if hidden_place is not None else None
            if hidden is not None and beat.at.startswith("pile"):  # where it lies: the Master's
                start = (hidden.x(), hidden.y())  # search fanned the whole pile out
        # A card taken from the deck is seen once it is off the deck: it leaves face down and shows
        # its face (to a seat that may see it) when it arrives, so the deck never seems to show one.
        from_deck = beat.at.startswith("deck") and beat.face is not None
        shown = None if from_deck else beat.face
        ghost = CardItem(self.art, "ghost", plan(new, self.table).centre_h, shown, *self._label(shown))
        ghost.setPos(QPointF(*start))
        ghost.setZValue(1550)  # above the captions, below the banner
        ghost.setVisible(False)
        self.addItem(ghost)
        self._ghosts.append(ghost)
        if beat.to.startswith(("limbo", "hand:")):
            self._parked.setdefault(_waiting_place(beat.to), []).append((ghost, QPointF(*end)))
        fly = QPropertyAnimation(ghost, b"pos")
        fly.setDuration(self._duration(MOVE_MS))
        fly.setStartValue(QPointF(*start))
        fly.setEndValue(QPointF(*end))
        fly.setEasingCurve(QEasingCurve.Type.InOutCubic)
        fly.stateChanged.connect(lambda state, _old, g=ghost, h=hidden: self._launch(g, h, state))
        if from_deck:
            fly.finished.connect(lambda g=ghost, f=beat.face: g.set_face(f, *self._label(f)))
        # A card put under the deck or the pile goes out of sight as it lands; one put face down on
        # the deck turns face down.
        if beat.to in ("deck:bottom", "pile:bottom"):
            # it slides under the deck or the pile's fan (it lay on top of the fan, k6/16: as if put on
            # top); over the villages and below the cards held or set aside on its way
            ghost.setZValue(PILE_Z - 1 if beat.to == "pile:bottom" else 0.5)
            fly.finished.connect(lambda g=ghost: g.setVisible(False))
        elif shown is not None and beat.to == "deck" and not (new.deck and new.deck[0].faceup):
            fly.finished.connect(lambda g=ghost: g.set_face(None))
        elif shown is not None and _lands_facedown(beat.to, new):
            # a card the viewer knows, put face down into a village (an exchange): it showed its face
            # where it landed until the story's end (p1/35), as if it lay face up there
            fly.finished.connect(lambda g=ghost: g.set_face(None))
        return fly

    def _gather(self, seat: int, v: PlayerView) -> QParallelAnimationGroup:
        """A village's cards pushed together into a pile (the settle spreads them out again)."""
        group = QParallelAnimationGroup()
        region = plan(v, self.table).seats[seat].region
        for place, item in self.items_by_place.items():
            if place.startswith(f"village:{seat}:"):
                move = QPropertyAnimation(item, b"pos")
                move.setDuration(self._duration(MOVE_MS))
                move.setStartValue(item.pos())
                move.setEndValue(QPointF(region.x, region.y))
                move.setEasingCurve(QEasingCurve.Type.InOutQuad)
                group.addAnimation(move)
        return group

    def _launch(self, ghost: CardItem, hidden: CardItem | None, state: QAbstractAnimation.State) -> None:
        """A flying card takes off: it shows, and the card it leaves from (if any) is hidden."""
        if state == QAbstractAnimation.State.Running:
            ghost.setVisible(True)
            if hidden is not None and hidden.scene() is self:
                hidden.setVisible(False)

    @staticmethod
    def _place_in_view(place: str, v: PlayerView, new: PlayerView) -> str | None:
        """The card item a flying card leaves from, to hide while it flies: the card itself, not
        the deck (the deck stays, unless it is now empty) nor the pile's next card."""
        if place.startswith("village:"):
            return place
        if place == "deck":
            return "deck" if not new.deck else None
        if place == "pile" and v.pile and len(new.pile) < len(v.pile):
            return f"pile:{len(v.pile) - 1}"
        if place.startswith("pile:"):  # a card from inside the pile (the Golem's)
            return _pile_item_place(place, v)
        if place.startswith("area:"):
            return place
        if place == f"hand:{v.decider}" and v.hand:  # the card held, not a copy left behind
            return f"hand:{len(v.hand) - 1}"
        return None

    def _held_looks(self, looks: Sequence[Beat], hold: bool) -> list[QAbstractAnimation | str]:
        """The viewer's looks: the cards turn face up together, stay so (``"looks"`` marks the hold
        until the person continues; without ``hold``, or with :attr:`look_hold_ms`, for a time), then
        turn back."""
        up, down = QParallelAnimationGroup(), QParallelAnimationGroup()
        slots = layout(self.view, full_pile=self.full_pile, table=self.table) if self.view else {}
        for beat in looks:
            item = self.items_by_place[beat.at]
            up.addAnimation(self._flip(item, beat.face))
            # back to what the card shows on the table (face up on a round's revealed table)
            slot = slots.get(beat.at)
            down.addAnimation(self._flip(item, self._face(slot) if slot is not None else None))
        self._observe(up, looks)
        self._sound_at_start(up, partial(TableSounds.beat, beat=looks[0]))
        self._observe(down, (None,))
        self.held_looks = tuple(looks)
        wait: QAbstractAnimation | str = "looks"
        if not hold or self.look_hold_ms is not None:
            ms = PEEK_MS if self.look_hold_ms is None else self.look_hold_ms
            wait = QPauseAnimation(max(1, round(ms * self.speed)))
        return [up, wait, down]

    def _round_end(
        self, v: PlayerView, names: Sequence[str], scored: Mapping[str, Any], hold: bool
    ) -> list[QAbstractAnimation | str]:
        """The values on the cards and each village's sum counting up, then a hold (or a pause)."""
        cards = scored.get("cards") or []
        values = list(scored.get("values") or [])
        scores = list(scored.get("scores") or values)
        count = QVariantAnimation()
        count.setStartValue(0.0)
        count.setEndValue(1.0)
        count.setDuration(self._duration(COUNT_MS))

        def show(fraction: object) -> None:
            self._tell_round_end()
            for seat in range(v.players):
                row = cards[seat] if seat < len(cards) else []
                shown = 0
                for i, card in enumerate(row):
                    item = self.items_by_place.get(f"village:{seat}:{i}")
                    value = card.get("value") if isinstance(card, Mapping) else None
                    if item is not None:
                        item.set_badge("✕" if value is None else number(int(value)))
                    shown += int(value or 0)
                total = values[seat] if seat < len(values) else shown
                now = round(total * float(str(fraction)))
                text = seat_label(names[seat], number(now))
                if float(str(fraction)) >= 1.0 and seat < len(scores) and scores[seat] != total:
                    text = translate(  # the call's 0 or +10
                        "Table",
                        "{label}  →  {score}",
                        "a seat's village value, then its round score; the arrow points the reading way",
                    ).format(label=text, score=number(scores[seat]))
                label = self._labels.get(seat)
                self._scored_labels[seat] = localized(text)
                if label is not None:
                    label.setText(self._scored_labels[seat])
                    self._place_label(seat)
            self.unmirror_texts()

        count.valueChanged.connect(show)  # the values appear once the cards have turned over
        count.finished.connect(lambda: show(1.0))
        self._count = count  # keep it alive while it runs
        self._observe(count, (None,))
        self._sound_at_start(count, TableSounds.scoring)
        ending: list[QAbstractAnimation | str] = [count]
        moved = scored.get(NEXT_TOKEN)
        if isinstance(moved, tuple) and (v.token_holder, v.token_active) != moved:
            ending.append(self._token_goes(attrs.evolve(v, token_holder=moved[0], token_active=moved[1])))
        if hold:
            return [*ending, "round"]
        return [*ending, QPauseAnimation(self._duration(PEEK_MS))]

    def _tell_round_end(self) -> None:
        """Once the count of a round begins (its last move has been shown, with its caption): why the
        round ended, in the banner; the moves' captions go, for good (a new layout must not bring
        them back). Told earlier, the banner said that a call had failed while the last player's
        cards were still moving."""
        if self._round_reason is None:
            return
        self._caption_lines.clear()
        for note in self._captions.values():
            note.show_text("")
        reason, self._round_reason = self._round_reason, None
        self._banner.show_text(reason)
        self._place_banner()
        self.round_told.emit(reason)

    def _token_goes(self, after: PlayerView) -> QVariantAnimation:
        """The token's chip gliding from its holder's name to the next holder's, once the round's
        scores are counted (RULES.md §9: it goes to the lowest score, or to a caller whose vote
        succeeds), then showing its power for the next round (gold rim or grey) and saying so when
        pointed at."""
        glide = QVariantAnimation()
        glide.setStartValue(0.0)
        glide.setEndValue(1.0)
        glide.setDuration(self._duration(TOKEN_MS))
        start: list[QRectF] = []

        def step(fraction: object) -> None:
            token, before = self._token, self._token_view
            if token is None or before is None or before is after:
                return
            end = self._token_rect(after)
            if end is None:
                return
            if not start:
                begin = self._token_rect(before)
                start.append(end if begin is None else begin)
            t = float(str(fraction))
            if t >= 1.0:
                self._show_token(after)
                return
            token.prepareGeometryChange()
            token.rect = QRectF(
                start[0].topLeft() + (end.topLeft() - start[0].topLeft()) * t,
                start[0].size() + (end.size() - start[0].size()) * t,
            )
            token.update()

        glide.valueChanged.connect(step)
        glide.finished.connect(lambda: step(1.0))
        self._glide = glide  # keep it alive while it runs
        self._observe(glide, (None,))
        return glide

    def _flip(self, item: CardItem, face: str | None) -> QSequentialAnimationGroup:
        group = QSequentialAnimationGroup()
        close = QPropertyAnimation(item, b"squash")
        close.setDuration(self._duration(FLIP_MS // 2))
        close.setStartValue(1.0)
        close.setEndValue(0.0)
        close.finished.connect(lambda i=item, f=face: i.set_face(f, *self._label(f)))
        opening = QPropertyAnimation(item, b"squash")
        opening.setDuration(self._duration(FLIP_MS // 2))
        opening.setStartValue(0.0)
        opening.setEndValue(1.0)
        group.addAnimation(close)
        group.addAnimation(opening)
        return group

    # ------------------------------------------------------------------ settling into the new layout
    def _settle(
        self, slots: dict[str, Slot], old: PlayerView | None, animate: bool, dealt: bool = False
    ) -> QParallelAnimationGroup:
        """Every card into its new slot. New cards of a new round are dealt from the deck; any other
        card that appears where none lay (the story's flying card brought it there) shows up in its
        place when the settle begins, never anywhere else before; a card that is no longer on the table
        stays where it lay (unless it flew away) until the settle begins."""
        group = QParallelAnimationGroup()
        appearing: list[CardItem] = []
        leaving: list[CardItem] = []
        fresh_count = 0
        v_numbers = self.view.config.type_numbers if self.view is not None else {}
        for place in list(self.items_by_place):
            if place not in slots:
                leaving.append(self.items_by_place.pop(place))
        for place, slot in slots.items():
            existing = self.items_by_place.get(place)
            fresh = existing is None
            if existing is not None:
                item = existing
            else:
                face = self._face(slot)
                item = CardItem(self.art, place, slot.height, face, *self._label(face))
                item.clicked.connect(self.place_clicked)
                start = QPointF(*self.current_plan().deck) if animate and dealt else QPointF(slot.x, slot.y)
                item.setPos(start)
                self.addItem(item)
                self.items_by_place[place] = item
                if animate and not dealt:
                    appearing.append(item)
            item.setVisible(item not in appearing)
            item.setZValue(slot.z)
            item.set_card_height(slot.height)
            item.set_markers(self._markers(slot))
            remembered = (
                slot.card.type if self.memory_aid and self._face(slot) is None and slot.card.type else None
            )
            item.set_hint(number(v_numbers[remembered]) if remembered and v_numbers else "")
            self._descriptions[place] = self._describe(
                place, slot, v_numbers.get(remembered) if remembered else None
            )
            item.setToolTip(plain.tooltip(self._descriptions[place]))
            target = QPointF(slot.x, slot.y)
            if animate and item.pos() != target:
                move = QPropertyAnimation(item, b"pos")
                move.setDuration(self._duration(SETTLE_MS if not fresh else MOVE_MS))
                move.setStartValue(item.pos())
                move.setEndValue(target)
                move.setEasingCurve(QEasingCurve.Type.OutCubic)
                if fresh:  # dealt one after another, face down; a faceup card turns over on arrival
                    dealing = QSequentialAnimationGroup()
                    dealing.addAnimation(QPauseAnimation(self._duration(DEAL_GAP_MS * fresh_count)))
                    dealing.addAnimation(move)
                    if item.face is not None:
                        face = item.face
                        item.set_face(None)
                        dealing.addAnimation(self._flip(item, face))
                        self._story_faces[place] = face
                    group.addAnimation(dealing)
                    fresh_count += 1
                else:
                    group.addAnimation(move)
            else:
                item.setPos(target)
            if animate and slot.rotation != item.rotation():
                turn = QPropertyAnimation(item, b"rotation")
                turn.setDuration(self._duration(SETTLE_MS))
                turn.setStartValue(item.rotation())
                turn.setEndValue(slot.rotation)
                group.addAnimation(turn)
            else:
                item.setRotation(slot.rotation)
            if self._face(slot) != self._story_faces.get(place, item.face):
                if animate and not fresh:
                    group.addAnimation(self._flip(item, self._face(slot)))
                else:
                    item.set_face(self._face(slot), *self._label(self._face(slot)))
        del old
        if not animate:
            for item in leaving:
                self.removeItem(item)
        elif appearing or leaving:
            group.stateChanged.connect(
                lambda state, _old, come=appearing, go=leaving: self._arrive(come, go, state)
            )
        return group

    def _arrive(
        self, appearing: list[CardItem], leaving: list[CardItem], state: QAbstractAnimation.State
    ) -> None:
        """The settle begins: the cards the story brought show in their places, the ones it took go."""
        if state != QAbstractAnimation.State.Running:
            return
        for item in appearing:
            item.setVisible(True)
        for item in leaving:
            if item.scene() is self:
                self.removeItem(item)
        leaving.clear()

    def _follow_villages(self, old: PlayerView, new: PlayerView, story: Story) -> None:
        """Key the village cards of the table by their places in ``new``, following the story's moves,
        so that a card that only shifted along its village (a set left a gap before it) is the same
        item, sliding to its new place, and is not mistaken for the card that left its old place.

        The moves name village spots as they were when each happened: a card placed at a spot that is
        taken pushes the others along, and a card taken from the spot where a card was just placed is
        the one that was there before (an exchange). A village whose cards the moves do not account
        for keeps its cards by place."""
        order: dict[int, list[int | None]] = {s: list(range(len(row))) for s, row in enumerate(old.villages)}
        placed: tuple[int, int] | None = None
        for beat in story.beats:
            if beat.kind != MOVE:
                continue
            just_placed, placed = placed, None
            src, dst = _village_spot(beat.at), _village_spot(beat.to)
            if src is not None and src[0] in order:
                cards = order[src[0]]
                k = src[1] + 1 if just_placed == src else src[1]
                if k >= len(cards):
                    order.pop(src[0])
                else:
                    cards.pop(k)
            if dst is not None and dst[0] in order and dst[1] <= len(order[dst[0]]):
                order[dst[0]].insert(dst[1], None)
                placed = dst
        for seat, cards in order.items():
            if seat >= len(new.villages) or len(cards) != len(new.villages[seat]):
                continue
            self._rekey(f"village:{seat}", cards, len(old.villages[seat]))

    def _follow_pile(self, old: PlayerView, new: PlayerView, story: Story) -> None:
        """Key the pile's cards by their places in ``new`` (counted from the bottom), following the
        story's moves: a card put under the pile (the Assassin's, the Golem's) or taken from inside
        it (the Golem's) shifts the others' places, and they keep their items, sliding along the fan;
        the items at their old places turned over to show other cards (k6/33), as if flipped."""
        order: list[int | None] = list(range(len(old.pile)))
        for beat in story.beats:
            if beat.kind != MOVE:
                continue
            zone, _, rest = beat.at.partition(":")
            if zone == "pile":
                depth = 0 if rest == "" else int(rest) if rest.isdigit() else len(order)
                if depth >= len(order):
                    return  # not the pile the table shows: keyed by place as they are
                order.pop(len(order) - 1 - depth)
            zone, _, rest = beat.to.partition(":")
            if zone == "pile":
                order.insert(0 if rest == "bottom" else len(order), None)
        if len(order) == len(new.pile):
            self._rekey("pile", order, len(old.pile))

    def _rekey(self, prefix: str, order: Sequence[int | None], before: int) -> None:
        """Key the items of ``prefix:I`` (``before`` places) by their new places: ``order[j]`` is the
        old place of the card now at place ``j`` (None: a card new there). A card that left is keyed
        ``leaving:...`` (it goes when the settle begins); nothing changes if no card moved."""
        if all(i is None or i == j for j, i in enumerate(order)):
            return  # no card changed its place: the items stay keyed as they are
        items = {i: self.items_by_place.pop(f"{prefix}:{i}", None) for i in range(before)}
        kept = set()
        for j, i in enumerate(order):
            item = items.get(i) if i is not None else None
            if item is not None:
                item.place = f"{prefix}:{j}"
                self.items_by_place[item.place] = item
                kept.add(i)
        for i, item in items.items():
            if item is not None and i not in kept:
                self.items_by_place[f"leaving:{prefix}:{i}"] = item

    def _face(self, slot: Slot) -> str | None:
        """What a card shows: its face if the seat may see it (every card in a replay)."""
        if self.reveal_all:
            return slot.card.type
        return slot.face

    def _markers(self, slot: Slot) -> tuple[str, ...]:
        out = []
        if slot.card.amulet and self.view is not None:
            out.append({"amulet": "amulet", "bullet": "bullet", "coin": "coin-heads"}[self.view.config.token])
        if slot.card.guarded:
            out.append("guard")
        return tuple(out)

    def _name(self, face: object) -> str:
        return self.namer(face) if isinstance(face, str) else ""

    def _label(self, face: object) -> tuple[str, int | None]:
        """What a face shows besides its picture: its name, and its number in this game (a promo
        card may stand on any number)."""
        if not isinstance(face, str) or self.view is None:
            return self._name(face), None
        return self._name(face), self.view.config.type_numbers.get(face)

    def _describe(self, place: str, slot: Slot, remembered: int | None) -> str:
        """A card's tooltip and spoken description: where it lies and what the seat may know of it.

        A face is named only when this seat sees it (or in a replay); a facedown card the memory aid
        shows adds only the number the seat has seen, which is on the card already.
        """
        lang = current_language()
        seat = self.view.seat if self.view is not None else 0
        where = place_phrase(place, seat, self.names, lang)
        face = self._face(slot)
        numbers = self.view.config.type_numbers if self.view is not None else {}
        if isinstance(face, str):
            text = translate("Table", "{where}: {card} ({number}). {ability}").format(
                where=where,
                card=self._name(face),
                number=numbers.get(face, ""),
                ability=card_ability(face, lang),
            )
        elif remembered is not None:
            text = translate("Table", "{where}: facedown; you saw that it is a {number}.").format(
                where=where, number=remembered
            )
        else:
            text = translate("Table", "{where}: facedown.").format(where=where)
        return localized(text, lang)

    def describe_place(self, place: str) -> str:
        """What the tooltip of the card or mark at ``place`` says, as plain text ("" when there is
        none there)."""
        if place in self.items_by_place or place in self._targets:
            return self._descriptions.get(place, "")
        return ""

    # ------------------------------------------------------------------ labels
    def _place_label(self, seat: int) -> None:
        """Centre ``seat``'s label on its place (again after its text changed), the token after it."""
        label = self._labels.get(seat)
        anchor = self._label_anchors.get(seat)
        if label is None or anchor is None:
            return
        x, y = anchor
        rect = label.boundingRect()
        label.setPos(x - rect.width() / 2, y - rect.height())
        shown = self._token_view
        if self._token is not None and shown is not None and seat == shown.token_holder:
            token_rect = self._token_rect(shown)
            if token_rect is not None:
                self._token.prepareGeometryChange()
                self._token.rect = token_rect

    def _update_labels(self, v: PlayerView, names: Sequence[str]) -> None:
        p = plan(v, self.table)
        places = p.seats
        totals = v.totals
        for seat in [s for s in self._labels if s not in places]:  # fewer seats than the last game
            self.removeItem(self._labels.pop(seat))
        for seat in [s for s in self._captions if s not in places]:
            self.removeItem(self._captions.pop(seat))
            self._caption_lines.pop(seat, None)
        for seat, place in places.items():
            label = self._labels.get(seat)
            if label is None:
                label = QGraphicsSimpleTextItem()
                self.addItem(label)
                self._labels[seat] = label
            label.setFont(ui_font(round(p.label_px), bold=True))
            counted = self._scored_labels.get(seat) if self.scored is not None else None
            deciding = seat == v.decider and counted is None
            marks = [("◀" if is_right_to_left() else "▶")] if deciding else []  # pointing at the name
            text = f"{' '.join(marks)} {seat_label(names[seat], number(totals[seat]))}".strip()
            label.setText(counted or localized(text))
            colour = QColor("#ffe082") if deciding else QColor("#f3efe4")
            label.setBrush(QBrush(colour))
            label.setPen(QPen(QColor(0, 0, 0, 90), 0.5))
            self._label_anchors[seat] = (place.label_x, place.label_y)
            self._place_label(seat)
        status = self._counts.get("status")
        if status is None:
            status = QGraphicsSimpleTextItem()
            status.setBrush(QBrush(QColor("#e8e2d0")))
            self.addItem(status)
            self._counts["status"] = status
        status.setText(
            localized(
                translate("Table", "Round {round} of {rounds}").format(round=v.round, rounds=v.config.rounds)
            )
        )
        status.setFont(ui_font(round(self.table.text(20)), bold=True))
        status.setPos(*p.status)
        for key, (x, y, text) in {
            "deck": (p.deck[0], p.deck[1] + p.centre_h / 2 + 8, str(len(v.deck))),
            "pile": (p.pile[0], p.pile[1] + p.centre_h / 2 + 8, str(len(v.pile))),
        }.items():
            count = self._counts.get(key)
            if count is None:
                count = QGraphicsSimpleTextItem()
                count.setBrush(QBrush(QColor("#e8e2d0")))
                self.addItem(count)
                self._counts[key] = count
            count.setFont(ui_font(round(p.count_px)))
            count.setText(localized(text))
            count.setPos(x - count.boundingRect().width() / 2, y)

        self.unmirror_texts()

    def unmirror_texts(self) -> None:
        """Flip every text item about its own centre when the table is mirrored, so it reads."""
        for item in [*self._labels.values(), *self._counts.values(), *self._captions.values(), self._banner]:
            width = item.boundingRect().width()
            item.setTransform(QTransform(-1, 0, 0, 1, width, 0) if self.mirrored else QTransform())

    # ------------------------------------------------------------------ caption and banner
    def tell_caption(self, v: PlayerView, story: Story) -> None:
        """Tell ``story`` in its seat's caption (and the banner) on the table as it is (``v``), without
        playing it: a move made before the game came to the table."""
        self._show_caption(v, story)

    def _mark_touched(self, old: PlayerView | None, story: Story | None) -> None:
        """Ring the cards the acting seat's moves of this turn touched: a Robber's swap stays marked
        while the robber looks at the card it took (two decisions, two stories), so the person sees
        which of their cards went. Another seat's move, a new turn, a new deal or a view with no
        story (undo, a new layout) starts afresh."""
        turn = (story.actor, old.turn) if story is not None and old is not None and not story.dealt else None
        if turn is None or turn != self._touched_turn:
            self._touched_items = []
        self._touched_turn = turn
        if story is not None:
            self._touched_items += [
                item for place, item in self.items_by_place.items() if place in story.touched
            ]
        for item in self.items_by_place.values():
            item.set_touched(any(item is marked for marked in self._touched_items))

    def _show_caption(self, v: PlayerView, story: Story | None) -> None:
        """Each other seat's last move in words beside that seat, until the viewer acts (so a person
        who looks up after the bots have played finds every move told); the banner (a call, a final
        turn) above the middle of the table until it changes."""
        if story is None:
            return
        if story.dealt or (story.actor == v.seat and not story.caption):  # the viewer's own move
            self._caption_lines.clear()
            for note in self._captions.values():
                note.show_text("")
        elif 0 <= story.actor < v.players and story.caption:
            if story.actor not in self._captions:
                self._captions[story.actor] = _Note(CAPTION_WIDTH, 22)
                self.addItem(self._captions[story.actor])
            note = self._captions[story.actor]
            lines = self._caption_lines.setdefault(story.actor, [])
            if story.actor in self._new_turn:  # a new turn: its moves are told afresh
                self._new_turn.discard(story.actor)
                lines.clear()
            declared = story.actor in self._declared
            self._declared.discard(story.actor)
            if story.declares_set:
                self._declared.add(story.actor)
            if lines and (story.extends or (declared and story.reveals_set)):
                # the same looks told again, with one more; "declared a set", told with its cards
                lines[-1] = story.caption
            else:
                lines.append(story.caption)
            while len(_grouped(lines)) > CAPTION_MOVES:
                del lines[0]
            note.show_text("\n".join(_grouped(lines)))
            self._place_caption(v, story.actor)
        if story.turn_of >= 0 and story.turn_of != story.actor:
            # a seat's extra turn (a Con Artist's) goes on in the caption of the turn that gave it:
            # told afresh, "took the Blob" read as the whole of a turn that began with a Con Artist
            self._new_turn.add(story.turn_of)
        if story.banner or story.dealt:
            self._banner.show_text(story.banner)
            self._place_banner()
        self.unmirror_texts()

    def _place_caption(self, v: PlayerView, seat: int) -> None:
        """A seat's caption where it covers none of the middle: in the first of its spots (see
        :meth:`_caption_spots`) that holds the whole turn told, else in one that holds it a little
        smaller (where the text is large enough for that); else older stories give way (the log
        keeps them all: a turn told without its first move, "took the Bodyguard from the pile",
        left a newcomer guessing where the card came from); only if even the newest story fits
        nowhere else, over the seat's own village (the last spot)."""
        note = self._captions[seat]
        lines = _grouped(self._caption_lines.get(seat, []))
        spots = self._caption_spots(v, seat)
        if not spots or not lines:
            return
        factor = self.table.text(22) / 22
        factors = [factor]
        smaller = factor * CAPTION_SHRINK
        if 22 * smaller * self.table.pixel >= CAPTION_SMALLEST_PX:
            factors.append(smaller)
        rooms = [
            (x, y, width, self._room_above_texts(QRectF(x - width if right else x, y, width, height)), right)
            for x, y, width, height, right in spots
        ]
        for first, size in itertools.product(range(len(lines)), factors):
            for k, (x, y, width, height, align_right) in enumerate(rooms):
                note.set_size(size, width)
                note.lay_out("\n".join(lines[first:]))
                rect = note.boundingRect()
                last_resort = k == len(rooms) - 1
                if rect.height() <= height and not last_resort:
                    self._put_caption(note, x, y, align_right)
                    return
        x, y, width, height, align_right = rooms[-1]
        for first in range(len(lines)):  # over the village: as much of the turn as fits, or its end
            note.set_size(factors[-1], width)
            note.lay_out("\n".join(lines[first:]))
            if note.boundingRect().height() <= height or first == len(lines) - 1:
                self._put_caption(note, x, y, align_right)
                note.fade_after(CAPTION_COVER_MS)  # read, it lets the village's cards be seen again
                return

    def _put_caption(self, note: _Note, x: float, y: float, align_right: bool) -> None:
        """Lay ``note`` at ``x`` (its right end if ``align_right``), ``y``."""
        self.update(note.sceneBoundingRect().adjusted(-10, -6, 10, 6))  # its plate's old place
        note.setPos(x - note.boundingRect().width() if align_right else x, y)
        # in the gap between the side villages, a card a side seat holds lies over it
        note.setZValue(CAPTION_UNDER_Z if (x, y) == self._gap_spot else CAPTION_Z)

    def _room_above_texts(self, spot: QRectF) -> float:
        """How much of ``spot``'s height a caption may take without covering a seat's name, a count
        or the token that lies in it (none, if one lies at its top)."""
        height = spot.height()
        plate = spot.adjusted(-CAPTION_GAP, 0, CAPTION_GAP, 0)  # the plate reaches past the text
        texts: list[QGraphicsItem] = [*self._labels.values(), *self._counts.values()]
        if self._token is not None:
            texts.append(self._token)
        for text in texts:
            rect = text.sceneBoundingRect()
            if rect.width() > 0 and rect.intersects(plate):
                height = min(height, max(0.0, rect.top() - spot.top() - CAPTION_GAP))
        return height

    def _caption_spots(self, v: PlayerView, seat: int) -> list[tuple[float, float, float, float, bool]]:
        """Where ``seat``'s caption may go, best first, as (x, y, width, height it may take, whether
        x is its right end): beside the village of the seat across the table (in either corner, or
        between the side seats' villages under it); under a side seat's village above the middle, or
        between the table's edge and the middle; beside the viewer's own village (when nobody plays
        it); last, over the seat's own village."""
        p = plan(v, self.table)
        place = p.seats.get(seat)
        if place is None:
            return []
        region = place.region
        top = region.y - region.height / 2
        left, right = region.x - region.width / 2, region.x + region.width / 2
        factor = self.table.text(22) / 22
        margin = p.status[0]
        widest = CAPTION_WIDTH * factor
        readable = CAPTION_MIN_PX / self.table.pixel
        over = (left, top, min(widest, max(readable, region.width)), region.height, False)
        if seat == v.seat:  # the bottom seat, told only when no person plays (the demo): beside it
            room = min(left, self.table.width - right) - 2 * margin - 2 * CAPTION_GAP  # the plate's too
            if room < CAPTION_NARROW_PX / self.table.pixel:
                return [over]
            width = min(widest, room)
            return [
                (margin, top, width, region.height, False),
                (self.table.width - margin, top, width, region.height, True),
                over,
            ]
        if abs(region.x - self.table.width / 2) < 1:  # the seat across the table
            narrow = CAPTION_NARROW_PX / self.table.pixel
            # a corner beside its row as wide as there is room, a narrow column rather than over the
            # row's first card (a row of seven once lost half of its first card, and the bullet on it)
            corners = []
            room = left - 2 * margin
            if room >= narrow:
                corners.append((margin, top, min(widest, room), region.height + p.line, False))
            room = self.table.width - right - 2 * margin
            if room >= narrow:  # the other corner: no status line there, so it may begin at the top
                corners.append(
                    (
                        self.table.width - margin,
                        margin,
                        min(widest, room),
                        top - margin + region.height + p.line,
                        True,
                    )
                )
            sides = sorted(
                (s.region for s in p.seats.values() if abs(s.region.x - region.x) >= 1), key=lambda r: r.x
            )
            if len(sides) != 2:
                return [*corners, over]
            # under its village, between the side seats' villages, down to the middle
            gap_left = sides[0].x + sides[0].width / 2 + 2 * CAPTION_GAP  # the plate reaches past the text
            gap_right = sides[1].x - sides[1].width / 2 - 2 * CAPTION_GAP
            gap_top = top + region.height + 2 * CAPTION_GAP
            self._gap_spot = (gap_left, gap_top)
            middle_top = p.pile[1] - p.centre_h / 2 - 2 * CAPTION_GAP
            if gap_right - gap_left < narrow or middle_top <= gap_top:
                return [*corners, over]
            return [*corners, (gap_left, gap_top, gap_right - gap_left, middle_top - gap_top, False), over]
        on_left = region.x < self.table.width / 2
        edge = margin if on_left else self.table.width - margin
        below = region.y + region.height / 2 + 10
        middle_top = p.pile[1] - p.centre_h / 2 - 6
        # the draw area and the viewer's drawn card count only when cards lie there (their room is
        # kept, mostly empty; the viewer's next move, which fills it, clears the captions)
        card_w = p.centre_h * RATIO
        middle_left = p.middle_left if v.area else p.deck[0] - card_w / 2
        fan = p.pile[0] + card_w / 2 + p.pile_step * max(0, min(PILE_SHOWN, len(v.pile)) - 1)
        middle_right = p.middle_right if v.hand and v.decider == v.seat else fan
        room = middle_left - 2 * margin if on_left else self.table.width - middle_right - 2 * margin
        spots = [(edge, below, widest, middle_top - below, not on_left)]
        if room >= CAPTION_NARROW_PX / self.table.pixel:
            spots.append((edge, below, min(widest, room), p.middle_bottom - below, not on_left))
        elif on_left and v.area:  # the draw area's cards fill the left of the middle: below them
            slots = layout(v, table=self.table)
            area = [slots[f"area:{i}"] for i in range(len(v.area))]
            under = max(slot.y + slot.height * RATIO / 2 for slot in area) + 2 * CAPTION_GAP
            beside_deck = p.deck[0] - card_w / 2 - 2 * CAPTION_GAP - margin
            if beside_deck >= CAPTION_NARROW_PX / self.table.pixel and p.middle_bottom > under:
                spots.append((edge, under, min(widest, beside_deck), p.middle_bottom - under, False))
        if not on_left:
            over = (right, top, over[2], over[3], True)
        return [*spots, over]

    def text_items(self) -> dict[str, QGraphicsItem]:
        """The fixed texts and marks on the table, by name: each seat's label (``label:S``), the
        round's ``status``, the ``deck`` and ``pile`` counts and the ``token`` (for layout checks)."""
        items: dict[str, QGraphicsItem] = {f"label:{seat}": label for seat, label in self._labels.items()}
        items.update(self._counts)
        if self._token is not None:
            items["token"] = self._token
        return items

    def caption_text(self, seat: int) -> str:
        """The caption shown beside ``seat`` now ("" for none)."""
        note = self._captions.get(seat)
        return note.text if note is not None else ""

    @property
    def banner_text(self) -> str:
        """The banner shown now ("" for none)."""
        return self._banner.text

    def _mark_rect(self, place: str, v: PlayerView) -> QRectF | None:
        """Where the mark of a non-card ``place`` goes (the token's mark lies over the token)."""
        return self._token_rect(v) if place == "token" else target_rect(place, v, self.table)

    def _token_rect(self, v: PlayerView) -> QRectF | None:
        """Where the token lies: just after its holder's name (before it, read right to left), as tall
        as the name's line allows; without a name on the table, where :func:`target_rect` puts it."""
        label = self._labels.get(v.token_holder)
        if label is None or v.token_holder < 0:
            return target_rect("token", v, self.table)
        text = label.sceneBoundingRect()
        size = text.height() + 10
        bottom = min(text.center().y() + size / 2, text.bottom() + 4)  # clear of a lifted card below
        return QRectF(text.right() + size * 0.3, bottom - size, size, size)

    def _show_token(self, v: PlayerView) -> None:
        """The base edition's token beside its holder's name (the amulet or bullet also marks its
        card), with a tooltip saying what it is and does."""
        if self._token is not None:
            self.removeItem(self._token)
            self._token = None
        self._token_view = v
        if v.token_holder < 0:
            return
        rect = self._token_rect(v)
        if rect is None:
            return
        picture = {"amulet": "amulet", "bullet": "bullet"}.get(
            v.config.token, "coin-heads" if v.token_active else "coin-tails"
        )
        token = TokenItem(rect, self.art, picture, v.token_active)
        token.setToolTip(plain.tooltip(token_tooltip(v, self.names)))
        self.addItem(token)
        self._token = token

    # ------------------------------------------------------------------ running
    def _next_segment(self) -> None:
        """Play the next part of the story; at a hold, wait for :meth:`release`."""
        while self._segments:
            segment = self._segments.pop(0)
            if isinstance(segment, str):
                if self._finishing:
                    continue
                self.holding = True
                self.holding_for = segment
                if self.beat_observer is not None:
                    self.beat_observer(HOLD, None)
                self.looks_held.emit()
                return
            if self._finishing or segment.totalDuration() <= 0 or self.speed <= 0:
                segment.setCurrentTime(segment.totalDuration())
                continue
            self._running = segment  # keep a reference: Qt does not own a parentless animation
            segment.finished.connect(self._segment_done)
            segment.start()
            return
        self._done()

    def _segment_done(self) -> None:
        running = self._running
        if running is None:
            return
        # finished() is being emitted by this animation: keep it alive until the next story replaces
        # it, or Python would delete the sender in the middle of its emission
        self._finished_story = running
        self._running = None
        self._next_segment()

    def _uncover(self) -> None:
        """Every card of the new layout shows once the moves are over (a card hidden while a ghost left
        its place included), also while a hold or a round's count follows; the flying cards, now
        where the cards of the new layout lie, go."""
        for item in self.items_by_place.values():
            item.setVisible(True)
        for ghost in self._ghosts:
            self.removeItem(ghost)
        self._ghosts.clear()

    def _done(self) -> None:
        if not self._telling:
            return
        self._telling = False
        self.held_looks = ()
        for ghost in self._ghosts:
            self.removeItem(ghost)
        self._ghosts.clear()
        for item in self.items_by_place.values():
            item.setVisible(True)
            item.set_squash(1.0)
        if self.view is not None:
            for place, slot in layout(self.view, full_pile=self.full_pile, table=self.table).items():
                settled = self.items_by_place.get(place)
                if settled is not None:
                    settled.set_face(self._face(slot), *self._label(self._face(slot)))
                    settled.setPos(QPointF(slot.x, slot.y))
                    settled.setRotation(slot.rotation)
            self._relayout()  # the table may have changed size while the story was told
        if self.beat_observer is not None:
            self.beat_observer(DONE, None)
        self.settled.emit()


def _grouped(lines: Sequence[str]) -> list[str]:
    """A seat's caption lines with a move told twice or more in a row told once, with how many times
    ("Bo put the Goth Girl onto the discard pile. (×2)": two lines alike read as a slip), the count
    kept on the move's last line (it wrapped onto a line of its own, s1/44)."""
    out = []
    for line, group in itertools.groupby(lines):
        count = len(list(group))
        if count == 1:
            out.append(line)
        else:
            times = translate("Table", "{what} (×{count})", "a move told once for several alike in a row")
            head, mark, tail = times.partition("{what}")
            if mark and not head.strip():  # the count follows the move: kept on its last line
                out.append(line + tail.format(count=number(count)).replace(" ", "\u00a0"))
            else:
                out.append(times.format(what=line, count=number(count)))
    return out


def _pile_item_place(place: str, v: PlayerView) -> str | None:
    """The item key (``pile:I``, counted from the bottom) of the pile card an event names
    ``pile:D`` (D below the top) in view ``v``, None if there is none; any other place as it is."""
    zone, _, rest = place.partition(":")
    if zone != "pile" or not rest.isdigit():
        return place
    depth = int(rest)
    return f"pile:{len(v.pile) - 1 - depth}" if depth < len(v.pile) else None


def _lands_facedown(place: str, v: PlayerView) -> bool:
    """Whether a card put at village spot ``place`` lies face down there in view ``v`` (False for
    any other place, or a spot ``v`` no longer has)."""
    parts = place.split(":")
    if parts[0] != "village" or len(parts) != 3:
        return False
    try:
        seat, index = int(parts[1]), int(parts[2])
        return not v.villages[seat][index].faceup
    except (ValueError, IndexError):
        return False


def _waiting_place(place: str) -> str:
    """Where a card waits between two beats of a story, as both beats name it: a discard waiting
    above the pile (``limbo`` or ``limbo:S``), a card in a hand (``hand:S``); other places as they are."""
    return "limbo" if place.startswith("limbo") else place


def _village_spot(place: str) -> tuple[int, int] | None:
    """``village:S:I`` as (S, I); None for any other place."""
    parts = place.split(":")
    if len(parts) == 3 and parts[0] == "village" and parts[1].isdigit() and parts[2].isdigit():
        return int(parts[1]), int(parts[2])
    return None


class _Note(QGraphicsTextItem):
    """A short text on a dark rounded plate (the caption, the banner); always plain text."""

    def __init__(self, width: float, pixel: int, bold: bool = False) -> None:
        super().__init__()
        self._base = (width, pixel, bold)
        self.setFont(ui_font(pixel, bold=bold))
        self.setDefaultTextColor(QColor("#fff6dc"))
        self.width = width
        self.setTextWidth(width)
        self.setZValue(1500)
        self.text = ""
        #: the note faded out once read: laid out again (a new place or size), it stays hidden
        self._read = False
        self.setVisible(False)
        #: a wait, then the note fading out (see :meth:`fade_after`); kept here so it stays alive
        self._fading = QSequentialAnimationGroup(self)  # a child: it goes with the note
        self._fading.addAnimation(QPauseAnimation(0))
        fade = QPropertyAnimation(self, b"opacity")
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(FADE_MS)
        self._fading.addAnimation(fade)
        self._fading.finished.connect(self._faded)
        self.opacityChanged.connect(self._repaint_plate)

    def fade_after(self, ms: int) -> None:
        """Fade the note out ``ms`` milliseconds from now (a caption that had to lie over a village);
        a new text shows it again."""
        self._fading.stop()
        pause = self._fading.animationAt(0)
        assert isinstance(pause, QPauseAnimation)
        pause.setDuration(ms)
        self._fading.start()

    def _faded(self) -> None:
        """Faded out: hidden, so that it is no longer in the banner's way, until it tells something
        new (:meth:`show_text`)."""
        self._read = True
        self.setVisible(False)

    def _repaint_plate(self) -> None:
        """Repaint the whole plate, which reaches past the text's bounds, as the note fades."""
        scene = self.scene()
        if scene is not None:
            scene.update(self.sceneBoundingRect().adjusted(-10, -6, 10, 6))

    def stay(self) -> None:
        """Keep the note shown (no fading out)."""
        self._fading.stop()
        self.setOpacity(1.0)

    @property
    def fading(self) -> bool:
        """Is the note waiting to fade out, or fading?"""
        return self._fading.state() == QAbstractAnimation.State.Running

    def set_size(self, factor: float, width: float | None = None) -> None:
        """Make the note's text ``factor`` times its first size (so it stays readable on a small
        table), its lines at most ``width`` long (``factor`` times the first width by default)."""
        base_width, pixel, bold = self._base
        width = base_width * factor if width is None else width
        font = ui_font(round(pixel * factor), bold=bold)
        if abs(self.width - width) > 0.5 or font.pixelSize() != self.font().pixelSize():
            self.width = width
            self.setFont(font)
            self.lay_out(self.text)

    def show_text(self, text: str) -> None:
        """Tell ``text`` (as plain text), or hide the note for "": shown even where the note had
        faded out once read."""
        self._read = False
        self.lay_out(text)

    def lay_out(self, text: str) -> None:
        """Lay ``text`` out in the note (to try a place or a size for what it tells). A note that
        faded out once read stays hidden: a call's banner came back over the pile when the person
        drew a card, seconds after it had faded (e2/54)."""
        self._repaint_plate()  # the plate is painted beyond the text's bounds: clear where it lay
        self.text = text
        self.stay()
        # the interface's direction, not the first letter's: a Persian name that begins an English
        # caption must not turn the sentence right to left (nor an English name a Persian one)
        option = self.document().defaultTextOption()
        option.setTextDirection(QGuiApplication.layoutDirection())
        self.document().setDefaultTextOption(option)
        self.setPlainText(text)
        self.setTextWidth(self.width)  # lines as long as the note may be, then no wider than the text
        if self.document().idealWidth() < self.width:
            self.setTextWidth(self.document().idealWidth() + 2)
        self.setVisible(bool(text) and not self._read)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """The plate, then the text."""
        painter.setPen(QPen(QColor(201, 167, 74, 200), 1.5))
        painter.setBrush(QColor(20, 32, 24, 215))
        painter.drawRoundedRect(self.boundingRect().adjusted(-8, -4, 8, 4), 10, 10)
        super().paint(painter, option, widget)  # type: ignore[arg-type]  # Qt accepts no widget

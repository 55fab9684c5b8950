"""The table scene: card items laid out from one seat's view, moved by animations.

:meth:`TableScene.show_view` brings the table to a new view. With the events of the action that led
there, it first tells the story (each moved card flies from where it was to where it went, flipped
cards turn over, a card the viewer peeked at shows its face for a moment), then settles every card
into its new slot. Faces come only from the viewer's view and from events already redacted for that
seat, so an animation can never show a card the seat may not see.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QPen, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from ...engine import events as ev
from ...engine.events import Event
from ...engine.view import PlayerView
from ...i18n import card_ability
from .. import plain
from ..card_art import CardArt
from ..fonts import ui_font
from ..language import current_language, localized
from ..log_text import place_phrase
from .card_item import CardItem
from .layout import CENTRE_H, DECK_POS, PILE_POS, TABLE_H, TABLE_W, Slot, anchor, layout, regions
from .targets import TargetItem, TokenItem, target_rect

translate = QCoreApplication.translate

#: Animation speed settings: a factor on every duration (0 = no animation).
SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
MOVE_MS = 420
FLIP_MS = 300
SETTLE_MS = 260
PEEK_MS = 1100
DEAL_GAP_MS = 45


class TableScene(QGraphicsScene):
    """The table of one game, seen by one seat."""

    #: a legal target was clicked
    place_clicked = Signal(str)
    #: the current transition has finished (input may resume)
    settled = Signal()

    def __init__(self, art: CardArt, namer: Callable[[str], str]) -> None:
        super().__init__(0, 0, TABLE_W, TABLE_H)
        self.art = art
        self.namer = namer
        self.speed = 1.0
        self.items_by_place: dict[str, CardItem] = {}
        self.view: PlayerView | None = None
        self.names: Sequence[str] = ()
        self._labels: dict[int, QGraphicsSimpleTextItem] = {}
        self._counts: dict[str, QGraphicsSimpleTextItem] = {}
        self._running: QAbstractAnimation | None = None
        self._finished_story: QAbstractAnimation | None = None
        #: the face each card will show once the story's flips have played (for the settle)
        self._story_faces: dict[str, str | None] = {}
        self._ghosts: list[CardItem] = []
        self._targets: dict[str, TargetItem] = {}
        #: what each card or mark is, in words (its tooltip is this text, shown as plain text)
        self._descriptions: dict[str, str] = {}
        self._token: TargetItem | None = None
        self.full_pile = False
        #: show the number of facedown cards the seat has seen (the memory aid setting)
        self.memory_aid = False
        #: the card size setting, as a factor on card heights
        self.card_scale = 1.0
        #: a replay shows every card's face (its views must then know every card)
        self.reveal_all = False
        #: the view shows the table mirrored (right-to-left languages); texts are flipped back
        self.mirrored = False
        #: the high-contrast theme: thicker rings around the cards that may be chosen
        self.high_contrast = False

    # ------------------------------------------------------------------ public
    @property
    def busy(self) -> bool:
        """Whether an animation is playing."""
        return self._running is not None

    def faces_shown(self) -> dict[str, str]:
        """Every face currently on the table by place (ghosts included, as ``ghost:N``)."""
        out = {p: item.face for p, item in self.items_by_place.items() if item.face is not None}
        for k, ghost in enumerate(self._ghosts):
            if ghost.face is not None:
                out[f"ghost:{k}"] = ghost.face
        return out

    def show_view(self, v: PlayerView, names: Sequence[str], events: Sequence[Event] = ()) -> None:
        """Bring the table to ``v``; tell the story of ``events`` first when animations are on."""
        self.finish()
        old = self.view
        self.view = v
        self.names = names
        slots = layout(v, full_pile=self.full_pile, scale=self.card_scale)
        story = QSequentialAnimationGroup()
        self._story_faces = {}
        dealt = any(e.kind == ev.DEALT for e in events)
        if old is not None and self.speed > 0 and events and not dealt:
            self._tell(story, old, v, events)
        if dealt:  # a new round: the old cards go, the new ones are dealt from the deck
            for item in self.items_by_place.values():
                self.removeItem(item)
            self.items_by_place.clear()
        settle = self._settle(slots, old, animate=self.speed > 0 and old is not None)
        story.addAnimation(settle)
        if self.speed > 0:
            for e in events:
                if e.kind == ev.PEEKED and e.params.get("seat") == v.seat and "type" in e.params:
                    self._peek(story, str(e.params["at"]), str(e.params["type"]))
        self._update_labels(v, names)
        self._show_token(v)
        self._start(story)

    def clear_table(self) -> None:
        """Remove every card (before showing another person's view in a hot-seat game)."""
        self.finish()
        for item in self.items_by_place.values():
            self.removeItem(item)
        self.items_by_place.clear()
        self.view = None

    def finish(self) -> None:
        """Jump to the end of the running transition."""
        running = self._running
        if running is not None:
            running.setCurrentTime(running.totalDuration())
            running.stop()
            self._done()

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
            rect = target_rect(place, self.view)
            if rect is None:
                continue
            target = TargetItem(place, rect)
            self._descriptions[place] = (tips or {}).get(place, "")
            target.setToolTip(plain.tooltip(self._descriptions[place]))
            target.clicked.connect(self.place_clicked)
            self.addItem(target)
            self._targets[place] = target

    def set_selected(self, places: Sequence[str]) -> None:
        """Mark the cards already clicked for a multi-step choice."""
        for place, item in self.items_by_place.items():
            item.selected_step = place in places
            item.update()

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

    def _tell(
        self, story: QSequentialAnimationGroup, old: PlayerView, new: PlayerView, events: Sequence[Event]
    ) -> None:
        for e in events:
            if e.kind == ev.MOVED:
                face = e.params.get("type")
                start = anchor(str(e.params["src"]), old)
                end = anchor(str(e.params["dst"]), new)
                ghost = CardItem(
                    self.art, "ghost", CENTRE_H, face if isinstance(face, str) else None, *self._label(face)
                )
                ghost.setPos(QPointF(*start))
                ghost.setZValue(1000)
                ghost.setVisible(False)
                self.addItem(ghost)
                self._ghosts.append(ghost)
                hidden = self._place_in_view(str(e.params["src"]), old)
                fly = QPropertyAnimation(ghost, b"pos")
                fly.setDuration(self._duration(MOVE_MS))
                fly.setStartValue(QPointF(*start))
                fly.setEndValue(QPointF(*end))
                fly.setEasingCurve(QEasingCurve.Type.InOutCubic)
                fly.stateChanged.connect(lambda state, _old, g=ghost, h=hidden: self._launch(g, h, state))
                story.addAnimation(fly)
            elif e.kind == ev.FLIPPED:
                item = self.items_by_place.get(str(e.params["at"]))
                face = e.params.get("type") if e.params.get("faceup") else None
                shown = self._story_faces.get(str(e.params["at"]), item.face if item else None)
                if item is not None and shown != face:
                    story.addAnimation(self._flip(item, face if isinstance(face, str) else None))
                    self._story_faces[str(e.params["at"])] = face if isinstance(face, str) else None
            elif e.kind == ev.SET_REVEALED:  # let everyone look at the revealed set for a moment
                story.addAnimation(QPauseAnimation(self._duration(PEEK_MS)))
            elif e.kind == ev.SHUFFLED:
                story.addAnimation(self._gather(int(e.params["village"]), old))
            elif e.kind == ev.DECK_TURNED:
                story.addAnimation(QPauseAnimation(self._duration(MOVE_MS)))

    def _gather(self, seat: int, v: PlayerView) -> QParallelAnimationGroup:
        """A village's cards pushed together into a pile (the settle spreads them out again)."""
        group = QParallelAnimationGroup()
        region = regions(v.players, v.seat)[seat].region
        for place, item in self.items_by_place.items():
            if place.startswith(f"village:{seat}:"):
                move = QPropertyAnimation(item, b"pos")
                move.setDuration(self._duration(MOVE_MS))
                move.setStartValue(item.pos())
                move.setEndValue(QPointF(region.x, region.y))
                move.setEasingCurve(QEasingCurve.Type.InOutQuad)
                group.addAnimation(move)
        return group

    def _launch(self, ghost: CardItem, hidden: str | None, state: QAbstractAnimation.State) -> None:
        if state == QAbstractAnimation.State.Running:
            ghost.setVisible(True)
            if hidden is not None and hidden in self.items_by_place:
                self.items_by_place[hidden].setVisible(False)

    @staticmethod
    def _place_in_view(place: str, v: PlayerView) -> str | None:
        """The item place of an event place, if a card item lies there."""
        if place.startswith("village:"):
            return place
        if place == "deck":
            return "deck"
        if place == "pile" and v.pile:
            return f"pile:{len(v.pile) - 1}"
        if place.startswith("area:"):
            return place
        return None

    def _peek(self, story: QSequentialAnimationGroup, place: str, face: str) -> None:
        item = self.items_by_place.get(place)
        if item is None or item.face is not None:
            return
        up = self._flip(item, face)
        story.addAnimation(up)
        story.addAnimation(QPauseAnimation(self._duration(PEEK_MS)))
        story.addAnimation(self._flip(item, None))

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
        self, slots: dict[str, Slot], old: PlayerView | None, animate: bool
    ) -> QParallelAnimationGroup:
        group = QParallelAnimationGroup()
        fresh_count = 0
        v_numbers = self.view.config.type_numbers if self.view is not None else {}
        for place in list(self.items_by_place):
            if place not in slots:
                self.removeItem(self.items_by_place.pop(place))
        for place, slot in slots.items():
            existing = self.items_by_place.get(place)
            fresh = existing is None
            if existing is not None:
                item = existing
            else:
                face = self._face(slot)
                item = CardItem(self.art, place, slot.height, face, *self._label(face))
                item.clicked.connect(self.place_clicked)
                start = QPointF(*DECK_POS) if animate else QPointF(slot.x, slot.y)
                item.setPos(start)
                self.addItem(item)
                self.items_by_place[place] = item
            item.setVisible(True)
            item.setZValue(slot.z)
            item.set_card_height(slot.height)
            item.set_markers(self._markers(slot))
            remembered = (
                slot.card.type if self.memory_aid and self._face(slot) is None and slot.card.type else None
            )
            item.set_hint(str(v_numbers[remembered]) if remembered and v_numbers else "")
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
                if fresh:  # dealt one after another
                    dealing = QSequentialAnimationGroup()
                    dealing.addAnimation(QPauseAnimation(self._duration(DEAL_GAP_MS * fresh_count)))
                    dealing.addAnimation(move)
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
        return group

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
    def _update_labels(self, v: PlayerView, names: Sequence[str]) -> None:
        places = regions(v.players, v.seat)
        totals = v.totals
        for seat, place in places.items():
            label = self._labels.get(seat)
            if label is None:
                label = QGraphicsSimpleTextItem()
                label.setFont(ui_font(22, bold=True))
                self.addItem(label)
                self._labels[seat] = label
            marks = []
            if seat == v.decider:
                marks.append("▶")
            text = f"{' '.join(marks)} {names[seat]}  ·  {totals[seat]}".strip()
            if seat == v.token_holder:
                text += "  ◆"
            label.setText(localized(text))
            colour = QColor("#ffe082") if seat == v.decider else QColor("#f3efe4")
            label.setBrush(QBrush(colour))
            label.setPen(QPen(QColor(0, 0, 0, 90), 0.5))
            rect = label.boundingRect()
            label.setPos(place.label_x - rect.width() / 2, place.label_y - rect.height())
        status = self._counts.get("status")
        if status is None:
            status = QGraphicsSimpleTextItem()
            status.setFont(ui_font(20, bold=True))
            status.setBrush(QBrush(QColor("#e8e2d0")))
            self.addItem(status)
            self._counts["status"] = status
        status.setText(
            localized(
                translate("Table", "Round {round} of {rounds}").format(round=v.round, rounds=v.config.rounds)
            )
        )
        status.setPos(24, 18)
        for key, (x, y, text) in {
            "deck": (DECK_POS[0], DECK_POS[1] + CENTRE_H / 2 + 8, str(len(v.deck))),
            "pile": (PILE_POS[0], PILE_POS[1] + CENTRE_H / 2 + 8, str(len(v.pile))),
        }.items():
            count = self._counts.get(key)
            if count is None:
                count = QGraphicsSimpleTextItem()
                count.setFont(ui_font(18))
                count.setBrush(QBrush(QColor("#e8e2d0")))
                self.addItem(count)
                self._counts[key] = count
            count.setText(localized(text))
            count.setPos(x - count.boundingRect().width() / 2, y)

        self.unmirror_texts()

    def unmirror_texts(self) -> None:
        """Flip every text item about its own centre when the table is mirrored, so it reads."""
        for item in [*self._labels.values(), *self._counts.values()]:
            width = item.boundingRect().width()
            item.setTransform(QTransform(-1, 0, 0, 1, width, 0) if self.mirrored else QTransform())

    def _show_token(self, v: PlayerView) -> None:
        """The base edition's token beside its holder (the amulet or bullet also marks its card)."""
        if self._token is not None:
            self.removeItem(self._token)
            self._token = None
        if v.token_holder < 0:
            return
        rect = target_rect("token", v)
        if rect is None:
            return
        picture = {"amulet": "amulet", "bullet": "bullet"}.get(
            v.config.token, "coin-heads" if v.token_active else "coin-tails"
        )
        token = TokenItem(rect, self.art, picture, v.token_active)
        self.addItem(token)
        self._token = token

    # ------------------------------------------------------------------ running
    def _start(self, story: QSequentialAnimationGroup) -> None:
        if story.totalDuration() <= 0 or self.speed <= 0:
            story.setCurrentTime(story.totalDuration())
            self._running = story
            self._done()
            return
        self._running = story  # keep a reference: Qt does not own a parentless animation
        story.finished.connect(self._done)
        story.start()

    def _done(self) -> None:
        if self._running is None:
            return
        # _done may run inside the animation's own finished signal: keep it alive until the next
        # transition replaces it, or Python would delete the sender in the middle of its emission.
        self._finished_story = self._running
        self._running = None
        for ghost in self._ghosts:
            self.removeItem(ghost)
        self._ghosts.clear()
        for item in self.items_by_place.values():
            item.setVisible(True)
            item.set_squash(1.0)
        if self.view is not None:
            for place, slot in layout(self.view, full_pile=self.full_pile, scale=self.card_scale).items():
                settled = self.items_by_place.get(place)
                if settled is not None:
                    settled.set_face(self._face(slot), self._name(self._face(slot)))
                    settled.setPos(QPointF(slot.x, slot.y))
                    settled.setRotation(slot.rotation)
        self.settled.emit()

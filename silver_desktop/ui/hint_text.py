"""The hint in words: exactly what to do, and how much better the Hard bot found it.

:func:`hint_sentence` writes what the decision bar shows for the action the Hard bot suggests, from
the deciding seat's :class:`~silver_desktop.engine.view.PlayerView` only. A village card is named
("your Seer 7, 3rd from the left") only when the view gives its type, that is when the seat sees
its face or has looked at it; any other card is "a face-down card". The spot is counted from the
side the person starts reading on, as the table shows it: from the left, and in a right-to-left
language (whose table is mirrored) from the right. A set's cards are named one by one (the Medium
bot's plan from the same view, which is what the Hard bot's search played out), and the hint rings
them on the table (:attr:`Hint.places`).

How much better, in words (:func:`margin_words`). The Hard bot's ``margin`` is the difference between
the mean outcomes of its two best candidates over the sampled worlds, in points of round score (its
own village against the others' average); its search stops as soon as no rival is likely to be more
than :data:`~silver_desktop.ai.hard.INDIFFERENCE` (0.5) points better. So:

* margin < 0.5 (below what the search itself tells apart): "about as good as the other choices";
* 0.5 to 2 (less than a low card's worth): "slightly better";
* 2 to 5 (a middling card's worth): "better";
* 5 or more (a high card's worth, or a failed call's penalty half way): "much better";
* no margin after a search: every rival was dropped as clearly worse: "clearly the best";
* no search (a decision the Hard bot leaves to its rules of thumb, or a single choice): "what a
  careful player does here".

No number of points is ever shown, only the number of possible futures (sampled worlds) tried.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs
from PySide6.QtCore import QCoreApplication

from ..ai.hard import INDIFFERENCE, SearchReport
from ..ai.heuristic import set_plan
from ..engine.actions import Action
from ..engine.view import CardView, PlayerView
from ..i18n import card_name
from .language import is_right_to_left, localized, ordinal
from .prompts import SpotWords, describe_action, discard_phrase, village_place

translate = QCoreApplication.translate

#: Below this margin (points) the hint says "slightly better"; from it on, "better".
SLIGHTLY = 2.0
#: From this margin (points) on, the hint says "much better".
MUCH = 5.0


@attrs.frozen
class Hint:
    """A hint's sentence and the places it rings on the table besides the choice's own."""

    text: str
    places: tuple[str, ...] = ()


def card_label(view: PlayerView, type_id: str, lang: str) -> str:
    """A card type as a person reads it on the card: its name and number ("Seer 7")."""
    return f"{card_name(type_id, lang)} {view.config.type_numbers[type_id]}"


def spot_words(names: Sequence[str], lang: str, detail: bool = True) -> SpotWords:
    """How the hint names a village card: "your Seer 7 (3rd from the left)", "Bo's face-down card
    2nd from the right"; without ``detail``, only "your Seer 7" or "a face-down card of Bo's"
    (the hint rings the card on the table)."""

    def words(view: PlayerView, seat: int, index: int) -> str:
        row = view.villages[seat] if 0 <= seat < len(view.villages) else ()
        card = row[index] if 0 <= index < len(row) else None
        known = card is not None and card.type is not None
        label = card_label(view, card.type, lang) if card is not None and card.type is not None else ""
        own = seat == view.seat
        name = names[seat] if 0 <= seat < len(names) else str(seat + 1)
        if not detail:
            if own:
                text = (
                    translate("Hint", "your {card}")
                    if known
                    else translate("Hint", "a face-down card of yours")
                )
            elif known:
                text = translate("Hint", "{name}'s {card}")
            else:
                text = translate("Hint", "a face-down card of {name}'s")
            return text.format(card=label, name=name)
        nth = ordinal(index + 1)
        if is_right_to_left():
            if own:
                text = (
                    translate("Hint", "your {card} ({ordinal} from the right)")
                    if known
                    else translate("Hint", "your face-down card {ordinal} from the right")
                )
            elif known:
                text = translate("Hint", "{name}'s {card} ({ordinal} from the right)")
            else:
                text = translate("Hint", "{name}'s face-down card {ordinal} from the right")
        elif own:
            text = (
                translate("Hint", "your {card} ({ordinal} from the left)")
                if known
                else translate("Hint", "your face-down card {ordinal} from the left")
            )
        elif known:
            text = translate("Hint", "{name}'s {card} ({ordinal} from the left)")
        else:
            text = translate("Hint", "{name}'s face-down card {ordinal} from the left")
        return text.format(card=label, name=name, ordinal=nth)

    return words


def _listed(items: Sequence[str]) -> str:
    """``a, b and c`` in the interface language."""
    if len(items) < 2:
        return "".join(items)
    head = translate("Hint", ", ", "between the cards of a list").join(items[:-1])
    return translate("Hint", "{list} and {last}").format(list=head, last=items[-1])


def _known(cards: Sequence[CardView], index: int) -> str | None:
    """The type of ``cards[index]`` if the view gives it, else None."""
    return cards[index].type if 0 <= index < len(cards) else None


def what_to_do(
    action: Action, view: PlayerView, names: Sequence[str], lang: str, detail: bool = True
) -> Hint:
    """``action`` (legal in ``view``) as an instruction that names exactly the cards, spots and
    players, and only the cards the view shows (see the module docstring)."""
    spot = spot_words(names, lang, detail)
    verb, a = action.verb, action.args
    held = _known(view.hand, len(view.hand) - 1) if view.pending == "hand" else None
    held_label = card_label(view, held, lang) if held else ""
    if view.pending == "hand" and verb == "set":
        plan = [i for i in set_plan(view) if i < len(view.villages[view.seat])]
        if plan:
            cards = _listed([spot(view, view.seat, i) for i in plan])
            if held:
                text = translate("Hint", "Exchange the {held} for a set: {cards}")
            else:
                text = translate("Hint", "Exchange the card you hold for a set: {cards}")
            places = tuple(village_place(view.seat, i) for i in plan)
            return Hint(text.format(held=held_label, cards=cards), places)
    elif view.pending == "hand" and verb == "exchange" and held:
        text = translate("Hint", "Exchange the {held} for {card}")
        return Hint(text.format(held=held_label, card=spot(view, view.seat, a[0])))
    elif view.pending == "hand" and verb == "discard" and held:
        return Hint(translate("Hint", "Discard the {held}").format(held=held_label))
    elif view.pending == "hand" and verb == "use" and held:
        return Hint(translate("Hint", "Discard the {held} and use its ability").format(held=held_label))
    elif verb == "peek":
        text = translate("Hint", "Look at {first} and {second}")
        return Hint(text.format(first=spot(view, view.seat, a[0]), second=spot(view, view.seat, a[1])))
    elif verb == "into":
        if is_right_to_left():
            text = translate("Hint", "Put your new card in as the {ordinal} card from the right")
        else:
            text = translate("Hint", "Put your new card in as the {ordinal} card from the left")
        return Hint(text.format(ordinal=ordinal(a[0] + 1)))
    elif verb == "keep" and (kept := _known(view.hand, a[0])):
        return Hint(translate("Hint", "Keep the {card} you drew").format(card=card_label(view, kept, lang)))
    elif verb == "area" and (taken := _known(view.area, a[0])):
        text = translate("Hint", "Take the {card} from the draw area")
        return Hint(text.format(card=card_label(view, taken, lang)))
    elif verb in ("pick", "invoke") and (discard := _known(view.pile, len(view.pile) - 1 - a[0])):
        if verb == "pick":
            text = translate("Hint", "Take the {card} ({where}) into your village")
        else:
            text = translate("Hint", "Use the ability of the {card} ({where})")
        return Hint(text.format(card=card_label(view, discard, lang), where=discard_phrase(a[0])))
    return Hint(describe_action(action, view, names, lang=lang, spot=spot))


def margin_words(report: SearchReport, detail: bool = True) -> str:
    """How much better the hinted choice came out, in words (never in points; see the module
    docstring for the thresholds). Without ``detail``, without the number of futures."""
    margin = report.margin
    if not report.worlds:
        return translate("Hint", "what a careful player does here")
    if margin is None:
        full = translate("Hint", "clearly the best: the other choices lost in {n} possible futures")
        short = translate("Hint", "clearly the best")
    elif margin < INDIFFERENCE:
        full = translate("Hint", "about as good as the other choices, in {n} possible futures")
        short = translate("Hint", "about as good as the other choices")
    elif margin < SLIGHTLY:
        full = translate("Hint", "slightly better than the next choice in {n} possible futures")
        short = translate("Hint", "slightly better than the next choice")
    elif margin < MUCH:
        full = translate("Hint", "better than the next choice in {n} possible futures")
        short = translate("Hint", "better than the next choice")
    else:
        full = translate("Hint", "much better than the next choice in {n} possible futures")
        short = translate("Hint", "much better than the next choice")
    return full.format(n=report.worlds) if detail else short


def hint_sentence(
    action: Action,
    view: PlayerView,
    names: Sequence[str],
    report: SearchReport,
    lang: str,
    detail: bool = True,
) -> Hint:
    """The decision bar's hint: "Hint: Exchange the Werewolf 11 for your Seer 7 (3rd from the left)
    (slightly better than the next choice in 40 possible futures)." in the interface language, with
    the language's digits; without ``detail``, the shorter form that fits a narrow bar."""
    what = what_to_do(action, view, names, lang, detail)
    text = translate("Hint", "Hint: {what} ({why}).").format(what=what.text, why=margin_words(report, detail))
    return Hint(localized(text, lang), what.places)


def bare_hint(action: Action, view: PlayerView, names: Sequence[str], lang: str) -> Hint:
    """The hint's shortest form, for a bar too narrow for the others: what to do, without why ("Hint:
    Discard the Seer 9.")."""
    what = what_to_do(action, view, names, lang, detail=False)
    return Hint(localized(translate("Hint", "Hint: {what}.").format(what=what.text), lang), what.places)

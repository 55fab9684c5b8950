"""A review mark in words, built only from the person's view at that moment.

:func:`mark_text` says what the person did, the better choice (both as the hint says them: a card
is named only if the view gives its type, else "a face-down card"), why (one sentence per
:class:`~silver_desktop.review.Reason` kind, with the numbers the reason carries) and how much
better, in expected points (own village against the others' average), in the interface language
with its digits. It also gives the table places to ring for each of the two actions.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs
from PySide6.QtCore import QCoreApplication, QObject

from ..engine.actions import Action
from ..engine.view import PlayerView
from ..i18n import card_name
from ..review import Mark, Reason
from .hint_text import what_to_do
from .language import localized, number
from .prompts import pile_place, prompt_for

translate = QCoreApplication.translate


@attrs.frozen
class MarkText:
    """What the review shows for one mark."""

    #: "Round 2 · turn 14"
    title: str
    #: what the person did, and the better choice, as instructions
    chosen: str
    alternative: str
    #: the whole explanation (what, why, how much better)
    explanation: str
    #: the table places of the person's action and of the alternative
    chosen_places: tuple[str, ...] = ()
    alternative_places: tuple[str, ...] = ()


class ReviewWords(QObject):
    """The review's sentences with a count in them (``self.tr`` gives them plural forms)."""

    def searched(self, worlds: int) -> str:
        """Why, when no simpler reason fits: the number of sampled worlds."""
        return self.tr(
            "In %n possible deal(s) of the cards you had not seen, the other choice came out ahead.",
            "",
            worlds,
        )

    def lower(self, points: int) -> str:
        """How much better the alternative was expected to be."""
        return self.tr(
            "On average the better choice leaves you about %n point(s) better off against the others.",
            "",
            points,
        )

    def none_marked(self, decisions: int) -> str:
        """A review without marks."""
        return self.tr("None of your %n decision(s) had a clearly better choice. Well played!", "", decisions)

    def marked(self, marks: int) -> str:
        """The heading of the list of marks."""
        return self.tr("%n moment(s) where another choice was clearly better:", "", marks)


_PLURALS = ReviewWords()


def plurals() -> ReviewWords:
    """The review's sentences with a count in them."""
    return _PLURALS


def reason_sentence(reason: Reason, worlds: int, lang: str) -> str:
    """One sentence saying why, from the reason's kind, cards and numbers."""
    names = [card_name(c, lang) for c in reason.cards]
    n = reason.numbers
    kind = reason.kind
    if kind == "keep-high":
        text = translate(
            "Review",
            "You knew your {card} counts {value}, more than the {held} ({worth}) you held: "
            "exchanging it would have lowered your village.",
        ).format(card=names[0], value=n[0], held=names[1], worth=n[1])
    elif kind == "replace-higher":
        text = translate(
            "Review",
            "Your {card} counts {value}, more than your {other} ({other_value}), which you replaced.",
        ).format(card=names[0], value=n[0], other=names[1], other_value=n[1])
    elif kind == "known-over-unknown":
        text = translate(
            "Review",
            "You knew your {card} counts {value}; the face-down card you replaced was worth only about "
            "{mean} on average (the average of the cards you had not seen).",
        ).format(card=names[0], value=n[0], mean=n[1])
    elif kind == "unknown-higher":
        text = translate(
            "Review",
            "The cards you had not seen average about {mean}, more than the {held} ({worth}): a face-down "
            "card of yours was likely higher.",
        ).format(held=names[0], worth=n[0], mean=n[1])
    elif kind == "gave-low":
        text = translate(
            "Review", "Your {card} ({value}) was lower than the {held} ({worth}) you put in its place."
        ).format(held=names[0], card=names[1], worth=n[0], value=n[1])
    elif kind == "held-high":
        text = translate(
            "Review",
            "The {held} counts {worth}, more than the cards you had not seen average (about {mean}): "
            "the face-down card you replaced was likely lower.",
        ).format(held=names[0], worth=n[0], mean=n[1])
    elif kind == "ability":
        text = translate(
            "Review", "Using the {held}'s ability was worth more here than what you did."
        ).format(held=names[0])
    elif kind == "no-ability":
        text = translate("Review", "Using the {held}'s ability cost you more here than it gained.").format(
            held=names[0]
        )
    elif kind == "set":
        text = translate("Review", "A set of equal cards would have taken more points out of your village.")
    elif kind == "call-now":
        text = translate(
            "Review",
            "From what you knew, your village already looked low enough: calling was expected to pay.",
        )
    elif kind == "call-early":
        text = translate(
            "Review",
            "With the cards you had not seen, another village often came out lower than yours: the call "
            "was likely to fail and cost you 10.",
        )
    elif kind == "take-discard":
        text = translate(
            "Review",
            "The {card} ({value}) on top of the discard pile was lower than an unknown draw (about {mean} "
            "on average).",
        ).format(card=names[0], value=n[0], mean=n[1])
    elif kind == "take-area":
        text = translate(
            "Review",
            "The {card} ({value}) in the draw area was lower than an unknown draw (about {mean} on average).",
        ).format(card=names[0], value=n[0], mean=n[1])
    else:
        text = _PLURALS.searched(worlds)
    return localized(text, lang)


def _places(view: PlayerView, action: Action, names: Sequence[str], lang: str) -> tuple[str, ...]:
    """The places of ``action`` on the table (the choice's clicks, a set's cards). Discarding the card
    in hand (to use it or not) rings that card, not the pile it is clicked onto: the card is the choice."""
    if action.verb in ("discard", "use") and view.hand:
        return (f"hand:{len(view.hand) - 1}",)
    prompt = prompt_for(view, names, lang=lang)
    choice = next((c for c in prompt.choices if c.action == action), None)
    extra = what_to_do(action, view, names, lang, detail=False).places
    places = [*(choice.places if choice is not None else ()), *extra]
    if view.pile:  # the pile as a whole is ringed on its top card (a card can be lifted and ringed)
        places = [pile_place(view, 0) if p == "pile" else p for p in places]
    return tuple(dict.fromkeys(places))


def _sentence(text: str) -> str:
    """``text`` with a capital first letter and no full stop doubled (an instruction as a sentence)."""
    return text[:1].upper() + text[1:]


def mark_text(mark: Mark, names: Sequence[str], lang: str) -> MarkText:
    """Everything the review shows for ``mark`` (see the module docstring)."""
    v = mark.view
    chosen = _sentence(what_to_do(mark.chosen, v, names, lang).text)
    alternative = _sentence(what_to_do(mark.alternative, v, names, lang).text)
    title = translate("Review", "Round {round} · turn {turn}").format(
        round=number(mark.round, lang), turn=number(mark.turn, lang)
    )
    how_much = _PLURALS.lower(round(mark.gain))
    lines = [
        translate("Review", "You: {what}").format(what=chosen),
        translate("Review", "Better: {what}").format(what=alternative),
        reason_sentence(mark.reason, mark.worlds, lang),
        how_much,
    ]
    return MarkText(
        localized(title, lang),
        localized(chosen, lang),
        localized(alternative, lang),
        "\n".join(localized(line, lang) for line in lines),
        _places(v, mark.chosen, names, lang),
        _places(v, mark.alternative, names, lang),
    )

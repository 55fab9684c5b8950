"""What a seat can work out from its view: card values, the unseen cards, village estimates.

Everything here reads only the :class:`PlayerView`, so bots built on it cannot cheat.
"""

from __future__ import annotations

from collections import Counter

from ..engine.view import CardView, PlayerView

#: Rough worth of using each draw-and-discard ability rather than just discarding the card, in
#: points of round score (used by the Easy and Medium bots).
ABILITY_WORTH: dict[str, float] = {
    "witch": 3.0,
    "robber": 3.0,
    "master": 2.0,
    "gremlin": 3.0,
    "assassin": 2.0,
    "golem": 2.0,
    "psychic": 2.0,
    "insomniac": 2.0,
    "beholder": 1.5,
    "seer": 1.5,
    "nostro": 1.5,
    "nosferatu": 1.5,
    "troublemaker": 1.0,
    "village_idiot": 0.5,
    "apprentice_seer": 1.0,
    "marksman": 1.0,
    "thing": 0.5,
    "revealer": 0.5,
    "exposer": 0.5,
    "instigator": 0.2,
    "huntress": 0.2,
    "count": 0.0,
    "cow": -0.5,
    "apprentice_tanner": -3.0,
}


class Knowledge:
    """Numbers derived from one view. ``forget`` marks own facedown cards the bot has forgotten."""

    def __init__(self, view: PlayerView, forget: frozenset[int] = frozenset()) -> None:
        self.view = view
        self.seat = view.seat
        self.numbers = view.config.type_numbers
        self.forget = forget
        left = dict(view.config.type_counts)  # the cards not seen yet, by type (built very often)
        for card in self._all_cards():
            if card.type is not None:
                left[card.type] = left.get(card.type, 0) - 1
        if view.kept is not None:
            left[view.kept] = left.get(view.kept, 0) - 1
        #: the unseen cards by type, in the deck's order of types
        self.pool = Counter({t: n for t, n in left.items() if n > 0})
        count = sum(self.pool.values())
        self.mean_unknown = sum(self.numbers[t] * n for t, n in self.pool.items()) / count if count else 6.5

    def _all_cards(self) -> list[CardView]:
        v = self.view
        out = [c for village in v.villages for c in village]
        out += [*v.deck, *v.pile, *v.area, *v.hand]
        for group in v.limbo:
            out += group
        return out

    def known_type(self, seat: int, index: int) -> str | None:
        """The type of a village card if this seat knows (and has not forgotten) it."""
        card = self.view.villages[seat][index]
        if seat == self.seat and index in self.forget and not card.faceup:
            return None
        return card.type

    def value(self, seat: int, index: int) -> float:
        """Known value of a village card, else the mean of the unseen cards."""
        t = self.known_type(seat, index)
        if t is None:
            return self.mean_unknown
        if t.endswith(".copycat"):  # worth the lowest other non-Copycat card (AMB-21)
            others = []
            for i in range(len(self.view.villages[seat])):
                other = self.known_type(seat, i)
                if i != index and not (other or "").endswith(".copycat"):
                    others.append(self.mean_unknown if other is None else float(self.numbers[other]))
            return min(others, default=13.0)
        return float(self.numbers[t])

    def card_value(self, card: CardView) -> float:
        """Value of a card outside villages (hand, pile...)."""
        return float(self.numbers[card.type]) if card.type is not None else self.mean_unknown

    def estimate(self, seat: int) -> float:
        """Estimated village value of ``seat`` (bullet-covered card excluded)."""
        village = self.view.villages[seat]
        bullet = self.view.config.token == "bullet"
        return sum(self.value(seat, i) for i, c in enumerate(village) if not (bullet and c.amulet))

    def unknown_own(self) -> list[int]:
        """Indices of own facedown cards this seat does not know."""
        village = self.view.villages[self.seat]
        return [i for i in range(len(village)) if self.known_type(self.seat, i) is None]

    def worst_own(self, allowed: list[int]) -> tuple[int, float]:
        """The own card (among ``allowed`` indices) worth the most, and its value."""
        best = max(allowed, key=lambda i: (self.value(self.seat, i), -i))
        return best, self.value(self.seat, best)

    def opponents(self) -> list[int]:
        """The other seats, the one with the lowest estimate (the leader) first."""
        others = [p for p in range(self.view.players) if p != self.seat]
        return sorted(others, key=lambda p: (self.estimate(p), p))

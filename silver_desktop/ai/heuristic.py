"""The Easy and Medium bots: rules of thumb over what the seat knows.

Both follow the same plan (keep low cards, throw out high ones, build sets from known equal cards,
use abilities where they pay, call when the village looks lowest); they differ in a :class:`Style`:
Easy forgets some of what it saw, calls on a plain threshold, uses abilities plainly and picks their
targets at random; Medium remembers everything, counts the unseen cards, compares its estimate with
every opponent's and aims each ability.
"""

from __future__ import annotations

import hashlib
import random
from collections import defaultdict

import attrs

from ..engine.actions import Action
from ..engine.view import PlayerView
from .base import Budget, Cancel, Progress, decision_rng
from .knowledge import ABILITY_WORTH, Knowledge


@attrs.frozen
class Style:
    """What separates the levels, and the personalities laid over them (:mod:`.personalities`)."""

    name: str
    #: chance that the bot has forgotten each own facedown card it once saw
    forget: float
    #: aim ability targets (Medium) or pick them at random (Easy)
    aim: bool
    #: calling: Easy calls when its estimate is at most ``call_at``; Medium compares with opponents
    call_at: float
    compare_opponents: bool
    #: take a discard / keep a card only when it is at least this much better than the card it replaces
    keep_margin: float
    #: build sets from known equal cards
    sets: bool
    #: calling (Medium): at most this many unknown own cards, and an estimate this many points below
    #: the best opponent's (half as many once the deck runs low)
    call_unknown: int = 1
    call_margin: float = 4.0
    #: points added to a set exchange and to keeping a card that pairs with a known own card
    set_bonus: float = 0.0
    #: points added to the abilities that hit another village; above zero, the leader in game points
    #: (not the leader of the round) is the target
    hunt: float = 0.0


#: The abilities that hit another seat's village (the leader hunter favours them).
HOSTILE = frozenset(
    {"witch", "robber", "gremlin", "assassin", "thing", "troublemaker", "instigator", "huntress", "exposer"}
)

EASY = Style(
    "easy", forget=0.35, aim=False, call_at=9.0, compare_opponents=False, keep_margin=2.0, sets=False
)
MEDIUM = Style(
    "medium", forget=0.0, aim=True, call_at=5.0, compare_opponents=True, keep_margin=1.0, sets=True
)


def _stable(seed: int, *parts: object) -> float:
    digest = hashlib.blake2b("|".join(map(str, (seed, *parts))).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") / 2**64


class HeuristicBot:
    """A rule-of-thumb bot with the given :class:`Style`."""

    def __init__(self, style: Style = MEDIUM, seed: int = 0) -> None:
        self.style = style
        self.name = style.name
        self.seed = seed

    # ------------------------------------------------------------------ interface
    def choose(
        self,
        view: PlayerView,
        budget: Budget | None = None,
        cancel: Cancel | None = None,
        progress: Progress | None = None,
    ) -> Action:
        """One legal action for the seat of ``view``."""
        legal = view.legal
        if not legal:
            raise ValueError(f"seat {view.seat} has no decision to take")
        if len(legal) == 1:
            return legal[0]
        rng = decision_rng(self.seed, view, self.name)
        know = Knowledge(view, self._forgotten(view))
        texts = {str(a): a for a in legal}
        choice = _Decider(self.style, view, know, rng, texts).decide()
        return texts[choice] if choice in texts else rng.choice(legal)

    def _forgotten(self, view: PlayerView) -> frozenset[int]:
        if self.style.forget <= 0:
            return frozenset()
        village = view.villages[view.seat]
        return frozenset(
            i
            for i, c in enumerate(village)
            if not c.faceup and _stable(self.seed, view.round, view.seat, i, c.type) < self.style.forget
        )


class _Decider:
    """One decision: reads the view, returns the text of an action (or "" to fall back)."""

    def __init__(
        self, style: Style, view: PlayerView, know: Knowledge, rng: random.Random, legal: dict[str, Action]
    ) -> None:
        self.style = style
        self.view = view
        self.know = know
        self.rng = rng
        self.legal = legal
        self.seat = view.seat

    def decide(self) -> str:
        handler = getattr(self, f"_on_{self.view.pending}", None)
        return handler() if handler is not None else ""

    # ------------------------------------------------------------------ helpers
    def _verb(self, verb: str) -> list[str]:
        return [t for t in self.legal if t.split()[0] == verb]

    def _spots(self, verb: str) -> list[tuple[int, int, str]]:
        """``(seat, index, text)`` of the legal ``verb seat:index`` actions."""
        out = []
        for text in self._verb(verb):
            seat, _, index = text.split()[1].partition(":")
            out.append((int(seat), int(index), text))
        return out

    def _pick(self, options: list[str]) -> str:
        return self.rng.choice(options) if options else ""

    def _own(self, verb: str) -> list[int]:
        return [int(t.split()[1]) for t in self._verb(verb)]

    def _hand_value(self) -> float:
        return self.know.card_value(self.view.hand[-1]) if self.view.hand else self.know.mean_unknown

    def best_set(self, allowed: list[int]) -> tuple[list[int], float]:
        """Known own cards that surely match (equal numbers, plus Doppelgängers), worth the most."""
        k = self.know
        groups: dict[int, list[int]] = defaultdict(list)
        doppels = []
        for i in allowed:
            t = k.known_type(self.seat, i)
            if t is None:
                continue
            if t.endswith(".doppelganger"):
                doppels.append(i)
            else:
                groups[k.numbers[t]].append(i)
        best: list[int] = []
        worth = 0.0
        for number, members in groups.items():
            cards = members + doppels
            total = number * len(members) + 13 * len(doppels)
            if len(cards) >= 2 and total > worth:
                best, worth = sorted(cards), float(total)
        if not best and len(doppels) >= 2:
            best, worth = sorted(doppels), 13.0 * len(doppels)
        return best, worth

    # ------------------------------------------------------------------ set-up and turn
    def _on_peek(self) -> str:
        return self._pick(list(self.legal))

    def _targets(self) -> list[int]:
        """The opponents, the one to go after first: the round's leader (lowest estimate), or for a
        leader hunter the leader in game points (finished rounds plus this round's estimate)."""
        k = self.know
        if self.style.hunt <= 0:
            return k.opponents()
        totals = self.view.totals
        return sorted(k.opponents(), key=lambda p: (totals[p] + k.estimate(p), p))

    def _pairs_with(self, number: int, skip: int = -1) -> bool:
        """Whether a known own card (other than ``skip``) has ``number``."""
        k = self.know
        for i in range(len(self.view.villages[self.seat])):
            t = k.known_type(self.seat, i)
            if i != skip and t is not None and k.numbers[t] == number:
                return True
        return False

    def _should_call(self) -> bool:
        k = self.know
        style = self.style
        if len(self.view.villages[self.seat]) > 4:  # the rules' limit (§5): no use estimating
            return False
        mine = k.estimate(self.seat)
        if not style.compare_opponents:
            return mine <= style.call_at
        unknown = len(k.unknown_own())
        if unknown > style.call_unknown:
            return False
        best_other = min(k.estimate(p) for p in range(self.view.players) if p != self.seat)
        late = len(self.view.deck) < 8
        margin = style.call_margin / 2 if late else style.call_margin
        return mine <= style.call_at or mine + margin <= best_other

    def _on_turn(self) -> str:
        k = self.know
        if "call" in self.legal and self._should_call():
            return "call"
        step = self._free_step()
        if step:
            return step
        village = self.view.villages[self.seat]
        worst = k.worst_own(list(range(len(village))))[1] if village else 0.0
        if "take" in self.legal and self.view.pile:
            top = k.card_value(self.view.pile[-1])
            if top + self.style.keep_margin + 1 <= worst and top <= 4:
                return "take"
            if self.style.set_bonus > 0 and top < worst and self._pairs_with(int(top)):
                return "take"  # the set collector takes a card that pairs with one of its own
        areas = self._verb("area")
        if areas:
            best = min(areas, key=lambda t: k.card_value(self.view.area[int(t.split()[1])]))
            if k.card_value(self.view.area[int(best.split()[1])]) + self.style.keep_margin <= worst:
                return best
        if "draw" in self.legal:
            return "draw"
        return self._pick([t for t in self.legal if t.split()[0] in ("take", "area", "blob")])

    def _free_step(self) -> str:
        """A free step worth taking now ("" if none). Medium only, except the obvious Empath look."""
        k = self.know
        own = self.view.villages[self.seat]
        looks = self._own("empath")
        unknown = set(k.unknown_own())
        for i in looks:
            if i in unknown:
                return f"empath {i}"
        if not self.style.aim:
            return ""
        tokens = self._own("token")
        if tokens:
            if self.view.config.token == "bullet":
                i = max(tokens, key=lambda j: k.value(self.seat, j))
            else:
                i = min(tokens, key=lambda j: k.value(self.seat, j))
            return f"token {i}"
        retire = self._own("retire")
        if retire:
            i = max(retire, key=lambda j: k.value(self.seat, j))
            if k.value(self.seat, i) >= 4:
                return f"retire {i}"
        rotate = [i for i in self._own("rotate") if not own[i].rotated]
        if rotate and not retire:
            i = max(rotate, key=lambda j: k.value(self.seat, j))
            if k.value(self.seat, i) >= 7:
                return f"rotate {i}"
        guards = self._verb("guard")
        if guards and not any(c.guarding >= 0 for c in own):
            low = min(range(len(own)), key=lambda j: k.value(self.seat, j))
            for text in guards:
                if text.split()[2] == str(low):
                    return text
        return ""

    def _on_after(self) -> str:
        step = self._free_step()
        return step or "end"

    # ------------------------------------------------------------------ a card in hand
    def _on_hand(self) -> str:
        k = self.know
        v = self._hand_value()
        options: list[tuple[float, str]] = []
        if "discard" in self.legal:
            options.append((0.0, "discard"))
        if "use" in self.legal and self.view.hand[-1].type:
            key = self.view.hand[-1].type.split(".", 1)[1]
            worth = ABILITY_WORTH.get(key, 0.5)
            if not self.style.aim:
                worth = 1.0 if self.rng.random() < 0.5 else -1.0
            if key in HOSTILE:
                worth += self.style.hunt
            options.append((worth, "use"))
        exchange = self._own("exchange")
        if exchange:
            i, out = k.worst_own(exchange)
            gain = out - v - self.style.keep_margin + 0.5
            if self.style.set_bonus > 0 and self.view.hand[-1].type and self._pairs_with(int(v), i):
                gain += self.style.set_bonus
            options.append((gain, f"exchange {i}"))
        if "set" in self.legal and self.style.sets:
            cards, worth = self.best_set(exchange)
            if cards:
                options.append((worth - v + self.style.set_bonus, "set"))
        if "clean" in self.legal:
            high = [i for i in exchange if (t := k.known_type(self.seat, i)) and k.numbers[t] >= 6]
            if high:
                options.append((sum(k.value(self.seat, i) for i in high) - v, "clean"))
        swaps = self._spots("swap")
        if swaps:
            target = self._victim_spot(swaps)
            if target:
                options.append((v - 6.0, target))
        if not options:
            return ""
        return max(options, key=lambda o: o[0])[1]

    def _victim_spot(self, spots: list[tuple[int, int, str]]) -> str:
        """The spot of the leading opponent's lowest-looking card among ``spots``."""
        k = self.know
        if not self.style.aim:
            return self._pick([t for _, _, t in spots])
        for opponent in self._targets():
            mine = [(k.value(s, i), t) for s, i, t in spots if s == opponent]
            if mine:
                return min(mine)[1]
        return ""

    def _on_set(self) -> str:
        exchange = [i for i in range(len(self.view.villages[self.seat]))]
        plan, _ = self.best_set(exchange)
        adds = self._own("add")
        for i in plan:
            if i in adds:
                return f"add {i}"
        if "confirm" in self.legal:
            return "confirm"
        return f"add {adds[0]}" if adds else ""

    def _on_cleaner(self) -> str:
        k = self.know
        for i in self._own("add"):
            t = k.known_type(self.seat, i)
            if t and k.numbers[t] >= 6:
                return f"add {i}"
        return "confirm" if "confirm" in self.legal else self._pick(list(self.legal))

    def _on_lycan(self) -> str:
        return "plus"  # a matching set beats a failed one (the Lycans' +1s are optional, §4.2.3)

    def _on_order(self) -> str:
        return self._verb("next")[0]  # the order of equal-valued discards hardly matters to a bot

    def _on_into(self) -> str:
        return sorted(self.legal)[0]

    def _on_end(self) -> str:
        return "right"

    def _on_rascal(self) -> str:
        return "more"

    def _on_choose(self) -> str:
        k = self.know
        values = {t: k.card_value(self.view.hand[int(t.split()[1])]) for t in self._verb("keep")}
        return min(values, key=lambda t: values[t])

    def _on_discarding(self) -> str:
        return "pile"

    def _on_mortician(self) -> str:
        key = self.view.pile[-1].type.split(".", 1)[1] if self.view.pile and self.view.pile[-1].type else ""
        return "activate" if ABILITY_WORTH.get(key, 0) > 0.5 else "pass"

    def _on_con(self) -> str:
        extras = self._verb("extra")
        return extras[0] if extras else "pass"

    # ------------------------------------------------------------------ abilities
    def _look(self) -> str:
        """Look at an own unknown card first, then at the leader's unknown cards."""
        spots = self._spots("look")
        if not spots:
            return "done" if "done" in self.legal else ""
        if not self.style.aim:
            return self._pick([t for _, _, t in spots])
        own = [t for s, _, t in spots if s == self.seat]
        if own:
            return own[0]
        for opponent in self._targets():
            theirs = [t for s, _, t in spots if s == opponent]
            if theirs:
                return theirs[0]
        return "done" if "done" in self.legal else spots[0][2]

    _on_seer = _on_apprentice_seer = _on_beholder = _on_psychic = _look

    def _on_robber_look(self) -> str:
        return self._verb("look")[0] if self._verb("look") else "skip"

    def _flip(self) -> str:
        spots = self._spots("flip")
        if not spots or not self.style.aim:
            return self._pick(list(self.legal))
        unknown = set(self.know.unknown_own())
        own = [t for s, i, t in spots if s == self.seat and i in unknown]
        if own:
            return own[0]
        for opponent in self._targets():
            theirs = [t for s, _, t in spots if s == opponent]
            if theirs:
                return theirs[0]
        return spots[0][2]

    _on_exposer = _on_revealer = _on_instigator = _on_huntress = _on_tanner_flip = _flip

    def _on_master(self) -> str:
        k = self.know
        picks = self._verb("pick")
        if not picks:
            return "pass"
        village = self.view.villages[self.seat]
        worst = k.worst_own(list(range(len(village))))[1] if village else 0.0

        def value(text: str) -> float:
            return k.card_value(self.view.pile[-1 - int(text.split()[1])])

        best = min(picks, key=value)
        return best if value(best) + self.style.keep_margin <= worst else "pass"

    def _on_nosferatu(self) -> str:
        master = self._on_master()
        if master != "pass":
            return master
        invokes = self._verb("invoke")
        return invokes[0] if invokes else self._pick(list(self.legal))

    def _on_robber(self) -> str:
        k = self.know
        best, gain = "", -99.0
        for text in self._verb("rob"):
            _, spot, own = text.split()
            seat, _, index = spot.partition(":")
            g = k.value(self.seat, int(own)) - k.value(int(seat), int(index))
            if g > gain:
                best, gain = text, g
        return best if self.style.aim else self._pick(self._verb("rob"))

    def _on_gremlin(self) -> str:
        puts = self._verb("put")
        if not self.style.aim:
            return self._pick(puts)
        leader = self._targets()[0]
        return next((t for t in puts if t.split()[1] == str(leader)), puts[0])

    def _on_assassin(self) -> str:
        spots = self._spots("remove")
        if not self.style.aim:
            return self._pick([t for _, _, t in spots])
        k = self.know
        own = [(k.value(s, i), t) for s, i, t in spots if s == self.seat]
        if own and max(own)[0] >= 6:
            return max(own)[1]
        leader = self._targets()[0]
        theirs = [(k.value(s, i), t) for s, i, t in spots if s == leader]
        return min(theirs)[1] if theirs else spots[0][2]

    def _on_golem(self) -> str:
        spots = self._spots("replace")
        k = self.know
        if not self.style.aim:
            return self._pick([t for _, _, t in spots])
        own = [(k.value(s, i), t) for s, i, t in spots if s == self.seat]
        if own:
            return max(own)[1]
        return spots[0][2]

    def _hidden(self, seat: int) -> int:
        """How many facedown cards of ``seat``'s village this seat could touch (not covered or guarded
        against it)."""
        return sum(
            1
            for c in self.view.villages[seat]
            if not c.faceup and not c.amulet and not (c.guarded and seat != self.seat)
        )

    def _on_thing(self) -> str:
        shuffles = [t for t in self._verb("shuffle") if self._hidden(int(t.split()[1])) >= 2]
        if not shuffles:  # nowhere it would change anything
            return self._verb("shuffle")[0]
        leader = self._targets()[0]
        return next((t for t in shuffles if t.split()[1] == str(leader)), self._pick(shuffles))

    def _on_nostro(self) -> str:
        searches = [t for t in self._verb("search") if self._hidden(int(t.split()[1]))]
        if not searches:
            return self._verb("search")[0]
        if self.know.unknown_own() and f"search {self.seat}" in searches:
            return f"search {self.seat}"
        leader = self._targets()[0]
        return next((t for t in searches if t.split()[1] == str(leader)), self._pick(searches))

    def _on_troublemaker(self) -> str:
        spots = self._spots("choose")
        k = self.know
        own = [(k.value(s, i), t) for s, i, t in spots if s == self.seat]
        if own and self.style.aim:
            return max(own)[1]
        return self._pick([t for _, _, t in spots])

    def _on_idiot_pick(self) -> str:
        spots = self._spots("choose")
        k = self.know
        own = [(k.value(s, i), t) for s, i, t in spots if s == self.seat]
        if own and self.style.aim:
            return max(own)[1]
        others = [(k.value(s, i), t) for s, i, t in spots]
        return min(others)[1] if others and self.style.aim else self._pick([t for _, _, t in spots])

    def _on_village_idiot(self) -> str:
        return "direction 0"

    def _on_marksman(self) -> str:
        copies = self._spots("copy")
        if not self.style.aim:
            return self._pick([t for _, _, t in copies])

        def worth(target: tuple[int, int, str]) -> float:
            key = (self.view.villages[target[0]][target[1]].type or "").split(".", 1)[-1]
            return 0.0 if key == "gremlin" else ABILITY_WORTH.get(key, 0.5)  # a copied Gremlin: nothing

        return max(copies, key=worth)[2]

    def _on_tanner(self) -> str:
        return "right"

    # ------------------------------------------------------------------ scoring-time
    def _on_regift(self) -> str:
        k = self.know
        gives = self._verb("give")
        if not gives:
            return "skip"
        leader = self._targets()[0]
        best = max(gives, key=lambda t: (k.value(self.seat, int(t.split()[1])), t.split()[2] == str(leader)))
        return best

    def _on_hunt(self) -> str:
        spots = self._spots("remove")
        k = self.know
        own = [(k.value(s, i), t) for s, i, t in spots if s == self.seat]
        if own:
            return max(own)[1]
        return "skip"

    def _on_keep(self) -> str:
        k = self.know
        holds = self._verb("hold")
        return min(holds, key=lambda t: k.value(self.seat, int(t.split()[1])))

    def _on_commander(self) -> str:
        return self._pick(self._verb("place"))


def set_plan(view: PlayerView) -> list[int]:
    """The cards of its own village (indices) that the Medium bot would exchange for a set in the
    pending decision: the known cards that surely match, worth the most; empty if there is none.
    Reads only ``view`` (the hint names these cards)."""
    exchange = [a.args[0] for a in view.legal if a.verb == "exchange"]
    decider = _Decider(MEDIUM, view, Knowledge(view), random.Random(0), {str(a): a for a in view.legal})
    return decider.best_set(exchange)[0]

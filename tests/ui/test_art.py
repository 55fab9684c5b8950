"""The card art (issue 5): every card has a face, all art parses, the renderer and the icon files."""

from __future__ import annotations

import re
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QFont, QFontMetrics, QImage
from PySide6.QtSvg import QSvgRenderer

from silver_desktop.engine.cards import ALL_CARDS
from silver_desktop.i18n import LANGUAGES, card_name, card_names
from silver_desktop.resources import asset
from silver_desktop.ui.card_art import PICTURES, CardArt
from silver_desktop.ui.fonts import load_fonts, ui_font

ROOT = Path(__file__).resolve().parents[2]
ALL_SVGS = sorted(asset().rglob("*.svg"))


@pytest.fixture(scope="module")
def art(qapp: object) -> CardArt:
    load_fonts()
    return CardArt()


def test_every_card_of_the_engine_has_a_face() -> None:
    """One face per card, and for each promo card one per number it may stand on (0..13)."""
    faces = {p.stem for p in asset("cards").glob("*.svg")} - {"back"}
    promos = {f"{cid}.{n}" for cid, c in ALL_CARDS.items() if c.edition == "promo" for n in range(14)}
    printed = {f"{cid}.{c.number}" for cid, c in ALL_CARDS.items() if c.edition == "promo"}
    assert faces == set(ALL_CARDS) | (promos - printed)


def test_a_promo_card_shows_the_number_it_stands_on_in_this_game(art: CardArt) -> None:
    """A Prince set to 0 in New Game must not show the printed 3 (issue 14: every promo number works)."""
    printed = art.face("promo.prince", "Prince", 140).toImage()
    assert art.face("promo.prince", "Prince", 140, number=3).toImage() == printed
    assert art.face("promo.prince", "Prince", 140, number=0).toImage() != printed


@pytest.mark.parametrize("svg", ALL_SVGS, ids=lambda p: str(p.relative_to(asset())))
def test_every_svg_parses_and_qt_can_render_it(svg: Path, qapp: object) -> None:
    root = ET.parse(svg).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert QSvgRenderer(str(svg)).isValid()
    text = svg.read_text(encoding="utf-8")
    assert "<text" not in text  # names are drawn by the program, in the current language


def test_every_face_has_its_own_emblem() -> None:
    emblems = set()
    for cid in ALL_CARDS:
        root = ET.parse(asset("cards", f"{cid}.svg")).getroot()
        emblem = root.find(".//*[@id='emblem']")
        assert emblem is not None and len(emblem) > 0, cid
        emblems.add(ET.tostring(emblem))
    assert len(emblems) == len(ALL_CARDS)


def test_the_committed_art_is_what_the_generator_makes() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_art.py"), "--check"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_number_is_upside_down_and_a_six_and_a_nine_are_underlined() -> None:
    """Upside down, the bottom corner's 6 of the Revealer read as a 9 (p1/16): both corners are
    upright now, and the large 6 or 9 carries a line under it, as on playing cards; no other number
    does."""
    faces = [p for p in asset("cards").glob("*.svg") if p.stem != "back"]
    for path in faces:
        parts = path.stem.split(".")
        number = int(parts[2]) if len(parts) == 3 else ALL_CARDS[path.stem].number
        lines = path.read_text(encoding="utf-8").count('d="M4,60 L26,60"')
        text = path.read_text(encoding="utf-8")
        assert re.search(r'<g transform="translate\([\d.]+,[\d.]+\) scale\(0\.6000\)">', text), path.name
        assert 'rotate(180)"><g transform="translate(0,0) scale(0.6000)"' not in text, path.name
        assert lines == (2 if number in (6, 9) else 0), path.name  # halo and ink, in the top corner


def test_the_points_a_card_scores_leave_its_name_and_number_readable(art: CardArt) -> None:
    """At a round's end each card shows the points it scores on a badge. It lay over the name's
    banner ("Witch" hidden under "11", p1/40); it lies over the number's corner now (the points
    where the number was), clear of the banner and of a long name's plate, raised over the emblem
    on a small card."""
    from PySide6.QtCore import QRectF

    from silver_desktop.ui.card_geometry import CARD_H, CARD_W, NAME_BANNER

    digit_w = 36.0  # a digit of the corner's number, in card units
    from silver_desktop.ui.table.card_item import badge_rect

    for height in (80.0, 96.0, 140.0, 300.0):
        card = QRectF(0, 0, height * CARD_W / CARD_H, height)
        badge = badge_rect(card)
        scale = height / CARD_H
        x, y, w, h = (v * scale for v in NAME_BANNER)
        pixel, lines = art.name_layout("Apprentice Tanner", card.width(), QRectF(x, y, w, h))
        plate_top = y + h - QFontMetrics(ui_font(pixel, bold=True)).height() * len(lines) if lines else y
        assert badge.bottom() < min(y, plate_top), height
        corner = QRectF(19 * scale, 19 * scale, (digit_w + 16) * scale, 74 * scale)  # a one-digit number
        assert badge.intersects(corner), height
        assert card.contains(badge), height


def test_every_picture_the_program_names_exists() -> None:
    for relative in PICTURES.values():
        assert asset(*relative.split("/")).is_file(), relative


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_faces_render_at_any_size_and_pixel_ratio(art: CardArt, dpr: float) -> None:
    pixmap = art.face("silver.witch", "Witch", 140, dpr)
    assert pixmap.devicePixelRatio() == dpr
    assert pixmap.width() == round(100 * dpr) and pixmap.height() == round(140 * dpr)
    assert art.face("silver.witch", "Witch", 140, dpr) is pixmap  # cached
    image = pixmap.toImage()
    assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255


def test_the_name_is_written_into_the_banner(art: CardArt) -> None:
    a = art.face("silver.seer", "Seer", 300).toImage()
    b = art.face("silver.seer", card_name("silver.seer", "ko"), 300).toImage()
    blank = art.face("silver.seer", "", 300).toImage()
    assert a != b and a != blank and b != blank


def test_pictures_render(art: CardArt) -> None:
    for name in PICTURES:
        image: QImage = art.picture(name, QSize(64, 64)).toImage()
        assert not image.isNull()
        assert any(image.pixelColor(x, 32).alpha() > 0 for x in range(64)), name


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_card_has_a_name_in_every_language(lang: str) -> None:
    names = card_names(lang)
    assert set(names) == set(ALL_CARDS)
    assert all(names.values())
    script = {"fa": r"[\u0600-\u06ff]", "ko": r"[\uac00-\ud7a3]", "en": r"[A-Za-z]"}[lang]
    assert all(re.search(script, n) for n in names.values())


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_bundled_fonts_have_every_glyph_of_the_card_names(lang: str, qapp: object) -> None:
    load_fonts()
    fonts = [QFontMetrics(QFont(family)) for family in ("Vazirmatn", "NanumGothic")]
    for name in card_names(lang).values():
        for ch in name.replace("\u200c", ""):
            assert any(m.inFontUcs4(ord(ch)) for m in fonts), f"no glyph for {ch!r} in {name!r}"
    assert ui_font().families()[:2] == ["Vazirmatn", "NanumGothic"]


def test_icon_files_hold_the_promised_sizes() -> None:
    data = asset("icon", "silver-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count == 7
    sizes = {data[6 + 16 * i] or 256 for i in range(count)}
    assert sizes == {16, 24, 32, 48, 64, 128, 256}
    icns = asset("icon", "silver-desktop.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    found, offset = set(), 8
    while offset < len(icns):
        found.add(icns[offset : offset + 4])
        offset += struct.unpack(">I", icns[offset + 4 : offset + 8])[0]
    assert {b"ic07", b"ic08", b"ic09", b"ic10"} <= found
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert QImage(str(asset("icon", f"silver-desktop-{size}.png"))).size() == QSize(size, size)


def test_the_contact_sheet_command_writes_a_png(tmp_path: Path) -> None:
    out = tmp_path / "sheet.png"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "silver_desktop.ui.contact_sheet",
            "--lang",
            "fa",
            "--height",
            "80",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert image.width() > 14 * 57 and image.height() > 4 * 80


def _layout(name: str, height: int) -> tuple[int, list[str]]:
    """How ``name`` is written on a card ``height`` pixels tall."""
    from PySide6.QtCore import QRectF

    from silver_desktop.ui.card_geometry import CARD_H, NAME_BANNER

    banner = QRectF(*(value * height / CARD_H for value in NAME_BANNER))
    return CardArt.name_layout(name, CardArt.card_size(height).width(), banner)


def test_a_long_name_is_cut_between_syllables_rather_than_left_off(art: CardArt) -> None:
    """A name too long for its card went unwritten: at the round summary's 96 pixels the
    Doppelgänger, the Troublemaker and the Commander had blank banners. A single word is now cut on
    two lines where two syllables meet (a hyphen in English, none between Hangul syllables, and a
    Persian word only at its zero-width non-joiner); words are still cut between them first."""
    assert _layout("Doppelgänger", 96)[1] == ["Doppel-", "gänger"]
    assert _layout("Troublemaker", 96)[1] == ["Trouble-", "maker"]  # never "Troub-lemaker"
    assert _layout("Commander", 96)[1] in (["Com-", "mander"], ["Comman-", "der"])
    assert _layout("Village Idiot", 96)[1] == ["Village", "Idiot"]
    assert _layout("노스페라투", 80)[1] == ["노스", "페라투"]
    assert _layout("هدیه\u200cگردان", 80)[1] == ["هدیه", "گردان"]
    for lang in LANGUAGES:  # at the summary's size every card carries its name
        for name in set(card_names(lang).values()):
            assert _layout(name, 96)[1], (lang, name)
    for word in ("دردسرساز", "کلاهبردار"):  # a Persian word without a non-joiner: whole, or not at all
        assert _layout(word, 64)[1] in ([], [word])

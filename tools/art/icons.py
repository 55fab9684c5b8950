"""Raster versions of the app icon: PNG sizes, a Windows ``.ico`` and a macOS ``.icns``.

Both container formats simply hold PNG images, so they are written here directly (no extra tools).
"""

from __future__ import annotations

import struct
import tempfile
from pathlib import Path

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types that hold PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def render_png(svg: Path, size: int) -> bytes:
    """The SVG rendered as a square PNG of ``size`` pixels (uses Qt, offscreen)."""
    from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(["make_art", "-platform", "offscreen"])
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(svg)).render(painter)
    painter.end()
    with tempfile.TemporaryDirectory() as folder:
        file = Path(folder) / "icon.png"
        if not image.save(str(file)):
            raise OSError(f"cannot write {file}")
        return file.read_bytes()


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon file holding the given PNGs."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon file holding the given PNGs (sizes from :data:`ICNS_TYPES`)."""
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for size in sorted(pngs)
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(svg: Path, folder: Path) -> list[Path]:
    """Write ``<name>-<size>.png``, ``<name>.ico`` and ``<name>.icns`` beside each other."""
    name = svg.stem
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | set(ICNS_TYPES))
    pngs = {size: render_png(svg, size) for size in sizes}
    written = []
    for size in PNG_SIZES:
        written.append(folder / f"{name}-{size}.png")
        written[-1].write_bytes(pngs[size])
    written.append(folder / f"{name}.ico")
    written[-1].write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    written.append(folder / f"{name}.icns")
    written[-1].write_bytes(icns({s: pngs[s] for s in ICNS_TYPES}))
    return written

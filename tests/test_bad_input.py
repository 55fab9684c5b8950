"""Nothing a file holds can crash, hang or fool the app (issue 14): the bad-input corpus.

Every file under ``tests/data/bad/`` (recursively; see its ``README.md``) goes through the readers
its top folder names:

* game files and records (``records/``, ``impossible/`` and any other folder): the engine's
  :func:`~silver_desktop.engine.record.load_record`, ``python -m silver_desktop.sim replay FILE``
  (its ``main``, in this process), and the window's ``--open`` and ``--replay`` (the command line
  parsed by ``app.parse_args``, then what ``app.open_window`` does with the file: the window's
  ``open_path`` or ``replay_path``, in one window built by ``open_window`` for all refused files; its
  message boxes captured). Each refuses the file with a clear message naming the problem: one line
  (the window: its warning box, in plain text), no traceback, no hang, nothing changed on disk (the
  player's settings, autosave and statistics, and the file itself). ``game-files/`` holds valid records with
  bad game-file fields: the record readers open them, the window refuses them. ``opens/`` holds valid
  games with hostile seat names: every reader opens them and the names are kept as data.
* ``settings/``, ``statistics/``, ``last-setup/``: their loaders never raise; settings and statistics
  come with a notice naming the problem, the New Game memory falls back to the default setup.

Cases that cannot be committed are made here: a file over the size cap, a named pipe, ``/dev/zero``, a
folder, a symbolic link to a device, a missing file, an unreadable file (skipped when the tests run as
root, who can read it anyway), and file names with markup, a line break or a right-to-left override.
A few files also go through the real entry points in a subprocess (``silver-desktop`` offscreen and
``python -m silver_desktop.sim replay``).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

import attrs
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from silver_desktop.engine.errors import RecordError
from silver_desktop.engine.history import Game
from silver_desktop.engine.record import MAX_BYTES, load_record
from silver_desktop.settings import MAX_BYTES as SETTINGS_MAX_BYTES
from silver_desktop.settings import Settings, load_settings, save_settings, settings_path
from silver_desktop.sim.__main__ import main as sim_main
from silver_desktop.stats import MAX_BYTES as STATS_MAX_BYTES
from silver_desktop.stats import Statistics, statistics_path
from silver_desktop.ui.app import open_window, parse_args
from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.game_file import autosave
from silver_desktop.ui.game_setup import GameSetup
from silver_desktop.ui.last_setup import MAX_BYTES as LAST_SETUP_MAX_BYTES
from silver_desktop.ui.last_setup import last_setup_path, load_last_setup
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.replay import ReplayDialog

CORPUS = Path(__file__).parent / "data" / "bad"
#: Files of the corpus folder that are not inputs.
NOT_INPUTS = {"README.md", "expected.json"}
EXPECTED = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))
PROBLEMS: dict[str, str] = EXPECTED["problems"]
NAMES: dict[str, list[str]] = EXPECTED["names"]
#: Folders whose files are not game files, and their readers.
OTHER_FILES = ("settings", "statistics", "last-setup")
#: Folders of game files that some readers open.
OPENS, GAME_FILES = "opens", "game-files"
#: No reader may take longer than this on one file (seconds): a hang fails instead of waiting forever.
TIMEOUT = 20
#: A message longer than this (beyond the file's path) is not one a person can read.
LONGEST_MESSAGE = 1000

#: Files that show a known bug (the tests of each one named here are expected to fail, strictly, so
#: that fixing the bug makes them say so). None is known now.
KNOWN_IN_RECORD_READERS: dict[str, str] = {}
KNOWN_IN_THE_WINDOW: dict[str, str] = {**KNOWN_IN_RECORD_READERS}


def inputs() -> list[str]:
    """Every input file of the corpus, as a path relative to :data:`CORPUS`."""
    return sorted(
        str(p.relative_to(CORPUS)).replace(os.sep, "/")
        for p in CORPUS.rglob("*")
        if p.is_file() and not (p.parent == CORPUS and p.name in NOT_INPUTS)
    )


def folder(rel: str) -> str:
    """The category of a corpus file: its top folder."""
    return rel.split("/", 1)[0]


def cases(
    kinds: tuple[str, ...] | None = None, exclude: tuple[str, ...] = (), known: dict[str, str] | None = None
) -> list[object]:
    """Corpus files as parameters (those of the folders ``kinds``, or all but ``exclude``), the
    ``known`` bugs marked."""
    known = known or {}
    chosen = [r for r in inputs() if (folder(r) in kinds if kinds else folder(r) not in exclude)]
    return [
        pytest.param(r, marks=pytest.mark.xfail(strict=True, reason=known[r])) if r in known else r
        for r in chosen
    ]


# ---------------------------------------------------------------------- guards
class Hang(Exception):
    """A reader did not finish within :data:`TIMEOUT` seconds."""


@contextlib.contextmanager
def time_limit(seconds: float = TIMEOUT) -> Iterator[None]:
    """Fail with :class:`Hang` if the block takes longer (a blocking ``open`` is interrupted too)."""

    def interrupt(signum: int, frame: FrameType | None) -> None:
        raise Hang(f"no answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, interrupt)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


#: What a window writes for itself whatever it opens (its size and place, the log): not the player's data.
WINDOW_OWN = {"logs", "window.ini"}


def snapshot(*roots: Path) -> dict[str, bytes | str]:
    """What lies under ``roots`` (the window's own files aside): each file's bytes, or the kind of
    anything else, so that any change on disk shows."""
    seen: dict[str, bytes | str] = {}
    for root in roots:
        paths = [root] if not root.is_dir() or root.is_symlink() else [root, *sorted(root.rglob("*"))]
        for p in paths:
            if WINDOW_OWN & set(p.relative_to(root.parent).parts):
                continue
            if p.is_symlink():
                seen[str(p)] = f"link to {os.readlink(p)}"
            elif p.is_file():
                seen[str(p)] = p.read_bytes()
            else:
                seen[str(p)] = "folder" if p.is_dir() else "other"
    return seen


@pytest.fixture
def player_files() -> None:
    """The player's own files, which no reader of a bad file may change: settings, the autosave of a
    game in progress and statistics."""
    save_settings(Settings(theme="dark", memory_aid=True))
    setup = GameSetup()
    game = Game.new(setup.config(), 3)
    for _ in range(6):
        game.play(game.legal_actions()[0])
    autosave(game, setup)
    stats = Statistics.load()
    stats.record_game(
        ["Ada", "Bo", "Cy", "Di"], ["human"] * 4, "silver", [], {"totals": [1, 2, 3, 4], "winner": 0}
    )
    stats.save()


def home() -> Path:
    return Path(os.environ["SILVER_DESKTOP_HOME"])


def assert_clear(message: str, path: Path | str, rel: str | None) -> None:
    """A message for people: names the file, names the problem expected for it, is not a traceback."""
    assert "Traceback" not in message
    assert str(path) in message
    problem = PROBLEMS.get(rel) if rel else None
    if problem is not None:
        assert problem in message, f"expected {problem!r} in {message!r}"
    assert len(message) <= len(str(path)) + LONGEST_MESSAGE, f"a message of {len(message)} characters"


def assert_one_line_error(err: str, path: Path | str, rel: str | None) -> None:
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert_clear(err.strip(), path, rel)


# ---------------------------------------------------------------------- the four readers
def engine_reader(path: Path, rel: str | None, opens: bool) -> None:
    """``load_record``: a :class:`RecordError` in one line (or the game, for a file that opens)."""
    with time_limit():
        try:
            load_record(path)
        except RecordError as e:
            assert not opens, f"refused: {e}"
            message = str(e)
            assert message.startswith(f"{path}: ") and "\n" not in message.replace(str(path), ""), message
            assert_clear(message, path, rel)
            return
    assert opens, "the engine opened a file that should be refused"


def sim_reader(path: Path, rel: str | None, opens: bool, capsys: pytest.CaptureFixture[str]) -> int:
    """``python -m silver_desktop.sim replay FILE`` (its ``main``): exit 1 or 2 with one line on
    standard error and nothing on standard output, or 0 and the game."""
    capsys.readouterr()
    with time_limit():
        code = sim_main(["replay", str(path)])
    out, err = capsys.readouterr()
    if opens:
        assert code == 0 and err == "" and out.startswith("game "), (code, err)
        return code
    assert code in (1, 2) and out == "", (code, out)
    assert err.startswith("error: "), err
    assert_one_line_error(err, path, rel)
    return code


@attrs.frozen
class Shown:
    """A message box the window showed: its icon, its text, whether that text is plain text, and the
    technical details behind its Details button."""

    icon: QMessageBox.Icon
    text: str
    plain: bool
    details: str = ""


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> list[Shown]:
    """The window's message boxes, recorded instead of waiting for a click; a question (show an
    unfinished game as a replay?) is answered Yes."""
    shown: list[Shown] = []

    def answer(icon: QMessageBox.Icon) -> QMessageBox.StandardButton:
        yes = icon == QMessageBox.Icon.Question
        return QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.Ok

    def exec_(box: QMessageBox) -> int:
        plain = box.textFormat() == Qt.TextFormat.PlainText
        shown.append(Shown(box.icon(), box.text(), plain, box.detailedText()))
        return answer(box.icon()).value

    def static(icon: QMessageBox.Icon):  # type: ignore[no-untyped-def]
        def show(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
            shown.append(Shown(icon, text, not GuiQt.mightBeRichText(text)))  # Qt guesses the format
            return answer(icon)

        return show

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    for name, icon in [
        ("warning", QMessageBox.Icon.Warning),
        ("critical", QMessageBox.Icon.Critical),
        ("information", QMessageBox.Icon.Information),
        ("question", QMessageBox.Icon.Question),
    ]:
        monkeypatch.setattr(QMessageBox, name, static(icon))
    return shown


def warnings_in(dialogs: list[Shown]) -> list[Shown]:
    return [d for d in dialogs if d.icon in (QMessageBox.Icon.Warning, QMessageBox.Icon.Critical)]


def replays(window: MainWindow) -> list[ReplayDialog]:
    return window.findChildren(ReplayDialog)


class WindowKeeper:
    """One window as ``silver-desktop`` opens it without a file (in a folder of its own), given every
    file that must be refused: building a window per file would take most of this file's time. A
    window that did open a file (a known bug) is replaced, so the next file meets a clean one."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.window: MainWindow | None = None

    def clean(self) -> MainWindow:
        if self.window is not None and (self.window.controller is not None or replays(self.window)):
            self.close()
        if self.window is None:
            with pytest.MonkeyPatch.context() as patch:
                patch.setenv("SILVER_DESKTOP_HOME", str(self.home))
                load_fonts()
                settings, notice = load_settings()
                self.window = open_window(parse_args(["--speed", "off"]), settings, notice)
        return self.window

    def close(self) -> None:
        if self.window is not None:
            for dialog in replays(self.window):
                dialog.close()
            self.window.close()
            self.window.deleteLater()
            self.window = None


@pytest.fixture(scope="module")
def window_keeper(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory) -> Iterator[WindowKeeper]:
    keeper = WindowKeeper(tmp_path_factory.mktemp("window-home"))
    yield keeper
    keeper.close()


@pytest.fixture
def shared_window(window_keeper: WindowKeeper) -> MainWindow:
    """The shared window, on its welcome page with no game."""
    return window_keeper.clean()


def window_refuses(
    window: MainWindow,
    flag: str,
    path: Path,
    rel: str | None,
    dialogs: list[Shown],
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``silver-desktop --open/--replay FILE``: refused on the command line (exit 2, one line), or by
    the window (what :func:`~silver_desktop.ui.app.open_window` does with the file) with one warning,
    in plain text, naming the problem; the window stays on its welcome page."""
    dialogs.clear()
    capsys.readouterr()
    with time_limit():
        try:
            args = parse_args(["--speed", "off", flag, str(path)])
        except SystemExit as e:
            assert e.code == 2
            err = capsys.readouterr().err
            assert err.startswith(f"silver-desktop: error: {flag}: cannot read "), err
            assert_one_line_error(err, path, None)
            return
        shown = window.open_path(args.open) if flag == "--open" else window.replay_path(args.replay)
    assert shown is False
    warnings = warnings_in(dialogs)
    assert len(warnings) == 1, dialogs
    assert warnings[0].plain, "the warning would be shown as rich text"
    assert "cannot be opened" in warnings[0].text and path.name in warnings[0].text
    assert_clear(warnings[0].details, path, rel)  # the problem in the reader's words, behind Details
    assert window.controller is None and not replays(window)


def window_opens(flag: str, path: Path, rel: str, qtbot: QtBot, dialogs: list[Shown]) -> None:
    """``silver-desktop --open/--replay FILE`` in this process, for a file that opens: the window
    built by ``open_window`` shows the game (or its replay) with the names kept as they are."""
    load_fonts()
    dialogs.clear()
    with time_limit():
        args = parse_args(["--speed", "off", flag, str(path)])
        settings, notice = load_settings()
        window = open_window(args, settings, notice)
    qtbot.addWidget(window)
    window.session.bot_pause_ms = 0
    try:
        qtbot.waitUntil(  # the window opens the file as soon as its event loop runs
            lambda: bool(warnings_in(dialogs)) or window.controller is not None or bool(replays(window)),
            timeout=TIMEOUT * 1000,
        )
        assert not warnings_in(dialogs), dialogs
        if flag == "--open":
            assert window.controller is not None
            names = [s.name for s in window.controller.setup.seats]
        else:
            names = replays(window)[0].names
        if rel in NAMES:
            assert names == NAMES[rel]
    finally:
        for dialog in replays(window):
            dialog.close()
        window.close()


# ---------------------------------------------------------------------- the corpus itself
def test_the_corpus_is_complete_and_described() -> None:
    files = inputs()
    assert len(files) >= 100
    folders = {folder(r) for r in files}
    assert {"records", GAME_FILES, OPENS, *OTHER_FILES} <= folders
    readme = (CORPUS / "README.md").read_text(encoding="utf-8")
    for name in folders:
        assert f"`{name}/`" in readme, f"README.md does not describe {name}/"
    assert set(PROBLEMS) <= set(files) and set(NAMES) <= set(files), "expected.json names a missing file"
    assert set(KNOWN_IN_THE_WINDOW) <= set(files)
    assert all(folder(r) == OPENS for r in NAMES)


# ---------------------------------------------------------------------- game files
@pytest.mark.usefixtures("player_files")
@pytest.mark.parametrize("rel", cases(exclude=OTHER_FILES, known=KNOWN_IN_RECORD_READERS))
def test_record_readers(rel: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = CORPUS / rel
    before = snapshot(home(), path)
    engine_reader(path, rel, opens=folder(rel) in (OPENS, GAME_FILES))
    sim_reader(path, rel, folder(rel) in (OPENS, GAME_FILES), capsys)
    assert snapshot(home(), path) == before


@pytest.mark.usefixtures("player_files")
@pytest.mark.parametrize("rel", cases(exclude=(*OTHER_FILES, OPENS), known=KNOWN_IN_THE_WINDOW))
def test_the_window_refuses(
    rel: str, shared_window: MainWindow, dialogs: list[Shown], capsys: pytest.CaptureFixture[str]
) -> None:
    path = CORPUS / rel
    before = snapshot(home(), path)
    for flag in ("--open", "--replay"):
        window_refuses(shared_window, flag, path, rel, dialogs, capsys)
        assert snapshot(home(), path) == before, flag


@pytest.mark.parametrize("rel", cases((OPENS,), known=KNOWN_IN_THE_WINDOW))
def test_the_window_opens(rel: str, qtbot: QtBot, dialogs: list[Shown]) -> None:
    path = CORPUS / rel
    before = path.read_bytes()
    for flag in ("--open", "--replay"):
        window_opens(flag, path, rel, qtbot, dialogs)
    assert path.read_bytes() == before


# ---------------------------------------------------------------------- settings, statistics, New Game
@pytest.mark.parametrize("rel", cases(("settings",)))
def test_settings_files(rel: str) -> None:
    shutil.copyfile(CORPUS / rel, settings_path())
    before = snapshot(home())
    with time_limit():
        settings, notice = load_settings()
    assert isinstance(settings, Settings) and notice is not None
    assert_clear(notice, settings_path(), rel)
    assert "default" in notice.lower()
    assert snapshot(home()) == before


@pytest.mark.parametrize("rel", cases(("statistics",)))
def test_statistics_files(rel: str) -> None:
    content = (CORPUS / rel).read_bytes()
    statistics_path().write_bytes(content)
    with time_limit():
        stats = Statistics.load()
    assert len(stats) == 0 and stats.notice
    assert "Traceback" not in stats.notice
    problem = PROBLEMS.get(rel)
    if problem is not None:
        assert problem in stats.notice, stats.notice
    assert len(stats.notice) <= LONGEST_MESSAGE
    # The bad file is kept aside, byte for byte, and nothing else changed.
    assert stats.bad_path is not None and stats.bad_path.read_bytes() == content
    assert not statistics_path().exists()


@pytest.mark.parametrize("rel", cases(("last-setup",)))
def test_last_setup_files(rel: str) -> None:
    shutil.copyfile(CORPUS / rel, last_setup_path())
    before = snapshot(home())
    with time_limit():
        assert load_last_setup() == GameSetup()
    assert snapshot(home()) == before


# ---------------------------------------------------------------------- cases made here
SPECIAL = ["too-large", "fifo", "dev-zero", "folder", "link-to-device", "missing", "unreadable"]
#: What each special case's message says.
SPECIAL_PROBLEMS = {
    "too-large": "too large",
    "fifo": "named pipe",
    "dev-zero": "device",
    "folder": "folder",
    "link-to-device": "device",
    "missing": "No such file",
    "unreadable": "Permission denied",
}


def make_special(kind: str, path: Path, size: int) -> Path:
    """Make ``path`` the special case ``kind`` (``size``: the cap of the reader, for too-large)."""
    if kind == "unreadable" and os.geteuid() == 0:
        pytest.skip("root reads a chmod 000 file anyway; this case runs only as an ordinary user")
    if kind == "too-large":
        with path.open("wb") as f:
            f.truncate(size + 1)  # sparse: nothing written, but one byte over the cap
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        return Path("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    elif kind == "link-to-device":
        path.symlink_to("/dev/zero")
    elif kind == "unreadable":
        path.write_text("{}", encoding="utf-8")
        path.chmod(0)
    return path


@pytest.mark.usefixtures("player_files")
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes and /dev/zero are POSIX")
@pytest.mark.parametrize("kind", SPECIAL)
def test_special_game_files(
    kind: str,
    tmp_path: Path,
    qtbot: QtBot,
    dialogs: list[Shown],
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = make_special(kind, tmp_path / "game.silver", MAX_BYTES)
    before = snapshot(home(), tmp_path)
    problem = SPECIAL_PROBLEMS[kind]
    with time_limit():
        with pytest.raises(RecordError, match=problem):
            load_record(path)
        assert sim_reader(path, None, False, capsys) == 2
        for flag in ("--open", "--replay"):
            with pytest.raises(SystemExit) as exit_:
                parse_args([flag, str(path)])
            assert exit_.value.code == 2
            err = capsys.readouterr().err
            assert_one_line_error(err, path, None)
            assert problem in err or (kind == "folder" and "folder" in err)
    assert snapshot(home(), tmp_path) == before


@pytest.mark.parametrize(
    "name", ["<b>bold <img src=x>.silver", "line\nbreak.silver", "\u202eelivs.exe.silver"]
)
def test_hostile_file_names_are_shown_as_they_are(
    name: str,
    tmp_path: Path,
    shared_window: MainWindow,
    dialogs: list[Shown],
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A damaged game whose file name is markup, has a line break or a right-to-left override."""
    path = tmp_path / name
    path.write_bytes((CORPUS / "records/truncated/at-50-percent.silver").read_bytes())
    engine_reader(path, None, opens=False)
    capsys.readouterr()
    assert sim_main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "\u202e" not in err  # escaped: the line reads as it is
    for flag in ("--open", "--replay"):
        window_refuses(shared_window, flag, path, None, dialogs, capsys)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes and /dev/zero are POSIX")
@pytest.mark.parametrize("kind", SPECIAL)
def test_special_settings_statistics_and_new_game_files(kind: str) -> None:
    """The settings, statistics and New Game files as pipes, devices, folders, huge or missing files:
    defaults (with a notice), never an error or a wait."""
    targets = [
        (settings_path(), SETTINGS_MAX_BYTES),
        (statistics_path(), STATS_MAX_BYTES),
        (last_setup_path(), LAST_SETUP_MAX_BYTES),
    ]
    for target, cap in targets:
        if kind == "dev-zero":
            target.symlink_to("/dev/zero")
        elif kind != "missing":
            make_special(kind, target, cap)
    with time_limit():
        settings, notice = load_settings()
        stats = Statistics.load()
        last = load_last_setup()
    assert settings == Settings() and last == GameSetup() and len(stats) == 0
    if kind == "missing":
        assert notice is None and stats.notice == ""
        return
    assert notice is not None and "default" in notice.lower() and "Traceback" not in notice
    assert stats.notice and "Traceback" not in stats.notice
    if kind in ("fifo", "folder"):
        assert SPECIAL_PROBLEMS[kind] in notice and SPECIAL_PROBLEMS[kind] in stats.notice
    elif kind == "too-large":
        assert "larger than 64 KB" in notice and "too large" in stats.notice


# ---------------------------------------------------------------------- the real entry points
#: A few files, one of each kind of problem, for the real commands in a subprocess.
REPRESENTATIVE = [
    "records/truncated/at-50-percent.silver",
    "records/binary/gzipped-game.silver",
    "records/nesting/arrays-5000.silver",
    "records/actions/html.silver",
    "records/tampered/winner-changed.silver",
    "records/format/format-very-long.silver",
]

#: Runs the real ``silver_desktop.ui.app.main`` offscreen; a timer answers each message box as a
#: person would (and prints what it said), then quits the app, as a person closing the window would.
DRIVER = """
import sys
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from silver_desktop.ui.app import main
from silver_desktop.ui.replay import ReplayDialog

app = QApplication(sys.argv[:1])
checks = {"n": 0}

def answer():
    checks["n"] += 1
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox):
        plain = box.textFormat() == Qt.TextFormat.PlainText
        said = repr(box.text()), repr(box.detailedText())
        print("BOX", box.icon().name, "plain" if plain else "guessed", *said, flush=True)
        box.done(QMessageBox.StandardButton.Yes if box.icon() == QMessageBox.Icon.Question else 0)
        QTimer.singleShot(200, app.quit)
    elif any(isinstance(w, ReplayDialog) and w.isVisible() for w in QApplication.topLevelWidgets()):
        print("REPLAY", flush=True)
        app.quit()
    elif checks["n"] > 100:
        print("NOTHING", flush=True)
        app.quit()

timer = QTimer()
timer.timeout.connect(answer)
timer.start(50)
sys.exit(main(sys.argv[1:]))
"""


def run(argv: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SILVER_DESKTOP_HOME": str(tmp_path / "home"), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(argv, capture_output=True, text=True, timeout=60, env=env, cwd=tmp_path)


@pytest.mark.parametrize("index", range(len(REPRESENTATIVE)))
def test_the_real_app_refuses_damaged_files_with_its_warning(index: int, tmp_path: Path) -> None:
    """The real ``main`` offscreen: one warning, in plain text, naming the problem; exit 0 when the
    person closes the window; nothing on standard error but Qt's own notes."""
    rel, flag = REPRESENTATIVE[index], ("--open", "--replay")[index % 2]
    path = CORPUS / rel
    before = snapshot(path)
    result = run([sys.executable, "-c", DRIVER, flag, str(path)], tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    boxes = [line for line in result.stdout.splitlines() if line.startswith("BOX ")]
    assert len(boxes) == 1 and boxes[0].startswith("BOX Warning plain "), result.stdout
    assert "cannot be opened" in boxes[0] and PROBLEMS[rel] in boxes[0]
    assert snapshot(path) == before


def test_the_real_app_opens_hostile_names_and_replays_them(tmp_path: Path) -> None:
    path = CORPUS / "opens/names/html-image.silver"
    result = run([sys.executable, "-c", DRIVER, "--replay", str(path)], tmp_path)
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    assert "REPLAY" in result.stdout.splitlines()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes and /dev/zero are POSIX")
@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "link-to-device", "folder", "too-large"])
def test_the_real_commands_refuse_pipes_and_devices_at_once(kind: str, tmp_path: Path) -> None:
    """``silver-desktop --open`` and ``sim replay`` on a pipe or a device: one line, exit 2, no wait
    (a pipe nobody writes to would block a reader for ever; ``/dev/zero`` never ends)."""
    path = make_special(kind, tmp_path / "game.silver", MAX_BYTES)
    app = shutil.which("silver-desktop", path=str(Path(sys.executable).parent))
    assert app is not None
    for argv in (
        [app, "--open", str(path)],
        [sys.executable, "-m", "silver_desktop.sim", "replay", str(path)],
    ):
        result = run(argv, tmp_path)
        assert result.returncode == 2, result.stderr
        assert result.stdout == "" and result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
        assert SPECIAL_PROBLEMS[kind] in result.stderr


def test_the_real_sim_replay_on_representative_files(tmp_path: Path) -> None:
    for rel in [*REPRESENTATIVE, "opens/names/right-to-left.silver", "game-files/players-text.silver"]:
        path = CORPUS / rel
        result = run([sys.executable, "-m", "silver_desktop.sim", "replay", str(path)], tmp_path)
        assert "Traceback" not in result.stderr
        if folder(rel) in (OPENS, GAME_FILES):
            assert result.returncode == 0 and result.stdout.startswith("game "), result.stderr
        else:
            assert result.returncode == 1 and result.stdout == ""
            assert_one_line_error(result.stderr, path, rel)
            assert len(result.stderr) < 1000  # a huge value in the file is cut short

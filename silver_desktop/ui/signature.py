"""This computer's signature on game files: an HMAC-SHA-256 of a file's content under a secret key.

The key is 32 random bytes (:func:`secrets.token_bytes`) kept in the user's data folder as
``game-files.key``, written atomically and readable by its owner only. It is made the first time a
file is signed; a missing or unreadable key file is made again, which only means that the files
signed before no longer verify. A valid signature says that the app, with this user folder, wrote
the file exactly as it is: nobody edited it by hand and it does not come from another computer or
from a version of the app that did not sign. It hides nothing: a game file is not encrypted.

The signature covers every key of the file but ``signature`` itself, as canonical JSON (keys sorted,
no spaces, ASCII only), so that reading and writing the file again gives the same bytes to sign.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import secrets
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..engine.files import read_limited, write_json_atomic
from ..paths import data_dir

log = logging.getLogger(__name__)

#: The key file's name in the data folder.
KEY_FILE = "game-files.key"
KEY_FORMAT = "silver-key"
KEY_VERSION = 1
#: The key's length in bytes.
KEY_BYTES = 32
#: The largest key file that is read (a real one takes about 110 bytes).
MAX_KEY_FILE_BYTES = 4096
#: The game file's key that holds the signature (64 hex digits).
SIGNATURE = "signature"


def key_path() -> Path:
    """Where this computer's key is kept (the data folder is created if missing)."""
    return data_dir() / KEY_FILE


def _read_key(path: Path) -> bytes | None:
    """The key in ``path``, or None if there is none or it cannot be read or is not a key."""
    try:
        data = json.loads(read_limited(path, MAX_KEY_FILE_BYTES).decode("ascii"))
    except (OSError, ValueError, RecursionError):  # UnicodeDecodeError and JSONDecodeError included
        return None
    if not isinstance(data, dict) or data.get("format") != KEY_FORMAT or data.get("version") != KEY_VERSION:
        return None
    text = data.get("key")
    if not isinstance(text, str) or len(text) != 2 * KEY_BYTES:
        return None
    try:
        return bytes.fromhex(text)
    except ValueError:
        return None


def signing_key() -> bytes | None:
    """This computer's key, made (or made again) if it is missing or unreadable; None if no key can
    be made (a read-only data folder: the reason is logged, and files are then saved unsigned)."""
    try:
        path = key_path()
        key = _read_key(path)
        if key is not None:
            return key
        fresh = {"format": KEY_FORMAT, "version": KEY_VERSION, "key": secrets.token_bytes(KEY_BYTES).hex()}
        write_json_atomic(path, fresh, private=True)
        log.info("made a new key for signing game files: %s", path)
        # What is there now: also right if another copy of the app made a key at the same moment.
        return _read_key(path)
    except OSError as e:
        log.warning("cannot make the key for signing game files (%s); files are saved unsigned", e)
        return None


def canonical(data: Mapping[str, Any]) -> bytes:
    """The bytes a signature covers: ``data`` without its signature, as canonical JSON. Raises
    :class:`ValueError` (or :class:`TypeError`, :class:`RecursionError`) for what JSON cannot hold."""
    body = {k: v for k, v in data.items() if k != SIGNATURE}
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False).encode(
        "ascii"
    )


def _mac(key: bytes, data: Mapping[str, Any]) -> str:
    return hmac.new(key, canonical(data), hashlib.sha256).hexdigest()


def sign(data: Mapping[str, Any]) -> str | None:
    """The signature of a game file's content (64 hex digits), or None if no key can be made."""
    key = signing_key()
    return None if key is None else _mac(key, data)


def verify(data: Mapping[str, Any]) -> bool:
    """Whether ``data`` carries a valid signature of this computer (False for no signature, a wrong
    one, a missing or unreadable key, or content that cannot be signed). Never makes a key."""
    signature = data.get(SIGNATURE)
    if not isinstance(signature, str):
        return False
    try:
        key = _read_key(key_path())
        if key is None:
            return False
        return hmac.compare_digest(_mac(key, data), signature)
    except (OSError, ValueError, TypeError, RecursionError):
        return False


__all__ = ["KEY_FILE", "SIGNATURE", "canonical", "key_path", "sign", "signing_key", "verify"]

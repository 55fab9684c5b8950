"""Network play, the server side: pure Python and asyncio, no Qt.

The engine runs only on the server (:mod:`.room`); clients send actions and receive their seat's view
and redacted events (:mod:`.protocol`, :mod:`.views`). :mod:`.server` serves many rooms over WebSocket
and persists each one to SQLite (:mod:`.store`). :mod:`.client` is a small client for tests, the
benchmark and, later, the app. The protocol is documented in ``docs/network.md``.
"""

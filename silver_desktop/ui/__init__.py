"""The PySide6 desktop front end. Modules named ``*_geometry`` hold plain numbers and import no Qt."""

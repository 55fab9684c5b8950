"""The generator of the project's original card art (see ``tools/make_art.py``)."""

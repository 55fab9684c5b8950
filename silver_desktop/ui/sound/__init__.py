"""The table's sound effects: what plays (:mod:`.effects`), through what (:mod:`.output`), and when
(:mod:`.cues`). See ``docs/sound.md``."""

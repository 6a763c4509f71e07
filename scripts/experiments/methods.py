"""The methods the experiment scripts play, by name: a `gambit` preset, or a preset plus switches (a variant).
One table, so that the campaign's games and the WAC runs of a method search with the same settings."""

# Presets of the engine (`gambit` option Preset) the experiments use under their own name.
PRESETS = ("none", "nm", "nm-modern", "vnb", "tempo10", "tempo20", "mc-original", "mc-enhanced", "mc-c2", "efp",
           "probcut", "mpc", "probcut-jb", "mpc-jb")

# Variants: name -> UCI settings on top of the baseline.
VARIANTS = {
    # Tabibi & Netanyahu's verified null move on the classic null-move search.
    "verified": ["Preset=nm", "NullMove=verified"],
    # Eiriksson's best C = 2 candidate on classic at WAC depth 8 (docs/experiments/eiriksson-c2-classic-d8.md):
    # R2 C2 E10 solves 284 (nm 283) with 77.0% of nm's nodes; the cheaper R3 candidates lose 2 problems.
    "mc-c2-r2e10": ["Preset=mc-c2", "MultiCutR=2", "MultiCutM=10"],
    # Jiang & Buro's ProbCut-without-null-move match.
    "mpc-jb-nonm": ["Preset=mpc-jb", "NullMove=off"],
    # Null move without the static-eval gate (Bjornsson & Marsland's Figure 5 has none).
    "nm-nogate": ["Preset=nm", "NullMoveEvalGate=false"], "vnb-nogate": ["Preset=vnb", "NullMoveEvalGate=false"],
    "tempo10-nogate": ["Preset=tempo10", "NullMoveEvalGate=false"],
    "tempo20-nogate": ["Preset=tempo20", "NullMoveEvalGate=false"],
}

NAMES = PRESETS + tuple(VARIANTS)


def settings(method):
    """The UCI settings that make `method` (a preset's name or a variant's)."""
    return VARIANTS.get(method, [f"Preset={method}"])

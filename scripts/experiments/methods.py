"""The methods the experiment scripts play, by name: a `gambit` preset, or a preset plus switches (a variant).
One table, so that the campaign's games and the WAC runs of a method search with the same settings; the
experiments' manifest (manifest.json) names them and never spells their settings again."""

# Presets of the engine (`gambit` option Preset) the experiments use under their own name.
PRESETS = ("none", "nm", "nm-modern", "vnb", "tempo10", "tempo20", "mc-original", "mc-enhanced", "mc-c2", "efp",
           "probcut", "mpc", "probcut-jb", "mpc-jb")

# The original multi-cut (R2 C3 M10) spelled as the enhanced one with every enhancement off: the same tree as
# mc-original (same bench), so each enhancement can be switched on alone.
MC_ORIGINAL_AS_ENHANCED = ["Preset=nm", "MultiCut=enhanced", "MultiCutR=2", "MultiCutC=3", "MultiCutM=10",
                           "MultiCutApplyAt=cut", "MultiCutIndependent=false", "MultiCutReorder=false"]

# Variants: name -> UCI settings on top of the baseline.
VARIANTS = {
    # Tabibi & Netanyahu's verified null move on the classic null-move search.
    "verified": ["Preset=nm", "NullMove=verified"],
    # Gambit's C = 2 configuration, chosen afterwards on WAC (classic, depth 8, docs/experiments/eiriksson-c2-
    # classic-d8.md): R2 C2 E10 with all three enhancements solves 284 (nm 283) with 77.0% of nm's nodes; the
    # cheaper R3 ones lose 2 problems. Not in Eiriksson's table, whose C = 2 configurations are all R = 2.
    "mc-c2-r2e10": ["Preset=mc-c2", "MultiCutR=2", "MultiCutM=10"],
    # Eiriksson's enhancements one at a time on the original multi-cut (R2 C3 M10), for his per-enhancement
    # matches: multi-cut where the TT holds a shallower cutoff, piece independence, reordering.
    "mc-tt": MC_ORIGINAL_AS_ENHANCED + ["MultiCutApplyAt=tt"],
    "mc-independent": MC_ORIGINAL_AS_ENHANCED + ["MultiCutIndependent=true"],
    "mc-reorder": MC_ORIGINAL_AS_ENHANCED + ["MultiCutReorder=true"],
    # Eiriksson's z-main (R3 C3 E16, all three enhancements) as his Algorithm 2 has it: a move skipped by piece
    # independence uses up one of the E, and every move that cut goes first at full depth, then the TT move.
    # mc-enhanced keeps Gambit's earlier reading (skips not counted, only the first cutting move first).
    "z-main": ["Preset=mc-enhanced", "MultiCutSkipsCount=true", "MultiCutReorderAll=true"],
    "mc-enhanced-skips": ["Preset=mc-enhanced", "MultiCutSkipsCount=true"],
    "mc-enhanced-reorder-all": ["Preset=mc-enhanced", "MultiCutReorderAll=true"],
    # Bjornsson & Marsland's variable bound with NoPGAM counted as their seed counts it (captures too; not at PV
    # nodes, nor before a node's first move); vnb keeps Gambit's earlier count.
    "vnb-seed": ["Preset=vnb", "NullMoveBoundSeedCount=true"],
    # Jiang & Buro's ProbCut and Multi-ProbCut with Crafty's endgame rule choosing the model's stage.
    "probcut-jb-crafty": ["Preset=probcut-jb", "ProbCutCraftyEndgame=true"],
    "mpc-jb-crafty": ["Preset=mpc-jb", "ProbCutCraftyEndgame=true"],
    # Winands et al.'s enhanced forward pruning with multi-cut's shallow children typed as they type them.
    "efp-flip": ["Preset=efp", "MultiCutFlipChildren=true"],
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


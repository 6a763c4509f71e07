// Tuning positions from PGN games: every game with a result is replayed with the chess core's SAN
// parser; positions after the first plies, not in check and quiet are kept, each with probability
// `fraction` (seeded), labelled with the game's result. Or from labelled positions, one a line, as other
// tuners share them: "FEN [0.5]" or EPD with `c9 "1-0";` (the label from White's side; a fraction such as
// [0.73] is a win probability, e.g. a stronger engine's evaluation through a logistic).
//
// Quiet means: the static evaluation equals a capture-only quiescence search. Positions that fail are
// dropped rather than replaced by the quiescence leaf: the kept position is then the one actually
// played, whose result is the label, and the evaluation alone must judge it (no pending exchange whose
// outcome the eval cannot see). Games are plentiful, so dropping costs only some of the data.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <string>
#include <unordered_set>
#include <vector>

#include "engine/eval/eval_params.hpp"
#include "engine/tools/texel.hpp"

namespace gambit::tools::texel {

struct SampleOptions {
    int skip_plies = 8;            // opening plies not sampled (book moves, shared by many games)
    double fraction = 1.0;         // share of the eligible positions kept
    std::uint64_t seed = 1;
    std::size_t max_positions = 0; // 0 = no limit (training positions)
    double validation = 0;         // share of the games held out to measure the fit on unseen games
    // PGN games: weight of the engine's own search score (the `{+0.35/9 ...}` comment after each move,
    // as a win probability 1 / (1 + 10^(-cp/400))) in the label; the game result has the rest. 0 = the
    // result alone; above 0, positions whose move has no score are not kept.
    double score_weight = 0;
    // When set, each kept position goes here (label from White's side, whether its game is held out)
    // instead of into the tuning sets: a network trainer keeps positions, not evaluation traces.
    std::function<void(const chess::Position& pos, double label, bool held_out)> keep = {};
};

struct SampleCounts {
    int games = 0;           // games used
    int unfinished = 0;      // no result ("*")
    int incomplete = 0;      // a last game cut off mid-way (a file still being written), or unreadable rest
    int bad_moves = 0;       // a move the position does not allow: the game is dropped from there on
    int repeats = 0;         // a game already read (same start and moves): deterministic engines replay
                             // the same game when an opening is repeated with colours reversed
    long lines = 0;          // labelled positions read
    long bad_lines = 0;      // labelled lines without a readable position or label
    long positions = 0;      // positions looked at (after the skipped plies)
    long in_check = 0;
    long not_quiet = 0;
    long no_score = 0;       // quiet, but without a search score to label it (score_weight > 0)
    long kept = 0;
    std::unordered_set<std::uint64_t> games_seen;  // hashes of start position and moves, across files
};

// Adds the positions of the PGN text (one file's content; `source` names it in messages) to `set`, or
// to `validation` for the held-out games, traced with `params` (quiescence also uses them).
void sample_pgn(const std::string& text, const std::string& source, const SampleOptions& options,
                const eval::EvalParams& params, TuningSet& set, TuningSet& validation, SampleCounts& counts);

// Adds the labelled positions of `text` (one a line; blank lines and lines starting with '#' are skipped):
// the same checks (in check, quiet), sampling and hold-out (by position) as for games.
void sample_labelled(const std::string& text, const SampleOptions& options, const eval::EvalParams& params,
                     TuningSet& set, TuningSet& validation, SampleCounts& counts);

// The search score in a PGN move comment, in centipawns from the mover's side: "+0.35/9 0.012s" -> 35,
// "-M5/12" -> -MateScoreCp. None when the comment does not start with a score.
constexpr int MateScoreCp = 2000;
std::optional<int> comment_score_cp(std::string_view comment);

// Whether a file's text is PGN (its first non-blank character opens a tag) rather than labelled positions.
bool looks_like_pgn(const std::string& text);

}  // namespace gambit::tools::texel

#include "engine/tools/texel_data.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <sstream>

#include "chess/pgn/input_error.hpp"
#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/pgn/pgn.hpp"
#include "chess/pgn/text.hpp"
#include "engine/eval/evaluate.hpp"

namespace gambit::tools::texel {
namespace {

using namespace chess;

// Capture-only search (stand pat, captures and promotions), enough to tell quiet positions apart.
int quiescence(Position& pos, eval::Evaluator& evaluator, int alpha, int beta, int depth_left) {
    const int stand = evaluator.evaluate(pos);
    if (stand >= beta || depth_left == 0) return stand;
    alpha = std::max(alpha, stand);
    MoveList moves;
    generate(pos, moves, GenKind::Noisy);
    for (Move m : moves) {
        Undo undo;
        pos.make_move(m, undo);
        const int value = -quiescence(pos, evaluator, -beta, -alpha, depth_left - 1);
        pos.unmake_move(m, undo);
        if (value >= beta) return value;
        alpha = std::max(alpha, value);
    }
    return alpha;
}

bool is_quiet(Position& pos, eval::Evaluator& evaluator) {
    constexpr int Infinite = 1'000'000;
    return quiescence(pos, evaluator, -Infinite, Infinite, 8) == evaluator.evaluate(pos);
}

std::uint64_t mix(std::uint64_t x) {  // splitmix64's finaliser
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// Seeded and independent of file order: the decision hangs on the position and its ply.
bool sampled(const SampleOptions& options, const Position& pos, int ply) {
    if (options.fraction >= 1) return true;
    const std::uint64_t draw = mix(options.seed ^ mix(pos.key() + std::uint64_t(ply)));
    return double(draw >> 11) * 0x1.0p-53 < options.fraction;
}

// The label of the position before move `ply` of `game`: the result, blended with the mover's search
// score for that move (White's side, as a win probability) when options.score_weight > 0.
std::optional<double> blended_label(const SampleOptions& options, const PgnGame& game, std::size_t ply,
                                    Color mover, double result) {
    if (options.score_weight <= 0) return result;
    if (ply >= game.moves.size()) return std::nullopt;  // the final position: no move, no score
    const std::vector<std::string>& comments = game.moves[ply].comments;  // the first is the engine's
    const std::optional<int> cp = comments.empty() ? std::nullopt : comment_score_cp(comments.front());
    if (!cp) return std::nullopt;
    const int white_cp = mover == White ? *cp : -*cp;
    const double score = 1.0 / (1.0 + std::pow(10.0, -white_cp / 400.0));
    return options.score_weight * score + (1 - options.score_weight) * result;
}

// Where a kept position goes: the caller's `keep`, else the tuning set.
void keep(const SampleOptions& options, const Position& pos, double label, bool held_out, TuningSet& target,
          const eval::EvalParams& params) {
    if (options.keep) options.keep(pos, label, held_out);
    else target.add(pos, label, params);
}

// The positions kept so far towards max_positions.
std::size_t kept_size(const SampleOptions& options, const TuningSet& target, const SampleCounts& counts) {
    return options.keep ? std::size_t(counts.kept) : target.size();
}

// Whether the PGN text ends with a game terminator; a file still being written may end mid-game.
bool ends_with_result(const std::string& text) {
    std::size_t end = text.find_last_not_of(" \t\r\n");
    if (end == std::string::npos) return true;  // empty
    const std::string_view body(text.data(), end + 1);
    for (std::string_view result : {"1-0", "0-1", "1/2-1/2", "*"})
        if (body.ends_with(result)) return true;
    return false;
}

// The label of a labelled line and the text before it: "[0.5]" or c9 "1-0" (or "0.5").
std::optional<std::pair<std::string_view, double>> split_label(std::string_view line) {
    const auto result_value = [](std::string_view t) -> std::optional<double> {
        if (t == "1-0") return 1.0;
        if (t == "0-1") return 0.0;
        if (t == "1/2-1/2") return 0.5;
        const auto v = text::parse_number<double>(t);
        if (v && *v >= 0 && *v <= 1) return v;
        return std::nullopt;
    };
    std::size_t open = line.rfind('[');
    std::size_t close = line.rfind(']');
    if (open != std::string_view::npos && close != std::string_view::npos && close > open) {
        if (const auto v = result_value(line.substr(open + 1, close - open - 1))) return std::pair{line.substr(0, open), *v};
        return std::nullopt;
    }
    const std::size_t c9 = line.find("c9 \"");
    if (c9 == std::string_view::npos) return std::nullopt;
    const std::size_t end = line.find('"', c9 + 4);
    if (end == std::string_view::npos) return std::nullopt;
    if (const auto v = result_value(line.substr(c9 + 4, end - c9 - 4))) return std::pair{line.substr(0, c9), *v};
    return std::nullopt;
}

// The position of a FEN or EPD prefix: four fields, and the move counters when they are there.
std::optional<Position> position_of(std::string_view prefix) {
    const auto words = text::split_words(prefix);
    if (words.size() < 4) return std::nullopt;
    std::string fen;
    for (std::size_t i = 0; i < 4; ++i) fen += std::string(words[i]) + ' ';
    const bool counters = words.size() >= 6 && text::parse_number<int>(words[4]) && text::parse_number<int>(words[5]);
    fen += counters ? std::string(words[4]) + ' ' + std::string(words[5]) : std::string("0 1");
    return Position::from_fen(fen);
}

}  // namespace

std::optional<int> comment_score_cp(std::string_view comment) {
    const std::size_t first = comment.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return std::nullopt;
    comment.remove_prefix(first);
    comment = comment.substr(0, comment.find_first_of("/ \t\r\n"));
    if (comment.size() < 2 || (comment[0] != '+' && comment[0] != '-')) return std::nullopt;
    const int sign = comment[0] == '-' ? -1 : 1;
    if (comment[1] == 'M') {
        const auto moves = text::parse_number<int>(comment.substr(2));
        if (!moves || *moves < 0) return std::nullopt;
        return sign * MateScoreCp;
    }
    const auto pawns = text::parse_number<double>(comment.substr(1));
    if (!pawns) return std::nullopt;
    return sign * int(std::lround(*pawns * 100));
}

bool looks_like_pgn(const std::string& text) {
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    return first != std::string::npos && text[first] == '[';
}

void sample_labelled(const std::string& text, const SampleOptions& options, const eval::EvalParams& params,
                     TuningSet& set, TuningSet& validation, SampleCounts& counts) {
    eval::Evaluator evaluator(params);
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (options.max_positions && kept_size(options, set, counts) >= options.max_positions) return;
        const auto first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#') continue;
        ++counts.lines;
        const auto labelled = split_label(line);
        std::optional<Position> pos = labelled ? position_of(labelled->first) : std::nullopt;
        if (!pos) {
            ++counts.bad_lines;
            continue;
        }
        ++counts.positions;
        const bool held_out = double(mix(options.seed ^ mix(pos->key())) >> 11) * 0x1.0p-53 < options.validation;
        TuningSet& target = held_out ? validation : set;
        if (pos->in_check()) ++counts.in_check;
        else if (!is_quiet(*pos, evaluator)) ++counts.not_quiet;
        else if (sampled(options, *pos, 0) &&
                 (!options.max_positions || kept_size(options, target, counts) < options.max_positions)) {
            keep(options, *pos, labelled->second, held_out, target, params);
            ++counts.kept;
        }
    }
}

void sample_pgn(const std::string& text, const std::string& source, const SampleOptions& options,
                const eval::EvalParams& params, TuningSet& set, TuningSet& validation, SampleCounts& counts) {
    eval::Evaluator evaluator(params);
    std::istringstream in(text);
    PgnReader reader(in, source);
    std::vector<PgnGame> games;
    try {
        while (auto game = reader.next()) games.push_back(std::move(*game));
    } catch (const InputError&) {
        ++counts.incomplete;  // the rest of the file cannot be read; the games before it are fine
    }
    if (!games.empty() && !ends_with_result(text)) {
        games.pop_back();
        ++counts.incomplete;
    }

    for (const PgnGame& game : games) {
        if (options.max_positions && kept_size(options, set, counts) >= options.max_positions) return;
        const double result = game.result == "1-0" ? 1.0 : game.result == "0-1" ? 0.0 : game.result == "1/2-1/2" ? 0.5 : -1;
        if (result < 0) {
            ++counts.unfinished;
            continue;
        }
        const auto fen = game.tag("FEN");
        std::optional<Position> start = Position::from_fen(fen ? *fen : std::string(StartFen));
        if (!start) {
            ++counts.bad_moves;
            continue;
        }
        std::string identity = fen ? *fen : std::string(StartFen);
        for (const PgnMove& move : game.moves) identity += ' ' + move.san;
        const std::uint64_t game_id = std::hash<std::string>{}(identity);
        if (!counts.games_seen.insert(game_id).second) {
            ++counts.repeats;
            continue;
        }
        ++counts.games;
        const bool held_out = double(mix(options.seed ^ game_id) >> 11) * 0x1.0p-53 < options.validation;
        TuningSet& target = held_out ? validation : set;
        Position pos = *start;
        for (std::size_t ply = 0; ply <= game.moves.size(); ++ply) {
            if (int(ply) >= options.skip_plies) {
                ++counts.positions;
                if (pos.in_check()) ++counts.in_check;
                else if (!is_quiet(pos, evaluator)) ++counts.not_quiet;
                else if (sampled(options, pos, int(ply)) &&
                         (!options.max_positions || kept_size(options, target, counts) < options.max_positions)) {
                    if (const auto label = blended_label(options, game, ply, pos.side_to_move(), result)) {
                        keep(options, pos, *label, held_out, target, params);
                        ++counts.kept;
                    } else {
                        ++counts.no_score;
                    }
                }
            }
            if (ply == game.moves.size()) break;
            const Move m = parse_san(pos, game.moves[ply].san);
            if (!m) {
                ++counts.bad_moves;
                break;
            }
            Undo undo;
            pos.make_move(m, undo);
        }
    }
}

}  // namespace gambit::tools::texel

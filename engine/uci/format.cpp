#include "engine/uci/format.hpp"

#include "chess/notation.hpp"
#include "engine/search/value.hpp"

namespace gambit::uci {

std::string format_score(int value) {
    // Appending (rather than "cp " + to_string) sidesteps a GCC 12 -Wrestrict false positive.
    std::string text = search::is_mate_score(value) ? "mate " : "cp ";
    text += std::to_string(search::is_mate_score(value) ? search::mate_in_moves(value) : value);
    return text;
}

std::string format_info(const search::IterationInfo& info, const chess::Position& root) {
    std::string line = "info depth " + std::to_string(info.depth) + " seldepth " + std::to_string(info.seldepth);
    if (info.multipv > 0) line += " multipv " + std::to_string(info.multipv);
    line += " score " + format_score(info.score);
    if (info.bound == search::ScoreBound::Lower) line += " lowerbound";
    if (info.bound == search::ScoreBound::Upper) line += " upperbound";
    line += " nodes " + std::to_string(info.nodes);
    // From microseconds, so that a search of under a millisecond still gets a rate; none without any time.
    if (info.time_us > 0) line += " nps " + std::to_string(info.nodes * 1000000 / std::uint64_t(info.time_us));
    line += " hashfull " + std::to_string(info.hashfull);
    if (info.tablebases) line += " tbhits " + std::to_string(info.tbhits);
    line += " time " + std::to_string(info.time_ms);
    if (!info.pv.empty()) {
        line += " pv";
        for (chess::Move m : info.pv) {
            line += ' ';
            line += chess::to_uci(root, m);
        }
    }
    return line;
}

std::string format_bestmove(const search::SearchResult& result, const chess::Position& root) {
    std::string line = "bestmove " + chess::to_uci(root, result.best);
    if (result.best && result.ponder) line += " ponder " + chess::to_uci(root, result.ponder);
    return line;
}

}  // namespace gambit::uci

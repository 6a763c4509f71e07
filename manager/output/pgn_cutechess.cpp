#include "manager/output/pgn_cutechess.hpp"

#include <cstdio>
#include <map>

#include "chess/position.hpp"
#include "manager/output/cutechess_console.hpp"
#include "manager/output/pgn_peer_text.hpp"

namespace gambit::match {
namespace {

// cutechess's time control text: "inf" without a clock (nodes and depth limits are not part of it),
// "0.1/move", "40/60+0.6".
std::string cutechess_tc_text(const TimeControl& tc) {
    char buf[64];
    if (!tc.has_clock() && tc.movetime_ms == 0) return "inf";
    if (tc.movetime_ms > 0) {
        std::snprintf(buf, sizeof buf, "%g/move", static_cast<double>(tc.movetime_ms) / 1000);
        return buf;
    }
    std::string out = tc.hourglass ? "hg" : "";  // cutechess's toString(): "hg60"
    out += tc.moves > 0 ? std::to_string(tc.moves) + "/" : "";
    std::snprintf(buf, sizeof buf, "%g", static_cast<double>(tc.base_ms) / 1000);
    out += buf;
    if (tc.increment_ms > 0) {
        std::snprintf(buf, sizeof buf, "+%g", static_cast<double>(tc.increment_ms) / 1000);
        out += buf;
    }
    return out;
}

// The time a move took, with fewer decimals the longer it was.
std::string cutechess_seconds(std::int64_t ms) {
    if (ms == 0) return "0s";
    const int decimals = ms < 100 ? 3 : ms < 1000 ? 2 : ms < 10000 ? 1 : 0;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*fs", decimals, static_cast<double>(ms) / 1000.0);
    return buf;
}

std::string cutechess_comment(const MoveRecord& m) {
    if (m.book) return "book";
    // cutechess's score is the search's last, a bound too.
    MoveRecord last = m;
    if (m.last_score) last.score = m.last_score, last.depth = m.last_depth;
    std::string text;
    if (last.score && last.depth.value_or(0) > 0) text = peer_score(last) + "/" + std::to_string(*last.depth) + " ";
    return text + cutechess_seconds(m.time_ms);
}



}  // namespace

std::string format_cutechess_pgn(const GameRecord& g, const MatchConfig& c) {
    std::string out;
    peer_tag(out, "Event", c.event == "gambit-match" ? "?" : c.event);
    peer_tag(out, "Site", c.site);
    peer_tag(out, "Date", g.date);
    peer_tag(out, "Round", std::to_string(g.round + 1));
    peer_tag(out, "White", g.white_name);
    peer_tag(out, "Black", g.black_name);
    peer_tag(out, "Result", std::string(to_pgn(g.result)));
    const bool custom_start = g.start_fen != chess::StartFen || g.chess960;
    if (c.pgn.min) {
        if (custom_start) {
            peer_tag(out, "FEN", g.start_fen);
            peer_tag(out, "SetUp", "1");
        }
        if (g.chess960) peer_tag(out, "Variant", "fischerandom");
    } else {
        // The other tags in name order.
        std::map<std::string, std::string> tags;
        const TimeControl& white = c.engines[static_cast<std::size_t>(g.white)].tc;
        const TimeControl& black = c.engines[static_cast<std::size_t>(g.black)].tc;
        if (white == black) {
            tags["TimeControl"] = cutechess_tc_text(white);
        } else {
            tags["WhiteTimeControl"] = cutechess_tc_text(white);
            tags["BlackTimeControl"] = cutechess_tc_text(black);
        }
        if (custom_start) tags["FEN"] = g.start_fen, tags["SetUp"] = "1";
        tags["GameDuration"] = peer_duration(g.duration_s);
        tags["GameStartTime"] = peer_iso_time(g) + ".000 UTC";
        tags["GameEndTime"] = peer_iso_time(g, g.duration_s) + ".000 UTC";
        tags["PlyCount"] = std::to_string(g.moves.size());
        if (*peer_termination(g.termination)) tags["Termination"] = peer_termination(g.termination);
        if (g.chess960) tags["Variant"] = "fischerandom";
        for (const auto& [name, value] : tags) peer_tag(out, name.c_str(), value);
    }

    bool white_to_move = true;
    if (auto pos = chess::Position::from_fen(g.start_fen, nullptr, g.chess960)) white_to_move = pos->side_to_move() == chess::White;
    PeerMoveText text{out};
    const std::string reason = cutechess_description(g.termination, g.result, g.illegal_move);
    int number = 0;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const MoveRecord& m = g.moves[i];
        std::string unit = white_to_move ? std::to_string(++number) + ". " : i == 0 ? std::to_string(++number) + "... " : "";
        unit += m.san;
        if (!c.pgn.min) unit += " {" + cutechess_comment(m) + (i + 1 == g.moves.size() ? ", " + reason : "") + "}";
        text.unit(unit);
        white_to_move = !white_to_move;
    }
    if (g.moves.empty() && !c.pgn.min) out += "\n{" + reason + "}";
    text.end(std::string(to_pgn(g.result)));
    return out;
}

}  // namespace gambit::match

#include "manager/output/pgn_fastchess.hpp"

#include <cstdio>

#include "chess/position.hpp"
#include "manager/output/fastchess_console.hpp"
#include "manager/output/opening_names.hpp"
#include "manager/output/pgn_peer_text.hpp"

namespace gambit::match {
namespace {

std::string fastchess_seconds(std::int64_t ms) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3fs", static_cast<double>(ms) / 1000.0);
    return buf;
}



std::string fastchess_comment(const MoveRecord& m, const PgnSettings& pgn, const std::string& reason) {
    if (m.book) return "book";
    std::string text = peer_score(m) + "/" + std::to_string(m.depth.value_or(0)) + " " + fastchess_seconds(m.time_ms);
    auto extra = [&](bool wanted, const std::string& part) {
        if (wanted) text += ", " + part;
    };
    extra(pgn.timeleft, "tl=" + fastchess_seconds(m.clock_ms.value_or(0)));
    extra(pgn.latency, "latency=" + fastchess_seconds(m.latency_ms.value_or(0)));
    extra(pgn.nodes, "n=" + std::to_string(m.nodes.value_or(0)));
    extra(pgn.seldepth, "sd=" + std::to_string(m.seldepth.value_or(0)));
    extra(pgn.nps, "nps=" + std::to_string(m.nps.value_or(0)));
    extra(pgn.hashfull, "hashfull=" + std::to_string(m.hashfull.value_or(0)));
    extra(pgn.tbhits, "tbhits=" + std::to_string(m.tbhits.value_or(0)));
    if (pgn.pv) {
        std::string moves;
        for (const auto& move : m.pv) moves += (moves.empty() ? "" : " ") + move;
        text += ", pv=\"" + moves + "\"";
    }
    for (const auto& line : m.matched_lines) text += ", line=\"" + line + "\"";
    extra(!reason.empty(), reason);
    return text;
}

std::string fastchess_notation(const MoveRecord& m, const std::string& style) {
    if (style == "uci") return m.uci;
    if (style != "lan" || m.san.rfind("O-O", 0) == 0 || m.uci.size() < 4) return m.san;
    return m.uci.substr(0, 2) + (m.san.find('x') != std::string::npos ? "x" : "-") + m.uci.substr(2);
}

}  // namespace

std::string format_fastchess_pgn(const GameRecord& g, const MatchConfig& c) {
    const PgnSettings& pgn = c.pgn;
    std::string out;
    peer_tag(out, "Event", c.event == "gambit-match" ? "Fastchess Tournament" : c.event);
    peer_tag(out, "Site", c.site);
    peer_tag(out, "Date", g.date);
    peer_tag(out, "Round", std::to_string(g.pair >= 0 ? g.pair + 1 : g.id + 1));  // the encounter
    peer_tag(out, "White", g.white_name);
    peer_tag(out, "Black", g.black_name);
    peer_tag(out, "Result", std::string(to_pgn(g.result)));
    if (!pgn.min) {
        if (!g.engine_name[0].empty()) peer_tag(out, "EngineWhiteName", g.engine_name[0]);
        if (!g.engine_author[0].empty()) peer_tag(out, "EngineWhiteAuthor", g.engine_author[0]);
        if (!g.engine_name[1].empty()) peer_tag(out, "EngineBlackName", g.engine_name[1]);
        if (!g.engine_author[1].empty()) peer_tag(out, "EngineBlackAuthor", g.engine_author[1]);
    }
    if (g.start_fen != chess::StartFen || g.chess960) {
        peer_tag(out, "SetUp", "1");
        peer_tag(out, "FEN", g.chess960 ? shredder_fen(g.start_fen) : g.start_fen);
    }
    if (g.chess960) peer_tag(out, "Variant", "Chess960");
    if (!pgn.min) {
        peer_tag(out, "GameDuration", peer_duration(g.duration_s));
        peer_tag(out, "GameStartTime", peer_iso_time(g) + " +0000");
        peer_tag(out, "GameEndTime", peer_iso_time(g, g.duration_s) + " +0000");
        peer_tag(out, "PlyCount", std::to_string(g.moves.size()));
        peer_tag(out, "Termination", (*peer_termination(g.termination) ? peer_termination(g.termination) : "normal"));
        if (g.white_tc == g.black_tc) {
            peer_tag(out, "TimeControl", g.white_tc);
        } else {
            peer_tag(out, "WhiteTimeControl", g.white_tc);
            peer_tag(out, "BlackTimeControl", g.black_tc);
        }
        if (auto opening = lichess_opening(g)) {
            peer_tag(out, "ECO", opening->eco);
            peer_tag(out, "Opening", opening->name);
        }
    }

    int fullmove = 1;
    bool white_to_move = true;
    if (auto pos = chess::Position::from_fen(g.start_fen, nullptr, g.chess960)) {
        fullmove = pos->fullmove_number();
        white_to_move = pos->side_to_move() == chess::White;
    }
    PeerMoveText text{out};
    const std::string reason = fastchess_reason(g);
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const MoveRecord& m = g.moves[i];
        std::string unit = white_to_move ? std::to_string(fullmove) + ". " : i == 0 ? std::to_string(fullmove) + "... " : "";
        unit += fastchess_notation(m, pgn.notation);
        if (!pgn.min) unit += " {" + fastchess_comment(m, pgn, i + 1 == g.moves.size() ? reason : "") + "}";
        text.unit(unit);
        if (!white_to_move) ++fullmove;
        white_to_move = !white_to_move;
    }
    if (g.moves.empty() && !pgn.min && !reason.empty()) text.unit("{" + reason + "}");
    text.end(std::string(to_pgn(g.result)));
    return out;
}

}  // namespace gambit::match

// What one finished game leaves behind: enough for the PGN, the scoreboard, the results file and the state.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "client/uci_info.hpp"

namespace gambit::match {

// Why a game ended. The key (to_key) is what results.json and the state file count.
enum class Termination {
    Checkmate,
    Stalemate,
    Threefold,
    FiftyMoves,
    InsufficientMaterial,
    TimeForfeit,           // flag fell (a loss, or a draw when the opponent cannot mate)
    Crash,                 // the engine process exited or closed its pipe
    Stall,                 // no bestmove by the deadline, and no answer to stop either
    IllegalMove,           // illegal, malformed or missing bestmove
    AdjudicationDraw,      // -draw
    AdjudicationResign,    // -resign
    AdjudicationMaxMoves,  // -maxmoves
    AdjudicationTablebase, // -tb: the Syzygy tables know the result
    Resign,                // an xboard engine resigned (or claimed its own loss)
};

std::string_view to_key(Termination t);                  // "checkmate", "time_forfeit", ...
std::optional<Termination> termination_from_key(std::string_view key);
std::string_view pgn_termination(Termination t);         // the PGN Termination tag: "normal", "time forfeit", ...

enum class GameResult { WhiteWins, BlackWins, Draw };
std::string_view to_pgn(GameResult r);                   // "1-0", "0-1", "1/2-1/2"
std::optional<GameResult> result_from_pgn(std::string_view text);

struct MoveRecord {
    std::string uci, san;
    std::optional<Score> score;     // from the mover's point of view
    // The last reported score, bound or not, and its depth (cutechess's PGN comment); none = as `score`.
    std::optional<Score> last_score;
    std::optional<int> last_depth;
    std::optional<int> depth, seldepth, hashfull;
    std::optional<std::uint64_t> nodes, nps, tbhits;
    std::int64_t time_ms = 0;       // thinking time the manager measured
    std::optional<std::int64_t> latency_ms;  // time_ms minus the engine's own last reported search time
    std::vector<std::string> matched_lines;  // engine lines that matched -pgnout match_line=
    std::vector<std::string> pv;    // the principal variation of the search's last info (-pgnout pv=true)
    std::optional<std::int64_t> clock_ms;  // the mover's clock after the move (increment added); none untimed
    bool book = false;              // an opening move, not played by an engine
};

struct GameRecord {
    int id = 0;                     // index in the full schedule (stable across shards and resumes)
    int pair = -1;                  // pair index (both colours of one opening), -1 if unpaired
    int round = 0;
    int white = 0, black = 0;       // engine indices
    std::string white_name, black_name;
    std::string start_fen;          // the opening's FEN (the standard start for PGN openings without FEN)
    bool chess960 = false;          // -variant fischerandom: Chess960 castling, PGN Variant tag
    std::string opening_name;
    std::vector<MoveRecord> moves;  // book moves first, then the engines'
    GameResult result = GameResult::Draw;
    Termination termination = Termination::Checkmate;
    std::string reason;             // one line for people: "White mates", "Black's engine crashed", ...
    std::string white_tc, black_tc; // PGN TimeControl of each side
    std::string engine_name[2], engine_author[2];  // what the engines call themselves (UCI id), [white, black]
    std::string engine_threads[2], engine_hash[2];  // their Threads and Hash as set, or as they default them
    std::string date, time;         // UTC start, "2026.11.22" and "17:03:12"
    double duration_s = 0;
    int garbage_lines[2] = {0, 0};  // unexpected engine output seen, [white, black]
    std::int64_t overrun_ms = 0;    // a time forfeit: how far past its time the side went (fastchess's reason)
    std::string illegal_move;       // an illegal-move forfeit: the engine's text (cutechess's reason quotes it)
    // What the PV checks and move validation found (pv_check.hpp): counts by key per side [white, black],
    // and the console lines in fastchess's wording, in the order they were found.
    std::map<std::string, int> warnings[2];
    std::vector<std::string> warning_lines;
};

}  // namespace gambit::match

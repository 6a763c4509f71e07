// The comment gambit-match writes after every move of its PGN, and the one reader of it (reports, the live
// page, `gambit-elo pgn --moves` for the scripts):
//   {+0.31/12 0.154s, sd=18, n=81234, nps=912000, hashfull=31, tl=9846, latency=3, pv="e2e4 e7e5", line="..." [%clk 0:00:09.846]}
// score/depth (when the engine reported a score), the time the move took, fastchess's key=value extras after
// the first comma (only those the -pgnout settings ask for), and the PGN clock command with the mover's
// clock after the move. An opening move's comment is just {book}. The reader takes cutechess's and
// fastchess's comments too ({-M3/20 1.5s}, {#3/20 ...}); whatever it does not recognise stays empty.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gambit::chess {

struct MoveComment {
    bool book = false;                    // {book}: an opening move, not an engine's
    std::optional<double> pawns;          // "+0.31": the score in pawns, from the mover's side
    std::optional<int> mate;              // "+M3" / "-M3": mate in N moves (negative: the mover is mated)
    std::optional<int> depth;             // after the score's '/' (written as 0 when a score has none)
    std::optional<double> seconds;        // "0.154s": the time the move took
    std::optional<int> seldepth;          // sd=
    std::optional<std::uint64_t> nodes;   // n=
    std::optional<std::uint64_t> nps;     // nps=
    std::optional<int> hashfull;          // hashfull=
    std::optional<std::int64_t> timeleft_ms;  // tl=
    std::optional<std::int64_t> latency_ms;   // latency=
    std::vector<std::string> pv;          // pv="e2e4 e7e5": UCI moves
    std::optional<std::string> line;      // line="...": an engine line (braces would end the comment: none)
    std::optional<double> clock_seconds;  // [%clk h:mm:ss.fff]: the mover's clock after the move

    bool has_score() const { return pawns || mate; }
};

// The comment's text, without the braces. The time is written when `seconds` is set (always, for an engine
// move of gambit-match); each extra when it is set.
std::string format_move_comment(const MoveComment& comment);

// Reads a comment's text (what stands between the braces); never throws. A score is the first word and
// holds a '/' ("+0.31/12"); the time is any word ending in 's' that is a number before it.
MoveComment parse_move_comment(std::string_view text);

}  // namespace gambit::chess

// Time controls and search limits, as written on the command line (cutechess/fastchess style):
// `tc=40/60+0.6` (moves/seconds+increment), `tc=10+0.1`, `tc=0:30`, `tc=hg60` (hourglass), `tc=inf`, `st=0.1` (seconds per move),
// `nodes=N`, `depth=N`, `nodestime=N`. Limits combine: `tc=inf nodes=5000` searches 5000 nodes with no clock.
// It sits with the engine clients because the xboard client sends it to its engine (`level`, `st`, `sd`).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace gambit::match {

struct TimeControl {
    int moves = 0;                  // moves per period; 0 = the whole game is one period
    std::int64_t base_ms = 0;       // time per period; 0 with no increment = no clock (tc=inf)
    std::int64_t increment_ms = 0;  // added after every move
    std::int64_t movetime_ms = 0;   // st=: fixed time per move (0 = not set)
    std::int64_t nodes = 0;         // nodes=: per move (0 = not set)
    int depth = 0;                  // depth=: per move (0 = not set)
    // nodestime=N: the clock is charged N nodes (the engine's last `info nodes`) per millisecond instead
    // of wall time, so timed games replay identically under any load; the engine must count the same
    // way (gambit: option.NodesTime=N, Stockfish: option.nodestime=N). 0 = the wall clock.
    std::int64_t nodes_per_ms = 0;
    // tc=hg60 (cutechess-cli): an hourglass, the time one side spends on a move is added to the other's
    // clock when both sides play one; no increment, no periods (cutechess refuses them).
    bool hourglass = false;

    bool has_clock() const { return base_ms > 0 || increment_ms > 0; }
    bool limited() const { return has_clock() || movetime_ms > 0 || nodes > 0 || depth > 0; }
    bool operator==(const TimeControl&) const = default;
};

// Parses the value of `tc=`: "40/60+0.6", "10+0.1", "60", "0:30+0.5", "inf". Throws std::invalid_argument
// with a one-line message naming the bad text.
void parse_tc(std::string_view text, TimeControl& into);
// Parses the value of `st=` (seconds, fractional allowed) into movetime_ms.
void parse_st(std::string_view text, TimeControl& into);

// The `tc=` text that parse_tc reads back ("inf" when there is no clock).
std::string format_tc(const TimeControl& tc);
// A one-word summary for reports and the PGN TimeControl tag: "40/60+0.6", "10+0.1", "st=0.1", "nodes=5000",
// "depth=8", "inf" (combinations joined by spaces).
std::string describe(const TimeControl& tc);
// The PGN TimeControl tag: "40/60+0.6", "10+0.1", "60", or "-" when there is no clock (movetime: "1/0.1").
std::string pgn_time_control(const TimeControl& tc);

// Milliseconds from a seconds string such as "0.6" or "10"; throws std::invalid_argument.
std::int64_t seconds_to_ms(std::string_view text);

}  // namespace gambit::match

// One side's chess clock, kept by the manager with a monotonic clock: the engine's own idea of time is
// never trusted. Handles sudden death, increments, moves/time periods (movestogo) and the time margin.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>

#include "client/time_control.hpp"

namespace gambit::match {

class Clock {
public:
    explicit Clock(const TimeControl& tc);

    bool has_clock() const { return tc_.has_clock(); }
    // Time left before this move, in whole milliseconds (what `go wtime/btime` says; never negative).
    std::int64_t remaining_ms() const;
    // Moves left in the current period, if the time control has periods (what `go movestogo` says).
    std::optional<std::int64_t> moves_to_go() const;
    std::int64_t increment_ms() const { return tc_.increment_ms; }

    // How long the engine may think on this move before it has lost on time, margin included;
    // nullopt when no clock and no st= limit the move.
    std::optional<std::chrono::milliseconds> allowance(std::chrono::milliseconds margin) const;

    // Charges one move's thinking time. Returns false if the flag fell: the move took longer than the
    // time left (or than st=) plus the margin. Otherwise the increment is added and the period refilled.
    bool charge(std::chrono::nanoseconds elapsed, std::chrono::milliseconds margin);
    // An hourglass: the opponent's thinking time, added to this clock (cutechess adds whole milliseconds).
    void add(std::chrono::milliseconds time) { remaining_ += time; }

private:
    TimeControl tc_;
    std::chrono::nanoseconds remaining_;
    int moves_left_;  // in the current period (only when tc_.moves > 0)
};

}  // namespace gambit::match

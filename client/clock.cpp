#include "client/clock.hpp"

#include <algorithm>

namespace gambit::match {

using namespace std::chrono;

// As fastchess: the clock starts with the base time plus one increment (cutechess starts at the base time).
Clock::Clock(const TimeControl& tc)
    : tc_(tc), remaining_(milliseconds(tc.base_ms + tc.increment_ms)), moves_left_(tc.moves) {}

std::int64_t Clock::remaining_ms() const {
    return std::max<std::int64_t>(0, duration_cast<milliseconds>(remaining_).count());
}

std::optional<std::int64_t> Clock::moves_to_go() const {
    if (!tc_.has_clock() || tc_.moves <= 0) return std::nullopt;
    return moves_left_;
}

std::optional<milliseconds> Clock::allowance(milliseconds margin) const {
    if (tc_.has_clock()) return milliseconds(remaining_ms()) + margin;
    if (tc_.movetime_ms > 0) return milliseconds(tc_.movetime_ms) + margin;
    return std::nullopt;
}

bool Clock::charge(nanoseconds elapsed, milliseconds margin) {
    if (tc_.has_clock()) {
        remaining_ -= elapsed;
        if (remaining_ + margin < nanoseconds(0)) return false;
        // An overrun forgiven by the margin leaves an empty clock, not a debt.
        remaining_ = std::max(remaining_, nanoseconds(0)) + milliseconds(tc_.increment_ms);
        if (tc_.moves > 0 && --moves_left_ == 0) {
            moves_left_ = tc_.moves;
            remaining_ += milliseconds(tc_.base_ms);
        }
        return true;
    }
    if (tc_.movetime_ms > 0) return elapsed <= milliseconds(tc_.movetime_ms) + margin;
    return true;
}

}  // namespace gambit::match

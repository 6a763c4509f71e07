#include "client/time_control.hpp"

#include <charconv>
#include <cmath>
#include <stdexcept>

namespace gambit::match {
namespace {

std::invalid_argument bad(std::string_view what, std::string_view text) {
    return std::invalid_argument(std::string(what) + " '" + std::string(text) + "'");
}

double parse_number(std::string_view text, std::string_view what) {
    double value = 0;
    const auto* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    // Above 1e12 (seconds, minutes, moves) the milliseconds would not fit an int64 (found by fuzz/cli).
    if (text.empty() || ec != std::errc() || ptr != end || !std::isfinite(value) || value < 0 || value > 1e12)
        throw bad(what, text);
    return value;
}

// Seconds as "12.5" or "m:ss" ("1:30" = 90 s).
std::int64_t clock_text_to_ms(std::string_view text) {
    if (auto colon = text.find(':'); colon != std::string_view::npos) {
        double minutes = parse_number(text.substr(0, colon), "bad minutes in time control");
        double seconds = parse_number(text.substr(colon + 1), "bad seconds in time control");
        return std::llround((minutes * 60 + seconds) * 1000);
    }
    return seconds_to_ms(text);
}

std::string seconds_text(std::int64_t ms) {
    std::string s = std::to_string(ms / 1000);
    if (std::int64_t frac = ms % 1000; frac != 0) {
        std::string digits = std::to_string(1000 + frac).substr(1);  // three digits, leading zeros kept
        while (digits.back() == '0') digits.pop_back();
        s += "." + digits;
    }
    return s;
}

}  // namespace

std::int64_t seconds_to_ms(std::string_view text) {
    // fastchess also takes a unit: 10s, 0.1s.
    if (text.size() > 1 && text.back() == 's') text.remove_suffix(1);
    return std::llround(parse_number(text, "bad number of seconds") * 1000);
}

void parse_tc(std::string_view text, TimeControl& into) {
    into.moves = 0;
    into.base_ms = into.increment_ms = 0;
    into.hourglass = false;
    if (text == "inf" || text == "infinite" || text == "-") return;
    std::string_view rest = text;
    if (auto slash = rest.find('/'); slash != std::string_view::npos) {
        // 0/T is cutechess-cli's sudden death: no periods.
        double moves = parse_number(rest.substr(0, slash), "bad moves per period in tc");
        if (moves < 0 || moves != std::floor(moves) || moves > 10000) throw bad("bad moves per period in tc", text);
        into.moves = static_cast<int>(moves);
        rest = rest.substr(slash + 1);
    }
    if (auto plus = rest.find('+'); plus != std::string_view::npos) {
        into.increment_ms = seconds_to_ms(rest.substr(plus + 1));
        rest = rest.substr(0, plus);
    }
    if (rest.substr(0, 2) == "hg") {  // cutechess-cli's hourglass prefix, after any "N/"
        into.hourglass = true;
        rest.remove_prefix(2);
    }
    into.base_ms = clock_text_to_ms(rest);
    if (!into.has_clock()) throw bad("time control without time", text);
    if (into.hourglass && (into.increment_ms > 0 || into.moves > 0))
        throw bad("an hourglass takes no increment and no moves per period in tc", text);
}

void parse_st(std::string_view text, TimeControl& into) {
    into.movetime_ms = seconds_to_ms(text);
    if (into.movetime_ms <= 0) throw bad("st= must be positive", text);
}

std::string format_tc(const TimeControl& tc) {
    if (!tc.has_clock()) return "inf";
    std::string s;
    if (tc.hourglass) s += "hg";  // cutechess's text, its PGN TimeControl tag too
    if (tc.moves > 0) s += std::to_string(tc.moves) + "/";
    s += seconds_text(tc.base_ms);
    if (tc.increment_ms > 0) s += "+" + seconds_text(tc.increment_ms);
    return s;
}

std::string describe(const TimeControl& tc) {
    std::string s;
    auto add = [&s](const std::string& part) { s += (s.empty() ? "" : " ") + part; };
    if (tc.has_clock()) add(format_tc(tc));
    if (tc.movetime_ms > 0) add("st=" + seconds_text(tc.movetime_ms));
    if (tc.nodes > 0) add("nodes=" + std::to_string(tc.nodes));
    if (tc.depth > 0) add("depth=" + std::to_string(tc.depth));
    if (tc.nodes_per_ms > 0) add("nodestime=" + std::to_string(tc.nodes_per_ms));
    return s.empty() ? "inf" : s;
}

std::string pgn_time_control(const TimeControl& tc) {
    if (tc.has_clock()) return format_tc(tc);
    if (tc.movetime_ms > 0) return "1/" + seconds_text(tc.movetime_ms);
    return "-";
}

}  // namespace gambit::match

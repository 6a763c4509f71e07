// What an engine says while it searches: the `info` line, parsed.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gambit::match {

struct Score {
    enum class Kind { Cp, Mate } kind = Kind::Cp;
    int value = 0;  // centipawns, or moves to mate (negative when the engine is getting mated)
    bool lowerbound = false, upperbound = false;
};

// The last complete `info` line of multipv 1; fields the engine did not send stay empty.
struct SearchInfo {
    std::optional<int> depth{}, seldepth{}, hashfull{};
    std::optional<Score> score{};
    std::optional<std::uint64_t> nodes{}, nps{}, tbhits{};
    std::optional<int> time_ms{};
    std::vector<std::string> pv{};
    std::optional<int> multipv{};
};

// Parses one line starting with `info`. Tokens may come in any order; unknown ones are skipped.
// Returns nullopt for `info string ...`, for lines of another multipv than 1 (unless `any_multipv`: the PV
// checks look at every line), and for anything that is not an info line or carries none of the fields above.
std::optional<SearchInfo> parse_info(std::string_view line, bool any_multipv = false);

}  // namespace gambit::match

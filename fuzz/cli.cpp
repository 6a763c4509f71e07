// Fuzz target: gambit-match's command line and time-control strings. Each input line is one argv token;
// the first line is also read as a `tc=` and an `st=` value. Inputs naming -config are skipped (it reads and
// writes files). Holds: a time control that parses formats (format_tc) to text that parses to the same
// control; a command line that parses gives settings whose JSON (as -dump-config writes it) reads back to
// settings with the same JSON, and every engine's time control round-trips too.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "fuzz/check.hpp"
#include "manager/cli/command_line.hpp"
#include "manager/cli/config_json.hpp"
#include "client/time_control.hpp"

using namespace gambit;
using namespace gambit::match;
using fuzz::check;

namespace {

void check_tc_round_trip(const TimeControl& tc) {
    if (!tc.has_clock()) return;
    const std::string text = format_tc(tc);
    TimeControl again;
    try {
        parse_tc(text, again);
    } catch (const std::invalid_argument& e) {
        fuzz::fail("formatted tc parses", text + " : " + e.what());
    }
    check(again.moves == tc.moves && again.base_ms == tc.base_ms && again.increment_ms == tc.increment_ms,
          "formatted tc parses to the same control", text);
}

void check_time_control(const std::string& text) {
    TimeControl tc;
    try {
        parse_tc(text, tc);
        check(tc.base_ms >= 0 && tc.increment_ms >= 0 && tc.moves >= 0, "tc is not negative", text);
        check_tc_round_trip(tc);
    } catch (const std::invalid_argument&) {
    }
    try {
        parse_st(text, tc);
        check(tc.movetime_ms > 0, "st is positive", text);
    } catch (const std::invalid_argument&) {
    }
}

void check_command_line(const std::vector<std::string>& args) {
    for (const std::string& arg : args)
        if (arg.find("config") != std::string::npos) return;
    CommandLine parsed;
    try {
        parsed = parse_command_line(args);
    } catch (const UsageError&) {
        return;
    }
    for (const EngineSpec& engine : parsed.config.engines) check_tc_round_trip(engine.tc);
    const auto json = config_to_json(parsed.config);
    std::string text;
    try {
        text = json.dump();
    } catch (const nlohmann::json::type_error& e) {
        fuzz::fail("accepted settings are UTF-8 (the command line refuses what is not)", e.what());
    }
    MatchConfig again;
    try {
        again = config_from_json(json, "dumped");
    } catch (const UsageError& e) {
        fuzz::fail("dumped settings read back", text + " : " + e.what());
    }
    check(config_to_json(again) == json, "dumped settings read back to the same settings", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = fuzz::as_text(data, size);
    std::vector<std::string> args;
    for (std::size_t start = 0; start <= input.size() && args.size() < 64;) {
        std::size_t end = input.find('\n', start);
        if (end == std::string_view::npos) end = input.size();
        args.emplace_back(input.substr(start, end - start));
        start = end + 1;
    }
    check_time_control(args.front());
    check_command_line(args);
    return 0;
}

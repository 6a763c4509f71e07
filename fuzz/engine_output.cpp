// Fuzz target: the manager's reading of what a UCI engine prints (`id`, `option`, `info`, `bestmove` lines),
// one line per input line, each given to every reader. Holds: what a reader returns prints back to a line
// that reads to the same value (info fields and pv, option fields, bestmove and ponder, id); pv moves look
// like moves; an option value the manager accepts is accepted again unchanged.
#include <cstdint>
#include <optional>
#include <string>

#include "chess/pgn/text.hpp"
#include "fuzz/check.hpp"
#include "client/uci_info.hpp"
#include "client/uci_option.hpp"
#include "client/uci_reply.hpp"

using namespace gambit;
using namespace gambit::match;
using fuzz::check;

namespace {

bool same(const std::optional<Score>& a, const std::optional<Score>& b) {
    if (!a || !b) return a.has_value() == b.has_value();
    return a->kind == b->kind && a->value == b->value && a->lowerbound == b->lowerbound && a->upperbound == b->upperbound;
}

bool same(const SearchInfo& a, const SearchInfo& b) {
    return a.depth == b.depth && a.seldepth == b.seldepth && a.hashfull == b.hashfull && same(a.score, b.score) &&
           a.nodes == b.nodes && a.nps == b.nps && a.tbhits == b.tbhits && a.time_ms == b.time_ms && a.pv == b.pv;
}

std::string info_line(const SearchInfo& info) {
    std::string line = "info";
    auto add = [&](const char* key, const auto& value) {
        if (value) line += std::string(" ") + key + " " + std::to_string(*value);
    };
    add("depth", info.depth);
    add("seldepth", info.seldepth);
    add("hashfull", info.hashfull);
    add("time", info.time_ms);
    add("nodes", info.nodes);
    add("nps", info.nps);
    add("tbhits", info.tbhits);
    if (info.score) {
        line += info.score->kind == Score::Kind::Cp ? " score cp " : " score mate ";
        line += std::to_string(info.score->value);
        if (info.score->lowerbound) line += " lowerbound";
        if (info.score->upperbound) line += " upperbound";
    }
    if (!info.pv.empty()) line += " pv";
    for (const auto& move : info.pv) line += " " + move;
    return line;
}

void check_info(std::string_view line) {
    const auto info = parse_info(line);
    if (!info) return;
    for (const auto& move : info->pv)
        check(move.size() == 4 || move.size() == 5, "pv move looks like a move", move);
    const std::string printed = info_line(*info);
    const auto again = parse_info(printed);
    check(again && same(*again, *info), "info prints back to the same info", printed);
}

std::string joined_words(std::string_view text) {
    std::string joined;
    for (std::string_view word : text::split_words(text)) joined += (joined.empty() ? "" : " ") + std::string(word);
    return joined;
}

std::string option_line(const UciOption& option) {
    std::string line = "option name " + option.name;
    if (!option.type.empty()) line += " type " + option.type;
    line += " default " + (option.default_value.empty() ? std::string("<empty>") : option.default_value);
    if (option.min) line += " min " + std::to_string(*option.min);
    if (option.max) line += " max " + std::to_string(*option.max);
    for (const auto& var : option.vars) line += " var " + var;
    return line;
}

void check_option(std::string_view line) {
    const auto option = parse_option(line);
    if (!option) return;
    check(joined_words(option->name) == option->name, "option name is words joined by single spaces", option->name);
    const std::string printed = option_line(*option);
    const auto again = parse_option(printed);
    check(again && again->name == option->name && again->type == option->type &&
              again->default_value == option->default_value && again->min == option->min &&
              again->max == option->max && again->vars == option->vars,
          "option prints back to the same option", printed);
    for (const std::string& value : {option->default_value, std::string("true"), std::string("0"),
                                     option->vars.empty() ? std::string() : option->vars.back()}) {
        const OptionValue checked = check_option_value(*option, value);
        if (!checked.error.empty()) continue;
        const OptionValue again_checked = check_option_value(*option, checked.value);
        check(again_checked.error.empty() && again_checked.value == checked.value,
              "an accepted option value is accepted again unchanged", checked.value);
        if (option->type == "spin") {
            const long long n = std::stoll(checked.value);
            check((!option->min || n >= *option->min) && (!option->max || n <= *option->max), "spin value in range",
                  checked.value);
        }
    }
}

void check_bestmove(std::string_view line) {
    const auto reply = parse_bestmove(line);
    if (!reply) return;
    check(reply->move.find_first_of(" \t") == std::string::npos, "bestmove is one word", reply->move);
    std::string printed = "bestmove " + reply->move;
    if (reply->ponder) {
        check(!reply->ponder->empty() && reply->ponder->find_first_of(" \t") == std::string::npos,
              "ponder move is one word", *reply->ponder);
        printed += " ponder " + *reply->ponder;
    }
    const auto again = parse_bestmove(printed);
    check(again && again->move == reply->move && again->ponder == reply->ponder, "bestmove prints back", printed);
}

void check_id(std::string_view line) {
    const auto id = parse_id(line);
    if (!id) return;
    check(id->field == "name" || id->field == "author", "id field is name or author", id->field);
    check(trim_blanks(id->value) == id->value, "id value is trimmed", id->value);
    const auto again = parse_id("id " + id->field + " " + id->value);
    check(again && again->field == id->field && again->value == id->value, "id prints back", id->value);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = fuzz::as_text(data, size);
    for (std::size_t start = 0; start <= input.size();) {
        std::size_t end = input.find('\n', start);
        if (end == std::string_view::npos) end = input.size();
        const std::string_view line = input.substr(start, end - start);
        start = end + 1;
        check_info(line);
        check_option(line);
        check_bestmove(line);
        check_id(line);
    }
    return 0;
}

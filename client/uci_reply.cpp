#include "client/uci_reply.hpp"

namespace gambit::match {

bool starts_with_word(std::string_view line, std::string_view word) {
    return line.substr(0, word.size()) == word &&
           (line.size() == word.size() || line[word.size()] == ' ' || line[word.size()] == '\t');
}

std::string_view trim_blanks(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

std::optional<IdLine> parse_id(std::string_view line) {
    line = trim_blanks(line);
    if (!starts_with_word(line, "id")) return std::nullopt;
    const std::string_view rest = trim_blanks(line.substr(2));
    for (std::string_view field : {"name", "author"})
        if (starts_with_word(rest, field)) return IdLine{std::string(field), std::string(trim_blanks(rest.substr(field.size())))};
    return std::nullopt;
}

std::optional<BestMoveLine> parse_bestmove(std::string_view line) {
    line = trim_blanks(line);
    if (!starts_with_word(line, "bestmove")) return std::nullopt;
    BestMoveLine reply;
    const std::string_view rest = trim_blanks(line.substr(8));
    const auto space = rest.find_first_of(" \t");
    reply.move = std::string(rest.substr(0, space));
    if (space != std::string_view::npos) {
        const std::string_view tail = trim_blanks(rest.substr(space));
        if (starts_with_word(tail, "ponder")) {
            const std::string_view ponder = trim_blanks(tail.substr(6));
            if (!ponder.empty()) reply.ponder = std::string(ponder.substr(0, ponder.find_first_of(" \t")));
        }
    }
    return reply;
}

}  // namespace gambit::match

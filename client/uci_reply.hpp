// The lines of a UCI engine that the manager reads word by word besides `info` and `option`:
// `id name|author X` during the handshake and `bestmove M [ponder P]` ending a search.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gambit::match {

// True if `line` starts with `word` followed by a space, a tab or nothing.
bool starts_with_word(std::string_view line, std::string_view word);
// `s` without leading and trailing spaces and tabs.
std::string_view trim_blanks(std::string_view s);

struct IdLine {
    std::string field;  // "name" or "author"
    std::string value;  // may contain spaces; "" if none was given
};
// `id name X` / `id author X`; nullopt for any other line (other id fields included).
std::optional<IdLine> parse_id(std::string_view line);

struct BestMoveLine {
    std::string move;                   // the first word after bestmove ("" if none)
    std::optional<std::string> ponder;  // the word after `ponder`, if any
};
// `bestmove M [ponder P]`, anything after them ignored; nullopt if the line is not a bestmove line.
std::optional<BestMoveLine> parse_bestmove(std::string_view line);

}  // namespace gambit::match

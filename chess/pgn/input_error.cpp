#include "chess/pgn/input_error.hpp"

namespace gambit::chess {

namespace {
std::string located(const std::string& source, int line, const std::string& what) {
    if (line <= 0) return source + ": " + what;
    return source + ":" + std::to_string(line) + ": " + what;
}
}  // namespace

InputError::InputError(const std::string& source, int line, const std::string& what)
    : std::runtime_error(located(source, line, what)), source_(source), line_(line), reason_(what) {}

}  // namespace gambit::chess

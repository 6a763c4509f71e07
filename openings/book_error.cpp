#include "openings/book_error.hpp"

namespace gambit::openings {

namespace {
std::string located(const std::string& source, int line, const std::string& what) {
    if (line <= 0) return source + ": " + what;
    return source + ":" + std::to_string(line) + ": " + what;
}
}  // namespace

BookError::BookError(const std::string& source, int line, const std::string& what)
    : std::runtime_error(located(source, line, what)), source_(source), line_(line), reason_(what) {}

}  // namespace gambit::openings

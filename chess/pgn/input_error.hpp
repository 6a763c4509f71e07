// The one error type of every text reader built on the chess core (PGN, and the openings' EPD and books):
// "file:line: what was wrong", so a bad input is reported on one line that says where to look.
#pragma once

#include <stdexcept>
#include <string>

namespace gambit::chess {

class InputError : public std::runtime_error {
public:
    // line <= 0 means "the file as a whole" (cannot open, empty book): what() is then "file: what".
    InputError(const std::string& source, int line, const std::string& what);

    const std::string& source() const { return source_; }
    int line() const { return line_; }
    const std::string& reason() const { return reason_; }   // what() without the "file:line: " prefix

private:
    std::string source_;
    int line_;
    std::string reason_;
};

}  // namespace gambit::chess

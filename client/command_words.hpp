// An engine's command line given as one string ("stockfish", "./gambit --threads 2", "'my engine' -x"), split
// into words as a POSIX shell splits them, without expanding anything: the quoting of Python's shlex.split.
#pragma once

#include <string>
#include <vector>

namespace gambit::match {

// Words separated by blanks; '...' keeps everything literally, "..." keeps all but \" and \\ (escaped),
// and a backslash outside quotes keeps the next character. Throws std::invalid_argument ("no closing
// quotation", "no escaped character") for a line a shell would not accept.
std::vector<std::string> command_words(const std::string& line);

}  // namespace gambit::match

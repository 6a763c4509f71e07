// A command-line tool of the `gambit` binary: `gambit NAME ARGS...`. engine/main.cpp keeps the table.
#pragma once

#include <span>
#include <string_view>

namespace gambit::tools {

// Arguments after the tool name. Returns the process exit code: 0 ok, 1 the check failed
// (e.g. perft mismatch), 2 bad usage or bad input (after a one-line message on stderr).
using ToolMain = int (*)(std::span<const std::string_view> args);

struct Tool {
    std::string_view name;
    ToolMain run;
    std::string_view usage;  // one line, e.g. "perft DEPTH [FEN]"
};

}  // namespace gambit::tools

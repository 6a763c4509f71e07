#include "manager/output/console_output.hpp"

#include <cstdio>

#include "manager/output/cutechess_console.hpp"
#include "manager/output/fastchess_console.hpp"
#include "manager/output/fastchess_cutechess_console.hpp"
#include "manager/output/gambit_console.hpp"

namespace gambit::match {

void print_to_stdout(const std::string& text) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

std::unique_ptr<ConsoleOutput> make_console_output(const MatchConfig& config, std::vector<std::string> names,
                                                   Print print) {
    switch (config.output) {
        case OutputFormat::Cutechess:
            // A fastchess line asking for cutechess's lines gets fastchess's rendition of them.
            if (config.dialect == Dialect::Fastchess)
                return std::make_unique<FastchessCutechessConsole>(config, std::move(names), std::move(print));
            return std::make_unique<CutechessConsole>(config, std::move(names), std::move(print));
        case OutputFormat::Fastchess: return std::make_unique<FastchessConsole>(config, std::move(names), std::move(print));
        case OutputFormat::Gambit: break;
    }
    return std::make_unique<GambitConsole>(config, std::move(names), std::move(print));
}

}  // namespace gambit::match

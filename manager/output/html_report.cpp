#include "manager/output/html_report.hpp"

#include <optional>
#include <string>

#include "elo/report/load.hpp"
#include "elo/report/html_pieces.hpp"
#include "manager/output/atomic_file.hpp"

namespace gambit::match {

void write_report(const MatchConfig& config) {
    const std::optional<std::string> pgn =
        config.pgn.file.empty() ? std::nullopt : std::optional<std::string>(config.pgn.file);
    const report::ReportInput input = report::load_report_input(config.results, pgn);
    const bool markdown = config.report.ends_with(".md");
    write_file_atomically(config.report, markdown ? report::render_markdown(input) : report::render_html(input));
}

}  // namespace gambit::match

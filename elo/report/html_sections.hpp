// The sections of the HTML report, each a function writing its HTML (render_html.cpp puts them in order).
// Internal to report/: the live page uses the pieces html_pieces.hpp names.
#pragma once

#include <string>

#include "elo/report/analysis.hpp"
#include "elo/report/report_input.hpp"

namespace gambit::report::html {

// Escaped text.
std::string esc(const std::string& s);
// `word` with its meaning from the glossary on hover (an <abbr>), or plain when it has none.
std::string term(const std::string& word, const std::string& shown = "");
// A table that scrolls sideways inside its box on a narrow screen rather than widening the page.
std::string scroll(const std::string& table_html);

std::string openings_section(const ReportInput& in, const Headline& main);  // html_openings.cpp
std::string terminations_section(const ReportInput& in);                   // html_tables.cpp
std::string warnings_section(const ReportInput& in);
std::string moves_section(const ReportInput& in);
std::string engines_section(const ReportInput& in);
std::string settings_section(const ReportInput& in);
std::string pairs_section(const ReportInput& in);

}  // namespace gambit::report::html

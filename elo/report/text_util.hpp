// Small text helpers shared by the renderers: escaping and number formatting that never shows NaN.
#pragma once

#include <string>
#include <string_view>

namespace gambit::report {

// Escapes &, <, >, " and ' so any text from engines or files is inert in HTML (text and attributes).
std::string html_escape(std::string_view text);

// Escapes what Markdown tables and inline text would interpret (| ` * _ [ ] < > \) and flattens newlines.
std::string md_escape(std::string_view text);

// Fixed-point with `digits` decimals; "n/a" for NaN or infinity, "-0.00" printed as "0.00".
std::string fixed(double value, int digits);

// Same, with an explicit sign for positive values ("+3.20").
std::string signed_fixed(double value, int digits);

// Integer-valued counts print without decimals ("1234"), fractional ones with two.
std::string count_text(double value);

// Points always with one decimal ("2.0", "1.5"), so a column of points lines up.
std::string points_text(double value);

}  // namespace gambit::report

#include "elo/report/text_util.hpp"

#include <cmath>
#include <cstdio>

#include "plot/svg_plot.hpp"

namespace gambit::report {

std::string html_escape(std::string_view text) {
    return plot::xml_escape(text);
}

std::string md_escape(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c == '\n' || c == '\r') {
            out += ' ';
            continue;
        }
        if (c == '<') {
            out += "&lt;";
            continue;
        }
        if (c == '>') {
            out += "&gt;";
            continue;
        }
        if (std::string_view("|`*_[]\\#").find(c) != std::string_view::npos) out += '\\';
        out += c;
    }
    return out;
}

std::string fixed(double value, int digits) {
    if (!std::isfinite(value)) return "n/a";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, value);
    std::string s = buf;
    if (s.front() == '-' && s.find_first_not_of("-0.") == std::string::npos) s.erase(0, 1);
    return s;
}

std::string signed_fixed(double value, int digits) {
    std::string s = fixed(value, digits);
    if (std::isfinite(value) && s.front() != '-' && s.find_first_not_of("0.") != std::string::npos)
        return '+' + s;
    return s;
}

std::string count_text(double value) {
    if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e15) return fixed(value, 0);
    return fixed(value, 2);
}

std::string points_text(double value) {
    return fixed(value, 1);
}

}  // namespace gambit::report

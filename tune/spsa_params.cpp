#include "tune/spsa_params.hpp"

#include <charconv>
#include <cmath>
#include <fstream>
#include <sstream>

namespace gambit::tune {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split_commas(std::string_view line) {
    std::vector<std::string_view> fields;
    for (std::size_t start = 0;;) {
        const std::size_t comma = line.find(',', start);
        fields.push_back(trim(line.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start)));
        if (comma == std::string_view::npos) return fields;
        start = comma + 1;
    }
}

}  // namespace

std::string number_text(double value) {
    char buf[64];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value);
    return ec == std::errc() ? std::string(buf, end) : std::string("nan");
}

std::vector<SpsaParam> parse_spsa_params(std::string_view text, const std::string& source) {
    std::vector<SpsaParam> params;
    std::vector<int> defined_on;
    int line_number = 0;
    std::istringstream in{std::string(text)};
    for (std::string raw; std::getline(in, raw);) {
        ++line_number;
        const std::string_view line = trim(raw);
        if (line.empty() || line.front() == '#') continue;
        const std::string where = source + ":" + std::to_string(line_number) + ": ";
        const auto fields = split_commas(line);
        if (fields.size() != 6)
            throw ParamError(where + "expected 6 comma-separated fields name,start,min,max,c_end,r_end, got " +
                             std::to_string(fields.size()));
        auto number = [&](std::size_t i, const char* field) {
            double value = 0;
            const std::string_view t = fields[i];
            auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
            if (t.empty() || ec != std::errc() || end != t.data() + t.size() || !std::isfinite(value))
                throw ParamError(where + field + ": expected a finite number, got '" + std::string(t) + "'");
            return value;
        };
        SpsaParam p;
        p.name = std::string(fields[0]);
        if (p.name.empty()) throw ParamError(where + "the option name (first field) is empty");
        p.start = number(1, "start");
        p.min = number(2, "min");
        p.max = number(3, "max");
        p.c_end = number(4, "c_end");
        p.r_end = number(5, "r_end");
        if (!(p.c_end > 0)) throw ParamError(where + "c_end must be > 0, got " + number_text(p.c_end));
        if (p.r_end < 0) throw ParamError(where + "r_end must be >= 0, got " + number_text(p.r_end));
        if (p.min > p.max)
            throw ParamError(where + "min " + number_text(p.min) + " is greater than max " + number_text(p.max));
        if (p.start < p.min || p.start > p.max)
            throw ParamError(where + "start " + number_text(p.start) + " lies outside [" + number_text(p.min) + ", " +
                             number_text(p.max) + "]");
        for (std::size_t i = 0; i < params.size(); ++i)
            if (params[i].name == p.name)
                throw ParamError(where + "'" + p.name + "' is already defined on line " + std::to_string(defined_on[i]));
        params.push_back(std::move(p));
        defined_on.push_back(line_number);
    }
    if (params.empty()) throw ParamError(source + ": no parameters (expected lines name,start,min,max,c_end,r_end)");
    return params;
}

std::vector<SpsaParam> load_spsa_params(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw ParamError(path + ": cannot read the parameter file");
    std::ostringstream text;
    text << in.rdbuf();
    return parse_spsa_params(text.str(), path);
}

std::string format_spsa_values(const std::vector<SpsaParam>& params, const std::vector<double>& theta) {
    std::string out;
    for (std::size_t i = 0; i < params.size(); ++i) {
        const SpsaParam& p = params[i];
        // Four decimals: what a person reads and pastes; the state file keeps the exact value.
        out += p.name + "," + number_text(std::round(theta[i] * 1e4) / 1e4) + "," + number_text(p.min) + "," + number_text(p.max) + "," +
               number_text(p.c_end) + "," + number_text(p.r_end) + "\n";
    }
    return out;
}

}  // namespace gambit::tune

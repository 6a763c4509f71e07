#include "openings/epd.hpp"

#include <algorithm>
#include <cctype>

#include "openings/book_error.hpp"
#include "openings/string_helpers.hpp"

namespace gambit::openings {

std::optional<std::string> EpdRecord::op(std::string_view name) const {
    for (const auto& [code, operand] : ops)
        if (code == name) return operand;
    return std::nullopt;
}

void EpdRecord::set_op(const std::string& name, const std::string& operand) {
    for (auto& [code, value] : ops)
        if (code == name) {
            value = operand;
            return;
        }
    ops.emplace_back(name, operand);
}

namespace {

// Splits the opcode part at ';' outside double quotes.
std::vector<std::string_view> split_ops(std::string_view text, const std::string& source, int line) {
    std::vector<std::string_view> parts;
    bool quoted = false;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && quoted && i + 1 < text.size()) {
            ++i;
        } else if (text[i] == '"') {
            quoted = !quoted;
        } else if (text[i] == ';' && !quoted) {
            parts.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    if (quoted) throw BookError(source, line, "unterminated string in EPD opcodes");
    parts.push_back(text.substr(start));
    return parts;
}

std::string unquote(std::string_view operand) {
    if (operand.size() < 2 || operand.front() != '"' || operand.back() != '"') return std::string(operand);
    std::string out;
    for (std::size_t i = 1; i + 1 < operand.size(); ++i) {
        if (operand[i] == '\\' && i + 2 < operand.size()) ++i;
        out += operand[i];
    }
    return out;
}

}  // namespace

EpdRecord parse_epd_line(std::string_view text, const std::string& source, int line) {
    text = trim(text);
    EpdRecord record;
    record.line = line;

    std::vector<std::string_view> fields;
    std::size_t pos = 0;
    while (fields.size() < 4) {
        std::string_view field = next_word(text, pos);
        if (field.empty()) break;
        fields.push_back(field);
    }
    if (fields.size() < 4)
        throw BookError(source, line, "EPD needs four FEN fields (placement, side, castling, en passant), got " +
                                          std::to_string(fields.size()));

    if (std::count(fields[0].begin(), fields[0].end(), '/') != 7)
        throw BookError(source, line, "bad FEN placement '" + std::string(fields[0]) +
                                          "': expected 8 ranks separated by '/'");

    // Optional halfmove and fullmove counters (a six-field FEN).
    std::string halfmove = "0", fullmove = "1";
    std::size_t after_counters = pos;
    std::string_view first = next_word(text, after_counters);
    if (is_number(first)) {
        std::string_view second = next_word(text, after_counters);
        if (!is_number(second))
            throw BookError(source, line, "FEN halfmove counter '" + std::string(first) +
                                              "' is not followed by a fullmove number");
        halfmove = first;
        fullmove = second;
        pos = after_counters;
    }

    for (std::string_view part : split_ops(text.substr(std::min(pos, text.size())), source, line)) {
        part = trim(part);
        if (part.empty()) continue;
        std::size_t p = 0;
        std::string_view code = next_word(part, p);
        // An opcode is an identifier (letter, then letters, digits, '_'): anything else, a quote above all,
        // could not be written back unambiguously.
        const bool identifier = std::isalpha(static_cast<unsigned char>(code.front())) &&
                                std::all_of(code.begin(), code.end(), [](char c) {
                                    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
                                });
        if (!identifier)
            throw BookError(source, line, "bad EPD opcode '" + std::string(code) + "'");
        record.ops.emplace_back(std::string(code), unquote(trim(part.substr(p))));
    }

    if (auto hmvc = record.op("hmvc"); hmvc && is_number(*hmvc) && halfmove == "0") halfmove = *hmvc;
    if (auto fmvn = record.op("fmvn"); fmvn && is_number(*fmvn) && fullmove == "1") fullmove = *fmvn;
    record.fen = std::string(fields[0]) + ' ' + std::string(fields[1]) + ' ' + std::string(fields[2]) + ' ' +
                 std::string(fields[3]) + ' ' + halfmove + ' ' + fullmove;
    return record;
}

std::vector<EpdRecord> read_epd(std::istream& in, const std::string& source) {
    std::vector<EpdRecord> records;
    std::string text;
    int line = 0;
    while (std::getline(in, text)) {
        ++line;
        std::string_view view = text;
        if (line == 1) view = strip_bom(view);
        view = trim(view);
        if (view.empty() || view.front() == '#') continue;
        records.push_back(parse_epd_line(view, source, line));
    }
    return records;
}

std::string format_epd(const EpdRecord& record) {
    std::size_t pos = 0;
    std::string_view fen = record.fen;
    std::string out;
    for (int i = 0; i < 4; ++i) {
        if (i) out += ' ';
        out += next_word(fen, pos);
    }
    std::string_view halfmove = next_word(fen, pos), fullmove = next_word(fen, pos);
    auto write_op = [&out](std::string_view code, std::string_view operand) {
        out += ' ';
        out += code;
        if (operand.empty()) {
            out += ';';
            return;
        }
        out += ' ';
        // Any whitespace, not only spaces: the reader trims unquoted operands.
        const bool needs_quotes = std::any_of(operand.begin(), operand.end(), [](char c) {
            return c == ';' || c == '"' || std::isspace(static_cast<unsigned char>(c));
        });
        if (!needs_quotes) {
            out += operand;
        } else {
            out += '"';
            for (char c : operand) {
                if (c == '"' || c == '\\') out += '\\';
                out += c;
            }
            out += '"';
        }
        out += ';';
    };
    if (!halfmove.empty() && halfmove != "0") write_op("hmvc", halfmove);
    if (!fullmove.empty() && fullmove != "1") write_op("fmvn", fullmove);
    for (const auto& [code, operand] : record.ops)
        if (code != "hmvc" && code != "fmvn") write_op(code, operand);
    return out;
}

}  // namespace gambit::openings

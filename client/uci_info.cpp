#include "client/uci_info.hpp"

#include <charconv>

#include "chess/pgn/text.hpp"

namespace gambit::match {

namespace {

template <class Int>
std::optional<Int> to_number(std::string_view token) {
    Int value{};
    auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (ec != std::errc() || end != token.data() + token.size()) return std::nullopt;
    return value;
}

// A move in long algebraic notation (e2e4, e7e8q) or the null move 0000.
bool looks_like_move(std::string_view token) {
    if (token == "0000") return true;
    if (token.size() != 4 && token.size() != 5) return false;
    auto file = [](char c) { return c >= 'a' && c <= 'h'; };
    auto rank = [](char c) { return c >= '1' && c <= '8'; };
    if (!file(token[0]) || !rank(token[1]) || !file(token[2]) || !rank(token[3])) return false;
    return token.size() == 4 || std::string_view("nbrqNBRQ").find(token[4]) != std::string_view::npos;
}

}  // namespace

std::optional<SearchInfo> parse_info(std::string_view line, bool any_multipv) {
    auto tokens = text::split_words(line);
    if (tokens.empty() || tokens[0] != "info") return std::nullopt;

    SearchInfo info;
    auto value_after = [&](std::size_t& i) -> std::string_view { return i + 1 < tokens.size() ? tokens[++i] : ""; };
    auto read_int = [&](std::size_t& i, std::optional<int>& field) {
        if (auto v = to_number<int>(value_after(i))) field = v;
    };
    auto read_u64 = [&](std::size_t& i, std::optional<std::uint64_t>& field) {
        if (auto v = to_number<std::uint64_t>(value_after(i))) field = v;
    };

    for (std::size_t i = 1; i < tokens.size(); ++i) {
        auto key = tokens[i];
        if (key == "string") {  // free text to the end of the line
            if (i == 1) return std::nullopt;
            break;
        } else if (key == "multipv") {
            auto k = to_number<int>(value_after(i));
            if (k && *k != 1 && !any_multipv) return std::nullopt;  // only the main line counts
            if (k) info.multipv = k;
        } else if (key == "depth") {
            read_int(i, info.depth);
        } else if (key == "seldepth") {
            read_int(i, info.seldepth);
        } else if (key == "hashfull") {
            read_int(i, info.hashfull);
        } else if (key == "time") {
            read_int(i, info.time_ms);
        } else if (key == "nodes") {
            read_u64(i, info.nodes);
        } else if (key == "nps") {
            read_u64(i, info.nps);
        } else if (key == "tbhits") {
            read_u64(i, info.tbhits);
        } else if (key == "score") {
            auto kind = value_after(i);
            auto value = to_number<int>(value_after(i));
            if ((kind != "cp" && kind != "mate") || !value) continue;
            Score score{kind == "cp" ? Score::Kind::Cp : Score::Kind::Mate, *value};
            for (; i + 1 < tokens.size(); ++i) {
                if (tokens[i + 1] == "lowerbound") score.lowerbound = true;
                else if (tokens[i + 1] == "upperbound") score.upperbound = true;
                else break;
            }
            info.score = score;
        } else if (key == "pv") {  // usually last; stops at the first token that is not a move
            info.pv.clear();
            info.pv.reserve(tokens.size() - i - 1);
            while (i + 1 < tokens.size() && looks_like_move(tokens[i + 1])) info.pv.emplace_back(tokens[++i]);
        }
        // Anything else (wdl, currmove, refutation, ...) is skipped token by token.
    }
    // Decided at the end: a later `pv` that is not followed by a move empties an earlier one.
    const bool any = info.depth || info.seldepth || info.hashfull || info.score || info.nodes || info.nps || info.tbhits ||
                     info.time_ms || !info.pv.empty();
    if (!any) return std::nullopt;
    return info;
}

}  // namespace gambit::match

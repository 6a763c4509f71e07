#include "chess/pgn/move_comment.hpp"

#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "chess/pgn/text.hpp"

namespace gambit::chess {

std::string format_move_comment(const MoveComment& c) {
    if (c.book) return "book";
    char buf[96];
    std::string s;
    if (c.has_score()) {
        if (c.mate)
            std::snprintf(buf, sizeof buf, "%sM%d", *c.mate >= 0 ? "+" : "-", std::abs(*c.mate));
        else
            std::snprintf(buf, sizeof buf, "%+.2f", *c.pawns);
        s = buf;
        s += "/" + std::to_string(c.depth.value_or(0)) + " ";
    }
    if (c.seconds) {
        std::snprintf(buf, sizeof buf, "%.3fs", *c.seconds);
        s += buf;
    }
    // fastchess's -pgnout extras, in its order and spelling.
    if (c.seldepth) s += ", sd=" + std::to_string(*c.seldepth);
    if (c.nodes) s += ", n=" + std::to_string(*c.nodes);
    if (c.nps) s += ", nps=" + std::to_string(*c.nps);
    if (c.hashfull) s += ", hashfull=" + std::to_string(*c.hashfull);
    if (c.timeleft_ms) s += ", tl=" + std::to_string(*c.timeleft_ms);
    if (c.latency_ms) s += ", latency=" + std::to_string(*c.latency_ms);
    if (!c.pv.empty()) {
        std::string moves;
        for (const auto& move : c.pv) moves += (moves.empty() ? "" : " ") + move;
        s += ", pv=\"" + moves + "\"";
    }
    if (c.line) {
        std::string line = *c.line;
        for (char& ch : line)
            if (ch == '{' || ch == '}') ch = ' ';  // a brace would end the comment
        s += ", line=\"" + line + "\"";
    }
    if (c.clock_seconds) {
        // The PGN clock command that GUIs show: the time left, to the millisecond.
        const std::int64_t ms = std::llround(*c.clock_seconds * 1000);
        std::snprintf(buf, sizeof buf, " [%%clk %" PRId64 ":%02d:%02d.%03d]", ms / 3600000, int(ms / 60000 % 60),
                      int(ms / 1000 % 60), int(ms % 1000));
        s += buf;
    }
    return s;
}

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && text::is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && text::is_space(s.back())) s.remove_suffix(1);
    return s;
}

// "1:02:03.5", "2:03" or "3.25" (hours and minutes optional) in seconds.
std::optional<double> parse_clock(std::string_view text) {
    double total = 0;
    int fields = 0;
    while (true) {
        const auto colon = text.find(':');
        const std::string_view field = text.substr(0, colon);
        if (colon == std::string_view::npos) {
            const auto seconds = text::parse_number<double>(field);
            if (!seconds || *seconds < 0) return std::nullopt;
            return total * 60 + *seconds;
        }
        const auto whole = text::parse_number<long>(field);
        if (!whole || *whole < 0 || ++fields > 2) return std::nullopt;
        total = total * 60 + static_cast<double>(*whole);
        text.remove_prefix(colon + 1);
    }
}

// "+0.31/12", "-M3/20", "#3/20": the score and the depth.
void parse_score(std::string_view token, std::size_t slash, MoveComment& c) {
    std::string_view score = token.substr(0, slash);
    c.depth = text::parse_number<int>(token.substr(slash + 1));
    const bool negative = !score.empty() && score.front() == '-';
    if (!score.empty() && (score.front() == '+' || score.front() == '-')) score.remove_prefix(1);
    if (!score.empty() && (score.front() == 'M' || score.front() == '#')) {
        if (auto moves = text::parse_number<int>(score.substr(1))) c.mate = negative ? -*moves : *moves;
    } else if (auto pawns = text::parse_number<double>(score)) {
        c.pawns = negative ? -*pawns : *pawns;
    }
}

// The extras after the first comma: `key=value` pairs separated by ", ", a value in quotes when it may hold
// spaces (it then ends at the first quote followed by a comma or the end).
void parse_extras(std::string_view extras, MoveComment& c) {
    while (!extras.empty()) {
        extras = trim(extras);
        const auto equals = extras.find('=');
        if (equals == std::string_view::npos) return;
        const std::string_view key = trim(extras.substr(0, equals));
        std::string_view value = extras.substr(equals + 1);
        std::size_t next = value.find(',');
        if (value.starts_with('"')) {
            auto ends_value = [value](std::size_t quote) {
                const std::string_view rest = trim(value.substr(quote + 1));
                return rest.empty() || rest.front() == ',';
            };
            std::size_t close = value.find('"', 1);
            while (close != std::string_view::npos && !ends_value(close)) close = value.find('"', close + 1);
            if (close == std::string_view::npos) return;
            next = value.find(',', close);
            value = value.substr(1, close - 1);
        } else {
            value = trim(value.substr(0, next));
        }
        extras = next == std::string_view::npos ? std::string_view() : extras.substr(equals + 1).substr(next + 1);
        if (key == "sd") c.seldepth = text::parse_number<int>(value);
        else if (key == "n") c.nodes = text::parse_number<std::uint64_t>(value);
        else if (key == "nps") c.nps = text::parse_number<std::uint64_t>(value);
        else if (key == "hashfull") c.hashfull = text::parse_number<int>(value);
        else if (key == "tl") c.timeleft_ms = text::parse_number<std::int64_t>(value);
        else if (key == "latency") c.latency_ms = text::parse_number<std::int64_t>(value);
        else if (key == "pv") {
            c.pv.clear();
            for (std::string_view move : text::split_words(value)) c.pv.emplace_back(move);
        } else if (key == "line") c.line = std::string(value);
    }
}

}  // namespace

MoveComment parse_move_comment(std::string_view comment) {
    MoveComment c;
    comment = trim(comment);
    if (comment == "book" || comment.starts_with("book,")) {  // "book, White disconnects": the game's last move
        c.book = true;
        return c;
    }
    // The PGN clock command may stand anywhere in the comment; the rest is read without it.
    std::string without_clock;
    if (const auto clk = comment.find("[%clk "); clk != std::string_view::npos) {
        const auto close = comment.find(']', clk);
        const std::string_view value =
            comment.substr(clk + 6, close == std::string_view::npos ? close : close - clk - 6);
        c.clock_seconds = parse_clock(trim(value));
        without_clock = std::string(comment.substr(0, clk));
        if (close != std::string_view::npos) without_clock += ' ' + std::string(comment.substr(close + 1));
        comment = trim(without_clock);
    }
    // fastchess's key=value extras stand after the first comma.
    if (auto comma = comment.find(','); comma != std::string_view::npos) {
        parse_extras(comment.substr(comma + 1), c);
        comment = comment.substr(0, comma);
    }
    const auto words = text::split_words(comment);
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string_view word = words[i];
        if (i == 0)
            if (const auto slash = word.find('/'); slash != std::string_view::npos) {
                parse_score(word, slash, c);
                continue;
            }
        if (word.size() > 1 && word.back() == 's')
            if (auto s = text::parse_number<double>(word.substr(0, word.size() - 1))) c.seconds = *s;
    }
    return c;
}

}  // namespace gambit::chess

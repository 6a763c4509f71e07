#include "elo/report/pgn_detail.hpp"

#include <cctype>
#include <stdexcept>

#include "engine/chess/text.hpp"

namespace gambit::report {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
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

bool is_result_token(std::string_view t) {
    return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*";
}

// A SAN move token, after move numbers ("12." / "12...") and annotations are stripped.
bool is_move_token(std::string_view t) {
    return !t.empty() && (std::isalpha(static_cast<unsigned char>(t.front())) || t.front() == '0');
}

// One game being read: tags, then moves with their comments.
class GameBuilder {
  public:
    void tag(std::string_view key, std::string value) {
        if (key == "White")
            game_.white = std::move(value);
        else if (key == "Black")
            game_.black = std::move(value);
        else if (key == "Result")
            game_.result = std::move(value);
        else if (key == "Termination")
            game_.termination = std::move(value);
        else if (key == "FEN")
            fen_ = std::move(value);
        else if (key == "GambitPair" || key == "Pair")
            game_.pair = text::parse_number<long>(value);
        started_ = true;
    }
    void move(std::string_view san) {
        if (pending_move_) close_move();
        pending_move_ = true;
        pending_san_ = san;
        pending_comment_.clear();
        pending_has_comment_ = false;
        started_ = true;
    }
    // Only the first comment after a move is its engine comment; later ones (e.g. the manager's
    // "{White mates}" before the result) are prose.
    void comment(std::string_view text) {
        if (pending_move_ && !pending_has_comment_) {
            pending_comment_ = text;
            pending_has_comment_ = true;
        } else {
            game_.reason = trim(text);
        }
    }
    void result(std::string_view token) {
        if (game_.result.empty()) game_.result = token;
    }
    bool started() const { return started_; }

    GameRecord finish() {
        if (pending_move_) close_move();
        std::string opening = fen_.empty() ? std::string("startpos") : fen_;
        if (!book_.empty()) {
            opening += " moves";
            opening += book_;
        }
        game_.opening = std::move(opening);
        if (game_.result.empty())
            game_.result.push_back('*');  // (not = "*": a g++ 12 -Wrestrict false positive)
        GameRecord done = std::move(game_);
        *this = GameBuilder{};
        return done;
    }

  private:
    // Moves before the first engine comment are the opening's (book moves carry no search comment).
    void close_move() {
        MoveNote note = parse_move_comment(pending_comment_);
        const bool engine_move = note.depth || note.seconds || note.score_pawns;
        if (!engine_move && !left_book_) {
            book_ += ' ';
            book_ += pending_san_;
        } else {
            left_book_ = true;
        }
        const bool white_moved = white_to_move();
        if (engine_move) (white_moved ? game_.white_moves : game_.black_moves).push_back(note);
        ++plies_;
        pending_move_ = false;
    }
    bool white_to_move() const {
        // The FEN's second field says who moves first.
        bool white_first = true;
        if (auto sp = fen_.find(' '); sp != std::string::npos && sp + 1 < fen_.size())
            white_first = fen_[sp + 1] != 'b';
        return (plies_ % 2 == 0) == white_first;
    }

    GameRecord game_;
    std::string fen_, book_, pending_san_, pending_comment_;
    bool pending_move_ = false, pending_has_comment_ = false, left_book_ = false, started_ = false;
    long plies_ = 0;
};

}  // namespace

MoveNote parse_move_comment(std::string_view comment) {
    MoveNote note;
    comment = trim(comment);
    // The PGN clock command may stand anywhere in the comment; the rest is read without it.
    std::string without_clock;
    if (const auto clk = comment.find("[%clk "); clk != std::string_view::npos) {
        const auto close = comment.find(']', clk);
        const std::string_view value = comment.substr(clk + 6, close == std::string_view::npos ? close : close - clk - 6);
        note.clock_seconds = parse_clock(trim(value));
        without_clock = std::string(comment.substr(0, clk));
        if (close != std::string_view::npos) without_clock += ' ' + std::string(comment.substr(close + 1));
        comment = trim(without_clock);
    }
    // Cut at the first comma: fastchess appends "key=value" extras after it.
    if (auto comma = comment.find(','); comma != std::string_view::npos) comment = comment.substr(0, comma);
    std::size_t pos = 0;
    bool first = true;
    while (pos < comment.size()) {
        while (pos < comment.size() && std::isspace(static_cast<unsigned char>(comment[pos]))) ++pos;
        std::size_t end = pos;
        while (end < comment.size() && !std::isspace(static_cast<unsigned char>(comment[end]))) ++end;
        std::string_view token = comment.substr(pos, end - pos);
        pos = end;
        if (token.empty()) break;
        if (first) {
            first = false;
            if (auto slash = token.find('/'); slash != std::string_view::npos) {
                std::string_view score = token.substr(0, slash);
                note.depth = text::parse_number<int>(token.substr(slash + 1));
                bool negative = !score.empty() && score.front() == '-';
                if (!score.empty() && (score.front() == '+' || score.front() == '-')) score.remove_prefix(1);
                if (!score.empty() && (score.front() == 'M' || score.front() == '#')) {
                    if (auto plies = text::parse_number<int>(score.substr(1)))
                        note.score_pawns = (negative ? -1 : 1) * (1000.0 - *plies);
                } else if (auto pawns = text::parse_number<double>(score)) {
                    note.score_pawns = negative ? -*pawns : *pawns;
                }
                continue;
            }
        }
        if (token.size() > 1 && token.back() == 's') {
            if (auto s = text::parse_number<double>(token.substr(0, token.size() - 1))) note.seconds = *s;
        }
    }
    return note;
}

void read_pgn_details(std::istream& in, const std::string& name,
                      const std::function<void(GameRecord&&)>& on_game) {
    GameBuilder game;
    bool in_movetext = false, in_comment = false;
    long comment_line = 0, variation_depth = 0;
    std::string comment, line;
    long line_no = 0;
    auto flush = [&] {
        if (game.started()) on_game(game.finish());
        in_movetext = false;
    };
    while (std::getline(in, line)) {
        ++line_no;
        std::string_view rest = line;
        if (!rest.empty() && rest.back() == '\r') rest.remove_suffix(1);
        if (!in_comment) {
            std::string_view t = trim(rest);
            if (!t.empty() && t.front() == '%') continue;  // escape line
            if (!t.empty() && t.front() == '[') {
                if (in_movetext) flush();
                auto space = t.find(' '), open = t.find('"'), close = t.rfind('"');
                if (t.back() != ']' || space == std::string_view::npos || open == std::string_view::npos ||
                    close <= open)
                    throw std::runtime_error(name + ":" + std::to_string(line_no) +
                                             ": malformed tag pair: " + std::string(t.substr(0, 60)));
                std::string value;
                for (std::size_t i = open + 1; i < close; ++i) {
                    if (t[i] == '\\' && i + 1 < close) ++i;
                    value += t[i];
                }
                game.tag(t.substr(1, space - 1), std::move(value));
                continue;
            }
        }
        std::size_t i = 0;
        while (i < rest.size()) {
            char c = rest[i];
            if (in_comment) {
                auto close = rest.find('}', i);
                if (close == std::string_view::npos) {
                    comment.append(rest.substr(i)).push_back(' ');
                    break;
                }
                comment.append(rest.substr(i, close - i));
                if (variation_depth == 0) game.comment(comment);
                comment.clear();
                in_comment = false;
                i = close + 1;
                continue;
            }
            if (std::isspace(static_cast<unsigned char>(c))) {
                ++i;
                continue;
            }
            in_movetext = true;
            if (c == '{') {
                in_comment = true;
                comment_line = line_no;
                ++i;
                continue;
            }
            if (c == ';') break;  // rest-of-line comment
            if (c == '(') {
                ++variation_depth;
                ++i;
                continue;
            }
            if (c == ')') {
                if (variation_depth > 0) --variation_depth;
                ++i;
                continue;
            }
            std::size_t end = i;
            while (end < rest.size() && !std::isspace(static_cast<unsigned char>(rest[end])) &&
                   rest[end] != '{' && rest[end] != '(' && rest[end] != ')' && rest[end] != ';')
                ++end;
            std::string_view token = rest.substr(i, end - i);
            i = end;
            if (variation_depth > 0 || token.front() == '$') continue;
            if (is_result_token(token)) {
                game.result(token);
                flush();
                continue;
            }
            while (!token.empty() &&
                   (std::isdigit(static_cast<unsigned char>(token.front())) || token.front() == '.') &&
                   !(token.size() >= 3 && token.substr(0, 3) == "0-0"))
                token.remove_prefix(1);  // "12." or "12...e5"
            if (is_move_token(token)) game.move(token);
        }
    }
    if (in_comment)
        throw std::runtime_error(name + ":" + std::to_string(comment_line) +
                                 ": comment opened here is never closed");
    flush();
}

}  // namespace gambit::report

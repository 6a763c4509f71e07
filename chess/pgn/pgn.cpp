#include "chess/pgn/pgn.hpp"

#include <algorithm>
#include <sstream>

#include "chess/pgn/input_error.hpp"

namespace gambit::chess {

namespace {

// The C locale's character classes, inline: the reader asks them of every character of large files.
bool is_space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool is_digit(int c) { return c >= '0' && c <= '9'; }
bool is_alpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_alnum(int c) { return is_alpha(c) || is_digit(c); }

}  // namespace

const PgnTag* PgnGame::find_tag(std::string_view name) const {
    for (const PgnTag& t : tags)
        if (t.name == name) return &t;
    return nullptr;
}

std::optional<std::string> PgnGame::tag(std::string_view name) const {
    if (const PgnTag* t = find_tag(name)) return t->value;
    return std::nullopt;
}

void PgnGame::set_tag(const std::string& name, const std::string& value) {
    for (PgnTag& t : tags)
        if (t.name == name) {
            t.value = value;
            return;
        }
    tags.push_back({name, value, 0});
}

std::vector<std::string> PgnGame::sans() const {
    std::vector<std::string> out;
    out.reserve(moves.size());
    for (const PgnMove& m : moves) out.push_back(m.san);
    return out;
}

std::string PgnGame::comment(std::size_t ply) const {
    std::string text;
    if (ply >= moves.size()) return text;
    for (const std::string& part : moves[ply].comments) text += (text.empty() ? "" : " ") + part;
    return text;
}

PgnReader::PgnReader(std::istream& in, std::string source, bool keep_moves)
    : in_(*in.rdbuf()), source_(std::move(source)), keep_moves_(keep_moves), buffer_(1 << 16) {}

bool PgnReader::refill() {
    const std::streamsize got = in_.sgetn(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
    next_ = buffer_.data();
    end_ = next_ + std::max<std::streamsize>(got, 0);
    if (!started_) {
        started_ = true;
        if (next_ != end_ && static_cast<unsigned char>(*next_) == 0xEF)   // UTF-8 byte-order mark
            next_ += std::min<std::ptrdiff_t>(3, end_ - next_);
    }
    return next_ != end_;
}

// Called for every character: kept inline (GCC would call it otherwise, at a third of the reading time).
[[gnu::always_inline]] inline int PgnReader::peek() {
    for (;;) {
        if (next_ == end_ && !refill()) return -1;
        if (*next_ != '\r') return static_cast<unsigned char>(*next_);
        ++next_;
    }
}

[[gnu::always_inline]] inline int PgnReader::get() {
    const int c = peek();
    if (c < 0) return -1;
    ++next_;
    at_line_start_ = c == '\n';
    if (c == '\n') ++line_;
    return c;
}

void PgnReader::skip_line() {
    for (int c = get(); c >= 0 && c != '\n'; c = get()) {}
}

void PgnReader::skip_space_and_escapes() {
    for (int c = peek(); c >= 0; c = peek()) {
        if (c == '%' && at_line_start_) {
            skip_line();
        } else if (is_space(c)) {
            get();
        } else {
            break;
        }
    }
}

PgnTag PgnReader::read_tag() {
    const int open_line = line_;
    get();   // '['
    while (peek() == ' ' || peek() == '\t') get();
    std::string name;
    while (is_alnum(peek()) || peek() == '_') name += static_cast<char>(get());
    if (name.empty()) throw InputError(source_, open_line, "bad tag: expected a tag name after '['");
    while (peek() == ' ' || peek() == '\t') get();
    if (peek() != '"') throw InputError(source_, open_line, "bad tag [" + name + "]: expected a quoted value");
    get();
    std::string value;
    for (int c = get();; c = get()) {
        if (c < 0 || c == '\n') throw InputError(source_, open_line, "unterminated tag value in [" + name + "]");
        if (c == '"') break;
        if (c == '\\' && (peek() == '"' || peek() == '\\')) c = get();
        value += static_cast<char>(c);
    }
    while (peek() == ' ' || peek() == '\t') get();
    if (get() != ']') throw InputError(source_, open_line, "bad tag [" + name + "]: expected ']'");
    return {std::move(name), std::move(value), open_line};
}

std::string PgnReader::read_comment(int open_line, bool keep) {
    get();   // '{'
    std::string text;
    for (;;) {
        // Comments are half of a match PGN: taken a run at a time, up to the next brace or line end.
        const char* run = next_;
        while (run != end_ && *run != '}' && *run != '\n' && *run != '\r') ++run;
        if (keep) text.append(next_, run);
        next_ = run;
        const int c = get();
        if (c < 0) throw InputError(source_, open_line, "unterminated comment '{' (no closing '}')");
        if (c == '}') return text;
        if (keep) text += c == '\n' ? ' ' : static_cast<char>(c);
    }
}

void PgnReader::skip_variation(int open_line) {
    get();   // '('
    int depth = 1;
    while (depth > 0) {
        int c = peek();
        if (c < 0) throw InputError(source_, open_line, "unterminated variation '(' (no closing ')')");
        if (c == '{') {
            read_comment(line_, false);
        } else if (c == ';') {
            skip_line();
        } else {
            get();
            if (c == '(') ++depth;
            if (c == ')') --depth;
        }
    }
}

namespace {

bool is_result(std::string_view token) {
    return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

// "12." / "12..." / "..." -> ""; "1.e4" -> "e4"; "Nf3!?" -> "Nf3".
std::string_view strip_number_and_annotations(std::string_view token) {
    std::size_t digits = 0;
    while (digits < token.size() && is_digit(static_cast<unsigned char>(token[digits]))) ++digits;
    std::size_t dots = digits;
    while (dots < token.size() && token[dots] == '.') ++dots;
    if (dots > digits || digits == token.size()) token.remove_prefix(dots);
    while (!token.empty() && (token.back() == '!' || token.back() == '?')) token.remove_suffix(1);
    return token;
}

bool symbol_char(int c) {
    return c >= 0 && !is_space(c) && c != '{' && c != '}' && c != '(' && c != ')' && c != ';' &&
           c != '[' && c != ']' && c != '$' && c != '"';
}

}  // namespace

std::optional<PgnGame> PgnReader::next() {
    PgnGame game;
    if (pending_tag_) {   // the previous game ended at this tag
        game.line = pending_tag_->line;
        game.tags.push_back(std::move(*pending_tag_));
        pending_tag_.reset();
    } else {
        // Commentary between games (`;` lines, `{...}`) belongs to no game.
        for (skip_space_and_escapes(); peek() == ';' || peek() == '{'; skip_space_and_escapes()) {
            if (peek() == ';') skip_line();
            else read_comment(line_, false);
        }
        if (peek() < 0) return std::nullopt;
        game.line = line_;
    }
    for (skip_space_and_escapes(); peek() == '['; skip_space_and_escapes()) {
        PgnTag tag = read_tag();
        if (game.find_tag(tag.name)) {
            pending_tag_ = std::move(tag);
            break;
        }
        game.tags.push_back(std::move(tag));
    }

    bool terminated = false, has_moves = false;
    while (!terminated && !pending_tag_) {
        skip_space_and_escapes();
        const int c = peek();
        if (c < 0 || c == '[') break;   // end of input, or the next game starts without a result
        if (c == '{') {
            std::string text = read_comment(line_, keep_moves_);
            if (!keep_moves_) continue;
            (has_moves ? game.moves.back().comments : game.leading_comments).push_back(std::move(text));
        } else if (c == ';') {
            skip_line();
        } else if (c == '(') {
            skip_variation(line_);
        } else if (c == ')') {
            throw InputError(source_, line_, "unexpected ')' without an open variation");
        } else if (c == '$') {
            get();
            if (!is_digit(peek())) throw InputError(source_, line_, "bad NAG: '$' must be followed by digits");
            while (is_digit(peek())) get();
        } else if (symbol_char(c)) {
            const int token_line = line_;
            std::string token;
            while (symbol_char(peek())) token += static_cast<char>(get());
            if (is_result(token)) {
                game.result = token;
                terminated = true;
                continue;
            }
            std::string_view move = strip_number_and_annotations(token);
            if (move.empty()) continue;
            // A move starts with a letter, or is castling written with zeros; a number after the dots
            // ("4.0") is not a move.
            if (!is_alpha(static_cast<unsigned char>(move.front())) && !move.starts_with("0-0"))
                throw InputError(source_, token_line, "unexpected token '" + token + "' in movetext");
            has_moves = true;
            if (keep_moves_) game.moves.push_back({std::string(move), {}, token_line});
        } else {
            throw InputError(source_, line_, std::string("unexpected character '") + static_cast<char>(c) + "'");
        }
    }
    if (!terminated)
        if (auto result = game.tag("Result"); result && is_result(*result)) game.result = *result;
    if (game.tags.empty() && !has_moves && !terminated) return next();   // only commentary left
    return game;
}

std::vector<PgnGame> read_pgn(std::istream& in, const std::string& source) {
    PgnReader reader(in, source);
    std::vector<PgnGame> games;
    while (auto game = reader.next()) games.push_back(std::move(*game));
    return games;
}

std::string escape_tag_value(const std::string& value) {
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

namespace {

// Appends words to lines of at most 80 columns.
class Wrapper {
public:
    explicit Wrapper(std::ostream& out) : out_(out) {}
    void word(const std::string& w) {
        if (column_ > 0 && column_ + 1 + w.size() > 80) {
            out_ << '\n';
            column_ = 0;
        }
        if (column_ > 0) {
            out_ << ' ';
            ++column_;
        }
        out_ << w;
        column_ += w.size();
    }
    void end() { out_ << "\n\n"; }

private:
    std::ostream& out_;
    std::size_t column_ = 0;
};

}  // namespace

void write_pgn(std::ostream& out, const PgnGame& game) {
    static const char* const roster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
    for (const char* name : roster) {
        std::string value = name == std::string_view("Result") ? game.result : game.tag(name).value_or("?");
        if (name == std::string_view("Date") && !game.tag(name)) value = "????.??.??";
        out << '[' << name << " \"" << escape_tag_value(value) << "\"]\n";
    }
    for (const PgnTag& t : game.tags) {
        bool in_roster = false;
        for (const char* name : roster) in_roster = in_roster || t.name == name;
        if (!in_roster) out << '[' << t.name << " \"" << escape_tag_value(t.value) << "\"]\n";
    }
    out << '\n';

    // Move numbers follow the starting side and number of a FEN tag.
    int number = 1;
    bool white = true;
    if (auto fen = game.tag("FEN")) {
        std::size_t space = fen->find(' ');
        white = space == std::string::npos || fen->compare(space + 1, 1, "b") != 0;
        std::size_t last = fen->find_last_of(' ');
        if (last != std::string::npos) {
            try {
                number = std::max(1, std::stoi(fen->substr(last + 1)));
            } catch (const std::exception&) {
                number = 1;
            }
        }
    }
    Wrapper wrap(out);
    // Word by word, so a long comment wraps too.
    auto comment = [&wrap](const std::string& text) {
        std::istringstream words('{' + text + '}');
        for (std::string part; words >> part;) wrap.word(part);
    };
    for (const std::string& text : game.leading_comments) comment(text);
    bool need_number = true;
    for (const PgnMove& move : game.moves) {
        if (white) wrap.word(std::to_string(number) + ".");
        else if (need_number) wrap.word(std::to_string(number) + "...");
        wrap.word(move.san);
        need_number = false;
        for (const std::string& text : move.comments) {
            comment(text);
            need_number = true;
        }
        if (!white) ++number;
        white = !white;
    }
    wrap.word(game.result);
    wrap.end();
}

}  // namespace gambit::chess

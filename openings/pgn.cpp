#include "openings/pgn.hpp"

#include <cctype>
#include <sstream>

#include "openings/book_error.hpp"

namespace gambit::openings {

std::optional<std::string> PgnGame::tag(std::string_view name) const {
    for (const auto& [key, value] : tags)
        if (key == name) return value;
    return std::nullopt;
}

void PgnGame::set_tag(const std::string& name, const std::string& value) {
    for (auto& [key, old] : tags)
        if (key == name) {
            old = value;
            return;
        }
    tags.emplace_back(name, value);
}

PgnReader::PgnReader(std::istream& in, std::string source) : in_(in), source_(std::move(source)) {}

int PgnReader::peek() {
    int c = in_.peek();
    while (c == '\r') {
        in_.get();
        c = in_.peek();
    }
    return c == std::char_traits<char>::eof() ? -1 : c;
}

int PgnReader::get() {
    int c = peek();
    if (c < 0) return -1;
    in_.get();
    at_line_start_ = c == '\n';
    if (c == '\n') ++line_;
    return c;
}

void PgnReader::skip_line() {
    for (int c = get(); c >= 0 && c != '\n'; c = get()) {}
}

void PgnReader::skip_space_and_escapes() {
    if (!started_) {
        started_ = true;
        if (in_.peek() == 0xEF) {   // UTF-8 byte-order mark
            char bom[3];
            in_.read(bom, 3);
        }
    }
    for (int c = peek(); c >= 0; c = peek()) {
        if (c == '%' && at_line_start_) {
            skip_line();
        } else if (std::isspace(c)) {
            get();
        } else {
            break;
        }
    }
}

void PgnReader::read_tag(PgnGame& game) {
    const int open_line = line_;
    get();   // '['
    while (peek() == ' ' || peek() == '\t') get();
    std::string name;
    while (peek() >= 0 && (std::isalnum(peek()) || peek() == '_')) name += static_cast<char>(get());
    if (name.empty()) throw BookError(source_, open_line, "bad tag: expected a tag name after '['");
    while (peek() == ' ' || peek() == '\t') get();
    if (peek() != '"') throw BookError(source_, open_line, "bad tag [" + name + "]: expected a quoted value");
    get();
    std::string value;
    for (int c = get();; c = get()) {
        if (c < 0 || c == '\n') throw BookError(source_, open_line, "unterminated tag value in [" + name + "]");
        if (c == '"') break;
        if (c == '\\' && (peek() == '"' || peek() == '\\')) c = get();
        value += static_cast<char>(c);
    }
    while (peek() == ' ' || peek() == '\t') get();
    if (get() != ']') throw BookError(source_, open_line, "bad tag [" + name + "]: expected ']'");
    game.tags.emplace_back(std::move(name), std::move(value));
}

std::string PgnReader::read_comment(int open_line) {
    get();   // '{'
    std::string text;
    for (int c = get(); c != '}'; c = get()) {
        if (c < 0) throw BookError(source_, open_line, "unterminated comment '{' (no closing '}')");
        text += c == '\n' ? ' ' : static_cast<char>(c);
    }
    return text;
}

void PgnReader::skip_variation(int open_line) {
    get();   // '('
    int depth = 1;
    while (depth > 0) {
        int c = peek();
        if (c < 0) throw BookError(source_, open_line, "unterminated variation '(' (no closing ')')");
        if (c == '{') {
            read_comment(line_);
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
    while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits]))) ++digits;
    std::size_t dots = digits;
    while (dots < token.size() && token[dots] == '.') ++dots;
    if (dots > digits || digits == token.size()) token.remove_prefix(dots);
    while (!token.empty() && (token.back() == '!' || token.back() == '?')) token.remove_suffix(1);
    return token;
}

bool symbol_char(int c) {
    return c >= 0 && !std::isspace(c) && c != '{' && c != '}' && c != '(' && c != ')' && c != ';' &&
           c != '[' && c != ']' && c != '$' && c != '"';
}

}  // namespace

std::optional<PgnGame> PgnReader::next() {
    // Commentary between games (`;` lines, `{...}`) belongs to no game.
    for (skip_space_and_escapes(); peek() == ';' || peek() == '{'; skip_space_and_escapes()) {
        if (peek() == ';') skip_line();
        else read_comment(line_);
    }
    if (peek() < 0) return std::nullopt;

    PgnGame game;
    game.line = line_;
    while (peek() == '[') {
        read_tag(game);
        skip_space_and_escapes();
    }

    bool terminated = false;
    while (!terminated) {
        skip_space_and_escapes();
        const int c = peek();
        if (c < 0 || c == '[') break;   // end of input, or the next game starts without a result
        if (c == '{') {
            std::string text = read_comment(line_);
            if (!game.moves.empty()) {
                std::string& slot = game.comments.back();
                if (!slot.empty()) slot += ' ';
                slot += text;
            }
        } else if (c == ';') {
            skip_line();
        } else if (c == '(') {
            skip_variation(line_);
        } else if (c == ')') {
            throw BookError(source_, line_, "unexpected ')' without an open variation");
        } else if (c == '$') {
            get();
            if (!std::isdigit(peek())) throw BookError(source_, line_, "bad NAG: '$' must be followed by digits");
            while (std::isdigit(peek())) get();
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
            if (!std::isalpha(static_cast<unsigned char>(move.front())) && !move.starts_with("0-0"))
                throw BookError(source_, token_line, "unexpected token '" + token + "' in movetext");
            game.moves.emplace_back(move);
            game.comments.emplace_back();
            game.move_lines.push_back(token_line);
        } else {
            throw BookError(source_, line_, std::string("unexpected character '") + static_cast<char>(c) + "'");
        }
    }
    if (!terminated)
        if (auto result = game.tag("Result"); result && is_result(*result)) game.result = *result;
    if (game.tags.empty() && game.moves.empty() && !terminated) return next();   // only commentary left
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
    for (const auto& [key, value] : game.tags) {
        bool in_roster = false;
        for (const char* name : roster) in_roster = in_roster || key == name;
        if (!in_roster) out << '[' << key << " \"" << escape_tag_value(value) << "\"]\n";
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
    bool need_number = true;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        if (white) wrap.word(std::to_string(number) + ".");
        else if (need_number) wrap.word(std::to_string(number) + "...");
        wrap.word(game.moves[i]);
        need_number = false;
        if (i < game.comments.size() && !game.comments[i].empty()) {
            // Word by word, so a long comment wraps too.
            std::istringstream words('{' + game.comments[i] + '}');
            for (std::string part; words >> part;) wrap.word(part);
            need_number = true;
        }
        if (!white) ++number;
        white = !white;
    }
    wrap.word(game.result);
    wrap.end();
}

}  // namespace gambit::openings

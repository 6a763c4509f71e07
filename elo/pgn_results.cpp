#include "elo/pgn_results.hpp"

#include <cstring>
#include <optional>
#include <vector>

#include "elo/gzip_file.hpp"

namespace gambit::elo {

namespace {

constexpr std::size_t kChunk = 1 << 22;

// The tags of the game being read; a game is complete when its tag section ends and move text begins.
class GameTags {
  public:
    GameTags(const std::string& path, const std::function<void(const PgnGameResult&)>& on_game,
             PgnReadSummary& summary)
        : path_(path), on_game_(on_game), summary_(summary) {}

    void line(std::string_view text, long long number) {
        if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
        if (!text.empty() && text.front() == '[') {
            tag(text, number);
        } else if (!text.empty() && text.front() != '%' && text.front() != ';') {
            in_moves_ = true;
        }
    }

    void finish() {
        in_moves_ = false;
        if (!has_white_ && !has_black_ && !has_result_) return;
        if (has_white_ && has_black_ && has_result_ && result_ >= 0) {
            on_game_({white_, black_, result_});
            ++summary_.games;
        } else {
            ++summary_.unfinished;
        }
        has_white_ = has_black_ = has_result_ = false;
    }

  private:
    [[noreturn]] void fail(long long number, const std::string& what) const {
        throw PgnError(path_ + ":" + std::to_string(number) + ": " + what);
    }

    void tag(std::string_view text, long long number) {
        const std::size_t space = text.find(' ');
        const std::string_view name = text.substr(1, space == std::string_view::npos ? 0 : space - 1);
        const bool wanted = name == "White" || name == "Black" || name == "Result";
        // A tag section after move text starts the next game; so does a repeated tag.
        if (in_moves_ || (wanted && ((name == "White" && has_white_) || (name == "Black" && has_black_) ||
                                     (name == "Result" && has_result_))))
            finish();
        if (!wanted) return;
        std::string_view value;
        if (!quoted_value(text.substr(space + 1), value))
            fail(number,
                 "malformed " + std::string(name) + " tag, expected [" + std::string(name) + " \"...\"]");
        if (name == "White") {
            unescape(value, white_);
            has_white_ = true;
        } else if (name == "Black") {
            unescape(value, black_);
            has_black_ = true;
        } else {
            has_result_ = true;
            if (value == "1-0")
                result_ = 1;
            else if (value == "0-1")
                result_ = 0;
            else if (value == "1/2-1/2")
                result_ = 0.5;
            else if (value == "*")
                result_ = -1;
            else
                fail(number, "Result tag \"" + std::string(value) + "\" is not 1-0, 0-1, 1/2-1/2 or *");
        }
    }

    // `rest` is `"value"]` possibly followed by spaces; backslash escapes quote and backslash.
    static bool quoted_value(std::string_view rest, std::string_view& value) {
        if (rest.empty() || rest.front() != '"') return false;
        std::size_t i = 1;
        for (; i < rest.size() && rest[i] != '"'; ++i)
            if (rest[i] == '\\') ++i;
        if (i >= rest.size()) return false;
        value = rest.substr(1, i - 1);
        std::size_t close = i + 1;
        while (close < rest.size() && rest[close] == ' ') ++close;
        return close < rest.size() && rest[close] == ']';
    }

    static void unescape(std::string_view value, std::string& out) {
        out.clear();
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (value[i] == '\\' && i + 1 < value.size()) ++i;
            out.push_back(value[i]);
        }
    }

    const std::string& path_;
    const std::function<void(const PgnGameResult&)>& on_game_;
    PgnReadSummary& summary_;
    std::string white_, black_;
    double result_ = -1;
    bool has_white_ = false, has_black_ = false, has_result_ = false, in_moves_ = false;
};

}  // namespace

PgnReadSummary read_pgn_results(const std::string& path,
                                const std::function<void(const PgnGameResult&)>& on_game) {
    std::optional<MaybeGzippedReader> file;  // games.pgn, or games.pgn.gz read as it is
    try {
        file.emplace(path);
    } catch (const GzipFileError& e) {
        throw PgnError(e.what());
    }

    PgnReadSummary summary;
    GameTags tags(path, on_game, summary);
    std::vector<char> buffer(kChunk);
    std::size_t kept = 0;  // bytes of an unfinished line carried over from the previous chunk
    long long line_number = 0;
    for (;;) {
        if (kept == buffer.size()) buffer.resize(buffer.size() * 2);  // a line longer than the buffer
        std::size_t got = 0;
        try {
            got = file->read(buffer.data() + kept, buffer.size() - kept);
        } catch (const GzipFileError& e) {
            throw PgnError(e.what());
        }
        summary.bytes += static_cast<double>(got);
        const std::size_t end = kept + got;
        const bool at_eof = got == 0;
        std::size_t start = 0;
        if (line_number == 0 && end >= 3 && std::memcmp(buffer.data(), "\xEF\xBB\xBF", 3) == 0)
            start = 3;  // BOM
        for (;;) {
            const void* newline = std::memchr(buffer.data() + start, '\n', end - start);
            if (!newline) break;
            const auto stop = static_cast<std::size_t>(static_cast<const char*>(newline) - buffer.data());
            tags.line({buffer.data() + start, stop - start}, ++line_number);
            start = stop + 1;
        }
        if (at_eof) {
            if (start < end) tags.line({buffer.data() + start, end - start}, ++line_number);
            break;
        }
        kept = end - start;
        std::memmove(buffer.data(), buffer.data() + start, kept);
    }
    tags.finish();
    return summary;
}

}  // namespace gambit::elo

// Fuzz target: the engine's UCI command loop (uci::UciLoop::handle) with any bytes: position, go, setoption,
// isready, stop, ponderhit, debug, ucinewgame, d. Each line is one command. To stay fast every `go` searches
// at most 300 nodes to depth 4 (its own node and depth limits are dropped), an infinite or pondering search
// is stopped at once, and the commands that run unbounded work (bench, perft, a large Hash) are skipped.
// Holds: every go is answered by exactly one bestmove, before the next command, and that move is legal in the
// position the engine showed (`d`) just before the go.
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <ostream>
#include <streambuf>
#include <string>
#include <vector>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "chess/pgn/text.hpp"
#include "engine/uci/uci.hpp"
#include "fuzz/check.hpp"

using namespace gambit;
using fuzz::check;

namespace {

// The engine's output, written from its search thread and read here: complete lines, under a lock.
class LineSink : public std::streambuf {
public:
    std::vector<std::string> lines() {
        std::lock_guard lock(mutex_);
        return lines_;
    }
    // Waits until some line starts with `prefix` after the first `from` lines; false on timeout.
    bool wait_for(const std::string& prefix, std::size_t from, std::size_t* at) {
        std::unique_lock lock(mutex_);
        return changed_.wait_for(lock, std::chrono::seconds(20), [&] {
            for (std::size_t i = from; i < lines_.size(); ++i)
                if (lines_[i].starts_with(prefix)) return *at = i, true;
            return false;
        });
    }

protected:
    int_type overflow(int_type c) override {
        if (c == traits_type::eof()) return traits_type::not_eof(c);
        std::lock_guard lock(mutex_);
        if (c == '\n') {
            lines_.push_back(std::move(partial_));
            partial_.clear();
            changed_.notify_all();
        } else {
            partial_ += traits_type::to_char_type(c);
        }
        return c;
    }

private:
    std::mutex mutex_;
    std::condition_variable changed_;
    std::vector<std::string> lines_;
    std::string partial_;
};

bool skipped(const std::vector<std::string_view>& tokens) {
    const std::string_view cmd = tokens.front();
    if (cmd == "bench" || cmd == "perft" || cmd == "quit") return true;
    for (std::string_view t : tokens)
        if (t == "perft" || (cmd == "setoption" && text::iequals(t, "Hash"))) return true;
    return false;
}

// `go` with the fuzz limits first and the input's own nodes/depth pairs removed.
std::string bounded_go(const std::vector<std::string_view>& tokens) {
    std::string line = "go nodes 300 depth 4";
    for (std::size_t i = 1; i < tokens.size(); ++i) {
        if ((tokens[i] == "nodes" || tokens[i] == "depth") && i + 1 < tokens.size()) {
            ++i;
            continue;
        }
        line += ' ';
        line += tokens[i];
    }
    return line;
}

// The position the engine shows after `d`: the FEN of its "Fen: " line.
std::string shown_fen(LineSink& sink, std::size_t from) {
    std::size_t at = 0;
    check(sink.wait_for("Fen: ", from, &at), "d shows a FEN");
    return sink.lines()[at].substr(5);
}

void check_bestmove(const std::string& fen, std::string_view line) {
    const auto words = text::split_words(line);
    check(words.size() >= 2 && words[0] == "bestmove", "bestmove line has a move", line);
    for (bool chess960 : {false, true}) {
        const auto pos = chess::Position::from_fen(fen, nullptr, chess960);
        if (!pos) continue;
        if (chess::legal_moves(*pos).empty()) {
            check(words[1] == "(none)" || words[1] == "0000", "no move when there is none", line);
            return;
        }
        if (chess::parse_uci(*pos, words[1])) return;
    }
    fuzz::fail("bestmove is legal in the position shown", fen + " / " + std::string(line));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    LineSink sink;
    std::ostream out(&sink);
    uci::UciLoop loop(out);
    loop.handle("setoption name Hash value 1");
    std::size_t searches = 0;
    const std::string_view input = fuzz::as_text(data, size);
    std::size_t start = 0;
    for (int commands = 0; start <= input.size() && commands < 32; ++commands) {
        std::size_t end = input.find('\n', start);
        if (end == std::string_view::npos) end = input.size();
        const std::string_view line = input.substr(start, end - start);
        start = end + 1;
        const auto tokens = text::split_words(line);
        if (tokens.empty() || skipped(tokens)) continue;
        if (tokens.front() != "go") {
            loop.handle(line);
            continue;
        }
        std::size_t from = sink.lines().size();
        loop.handle("d");
        const std::string fen = shown_fen(sink, from);
        from = sink.lines().size();
        loop.handle(bounded_go(tokens));
        for (std::string_view t : tokens)
            if (t == "infinite" || t == "ponder") {
                loop.handle("stop");
                break;
            }
        std::size_t at = 0;
        check(sink.wait_for("bestmove", from, &at), "go is answered by bestmove", line);
        check_bestmove(fen, sink.lines()[at]);
        ++searches;
    }
    loop.handle("quit");
    std::size_t bestmoves = 0;
    for (const std::string& line : sink.lines()) bestmoves += line.starts_with("bestmove");
    check(bestmoves == searches, "one bestmove per go");
    return 0;
}

// The engines' Polyglot books of a run (cutechess-cli's book=, bookdepth=, -bookmode) and the one random
// stream cutechess draws its book picks from: its -srand generator, after the opening shuffle's numbers.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "chess/game.hpp"
#include "manager/match_config.hpp"
#include "manager/tournament/cutechess_random.hpp"
#include "openings/polyglot/book.hpp"

namespace gambit::match {

class EngineBooks {
public:
    // Every engine's book file opened once (engines naming the same file share it, as in cutechess); a book
    // that cannot be used throws openings::polyglot::BookError. `draws_before`: the numbers cutechess drew
    // from `seed` before the first game (its opening shuffle).
    EngineBooks(const MatchConfig& config, std::uint32_t seed, std::size_t draws_before);

    // cutechess's ChessGame::bookMove for the side to move of `game`, played by `spec`: the book's pick while
    // the game (`plies` moves so far, the opening's included) is shorter than 2 x bookdepth, unless it is
    // illegal or repeats a position; "" for none. Thread-safe: picks are drawn in call order.
    std::string book_move(const EngineSpec& spec, const chess::Game& game, std::size_t plies);

    // cutechess's generateOpening, for a game both of whose engines have a book: the opening's moves, then
    // book moves while the side to move's book has one and the game goes on. The games of one pair start
    // from what the first of them generated (cutechess repeats the whole opening), and extend it again.
    std::vector<std::string> opening(const EngineSpec* spec[2], const std::string& start_fen, bool chess960, int pair,
                                     std::vector<std::string> moves);

private:
    std::string pick_locked(const EngineSpec& spec, const chess::Game& game, std::size_t plies);  // mutex_ held

    std::map<std::string, std::unique_ptr<openings::polyglot::Book>> books_;  // by file name
    std::mutex mutex_;
    CutechessRandom random_;
    std::map<int, std::vector<std::string>> pair_openings_;
};

// The books of `config`'s engines, or null when none has one. For a cutechess line, a book that cannot be
// used is cutechess's warning on stderr and the engine plays without it; otherwise a UsageError.
std::shared_ptr<EngineBooks> make_engine_books(MatchConfig& config, std::uint64_t seed, std::size_t opening_count);

}  // namespace gambit::match

#include "manager/game/engine_books.hpp"

#include <cstdio>

#include "chess/notation.hpp"
#include "manager/cli/cli_values.hpp"
#include "openings/polyglot/key.hpp"
#include "openings/polyglot/move.hpp"
#include "openings/polyglot/pick.hpp"

namespace gambit::match {

namespace pg = openings::polyglot;

EngineBooks::EngineBooks(const MatchConfig& config, std::uint32_t seed, std::size_t draws_before) : random_(seed) {
    for (std::size_t i = 0; i < draws_before; ++i) random_.next();
    const pg::Access access = config.book_on_disk ? pg::Access::Disk : pg::Access::Ram;
    for (const EngineSpec& e : config.engines)
        if (!e.book.empty() && !books_.count(e.book)) books_.emplace(e.book, std::make_unique<pg::Book>(e.book, access));
}

std::string EngineBooks::book_move(const EngineSpec& spec, const chess::Game& game, std::size_t plies) {
    std::lock_guard lock(mutex_);
    return pick_locked(spec, game, plies);
}

std::string EngineBooks::pick_locked(const EngineSpec& spec, const chess::Game& game, std::size_t plies) {
    const auto it = books_.find(spec.book);
    if (it == books_.end() || plies >= 2 * static_cast<std::size_t>(spec.book_depth)) return {};
    const auto entry = pg::pick(it->second->entries(pg::key(game.position())), [&] { return random_.next(); });
    if (!entry) return {};
    const chess::Move move = chess::parse_uci(game.position(), pg::move_text(entry->move));
    if (!move.is_ok()) return {};  // cutechess warns "Illegal opening book move" and asks the engine
    chess::Game after = game;
    after.play(move);
    if (after.position().repetition_count() > 0) return {};  // cutechess's isRepetition: no book move
    return chess::to_uci(game.position(), move);
}

std::vector<std::string> EngineBooks::opening(const EngineSpec* spec[2], const std::string& start_fen, bool chess960,
                                              int pair, std::vector<std::string> moves) {
    // One lock for the whole line: the other game of the pair, starting at the same time in another slot,
    // waits for it instead of drawing its own.
    std::lock_guard lock(mutex_);
    if (pair >= 0)
        if (const auto it = pair_openings_.find(pair); it != pair_openings_.end()) moves = it->second;
    auto start = chess::Position::from_fen(start_fen, nullptr, chess960);
    if (!start) return moves;
    chess::Game game(*start);
    for (const auto& m : moves)
        if (!game.play_uci(m)) return moves;  // cannot happen: the openings were validated
    while (!game.is_over()) {
        const int side = game.position().side_to_move() == chess::White ? 0 : 1;
        const std::string m = pick_locked(*spec[side], game, moves.size());
        if (m.empty()) break;
        game.play_uci(m);
        if (game.is_over()) break;  // cutechess keeps a book move that ends the game out of the opening
        moves.push_back(m);
    }
    if (pair >= 0) pair_openings_.emplace(pair, moves);
    return moves;
}

std::shared_ptr<EngineBooks> make_engine_books(MatchConfig& config, std::uint64_t seed, std::size_t opening_count) {
    bool any = false;
    for (EngineSpec& e : config.engines) {
        if (e.book.empty()) continue;
        try {
            pg::Book check(e.book, pg::Access::Disk);
            any = true;
        } catch (const pg::BookError& error) {
            if (config.dialect != Dialect::Cutechess) throw UsageError("engine '" + e.process.name + "': " + error.what());
            // cutechess-cli (EngineMatch::addOpeningBook): a warning, and the engine plays without a book.
            if (error.kind == pg::BookError::Kind::BadSize)
                std::fprintf(stderr, "Warning: Invalid size for opening book %s\n", e.book.c_str());
            std::fprintf(stderr, "Warning: Can't read opening book file %s\n", e.book.c_str());
            e.book.clear();
        }
    }
    if (!any) return nullptr;
    // cutechess shuffles a random suite first: one number per opening but the last.
    const bool shuffled = config.dialect == Dialect::Cutechess && config.openings.order == "random";
    const std::size_t draws = shuffled && opening_count >= 2 ? opening_count - 1 : 0;
    return std::make_shared<EngineBooks>(config, static_cast<std::uint32_t>(seed), draws);
}

}  // namespace gambit::match

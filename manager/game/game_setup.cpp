#include "manager/game/game_setup.hpp"

#include "chess/position.hpp"
#include "manager/game/engine_books.hpp"

namespace gambit::match {

GameSetup make_game_setup(const MatchConfig& c, const std::vector<openings::Opening>& book, const ScheduledGame& game,
                          EngineBooks* engine_books) {
    GameSetup s;
    GameRecord& h = s.header;
    h.id = game.id;
    h.pair = game.pair;
    h.round = game.round;
    h.white = game.white;
    h.black = game.black;
    h.white_name = c.engines[static_cast<std::size_t>(game.white)].process.name;
    h.black_name = c.engines[static_cast<std::size_t>(game.black)].process.name;
    h.start_fen = std::string(chess::StartFen);
    h.chess960 = c.chess960();
    if (game.opening >= 0) {
        const openings::Opening& o = book[static_cast<std::size_t>(game.opening)];
        h.start_fen = o.fen;
        h.opening_name = o.name;
        s.opening_moves = o.moves;
    }
    const int engines[2] = {game.white, game.black};
    for (int side : {0, 1}) {
        const EngineSpec& spec = c.engines[static_cast<std::size_t>(engines[side])];
        s.spec[side] = &spec;
        s.margin[side] = std::chrono::milliseconds(spec.timemargin_ms.value_or(c.timemargin_ms));
        (side == 0 ? h.white_tc : h.black_tc) = pgn_time_control(spec.tc);
    }
    if (engine_books) {
        s.engine_books = engine_books;
        if (!s.spec[0]->book.empty() && !s.spec[1]->book.empty())
            s.opening_moves = engine_books->opening(s.spec, h.start_fen, h.chess960, game.pair, std::move(s.opening_moves));
    }
    s.move_timeout = std::chrono::milliseconds(c.move_timeout_ms);
    s.draw = c.draw;
    s.resign = c.resign;
    s.rules = c.adjudication_rules;
    s.forfeit_loss_without_mating_material = c.dialect == Dialect::Fastchess;
    s.maxmoves = c.maxmoves;
    s.check_mate_pvs = c.check_mate_pvs;
    s.test_env = c.test_env;
    s.show_latency = c.show_latency;
    s.tb = c.tb;
    return s;
}

}  // namespace gambit::match

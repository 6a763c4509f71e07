#include "manager/game/play_game.hpp"

#include <algorithm>
#include <cinttypes>
#include <cstdlib>
#include <cstdio>
#include <ctime>
#include <optional>
#include <thread>

#include <spdlog/spdlog.h>

#include "chess/game.hpp"
#include "chess/pgn/move_comment.hpp"
#include "chess/notation.hpp"
#include "manager/game/adjudication.hpp"
#include "manager/game/engine_books.hpp"
#include "client/clock.hpp"
#include "manager/game/pv_check.hpp"
#include "manager/game/syzygy.hpp"

namespace gambit::match {

using namespace std::chrono;

namespace {

// How long a side that missed its deadline gets to answer `stop` before it counts as stalled.
constexpr milliseconds kStopGrace{1000};
// How long an engine stopped from outside waits for the manager's own interrupt (see engine_failed).
constexpr milliseconds kInterruptGrace{2000};

const char* side_name(int side) { return side == 0 ? "White" : "Black"; }

GameResult loss_for(int side) { return side == 0 ? GameResult::BlackWins : GameResult::WhiteWins; }

void utc_now(std::string& date, std::string& time) {
    std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y.%m.%d", &tm);
    date = buf;
    std::strftime(buf, sizeof buf, "%H:%M:%S", &tm);
    time = buf;
}

class GamePlayer {
public:
    GamePlayer(const GameSetup& setup, Engine& white, Engine& black, const std::atomic<bool>& abort,
               const std::shared_ptr<spdlog::logger>& log)
        : setup_(setup), engines_{&white, &black}, abort_(abort), log_(log),
          clocks_{Clock(setup.spec[0]->tc), Clock(setup.spec[1]->tc)},
          adjudicator_(setup.draw, setup.resign, setup.maxmoves, setup.rules) {
        out_.record = setup.header;
    }

    GameOutcome play() {
        const auto started = steady_clock::now();
        utc_now(out_.record.date, out_.record.time);
        if (prepare()) {
            while (!finished_) {
                if (abort_.load(std::memory_order_relaxed)) {
                    out_.abandoned = true;
                    break;
                }
                if (check_rules()) break;
                // fastchess probes before every move, the first one too; cutechess after engine moves.
                if (engine_plies_ == 0 && setup_.rules == AdjudicationRules::Fastchess && tablebase_adjudicated()) break;
                play_move();
            }
        }
        stop_pondering();
        out_.record.duration_s = duration<double>(steady_clock::now() - started).count();
        if (finished_ && !out_.abandoned)
            for (Engine* engine : engines_) engine->game_over(std::string(to_pgn(out_.record.result)), out_.record.reason);
        return std::move(out_);
    }

private:
    void end(GameResult result, Termination termination, std::string reason) {
        out_.record.result = result;
        out_.record.termination = termination;
        out_.record.reason = std::move(reason);
        finished_ = true;
    }

    // The opening on the board, both engines told a new game starts.
    bool prepare() {
        auto start = chess::Position::from_fen(setup_.header.start_fen, nullptr, setup_.header.chess960);
        if (!start) start = chess::Position();  // the book was validated; cannot happen
        game_ = chess::Game(*start);
        for (const auto& uci : setup_.opening_moves) {
            chess::Move move = chess::parse_uci(game_.position(), uci);
            if (!move.is_ok()) break;  // cannot happen: load_book validated every opening move
            MoveRecord m;
            m.uci = uci;
            m.san = chess::to_san(game_.position(), move);
            m.book = true;
            game_.play(move);
            moves_.push_back(uci);
            out_.record.moves.push_back(std::move(m));
        }
        // Notices from the engines' start-up (fastchess: "Warning; NAME doesn't have option X").
        for (int side : {0, 1})
            for (auto& notice : engines_[side]->take_notices()) warn(side, kMissingOption, std::move(notice));
        for (int side : {0, 1}) {
            out_.record.engine_name[side] = engines_[side]->id_name();
            out_.record.engine_author[side] = engines_[side]->id_author();
            // fastchess's results header shows them: the value set, else the engine's own default.
            for (auto [name, into] : {std::pair{"Threads", &out_.record.engine_threads[side]},
                                      std::pair{"Hash", &out_.record.engine_hash[side]}}) {
                *into = engines_[side]->option_default(name);
                for (const auto& [key, value] : setup_.spec[side]->process.options)
                    if (key == name) *into = value;
            }
            EngineStatus status = engines_[side]->new_game();
            if (status == EngineStatus::Ok) continue;
            engine_failed(side, status, "at the start of the game");
            return false;
        }
        return true;
    }

    void engine_failed(int side, EngineStatus status, const std::string& when) {
        out_.engine_failed[side] = true;
        const bool crashed = status == EngineStatus::Crashed || !engines_[side]->alive();
        // Killed with the rest of the job: abandoned (played again on resume), not a loss for a crash.
        if (crashed && engines_[side]->stopped_from_outside() && interrupt_follows(abort_)) {
            out_.abandoned = true;
            finished_ = true;
            return;
        }
        std::string reason = std::string(side_name(side)) + (crashed ? "'s engine crashed " : "'s engine stalled ") +
                             when + " (" + engines_[side]->error() + ")";
        if (log_) log_->warn("game {}: {}", setup_.header.id + 1, reason);
        forfeit(side, crashed ? Termination::Crash : Termination::Stall, std::move(reason));
    }

    // A forfeit loses the game, unless the opponent has no mating material (GameSetup says who draws then).
    void forfeit(int side, Termination termination, std::string reason) {
        const chess::Color opponent = side == 0 ? chess::Black : chess::White;
        if (!setup_.forfeit_loss_without_mating_material && !game_.has_mating_material(opponent))
            return end(GameResult::Draw, termination, reason + ", opponent cannot mate: draw");
        end(loss_for(side), termination, std::move(reason));
    }


    bool check_rules() {
        chess::GameResult r = game_.result();
        if (r.outcome == chess::Outcome::Ongoing) return false;
        GameResult result = r.outcome == chess::Outcome::WhiteWins   ? GameResult::WhiteWins
                            : r.outcome == chess::Outcome::BlackWins ? GameResult::BlackWins
                                                                     : GameResult::Draw;
        switch (r.termination) {
            case chess::Termination::Checkmate:
                end(result, Termination::Checkmate, result == GameResult::WhiteWins ? "White mates" : "Black mates");
                break;
            case chess::Termination::Stalemate: end(result, Termination::Stalemate, "Draw by stalemate"); break;
            case chess::Termination::ThreefoldRepetition:
                end(result, Termination::Threefold, "Draw by 3-fold repetition");
                break;
            case chess::Termination::FiftyMoves: end(result, Termination::FiftyMoves, "Draw by fifty moves rule"); break;
            default: end(result, Termination::InsufficientMaterial, "Draw by insufficient mating material"); break;
        }
        return true;
    }

    // -tb: ends the game when the tables know its result. fastchess probes the WDL tables whenever the
    // halfmove clock is 0 (the fifty-move counter cannot change the value then); cutechess probes the DTZ
    // tables (root probe) after every engine move, with the halfmove clock. Both: no castling rights, at most
    // -tbpieces pieces; a cursed win or blessed loss is a draw unless -tbignore50.
    bool tablebase_adjudicated() {
        const TablebaseAdjudication& tb = setup_.tb;
        if (!tb.enabled()) return false;
        const chess::Position& pos = game_.position();
        if (tb.pieces > 0 && chess::popcount(pos.pieces()) > tb.pieces) return false;
        const auto wdl = setup_.rules == AdjudicationRules::Fastchess ? syzygy::probe_wdl(pos) : syzygy::probe_root(pos);
        if (!wdl) return false;
        using syzygy::Wdl;
        const bool mover_wins = *wdl == Wdl::Win || (tb.ignore50 && *wdl == Wdl::CursedWin);
        const bool mover_loses = *wdl == Wdl::Loss || (tb.ignore50 && *wdl == Wdl::BlessedLoss);
        if (mover_wins || mover_loses) {
            if (!tb.win_loss) return false;
            const bool white_wins = (pos.side_to_move() == chess::White) == mover_wins;
            end(white_wins ? GameResult::WhiteWins : GameResult::BlackWins, Termination::AdjudicationTablebase,
                std::string(white_wins ? "White" : "Black") + " wins by adjudication: SyzygyTB");
            return true;
        }
        if (!tb.draw) return false;
        end(GameResult::Draw, Termination::AdjudicationTablebase, "Draw by adjudication: SyzygyTB");
        return true;
    }

    GoLimits limits_for(int side) const {
        GoLimits limits;
        limits.white_to_move = side == 0;
        const TimeControl& tc = setup_.spec[side]->tc;
        for (int s : {0, 1}) {
            if (!clocks_[s].has_clock()) continue;
            (s == 0 ? limits.wtime : limits.btime) = clocks_[s].remaining_ms();
            if (clocks_[s].increment_ms() > 0) (s == 0 ? limits.winc : limits.binc) = clocks_[s].increment_ms();
        }
        if (clocks_[side].moves_to_go()) limits.movestogo = clocks_[side].moves_to_go();
        if (tc.movetime_ms > 0) limits.movetime = tc.movetime_ms;
        if (tc.nodes > 0) limits.nodes = tc.nodes;
        if (tc.depth > 0) limits.depth = tc.depth;
        return limits;
    }

    // What tells an engine that searched too long from one that was not given the CPU: the time it says it
    // searched (its last info) against the time it had, and how fast its search then answered `stop`.
    static std::string missed_deadline_detail(milliseconds allowance, const SearchInfo& info,
                                              std::optional<milliseconds> bestmove_after_stop) {
        std::string detail = " (no bestmove in " + std::to_string(allowance.count()) + " ms; ";
        if (info.time_ms || info.depth) {
            detail += "last info";
            if (info.depth) detail += " depth " + std::to_string(*info.depth);
            if (info.time_ms) detail += " time " + std::to_string(*info.time_ms);
        } else {
            detail += "no info";
        }
        detail += bestmove_after_stop ? "; bestmove " + std::to_string(bestmove_after_stop->count()) + " ms after stop)"
                                      : "; no bestmove within " + std::to_string(kStopGrace.count()) + " ms of stop)";
        return detail;
    }

    void time_forfeit(int side, const std::string& detail, std::int64_t overrun_ms) {
        out_.record.overrun_ms = std::max<std::int64_t>(0, overrun_ms);
        forfeit(side, Termination::TimeForfeit, std::string(side_name(side)) + " loses on time" + detail);
    }

    // The engine's reply for this move: `go` after `position`, or, for an engine that pondered, `ponderhit`
    // when the opponent played the move it expected, else `stop` (its ponder search's bestmove consumed),
    // `position` and `go`. As in cutechess, the clock runs from the moment the turn begins: from
    // `ponderhit`, or from `stop` on a miss (the time the engine takes to stop is its own).
    BestMoveReply ask_move(int side, const std::optional<milliseconds>& allowance) {
        Engine& engine = *engines_[side];
        const auto turn_start = steady_clock::now();
        const auto deadline = turn_start + (allowance ? *allowance : setup_.move_timeout) + milliseconds(5);
        BestMoveReply reply;
        if (ponder_[side].active) {
            ponder_[side].active = false;
            if (!moves_.empty() && moves_.back() == ponder_[side].expected) return engine.ponderhit(deadline);
            if (EngineStatus status = engine.cancel_ponder(deadline); status != EngineStatus::Ok) {
                reply.status = status;
                reply.sent_at = turn_start;
                return reply;
            }
        }
        if (EngineStatus status = engine.position(setup_.header.start_fen, moves_); status != EngineStatus::Ok) {
            reply.status = status;
            reply.move.clear();
            position_failed_ = true;
            return reply;
        }
        reply = engine.go(limits_for(side), deadline);
        reply.sent_at = std::min(reply.sent_at, turn_start);
        return reply;
    }

    // After an engine's move: `go ponder` on the reply it expects (bestmove X ponder Y), when it may ponder
    // and Y is legal and does not end the game (cutechess ignores game-ending ponder moves).
    void start_pondering(int side, const std::optional<std::string>& expected) {
        Engine& engine = *engines_[side];
        if (!expected || !engine.can_ponder() || finished_ || game_.is_over()) return;
        const chess::Move move = chess::parse_uci(game_.position(), *expected);
        if (!move.is_ok()) return;
        chess::Game after = game_;
        const std::string uci = chess::to_uci(game_.position(), move);
        after.play(move);
        if (after.is_over()) return;
        std::vector<std::string> moves = moves_;
        moves.push_back(uci);
        EngineStatus status = engine.position(setup_.header.start_fen, moves);
        if (status == EngineStatus::Ok) status = engine.start_ponder(limits_for(side));
        if (status != EngineStatus::Ok) return engine_failed(side, status, "on 'go ponder'");
        ponder_[side] = {true, uci};
    }

    // At the end of a game, a pondering engine is stopped and its search's bestmove consumed.
    void stop_pondering() {
        for (int side : {0, 1}) {
            if (!ponder_[side].active) continue;
            ponder_[side].active = false;
            if (engines_[side]->cancel_ponder(steady_clock::now() + kStopGrace) != EngineStatus::Ok)
                out_.engine_failed[side] = true;  // restarted before its next game
        }
    }

    void play_move() {
        const int side = game_.position().side_to_move() == chess::White ? 0 : 1;
        if (setup_.engine_books) {
            const std::string book = setup_.engine_books->book_move(*setup_.spec[side], game_, out_.record.moves.size());
            if (!book.empty()) return play_book_move(side, book);
        }
        Engine& engine = *engines_[side];
        Clock& clock = clocks_[side];
        const milliseconds margin = setup_.margin[side];

        const std::int64_t nodes_per_ms = setup_.spec[side]->tc.nodes_per_ms;
        // A clock on nodes has no wall-time deadline; the move timeout still catches a hung engine.
        const auto allowance = nodes_per_ms > 0 ? std::nullopt : clock.allowance(margin);
        const std::int64_t time_left_ms = clock.has_clock() ? clock.remaining_ms() : 0;
        BestMoveReply reply = ask_move(side, allowance);
        if (position_failed_) return engine_failed(side, reply.status, "on 'position'");
        out_.record.garbage_lines[side] += static_cast<int>(reply.unexpected_lines.size());

        if (reply.status == EngineStatus::Crashed) return engine_failed(side, reply.status, "while thinking");
        if (reply.status == EngineStatus::Timeout) {
            // Missed the deadline: an engine that still answers `stop` merely lost on time.
            engine.stop();
            const auto late = engine.await_late_bestmove(steady_clock::now() + kStopGrace);
            if (allowance && engine.ping(kStopGrace) == EngineStatus::Ok)
                return time_forfeit(side, missed_deadline_detail(*allowance, reply.info, late),
                                    duration_cast<milliseconds>(steady_clock::now() - reply.sent_at).count() - time_left_ms);
            return engine_failed(side, EngineStatus::Timeout,
                                 allowance ? "(no bestmove by the deadline)" : "(no bestmove within the move timeout)");
        }

        const auto wall = reply.received_at - reply.sent_at;
        const auto elapsed = nodes_per_ms > 0 && reply.info.nodes
                                 ? duration_cast<steady_clock::duration>(milliseconds(std::int64_t(*reply.info.nodes) / nodes_per_ms))
                                 : wall;
        const std::string& mover = side == 0 ? out_.record.white_name : out_.record.black_name;
        // As fastchess: every PV of the search is checked, whatever happens to the move.
        check_pvs(side, reply, mover);
        if (!clock.charge(elapsed, margin)) {
            char detail[64];
            std::snprintf(detail, sizeof detail, " (%" PRId64 " ms used)",
                          static_cast<std::int64_t>(duration_cast<milliseconds>(elapsed).count()));
            return time_forfeit(side, detail, duration_cast<milliseconds>(elapsed).count() - time_left_ms);
        }
        // cutechess's hourglass: what the mover spent goes to the opponent, when both play one.
        if (setup_.spec[side]->tc.hourglass && setup_.spec[1 - side]->tc.hourglass)
            clocks_[1 - side].add(duration_cast<milliseconds>(elapsed));

        if (reply.resigned) {
            const std::string who = side_name(side);
            return end(loss_for(side), Termination::Resign, who + " resigns");
        }
        std::string error;
        chess::Move move = reply.status == EngineStatus::Ok ? chess::parse_uci(game_.position(), reply.move, &error)
                                                             : chess::Move::none();
        if (!move.is_ok()) {
            if (!reply.move.empty() && !is_uci_move(reply.move))
                warn(side, kIllegalMove, "Warning; Move does not match uci move format, lowercase and 4/5 chars. Move " +
                                             reply.move + " played by " + mover, false);
            warn(side, kIllegalMove,
                 "Warning; Illegal move " + (reply.move.empty() ? std::string("<none>") : reply.move) + " played by " + mover);
            std::string reason = std::string(side_name(side)) + " makes an illegal move: '" + reply.move + "'";
            if (reply.status != EngineStatus::Ok) reason += " (" + engine.error() + ")";
            if (log_) log_->warn("game {}: {}", setup_.header.id + 1, reason);
            out_.record.illegal_move = reply.move;
            return forfeit(side, Termination::IllegalMove, std::move(reason));
        }

        MoveRecord m;
        m.uci = chess::to_uci(game_.position(), move);  // king-takes-rook castling in Chess960
        m.san = chess::to_san(game_.position(), move);
        m.score = reply.info.score;
        // whitepov: the engine speaks from White's side; the record is from the mover's.
        if (m.score && setup_.spec[side]->white_pov && side == 1) m.score->value = -m.score->value;
        m.depth = reply.info.depth;
        if (reply.last_scored.score) {
            m.last_score = reply.last_scored.score;
            if (setup_.spec[side]->white_pov && side == 1) m.last_score->value = -m.last_score->value;
            m.last_depth = reply.last_scored.depth;
        }
        m.seldepth = reply.info.seldepth;
        m.hashfull = reply.info.hashfull;
        m.nodes = reply.info.nodes;
        m.nps = reply.info.nps;
        m.tbhits = reply.info.tbhits;
        m.time_ms = duration_cast<milliseconds>(elapsed).count();
        if (reply.info.time_ms) m.latency_ms = duration_cast<milliseconds>(wall).count() - *reply.info.time_ms;
        if (setup_.show_latency && log_)  // fastchess's line (its Match::playMove)
            log_->info("Engine {} latency: {}ms (elapsed: {}, reported: {})", side == 0 ? out_.record.white_name : out_.record.black_name,
                       m.latency_ms.value_or(0), duration_cast<milliseconds>(wall).count(), reply.info.time_ms.value_or(0));
        m.matched_lines = std::move(reply.matched_lines);
        m.pv = reply.info.pv;
        if (clock.has_clock()) m.clock_ms = clock.remaining_ms();
        const std::optional<Score> score = m.score;
        game_.play(move);
        moves_.push_back(m.uci);
        out_.record.moves.push_back(std::move(m));
        ++engine_plies_;
        check_mate_signs(side, reply.info_line);

        PlayedMove played;
        played.white_moved = side == 0;
        played.score = score;
        played.halfmove_clock = game_.position().halfmove_clock();
        played.fullmove_number = game_.position().fullmove_number();
        played.game_plies = static_cast<int>(moves_.size());
        played.engine_plies = engine_plies_;
        // The tables first (fastchess: "a sort of exact result"); the rules' endings come before both.
        if (!game_.is_over() && tablebase_adjudicated()) return;
        auto verdict = adjudicator_.after_move(played);
        if (verdict && !game_.is_over()) {
            switch (verdict->kind) {
                case AdjudicationKind::Draw: end(GameResult::Draw, Termination::AdjudicationDraw, "Draw by adjudication"); break;
                case AdjudicationKind::MaxMoves:
                    end(GameResult::Draw, Termination::AdjudicationMaxMoves, "Draw by adjudication: maximum moves");
                    break;
                case AdjudicationKind::Resign:
                    end(verdict->white_loses ? GameResult::BlackWins : GameResult::WhiteWins,
                        Termination::AdjudicationResign,
                        std::string(verdict->white_loses ? "White" : "Black") + " resigns (adjudication)");
                    break;
            }
        }
        start_pondering(side, reply.ponder);
    }

    // cutechess's makeBookMove: the engine's book move is played for it at once (no clock charged, no increment),
    // its opponent stops pondering, and the PGN comment is "book". As a move without an evaluation it breaks
    // cutechess's draw and resign streaks (its adjudicator's "moves forced by the user").
    void play_book_move(int side, const std::string& uci) {
        const int other = 1 - side;
        if (ponder_[other].active) {
            ponder_[other].active = false;
            if (engines_[other]->cancel_ponder(steady_clock::now() + kStopGrace) != EngineStatus::Ok)
                out_.engine_failed[other] = true;  // restarted before its next game
        }
        const chess::Move move = chess::parse_uci(game_.position(), uci);
        MoveRecord m;
        m.uci = uci;
        m.san = chess::to_san(game_.position(), move);
        m.book = true;
        if (clocks_[side].has_clock()) m.clock_ms = clocks_[side].remaining_ms();
        game_.play(move);
        moves_.push_back(uci);
        out_.record.moves.push_back(std::move(m));
        if (setup_.rules == AdjudicationRules::Cutechess) {
            PlayedMove played;
            played.white_moved = side == 0;
            played.halfmove_clock = game_.position().halfmove_clock();
            played.fullmove_number = game_.position().fullmove_number();
            played.game_plies = static_cast<int>(moves_.size());
            played.engine_plies = engine_plies_;
            adjudicator_.after_move(played);  // no score: never a verdict
        }
    }

    // One warning: counted for `side` under `key`, and its console text (fastchess's) kept for the tournament.
    void warn(int side, std::string_view key, std::string text, bool count = true) {
        if (count) ++out_.record.warnings[side][std::string(key)];
        out_.record.warning_lines.push_back(std::move(text));
        if (log_) log_->warn("game {}: {}", setup_.header.id + 1, out_.record.warning_lines.back());
    }

    // A warning with the lines that explain it: on lines of their own, or one line with -testEnv.
    std::string explained(const std::vector<std::string>& parts) const {
        std::string text;
        for (const auto& part : parts) text += (text.empty() ? "" : setup_.test_env ? " :: " : "\n") + part;
        return text;
    }

    std::string position_text() const {
        const std::string& fen = setup_.header.start_fen;
        return "Position; " + (fen == chess::StartFen ? std::string("startpos") : "fen " + fen);
    }

    std::string moves_text() const {
        std::string text = "Moves; ";
        for (std::size_t i = 0; i < moves_.size(); ++i) text += (i ? " " : "") + moves_[i];
        return text;
    }

    // fastchess's PV checks on the search that just ended, from the position before its move: every scored
    // info line's PV, then whether the bestmove starts the last main-line PV (only for a legal bestmove).
    void check_pvs(int side, const BestMoveReply& reply, const std::string& mover) {
        if (reply.scored_info_lines.empty()) return;
        const chess::Position& pos = game_.position();
        const auto& lines = reply.scored_info_lines;
        for (const auto& line : lines) {
            if (auto problem = check_pv(pos, line.info, setup_.check_mate_pvs))
                warn(side, warning_key(problem->warning),
                     explained({warning_text(*problem, mover), "Info; " + line.text, position_text(), moves_text()}));
        }
        std::size_t last = lines.size();
        while (last > 0 && lines[last - 1].info.multipv.value_or(1) != 1) --last;
        if (last == 0) return;
        const ScoredInfoLine& last_main = lines[last - 1];
        if (!chess::parse_uci(pos, reply.move).is_ok()) return;
        if (auto problem = check_bestmove(last_main.info, reply.move))
            warn(side, warning_key(problem->warning),
                 explained({warning_text(*problem, mover), "Info; " + last_main.text, position_text(), moves_text()}));
    }

    // fastchess's sign check after a move: the previous engine move and this one both claim a mate for
    // the mover (or both against it).
    void check_mate_signs(int side, const std::string& info_line) {
        last_info_line_[side] = info_line;
        const auto& moves = out_.record.moves;
        if (moves.size() < 2) return;
        const MoveRecord& them = moves[moves.size() - 2];
        const MoveRecord& us = moves.back();
        if (them.book || !them.score || !us.score) return;
        if (them.score->kind != Score::Kind::Mate || us.score->kind != Score::Kind::Mate) return;
        if (static_cast<long>(them.score->value) * us.score->value <= 0) return;
        const int other = 1 - side;
        const std::string& us_name = side == 0 ? out_.record.white_name : out_.record.black_name;
        const std::string& them_name = other == 0 ? out_.record.white_name : out_.record.black_name;
        const std::string text = "Warning; Sign mismatch in mate scores " + std::to_string(them.score->value) + " and " +
                                 std::to_string(us.score->value) + " from " + them_name + " (" + side_name(other) +
                                 ") and " + us_name + " (" + side_name(side) + ")";
        ++out_.record.warnings[other][std::string(kMateSignMismatch)];
        warn(side, kMateSignMismatch,
             explained({text, "Infos; " + last_info_line_[other] + " ; " + last_info_line_[side], position_text(),
                        moves_text()}));
    }

    std::string last_info_line_[2];
    const GameSetup& setup_;
    Engine* engines_[2];
    const std::atomic<bool>& abort_;
    const std::shared_ptr<spdlog::logger>& log_;
    Clock clocks_[2];
    Adjudicator adjudicator_;
    chess::Game game_;
    std::vector<std::string> moves_;  // every move since start_fen, book included (what `position` sends)
    int engine_plies_ = 0;            // moves played by the engines
    struct Pondering {
        bool active = false;          // `go ponder` sent, not yet answered by ponderhit or stop
        std::string expected;         // the opponent's move it ponders on (UCI)
    };
    Pondering ponder_[2];
    bool position_failed_ = false;    // `position` could not be written (the engine's failure ends the game)
    GameOutcome out_;
    bool finished_ = false;
};

}  // namespace

GameOutcome play_game(const GameSetup& setup, Engine& white, Engine& black, const std::atomic<bool>& abort,
                      const std::shared_ptr<spdlog::logger>& log) {
    return GamePlayer(setup, white, black, abort, log).play();
}

bool interrupt_follows(const std::atomic<bool>& abort) {
    const auto until = steady_clock::now() + kInterruptGrace;
    while (!abort.load(std::memory_order_relaxed) && steady_clock::now() < until)
        std::this_thread::sleep_for(milliseconds(10));
    return abort.load(std::memory_order_relaxed);
}

std::string move_comment(const MoveRecord& m, const PgnSettings& pgn) {
    chess::MoveComment c;
    c.book = m.book;
    if (m.score) {
        if (m.score->kind == Score::Kind::Mate) c.mate = m.score->value;
        else c.pawns = m.score->value / 100.0;
        c.depth = m.depth.value_or(0);
    }
    c.seconds = static_cast<double>(m.time_ms) / 1000.0;
    // The extras the -pgnout settings ask for.
    if (pgn.seldepth) c.seldepth = m.seldepth;
    if (pgn.nodes) c.nodes = m.nodes;
    if (pgn.nps) c.nps = m.nps;
    if (pgn.hashfull) c.hashfull = m.hashfull;
    if (pgn.timeleft) c.timeleft_ms = m.clock_ms;
    if (pgn.latency) c.latency_ms = m.latency_ms;
    // chess::MoveComment has no tbhits: it goes between the counters and the pv/line/clock, which are
    // formatted on their own (a comment with only those starts with ", ") and appended.
    chess::MoveComment tail;
    if (pgn.pv) tail.pv = m.pv;
    if (!pgn.match_line.empty() && !m.matched_lines.empty()) tail.line = m.matched_lines.back();
    if (m.clock_ms) tail.clock_seconds = static_cast<double>(*m.clock_ms) / 1000.0;
    std::string text = chess::format_move_comment(c);
    if (m.book) return text;
    if (pgn.tbhits) text += ", tbhits=" + std::to_string(m.tbhits.value_or(0));
    return text + chess::format_move_comment(tail);
}

}  // namespace gambit::match

#include "manager/output/cutechess_console.hpp"

#include <algorithm>
#include <cstdio>
#include <map>

#include "manager/output/cutechess_numbers.hpp"
#include "manager/output/cutechess_results.hpp"

namespace gambit::match {
namespace {

std::string score_text(int wins, int losses, int draws) {
    char buf[96];
    const int n = wins + losses + draws;
    std::snprintf(buf, sizeof buf, "%d - %d - %d  [%.3f] %d", wins, losses, draws,
                  static_cast<double>(2 * wins + draws) / (n * 2), n);
    return buf;
}

int games_of(double x) { return static_cast<int>(x); }

}  // namespace

std::string cutechess_description(Termination t, GameResult r, const std::string& illegal_move) {
    const std::string winner = r == GameResult::WhiteWins ? "White" : "Black";
    const std::string loser = r == GameResult::WhiteWins ? "Black" : "White";
    switch (t) {
        case Termination::Checkmate: return winner + " mates";
        case Termination::Stalemate: return "Draw by stalemate";
        case Termination::Threefold: return "Draw by 3-fold repetition";
        case Termination::FiftyMoves: return "Draw by fifty moves rule";
        case Termination::InsufficientMaterial: return "Draw by insufficient mating material";
        case Termination::TimeForfeit: return r == GameResult::Draw ? "Draw by timeout" : loser + " loses on time";
        // A forfeit when the opponent cannot mate is a draw with no loser, which cutechess's wording leaves blank.
        case Termination::Crash: return r == GameResult::Draw ? "Draw by disconnection" : loser + " disconnects";
        case Termination::Stall: return r == GameResult::Draw ? "Draw by stalled connection" : loser + "'s connection stalls";
        case Termination::IllegalMove:
            return (r == GameResult::Draw ? std::string() : loser) + " makes an illegal move" +
                   (illegal_move.empty() ? "" : ": " + illegal_move);
        case Termination::AdjudicationDraw: return "Draw by adjudication";
        case Termination::AdjudicationResign: return winner + " wins by adjudication";
        case Termination::AdjudicationMaxMoves: return "Draw by adjudication: maximal game length";
        case Termination::AdjudicationTablebase:
            return r == GameResult::Draw ? "Draw by adjudication: SyzygyTB" : winner + " wins by adjudication: SyzygyTB";
        case Termination::Resign: return loser + " resigns";
    }
    return "No result";
}

CutechessConsole::CutechessConsole(const MatchConfig& config, std::vector<std::string> names, Print print)
    : config_(config), names_(std::move(names)), print_(std::move(print)), instance_(names_.size(), -1) {}

void CutechessConsole::run_started(const Progress&) {
    // What cutechess says while it reads its options: it indexes a random suite, and warns (on stderr) when
    // -repeat does not divide the games of an encounter.
    if (config_.openings.order == "random" && !config_.openings.file.empty()) print_("Indexing opening suite...\n");
    if (config_.repeat && config_.repeat_count > 0 && config_.games % config_.repeat_count != 0)
        std::fprintf(stderr, "Warning: %d opening repetitions vs %d games per encounter\n", config_.repeat_count,
                     config_.games);
}

int CutechessConsole::instance_of(int engine) {
    int& id = instance_[static_cast<std::size_t>(engine)];
    if (id < 0) id = next_instance_++;
    return id;
}

void CutechessConsole::game_started(const ScheduledGame& game, const Progress& p) {
    instance_of(game.white), instance_of(game.black);
    print_("Started game " + std::to_string(game.id + 1) + " of " + std::to_string(p.planned) + " (" +
           names_[static_cast<std::size_t>(game.white)] + " vs " + names_[static_cast<std::size_t>(game.black)] + ")\n");
}

void CutechessConsole::game_finished(const GameEvent& e, const Progress& p) {
    const GameRecord& g = e.game;
    if (g.termination == Termination::Crash || g.termination == Termination::Stall) {
        // The failed engine's process is killed; a restarted one is a new process with a new number.
        const int engine = g.result == GameResult::WhiteWins ? g.black : g.white;
        print_("Terminating process of engine " + names_[static_cast<std::size_t>(engine)] + "(" +
               std::to_string(instance_of(engine)) + ")\n");
        instance_[static_cast<std::size_t>(engine)] = -1;
    }
    // A failure without -recover stops the tournament inside its game-finished handler, which prints the
    // end before the game's own lines.
    if (e.stops_run) {
        print_(final_blocks(e.scores, p.done) + "Finished match\n");
        ended_ = true;
    }
    print_("Finished game " + std::to_string(g.id + 1) + " (" + g.white_name + " vs " + g.black_name + "): " +
           std::string(to_pgn(g.result)) + " {" + cutechess_description(g.termination, g.result, g.illegal_move) + "}\n");
    if (names_.size() == 2) {
        const elo::Trinomial a = e.scores.player(0).total(), b = e.scores.player(1).total();
        print_("Score of " + names_[0] + " vs " + names_[1] + ": " +
               score_text(games_of(a.wins), games_of(b.wins), games_of(a.draws)) + "\n");
    }
    if (e.stops_run) return;
    if (config_.rating_interval > 0 && p.done % config_.rating_interval == 0) print_(ranking(e.scores) + "\n");
    if (config_.outcome_interval > 0 && p.done % config_.outcome_interval == 0) print_(outcomes(e.scores) + "\n");
}

std::string CutechessConsole::final_blocks(const Scoreboard& scores, int finished) const {
    std::string out;
    if (config_.rating_interval == 0 || finished % config_.rating_interval != 0) out += ranking(scores) + "\n";
    if (config_.outcome_interval == 0 || finished % config_.outcome_interval != 0) out += outcomes(scores) + "\n";
    return out;
}

void CutechessConsole::run_finished(const Scoreboard& scores, const Progress& p, RunEnd) {
    if (!ended_) print_(final_blocks(scores, p.done) + "Finished match\n");
}

std::string CutechessConsole::ranking(const Scoreboard& scores) const {
    std::string out;
    if (names_.size() == 2) {
        const PlayerStats& first = scores.player(0);
        const auto& w = first.as_white;
        const auto& b = first.as_black;
        const int nw = games_of(w.wins + w.losses + w.draws), nb = games_of(b.wins + b.losses + b.draws);
        if (nw > 0) out += "...      " + names_[0] + " playing White: " + score_text(games_of(w.wins), games_of(w.losses), games_of(w.draws)) + "\n";
        if (nb > 0) out += "...      " + names_[0] + " playing Black: " + score_text(games_of(b.wins), games_of(b.losses), games_of(b.draws)) + "\n";
        if (nw + nb > 0) {
            // Games won by White, by Black, drawn; the score is White's.
            out += "...      White vs Black: " +
                   score_text(games_of(w.wins + b.losses), games_of(w.losses + b.wins), games_of(w.draws + b.draws)) + "\n";
        }
        const CutechessElo e = cutechess_elo(first.total());
        out += "Elo difference: " + qt_fixed(e.diff, 1) + " +/- " + qt_fixed(e.error, 1) + ", LOS: " + qt_fixed(e.los, 1) +
               " %, DrawRatio: " + qt_fixed(e.draw_ratio * 100, 1) + " %";
    } else {
        out += cutechess_rank_table(config_, names_, scores);
    }
    const CutechessSprt s = cutechess_sprt(scores.player(0).total(), config_.sprt);
    if (s.llr != 0.0 || s.lower != 0.0 || s.upper != 0.0) {
        out += "\nSPRT: llr " + qt_general3(s.llr) + " (" + qt_fixed(s.llr / s.upper * 100, 1) + "%), lbound " +
               qt_general3(s.lower) + ", ubound " + qt_general3(s.upper);
        if (s.verdict < 0) out += " - H0 was accepted";
        if (s.verdict > 0) out += " - H1 was accepted";
    }
    return out;
}

std::string CutechessConsole::outcomes(const Scoreboard& scores) const {
    std::string out;
    for (std::size_t i = 0; i < names_.size(); ++i) {
        out += "\nPlayer: " + names_[i];
        // Draws by their description, decided games as "Win: ..." or "Loss: ...", sorted by the text.
        std::map<std::string, int> listed;
        for (const auto& [key, n] : scores.player(static_cast<int>(i)).endings) {
            const auto& [termination, result, white] = key;
            std::string text = cutechess_description(termination, result);
            if (result != GameResult::Draw) text = ((result == GameResult::WhiteWins) == white ? "Win: " : "Loss: ") + text;
            listed[text] += n;
        }
        for (const auto& [text, n] : listed) out += "\n   \"" + text + "\": " + std::to_string(n);
    }
    return out;
}

}  // namespace gambit::match

// Results so far: W/D/L and pentanomial pairs per encounter (from the first engine's side), and how games
// ended. Fed one finished game at a time, in any order; a pair counts once both its games are in.
#pragma once

#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "elo/stats/elo.hpp"
#include "manager/game/game_record.hpp"

namespace gambit::match {

struct EncounterStats {
    int a = 0, b = 0;              // engine indices; statistics are from a's side
    elo::Trinomial wdl;
    elo::Pentanomial penta;
    int games = 0, pairs_complete = 0;
    int penta_wl = 0, penta_dd = 0;  // the pairs of bin 2: a win and a loss, or two draws
    elo::Trinomial paired_wdl;     // W/D/L of the games of complete pairs only (fastchess's pentanomial block)
    bool pentanomial = true;       // Elo and SPRT from the pairs (-report penta=false: from single games)
};

// One engine's games, whoever it played: the peers' rank tables, per-colour lines and outcome lists need them.
struct PlayerStats {
    elo::Trinomial as_white, as_black;  // W/D/L from this engine's side, by the colour it had
    // How its games ended, by (termination, result, whether it had White): cutechess's outcome list and
    // rank columns, fastchess's Timeouts/Crashed counts are read from these.
    std::map<std::tuple<Termination, GameResult, bool>, int> endings;

    elo::Trinomial total() const {
        return {as_white.wins + as_black.wins, as_white.draws + as_black.draws, as_white.losses + as_black.losses};
    }
};

class Scoreboard {
public:
    // `second_game_swapped`: as fastchess, read a pair's second game as if the first engine had the other
    // colour than in the first game, even when it did not (-noswap): fastchess then counts a pair of two wins
    // as a win and a loss, and prints and tests that.
    explicit Scoreboard(std::vector<std::pair<int, int>> encounters, bool pentanomial = true,
                        bool second_game_swapped = false);

    struct Entry {  // the facts of a game the scoreboard needs
        int pair = -1, white = 0, black = 0;
        GameResult result = GameResult::Draw;
        Termination termination = Termination::Checkmate;
    };
    void add(const Entry& game);

    const std::vector<EncounterStats>& encounters() const { return stats_; }
    const EncounterStats* find(int a, int b) const;
    const std::map<std::string, int>& terminations() const { return terminations_; }
    // By engine index; engines without a finished game have empty stats.
    const PlayerStats& player(int engine) const;
    int games() const { return games_; }

private:
    EncounterStats* locate(int a, int b);

    std::vector<EncounterStats> stats_;
    struct PendingPair {
        double a_points;  // in the first game of the pair that finished
        int white;        // who had White in it
    };
    std::map<int, PendingPair> pending_pairs_;
    bool second_game_swapped_ = false;
    std::map<std::string, int> terminations_;
    std::vector<PlayerStats> players_;
    int games_ = 0;
};

// Estimate and SPRT of one encounter: pentanomial when it has complete pairs (and pentanomial is on),
// W/D/L otherwise.
elo::Estimate estimate(const EncounterStats& s);
elo::SprtResult sprt(const EncounterStats& s, const elo::SprtParams& params);

}  // namespace gambit::match

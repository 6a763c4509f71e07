// Syzygy endgame tablebases in the search, through Debian's Fathom (libfathom-dev). Fathom keeps the tables
// in process-wide state: load() replaces them for the whole process (every Engine in it), and the root probe,
// which Fathom does not make thread-safe, runs under a mutex; WDL probes are safe from every thread.
#pragma once

#include <optional>
#include <string>

#include "chess/move.hpp"
#include "chess/position.hpp"

namespace gambit::search::tablebase {

// Stockfish's options: SyzygyProbeDepth, Syzygy50MoveRule, SyzygyProbeLimit (SyzygyPath loads the tables).
struct Options {
    int probe_depth = 1;   // probe WDL at nodes of at least this depth (and after every capture or pawn move)
    bool rule50 = true;    // a win the fifty-move rule spoils (cursed) is a draw, and a loss it saves too
    int probe_limit = 7;   // probe positions of at most this many pieces
};

// A position's value for the side to move: -2 loss, -1 loss the fifty-move rule saves (blessed), 0 draw,
// 1 win it spoils (cursed), 2 win.
using Wdl = int;

// Loads the tables of PATHS (folders separated by ':'); empty or "<empty>" unloads them. Returns the largest
// number of pieces the tables cover (0: none found).
int load(const std::string& paths);
int largest();  // of the tables loaded (0: none)

// Whether `pos` may be probed under `options`: tables loaded, no castling rights, few enough pieces.
bool probeable(const chess::Position& pos, const Options& options);
// WDL probe, for positions whose halfmove clock is 0 (Fathom's WDL tables know nothing of the clock):
// nullopt otherwise, or when a table is missing.
std::optional<Wdl> probe_wdl(const chess::Position& pos);

// The root move DTZ tables choose (the fastest win that the fifty-move rule does not spoil, the slowest loss,
// a draw that stays one), with the position's WDL; nullopt when a table is missing.
struct RootChoice {
    chess::Move move;
    Wdl wdl;
};
std::optional<RootChoice> probe_root(const chess::Position& pos);

}  // namespace gambit::search::tablebase

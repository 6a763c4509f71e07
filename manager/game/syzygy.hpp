// Syzygy tablebase probes for -tb adjudication, through Debian's Fathom (libfathom-dev, tbprobe.h). Fathom
// keeps the tables in process-wide state: load() once before the games start; the probes are then safe
// from every game slot (the root probe, which Fathom does not make thread-safe, runs under a mutex).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace gambit::chess {
class Position;
}

namespace gambit::match::syzygy {

// A position's value for the side to move. Cursed win / blessed loss: won / lost, but drawn by the
// fifty-move rule.
enum class Wdl { Loss, BlessedLoss, Draw, CursedWin, Win };

// The folders of a -tb value: separated by ':' (fastchess and Fathom on Unix) or ';' (cutechess's manual).
std::vector<std::string> split_paths(const std::string& paths);
// Whether a folder holds at least one Syzygy WDL table (*.rtbw).
bool holds_tables(const std::string& folder);

// Loads the tables of PATHS (every folder checked first: a UsageError names one without tables).
// Returns the largest number of pieces they cover.
int load(const std::string& paths);
int largest();  // of the tables loaded (0: none)

// WDL probe (fastchess): only for positions without castling rights and a halfmove clock of 0, whose value
// the fifty-move counter cannot change. nullopt: not such a position, or the table is missing.
std::optional<Wdl> probe_wdl(const chess::Position& pos);
// Root probe (cutechess): the DTZ tables, with the halfmove clock taken into account; nullopt when the
// position has castling rights or a table is missing.
std::optional<Wdl> probe_root(const chess::Position& pos);

const char* to_string(Wdl wdl);  // "Win", "CursedWin", "Draw", "BlessedLoss", "Loss" (as Fathom prints them)

}  // namespace gambit::match::syzygy

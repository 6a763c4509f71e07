// Finished games as PGN: the Seven Tag Roster, FEN/SetUp when the game does not start from the initial
// position, TimeControl, Termination, PlyCount, and a `{score/depth time}` comment on every engine move.
// Games are appended and flushed one by one, so a killed run leaves only whole games behind.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

#include "manager/game/game_record.hpp"
#include "manager/match_config.hpp"

namespace gambit::match {

// `pgn` chooses the notation, the comment extras and the minimal form (-pgnout).
std::string format_pgn(const GameRecord& game, const std::string& event, const PgnSettings& pgn = {},
                       const std::string& site = "?");

// The game as the run's dialect writes it: gambit-match's own (format_pgn), cutechess-cli's
// (pgn_cutechess.hpp) or fastchess's (pgn_fastchess.hpp).
std::string format_game_pgn(const GameRecord& game, const MatchConfig& config);

class PgnWriter {
public:
    // Opens `path` for appending (created if missing). With keep_bytes >= 0, the file is first cut to that
    // size: on resume, whatever a killed run wrote after its last checkpoint goes. Throws std::runtime_error.
    PgnWriter(const std::string& path, std::int64_t keep_bytes);
    ~PgnWriter();
    PgnWriter(const PgnWriter&) = delete;
    PgnWriter& operator=(const PgnWriter&) = delete;

    // Throws std::runtime_error.
    void append(const GameRecord& game, const std::string& event, const PgnSettings& pgn = {}, const std::string& site = "?");
    void append_text(const std::string& text);  // one whole game
    std::int64_t size() const { return size_; }                    // bytes in the file
    // -crc32 pgn=true: from now on the CRC-32 (zlib's crc32) of the whole file is kept, starting from what
    // the file already holds. Throws std::runtime_error.
    void track_crc32();
    std::uint32_t crc32() const { return crc_; }

private:
    std::string path_;
    std::FILE* file_ = nullptr;
    std::int64_t size_ = 0;
    bool track_crc_ = false;
    std::uint32_t crc_ = 0;
};

}  // namespace gambit::match

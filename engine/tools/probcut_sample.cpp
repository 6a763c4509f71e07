#include "engine/tools/probcut_sample.hpp"

#include <fstream>
#include <random>
#include <sstream>

#include "chess/movegen.hpp"

namespace gambit::tools {

std::optional<std::vector<chess::Position>> read_fen_lines(const std::string& file, std::string& error) {
    std::ifstream in(file);
    if (!in) {
        error = "cannot open '" + file + "'";
        return std::nullopt;
    }
    std::vector<chess::Position> positions;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.find_first_not_of(" \t\r") == std::string::npos || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string f[4];
        for (std::string& field : f) fields >> field;
        std::string problem;
        const auto pos = chess::Position::from_fen(f[0] + ' ' + f[1] + ' ' + f[2] + ' ' + f[3], &problem);
        if (!pos) {
            error = file + ":" + std::to_string(number) + ": bad FEN: " + problem;
            return std::nullopt;
        }
        positions.push_back(*pos);
    }
    return positions;
}

ProbCutCells sample_probcut_cuts(search::Engine& engine, const std::vector<chess::Position>& positions,
                                 std::uint64_t nodes, int per_cell, unsigned seed) {
    std::mt19937_64 rng(seed);
    ProbCutCells cells;
    search::Limits limits;
    limits.nodes = nodes;
    limits.on_probcut = [&](const search::ProbCutDecision& d) {
        ProbCutCell& cell = cells[{d.shallow, d.depth, int(d.stage)}];
        ++cell.seen;
        if (cell.sample.size() < std::size_t(per_cell)) {
            cell.sample.push_back(d);
        } else {
            const std::uint64_t slot = std::uniform_int_distribution<std::uint64_t>(0, cell.seen - 1)(rng);
            if (slot < std::uint64_t(per_cell)) cell.sample[slot] = d;
        }
    };
    for (const chess::Position& pos : positions) {
        if (chess::legal_moves(pos).empty()) continue;
        engine.new_game();
        engine.search(pos, limits);
    }
    return cells;
}

std::optional<bool> cut_contradicted(search::Engine& deep, const search::ProbCutDecision& cut) {
    const auto pos = chess::Position::from_fen(cut.fen);
    if (!pos || chess::legal_moves(*pos).empty()) return std::nullopt;
    search::Limits to_depth;
    to_depth.depth = cut.depth;
    deep.new_game();
    const int value = deep.search(*pos, to_depth).score;
    return cut.fail_high ? value < cut.bound : value > cut.bound;
}

}  // namespace gambit::tools

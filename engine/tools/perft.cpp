// Perft and its two command-line front ends (one position, or a whole EPD suite).
#include "engine/tools/perft.hpp"

#include <charconv>
#include <chrono>
#include <fstream>
#include <iostream>
#include <string>

#include "args/arguments.hpp"
#include "chess/chess960.hpp"
#include "chess/movegen.hpp"
#include "chess/notation.hpp"

namespace gambit::tools {

using namespace gambit::chess;

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return count_legal_moves(pos);
    MoveList moves;
    generate(pos, moves);
    std::uint64_t nodes = 0;
    Undo undo;
    for (const Move m : moves) {
        pos.make_move(m, undo);
        nodes += perft(pos, depth - 1);
        pos.unmake_move(m, undo);
    }
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> result;
    Undo undo;
    for (const Move m : legal_moves(pos)) {
        pos.make_move(m, undo);
        result.emplace_back(m, perft(pos, depth - 1));
        pos.unmake_move(m, undo);
    }
    return result;
}

namespace {

template <typename Int>
bool parse_int(std::string_view text, Int& value) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size();
}

std::string join(std::span<const std::string_view> parts) {
    std::string s;
    for (const auto part : parts) {
        if (!s.empty()) s += ' ';
        s += part;
    }
    return s;
}

}  // namespace

int perft_main(std::span<const std::string_view> args) {
    int depth = 0;
    if (args.empty() || !parse_int(args[0], depth) || depth < 1 || depth > 20) {
        std::cerr << "perft: expected DEPTH (1-20) [FEN], got '" << join(args) << "'\n";
        return 2;
    }
    std::string error;
    const std::string fen = args.size() > 1 ? join(args.subspan(1)) : std::string(StartFen);
    std::optional<Position> pos = fen_in_either_variant(fen, &error);
    if (!pos) {
        std::cerr << "perft: " << error << '\n';
        return 2;
    }
    std::uint64_t total = 0;
    for (const auto& [move, nodes] : perft_divide(*pos, depth)) {
        std::cout << to_uci(*pos, move) << ": " << nodes << '\n';
        total += nodes;
    }
    std::cout << "\nNodes searched: " << total << std::endl;
    return 0;
}

int perft_epd_main(std::span<const std::string_view> args) {
    std::string path;
    std::uint64_t max_nodes = 0;  // 0 = no cap
    int max_depth = 0;
    const auto unexpected = [](std::string_view word) {
        std::cerr << "perft-epd: unexpected argument '" << word << "'\n";
        return 2;
    };
    args::Parsed parsed;
    try {
        parsed = args::parse(args, {.valued = {"max-nodes", "max-depth"}});
    } catch (const args::Error& e) {
        return unexpected(e.problem.word);
    }
    for (const std::string& word : parsed.all("max-nodes"))
        if (!parse_int(word, max_nodes)) return unexpected("--max-nodes");
    for (const std::string& word : parsed.all("max-depth"))
        if (!parse_int(word, max_depth)) return unexpected("--max-depth");
    for (const std::string& word : parsed.positional()) {
        if (!path.empty()) return unexpected(word);
        path = word;
    }
    if (path.empty()) {
        std::cerr << "perft-epd: expected FILE [--max-nodes N] [--max-depth D]\n";
        return 2;
    }
    std::ifstream in(path);
    if (!in) {
        std::cerr << "perft-epd: cannot open '" << path << "'\n";
        return 2;
    }

    const auto start = std::chrono::steady_clock::now();
    std::uint64_t positions = 0, checks = 0, mismatches = 0, skipped = 0, nodes_total = 0;
    std::string line;
    for (int line_number = 1; std::getline(in, line); ++line_number) {
        const std::string where = path + ":" + std::to_string(line_number);
        if (line.find_first_not_of(" \t\r") == std::string::npos || line[0] == '#') continue;
        std::string_view rest = line;
        const std::size_t semicolon = rest.find(';');
        std::string error;
        std::optional<Position> pos = fen_in_either_variant(rest.substr(0, semicolon), &error);
        if (!pos) {
            std::cerr << where << ": " << error << '\n';
            ++mismatches;
            continue;
        }
        ++positions;
        // Fields " ;D<depth> <count>".
        while (semicolon != std::string_view::npos && !rest.empty()) {
            const std::size_t at = rest.find(';');
            if (at == std::string_view::npos) break;
            rest.remove_prefix(at + 1);
            std::string_view field = rest.substr(0, rest.find(';'));
            while (!field.empty() && (field.front() == ' ' || field.front() == '\t')) field.remove_prefix(1);
            while (!field.empty() && (field.back() == ' ' || field.back() == '\t' || field.back() == '\r')) field.remove_suffix(1);
            const std::size_t space = field.find(' ');
            int depth = 0;
            std::uint64_t expected = 0;
            if (field.size() < 2 || field[0] != 'D' || space == std::string_view::npos ||
                !parse_int(field.substr(1, space - 1), depth) || !parse_int(field.substr(space + 1), expected) ||
                depth < 1) {
                std::cerr << where << ": bad perft field '" << field << "', expected 'D<depth> <count>'\n";
                ++mismatches;
                continue;
            }
            if ((max_nodes && expected > max_nodes) || (max_depth && depth > max_depth)) {
                ++skipped;
                continue;
            }
            const std::uint64_t got = perft(*pos, depth);
            ++checks;
            nodes_total += got;
            if (got != expected) {
                ++mismatches;
                std::cout << where << ": depth " << depth << " expected " << expected << " got " << got << "  "
                          << pos->fen() << '\n';
            }
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << positions << " positions, " << checks << " checks, " << mismatches << " mismatches";
    if (skipped) std::cout << " (" << skipped << " checks skipped by the limits)";
    std::cout << "; " << nodes_total << " nodes in " << seconds << " s\n";
    return mismatches ? 1 : 0;
}

}  // namespace gambit::tools

#include "e2e_support.hpp"

#include <chrono>
#include <csignal>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "chess/game.hpp"

namespace gambit::match::e2e {

std::string bin(const std::string& name) { return std::string(GAMBIT_BINARY_DIR) + "/" + name; }
std::string data(const std::string& name) { return std::string(GAMBIT_TEST_DATA_DIR) + "/manager/" + name; }
const char* stockfish_path() { return "/usr/games/stockfish"; }
bool have_stockfish() { return ::access(stockfish_path(), X_OK) == 0; }
bool have_gambit() { return ::access(bin("gambit").c_str(), X_OK) == 0; }

int start_match(const std::vector<std::string>& args, const std::string& log, const std::string& cwd) {
    std::vector<std::string> argv_strings{bin("gambit-match")};
    argv_strings.insert(argv_strings.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& s : argv_strings) argv.push_back(s.data());
    argv.push_back(nullptr);
    pid_t pid = ::fork();
    if (pid == 0) {
        int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        ::dup2(fd, 1);
        ::dup2(fd, 2);
        if (!cwd.empty() && ::chdir(cwd.c_str()) != 0) ::_exit(126);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    return pid;
}

RunResult run_match(const std::vector<std::string>& args, int limit_s, const std::string& cwd) {
    const TempDir dir;
    const std::string log = dir / "gambit-match.log";
    const pid_t pid = start_match(args, log, cwd);
    RunResult run;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(limit_s);
    int status = 0;
    for (;;) {
        pid_t done = ::waitpid(pid, &status, WNOHANG);
        if (done == pid) {
            run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
            break;
        }
        if (std::chrono::steady_clock::now() > deadline) {
            ::kill(pid, SIGKILL);
            ::waitpid(pid, &status, 0);
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    std::ifstream in(log);
    std::stringstream text;
    text << in.rdbuf();
    run.output = text.str();
    return run;
}

nlohmann::json read_json(const std::string& path) {
    std::ifstream in(path);
    return nlohmann::json::parse(in);
}

std::string slurp(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<chess::PgnGame> read_pgn_file(const std::string& path) {
    std::ifstream in(path);
    return chess::read_pgn(in, path);
}

std::string check_consistency(const std::string& pgn_path, const nlohmann::json& results) {
    auto games = read_pgn_file(pgn_path);
    if (static_cast<int>(games.size()) != results.at("games_played").get<int>())
        return "PGN has " + std::to_string(games.size()) + " games, results say " + results.at("games_played").dump();
    std::set<std::string> ids;
    std::map<std::pair<std::string, std::string>, std::array<int, 3>> wdl;  // (A, B) -> A's W, D, L
    for (const auto& g : games) {
        const std::string id = g.tag("GameId").value_or("?");
        if (!ids.insert(id).second) return "GameId " + id + " appears twice";
        const bool chess960 = g.tag("Variant") == "Chess960";
        auto start = g.tag("FEN") ? chess::Position::from_fen(*g.tag("FEN"), nullptr, chess960) : chess::Position();
        if (!start) return "game " + id + ": bad FEN";
        chess::Game game(*start);
        for (const auto& san : g.sans()) {
            std::string error;
            if (!game.play_san(san, &error)) return "game " + id + ": illegal move " + san + ": " + error;
        }
        if (g.tag("PlyCount") != std::to_string(g.moves.size())) return "game " + id + ": wrong PlyCount";
        // A resignation (an xboard engine's `resign`) is a normal ending in a position still in play.
        const bool resigned = !g.moves.empty() && g.comment(g.moves.size() - 1).find("resigns") != std::string::npos;
        if (g.tag("Termination") == "normal" && game.result().outcome == chess::Outcome::Ongoing && !resigned)
            return "game " + id + ": ended 'normal' in an ongoing position";
        const std::string white = g.tag("White").value_or(""), black = g.tag("Black").value_or("");
        for (const auto& pair : results.at("pairs")) {
            const std::string a = pair.at("engines")[0], b = pair.at("engines")[1];
            if (!((a == white && b == black) || (a == black && b == white))) continue;
            auto& counts = wdl[{a, b}];
            if (g.result == "1/2-1/2") ++counts[1];
            else if ((g.result == "1-0") == (a == white)) ++counts[0];
            else ++counts[2];
        }
    }
    for (const auto& pair : results.at("pairs")) {
        const auto counts = wdl[{pair.at("engines")[0], pair.at("engines")[1]}];
        if (counts[0] != pair.at("wins").get<int>() || counts[1] != pair.at("draws").get<int>() ||
            counts[2] != pair.at("losses").get<int>())
            return "W/D/L of " + pair.at("engines").dump() + " differ between PGN and results";
    }
    return "";
}

}  // namespace gambit::match::e2e

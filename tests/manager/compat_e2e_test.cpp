// gambit-match as a drop-in for cutechess-cli and fastchess, end to end: the same fixed-nodes match from
// each tool's command line and from gambit-match's own plays the same games; an xboard engine from Debian
// (GNU Chess) plays gambit; -use-affinity pins each game slot's engines; a knockout runs to its winner.
#include <gtest/gtest.h>

#include "chess/pgn/text.hpp"

#include <sched.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>

#include "e2e_support.hpp"

using namespace gambit::match::e2e;

namespace {

std::vector<std::string> words(const std::string& line) {
    const auto views = gambit::text::split_words(line);
    return {views.begin(), views.end()};
}

bool executable(const std::string& path) { return ::access(path.c_str(), X_OK) == 0; }

// The moves of every game in a PGN file, in file order (SAN as our writer and pgn-extract agree on it).
std::vector<std::vector<std::string>> moves_of(const std::string& pgn) {
    std::vector<std::vector<std::string>> games;
    for (const auto& g : read_pgn_file(pgn)) games.push_back(g.sans());
    return games;
}

// pgn-extract re-reads `pgn` and writes the games it could replay; "" when all `expected` came through.
std::string pgn_extract_check(const std::string& pgn, const std::string& out, std::size_t expected) {
    const std::string err = out + ".err";
    const std::string command = "/usr/games/pgn-extract -s -o " + out + " " + pgn + " 2> " + err;
    if (std::system(command.c_str()) != 0) return "pgn-extract failed: " + slurp(err);
    std::size_t games = 0;
    std::istringstream text(slurp(out));
    for (std::string line; std::getline(text, line);) games += line.rfind("[Event ", 0) == 0;
    if (games != expected) return "pgn-extract kept " + std::to_string(games) + " games: " + slurp(err);
    return "";
}

}  // namespace

TEST(CompatE2E, CutechessAndFastchessLinesPlayTheGamesOfTheNativeLine) {
    const std::string gambit = bin("gambit");
    ASSERT_TRUE(executable(gambit)) << gambit << " is missing: CMake builds it beside gambit-match (a wrong path must fail, not skip)";
    TempDir dir;
    const std::string book = data("openings.epd");
    const std::string native = "-engine cmd=" + gambit + " name=a -engine cmd=" + gambit +
                               " name=b -each tc=inf nodes=1200 -rounds 2 -repeat -openings file=" + book +
                               " -seed 3 -pgnout file=" + dir / "native.pgn";
    const std::string cutechess = "-engine cmd=" + gambit + " name=a proto=uci -engine cmd=" + gambit +
                                  " name=b proto=uci -each tc=inf nodes=1200 -games 2 -rounds 2 -repeat -openings file=" +
                                  book + " format=epd order=sequential policy=default -srand 3 -pgnout " +
                                  dir / "cute.pgn" + " fi -resultformat default -ratinginterval 2 -outcomeinterval 4";
    const std::string fastchess = "-engine cmd=" + gambit + " name=a restart=off -engine cmd=" + gambit +
                                  " name=b restart=off -each tc=inf nodes=1200 -rounds 2 -games 2 -repeat -openings file=" +
                                  book + " format=epd order=sequential policy=round -srand 3 -pgnout file=" +
                                  dir / "fast.pgn" + " notation=san nodes=true append=false -output format=fastchess "
                                  "-report penta=true -scoreinterval 1 -autosaveinterval 0";
    const RunResult n = run_match(words(native));
    ASSERT_EQ(n.exit_code, 0) << n.output;
    const RunResult c = run_match(words(cutechess));
    ASSERT_EQ(c.exit_code, 0) << c.output;
    const RunResult f = run_match(words(fastchess), 120, dir.path().string());  // its config.json goes there
    ASSERT_EQ(f.exit_code, 0) << f.output;

    const auto games = moves_of(dir / "native.pgn");
    ASSERT_EQ(games.size(), 4u);
    EXPECT_EQ(moves_of(dir / "cute.pgn"), games);
    EXPECT_EQ(moves_of(dir / "fast.pgn"), games);
    // The lines scripts grep for.
    EXPECT_NE(c.output.find("Finished game 4 (b vs a): "), std::string::npos) << c.output;
    EXPECT_NE(c.output.find("Score of a vs b: "), std::string::npos) << c.output;
    EXPECT_NE(c.output.find("Elo difference: "), std::string::npos) << c.output;
    EXPECT_NE(c.output.find("\nPlayer: a\n"), std::string::npos) << c.output;  // -outcomeinterval 4
    EXPECT_NE(f.output.find("Finished game 1 (a vs b): "), std::string::npos) << f.output;
    EXPECT_NE(f.output.find("Ptnml(0-2): "), std::string::npos) << f.output;
    EXPECT_NE(slurp(dir / "fast.pgn").find(", n="), std::string::npos);  // nodes=true
    if (executable("/usr/games/pgn-extract")) {
        EXPECT_EQ(pgn_extract_check(dir / "cute.pgn", dir / "cute-out.pgn", 4), "");
        EXPECT_EQ(pgn_extract_check(dir / "fast.pgn", dir / "fast-out.pgn", 4), "");
    }
}

TEST(CompatE2E, GnuChessPlaysGambitOverXboard) {
    const std::string gnuchess = "/usr/games/gnuchess", gambit = bin("gambit");
    ASSERT_TRUE(executable(gnuchess)) << gnuchess << " is missing: scripts/install-deps --engines installs it, as scripts/test does";
    ASSERT_TRUE(executable("/usr/games/pgn-extract")) << "/usr/games/pgn-extract" << " is missing: scripts/install-deps --engines installs it, as scripts/test does";
    ASSERT_TRUE(executable(gambit)) << gambit << " is missing: CMake builds it beside gambit-match (a wrong path must fail, not skip)";
    TempDir dir;
    const RunResult run = run_match(
        {"-engine", "cmd=" + gnuchess, "arg=--xboard", "proto=xboard", "name=GNU Chess", "tc=4+0.05",
         "-engine", "cmd=" + gambit, "name=gambit", "tc=inf", "nodes=2000", "-rounds", "1", "-games", "2", "-repeat",
         "-openings", "file=" + data("openings.epd"), "-maxmoves", "40", "-pgnout", "file=" + dir / "xb.pgn",
         "-results", "file=" + dir / "xb.json"},
        180);
    ASSERT_EQ(run.exit_code, 0) << run.output;
    const auto results = read_json(dir / "xb.json");
    EXPECT_EQ(results["games_played"], 2);
    for (const char* fault : {"illegal_move", "crash", "stall"})
        EXPECT_FALSE(results["terminations"].contains(fault)) << fault << ": " << run.output;
    EXPECT_EQ(check_consistency(dir / "xb.pgn", results), "");
    EXPECT_EQ(pgn_extract_check(dir / "xb.pgn", dir / "xb-out.pgn", 2), "");
    // GNU Chess's thinking lines give its moves a score and depth in the PGN comments.
    EXPECT_NE(slurp(dir / "xb.pgn").find("[White \"GNU Chess\"]"), std::string::npos);
}

// Fairy-Max has no setboard: the EPD openings (the first with Black to move) reach it in edit mode.
TEST(CompatE2E, FairyMaxPlaysFromEpdOpeningsInEditMode) {
    const std::string fairymax = "/usr/games/fairymax", gambit = bin("gambit");
    ASSERT_TRUE(executable(fairymax)) << fairymax << " is missing: scripts/install-deps --engines installs it, as scripts/test does";
    ASSERT_TRUE(executable("/usr/games/pgn-extract")) << "/usr/games/pgn-extract" << " is missing: scripts/install-deps --engines installs it, as scripts/test does";
    ASSERT_TRUE(executable(gambit)) << gambit << " is missing: CMake builds it beside gambit-match (a wrong path must fail, not skip)";
    TempDir dir;
    const RunResult run = run_match(
        {"-engine", "cmd=" + fairymax, "proto=xboard", "name=Fairy-Max", "tc=4+0.05", "-engine", "cmd=" + gambit,
         "name=gambit", "tc=inf", "nodes=2000", "-rounds", "2", "-repeat", "-openings", "file=" + data("openings.epd"),
         "-maxmoves", "40", "-pgnout", "file=" + dir / "fm.pgn", "-results", "file=" + dir / "fm.json", "-log",
         "file=" + dir / "fm.log", "level=trace", "engine=on"},
        180);
    ASSERT_EQ(run.exit_code, 0) << run.output;
    const auto results = read_json(dir / "fm.json");
    EXPECT_EQ(results["games_played"], 4);
    for (const char* fault : {"illegal_move", "crash", "stall"})
        EXPECT_FALSE(results["terminations"].contains(fault)) << fault << ": " << run.output;
    EXPECT_EQ(check_consistency(dir / "fm.pgn", results), "");
    EXPECT_EQ(pgn_extract_check(dir / "fm.pgn", dir / "fm-out.pgn", 4), "");
    const std::string log = slurp(dir / "fm.log");
    EXPECT_NE(log.find("Fairy-Max > edit"), std::string::npos);
    EXPECT_NE(log.find("Fairy-Max > a2a3"), std::string::npos);  // Black to move: the dummy move first
    EXPECT_EQ(log.find("Fairy-Max > setboard"), std::string::npos);
    EXPECT_EQ(log.find("Fairy-Max < Illegal move"), std::string::npos);
}

TEST(CompatE2E, UseAffinityPinsEachGameSlotsEngines) {
    const std::string gambit = bin("gambit");
    ASSERT_TRUE(executable(gambit)) << gambit << " is missing: CMake builds it beside gambit-match (a wrong path must fail, not skip)";
    cpu_set_t mine;
    CPU_ZERO(&mine);
    ASSERT_EQ(::sched_getaffinity(0, sizeof mine, &mine), 0);
    std::vector<int> cpus;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
        if (CPU_ISSET(cpu, &mine)) cpus.push_back(cpu);
    if (cpus.size() < 2) GTEST_SKIP() << "needs two CPUs";
    TempDir dir;
    // Two slots, two CPUs: slot 1's engines on the first, slot 2's on the second. Long searches keep the
    // engines alive while their masks are read.
    const std::string list = std::to_string(cpus[0]) + "," + std::to_string(cpus[1]);
    const int pid = start_match({"-engine", "cmd=" + gambit, "name=a", "-engine", "cmd=" + gambit, "name=b", "-each",
                                 "tc=inf", "nodes=50000000", "-rounds", "1", "-repeat", "-concurrency", "2",
                                 "-use-affinity", list},
                                dir / "log.txt");
    std::set<std::string> masks;
    int engines_seen = 0;
    for (int tries = 0; tries < 100 && engines_seen < 4; ++tries) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        masks.clear();
        engines_seen = 0;
        for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
            const std::string status = slurp(entry.path().string() + "/status");
            if (status.find("PPid:\t" + std::to_string(pid) + "\n") == std::string::npos) continue;
            if (status.find("Name:\tgambit\n") == std::string::npos) continue;  // not a child still before exec
            const auto at = status.find("Cpus_allowed_list:\t");
            if (at == std::string::npos) continue;
            ++engines_seen;
            masks.insert(status.substr(at + 19, status.find('\n', at) - at - 19));
        }
    }
    ::kill(pid, SIGTERM);
    int status = 0;
    ::waitpid(pid, &status, 0);
    ASSERT_EQ(engines_seen, 4) << slurp(dir / "log.txt");
    EXPECT_EQ(masks, (std::set<std::string>{std::to_string(cpus[0]), std::to_string(cpus[1])}));
}

TEST(CompatE2E, KnockoutPlaysStagesToAWinner) {
    TempDir dir;
    const std::string fake = bin("fake-random");
    const RunResult run = run_match({"-engine", "cmd=" + fake, "name=A", "option.Seed=1", "-engine", "cmd=" + fake,
                                     "name=B", "option.Seed=2", "-engine", "cmd=" + fake, "name=C", "option.Seed=3",
                                     "-engine", "cmd=" + fake, "name=D", "option.Seed=4", "-each", "nodes=10",
                                     "-tournament", "knockout", "-games", "2", "-concurrency", "2", "-maxmoves", "30",
                                     "-pgnout", "file=" + dir / "k.pgn", "-results", "file=" + dir / "k.json"});
    ASSERT_EQ(run.exit_code, 0) << run.output;
    EXPECT_NE(run.output.find("Knockout stage 2:"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("Knockout winner: "), std::string::npos) << run.output;
    const auto games = read_pgn_file(dir / "k.pgn");
    EXPECT_GE(games.size(), 6u);  // two first-stage encounters and a final, two games each (plus tie-breaks)
    EXPECT_EQ(read_json(dir / "k.json")["games_played"], games.size());
}

namespace {

// A fastchess line of many quick games between two fakes, writing its config.json into `dir`.
std::vector<std::string> fastchess_autosave_line(const TempDir& dir, const std::string& interval) {
    const std::string fake = bin("fake-random");
    return {"-engine", "cmd=" + fake, "name=R1", "option.Seed=3", "-engine", "cmd=" + fake, "name=R2", "option.Seed=4",
            "-each", "tc=inf", "nodes=10", "-rounds", "300", "-openings", "file=" + data("openings.epd"), "format=epd",
            "order=random", "-srand", "11", "-pgnout", "file=" + dir / "g.pgn", "-autosaveinterval", interval};
}

std::size_t games_in(const std::string& pgn) {
    const std::string text = slurp(pgn);
    std::size_t n = 0;
    for (auto at = text.find("[Event "); at != std::string::npos; at = text.find("[Event ", at + 1)) ++n;
    return n;
}

// Lets the line play at least `games` games, then kills it as a crash would (no end-of-run save).
void kill_after_games(const TempDir& dir, const std::string& interval, std::size_t games) {
    const pid_t pid = start_match(fastchess_autosave_line(dir, interval), dir / "log.txt", dir.path().string());
    for (int i = 0; i < 6000 && games_in(dir / "g.pgn") < games; ++i) {
        int status = 0;
        ASSERT_NE(::waitpid(pid, &status, WNOHANG), pid) << "the run ended first: " << slurp(dir / "log.txt");
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
}

int games_saved(const std::string& config_json) {
    const nlohmann::json saved = read_json(config_json);
    int n = 0;
    for (const auto& [pair, s] : saved["stats"].items()) n += s["wins"].get<int>() + s["losses"].get<int>() + s["draws"].get<int>();
    return n;
}

}  // namespace

// fastchess saves config.json every -autosaveinterval games of the session and when the run ends, not
// after every game (its RoundRobin::start and ~BaseTournament).
TEST(CompatE2E, FastchessWritesConfigJsonEveryAutosaveIntervalGames) {
    TempDir never;
    kill_after_games(never, "100000", 3);
    EXPECT_FALSE(std::filesystem::exists(never / "config.json")) << "written before its interval";

    TempDir every_four;
    kill_after_games(every_four, "4", 9);
    ASSERT_TRUE(std::filesystem::exists(every_four / "config.json"));
    const int saved = games_saved(every_four / "config.json");
    EXPECT_EQ(saved % 4, 0) << saved;
    EXPECT_GE(saved, 8);

    TempDir at_end;  // -autosaveinterval 0: only when the run ends
    std::vector<std::string> line = fastchess_autosave_line(at_end, "0");
    line[12] = "2";  // -rounds 2: 4 games
    const RunResult run = run_match(line, 120, at_end.path().string());
    ASSERT_EQ(run.exit_code, 0) << run.output;
    ASSERT_TRUE(std::filesystem::exists(at_end / "config.json"));
    EXPECT_EQ(games_saved(at_end / "config.json"), 4);
}

// White (fake-late) oversteps its clock with a rook against a bare king: fastchess scores the time loss as
// a loss whatever the opponent has left (setEngineTimeoutStatus), cutechess-cli as a draw when the
// opponent cannot win (ChessPlayer::forfeit).
TEST(CompatE2E, ATimeLossAgainstABareKingIsALossInFastchessAndADrawInCutechess) {
    TempDir dir;
    {
        std::ofstream epd(dir / "rook.epd");
        epd << "4k3/8/8/8/8/8/8/R3K3 w - -\n";
    }
    const std::string pair = "-engine cmd=" + bin("fake-late") + " name=late option.Lateness=300 -engine cmd=" +
                             bin("fake-random") + " name=random -each tc=1+0.01 -openings file=" + dir / "rook.epd" +
                             " format=epd -rounds 1 -games 1 ";
    const RunResult fast = run_match(words(pair + "-pgnout file=" + dir / "fast.pgn"), 60, dir.path().string());
    ASSERT_EQ(fast.exit_code, 0) << fast.output;
    EXPECT_NE(fast.output.find("Finished game 1 (late vs random): 0-1 {White loses on time ("), std::string::npos)
        << fast.output;
    EXPECT_NE(fast.output.find("Player: late\n  Timeouts: 1\n  Crashed: 0\n"), std::string::npos) << fast.output;
    const RunResult cute = run_match(words(pair + "-pgnout " + dir / "cute.pgn"), 60, dir.path().string());
    ASSERT_EQ(cute.exit_code, 0) << cute.output;
    EXPECT_NE(cute.output.find("Finished game 1 (late vs random): 1/2-1/2 {Draw by timeout}"), std::string::npos)
        << cute.output;
}

// cutechess-cli's engines.json (cutechess-engines.json(5)) in the working directory: -engines lists it,
// conf=NAME takes an engine's command and options, and keys after it change them.
TEST(CompatE2E, CutechessConfTakesAnEngineFromEnginesJson) {
    TempDir dir;
    const std::string fake = bin("fake-random");
    {
        std::ofstream json(dir / "engines.json");
        json << "[{\"name\": \"Rnd\", \"command\": \"" << fake << "\", \"protocol\": \"uci\",\n"
             << "  \"options\": [{\"name\": \"Seed\", \"type\": \"spin\", \"value\": 5}]},\n"
             << " {\"name\": \"Other\", \"command\": \"" << fake << "\", \"protocol\": \"uci\", \"workingDirectory\": \""
             << dir.path().string() << "\", \"options\": [{\"name\": \"Seed\", \"type\": \"spin\", \"value\": 6}]}]\n";
    }
    const RunResult list = run_match({"-engines"}, 30, dir.path().string());
    ASSERT_EQ(list.exit_code, 0) << list.output;
    EXPECT_EQ(list.output, "Rnd\nOther\n");

    const std::string tail = " -each tc=inf nodes=10 -games 2 -repeat -maxmoves 20 -pgnout ";
    const RunResult conf = run_match(words("-engine conf=Rnd -engine conf=Other name=Renamed" + tail + dir / "conf.pgn"), 60,
                                     dir.path().string());
    ASSERT_EQ(conf.exit_code, 0) << conf.output;
    EXPECT_NE(conf.output.find("Started game 1 of 2 (Rnd vs Renamed)"), std::string::npos) << conf.output;
    const RunResult direct = run_match(words("-engine cmd=" + fake + " name=Rnd option.Seed=5 -engine cmd=" + fake +
                                             " name=Renamed option.Seed=6" + tail + dir / "direct.pgn"),
                                       60, dir.path().string());
    ASSERT_EQ(direct.exit_code, 0) << direct.output;
    EXPECT_EQ(moves_of(dir / "conf.pgn"), moves_of(dir / "direct.pgn"));  // the options came from the file

    const RunResult unknown = run_match(words("-engine conf=Nobody -engine conf=Rnd" + tail + dir / "x.pgn"), 30,
                                        dir.path().string());
    EXPECT_EQ(unknown.exit_code, 2) << unknown.output;
    EXPECT_NE(unknown.output.find("conf=Nobody: no engine of that name in engines.json"), std::string::npos) << unknown.output;
}

// fastchess's -show-latency: a line per move in the log, "Engine NAME latency: Nms (elapsed: E, reported: R)".
TEST(CompatE2E, ShowLatencyLogsEveryMovesLatencyAsFastchessDoes) {
    TempDir dir;
    const std::string fake = bin("fake-random");
    const std::string line = "-engine cmd=" + fake + " name=R1 -engine cmd=" + fake + " name=R2 -each tc=inf nodes=10 "
                             "-rounds 1 -games 1 -maxmoves 10 -pgnout file=" + dir / "g.pgn";
    const RunResult shown = run_match(words(line + " -log file=" + dir / "shown.log" + " level=info -show-latency"), 60,
                                      dir.path().string());
    ASSERT_EQ(shown.exit_code, 0) << shown.output;
    const std::string log = slurp(dir / "shown.log");
    EXPECT_NE(log.find("Engine R1 latency: "), std::string::npos) << log;
    EXPECT_NE(log.find("Engine R2 latency: "), std::string::npos) << log;
    EXPECT_NE(log.find("ms (elapsed: "), std::string::npos) << log;
    const RunResult quiet = run_match(words(line + " -log file=" + dir / "quiet.log" + " level=info"), 60, dir.path().string());
    ASSERT_EQ(quiet.exit_code, 0) << quiet.output;
    EXPECT_EQ(slurp(dir / "quiet.log").find(" latency: "), std::string::npos);
}

// The flag table (manager/cli/flags.cpp) that the command line, the settings JSON, --help and the resume rules
// are generated from: its rows must not clash, every setting must survive the JSON, --help must name every
// flag, and the JSON must keep the keys and order that the state and results files of earlier runs hold.
#include "manager/cli/flags.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "chess/pgn/text.hpp"
#include "manager/cli/command_line.hpp"
#include "manager/cli/config_json.hpp"
#include "manager/tournament/plan.hpp"
#include "manager/tournament/run_state.hpp"
#include "tests/support/temp_dir.hpp"

using namespace gambit::match;

namespace {

std::vector<std::string> argv_of(const std::string& line) {
    const auto views = gambit::text::split_words(line);
    return {views.begin(), views.end()};
}

// The dialect pinned, so that each flag shows its own setting and not the dialect it would make the line.
const std::string engines_a_and_b = "-engine cmd=/bin/a name=A -engine cmd=/bin/b name=B -each tc=10+0.1 -dialect gambit ";

MatchConfig with_two_engines(const std::string& line) {
    return parse_command_line(argv_of(engines_a_and_b + line)).config;
}

// Per flag: what it needs beside it, and the flag with a value that is not its default.
struct Example {
    std::string needs, flag;
};

const std::map<std::string, Example> examples = {
    {"engine", {"", "-engine cmd=/bin/c name=C option.Hash=16"}},
    {"each", {"", "-each nodes=500"}},
    {"tournament", {"", "-tournament gauntlet"}},
    {"rounds", {"", "-rounds 7"}},
    {"games", {"", "-games 3"}},
    {"repeat", {"", "-repeat 4"}},
    {"noswap", {"", "-noswap"}},
    {"reverse", {"", "-reverse"}},
    {"seeds", {"", "-seeds 2"}},
    {"concurrency", {"", "-concurrency 3"}},
    {"force-concurrency", {"", "-force-concurrency"}},
    {"use-affinity", {"", "-use-affinity 0-2"}},
    {"wait", {"", "-wait 50"}},
    {"openings", {"", "-openings file=o.epd order=random plies=4"}},
    {"seed", {"", "-srand 9"}},
    {"shard", {"", "-shard 2/3"}},
    {"variant", {"", "-variant fischerandom"}},
    {"timemargin", {"", "-timemargin 40"}},
    {"movetimeout", {"", "-movetimeout 900"}},
    {"draw", {"", "-draw movenumber=30 movecount=4 score=8"}},
    {"resign", {"", "-resign movecount=3 score=500 twosided=true"}},
    {"maxmoves", {"", "-maxmoves 90"}},
    {"adjudication", {"", "-adjudication cutechess"}},
    {"tb", {"", "-tb /t"}},
    {"tbpieces", {"-tb /t", "-tbpieces 5"}},
    {"tbignore50", {"-tb /t", "-tbignore50"}},
    {"tbadjudicate", {"-tb /t", "-tbadjudicate DRAW"}},
    {"recover", {"", "-recover"}},
    {"sprt", {"", "-sprt elo0=0 elo1=5 model=logistic"}},
    {"report", {"", "-report penta=false"}},
    {"bench", {"", "-bench 1829674"}},
    {"ratinginterval", {"", "-ratinginterval 3"}},
    {"scoreinterval", {"", "-scoreinterval 2"}},
    {"outcomeinterval", {"", "-outcomeinterval 4"}},
    {"output", {"", "-output format=fastchess"}},
    {"resultformat", {"", "-resultformat default"}},
    {"pgnout", {"", "-pgnout file=g.pgn nodes=true pv=true match_line=^info"}},
    {"crc32", {"", "-crc32 pgn=true"}},
    {"check-mate-pvs", {"", "-check-mate-pvs"}},
    {"testEnv", {"", "-testEnv"}},
    {"epdout", {"", "-epdout file=e=1.epd"}},
    {"results", {"", "-results file=r.json"}},
    {"event", {"", "-event Lab run"}},
    {"site", {"", "-site Here"}},
    {"log", {"", "-log file=l.txt level=err compress=true"}},
    {"debug", {"", "-debug"}},
    {"show-latency", {"", "-show-latency"}},
    {"htmlreport", {"", "-htmlreport file=a=b.html"}},
    {"serve", {"-results file=r.json", "-serve 127.0.0.1:0"}},
    {"strength-history", {"-results file=r.json", "-strength-history dir=h commit=abc"}},
    {"state", {"", "-state file=s.json"}},
    {"resume", {"-state file=s.json", "-resume"}},
    {"autosaveinterval", {"", "-autosaveinterval 5"}},
    {"strict", {"", "-strict"}},
    {"bookmode", {"", "-bookmode disk"}},
    {"quick", {"-dialect gambit", "-quick cmd=/bin/x cmd=/bin/y book=b.epd"}},
    {"dialect", {"", "-dialect cutechess"}},
    {"startup-ms", {"", "-startup-ms 500"}},
    {"ucinewgame-ms", {"", "-ping-ms 700"}},
    {"dump-config", {"", "-dump-config"}},
    {"engines", {"", "-engines"}},
    {"ci", {"-sprt elo0=0 elo1=5", "-ci"}},
    {"stopfile", {"", "-stopfile stop"}},
    {"help", {"", "-h"}},
    {"version", {"", "-version"}},
};

// Flags that are no setting of the run, so the settings JSON does not change with them.
const std::set<std::string> not_saved = {"force-concurrency", "serve", "strength-history", "resume", "config",
                                         "dump-config",       "help",  "version", "engines"};

}  // namespace

TEST(Flags, NamesAndKeysAreUniqueAndEveryKeyHasItsPlaceInTheOrder) {
    std::set<std::string_view> names, keys;
    for (const FlagRow& row : flag_table()) {
        EXPECT_TRUE(names.insert(row.name).second) << row.name;
        if (!row.alias.empty()) {
            EXPECT_TRUE(names.insert(row.alias).second) << row.alias;
        }
        EXPECT_TRUE((row.parse != nullptr) != (row.refused != nullptr)) << row.name << ": parsed or refused";
        EXPECT_EQ(row.saved.keys[0].empty(), row.saved.write == nullptr) << row.name;
        EXPECT_EQ(row.saved.keys[0].empty(), row.saved.read == nullptr) << row.name;
        for (std::string_view key : row.saved.keys)
            if (!key.empty()) {
                EXPECT_TRUE(keys.insert(key).second) << key;
            }
    }
    const auto order = settings_key_order();
    EXPECT_EQ(std::set<std::string_view>(order.begin(), order.end()), keys);
    EXPECT_EQ(order.size(), keys.size()) << "a key listed twice in the order";
}

TEST(Flags, EveryFlagIsFoundByItsNameAndAlias) {
    EXPECT_EQ(find_flag("srand"), find_flag("seed"));
    EXPECT_EQ(find_flag("ping-ms"), find_flag("ucinewgame-ms"));
    EXPECT_EQ(find_flag("h"), find_flag("help"));
    EXPECT_EQ(find_flag("bogus"), nullptr);
    for (const FlagRow& row : flag_table()) EXPECT_EQ(find_flag(row.name), &row);
}

// Written to JSON and read back, every flag's setting gives the same settings; each one that is a setting
// changes the JSON, so none is silently left out of the state file.
TEST(Flags, EverySettingRoundTripsThroughTheJson) {
    for (const FlagRow& row : flag_table()) {
        if (row.refused || row.name == "config") continue;  // -config reads a file: ConfigJson tests
        const auto example = examples.find(std::string(row.name));
        ASSERT_NE(example, examples.end()) << "no example for -" << row.name;
        const auto& [needs, flag] = example->second;
        const Json without = config_to_json(with_two_engines(needs));
        const Json with = config_to_json(with_two_engines(needs + " " + flag));
        EXPECT_EQ(config_to_json(config_from_json(with, "test")), with) << flag;
        if (not_saved.count(std::string(row.name))) {
            EXPECT_EQ(with, without) << flag;
        } else {
            EXPECT_NE(with, without) << flag << ": not saved";
        }
    }
}

// The match id hashes the settings without those that may differ between sessions and shards.
TEST(Flags, PerSessionSettingsAreNotPartOfTheMatchId) {
    auto id = [](const std::string& flags) { return compute_match_id(with_two_engines(flags), 1, 10, 20); };
    for (const FlagRow& row : flag_table()) {
        if (!row.saved.per_session) continue;
        const auto& [needs, flag] = examples.at(std::string(row.name));
        EXPECT_EQ(id(needs + " " + flag), id(needs)) << flag;
    }
    EXPECT_NE(id("-rounds 7"), id(""));
    EXPECT_NE(id("-event Lab run"), id(""));
}

// The settings of a run are hashed into its match id and saved in its state and results files: their keys
// and order are those gambit-match wrote before the flag table (this text is what it wrote then).
TEST(Flags, TheSettingsJsonKeepsItsKeysAndOrder) {
    const MatchConfig c =
        parse_command_line(
            argv_of(
                "-engine cmd=/bin/a name=A option.Hash=16 -engine cmd=/bin/b name=B st=0.2 -each "
                "tc=40/60+0.6 "
                "-tournament gauntlet -rounds 7 -games 2 -repeat 4 -noswap -reverse -seeds 1 -concurrency 3 "
                "-use-affinity 0-2 -wait 50 -openings file=o.epd order=random plies=4 start=2 "
                "policy=encounter -seed 9 "
                "-shard 2/3 -variant fischerandom -timemargin 40 -movetimeout 900 -draw movenumber=30 "
                "movecount=4 score=8 "
                "-resign movecount=3 score=500 twosided=true -maxmoves 90 -adjudication cutechess -tb /t "
                "-tbpieces 5 "
                "-tbignore50 -tbadjudicate WIN_LOSS -recover -sprt elo0=0 elo1=5 model=logistic -report "
                "penta=false "
                "-ratinginterval 3 -scoreinterval 2 -outcomeinterval 4 -output format=cutechess -pgnout "
                "file=g.pgn "
                "nodes=true pv=true match_line=^info -crc32 pgn=true -check-mate-pvs -testEnv -epdout e.epd "
                "-results file=r.json -event Lab run -site Here -log file=l.txt level=debug -debug "
                "-htmlreport file=r.html "
                "-state file=s.json -ci -stopfile stop"))
            .config;
    EXPECT_EQ(
        config_to_json(c).dump(),
        R"({"engines":[{"name":"A","cmd":"/bin/a","options":{"Hash":"16"},"tc":"40/60+0.6","startup_ms":10000,)"
        R"("ready_ms":10000},{"name":"B","cmd":"/bin/b","tc":"40/60+0.6","st_ms":200,"startup_ms":10000,)"
        R"("ready_ms":10000}],"tournament":"gauntlet","rounds":7,"games":2,"repeat":true,"concurrency":3,)"
        R"("openings":{"file":"o.epd","format":"auto","order":"random","plies":4,"start":2,"policy":"encounter"},)"
        R"("repeat_count":4,"noswap":true,"reverse":true,"seeds":1,"wait":50,"use_affinity":"0,1,2",)"
        R"("timemargin":40,"movetimeout":900,"draw":{"movenumber":30,"movecount":4,"score":8},)"
        R"("resign":{"movecount":3,"score":500,"twosided":true},"adjudication":"cutechess","maxmoves":90,)"
        R"("tb":{"paths":"/t","pieces":5,"ignore50":true,"adjudicate":"WIN_LOSS"},)"
        R"("sprt":{"elo0":0.0,"elo1":5.0,"alpha":0.05,"beta":0.05,"model":"logistic"},)"
        R"("pgnout":{"file":"g.pgn","min":false,"fi":false,"append":true,"notation":"san","nodes":true,)"
        R"("seldepth":false,"nps":false,"hashfull":false,"timeleft":false,"latency":false,"match_line":"^info",)"
        R"("pv":true},"epdout":"e.epd","results":"r.json","state":"s.json","ratinginterval":3,"scoreinterval":2,)"
        R"("outcomeinterval":4,"output":"cutechess","report_penta":false,"debug":true,"recover":true,"seed":9,)"
        R"("shard":"2/3","log":{"file":"l.txt","level":"debug","engine":false,"append":true,"realtime":false},)"
        R"("ci":true,"stopfile":"stop","report":"r.html","event":"Lab run","site":"Here","variant":"fischerandom",)"
        R"("test_env":true,"crc32":true,"check_mate_pvs":true})");
}

TEST(Flags, HelpNamesEveryFlagAndWhatMayChangeOnResume) {
    const std::string text = usage_text();
    auto names = [&](std::string_view flag) {
        std::string word = "-";
        word += flag;
        for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
            const char next = at + word.size() < text.size() ? text[at + word.size()] : ' ';
            if (!std::isalnum(static_cast<unsigned char>(next)) && next != '-') return true;
        }
        return false;
    };
    for (const FlagRow& row : flag_table()) {
        if (row.refused) continue;
        EXPECT_TRUE(names(row.name)) << "--help does not name -" << row.name;
        EXPECT_EQ(row.usage == nullptr, row.section.empty()) << row.name << ": a usage line has a heading";
    }
    // -state's lines list the flags a resumed run takes from its command line.
    const auto from = text.find("with the settings F saved: only");
    const auto to = text.find("may change", from);
    ASSERT_NE(to, std::string::npos);
    std::set<std::string> listed, takes_new;
    const std::string list = text.substr(from, to - from);
    for (std::string_view word : gambit::text::split_words(list))
        if (word.starts_with("-")) listed.insert(std::string(word.substr(1, word.find(',') - 1)));
    for (const FlagRow& row : flag_table())
        if (row.on_resume == OnResume::TakesNew) takes_new.insert(std::string(row.name));
    EXPECT_EQ(listed, takes_new);
}

// -resume continues with the state file's settings; only the flags that may change between sessions
// replace them, and a flag that is no setting (-serve) is neither.
TEST(Flags, AResumedRunTakesOnlyWhatMayChangeFromItsCommandLine) {
    gambit::test_support::TempDir dir("gambit-flags-resume");
    const std::string state_file = dir / "s.json";
    const MatchConfig started =
        with_two_engines("-rounds 3 -seed 7 -pgnout file=" + dir / "g.pgn" + " -log file=" + dir / "l.txt" +
                         " -state file=" + state_file);
    RunState state;
    state.config = config_to_json(started);
    state.seed = 7;
    state.games_planned = 3;
    state.match_id = match_id_of(state.config, 7, 0, 3);
    std::ofstream(state_file) << state_to_text(state);

    testing::internal::CaptureStderr();
    const TournamentPlan plan = make_plan(parse_command_line(
        argv_of("-state file=" + state_file + " -resume -rounds 9 -pgnout file=" + dir / "other.pgn" +
                " -concurrency 2 -results file=" + dir / "r.json" + " -debug -serve 127.0.0.1:0")));
    const std::string warning = testing::internal::GetCapturedStderr();
    EXPECT_EQ(plan.config.rounds, 3);
    EXPECT_EQ(plan.config.pgn.file, dir / "g.pgn");
    EXPECT_EQ(plan.config.log.file, dir / "l.txt");  // not given again: the state's
    EXPECT_EQ(plan.config.concurrency, 2);
    EXPECT_EQ(plan.config.results, dir / "r.json");
    EXPECT_TRUE(plan.config.debug);
    EXPECT_EQ(plan.state.match_id, state.match_id);
    EXPECT_NE(warning.find("-resume ignores -pgnout, -rounds: "), std::string::npos) << warning;
    EXPECT_EQ(warning.find("-serve"), std::string::npos) << warning;
}

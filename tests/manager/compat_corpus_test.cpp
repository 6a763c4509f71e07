// The compatibility corpus: command lines in the shapes cutechess-cli's and fastchess's manuals, issue
// threads and CI scripts use, each parsed into the settings it must produce, and the lines that must be
// refused with the message they get. Every accepted option is checked against the setting it changes.
#include <gtest/gtest.h>

#include "chess/pgn/text.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "manager/cli/command_line.hpp"
#include "manager/cli/config_json.hpp"
#include "manager/tournament/run_state.hpp"
#include "manager/tournament/schedule.hpp"
#include "tests/support/temp_dir.hpp"

using namespace gambit::match;

namespace {

std::vector<std::string> words(const std::string& line) {
    const auto views = gambit::text::split_words(line);
    return {views.begin(), views.end()};
}

MatchConfig parse(const std::string& line) {
    MatchConfig c = parse_command_line(words(line)).config;
    validate(c);
    return c;
}

std::string refusal(const std::string& line) {
    try {
        validate(parse_command_line(words(line)).config);
    } catch (const UsageError& e) {
        return e.what();
    }
    return "(accepted)";
}

const std::string two = "-engine cmd=/bin/new name=new -engine cmd=/bin/base name=base ";

}  // namespace

// ---- cutechess-cli shapes ----

TEST(CompatCorpus, CutechessManualExample) {
    // cutechess-cli(6): -engine conf=... replaced by cmd=; the rest as in its EXAMPLES section.
    auto c = parse("-engine cmd=/bin/a name=A -engine cmd=/bin/b name=B -each proto=uci tc=40/60 -rounds 10 -games 2 "
                   "-pgnout games.pgn -repeat -concurrency 2");
    EXPECT_EQ(c.engines[0].tc.moves, 40);
    EXPECT_EQ(c.engines[0].tc.base_ms, 60000);
    EXPECT_EQ(c.rounds, 10);
    EXPECT_EQ(c.games_per_encounter(), 2);
    EXPECT_EQ(c.pgn.file, "games.pgn");
    EXPECT_EQ(c.concurrency, 2);
    EXPECT_EQ(c.engines[1].protocol, Protocol::Uci);
}

TEST(CompatCorpus, FishtestStyleSprtWithSrandAndBayesianBounds) {
    auto c = parse(two + "-each tc=10+0.1 option.Hash=16 -openings file=UHO.epd format=epd order=random -srand 4242 "
                         "-sprt elo0=0 elo1=5 alpha=0.05 beta=0.05 model=bayesian -games 2 -rounds 20000 -repeat");
    EXPECT_EQ(c.seed, 4242u);
    EXPECT_EQ(c.sprt.model, "bayesian");
    EXPECT_DOUBLE_EQ(c.sprt.elo1, 5);
    EXPECT_EQ(c.openings.order, "random");
    EXPECT_EQ(c.engines[1].process.options.at(0), (std::pair<std::string, std::string>{"Hash", "16"}));
}

TEST(CompatCorpus, PgnoutPositionalMinAndFi) {
    auto c = parse(two + "-each tc=1+0.01 -pgnout out.pgn min fi");
    EXPECT_EQ(c.pgn.file, "out.pgn");  // not a file named "min" or "fi"
    EXPECT_TRUE(c.pgn.min);
    EXPECT_TRUE(c.pgn.finished_only);
    auto d = parse(two + "-each tc=1+0.01 -pgnout out.pgn fi");
    EXPECT_FALSE(d.pgn.min);
    EXPECT_TRUE(d.pgn.finished_only);
}

TEST(CompatCorpus, CutechessDrawAndResignAdjudication) {
    auto c = parse(two + "-each tc=inf nodes=5000 -draw movenumber=34 movecount=8 score=20 -resign movecount=3 score=400 "
                         "-maxmoves 150");
    EXPECT_EQ(c.draw.movenumber, 34);
    EXPECT_EQ(c.draw.movecount, 8);
    EXPECT_EQ(c.draw.score, 20);
    EXPECT_EQ(c.resign.movecount, 3);
    EXPECT_EQ(c.resign.score, 400);
    EXPECT_FALSE(c.resign.twosided);
    EXPECT_EQ(c.maxmoves, 150);
    EXPECT_EQ(c.adjudication_rules, AdjudicationRules::Fastchess);  // differences follow fastchess by default
    EXPECT_EQ(parse(two + "-each nodes=10 -resign movecount=3 score=400 twosided=true").resign.twosided, true);
    EXPECT_EQ(parse(two + "-each nodes=10 -adjudication cutechess").adjudication_rules, AdjudicationRules::Cutechess);
}

TEST(CompatCorpus, RepeatWithACountNoswapReverse) {
    auto c = parse(two + "-each st=1 -games 4 -repeat 4 -noswap -reverse -rounds 3");
    EXPECT_EQ(c.repeat_count, 4);
    EXPECT_EQ(c.games_per_opening(), 4);
    EXPECT_TRUE(c.noswap);
    EXPECT_TRUE(c.reverse);
    const auto games = make_schedule(c, 10, 1);
    ASSERT_EQ(games.size(), 12u);
    // -reverse: base (engine 1) has White first; -noswap: the pair keeps its colours; -repeat 4: one opening
    // for the 4 games of a round.
    EXPECT_EQ(games[0].white, 1);
    EXPECT_EQ(games[1].white, 1);
    EXPECT_EQ(games[0].opening, games[3].opening);
    EXPECT_NE(games[3].opening, games[4].opening);
    EXPECT_EQ(parse(two + "-each st=1 -repeat").games_per_encounter(), 2);
}

TEST(CompatCorpus, RoundRobinWithPolicyAndSeedsAndWait) {
    auto c = parse("-engine cmd=/a -engine cmd=/b -engine cmd=/c -each tc=2+0.02 -tournament round-robin -games 2 "
                   "-openings file=book.pgn format=pgn plies=8 policy=default -wait 250 -site Lab -event Test");
    EXPECT_EQ(c.tournament, TournamentKind::RoundRobin);
    EXPECT_EQ(c.openings.policy, "default");
    EXPECT_EQ(c.openings.plies, 8);
    EXPECT_EQ(c.wait_ms, 250);
    EXPECT_EQ(c.site, "Lab");
    EXPECT_EQ(c.event, "Test");
    EXPECT_EQ(c.dialect, Dialect::Cutechess);  // round-robin (so spelled) and policy=default are cutechess-cli's
    const auto games = make_schedule(c, 100, 1);
    ASSERT_EQ(games.size(), 6u);  // 3 encounters x 2 games
    // default without -repeat: every game takes the next opening.
    EXPECT_EQ(games[0].opening, 0);
    EXPECT_EQ(games[1].opening, 1);
    EXPECT_EQ(games[2].opening, 2);
    // round: one opening per round of the circle method (three engines and a bye: one encounter a round).
    c.openings.policy = "round";
    const auto by_round = make_schedule(c, 100, 1);
    EXPECT_EQ(by_round[0].opening, by_round[1].opening);
    EXPECT_NE(by_round[1].opening, by_round[2].opening);
}

TEST(CompatCorpus, EncounterPolicyKeepsOneOpeningPerEncounterAndRound) {
    auto c = parse("-engine cmd=/a -engine cmd=/b -engine cmd=/c -each st=1 -tournament round-robin -games 4 "
                   "-openings file=book.epd policy=encounter");
    const auto games = make_schedule(c, 100, 1);
    ASSERT_EQ(games.size(), 12u);
    // cutechess-cli plays an encounter's games one after another, all on one opening under policy=encounter.
    EXPECT_EQ(games[0].opening, games[3].opening);
    EXPECT_EQ(games[0].white, games[2].white);
    EXPECT_NE(games[0].white, games[1].white);
    EXPECT_NE(games[3].opening, games[4].opening);  // the next encounter has its own
}

TEST(CompatCorpus, GauntletKnockoutAndPyramid) {
    EXPECT_EQ(parse("-engine cmd=/a -engine cmd=/b -engine cmd=/c -each st=1 -tournament gauntlet").tournament,
              TournamentKind::Gauntlet);
    auto k = parse("-engine cmd=/a -engine cmd=/b -engine cmd=/c -engine cmd=/d -each st=1 -tournament knockout -seeds 2");
    EXPECT_EQ(k.tournament, TournamentKind::Knockout);
    EXPECT_EQ(k.seeds, 2);
    EXPECT_EQ(make_schedule(k, 0, 1).size(), 2u);  // two first-stage encounters, one game each
    auto p = parse("-engine cmd=/a -engine cmd=/b -engine cmd=/c -each st=1 -tournament pyramid");
    EXPECT_EQ(encounters(p.tournament, 3), (std::vector<std::pair<int, int>>{{1, 0}, {2, 0}, {2, 1}}));
}

TEST(CompatCorpus, EngineKeysOfCutechess) {
    auto c = parse("-engine cmd=gnuchess proto=xboard arg=--xboard tc=40/20 restart=on whitepov "
                   "-engine cmd=/bin/b proto=uci plies=12 restart=off st=2 timemargin=100 dir=/tmp");
    EXPECT_EQ(c.engines[0].protocol, Protocol::Xboard);
    EXPECT_EQ(c.engines[0].process.args, std::vector<std::string>{"--xboard"});
    EXPECT_TRUE(c.engines[0].restart);
    EXPECT_TRUE(c.engines[0].white_pov);
    EXPECT_EQ(c.engines[1].tc.depth, 12);
    EXPECT_FALSE(c.engines[1].restart);
    EXPECT_EQ(c.engines[1].tc.movetime_ms, 2000);
    EXPECT_EQ(c.engines[1].timemargin_ms, 100);
    EXPECT_EQ(c.engines[1].process.dir, "/tmp");
    EXPECT_FALSE(parse(two + "-each st=1 restart=auto").engines[0].restart);
}

TEST(CompatCorpus, CutechessOutputIntervalsDebugAndResultformat) {
    auto c = parse(two + "-each tc=5+0.05 -ratinginterval 50 -outcomeinterval 100 -resultformat default -debug "
                         "-recover -epdout final.epd");
    EXPECT_EQ(c.rating_interval, 50);
    EXPECT_EQ(c.outcome_interval, 100);
    EXPECT_EQ(c.output, OutputFormat::Cutechess);
    EXPECT_TRUE(c.debug);
    EXPECT_TRUE(c.recover);
    EXPECT_EQ(c.epdout, "final.epd");
}

// Standard and fischerandom (Chess960 start positions come from the book, which it then needs); others refused.
TEST(CompatCorpus, CutechessVariantsAreStandardOrFischerandom) {
    EXPECT_EQ(refusal(two + "-each st=1 -variant standard"), "(accepted)");
    EXPECT_NE(refusal(two + "-each st=1 -variant fischerandom").find("needs -openings"), std::string::npos);
    EXPECT_NE(refusal(two + "-each st=1 -variant atomic").find("expected standard or fischerandom"), std::string::npos);
}

// ---- fastchess shapes ----

TEST(CompatCorpus, FastchessReadmeSprt) {
    auto c = parse("-engine cmd=/bin/new name=new -engine cmd=/bin/old name=old -openings file=8moves_v3.pgn "
                   "format=pgn order=random -each tc=10+0.1 -rounds 15000 -repeat -concurrency 8 -recover "
                   "-sprt elo0=0 elo1=5 alpha=0.05 beta=0.05 -pgnout file=out.pgn");
    EXPECT_EQ(c.rounds, 15000);
    EXPECT_EQ(c.sprt.model, "normalized");
    EXPECT_EQ(c.openings.format, "pgn");
    EXPECT_EQ(c.pgn.file, "out.pgn");
    EXPECT_EQ(c.engines[0].tc.increment_ms, 100);
}

TEST(CompatCorpus, FastchessPgnoutKeys) {
    auto c = parse(two + "-each tc=8+0.08 -pgnout file=g.pgn nodes=true seldepth=true nps=true hashfull=true "
                         "tbhits=true timeleft=true latency=true notation=lan append=false match_line=^info.*wdl min=false");
    const PgnSettings& p = c.pgn;
    EXPECT_TRUE(p.nodes && p.seldepth && p.nps && p.hashfull && p.tbhits && p.timeleft && p.latency);
    EXPECT_EQ(p.notation, "lan");
    EXPECT_FALSE(p.append);
    EXPECT_EQ(p.match_line, "^info.*wdl");
    EXPECT_FALSE(p.min);
    EXPECT_EQ(parse(two + "-each st=1 -pgnout file=g.pgn notation=uci min=true").pgn.notation, "uci");
}

TEST(CompatCorpus, FastchessReportPentaAndTheHtmlReport) {
    auto c = parse(two + "-each nodes=1000 -report penta=false -htmlreport file=r.html -results file=r.json");
    EXPECT_FALSE(c.report_penta);
    EXPECT_EQ(c.report, "r.html");
    EXPECT_TRUE(parse(two + "-each nodes=1000 -report penta=true").report_penta);
}

TEST(CompatCorpus, FastchessOutputFormats) {
    EXPECT_EQ(parse(two + "-each st=1 -output format=cutechess").output, OutputFormat::Cutechess);
    EXPECT_EQ(parse(two + "-each st=1 -output format=fastchess").output, OutputFormat::Fastchess);
    EXPECT_EQ(parse(two + "-each st=1").output, OutputFormat::Gambit);
}

TEST(CompatCorpus, FastchessLogKeysAndLevels) {
    auto c = parse(two + "-each st=1 -log file=fc.log level=err append=false realtime=true engine=true");
    EXPECT_EQ(c.log.file, "fc.log");
    EXPECT_EQ(c.log.level, "error");
    EXPECT_FALSE(c.log.append);
    EXPECT_TRUE(c.log.realtime);
    EXPECT_TRUE(c.log.engine);
    EXPECT_EQ(parse(two + "-each st=1 -log file=x level=fatal").log.level, "fatal");
    EXPECT_EQ(parse(two + "-each st=1 -log file=x level=trace").log.level, "trace");
}

TEST(CompatCorpus, FastchessScoreintervalRatingintervalSeedsAndSrand) {
    auto c = parse(two + "-each st=1 -scoreinterval 10 -ratinginterval 100 -srand 99 -seeds 1");
    EXPECT_EQ(c.score_interval, 10);
    EXPECT_EQ(c.rating_interval, 100);
    EXPECT_EQ(c.seed, 99u);
    EXPECT_EQ(c.seeds, 1);
}

TEST(CompatCorpus, FastchessAffinityTakesAnOptionalCpuList) {
    auto c = parse(two + "-each st=1 -concurrency 2 -use-affinity");
    EXPECT_TRUE(c.use_affinity);
    EXPECT_TRUE(c.affinity_cpus.empty());
    auto d = parse(two + "-each st=1 -use-affinity 0-2,5");
    EXPECT_EQ(d.affinity_cpus, (std::vector<int>{0, 1, 2, 5}));
}

TEST(CompatCorpus, FastchessTimeoutsAndForceConcurrency) {
    auto c = parse(two + "-each st=1 -startup-ms 20000 -ucinewgame-ms 30000 -force-concurrency -concurrency 64");
    EXPECT_EQ(c.engines[0].process.startup_timeout.count(), 20000);
    EXPECT_EQ(c.engines[1].process.ready_timeout.count(), 30000);
    EXPECT_EQ(c.concurrency, 64);
}

TEST(CompatCorpus, FastchessEngineKeys) {
    auto c = parse("-engine cmd=/a name=a restart=on tc=60+1 option.Threads=2 -engine cmd=/b name=b nodes=20000 "
                   "plies=10 args=--bench-off");
    EXPECT_TRUE(c.engines[0].restart);
    EXPECT_EQ(c.engines[0].tc.base_ms, 60000);
    EXPECT_EQ(c.engines[1].tc.nodes, 20000);
    EXPECT_EQ(c.engines[1].tc.depth, 10);
    EXPECT_EQ(c.engines[1].process.args, std::vector<std::string>{"--bench-off"});
}

TEST(CompatCorpus, FastchessAutosaveWritesConfigJson) {
    EXPECT_EQ(parse(two + "-each st=1 -autosaveinterval 20").state, "config.json");
    // fastchess writes it at the end even with -autosaveinterval 0, and otherwise every N games.
    EXPECT_EQ(parse(two + "-each st=1 -autosaveinterval 0").state, "config.json");
    EXPECT_EQ(parse(two + "-each st=1 -autosaveinterval 0").autosave_interval, 0);
    EXPECT_EQ(parse(two + "-each st=1 -autosaveinterval 7").autosave_interval, 7);
    EXPECT_EQ(parse(two + "-each st=1").autosave_interval, 20);
    EXPECT_EQ(parse(two + "-each st=1 -autosaveinterval 0 -results file=r.json").state, "");  // gambit-match's own line
    EXPECT_EQ(parse(two + "-each st=1 -state file=s.json -autosaveinterval 20").state, "s.json");
}

// -tb, -tbpieces, -tbignore50 (both tools) and -tbadjudicate (fastchess); the engine key ponder (cutechess).
TEST(CompatCorpus, TablebaseFlagsAndPonder) {
    // (Parsed without validation: these folders do not exist.)
    MatchConfig c = parse_command_line(words(two + "-each st=1 ponder -tb /t/345:/t/6 -tbpieces 5 -tbignore50 -tbadjudicate WIN_LOSS")).config;
    EXPECT_EQ(c.tb.paths, "/t/345:/t/6");
    EXPECT_EQ(c.tb.pieces, 5);
    EXPECT_TRUE(c.tb.ignore50);
    EXPECT_TRUE(c.tb.win_loss);
    EXPECT_FALSE(c.tb.draw);
    EXPECT_TRUE(c.engines[0].process.ponder);
    EXPECT_TRUE(c.engines[1].process.ponder);
    // Saved and read back (the state file and -config).
    const MatchConfig back = config_from_json(config_to_json(c), "test");
    EXPECT_EQ(config_to_json(back).dump(), config_to_json(c).dump());
    EXPECT_EQ(back.tb.paths, c.tb.paths);
    EXPECT_FALSE(back.tb.draw);
    EXPECT_TRUE(back.engines[1].process.ponder);
    // Defaults: both verdicts, every piece count the tables cover, the fifty-move rule respected, no pondering.
    const MatchConfig d = parse_command_line(words(two + "-each st=1 -tb /t -tbadjudicate DRAW")).config;
    EXPECT_FALSE(d.tb.win_loss);
    EXPECT_TRUE(d.tb.draw);
    EXPECT_EQ(d.tb.pieces, 0);
    EXPECT_FALSE(d.tb.ignore50);
    EXPECT_FALSE(d.engines[0].process.ponder);
    EXPECT_EQ(refusal(two + "-each tc=10+0.1 nodestime=500 ponder").find("engine 1: ponder and nodestime= do not combine"), 0u);
    EXPECT_FALSE(parse(two + "-each st=1").tb.enabled());
    EXPECT_FALSE(config_to_json(parse(two + "-each st=1")).contains("tb"));  // older states keep their id
    // A folder that holds a table passes validation; ';' separates folders too (cutechess's manual).
    const gambit::test_support::TempDir scratch("gambit-tb");
    const auto& dir = scratch.path();
    std::filesystem::create_directories(dir / "tables");
    std::ofstream(dir / "tables" / "KQvK.rtbw") << "x";
    EXPECT_EQ(refusal(two + "-each st=1 -tb " + (dir / "tables").string()), "(accepted)");
    EXPECT_EQ(refusal(two + "-each st=1 -tb " + (dir / "tables").string() + ";" + dir.string()),
              "-tb: no Syzygy tables (*.rtbw) in '" + dir.string() + "'");
}

TEST(CompatCorpus, FastchessConfigResumesACheckpoint) {
    const gambit::test_support::TempDir scratch("gambit-compat");
    const auto& dir = scratch.path();
    const std::string state = (dir / "config.json").string();
    RunState s;
    s.match_id = "x";
    s.config = config_to_json(parse(two + "-each nodes=500 -rounds 7"));
    std::ofstream(state) << state_to_text(s);
    auto c = parse_command_line(words("-config file=" + state)).config;
    EXPECT_TRUE(c.resume);
    EXPECT_EQ(c.state, state);
    EXPECT_EQ(c.rounds, 7);
    auto fresh = parse_command_line(words("-config file=" + state + " discard=true")).config;
    EXPECT_FALSE(fresh.resume);
    auto renamed = parse_command_line(words("-config file=" + state + " outname=" + (dir / "new.json").string())).config;
    EXPECT_EQ(renamed.state, (dir / "new.json").string());
    EXPECT_TRUE(std::filesystem::exists(dir / "new.json"));
    // A settings file (not a checkpoint) is read as settings.
    std::ofstream(dir / "settings.json") << config_to_json(parse(two + "-each nodes=500 -rounds 3")).dump();
    auto settings = parse_command_line(words("-config file=" + (dir / "settings.json").string())).config;
    EXPECT_FALSE(settings.resume);
    EXPECT_EQ(settings.rounds, 3);
}

TEST(CompatCorpus, SettingsSurviveTheJsonRoundTrip) {
    auto c = parse(two + "-each st=1 proto=uci -games 4 -repeat 4 -noswap -reverse -wait 10 -site S "
                         "-pgnout file=g.pgn nodes=true notation=uci -epdout e.epd -scoreinterval 3 -outcomeinterval 9 "
                         "-output format=fastchess -report penta=false -adjudication cutechess -use-affinity 0-1 "
                         "-openings file=b.epd policy=encounter -sprt elo0=0 elo1=3 model=bayesian");
    const MatchConfig back = config_from_json(config_to_json(c), "test");
    EXPECT_EQ(config_to_json(back).dump(), config_to_json(c).dump());
}

TEST(CompatCorpus, OrdinaryUciLinesStillParse) {
    // Shapes from CI scripts and issue threads.
    const char* lines[] = {
        "-engine cmd=./sf name=dev -engine cmd=./sf_base name=base -each tc=60+0.6 option.Hash=64 -games 2 -rounds 500",
        "-engine cmd=stockfish -engine cmd=ethereal -each tc=inf depth=8 -rounds 10",
        "-engine cmd=a -engine cmd=b -each st=0.1 -concurrency 4 -rounds 100 -repeat 2",
        "-engine cmd=a -engine cmd=b -each tc=40/4+0.04 -openings file=o.pgn plies=16 start=100 -rounds 50",
        "-engine cmd=a -engine cmd=b -each tc=0:30+0.3 -timemargin 50 -rounds 1",
        "-engine cmd=a -engine cmd=b -each nodes=25000 -sprt elo0=-3 elo1=1 model=logistic -rounds 1000",
        "-engine cmd=a -engine cmd=b -each tc=1+0.01 -pgnout file=p.pgn -log file=l.log level=warn",
        "-engine cmd=a -engine cmd=b -each tc=1+0.01 -event \"CCRL\" -site Web -srand 1",
    };
    for (const char* line : lines) EXPECT_EQ(refusal(line), "(accepted)") << line;
}

// The workers' command lines, word for word: fishtest's worker/games.py and OpenBench's Client/worker.py.
TEST(CompatCorpus, FishtestAndOpenBenchWorkerLinesParse) {
    const auto fishtest = parse(
        "-testEnv -recover -repeat -games 2 -rounds 30 -ratinginterval 1 -scoreinterval 1 -autosaveinterval 0 "
        "-report penta=true -pgnout file=results-1-2.pgn append=false -crc32 pgn=true "
        "-site https://tests.stockfishchess.org/tests/view/1 -event Batch_2:_x_vs_y -srand 2840251201 "
        "-resign movecount=3 score=600 -draw movenumber=34 movecount=8 score=20 -variant standard -concurrency 4 "
        "-openings file=UHO.epd format=epd order=random plies=16 start=61 -check-mate-pvs "
        "-engine name=New-abc tc=10+0.1 cmd=./sf-new dir=. option.Hash=16 option.nodestime=600 "
        "-engine name=Base-def tc=10+0.1 cmd=./sf-base dir=. option.Hash=16 option.nodestime=600 "
        "-each proto=uci timemargin=10000 option.Threads=1");
    EXPECT_TRUE(fishtest.test_env);
    EXPECT_TRUE(fishtest.crc32_pgn);
    EXPECT_TRUE(fishtest.check_mate_pvs);
    EXPECT_EQ(fishtest.output, OutputFormat::Fastchess);  // implied by the fastchess-only switches
    EXPECT_TRUE(fishtest.report_penta);
    EXPECT_FALSE(fishtest.pgn.append);
    EXPECT_EQ(fishtest.state, "config.json");  // -autosaveinterval 0: fastchess's config.json at the end only
    EXPECT_EQ(fishtest.autosave_interval, 0);
    EXPECT_EQ(fishtest.openings.start, 61);
    EXPECT_EQ(fishtest.openings.plies, 16);
    EXPECT_EQ(fishtest.engines[1].timemargin_ms, 10000);
    EXPECT_EQ(fishtest.engines[0].process.dir, ".");

    const auto openbench = parse(
        "-recover -variant standard -testEnv -concurrency 2 -rounds 16 -games 2 -resign movecount=3 score=400 "
        "-draw movenumber=40 movecount=8 score=10 -engine dir=Engines/ cmd=./E1 proto=uci "
        "tc=8.00+0.08 timemargin=250 option.Threads=1 option.Hash=8 name=E1-dev -engine dir=Engines/ cmd=./E2 "
        "proto=uci tc=8.00+0.08 timemargin=250 option.Threads=1 option.Hash=8 name=E2-base -openings "
        "file=Books/x.epd format=epd order=random start=33 -srand 9 -pgnout file=a.pgn seldepth=true nodes=true "
        "match_line=^info");
    EXPECT_TRUE(openbench.test_env);
    EXPECT_FALSE(openbench.check_mate_pvs);
    EXPECT_EQ(openbench.output, OutputFormat::Fastchess);
    EXPECT_EQ(openbench.engines[0].process.dir, "Engines/");

    // -output names the console whatever else is given; the JSON settings keep the choice.
    EXPECT_EQ(parse(two + "-each st=1 -testEnv -output format=gambit").output, OutputFormat::Gambit);
    const auto pv = parse(two + "-each st=1 -pgnout file=g.pgn pv=true -crc32 pgn=false");
    EXPECT_TRUE(pv.pgn.pv);
    EXPECT_FALSE(pv.crc32_pgn);
    const auto quiet = parse(two + "-each st=1 -testEnv -check-mate-pvs -output format=gambit -pgnout file=g.pgn pv=true");
    const MatchConfig back = config_from_json(config_to_json(quiet), "test");
    EXPECT_EQ(back.output, OutputFormat::Gambit);
    EXPECT_TRUE(back.test_env && back.check_mate_pvs && back.pgn.pv);
}

// ---- refusals: one line, naming the option and why ----

TEST(CompatCorpus, RefusedWithAReason) {
    struct Case {
        std::string line, message;
    };
    const std::vector<Case> cases = {
        {"-tb /nonexistent/syzygy", "-tb: no Syzygy tables (*.rtbw) in '/nonexistent/syzygy'"},
        {"-tb :", "-tb: expected one or more folders"},
        {"-tbpieces 2", "-tbpieces: expected an integer >= 3"},
        {"-tbadjudicate WIN", "-tbadjudicate: expected BOTH, WIN_LOSS or DRAW, got 'WIN'"},
        {"-bookmode floppy", "-bookmode: expected ram or disk, got 'floppy'"},
        {"-quick cmd=a book=x.epd", "-quick: expected exactly two cmd= entries"},
        {"-crc32 epd=true", "-crc32: unknown key 'epd' (pgn=true|false)"},
        {"-testEnv 1", "-testEnv: expected 0 values"},
        {"-each ponder=maybe", "ponder: expected"},
        {"-each trust", "trust: result claims are never trusted"},
        {"-each bookdepth=0", "bookdepth: expected an integer >= 1, got '0'"},
        {"-each stderr=e.txt", "stderr: the engine's stderr is kept"},
        {"-each initstr=x", "initstr: initialisation strings are not supported"},
        {"-report file=r.html", "-report file=: the HTML report is -htmlreport file=F"},
        {"-repeat 3", "-repeat: N must be even"},
        {"-sprt elo0=0 elo1=5 model=wald", "-sprt model: expected normalized, logistic, bayesian or cutechess"},
        {"-tournament swiss", "-tournament: expected match, gauntlet, round-robin, knockout or pyramid"},
        {"-output format=json", "-output format: expected cutechess, fastchess or gambit"},
        {"-resultformat ,", "-resultformat: expected a format name or a field list"},
    };
    for (const auto& [flags, message] : cases) {
        const std::string error = refusal(two + "-each st=1 " + flags);
        // Global flags lead with their own name; engine keys come after "-each: ".
        EXPECT_EQ(error.find(message), flags.rfind("-each", 0) == 0 ? 7u : 0u) << flags << " -> " << error;
        EXPECT_EQ(error.find('\n'), std::string::npos) << error;
    }
}

TEST(CompatCorpus, XboardEnginesRefuseWhatTheProtocolCannotSay) {
    EXPECT_NE(refusal("-engine cmd=/a proto=xboard nodes=100 tc=1+0.1 -engine cmd=/b st=1").find("nodes= has no xboard"),
              std::string::npos);
    EXPECT_NE(refusal("-engine cmd=/a proto=xboard st=0.5 -engine cmd=/b st=1").find("st= must be whole seconds"),
              std::string::npos);
    EXPECT_NE(refusal("-engine cmd=/a proto=xboard tc=inf depth=5 -engine cmd=/b st=1").find("needs tc= or st="),
              std::string::npos);
    EXPECT_EQ(refusal("-engine cmd=/a proto=xboard tc=10+0.1 depth=5 -engine cmd=/b st=1"), "(accepted)");
}

TEST(CompatCorpus, KnockoutCannotResumeOrShard) {
    EXPECT_NE(refusal("-engine cmd=/a -engine cmd=/b -engine cmd=/c -each st=1 -tournament knockout -shard 1/2")
                  .find("-tournament knockout: -resume and -shard are not supported"),
              std::string::npos);
}

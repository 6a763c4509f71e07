// The one stop rule of gambit-match's tournament and gambit-tune's SPSA run (manager/tournament/run_stop.hpp).
#include <gtest/gtest.h>

#include "manager/exit_codes.hpp"
#include "manager/tournament/run_stop.hpp"

using gambit::match::GameOutcome;
using gambit::match::RunStop;
using gambit::match::StopReason;
namespace exit_code = gambit::match::exit_code;

namespace {

GameOutcome game_with_crash(const std::string& reason) {
    GameOutcome outcome;
    outcome.engine_failed[1] = true;
    outcome.record.reason = reason;
    return outcome;
}

}  // namespace

TEST(RunStop, AnEngineFailingInAGameStopsTheRunUnlessRecoverIsOn) {
    RunStop recovering;
    recovering.after_game(game_with_crash("Black disconnects"), true);
    EXPECT_FALSE(recovering.stopped());
    EXPECT_EQ(recovering.exit_code(), exit_code::ok);

    RunStop stop;
    stop.after_game(game_with_crash("Black disconnects"), false);
    EXPECT_EQ(stop.reason(), StopReason::EngineFailure);
    EXPECT_EQ(stop.message(), "Black disconnects (use -recover to restart engines and go on)");
    EXPECT_EQ(stop.exit_code(), exit_code::engine_failure);
}

TEST(RunStop, AnEngineThatCannotBeHadOverridesAnSprtStopButNotAnInterrupt) {
    RunStop sprt;
    sprt.stop(StopReason::Sprt, "SPRT bound crossed; finishing the games in flight");
    sprt.engine_unavailable("engine 'a' failed and -recover is off");
    EXPECT_EQ(sprt.reason(), StopReason::EngineFailure);
    EXPECT_EQ(sprt.message(), "engine 'a' failed and -recover is off");

    RunStop interrupted;
    interrupted.interrupted();
    interrupted.engine_unavailable("engine 'a' failed and -recover is off");
    EXPECT_EQ(interrupted.reason(), StopReason::Interrupted);
    EXPECT_EQ(interrupted.exit_code(), exit_code::interrupted);
    EXPECT_EQ(interrupted.note(true), "interrupted by a signal; continue with -resume");
    EXPECT_EQ(interrupted.note(false), "interrupted by a signal");
}

TEST(RunStop, AnOutputErrorStaysTheReasonThroughASignal) {
    RunStop stop;
    stop.output_failed("games.pgn: cannot write file");
    stop.interrupted();
    EXPECT_EQ(stop.reason(), StopReason::OutputError);
    EXPECT_EQ(stop.exit_code(), exit_code::error);
}

TEST(RunStop, TheFirstRunLevelReasonIsKept) {
    RunStop stop;
    stop.stop(StopReason::StopFile, "stop file F found; finishing the games in flight");
    stop.stop(StopReason::Sprt, "SPRT bound crossed; finishing the games in flight");
    stop.after_game(game_with_crash("White disconnects"), false);
    EXPECT_EQ(stop.reason(), StopReason::StopFile);
    EXPECT_EQ(stop.exit_code(), exit_code::ok);  // games in flight finish; the run ends normally
}

TEST(RunStop, StrictStopsAtTheFirstWarningAsFastchessDoes) {
    using gambit::match::Termination;
    GameOutcome clean;
    clean.record.termination = Termination::Checkmate;
    RunStop quiet;
    quiet.after_game_strict(clean, "info");
    EXPECT_FALSE(quiet.stopped());

    GameOutcome warned = clean;
    warned.record.warning_lines = {"Warning; Illegal PV move - move e2e5 from A"};
    RunStop stop;
    stop.after_game_strict(warned, "fatal");  // a printed warning counts at any log level
    EXPECT_EQ(stop.reason(), StopReason::Strict);
    EXPECT_EQ(stop.exit_code(), exit_code::error);  // fastchess's EXIT_FAILURE

    // A time loss is only logged (LOG_WARN): a -log level above warn drops it before fastchess's check.
    GameOutcome late = clean;
    late.record.termination = Termination::TimeForfeit;
    EXPECT_TRUE(gambit::match::strict_warning(late, "info"));
    EXPECT_FALSE(gambit::match::strict_warning(late, "error"));
    late.record.termination = Termination::IllegalMove;  // printed: counts always
    EXPECT_TRUE(gambit::match::strict_warning(late, "error"));
}

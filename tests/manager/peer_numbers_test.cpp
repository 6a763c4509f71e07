// cutechess-cli's and fastchess's numbers and number text, checked against lines of the recorded corpus
// (tests/compat/<tool>/<line>/stdout) with the same counts.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <string>

#include "manager/output/cutechess_numbers.hpp"
#include "manager/output/fastchess_numbers.hpp"

using namespace gambit::match;

namespace {

std::string f2(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", x);
    return buf;
}

}  // namespace

TEST(PeerNumbers, QtTextRoundsTiesAwayFromZeroAndNeverSignsNanOrZero) {
    EXPECT_EQ(qt_fixed(56.25, 1), "56.3");  // printf: 56.2
    EXPECT_EQ(qt_fixed(-0.0, 0, 7), "      0");
    EXPECT_EQ(qt_fixed(std::nan(""), 1), "nan");
    EXPECT_EQ(qt_fixed(-std::nan(""), 0, 7), "    nan");
    EXPECT_EQ(qt_fixed(-INFINITY, 1), "-inf");
    EXPECT_EQ(qt_fixed(9.96, 1), "10.0");
    EXPECT_EQ(qt_general3(1.4816), "1.48");
    EXPECT_EQ(qt_general3(-2.0), "-2");
}

TEST(PeerNumbers, CutechessEloUsesItsOwnInverseErrorFunction) {
    // cutechess-cli/30-sprt-capped: 4 - 0 - 2 -> "Elo difference: 279.6 +/- nan, LOS: 97.7 %, DrawRatio: 33.3 %".
    const CutechessElo e = cutechess_elo({4, 2, 0});
    EXPECT_EQ(qt_fixed(e.diff, 1), "279.6");
    EXPECT_EQ(qt_fixed(e.error, 1), "nan");
    EXPECT_EQ(qt_fixed(e.los, 1), "97.7");
    EXPECT_EQ(qt_fixed(e.draw_ratio * 100, 1), "33.3");
    // 2 - 0 - 2: the margin with z = 1.95716..., not 1.95996...
    EXPECT_EQ(qt_fixed(cutechess_elo({2, 2, 0}).error, 1), "451.9");
}

TEST(PeerNumbers, CutechessSprtIsShownEvenWithoutATest) {
    const CutechessSprt none = cutechess_sprt({4, 2, 0}, SprtSettings{});
    EXPECT_EQ(none.llr, 0);
    EXPECT_TRUE(std::isinf(none.lower) && none.lower < 0);
    EXPECT_TRUE(std::isinf(none.upper) && none.upper > 0);
    // cutechess-cli/30-sprt-capped: "SPRT: llr 0.115 (3.9%), lbound -2.94, ubound 2.94".
    const SprtSettings sprt{.enabled = true, .elo0 = 0, .elo1 = 5, .alpha = 0.05, .beta = 0.05, .model = "bayesian"};
    const CutechessSprt s = cutechess_sprt({4, 2, 0}, sprt);
    EXPECT_EQ(qt_general3(s.llr), "0.115");
    EXPECT_EQ(qt_fixed(s.llr / s.upper * 100, 1), "3.9");
    EXPECT_EQ(qt_general3(s.lower), "-2.94");
    EXPECT_EQ(s.verdict, 0);
}

TEST(PeerNumbers, FastchessPentanomialAndWdlAsItPrintsThem) {
    // fastchess/02-h2h-epd-seq-c1: W4 L0 D2, pairs [0, 0, 0, 2, 1].
    FastchessCounts c;
    c.wins = 4, c.draws = 2, c.wd = 2, c.ww = 1;
    const FastchessElo p = fastchess_elo(c, true);
    EXPECT_EQ(f2(p.diff) + " " + f2(p.error) + " " + f2(p.nelo) + " " + f2(p.nelo_error), "279.59 218.96 694.87 278.00");
    EXPECT_EQ(f2(p.los), "100.00");
    EXPECT_EQ(f2(fastchess_pairs_ratio(c)), "inf");
    EXPECT_EQ(f2(fastchess_wl_dd_ratio(c)), "-nan");  // 0/0, as fastchess prints it
    // fastchess/32-output-cutechess: the same games counted one by one: "279.59 +/- nan, LOS: 99.97 %".
    const FastchessElo w = fastchess_elo(c, false);
    EXPECT_EQ(f2(w.diff) + " " + f2(w.error) + " " + f2(w.los), "279.59 nan 99.97");
    EXPECT_EQ(f2(fastchess_draw_ratio(c, false)), "33.33");
}

TEST(PeerNumbers, FastchessCountsFromTheSecondEngineSwapTheSides) {
    EncounterStats s;
    s.pentanomial = true;
    s.paired_wdl = {3, 1, 0};
    s.penta.pairs = {0, 0, 0, 1, 1};
    const FastchessCounts b = fastchess_counts(s, true);
    EXPECT_EQ(b.losses, 3);
    EXPECT_EQ(b.ld, 1);
    EXPECT_EQ(b.ll, 1);
    EXPECT_EQ(b.games(), 4);
}

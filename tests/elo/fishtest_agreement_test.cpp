// Every estimate and LLR agrees with what fishtest's code computed for the same counts.
#include <gtest/gtest.h>

#include "elo/stats/elo.hpp"
#include "tests/elo/reference.hpp"

namespace gambit::elo::test {
namespace {

struct Computed {
    Estimate estimate;
    std::function<SprtResult(const SprtParams&)> sprt;
};

Computed compute(const nlohmann::json& c) {
    if (c["kind"] == "trinomial") {
        const Trinomial t = trinomial_of(c["counts"]);
        return {estimate(t), [t](const SprtParams& p) { return elo::sprt(t, p); }};
    }
    const Pentanomial p = pentanomial_of(c["counts"]);
    return {estimate(p), [p](const SprtParams& params) { return elo::sprt(p, params); }};
}

TEST(FishtestAgreement, EveryEstimateAgreesWithFishtest) {
    for (const auto& c : fishtest_reference()["cases"]) {
        const std::string what = c["kind"].get<std::string>() + " " + c["counts"].dump();
        const Estimate e = compute(c).estimate;
        const auto& x = c["estimate"];
        EXPECT_AGREES(e.score, x["score"].get<double>(), what);
        EXPECT_AGREES(e.elo, x["elo"].get<double>(), what);
        EXPECT_AGREES(e.elo_half, x["elo_half"].get<double>(), what);
        EXPECT_AGREES(e.elo_lo, x["elo_lo"].get<double>(), what);
        EXPECT_AGREES(e.elo_hi, x["elo_hi"].get<double>(), what);
        EXPECT_AGREES(e.los, x["los"].get<double>(), what);
        EXPECT_AGREES(e.draw_ratio, x["draw_ratio"].get<double>(), what);
        EXPECT_AGREES(e.nelo, x["nelo"].get<double>(), what);
        EXPECT_AGREES(e.nelo_half, x["nelo_half"].get<double>(), what);
    }
}

TEST(FishtestAgreement, LogLikelihoodRatiosMatch) {
    int compared = 0;
    for (const auto& c : fishtest_reference()["cases"]) {
        const auto run = compute(c).sprt;
        for (const auto& s : c["sprt"]) {
            if (s["llr"].is_null()) continue;
            const SprtParams params{.elo0 = s["elo0"], .elo1 = s["elo1"], .model = model_of(s["model"])};
            const std::string what = c["counts"].dump() + " " + s["model"].get<std::string>() + " [" +
                                     s["elo0"].dump() + ", " + s["elo1"].dump() + "]";
            EXPECT_AGREES(run(params).llr, s["llr"].get<double>(), what);
            ++compared;
        }
    }
    EXPECT_GT(compared, 300);
}

}  // namespace
}  // namespace gambit::elo::test

namespace gambit::elo::test {
namespace {

TEST(FishtestAgreement, StoppingAwareEstimatesMatch) {
    int compared = 0;
    for (const auto& c : fishtest_reference()["cases"]) {
        for (const auto& s : c["sprt"]) {
            if (s["stopped"].is_null()) continue;
            const SprtParams params{.elo0 = s["elo0"], .elo1 = s["elo1"], .model = model_of(s["model"])};
            const StoppedEstimate e = c["kind"] == "trinomial"
                                          ? stopped_estimate(trinomial_of(c["counts"]), params)
                                          : stopped_estimate(pentanomial_of(c["counts"]), params);
            const auto& x = s["stopped"];
            const std::string what = c["counts"].dump() + " " + s["model"].get<std::string>() + " [" +
                                     s["elo0"].dump() + ", " + s["elo1"].dump() + "]";
            EXPECT_AGREES(e.elo, x["elo"].get<double>(), what);
            EXPECT_AGREES(e.elo_lo, x["ci"][0].get<double>(), what);
            EXPECT_AGREES(e.elo_hi, x["ci"][1].get<double>(), what);
            EXPECT_AGREES(e.los, x["los"].get<double>(), what);
            ++compared;
        }
    }
    EXPECT_GT(compared, 300);
}

TEST(FishtestAgreement, PlannerMatchesSprtCalculator) {
    for (const auto& x : fishtest_reference()["planner"]) {
        PlanParams params;
        params.sprt = {.elo0 = x["elo0"],
                       .elo1 = x["elo1"],
                       .alpha = x["alpha"],
                       .beta = x["beta"],
                       .model = model_of(x["model"])};
        params.draw_ratio = x["draw_ratio"];
        params.rms_bias = x["rms_bias"];
        const auto point = plan(params, x["elo"]);
        ASSERT_TRUE(point.has_value()) << x.dump();
        EXPECT_AGREES(point->pass_probability, x["pass"].get<double>(), x.dump());
        EXPECT_AGREES(point->expected_games, x["games"].get<double>(), x.dump());
    }
}

TEST(FishtestAgreement, RemainingGamesMatch) {
    for (const auto& x : fishtest_reference()["remaining"]) {
        const SprtParams params{.alpha = x["alpha"], .beta = x["beta"]};
        EXPECT_EQ(expected_remaining_games(2 * x["pairs"].get<double>(), x["llr"], params, x["max_games"]),
                  x["remaining"].get<double>())
            << x.dump();
    }
}

}  // namespace
}  // namespace gambit::elo::test

namespace gambit::elo::test {
namespace {

TEST(FishtestAgreement, OvershootCorrectionFollowsUpdateSprt) {
    for (const auto& sequence : fishtest_reference()["overshoot"]) {
        const SprtParams params{
            .elo0 = sequence["elo0"], .elo1 = sequence["elo1"], .model = model_of(sequence["model"])};
        OvershootTracker tracker(sequence["batch"].get<double>());
        for (const auto& step : sequence["steps"]) {
            const Pentanomial p = pentanomial_of(step["penta"]);
            const double llr = sprt(p, params).llr;
            tracker.update(total(p), llr);
            const std::string what = sequence["model"].get<std::string>() + " " + step["penta"].dump();
            EXPECT_AGREES(llr, step["llr"].get<double>(), what);
            EXPECT_AGREES(tracker.lower_correction(), step["o0"].get<double>(), what);
            EXPECT_AGREES(tracker.upper_correction(), step["o1"].get<double>(), what);
            EXPECT_EQ(to_string(tracker.verdict(llr, params)), step["result"].get<std::string>()) << what;
        }
    }
}

}  // namespace
}  // namespace gambit::elo::test

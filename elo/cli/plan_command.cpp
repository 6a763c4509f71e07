#include <cmath>
#include <cstdio>
#include <ostream>

#include "elo/cli/commands.hpp"
#include "elo/cli/match_report.hpp"
#include "elo/stats/planner.hpp"

namespace gambit::elo::cli {

void plan_command(const Words& words, std::ostream& out) {
    std::set<std::string> valued = kSprtOptions;
    valued.insert({"draw-ratio", "rms-bias", "from", "to", "step"});
    const Args args(words, "plan", valued, {"json"});
    if (!args.positional().empty())
        throw UsageError("unexpected argument '" + args.positional().front() + "'");

    PlanParams params;
    params.sprt.elo0 = args.number("elo0", params.sprt.elo0);
    params.sprt.elo1 = args.number("elo1", params.sprt.elo1);
    params.sprt.alpha = args.number("alpha", params.sprt.alpha);
    params.sprt.beta = args.number("beta", params.sprt.beta);
    if (const auto model = args.text("model"); model && !parse_model(*model, params.sprt.model))
        throw UsageError("--model: expected normalized or logistic, got '" + *model + "'");
    if (params.sprt.model == Model::BayesElo)
        throw UsageError("--model: the planner takes normalized or logistic");
    check_sprt_params(params.sprt, "");
    params.draw_ratio = args.number("draw-ratio", params.draw_ratio);
    params.rms_bias = args.number("rms-bias", params.rms_bias);
    if (!(params.draw_ratio >= 0 && params.draw_ratio < 1))
        throw UsageError("--draw-ratio must be in [0, 1)");
    if (params.rms_bias < 0) throw UsageError("--rms-bias must be >= 0");
    const auto bounds = plan_logistic_bounds(params);
    if (!bounds)
        throw UsageError("no variance left: (1 - draw ratio)/4 must exceed the RMS bias score squared");

    const double width = bounds->second - bounds->first;
    const double from = args.number("from", bounds->first - width);
    const double to = args.number("to", bounds->second + width);
    const double step = args.number("step", width / 4);
    if (!(step > 0) || from > to || (to - from) / step > 100000)
        throw UsageError("--from, --to, --step: need from <= to, step > 0 and at most 100000 points");

    nlohmann::json points = nlohmann::json::array();
    std::string table;
    const long long count = static_cast<long long>(std::floor((to - from) / step + 1e-9)) + 1;
    for (long long i = 0; i < count; ++i) {
        const double elo = from + static_cast<double>(i) * step;
        const auto p = plan(params, elo);
        if (!p) continue;
        points.push_back(
            {{"elo", elo}, {"pass_probability", p->pass_probability}, {"expected_games", p->expected_games}});
        char line[128];
        std::snprintf(line, sizeof line, "%9s %9s %16s\n", fixed(elo, 2, true).c_str(),
                      (fixed(100 * p->pass_probability, 1) + "%").c_str(),
                      fixed(p->expected_games, 0).c_str());
        table += line;
    }

    const SprtParams& s = params.sprt;
    if (args.has("json")) {
        out << nlohmann::json{{"elo0", s.elo0},
                              {"elo1", s.elo1},
                              {"alpha", s.alpha},
                              {"beta", s.beta},
                              {"model", std::string(to_string(s.model))},
                              {"draw_ratio", params.draw_ratio},
                              {"rms_bias", params.rms_bias},
                              {"logistic_bounds", {bounds->first + 0.0, bounds->second + 0.0}},
                              {"points", points}}
                   .dump()
            << "\n";
        return;
    }
    out << "SPRT plan: " << to_string(s.model) << " bounds [" << fixed(s.elo0, 2) << ", " << fixed(s.elo1, 2)
        << "]";
    if (s.model == Model::Normalized)
        out << " = logistic [" << fixed(bounds->first, 2) << ", " << fixed(bounds->second, 2) << "]";
    out << ", alpha " << s.alpha << ", beta " << s.beta << ", draw ratio "
        << fixed(100 * params.draw_ratio, 1) << "%, RMS bias " << params.rms_bias << " Elo\n";
    out << "      Elo      Pass   Expected games\n" << table;
}

}  // namespace gambit::elo::cli

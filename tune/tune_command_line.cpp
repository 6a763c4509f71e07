#include "tune/tune_command_line.hpp"

#include <charconv>
#include <cmath>

#include "manager/cli/flags.hpp"

namespace gambit::tune {
namespace {

using match::UsageError;

bool is_flag(const std::string& arg) {
    return arg.size() >= 2 && arg[0] == '-' && !(arg[1] >= '0' && arg[1] <= '9') && arg[1] != '.';
}

std::string flag_name(const std::string& arg) { return arg.substr(arg[1] == '-' ? 2 : 1); }

// The gambit-match flags a tuning run takes: those its row in the flag table (manager/cli/flags.cpp) marks.
bool tuning_takes(const std::string& name) {
    const match::FlagRow* row = match::find_flag(name);
    return row != nullptr && row->tune;
}

std::pair<std::string, std::string> key_value(const std::string& token, const std::string& flag) {
    const auto eq = token.find('=');
    if (eq == std::string::npos || eq == 0) throw UsageError("-" + flag + ": expected key=value, got '" + token + "'");
    return {token.substr(0, eq), token.substr(eq + 1)};
}

double to_number(const std::string& text, const std::string& what) {
    double value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        throw UsageError(what + ": expected a number, got '" + text + "'");
    return value;
}

int to_count(const std::string& text, const std::string& what, int min) {
    int value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < min)
        throw UsageError(what + ": expected an integer >= " + std::to_string(min) + ", got '" + text + "'");
    return value;
}

std::string file_value(const std::vector<std::string>& values, const std::string& flag) {
    std::string file;
    for (const auto& value : values) {
        if (value.find('=') == std::string::npos) {
            file = value;
            continue;
        }
        auto [key, v] = key_value(value, flag);
        if (key != "file") throw UsageError("-" + flag + ": unknown key '" + key + "'");
        file = v;
    }
    if (file.empty()) throw UsageError("-" + flag + ": expected file=PATH");
    return file;
}

void apply_spsa(SpsaSettings& s, const std::vector<std::string>& values) {
    for (const auto& token : values) {
        auto [key, value] = key_value(token, "spsa");
        if (key == "params") s.params_file = value;
        else if (key == "iterations") s.iterations = to_count(value, "-spsa iterations", 1);
        else if (key == "A") s.a_ratio = to_number(value, "-spsa A");
        else if (key == "alpha") s.alpha = to_number(value, "-spsa alpha");
        else if (key == "gamma") s.gamma = to_number(value, "-spsa gamma");
        else if (key == "inflight") s.inflight = to_count(value, "-spsa inflight", 1);
        else throw UsageError("-spsa: unknown key '" + key + "' (params=, iterations=, A=, alpha=, gamma=, inflight=)");
    }
    if (s.a_ratio < 0 || s.alpha < 0 || s.gamma < 0) throw UsageError("-spsa: A, alpha and gamma must be >= 0");
}

}  // namespace

TuneCommandLine parse_tune_command_line(const std::vector<std::string>& args) {
    TuneCommandLine result;
    std::vector<std::string> match_args;
    bool spsa_given = false;
    for (std::size_t i = 0; i < args.size();) {
        if (!is_flag(args[i])) throw UsageError("unexpected argument '" + args[i] + "' (flags start with '-'; see --help)");
        const std::string name = flag_name(args[i]);
        std::vector<std::string> values;
        std::size_t j = i + 1;
        for (; j < args.size() && !is_flag(args[j]); ++j) values.push_back(args[j]);
        if (name == "spsa") apply_spsa(result.spsa, values), spsa_given = true;
        else if (name == "values") result.spsa.values_file = file_value(values, name);
        else if (name == "history") result.spsa.history_file = file_value(values, name);
        else if (!tuning_takes(name))
            throw UsageError("-" + name + ": not a gambit-tune spsa flag (see gambit-tune spsa --help)");
        else match_args.insert(match_args.end(), args.begin() + static_cast<long>(i), args.begin() + static_cast<long>(j));
        i = j;
    }
    result.match = match::parse_command_line(match_args);
    result.help = result.match.help;
    result.spsa.html_file = result.match.config.report;
    result.match.config.report.clear();  // the SPSA page, not gambit-match's report
    if (result.help || result.match.version) return result;

    // With -resume and an existing state file the saved settings are used (tune_plan.cpp); the SPSA flags
    // are still read, so one command line both starts a run and continues it (a retried job).
    if (!spsa_given && !result.match.config.resume)
        throw UsageError("-spsa params=F iterations=N is needed (F: lines name,start,min,max,c_end,r_end)");
    if (spsa_given) {
        if (result.spsa.params_file.empty()) throw UsageError("-spsa: params=F is needed (lines name,start,min,max,c_end,r_end)");
        if (result.spsa.iterations == 0) throw UsageError("-spsa: iterations=N is needed (N game pairs)");
        try {
            result.spsa.params = load_spsa_params(result.spsa.params_file);
        } catch (const ParamError& e) {
            throw UsageError(e.what());
        }
    }
    return result;
}

std::string tune_usage_text() {
    return R"(gambit-tune spsa: tunes UCI options of one engine by SPSA, as fishtest does, playing game pairs
between theta + c*delta and theta - c*delta through gambit-match's game loop.

Usage: gambit-tune spsa -engine cmd=ENGINE [name=..] [option.X=..] -each nodes=2000 (or tc=..)
                        -spsa params=F iterations=N [A=0.1] [alpha=0.602] [gamma=0.101] [inflight=W]
                        [-values file=F] [-history file=F.csv] [-htmlreport file=F.html]
                        [-state file=S] [-resume] [-seed N] [-concurrency N] [other gambit-match flags]

  -spsa params=F         parameters, one per line in fishtest's format: name,start,min,max,c_end,r_end
                         (name = a UCI option of type spin, sent rounded, or string, sent as a number)
        iterations=N     planned iterations; each is one game pair (same opening, both colours)
        A= alpha= gamma= fishtest's A ratio (A = int(ratio * N)), alpha, gamma: 0.1, 0.602, 0.101
        inflight=W       iterations played at once (default -concurrency); iteration k starts from theta
                         after iterations 0..k-W, so results do not depend on timing
  -values file=F         after every iteration: the current values in the parameter format
  -history file=F.csv    after every iteration: iteration, each theta, the pair's result
  -htmlreport file=F     after every iteration: an HTML page with one plot per parameter
  -state file=S          checkpoint after every game; -resume -state file=S continues a stopped run
                         with its saved settings (-concurrency, -log, -debug may change); a state file
                         that does not exist yet starts the run from the other flags
  -seed N                the perturbations and roundings (default: random, recorded in the state)

gambit-match flags taken: -engine -each -concurrency -use-affinity -wait -openings -seed -variant
-timemargin -movetimeout -draw -resign -adjudication -maxmoves -pgnout -state -resume -recover -log -debug
-event -site -startup-ms -ucinewgame-ms -ping-ms (see gambit-match --help).

Exit codes: 0 done, 1 error, 2 usage, 3 engine failure, 4 interrupted (continue with -resume).
)";
}

}  // namespace gambit::tune

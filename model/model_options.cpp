#include "model/model_options.hpp"

#include <charconv>
#include <optional>
#include <string_view>

#include "model/simulation.hpp"

namespace gambit::model {
namespace {

template <typename Number>
Number parse_number(std::string_view option, std::string_view text) {
    Number value{};
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || error != std::errc{} || stop != end)
        throw UsageError("bad number '" + std::string(text) + "' for " + std::string(option));
    return value;
}

int parse_int_in(std::string_view option, std::string_view text, int low, int high) {
    const int value = parse_number<int>(option, text);
    if (value < low || value > high)
        throw UsageError(std::string(option) + " must be between " + std::to_string(low) + " and " +
                         std::to_string(high) + ", got " + std::string(text));
    return value;
}

std::vector<double> parse_probabilities(std::string_view text) {
    std::vector<double> ps;
    for (;;) {
        const std::size_t comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        const double p = parse_number<double>("--p", item);
        if (!(p >= 0.0 && p <= 1.0))
            throw UsageError("--p values must lie in [0, 1], got " + std::string(item));
        ps.push_back(p);
        if (comma == std::string_view::npos) return ps;
        text.remove_prefix(comma + 1);
    }
}

std::vector<TreeKind> parse_kinds(std::string_view word) {
    if (word == "both") return {TreeKind::ngame, TreeKind::pgame};
    if (const std::optional<TreeKind> kind = parse_tree_kind(word)) return {*kind};
    throw UsageError("unknown tree kind '" + std::string(word) + "' (expected ngame, pgame or both)");
}

}  // namespace

ModelOptions parse_model_options(const std::vector<std::string>& args) {
    ModelOptions options;
    for (std::size_t index = 0; index < args.size(); ++index) {
        std::string_view word = args[index];
        if (word == "--help" || word == "-h") {
            options.help = true;
            return options;
        }
        if (!word.starts_with("--")) {
            if (!options.kinds.empty()) throw UsageError("unexpected argument '" + std::string(word) + "'");
            options.kinds = parse_kinds(word);
            continue;
        }
        // Both `--name value` and `--name=value`.
        std::string_view name = word;
        std::optional<std::string_view> inline_value;
        if (const std::size_t equals = word.find('='); equals != std::string_view::npos) {
            name = word.substr(0, equals);
            inline_value = word.substr(equals + 1);
        }
        const auto value = [&]() -> std::string_view {
            if (inline_value) return *inline_value;
            if (index + 1 >= args.size()) throw UsageError(std::string(name) + " needs a value");
            return args[++index];
        };
        if (name == "--csv") {
            if (inline_value) throw UsageError("--csv takes no value");
            options.csv = true;
        } else if (name == "--p") {
            options.ps = parse_probabilities(value());
        } else if (name == "--height") {
            options.height = parse_int_in(name, value(), 1, kMaxHeight);
        } else if (name == "--m") {
            options.m = parse_int_in(name, value(), 1, kMaxGridSteps);
        } else if (name == "--simulate") {
            options.simulate = parse_number<std::size_t>(name, value());
            if (options.simulate < 2) throw UsageError("--simulate needs at least 2 trees for an interval");
        } else if (name == "--seed") {
            options.seed = parse_number<std::uint64_t>(name, value());
        } else if (name == "--svg") {
            options.svg_path = std::string(value());
            if (options.svg_path.empty()) throw UsageError("--svg needs a file name");
        } else {
            throw UsageError("unknown option '" + std::string(name) + "'");
        }
    }
    if (options.kinds.empty()) throw UsageError("expected a tree kind: ngame, pgame or both");
    if (options.simulate > 0 && options.height > kMaxSimulatedHeight)
        throw UsageError("--simulate works up to --height " + std::to_string(kMaxSimulatedHeight) +
                         " (a tree has 4^H leaves), got " + std::to_string(options.height));
    return options;
}

std::string model_help() {
    return R"(usage: gambit model ngame|pgame|both [--p LIST] [--height H] [--m M] [--csv]
                    [--simulate N [--seed S]] [--svg FILE]

The forward-pruning model of Smith & Nau (AAAI 1994). At every Max or Min node the pruning search looks at
one child: the better one (higher at Max, lower at Min) with probability p, the other with 1 - p, either
with 1/2 when their minimax values are equal. D = E|x - y| is the expected distance between its estimate x
and the true minimax value y, as a fraction of the value range (between 0 and 1).

Tree classes (Max-height H: a path crosses H Max and H Min nodes):
  ngame  N-game-like: a Min node's children add 0 or 1/H at random (1/2 each) to the Max node below;
         leaf values are the sums along the path, on {0, 1/H, ..., 1}
  pgame  P-game-like: independent leaf values, uniform on {0, 1/m, ..., 1}
  both   the two classes, one after the other

Options:
  --p LIST        comma-separated probabilities in [0, 1] (default 0.6,0.7,0.8,0.9)
  --height H      compute D for every height 1..H, 1 <= H <= 1000 (default 40; 40 takes well under a second)
  --m M           P-game value grid steps, 1..1000 (default 40)
  --csv           print `tree,p,h,D` rows instead of a table
  --simulate N    also estimate D from N random trees per tree class, p and height, with a 95% interval.
                  Trees are built in full (4^H leaves), so this needs H <= 10 and is practical up to H ~ 7
  --seed S        seed of the simulation's std::mt19937_64 (default 1); a seed always gives the same figures
  --svg FILE      write an SVG plot of D against H, both tree classes side by side, one line per p
                  (with --simulate, also the simulated estimates and their intervals)
)";
}

}  // namespace gambit::model

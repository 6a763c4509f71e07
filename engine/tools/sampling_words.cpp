#include "engine/tools/sampling_words.hpp"

#include "chess/pgn/text.hpp"
#include "engine/tools/param_settings.hpp"

namespace gambit::tools {

std::optional<std::string> read_sampling_words(const args::Parsed& parsed, std::initializer_list<PositiveOption> numbers,
                                               search::SearchParams& params, std::string& file, std::string_view usage) {
    for (const PositiveOption& option : numbers)
        for (const std::string& word : parsed.all(option.name)) {
            const auto v = text::parse_number<std::uint64_t>(word);
            if (!v || *v == 0) return "--" + std::string(option.name) + " needs a positive number";
            option.value = *v;
        }
    if (auto problem = apply_settings(params, parsed.all("set"))) return problem;
    for (const std::string& word : parsed.positional()) {
        if (word.empty() || word[0] == '-' || !file.empty())
            return "unknown argument '" + word + "'\n" + std::string(usage);
        file = word;
    }
    if (file.empty()) return std::string(usage);
    return std::nullopt;
}

}  // namespace gambit::tools

#include "elo/report/wording.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace gambit::report {
namespace {

std::string spaced(std::string key) {
    std::replace(key.begin(), key.end(), '_', ' ');
    std::replace(key.begin(), key.end(), '.', ' ');
    return key;
}

}  // namespace

std::string termination_words(const std::string& key) {
    // results.json keys (manager/game/game_record.cpp) and the PGN Termination tag's values.
    static constexpr std::array<std::pair<const char*, const char*>, 20> kWords{{
        {"checkmate", "checkmate"},
        {"stalemate", "stalemate"},
        {"threefold", "threefold repetition"},
        {"fifty_moves", "fifty-move rule"},
        {"insufficient_material", "insufficient material"},
        {"time_forfeit", "loss on time"},
        {"crash", "engine crashed"},
        {"stall", "engine stopped answering"},
        {"illegal_move", "illegal move"},
        {"adjudication_draw", "adjudicated as a draw (draw rule)"},
        {"adjudication_resign", "adjudicated as lost (resign rule)"},
        {"adjudication_maxmoves", "adjudicated as a draw (move limit)"},
        {"adjudication_tablebase", "adjudicated by tablebase"},
        {"resign", "resigned"},
        {"normal", "played out (mate or a draw rule)"},
        {"time forfeit", "loss on time"},
        {"abandoned", "engine crashed or stopped answering"},
        {"rules infraction", "illegal move"},
        {"adjudication", "adjudicated"},
        {"unknown", "not recorded"},
    }};
    for (const auto& [k, words] : kWords)
        if (key == k) return words;
    return spaced(key);
}

std::string setting_words(const std::string& key) {
    static constexpr std::array<std::pair<const char*, const char*>, 32> kWords{{
        {"tournament", "tournament"},
        {"rounds", "rounds"},
        {"games", "games per encounter and round"},
        {"repeat", "each opening played with both colours"},
        {"repeat_count", "games per opening"},
        {"concurrency", "games at once"},
        {"openings.file", "opening file"},
        {"openings.format", "opening file format"},
        {"openings.order", "opening order"},
        {"openings.plies", "opening plies played (-1: all)"},
        {"openings.start", "first opening"},
        {"openings.policy", "when to take a new opening"},
        {"timemargin", "tolerated clock overrun (ms)"},
        {"movetimeout", "move deadline without a clock (ms)"},
        {"sprt.elo0", "SPRT H0 bound (elo0)"},
        {"sprt.elo1", "SPRT H1 bound (elo1)"},
        {"sprt.alpha", "SPRT false-pass rate (alpha)"},
        {"sprt.beta", "SPRT false-fail rate (beta)"},
        {"sprt.model", "SPRT Elo model"},
        {"pgnout.file", "PGN file"},
        {"pgnout.append", "PGN appended"},
        {"pgnout.notation", "PGN move notation"},
        {"results", "results file"},
        {"ratinginterval", "rating block every (games)"},
        {"scoreinterval", "status line every (games)"},
        {"recover", "restart crashed engines"},
        {"seed", "random seed"},
        {"ci", "CI mode (-ci)"},
        {"event", "PGN event name"},
        {"site", "PGN site"},
        {"variant", "variant"},
        {"maxmoves", "draw after move"},
    }};
    for (const auto& [k, words] : kWords)
        if (key == k) return words;
    return spaced(key);
}

const std::vector<Term>& glossary() {
    static const std::vector<Term> kTerms{
        {"Elo", "the rating difference: +100 Elo means scoring about 64% against the opponent, 0 means even"},
        {"± (95%)", "the 95% confidence interval: the true difference lies inside it 19 times out of 20"},
        {"LOS", "likelihood of superiority: the probability that the first engine is truly the stronger"},
        {"nElo", "normalized Elo: the difference in units of the results' own spread, so it compares across time "
                 "controls and draw rates"},
        {"SPRT", "sequential probability ratio test: plays until the results favour H0 or H1 clearly enough, then "
                 "stops"},
        {"H0", "the hypothesis that the change gains no more than elo0 (the lower bound): accepting it fails the test"},
        {"H1", "the hypothesis that the change gains at least elo1 (the upper bound): accepting it passes the test"},
        {"LLR", "log-likelihood ratio: the evidence for H1 over H0; the test stops when it crosses a bound"},
        {"pentanomial", "results counted per game pair (one opening, both colours): LL lost both, LD lost one and "
                        "drew one, DD+WL scored 1 of 2, WD, WW won both"},
        {"DD+WL", "game pairs scoring 1 of 2 points: two draws, or a win and a loss"},
        {"Rating", "maximum-likelihood rating against the whole field (Bradley-Terry), the field's mean at 0"},
    };
    return kTerms;
}

std::string meaning_of(const std::string& word) {
    for (const Term& t : glossary())
        if (t.word == word) return t.meaning;
    return "";
}

}  // namespace gambit::report

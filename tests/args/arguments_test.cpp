// The shared command-line vocabulary: how words become positional words, flags and valued options, and
// which Problem each misfit is (the programs word the messages from it).
#include <gtest/gtest.h>

#include "args/arguments.hpp"

using namespace gambit::args;

namespace {

Problem problem_of(const std::vector<std::string>& words, const Grammar& grammar) {
    try {
        parse(words, grammar);
    } catch (const Error& e) {
        return e.problem;
    }
    ADD_FAILURE() << "no problem";
    return {};
}

TEST(Arguments, SortsWordsIntoPositionalFlagsAndValues) {
    const Parsed p = parse(std::vector<std::string>{"a.pgn", "--depth", "5", "--json", "b.pgn", "-", "--"},
                           {.valued = {"depth"}, .flags = {"json"}});
    EXPECT_EQ(p.positional(), (std::vector<std::string>{"a.pgn", "b.pgn", "-", "--"}));
    EXPECT_EQ(p.last("depth"), "5");
    EXPECT_TRUE(p.has("json"));
    EXPECT_FALSE(p.has("nodes"));
    EXPECT_EQ(p.last("nodes"), std::nullopt);
}

TEST(Arguments, KeepsEveryValueOfARepeatedOptionInOrder) {
    const Parsed p = parse(std::vector<std::string>{"--set", "A=1", "--set", "B=2", "--set", "A=3"}, {.valued = {"set"}});
    EXPECT_EQ(p.all("set"), (std::vector<std::string>{"A=1", "B=2", "A=3"}));
    EXPECT_EQ(p.first("set"), "A=1");
    EXPECT_EQ(p.last("set"), "A=3");
    EXPECT_TRUE(p.all("other").empty());
}

TEST(Arguments, ValueMayStartWithADash) {
    const Parsed p = parse(std::vector<std::string>{"--margin", "-40", "--name", "--json"}, {.valued = {"margin", "name"}});
    EXPECT_EQ(p.last("margin"), "-40");
    EXPECT_EQ(p.last("name"), "--json");
}

TEST(Arguments, InlineValuesOnlyWhereTheGrammarAllowsThem) {
    const Parsed inline_allowed = parse(std::vector<std::string>{"--games=40"}, {.valued = {"games"}, .inline_values = true});
    EXPECT_EQ(inline_allowed.last("games"), "40");
    const Problem p = problem_of({"--games=40"}, {.valued = {"games"}});
    EXPECT_EQ(p.kind, Problem::Kind::UnknownName);
    EXPECT_EQ(p.name, "games=40");
}

TEST(Arguments, NamesEachMisfitAndTheWordAsGiven) {
    const Grammar grammar{.valued = {"depth"}, .flags = {"json"}, .inline_values = true};
    const Problem missing = problem_of({"x", "--depth"}, grammar);
    EXPECT_EQ(missing.kind, Problem::Kind::MissingValue);
    EXPECT_EQ(missing.name, "depth");
    EXPECT_EQ(missing.word, "--depth");
    const Problem unexpected = problem_of({"--json=1"}, grammar);
    EXPECT_EQ(unexpected.kind, Problem::Kind::UnexpectedValue);
    EXPECT_EQ(unexpected.name, "json");
    EXPECT_EQ(unexpected.word, "--json=1");
    const Problem unknown = problem_of({"--depht", "5"}, grammar);
    EXPECT_EQ(unknown.kind, Problem::Kind::UnknownName);
    EXPECT_EQ(unknown.word, "--depht");
}

TEST(Arguments, UnknownNamesTakeAValueWhenTheCommandRefusesThemLater) {
    const Grammar grammar{.flags = {"uniform"}, .unknown_takes_value = true};
    const Parsed p = parse(std::vector<std::string>{"--zeta", "1", "--uniform", "--count", "5", "--alpha", "2"}, grammar);
    EXPECT_EQ(p.positional().size(), 0u);
    EXPECT_EQ(p.names_outside({"uniform", "count"}), (std::vector<std::string>{"zeta", "alpha"}));
    EXPECT_EQ(problem_of({"--uniform", "--zeta"}, grammar).kind, Problem::Kind::MissingValue);
}

}  // namespace

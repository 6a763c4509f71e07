// Reading one command-line word against a fixed set: the value it stands for, or an error listing the set.
#include "manager/cli/cli_values.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using gambit::match::UsageError;

std::string error_of(void (*read)()) {
    try {
        read();
    } catch (const UsageError& e) {
        return e.what();
    }
    return "no error";
}

TEST(CliValues, AChoiceMapsEachWordToItsValue) {
    EXPECT_EQ(gambit::match::to_choice<int>("b", {{"a", 1}, {"b", 2}, {"c", 3}}, "-x"), 2);
    EXPECT_EQ(gambit::match::one_of("c", {"a", "b", "c"}, "-x"), "c");
}

TEST(CliValues, AnUnknownWordIsAnErrorListingTheWords) {
    EXPECT_EQ(error_of([] { gambit::match::to_choice<int>("d", {{"a", 1}, {"b", 2}, {"c", 3}}, "-x"); }),
              "-x: expected a, b or c, got 'd'");
    EXPECT_EQ(error_of([] { gambit::match::one_of("A", {"a", "b"}, "-y key"); }), "-y key: expected a or b, got 'A'");
    EXPECT_EQ(error_of([] { gambit::match::one_of("", {"a"}, "-z"); }), "-z: expected a, got ''");
}

}  // namespace

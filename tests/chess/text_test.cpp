#include <gtest/gtest.h>

#include <string_view>
#include <vector>

#include "chess/pgn/text.hpp"

using namespace gambit;

TEST(Text, WordsAreSeparatedByAnyRunOfWhitespace) {
    using Words = std::vector<std::string_view>;
    EXPECT_EQ(text::split_words("  go\twtime 100 \t binc  5\r"), (Words{"go", "wtime", "100", "binc", "5"}));
    EXPECT_EQ(text::split_words(""), Words{});
    EXPECT_EQ(text::split_words(" \t\r\n"), Words{});
    EXPECT_EQ(text::split_words("8/8/8/8/8/8/8/K1k5 w - -"), (Words{"8/8/8/8/8/8/8/K1k5", "w", "-", "-"}));
}

TEST(Text, CaseInsensitiveEqualityNeedsTheSameLength) {
    EXPECT_TRUE(text::iequals("Move Overhead", "move overhead"));
    EXPECT_TRUE(text::iequals("", ""));
    EXPECT_FALSE(text::iequals("Hash", "Hashes"));
    EXPECT_FALSE(text::iequals("Hash", "Hasp"));
}

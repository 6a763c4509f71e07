// An engine command given as one string, split into words as a shell splits it (client/command_words.hpp).
#include <gtest/gtest.h>

#include <stdexcept>

#include "client/command_words.hpp"

using gambit::match::command_words;

TEST(CommandWords, BlanksSeparateWordsAndQuotesKeepThemTogether) {
    EXPECT_EQ(command_words("  stockfish\t--x 1 "), (std::vector<std::string>{"stockfish", "--x", "1"}));
    EXPECT_EQ(command_words(R"('my engine' "a \"b\" \$c" d\ e '' x'y'"z")"),
              (std::vector<std::string>{"my engine", R"(a "b" \$c)", "d e", "", "xyz"}));
}

TEST(CommandWords, AnUnclosedQuoteOrATrailingBackslashIsAnError) {
    EXPECT_THROW(command_words("sh 'engine"), std::invalid_argument);
    EXPECT_THROW(command_words("sh \"engine"), std::invalid_argument);
    EXPECT_THROW(command_words("sh engine\\"), std::invalid_argument);
}

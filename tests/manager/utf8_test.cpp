#include <gtest/gtest.h>

#include "manager/cli/command_line.hpp"
#include "manager/cli/utf8.hpp"

using gambit::match::is_utf8;

TEST(Utf8, AcceptsAsciiAndEveryLengthOfSequence) {
    EXPECT_TRUE(is_utf8(""));
    EXPECT_TRUE(is_utf8("/usr/games/stockfish"));
    EXPECT_TRUE(is_utf8("R\xC3\xA9" "cursion"));        // é, two bytes
    EXPECT_TRUE(is_utf8("\xE2\x99\x9E knight"));      // ♞, three bytes
    EXPECT_TRUE(is_utf8("\xF0\x9F\x98\x80"));         // U+1F600, four bytes
    EXPECT_TRUE(is_utf8("\xF4\x8F\xBF\xBF"));         // U+10FFFF, the last code point
}

TEST(Utf8, RefusesLatin1TruncatedOverlongAndSurrogates) {
    EXPECT_FALSE(is_utf8("R\xE9" "cursion"));         // Latin-1 é
    EXPECT_FALSE(is_utf8("\xC3"));                    // cut after the lead byte
    EXPECT_FALSE(is_utf8("\xE2\x99"));
    EXPECT_FALSE(is_utf8("\xC0\xAF"));                // '/' encoded in two bytes
    EXPECT_FALSE(is_utf8("\xE0\x80\xAF"));            // '/' in three
    EXPECT_FALSE(is_utf8("\xED\xA0\x80"));            // U+D800, a surrogate
    EXPECT_FALSE(is_utf8("\xF4\x90\x80\x80"));        // above U+10FFFF
    EXPECT_FALSE(is_utf8("\x80"));                    // a continuation byte alone
    EXPECT_FALSE(is_utf8("\xFF"));
}

TEST(Utf8, TheCommandLineRefusesAValueThatIsNotUtf8) {
    // Before, such a path was accepted and every JSON writer threw when the run wrote its first file.
    try {
        gambit::match::parse_command_line({"-engine", "cmd=/opt/R\xE9" "cursion", "-engine", "cmd=b", "-each", "tc=1"});
        FAIL() << "accepted";
    } catch (const gambit::match::UsageError& e) {
        EXPECT_NE(std::string(e.what()).find("is not valid UTF-8"), std::string::npos) << e.what();
    }
    EXPECT_NO_THROW(gambit::match::parse_command_line({"-engine", "cmd=/opt/R\xC3\xA9" "cursion", "-engine", "cmd=b"}));
}

// NAME=VALUE words (--set, --option): split at the first '=', and the one message for a word without one.
#include <gtest/gtest.h>

#include "args/setting.hpp"

using namespace gambit::args;

namespace {

TEST(Setting, SplitsAtTheFirstEqualsSign) {
    const auto s = split_setting("Preset=a=b");
    ASSERT_TRUE(s);
    EXPECT_EQ(s->name, "Preset");
    EXPECT_EQ(s->value, "a=b");
    const auto empty = split_setting("Name=");
    ASSERT_TRUE(empty);
    EXPECT_EQ(empty->value, "");
}

TEST(Setting, WordWithoutEqualsSignIsNotASetting) {
    EXPECT_FALSE(split_setting("Hash"));
    EXPECT_EQ(setting_expected("--set", "Hash"), "--set needs NAME=VALUE, got 'Hash'");
}

}  // namespace

#include <gtest/gtest.h>

#include "client/uci_option.hpp"

using namespace gambit::match;

TEST(UciOption, ParsesEveryType) {
    auto spin = parse_option("option name Move Overhead type spin default 10 min 0 max 5000");
    ASSERT_TRUE(spin);
    EXPECT_EQ(spin->name, "Move Overhead");
    EXPECT_EQ(spin->type, "spin");
    EXPECT_EQ(spin->default_value, "10");
    EXPECT_EQ(spin->min, 0);
    EXPECT_EQ(spin->max, 5000);

    auto combo = parse_option("option name Style type combo default Normal var Solid var Normal var Very Risky");
    ASSERT_TRUE(combo);
    EXPECT_EQ(combo->vars, (std::vector<std::string>{"Solid", "Normal", "Very Risky"}));

    auto text = parse_option("option name EvalFile type string default <empty>");
    ASSERT_TRUE(text);
    EXPECT_EQ(text->default_value, "");

    auto button = parse_option("option name Clear Hash type button");
    ASSERT_TRUE(button);
    EXPECT_EQ(button->name, "Clear Hash");
    EXPECT_EQ(button->type, "button");

    EXPECT_FALSE(parse_option("option type spin default 1"));
}

TEST(UciOption, ComboValueMayBeAKeyword) {
    // gambit's Preset combo has a value named `default`, as Stockfish-style engines may have.
    auto combo = parse_option("option name Preset type combo default default var none var nm var default");
    ASSERT_TRUE(combo);
    EXPECT_EQ(combo->default_value, "default");
    EXPECT_EQ(combo->vars, (std::vector<std::string>{"none", "nm", "default"}));
    EXPECT_EQ(check_option_value(*combo, "default").error, "");
}

TEST(UciOption, ValuesAreCheckedAgainstTheOptionsType) {
    UciOption hash{"Hash", "spin", "16", 1, 1024};
    EXPECT_EQ(check_option_value(hash, "64").error, "");
    EXPECT_NE(check_option_value(hash, "0").error, "");
    EXPECT_NE(check_option_value(hash, "2048").error, "");
    EXPECT_NE(check_option_value(hash, "lots").error.find("Hash"), std::string::npos);

    UciOption ponder{"Ponder", "check", "false"};
    EXPECT_EQ(check_option_value(ponder, "TRUE").value, "true");
    EXPECT_NE(check_option_value(ponder, "yes").error, "");

    UciOption style{"Style", "combo", "Normal", {}, {}, {"Solid", "Very Risky"}};
    EXPECT_EQ(check_option_value(style, "very risky").value, "Very Risky");
    EXPECT_NE(check_option_value(style, "Wild").error.find("Solid, Very Risky"), std::string::npos);

    UciOption file{"EvalFile", "string", ""};
    EXPECT_EQ(check_option_value(file, "").value, "<empty>");
    EXPECT_EQ(check_option_value(file, "nn.bin").value, "nn.bin");
}

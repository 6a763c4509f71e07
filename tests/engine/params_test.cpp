#include <gtest/gtest.h>

#include <string>

#include "engine/search/search_params.hpp"

using namespace gambit::search;

TEST(Params, DumpListsEveryParameterWithItsDefault) {
    const SearchParams defaults;
    const std::string dump = params_dump(defaults);
    for (const ParamInfo& info : param_table())
        EXPECT_NE(dump.find(std::string(info.name) + "=" + param_value_text(defaults, info)), std::string::npos)
            << info.name;
    EXPECT_NE(dump.find("NullMove=modern"), std::string::npos);
    EXPECT_NE(dump.find("NullMoveR=2"), std::string::npos);
    EXPECT_NE(dump.find("LMR=true"), std::string::npos);
    EXPECT_NE(dump.find("Futility=true"), std::string::npos);
}

TEST(Params, SetThenReadBackEveryParameter) {
    for (const ParamInfo& info : param_table()) {
        SearchParams p;
        std::string value;
        switch (info.type) {
            case OptionType::Check: value = info.get(p) ? "false" : "true"; break;
            case OptionType::Spin: value = std::to_string(info.get(p) == info.max ? info.min : info.max); break;
            case OptionType::Combo: value = std::string(info.choices[(std::size_t(info.get(p)) + 1) % info.choices.size()]); break;
            default: continue;
        }
        EXPECT_EQ(set_param(p, info.name, value), std::nullopt) << info.name;
        EXPECT_EQ(param_value_text(p, info), value) << info.name;
        // The dump of the changed struct parses back into the same struct.
        SearchParams copy;
        const std::string dump = params_dump(p);
        std::size_t start = 0;
        while (start < dump.size()) {
            const std::size_t end = std::min(dump.find(' ', start), dump.size());
            const std::string item = dump.substr(start, end - start);
            const std::size_t eq = item.find('=');
            EXPECT_EQ(set_param(copy, item.substr(0, eq), item.substr(eq + 1)), std::nullopt) << item;
            start = end + 1;
        }
        EXPECT_EQ(params_dump(copy), dump);
    }
}

TEST(Params, NamesAndValuesAreCaseInsensitive) {
    SearchParams p;
    EXPECT_EQ(set_param(p, "nullmove", "FIXED"), std::nullopt);
    EXPECT_EQ(p.null_move, NullMoveMode::Fixed);
    EXPECT_EQ(set_param(p, "NULLMOVER", "3"), std::nullopt);
    EXPECT_EQ(p.null_move_r, 3);
    EXPECT_EQ(set_param(p, "lmr", "False"), std::nullopt);
    EXPECT_EQ(p.lmr, 0);
}

TEST(Params, RejectsUnknownNamesAndBadValuesWithoutChangingAnything) {
    SearchParams p;
    const std::string before = params_dump(p);
    EXPECT_NE(set_param(p, "NoSuchOption", "1"), std::nullopt);
    EXPECT_NE(set_param(p, "NullMoveR", "5"), std::nullopt);     // above max
    EXPECT_NE(set_param(p, "NullMoveR", "0"), std::nullopt);     // below min
    EXPECT_NE(set_param(p, "NullMoveR", "two"), std::nullopt);
    EXPECT_NE(set_param(p, "NullMoveR", ""), std::nullopt);
    EXPECT_NE(set_param(p, "LMR", "yes"), std::nullopt);
    EXPECT_NE(set_param(p, "NullMove", "sometimes"), std::nullopt);
    EXPECT_EQ(params_dump(p), before);
}

TEST(Params, UciOptionLines) {
    EXPECT_EQ(uci_option_line(*find_param("NullMove")).rfind(
                  "option name NullMove type combo default modern var off var fixed var adaptive", 0),
              0u);
    EXPECT_EQ(uci_option_line(*find_param("NullMoveR")), "option name NullMoveR type spin default 2 min 1 max 4");
    EXPECT_EQ(uci_option_line(*find_param("LMR")), "option name LMR type check default true");
    EXPECT_EQ(uci_option_line(*find_param("Futility")), "option name Futility type check default true");
}

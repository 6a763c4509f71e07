// The engine-key table (manager/cli/engine_keys.cpp) that -engine and -each, the dialect and the settings
// JSON are loops over: every key given on a line is saved, survives the settings JSON unchanged, and --help
// names it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "chess/pgn/text.hpp"
#include "manager/cli/command_line.hpp"
#include "manager/cli/config_json.hpp"
#include "manager/cli/flags.hpp"

using namespace gambit::match;

namespace {

// Two engines, the first given `token` after its own keys; the dialect pinned so no key changes it.
MatchConfig engines_with_key(const std::string& token) {
    const std::string line = "-engine cmd=/bin/a name=A tc=10+0.1 " + token +
                             " -engine cmd=/bin/b name=B tc=10+0.1 -dialect gambit";
    const auto views = gambit::text::split_words(line);
    return parse_command_line({views.begin(), views.end()}).config;
}

// The key as a line gives it: option.NAME=VALUE, whitepov, nodes=2000.
std::string token_of(const EngineKeyRow& row) {
    std::string token(row.key);
    if (row.key.ends_with('.')) token += "Name";
    if (row.bare != EngineKeyRow::Bare::Only) token += "=" + std::string(row.example);
    return token;
}

TEST(EngineKeys, EveryKeyIsSavedAndReadsBackFromTheSettingsJson) {
    const auto plain = config_to_json(engines_with_key(""));
    for (const EngineKeyRow& row : engine_key_table()) {
        if (row.refused || row.expands) continue;  // conf= is saved as the keys it stands for (CompatE2E)
        const std::string token = token_of(row);
        SCOPED_TRACE(token);
        const auto saved = config_to_json(engines_with_key(token));
        EXPECT_NE(saved["engines"][0], plain["engines"][0]) << "the settings JSON does not keep it";
        const std::string holder(row.saved_by.empty() ? row.json_key : find_engine_key(row.saved_by)->json_key);
        EXPECT_TRUE(saved["engines"][0].contains(holder)) << "not under '" << holder << "'";
        const MatchConfig back = config_from_json(saved, "settings");
        EXPECT_EQ(config_to_json(back), saved);
    }
}

TEST(EngineKeys, EveryRowIsSavedOrSavedByAnotherOrRefused) {
    for (const EngineKeyRow& row : engine_key_table()) {
        SCOPED_TRACE(std::string(row.key));
        if (row.refused) {
            EXPECT_EQ(row.apply, nullptr);
            EXPECT_THROW(engines_with_key(token_of(row) + (row.bare == EngineKeyRow::Bare::Only ? "" : "x")), UsageError);
            continue;
        }
        EXPECT_NE(row.apply, nullptr);
        if (row.expands) {
            EXPECT_TRUE(row.json_key.empty() && row.saved_by.empty()) << "saved as the keys it stands for";
            continue;
        }
        EXPECT_NE(row.json_key.empty(), row.saved_by.empty()) << "saved under its own key or by exactly one other";
        if (!row.saved_by.empty()) { ASSERT_NE(find_engine_key(row.saved_by), nullptr); }
        if (!row.json_key.empty()) { EXPECT_NE(row.write, nullptr); }
    }
}

TEST(EngineKeys, HelpNamesEveryKey) {
    const std::string text = usage_text();
    for (const EngineKeyRow& row : engine_key_table()) {
        std::string word(row.key);
        if (row.key.ends_with('.')) word += "NAME";
        else if (row.bare != EngineKeyRow::Bare::Only && row.bare != EngineKeyRow::Bare::Also) word += "=";
        EXPECT_NE(text.find(word), std::string::npos) << "--help does not name " << word;
    }
}

TEST(EngineKeys, BareWordsAndKeyValuesHaveTheirOwnPeers) {
    EXPECT_EQ(engine_token_peers("ponder"), peers::cutechess);
    EXPECT_EQ(engine_token_peers("ponder=true"), peers::none);
    EXPECT_EQ(engine_token_peers("whitepov"), peers::cutechess);
    EXPECT_EQ(engine_token_peers("option.Hash=16"), peers::both);
    EXPECT_EQ(engine_token_peers("env.X=1"), peers::none);
    EXPECT_EQ(engine_token_peers("args=-x"), peers::fastchess);
    EXPECT_EQ(engine_token_peers("arg=-x"), peers::cutechess);
    EXPECT_EQ(engine_token_peers("nodestime=4"), peers::none);
    EXPECT_EQ(engine_token_peers("nosuchkey=1"), peers::none);
}

}  // namespace

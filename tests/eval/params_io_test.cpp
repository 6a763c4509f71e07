#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "engine/eval/params_io.hpp"

namespace gambit::eval {
namespace {

bool same(const EvalParams& a, const EvalParams& b) { return std::memcmp(&a, &b, sizeof(EvalParams)) == 0; }

TEST(EvalParamsIo, JsonRoundTripKeepsEveryWeight) {
    EvalParams p = default_params();
    p.pst[3][17] = Score(-7, 44);
    p.attack_weight[4] = 9;
    p.tempo = Score(3, 1);
    std::string error;
    const auto back = params_from_json(params_to_json(p), default_params(), &error);
    ASSERT_TRUE(back) << error;
    EXPECT_TRUE(same(*back, p));
}

TEST(EvalParamsIo, FieldsLeftOutKeepTheBase) {
    std::string error;
    const auto p = params_from_json(R"({"tempo": [20, 10], "shield_pawn": 3})", default_params(), &error);
    ASSERT_TRUE(p) << error;
    EXPECT_EQ(p->tempo, Score(20, 10));
    EXPECT_EQ(p->shield_pawn, 3);
    EXPECT_EQ(p->bishop_pair, default_params().bishop_pair);
}

TEST(EvalParamsIo, BadInputGetsOneLineReasons) {
    std::string error;
    EXPECT_FALSE(params_from_json("{", default_params(), &error));
    EXPECT_EQ(error, "not a JSON object");
    EXPECT_FALSE(params_from_json(R"({"tempo": [1]})", default_params(), &error));
    EXPECT_EQ(error, "field 'tempo' must be [mg, eg]");
    EXPECT_FALSE(params_from_json(R"({"material": [[1, 2]]})", default_params(), &error));
    EXPECT_EQ(error, "field 'material' must be 6 pairs [mg, eg]");
    EXPECT_FALSE(params_from_json(R"({"tempi": [1, 2]})", default_params(), &error));
    EXPECT_EQ(error, "unknown field 'tempi'");
    EXPECT_FALSE(load_params_file("/nonexistent/weights.json", default_params(), &error));
    EXPECT_EQ(error, "cannot read '/nonexistent/weights.json'");
}

// default_params.cpp is itself in the generated layout (its own opening comment aside), so a tuned file
// can replace it as it is.
TEST(EvalParamsIo, GeneratedSourceOfTheDefaultsIsDefaultParamsCpp) {
    std::ifstream file(GAMBIT_SOURCE_DIR "/engine/eval/default_params.cpp");
    ASSERT_TRUE(file);
    std::stringstream expected;
    expected << file.rdbuf();
    std::istringstream lines(expected.str());
    std::string comment, line;
    while (std::getline(lines, line) && line.rfind("// ", 0) == 0) comment += (comment.empty() ? "" : "\n") + line.substr(3);
    ASSERT_FALSE(comment.empty());
    std::ostringstream generated;
    write_params_cpp(generated, default_params(), comment);
    EXPECT_EQ(generated.str(), expected.str());
}

}  // namespace
}  // namespace gambit::eval

// The parameter format (fishtest's name,start,min,max,c_end,r_end) and its one-line errors.
#include <gtest/gtest.h>

#include "tune/spsa_params.hpp"

using namespace gambit::tune;

namespace {

// The message of the ParamError that parsing `text` throws ("" if none).
std::string params_error(const std::string& text) {
    try {
        parse_spsa_params(text, "p.txt");
    } catch (const ParamError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST(SpsaParams, ParsesFishtestLines) {
    const auto params = parse_spsa_params(
        "# search margins\n"
        "FutilityMargin,90,40,200,10,0.0020\n"
        "\n"
        "  LmrBase , 75.5 , 0 , 150 , 6.5 , 2e-3  \r\n"
        "Aspiration,20,5,60,3,0",
        "p.txt");
    ASSERT_EQ(params.size(), 3u);
    EXPECT_EQ(params[0].name, "FutilityMargin");
    EXPECT_EQ(params[0].start, 90);
    EXPECT_EQ(params[0].min, 40);
    EXPECT_EQ(params[0].max, 200);
    EXPECT_EQ(params[0].c_end, 10);
    EXPECT_DOUBLE_EQ(params[0].r_end, 0.002);
    EXPECT_EQ(params[1].name, "LmrBase");
    EXPECT_EQ(params[1].start, 75.5);
    EXPECT_DOUBLE_EQ(params[1].r_end, 0.002);
    EXPECT_EQ(params[2].r_end, 0);  // r_end 0: fishtest accepts it (the parameter never moves)
}

TEST(SpsaParams, BadLinesGiveOneLineErrorsWithTheLineNumber) {
    EXPECT_EQ(params_error("A,1,0,2,1,0.1\nB,1,0,2,1\n"),
              "p.txt:2: expected 6 comma-separated fields name,start,min,max,c_end,r_end, got 5");
    EXPECT_EQ(params_error("A,1,0,2,1,0.1,7"), "p.txt:1: expected 6 comma-separated fields name,start,min,max,c_end,r_end, got 7");
    EXPECT_EQ(params_error("A,one,0,2,1,0.1"), "p.txt:1: start: expected a finite number, got 'one'");
    EXPECT_EQ(params_error("A,1,0,2,1,inf"), "p.txt:1: r_end: expected a finite number, got 'inf'");
    EXPECT_EQ(params_error("A,1,0,,1,0.1"), "p.txt:1: max: expected a finite number, got ''");
    EXPECT_EQ(params_error("A,1,0,2,0,0.1"), "p.txt:1: c_end must be > 0, got 0");
    EXPECT_EQ(params_error("A,1,0,2,-1,0.1"), "p.txt:1: c_end must be > 0, got -1");
    EXPECT_EQ(params_error("A,1,0,2,1,-0.5"), "p.txt:1: r_end must be >= 0, got -0.5");
    EXPECT_EQ(params_error("A,1,5,2,1,0.1"), "p.txt:1: min 5 is greater than max 2");
    EXPECT_EQ(params_error("\n\nA,7,0,2,1,0.1"), "p.txt:3: start 7 lies outside [0, 2]");
    EXPECT_EQ(params_error(",1,0,2,1,0.1"), "p.txt:1: the option name (first field) is empty");
    EXPECT_EQ(params_error("A,1,0,2,1,0.1\nB,1,0,2,1,0.1\nA,1,0,2,1,0.1"), "p.txt:3: 'A' is already defined on line 1");
    EXPECT_EQ(params_error("\n# nothing\n"), "p.txt: no parameters (expected lines name,start,min,max,c_end,r_end)");
    for (const std::string bad : {"A,1,0,2,1,0.1\nB;1;0;2;1;0.1", "A,1,0,2,x1,0.1", "A,1e999,0,2,1,0.1"})
        EXPECT_EQ(params_error(bad).find('\n'), std::string::npos) << bad;
}

TEST(SpsaParams, ValuesFileReadsBackAsParameters) {
    const auto params = parse_spsa_params("A,10,0,100,4,0.002\nB,75.5,50,150,6.5,0.0025\n", "p.txt");
    const std::string values = format_spsa_values(params, {37.123456, 80});
    EXPECT_EQ(values, "A,37.1235,0,100,4,0.002\nB,80,50,150,6.5,0.0025\n");
    const auto again = parse_spsa_params(values, "values.txt");
    EXPECT_EQ(again[0].start, 37.1235);
    EXPECT_EQ(again[1].start, 80);
    EXPECT_EQ(again[1].c_end, 6.5);
}

TEST(SpsaParams, MissingFileIsAnError) {
    EXPECT_THROW(load_spsa_params("/nonexistent/params.txt"), ParamError);
}

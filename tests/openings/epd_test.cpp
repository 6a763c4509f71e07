#include <gtest/gtest.h>

#include <sstream>

#include "openings/book_error.hpp"
#include "openings/epd.hpp"

using namespace gambit::openings;

TEST(Epd, FourFieldsWithOpcodes) {
    auto r = parse_epd_line("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";", "f", 7);
    EXPECT_EQ(r.fen, "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1");
    EXPECT_EQ(r.op("bm").value_or(""), "Qg6");
    EXPECT_EQ(r.op("id").value_or(""), "WAC.001");
    EXPECT_FALSE(r.op("am"));
    EXPECT_EQ(r.line, 7);
}

TEST(Epd, SixFieldsAndCounterOpcodes) {
    auto six = parse_epd_line("rn1qk2r/pb1pbppp/1p2pn2/8/Q1P5/5NP1/PP2PPBP/RNB2RK1 w kq - 2 9", "f", 1);
    EXPECT_EQ(six.fen, "rn1qk2r/pb1pbppp/1p2pn2/8/Q1P5/5NP1/PP2PPBP/RNB2RK1 w kq - 2 9");
    EXPECT_TRUE(six.ops.empty());
    auto ops = parse_epd_line("8/8/8/8/8/8/4k3/4K3 w - - hmvc 12; fmvn 40; c0 \"a; b\";", "f", 1);
    EXPECT_EQ(ops.fen, "8/8/8/8/8/8/4k3/4K3 w - - 12 40");
    EXPECT_EQ(ops.op("c0").value_or(""), "a; b");
    auto perft = parse_epd_line("4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66", "f", 1);
    EXPECT_EQ(perft.op("D2").value_or(""), "66");
}

TEST(Epd, FormatRoundTrips) {
    auto r = parse_epd_line("8/8/8/8/8/8/4k3/4K3 b - - 3 50 id \"x y\"; ce -12;", "f", 1);
    std::string text = format_epd(r);
    EXPECT_EQ(text, "8/8/8/8/8/8/4k3/4K3 b - - hmvc 3; fmvn 50; id \"x y\"; ce -12;");
    auto again = parse_epd_line(text, "f", 1);
    EXPECT_EQ(again.fen, r.fen);
    EXPECT_EQ(again.op("id"), r.op("id"));
}

TEST(Epd, ReaderSkipsCommentsAndBlankLinesAndCountsLines) {
    std::istringstream in("\xEF\xBB\xBF# header\r\n\r\n8/8/8/8/8/8/4k3/4K3 w - -\r\n8/8/8/8/8/8/4k3/4K3 b - - id \"z\";\r\n");
    auto records = read_epd(in, "b.epd");
    ASSERT_EQ(records.size(), 2u);
    EXPECT_EQ(records[0].line, 3);
    EXPECT_EQ(records[1].line, 4);
    EXPECT_EQ(records[1].op("id").value_or(""), "z");
}

TEST(Epd, MalformedLinesNameFileAndLine) {
    auto error = [](const std::string& text) -> std::string {
        try {
            parse_epd_line(text, "m.epd", 5);
        } catch (const BookError& e) {
            return e.what();
        }
        return "";
    };
    EXPECT_EQ(error("8/8/8 w -"), "m.epd:5: EPD needs four FEN fields (placement, side, castling, en passant), got 3");
    EXPECT_EQ(error("8/8/8/8/8/8/4k3/4K3 w - - id \"open;"), "m.epd:5: unterminated string in EPD opcodes");
    EXPECT_EQ(error("8/8/8/8/8/8/4k3/4K3 w - - 5 x;"), "m.epd:5: FEN halfmove counter '5' is not followed by a fullmove number");
    // Found by fuzz/fen: an opcode with a quote could not be written back (fuzz/corpus/fen/regression-*).
    EXPECT_EQ(error("8/8/8/8/8/8/4k3/4K3 w - - lo\"x\" y;"), "m.epd:5: bad EPD opcode 'lo\"x\"'");
}

TEST(Epd, OperandWithATabIsQuotedSoItReadsBack) {
    // Found by fuzz/fen: an unquoted operand loses its whitespace when read again.
    const EpdRecord record = parse_epd_line("8/8/8/8/8/8/4k3/4K3 w - - c0 \"\ta\";", "t.epd", 1);
    ASSERT_EQ(record.op("c0").value_or(""), "\ta");
    const EpdRecord again = parse_epd_line(format_epd(record), "t.epd", 1);
    EXPECT_EQ(again.op("c0").value_or(""), "\ta");
}

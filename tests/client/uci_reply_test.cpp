#include <gtest/gtest.h>

#include "client/uci_reply.hpp"

using gambit::match::parse_bestmove;
using gambit::match::parse_id;

TEST(ParseBestmove, MoveAndPonder) {
    auto reply = parse_bestmove("bestmove e2e4 ponder e7e5");
    ASSERT_TRUE(reply);
    EXPECT_EQ(reply->move, "e2e4");
    EXPECT_EQ(reply->ponder, "e7e5");
}

TEST(ParseBestmove, BlanksAndTailAreTolerated) {
    auto reply = parse_bestmove(" \tbestmove   e7e8q\tponder   a1a2 extra ");
    ASSERT_TRUE(reply);
    EXPECT_EQ(reply->move, "e7e8q");
    EXPECT_EQ(reply->ponder, "a1a2");
    auto bare = parse_bestmove("bestmove 0000 ponder");
    ASSERT_TRUE(bare);
    EXPECT_EQ(bare->move, "0000");
    EXPECT_FALSE(bare->ponder);
}

TEST(ParseBestmove, OtherLinesAreNotBestmoves) {
    EXPECT_FALSE(parse_bestmove("bestmovee2e4"));
    EXPECT_FALSE(parse_bestmove("info depth 1 pv e2e4"));
    auto empty = parse_bestmove("bestmove");
    ASSERT_TRUE(empty);
    EXPECT_EQ(empty->move, "");
}

TEST(ParseId, NameAndAuthorKeepTheirSpaces) {
    auto name = parse_id("id name Stockfish 16 ");
    ASSERT_TRUE(name);
    EXPECT_EQ(name->field, "name");
    EXPECT_EQ(name->value, "Stockfish 16");
    auto author = parse_id("id\tauthor the developers");
    ASSERT_TRUE(author);
    EXPECT_EQ(author->field, "author");
    EXPECT_EQ(author->value, "the developers");
    EXPECT_FALSE(parse_id("id email x@y"));
    EXPECT_FALSE(parse_id("identity name x"));
}

#include "elo/live/http_server.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

#include "http_get.hpp"

namespace gambit::live {
namespace {

using test::HttpAnswer;
using test::http_request;

Routes two_routes() {
    Routes routes;
    routes["/"] = [] { return Reply{"text/html; charset=utf-8", "<p>page</p>"}; };
    routes["/status.json"] = [] { return Reply{"application/json", "{}"}; };
    routes["/report.html"] = [] { return Reply{"text/html; charset=utf-8", "report", "report.html"}; };
    return routes;
}

TEST(HttpServer, ServesItsRoutesAndNothingElse) {
    HttpServer server("127.0.0.1", 0, two_routes());
    ASSERT_GT(server.port(), 0);
    EXPECT_EQ(server.url(), "http://127.0.0.1:" + std::to_string(server.port()) + "/");
    const HttpAnswer page = http_request(server.port(), "/");
    EXPECT_EQ(page.status, 200);
    EXPECT_EQ(page.body, "<p>page</p>");
    EXPECT_NE(page.headers.find("no-store"), std::string::npos);
    EXPECT_EQ(http_request(server.port(), "/status.json?t=1").status, 200);
    const HttpAnswer report = http_request(server.port(), "/report.html");
    EXPECT_NE(report.headers.find("attachment; filename=\"report.html\""), std::string::npos);
    for (const std::string target :
         {"/../etc/passwd", "/%2e%2e/", "/%2e%2e/%2e%2e/etc/passwd", "/results.json/../x", "/results.json",
          "/status.json/", "//", "/./", "/index.html", "/etc/passwd", "/status.json/../status.json", "/%2F",
          "/..%2f..%2fetc%2fpasswd", "*", "http://localhost/../x"}) {
        const HttpAnswer answer = http_request(server.port(), target);
        EXPECT_EQ(answer.status, 404) << target;
        EXPECT_EQ(answer.body, "not found\n") << target;
    }
}

TEST(HttpServer, AnswersOnlyGetAndHead) {
    HttpServer server("127.0.0.1", 0, two_routes());
    EXPECT_EQ(http_request(server.port(), "/", "POST").status, 405);
    EXPECT_EQ(http_request(server.port(), "/", "DELETE").status, 405);
    const HttpAnswer head = http_request(server.port(), "/", "HEAD");
    EXPECT_EQ(head.status, 200);
    EXPECT_TRUE(head.body.empty());
}

TEST(HttpServer, AFailingRouteIsAServerErrorNotACrash) {
    Routes routes;
    routes["/"] = []() -> Reply { throw std::runtime_error("results.json: not valid JSON"); };
    HttpServer server("127.0.0.1", 0, std::move(routes));
    const HttpAnswer answer = http_request(server.port(), "/");
    EXPECT_EQ(answer.status, 500);
    EXPECT_EQ(http_request(server.port(), "/").status, 500);  // still serving
}

TEST(HttpServer, ListenAddressesParse) {
    EXPECT_EQ(parse_listen("8080"), std::make_pair(std::string("127.0.0.1"), static_cast<unsigned short>(8080)));
    EXPECT_EQ(parse_listen("0.0.0.0:0"), std::make_pair(std::string("0.0.0.0"), static_cast<unsigned short>(0)));
    EXPECT_EQ(parse_listen("[::1]:9000"), std::make_pair(std::string("::1"), static_cast<unsigned short>(9000)));
    for (const std::string bad : {"", "host:80", "127.0.0.1:", "127.0.0.1:65536", "::1:80", "1.2.3.4:8x", "[::1]80"})
        EXPECT_THROW(parse_listen(bad), std::invalid_argument) << bad;
}

TEST(HttpServer, APortInUseIsAnError) {
    HttpServer first("127.0.0.1", 0, two_routes());
    EXPECT_THROW(HttpServer("127.0.0.1", first.port(), two_routes()), std::runtime_error);
}

}  // namespace
}  // namespace gambit::live

// A small read-only HTTP server (Boost.Beast) on a thread of its own: GET and HEAD of a fixed set of paths,
// each answered by a function; every other path is 404 whatever it contains (no file is ever opened from a
// request). One request per connection, small request limit, timeouts, so a slow client costs nothing.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>

namespace gambit::live {

struct Reply {
    std::string content_type = "text/html; charset=utf-8";
    std::string body;
    std::string download_name = {};  // set: served as an attachment with this file name
};

// Route path (exact, e.g. "/status.json"; a query string is ignored) -> answer. Called on the server thread.
using Routes = std::map<std::string, std::function<Reply()>>;

class HttpServer {
public:
    // Binds `address`:`port` (port 0: any free port) and starts serving; throws std::runtime_error.
    // `tick`, when given, also runs on the server thread every two seconds (a watch sampling its files).
    HttpServer(const std::string& address, unsigned short port, Routes routes, std::function<void()> tick = {});
    ~HttpServer();  // stops the thread; requests in flight are dropped
    HttpServer(const HttpServer&) = delete;
    HttpServer& operator=(const HttpServer&) = delete;

    unsigned short port() const;
    std::string url() const;  // http://address:port/

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Splits "ADDR:PORT", "[IPv6]:PORT" or a bare "PORT" (address 127.0.0.1); throws std::invalid_argument.
std::pair<std::string, unsigned short> parse_listen(const std::string& text);

// The route a request target names: its path without the query string, or "" when it has no route.
std::string route_of(const std::string& target, const Routes& routes);

}  // namespace gambit::live

// The live page's server: the routes "/" (the page), "/status.json" (what the page polls) and "/report.html"
// (the HTML report, as a download), all answered from one Watch on the server's thread.
#pragma once

#include <memory>
#include <string>

#include "elo/live/http_server.hpp"
#include "elo/live/watch.hpp"

namespace gambit::live {

// `listen` is "ADDR:PORT" (or "PORT": 127.0.0.1); throws std::invalid_argument or std::runtime_error.
std::unique_ptr<HttpServer> serve_live(const std::string& listen, Watch watch);

}  // namespace gambit::live

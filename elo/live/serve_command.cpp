#include "elo/live/serve_command.hpp"

#include <csignal>
#include <filesystem>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>

#include "elo/live/live_site.hpp"

namespace gambit::live {

using elo::cli::Args;
using elo::cli::UsageError;

int serve_command(const elo::cli::Words& words, std::ostream& out) {
    const Args args(words, "serve", {"listen"}, {});
    if (args.positional().size() != 1) throw UsageError("expected one folder of results files");
    const std::string folder = args.positional()[0];
    if (!std::filesystem::is_directory(folder)) throw UsageError("'" + folder + "' is not a folder");
    // Blocked before the server thread starts, so it inherits the mask and this thread receives them.
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);
    std::unique_ptr<HttpServer> server;
    try {
        server = serve_live(args.text("listen").value_or("127.0.0.1:8080"), Watch::folder(folder));
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--listen: ") + e.what());
    }
    out << "Live page: " << server->url() << " (Ctrl-C ends it)" << std::endl;
    int received = 0;
    sigwait(&signals, &received);
    return 0;
}

}  // namespace gambit::live

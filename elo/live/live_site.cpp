#include "elo/live/live_site.hpp"

#include "elo/report/html_pieces.hpp"
#include "elo/live/live_page.hpp"

namespace gambit::live {

std::unique_ptr<HttpServer> serve_live(const std::string& listen, Watch watch) {
    const auto [address, port] = parse_listen(listen);
    // Only the server thread calls the routes, so the watch needs no lock.
    auto shared = std::make_shared<Watch>(std::move(watch));
    Routes routes;
    routes["/"] = [shared] { return Reply{"text/html; charset=utf-8", render_live_page(shared->look())}; };
    routes["/status.json"] = [shared] {
        return Reply{"application/json", render_live_status(shared->look())};
    };
    routes["/report.html"] = [shared] {
        return Reply{"text/html; charset=utf-8", report::render_html(shared->look().input), "report.html"};
    };
    // Sampling every two seconds even with no page open gives the rate and the sampled charts their history.
    return std::make_unique<HttpServer>(address, port, std::move(routes), [shared] { shared->look(); });
}

}  // namespace gambit::live

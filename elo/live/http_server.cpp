#include "elo/live/http_server.hpp"

#include <chrono>
#include <optional>
#include <stdexcept>
#include <thread>

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace gambit::live {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

constexpr auto kTimeout = std::chrono::seconds(10);

// One connection: read one small request, answer it, close.
class Session : public std::enable_shared_from_this<Session> {
public:
    Session(tcp::socket socket, const Routes& routes) : stream_(std::move(socket)), routes_(routes) {}

    void start() {
        parser_.emplace();
        parser_->header_limit(8 * 1024);
        parser_->body_limit(1024);  // nothing here takes a body
        stream_.expires_after(kTimeout);
        http::async_read(stream_, buffer_, *parser_,
                         [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
    }

private:
    void on_read(beast::error_code ec) {
        if (ec) return;  // closed, timed out or malformed: drop the connection
        answer(parser_->get());
        stream_.expires_after(kTimeout);
        http::async_write(stream_, response_, [self = shared_from_this()](beast::error_code, std::size_t) {
            beast::error_code ignored;
            self->stream_.socket().shutdown(tcp::socket::shutdown_both, ignored);
        });
    }

    void answer(const http::request<http::string_body>& request) {
        response_.version(request.version());
        response_.keep_alive(false);
        response_.set(http::field::server, "gambit-live");
        response_.set(http::field::cache_control, "no-store");
        response_.set("X-Content-Type-Options", "nosniff");
        response_.set("Referrer-Policy", "no-referrer");
        const bool head = request.method() == http::verb::head;
        std::string route;
        if (request.method() != http::verb::get && !head) {
            response_.result(http::status::method_not_allowed);
            response_.set(http::field::allow, "GET, HEAD");
            plain("method not allowed\n");
        } else if ((route = route_of(std::string(request.target()), routes_)).empty()) {
            response_.result(http::status::not_found);
            plain("not found\n");
        } else {
            try {
                const Reply reply = routes_.at(route)();
                response_.result(http::status::ok);
                response_.set(http::field::content_type, reply.content_type);
                if (!reply.download_name.empty())
                    response_.set(http::field::content_disposition,
                                  "attachment; filename=\"" + reply.download_name + "\"");
                response_.body() = reply.body;
            } catch (const std::exception& e) {
                response_.result(http::status::internal_server_error);
                plain(std::string("error: ") + e.what() + "\n");
            }
        }
        response_.prepare_payload();
        if (head) response_.body().clear();  // Content-Length stays that of the GET answer
    }

    void plain(const std::string& text) {
        response_.set(http::field::content_type, "text/plain; charset=utf-8");
        response_.body() = text;
    }

    beast::tcp_stream stream_;
    beast::flat_buffer buffer_;
    std::optional<http::request_parser<http::string_body>> parser_;
    http::response<http::string_body> response_;
    const Routes& routes_;
};

}  // namespace

struct HttpServer::Impl {
    Routes routes;  // first member: outlives the sessions the io_context still holds when it is destroyed
    asio::io_context io{1};
    tcp::acceptor acceptor{io};
    std::string address;
    std::function<void()> tick;
    asio::steady_timer timer{io};
    std::thread thread;

    void schedule_tick() {
        timer.expires_after(std::chrono::seconds(2));
        timer.async_wait([this](beast::error_code ec) {
            if (ec) return;
            try {
                tick();
            } catch (const std::exception&) {
                // the next request shows what is wrong
            }
            schedule_tick();
        });
    }

    void accept() {
        acceptor.async_accept([this](beast::error_code ec, tcp::socket socket) {
            if (!ec) std::make_shared<Session>(std::move(socket), routes)->start();
            if (acceptor.is_open()) accept();
        });
    }
};

HttpServer::HttpServer(const std::string& address, unsigned short port, Routes routes, std::function<void()> tick)
    : impl_(new Impl) {
    impl_->routes = std::move(routes);
    impl_->tick = std::move(tick);
    impl_->address = address;
    try {
        const tcp::endpoint endpoint(asio::ip::make_address(address), port);
        impl_->acceptor.open(endpoint.protocol());
        impl_->acceptor.set_option(asio::socket_base::reuse_address(true));
        impl_->acceptor.bind(endpoint);
        impl_->acceptor.listen();
    } catch (const std::exception& e) {
        throw std::runtime_error("cannot listen on " + address + ":" + std::to_string(port) + ": " + e.what());
    }
    impl_->accept();
    if (impl_->tick) impl_->schedule_tick();
    impl_->thread = std::thread([this] { impl_->io.run(); });
}

HttpServer::~HttpServer() {
    impl_->io.stop();
    if (impl_->thread.joinable()) impl_->thread.join();
}

unsigned short HttpServer::port() const {
    return impl_->acceptor.local_endpoint().port();
}

std::string HttpServer::url() const {
    const bool v6 = impl_->address.find(':') != std::string::npos;
    return "http://" + (v6 ? "[" + impl_->address + "]" : impl_->address) + ":" + std::to_string(port()) + "/";
}

std::pair<std::string, unsigned short> parse_listen(const std::string& text) {
    std::string address = "127.0.0.1", port = text;
    if (!text.empty() && text.front() == '[') {
        const auto close = text.find("]:");
        if (close == std::string::npos) throw std::invalid_argument("expected [IPv6]:PORT, got '" + text + "'");
        address = text.substr(1, close - 1);
        port = text.substr(close + 2);
    } else if (const auto colon = text.rfind(':'); colon != std::string::npos) {
        address = text.substr(0, colon);
        port = text.substr(colon + 1);
        if (address.find(':') != std::string::npos)
            throw std::invalid_argument("an IPv6 address goes in brackets: [ADDR]:PORT, got '" + text + "'");
    }
    if (port.empty() || port.size() > 5 || port.find_first_not_of("0123456789") != std::string::npos ||
        std::stoi(port) > 65535)
        throw std::invalid_argument("expected ADDR:PORT with a port from 0 to 65535, got '" + text + "'");
    boost::system::error_code ec;
    asio::ip::make_address(address, ec);
    if (ec) throw std::invalid_argument("not an IP address: '" + address + "'");
    return {address, static_cast<unsigned short>(std::stoi(port))};
}

std::string route_of(const std::string& target, const Routes& routes) {
    const std::string path = target.substr(0, target.find_first_of("?#"));
    return routes.count(path) ? path : "";
}

}  // namespace gambit::live

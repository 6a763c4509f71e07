// A minimal HTTP/1.1 client for the tests: sends one request with the target exactly as given (no
// normalisation, unlike curl or a browser) and returns the status code and the body.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <string>

namespace gambit::live::test {

struct HttpAnswer {
    int status = 0;  // 0: no answer
    std::string headers, body;
};

inline HttpAnswer http_request(unsigned short port, const std::string& target, const std::string& method = "GET") {
    HttpAnswer answer;
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
        ::close(fd);
        return answer;
    }
    const std::string request = method + " " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
    if (::send(fd, request.data(), request.size(), 0) < 0) {
        ::close(fd);
        return answer;
    }
    std::string text;
    char buffer[4096];
    for (ssize_t n; (n = ::recv(fd, buffer, sizeof buffer, 0)) > 0;) text.append(buffer, static_cast<std::size_t>(n));
    ::close(fd);
    const auto split = text.find("\r\n\r\n");
    if (text.rfind("HTTP/1.1 ", 0) != 0 || split == std::string::npos) return answer;
    answer.status = std::stoi(text.substr(9, 3));
    answer.headers = text.substr(0, split);
    answer.body = text.substr(split + 4);
    return answer;
}

}  // namespace gambit::live::test

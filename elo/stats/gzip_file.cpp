#include "elo/stats/gzip_file.hpp"

#include <zlib.h>

#include <cerrno>
#include <climits>
#include <cstring>

namespace gambit::elo {

namespace {

constexpr unsigned kGzipBufferBytes = 1u << 17;

std::string gzip_error_text(gzFile file) {
    int code = Z_OK;
    const char* text = gzerror(file, &code);
    if (code == Z_ERRNO) return std::strerror(errno);
    return text ? text : "unknown zlib error";
}

}  // namespace

MaybeGzippedReader::MaybeGzippedReader(const std::string& path) : path_(path) {
    errno = 0;
    gzFile file = gzopen(path.c_str(), "rb");
    if (!file)
        throw GzipFileError(path + ": cannot open: " + (errno ? std::strerror(errno) : "out of memory"));
    gzbuffer(file, kGzipBufferBytes);
    file_ = file;
}

MaybeGzippedReader::~MaybeGzippedReader() {
    if (file_) gzclose_r(static_cast<gzFile>(file_));
}

std::size_t MaybeGzippedReader::read(char* buffer, std::size_t size) {
    const auto want = static_cast<unsigned>(size < INT_MAX ? size : INT_MAX);
    const auto file = static_cast<gzFile>(file_);
    const int got = gzread(file, buffer, want);
    // A stream cut short reads as a short file (Z_BUF_ERROR, not a failed gzread): checked at its end.
    int code = Z_OK;
    if (got <= 0) gzerror(file, &code);
    if (got < 0 || code != Z_OK)
        throw GzipFileError(path_ + (code == Z_ERRNO ? ": cannot read: " : ": corrupt or truncated gzip data: ") +
                            gzip_error_text(file));
    return static_cast<std::size_t>(got);
}

std::string read_maybe_gzipped(const std::string& path) {
    MaybeGzippedReader reader(path);
    std::string text;
    std::size_t used = 0;
    for (;;) {
        if (text.size() - used < kGzipBufferBytes) text.resize(used + kGzipBufferBytes);
        const std::size_t got = reader.read(text.data() + used, text.size() - used);
        if (got == 0) break;
        used += got;
    }
    text.resize(used);
    return text;
}

MaybeGzippedStreambuf::MaybeGzippedStreambuf(const std::string& path) : reader_(path), buffer_(1 << 20) {}

MaybeGzippedStreambuf::int_type MaybeGzippedStreambuf::underflow() {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    const std::size_t got = reader_.read(buffer_.data(), buffer_.size());
    bytes_ += static_cast<double>(got);
    setg(buffer_.data(), buffer_.data(), buffer_.data() + got);
    return got == 0 ? traits_type::eof() : traits_type::to_int_type(*gptr());
}

bool is_json_or_json_gz(const std::string& path) {
    auto ends_with = [&](const char* suffix) {
        const std::size_t n = std::strlen(suffix);
        return path.size() >= n && path.compare(path.size() - n, n, suffix) == 0;
    };
    return ends_with(".json") || ends_with(".json.gz");
}

}  // namespace gambit::elo

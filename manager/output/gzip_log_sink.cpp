#include "manager/output/gzip_log_sink.hpp"

#include <cerrno>
#include <cstdio>
#include <ctime>

namespace gambit::match {

std::string compressed_log_name(const std::string& file, std::chrono::system_clock::time_point when) {
    using namespace std::chrono;
    const auto since = when.time_since_epoch();
    const std::time_t seconds = duration_cast<std::chrono::seconds>(since).count();
    const long long nanos = duration_cast<nanoseconds>(since).count() % 1000000000LL;
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char stamp[64];
    std::snprintf(stamp, sizeof stamp, "%04d-%02d-%02dT.%02d.%02d.%02d.%09lld", utc.tm_year + 1900, utc.tm_mon + 1,
                  utc.tm_mday, utc.tm_hour, utc.tm_min, utc.tm_sec, nanos < 0 ? nanos + 1000000000LL : nanos);
    return file + stamp + ".gz";
}

GzipLogSink::GzipLogSink(const std::string& path) : file_(gzopen(path.c_str(), "wb")) {
    if (!file_) spdlog::throw_spdlog_ex("Failed opening file " + path + " for writing", errno);
}

GzipLogSink::~GzipLogSink() {
    if (file_) gzclose(file_);  // writes the gzip trailer: the file is complete only now
}

void GzipLogSink::sink_it_(const spdlog::details::log_msg& msg) {
    spdlog::memory_buf_t text;
    formatter_->format(msg, text);
    gzwrite(file_, text.data(), static_cast<unsigned>(text.size()));
}

// A sync flush (at warnings, or every line with realtime=true) leaves a prefix zcat can read if the run
// is killed before the trailer is written.
void GzipLogSink::flush_() {
    gzflush(file_, Z_SYNC_FLUSH);
}

}  // namespace gambit::match

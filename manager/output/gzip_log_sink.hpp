// fastchess's -log ... compress=true: the log gzip-compressed into FILE + the start time (UTC, to the
// nanosecond, fastchess's "%Y-%m-%dT.%H.%M.%S") + ".gz", a new file each run (append= does not apply).
#pragma once

#include <chrono>
#include <mutex>
#include <string>

#include <spdlog/sinks/base_sink.h>
#include <zlib.h>

namespace gambit::match {

// "x.log" at 2026-12-02 02:52:27.039530486 UTC -> "x.log2026-12-02T.02.52.27.039530486.gz"
std::string compressed_log_name(const std::string& file, std::chrono::system_clock::time_point when);

class GzipLogSink final : public spdlog::sinks::base_sink<std::mutex> {
public:
    explicit GzipLogSink(const std::string& path);  // throws spdlog::spdlog_ex when it cannot be opened
    ~GzipLogSink() override;
    GzipLogSink(const GzipLogSink&) = delete;
    GzipLogSink& operator=(const GzipLogSink&) = delete;

protected:
    void sink_it_(const spdlog::details::log_msg& msg) override;
    void flush_() override;

private:
    gzFile file_ = nullptr;
};

}  // namespace gambit::match

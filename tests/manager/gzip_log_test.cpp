// -log file=F compress=true (fastchess): the log gzip-compressed into F + the UTC start time + ".gz".
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <unistd.h>
#include <string>

#include <spdlog/spdlog.h>
#include <zlib.h>

#include "manager/cli/command_line.hpp"
#include "manager/output/gzip_log_sink.hpp"
#include "manager/tournament/plan.hpp"

using namespace gambit::match;
namespace fs = std::filesystem;

TEST(GzipLog, NamedAsFastchessNamesItInUtcToTheNanosecond) {
    using namespace std::chrono;
    const auto when = system_clock::time_point(seconds(1796179947)) + nanoseconds(39530486);  // 2026-12-02 02:52:27
    EXPECT_EQ(compressed_log_name("x.log", when), "x.log2026-12-02T.02.52.27.039530486.gz");
}

TEST(GzipLog, TheLogIsWrittenCompressedAndReadsBack) {
    const fs::path dir = fs::temp_directory_path() / ("gambit_gzip_log_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string file = (dir / "run.log").string();
    const MatchConfig c =
        parse_command_line({"-engine", "cmd=a", "-engine", "cmd=b", "-each", "tc=inf", "nodes=100", "-log",
                            "file=" + file, "level=info", "compress=true"})
            .config;
    ASSERT_TRUE(c.log.compress);
    {
        auto log = make_logger(c.log, false);
        log->info("first line");
        log->warn("a warning");
    }
    EXPECT_FALSE(fs::exists(file));  // only the timestamped .gz
    std::string gz;
    for (const auto& entry : fs::directory_iterator(dir)) gz = entry.path().string();
    ASSERT_EQ(gz.rfind(file, 0), 0u) << gz;
    ASSERT_EQ(gz.substr(gz.size() - 3), ".gz");
    gzFile in = gzopen(gz.c_str(), "rb");
    ASSERT_NE(in, nullptr);
    char buf[4096];
    const int n = gzread(in, buf, sizeof buf);
    gzclose(in);
    const std::string text(buf, n > 0 ? static_cast<std::size_t>(n) : 0);
    EXPECT_NE(text.find("first line"), std::string::npos) << text;
    EXPECT_NE(text.find("a warning"), std::string::npos) << text;
    fs::remove_all(dir);
}

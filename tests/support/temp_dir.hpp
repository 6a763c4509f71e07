// A folder of a test's own under the temporary directory: mkdtemp picks a name no other process holds, so
// tests that run at once (ctest -j, other checkouts, other users of the machine) never share a file, and a
// file left by a crashed run is never read back. Removed with its contents when the object goes.
#pragma once

#include <stdlib.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>

namespace gambit::test_support {

class TempDir {
public:
    explicit TempDir(const std::string& prefix = "gambit-test") {
        std::string pattern = (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
        if (!::mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp " + pattern + " failed");
        path_ = pattern;
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::filesystem::path& path() const { return path_; }
    std::string operator/(const std::string& name) const { return (path_ / name).string(); }

private:
    std::filesystem::path path_;
};

}  // namespace gambit::test_support

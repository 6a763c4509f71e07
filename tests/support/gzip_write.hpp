// Writes a gzip-compressed file, as `gzip -9n` would, for the tests of readers that take NAME.json.gz or
// NAME.pgn.gz. Link ZLIB::ZLIB.
#pragma once

#include <zlib.h>

#include <stdexcept>
#include <string>

namespace gambit::test_support {

inline void write_gzip(const std::string& path, const std::string& text) {
    gzFile file = gzopen(path.c_str(), "wb9");
    if (!file) throw std::runtime_error("cannot create " + path);
    const int written = text.empty() ? 0 : gzwrite(file, text.data(), static_cast<unsigned>(text.size()));
    if (gzclose(file) != Z_OK || written != static_cast<int>(text.size()))
        throw std::runtime_error("cannot write " + path);
}

}  // namespace gambit::test_support

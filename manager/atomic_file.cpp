#include "manager/atomic_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#include <unistd.h>

namespace gambit::match {

void write_file_atomically(const std::string& path, const std::string& contents) {
    const std::string temp = path + ".tmp." + std::to_string(::getpid());
    std::FILE* f = std::fopen(temp.c_str(), "wb");
    if (!f) throw std::runtime_error(temp + ": cannot create: " + std::strerror(errno));
    bool ok = std::fwrite(contents.data(), 1, contents.size(), f) == contents.size();
    ok = std::fclose(f) == 0 && ok;
    if (!ok || std::rename(temp.c_str(), path.c_str()) != 0) {
        std::string error = std::strerror(errno);
        std::remove(temp.c_str());
        throw std::runtime_error(path + ": cannot write: " + error);
    }
}

}  // namespace gambit::match

#include "manager/output/atomic_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <stdexcept>

#include <unistd.h>

namespace gambit::match {

void write_file_atomically(const std::string& path, const std::function<void(std::ostream&)>& write) {
    const std::string temp = path + ".tmp." + std::to_string(::getpid());
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) throw std::runtime_error(temp + ": cannot create: " + std::strerror(errno));
    write(out);
    out.close();
    if (!out || std::rename(temp.c_str(), path.c_str()) != 0) {
        std::string error = std::strerror(errno);
        std::remove(temp.c_str());
        throw std::runtime_error(path + ": cannot write: " + error);
    }
}

void write_file_atomically(const std::string& path, const std::string& contents) {
    write_file_atomically(path, [&contents](std::ostream& out) { out.write(contents.data(), static_cast<std::streamsize>(contents.size())); });
}

}  // namespace gambit::match

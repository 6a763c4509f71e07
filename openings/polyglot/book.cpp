#include "openings/polyglot/book.hpp"

#include <array>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace gambit::openings::polyglot {

namespace {

struct RawEntry {
    std::uint64_t key = 0;
    Entry entry;
};

// Big-endian fields: key (8 bytes), move (2), weight (2), learn (4, unused).
RawEntry decode(const std::array<unsigned char, kEntrySize>& b) {
    RawEntry r;
    for (int i = 0; i < 8; ++i) r.key = (r.key << 8) | b[i];
    r.entry.move = static_cast<std::uint16_t>((b[8] << 8) | b[9]);
    r.entry.weight = static_cast<std::uint16_t>((b[10] << 8) | b[11]);
    return r;
}

bool read_entry(std::ifstream& in, RawEntry& out) {
    std::array<unsigned char, kEntrySize> bytes{};
    if (!in.read(reinterpret_cast<char*>(bytes.data()), kEntrySize)) return false;
    out = decode(bytes);
    return true;
}

// cutechess's addEntry: the same move again adds its weight (16 bits, wrapping); a new one goes first.
void add(std::vector<Entry>& list, const Entry& entry) {
    for (auto& e : list)
        if (e.move == entry.move) {
            e.weight = static_cast<std::uint16_t>(e.weight + entry.weight);
            return;
        }
    list.insert(list.begin(), entry);
}

}  // namespace

Book::Book(std::string path, Access access) : path_(std::move(path)), access_(access) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path_, ec);
    std::ifstream in(path_, std::ios::binary);
    if (ec || !in) throw BookError(BookError::Kind::Unreadable, "cannot open opening book " + path_);
    if (size % kEntrySize != 0)
        throw BookError(BookError::Kind::BadSize, "opening book " + path_ + " has " + std::to_string(size) +
                        " bytes, not a whole number of 16-byte Polyglot entries");
    if (access_ == Access::Disk) return;
    RawEntry r;
    while (read_entry(in, r)) add(ram_[r.key], r.entry);
}

std::vector<Entry> Book::entries(std::uint64_t key) const {
    if (access_ == Access::Disk) return entries_from_disk(key);
    const auto it = ram_.find(key);
    return it == ram_.end() ? std::vector<Entry>{} : it->second;
}

std::vector<Entry> Book::entries_from_disk(std::uint64_t key) const {
    std::vector<Entry> found;
    std::ifstream in(path_, std::ios::binary);
    if (!in) return found;  // gone since start-up: no book move, as in cutechess
    in.seekg(0, std::ios::end);
    const std::int64_t n = static_cast<std::int64_t>(in.tellg()) / static_cast<std::int64_t>(kEntrySize);
    const auto at = [&](std::int64_t i, RawEntry& r) {
        in.clear();
        in.seekg(i * static_cast<std::int64_t>(kEntrySize));
        return read_entry(in, r);
    };
    std::int64_t first = 0, last = n - 1;
    while (first <= last) {
        const std::int64_t middle = (first + last) / 2;
        RawEntry r;
        if (!at(middle, r)) return found;
        if (r.key < key) {
            first = middle + 1;
        } else if (r.key > key) {
            last = middle - 1;
        } else {
            found.push_back(r.entry);
            for (std::int64_t i = middle - 1; i >= 0 && at(i, r) && r.key == key; --i) found.push_back(r.entry);
            for (std::int64_t i = middle + 1; i < n && at(i, r) && r.key == key; ++i) found.push_back(r.entry);
            return found;
        }
    }
    return found;
}

}  // namespace gambit::openings::polyglot

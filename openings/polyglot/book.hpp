// A Polyglot opening book (.bin): 16-byte big-endian entries (key, move, weight, learn), sorted by key. Looked
// up as cutechess-cli looks it up, so that its weighted random pick (pick.hpp) meets the entries in its order.
#pragma once

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace gambit::openings::polyglot {

// ram: the whole file read at start-up; disk: every lookup a binary search in the file (cutechess -bookmode).
enum class Access { Ram, Disk };

struct Entry {
    std::uint16_t move = 0;    // move.hpp decodes it
    std::uint16_t weight = 0;
};

// A book that cannot be used: the file does not open, or its size is not a multiple of 16.
struct BookError : std::runtime_error {
    enum class Kind { Unreadable, BadSize } kind;
    BookError(Kind k, const std::string& what) : std::runtime_error(what), kind(k) {}
};

inline constexpr std::size_t kEntrySize = 16;

class Book {
public:
    // Checks the file (BookError); with Access::Ram reads it whole.
    Book(std::string path, Access access);

    // The entries of `key`, in cutechess-cli's order: ram: last in the file first, a move listed twice merged
    // into its first listing with the weights added (Qt's QMultiMap inserts at the front of a key's range);
    // disk: the entry its binary search lands on, then those before it going back, then those after it.
    std::vector<Entry> entries(std::uint64_t key) const;

    const std::string& path() const { return path_; }
    Access access() const { return access_; }

private:
    std::vector<Entry> entries_from_disk(std::uint64_t key) const;

    std::string path_;
    Access access_;
    std::map<std::uint64_t, std::vector<Entry>> ram_;
};

}  // namespace gambit::openings::polyglot

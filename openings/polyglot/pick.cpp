#include "openings/polyglot/pick.hpp"

namespace gambit::openings::polyglot {

std::optional<Entry> pick(const std::vector<Entry>& entries, const std::function<std::uint32_t()>& random) {
    std::uint32_t total = 0;
    for (const Entry& e : entries) total += e.weight;
    if (total == 0) return std::nullopt;
    const std::uint32_t chosen = random() % total;
    std::uint32_t running = 0;
    for (const Entry& e : entries) {
        running += e.weight;
        if (running > chosen) return e;
    }
    return std::nullopt;
}

}  // namespace gambit::openings::polyglot

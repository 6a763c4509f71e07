// cutechess-cli's choice among a position's book entries (OpeningBook::move): one random number modulo the
// total weight, then the first entry whose running weight exceeds it. No number is drawn when there is no
// entry or every weight is zero, so the random stream stays where cutechess's stays.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "openings/polyglot/book.hpp"

namespace gambit::openings::polyglot {

std::optional<Entry> pick(const std::vector<Entry>& entries, const std::function<std::uint32_t()>& random);

}  // namespace gambit::openings::polyglot

// Whole numbers read from JSON. nlohmann's get<int>() converts any number with a cast, which is undefined
// for 1e300 and wraps for 2^40; these accept only an integer that the target type holds.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>

namespace gambit::match {

template <typename Int, typename Json>
std::optional<Int> json_integer(const Json& value) {
    if (value.is_number_unsigned()) {
        const auto v = value.template get<std::uint64_t>();
        if (std::in_range<Int>(v)) return static_cast<Int>(v);
    } else if (value.is_number_integer()) {
        const auto v = value.template get<std::int64_t>();
        if (std::in_range<Int>(v)) return static_cast<Int>(v);
    }
    return std::nullopt;
}

}  // namespace gambit::match

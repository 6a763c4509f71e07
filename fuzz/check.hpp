// What every fuzz target uses to state a property: on violation it prints what broke and traps, so libFuzzer
// (and the corpus replay under the sanitizers) stops on a wrong answer, not only on a crash.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string_view>

namespace gambit::fuzz {

[[noreturn]] inline void fail(const char* what, std::string_view detail = {}) {
    std::fprintf(stderr, "fuzz property violated: %s [%.*s]\n", what, static_cast<int>(detail.size()), detail.data());
    __builtin_trap();
}

inline void check(bool holds, const char* what, std::string_view detail = {}) {
    if (!holds) fail(what, detail);
}

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

}  // namespace gambit::fuzz

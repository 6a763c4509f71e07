// How slider attacks are looked up: PEXT (BMI2) or magic multiplication. PEXT is the fastest where it is
// fast, but AMD implemented it in microcode before Zen 3 (CPU family 25), where it costs tens of cycles,
// so there magic multiplication wins (Stockfish's build makes the same choice). Both are compiled in when
// the compiler targets BMI2; the CPU decides at start-up, and GAMBIT_SLIDERS=pext|magic in the environment
// forces either (for measuring; pext is ignored by a build without BMI2).
#pragma once

#include <string_view>

namespace gambit::chess {

enum class SliderMethod { Pext, Magic };

// True when this build has the PEXT path (it targets BMI2).
constexpr bool pext_compiled() {
#if defined(__BMI2__)
    return true;
#else
    return false;
#endif
}

// Whether a CPU runs PEXT at full speed: every BMI2 CPU but AMD's before family 25 (Zen 3). `family` is the
// displayed family (base plus extended).
bool pext_is_fast(std::string_view vendor, unsigned family, bool bmi2);
// The same for the CPU this process runs on (CPUID).
bool cpu_has_fast_pext();

// The method to use: the environment's choice when it names one this build has, else PEXT when compiled in
// and fast on this CPU, else magic.
SliderMethod choose_slider_method();

std::string_view name_of(SliderMethod method);

}  // namespace gambit::chess

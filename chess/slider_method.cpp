// Chooses the slider lookup by what is fast on the running CPU (CPUID vendor and family).
#include "chess/slider_method.hpp"

#include <cstdlib>
#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

namespace gambit::chess {

bool pext_is_fast(std::string_view vendor, unsigned family, bool bmi2) {
    return bmi2 && (vendor != "AuthenticAMD" || family >= 25);
}

bool cpu_has_fast_pext() {
#if defined(__x86_64__) || defined(__i386__)
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (!__get_cpuid(0, &eax, &ebx, &ecx, &edx)) return false;
    char vendor[13] = {};
    std::memcpy(vendor, &ebx, 4);
    std::memcpy(vendor + 4, &edx, 4);
    std::memcpy(vendor + 8, &ecx, 4);
    if (eax < 7) return false;  // no leaf 7: no BMI2
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    const bool bmi2 = (ebx >> 8) & 1;
    __get_cpuid(1, &eax, &ebx, &ecx, &edx);
    // The displayed family: base family, plus the extended family when the base is 0xF.
    const unsigned base_family = (eax >> 8) & 0xF;
    const unsigned family = base_family == 0xF ? base_family + ((eax >> 20) & 0xFF) : base_family;
    return pext_is_fast(vendor, family, bmi2);
#else
    return false;
#endif
}

SliderMethod choose_slider_method() {
    if (const char* forced = std::getenv("GAMBIT_SLIDERS")) {
        if (std::strcmp(forced, "magic") == 0) return SliderMethod::Magic;
        if (std::strcmp(forced, "pext") == 0 && pext_compiled()) return SliderMethod::Pext;
    }
    return pext_compiled() && cpu_has_fast_pext() ? SliderMethod::Pext : SliderMethod::Magic;
}

std::string_view name_of(SliderMethod method) { return method == SliderMethod::Pext ? "pext" : "magic"; }

}  // namespace gambit::chess

#include "engine/eval/trace.hpp"

#include <cmath>
#include <cstring>
#include <type_traits>

#include "engine/eval/phase.hpp"

namespace gambit::eval {

static_assert(std::is_standard_layout_v<EvalParams> && std::is_trivially_copyable_v<EvalParams>);
static_assert(sizeof(Score) == 2 * sizeof(int));

std::vector<SlotKind> slot_kinds() {
    std::vector<SlotKind> kinds;
    EvalParams p{};
    visit_params(
        p,
        [&](const std::string&, Score*, std::size_t n) {
            for (std::size_t i = 0; i < n; ++i) kinds.insert(kinds.end(), {SlotKind::Mg, SlotKind::Eg});
        },
        [&](const std::string&, int*, std::size_t n, IntPhase phase) {
            const SlotKind kind = phase == IntPhase::Mg   ? SlotKind::Mg
                                  : phase == IntPhase::Eg ? SlotKind::Eg
                                  : phase == IntPhase::KingAttack ? SlotKind::KingAttack
                                  : phase == IntPhase::Complexity ? SlotKind::Complexity
                                                                  : SlotKind::Fixed;
            kinds.insert(kinds.end(), n, kind);
        });
    return kinds;
}

std::vector<std::string> slot_names() {
    std::vector<std::string> names;
    EvalParams p{};
    auto indexed = [](const std::string& name, std::size_t i, std::size_t n) {
        return n == 1 ? name : name + "[" + std::to_string(i) + "]";
    };
    visit_params(
        p,
        [&](const std::string& name, Score*, std::size_t n) {
            for (std::size_t i = 0; i < n; ++i) {
                names.push_back(indexed(name, i, n) + ".mg");
                names.push_back(indexed(name, i, n) + ".eg");
            }
        },
        [&](const std::string& name, int*, std::size_t n, IntPhase) {
            for (std::size_t i = 0; i < n; ++i) names.push_back(indexed(name, i, n));
        });
    return names;
}

std::vector<double> to_slots(const EvalParams& params) {
    int ints[SlotCount];
    std::memcpy(ints, &params, sizeof(params));
    return std::vector<double>(ints, ints + SlotCount);
}

EvalParams from_slots(const std::vector<double>& slots) {
    int ints[SlotCount];
    for (std::size_t i = 0; i < SlotCount; ++i) ints[i] = int(std::lround(slots[i]));
    EvalParams params;
    std::memcpy(&params, ints, sizeof(params));
    return params;
}

double trace_value(const EvalTrace& trace, const double* slots) {
    static const std::vector<SlotKind> kinds = slot_kinds();  // immutable after first use
    double mg = 0;
    double eg = 0;
    for (const EvalTrace::Term& term : trace.terms) (kinds[term.slot] == SlotKind::Eg ? eg : mg) += term.count * slots[term.slot];
    const double* attack_weight = slots + offsetof(EvalParams, attack_weight) / sizeof(int);
    for (int c = 0; c < 2; ++c) {
        if (!trace.king_danger[c]) continue;
        double units = 0;
        for (int i = 0; i < KingDangerInputs; ++i) units += attack_weight[i] * trace.king_attack[c][i];
        mg -= (c == chess::White ? 1 : -1) * king_danger_penalty(units);
    }
    const double* complexity = slots + offsetof(EvalParams, complexity) / sizeof(int);
    double c = 0;
    for (int i = 0; i < ComplexityInputs; ++i) c += complexity[i] * trace.complexity[i];
    eg += complexity_shift(eg, c);
    return (mg * trace.phase + eg * trace.scale / 64 * (MaxPhase - trace.phase)) / MaxPhase;
}

}  // namespace gambit::eval

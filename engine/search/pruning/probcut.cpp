#include "engine/search/pruning/probcut.hpp"

#include <cmath>

#include "engine/search/searcher.hpp"

namespace gambit::search {

int probcut_beta_bound(const ProbCutFit& fit, double t, int beta) {
    return int(std::lround((t * fit.sigma + beta - fit.b) / fit.a));
}

int probcut_alpha_bound(const ProbCutFit& fit, double t, int alpha) {
    return int(std::lround((-t * fit.sigma + alpha - fit.b) / fit.a));
}

bool is_jiang_buro_pair(int shallow, int deep) {
    constexpr int Pairs[][2] = {{2, 6}, {3, 7}, {4, 8}, {3, 9}, {4, 10}};
    for (const auto& [s, d] : Pairs)
        if (s == shallow && d == deep) return true;
    return false;
}

const ProbCutTable& probcut_table(const SearchParams& p) {
    return p.probcut_table ? *p.probcut_table : builtin_probcut_table(int(p.baseline));
}

const ProbCutPair* probcut_pair(const SearchParams& p, int depth) {
    switch (p.probcut) {
        case ProbCutMode::Off: return nullptr;
        // Buro's pair (4, 8), the paper's constant.
        case ProbCutMode::Single: return depth == 8 ? probcut_table(p).find(4, 8) : nullptr;
        case ProbCutMode::Multi: {
            const ProbCutPair* pair = probcut_table(p).find_deep(depth);
            if (pair && p.probcut_pairs == ProbCutPairs::JiangBuro && !is_jiang_buro_pair(pair->shallow, pair->deep))
                return nullptr;
            return pair;
        }
        case ProbCutMode::Captures:
        case ProbCutMode::Count: return nullptr;
    }
    return nullptr;
}

std::optional<int> probcut(Searcher& s, const Node& node) {
    const SearchParams& p = s.params();
    if (p.probcut == ProbCutMode::Off || node.type == NodeType::PV || node.in_check) return std::nullopt;
    if (s.prune_context().inside[method("ProbCut")] > 0 || std::abs(node.beta) >= MateBound) return std::nullopt;
    const ProbCutPair* pair = probcut_pair(p, node.depth);
    if (!pair) return std::nullopt;

    const Stage stage = probcut_stage(s.position(), p.probcut_crafty_endgame);
    const ProbCutFit& fit = pair->stage[std::size_t(stage)];
    const double t = (stage == Stage::Middlegame ? p.probcut_threshold_mid : p.probcut_threshold_end) / 100.0;
    MethodAttempt attempt(s, method("ProbCut"));
    std::optional<int> result;
    {
        const auto own = attempt.own_searches();
        const int high = probcut_beta_bound(fit, t, node.beta);
        if (fit.covers(high) && attempt.search_again(high - 1, high, pair->shallow, node.ply, node.type) >= high) {
            result = node.beta;
        } else {
            const int low = probcut_alpha_bound(fit, t, node.alpha);
            if (fit.covers(low) && attempt.search_again(low, low + 1, pair->shallow, node.ply, node.type) <= low)
                result = node.alpha;
        }
    }
    if (s.stopped()) return std::nullopt;
    if (result) attempt.cut();
    if (result && s.limits().on_probcut)
        s.limits().on_probcut({s.position().fen(), node.depth, pair->shallow, *result, *result == node.beta, stage, t});
    return result;
}

}  // namespace gambit::search

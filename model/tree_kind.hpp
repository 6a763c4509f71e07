#pragma once
// The two tree classes of Smith & Nau, "An analysis of forward pruning" (AAAI 1994).
#include <optional>
#include <string_view>

namespace gambit::model {

enum class TreeKind {
    ngame,  // N-game-like: random value added on every edge pair, so sibling values are correlated
    pgame,  // P-game-like: independent uniform leaf values
};

constexpr std::string_view tree_kind_name(TreeKind kind) {
    return kind == TreeKind::ngame ? "ngame" : "pgame";
}

constexpr std::optional<TreeKind> parse_tree_kind(std::string_view name) {
    if (name == "ngame") return TreeKind::ngame;
    if (name == "pgame") return TreeKind::pgame;
    return std::nullopt;
}

}  // namespace gambit::model

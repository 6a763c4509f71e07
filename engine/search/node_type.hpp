// Expected node types of the minimal tree (Knuth & Moore 1975; Marsland & Popowich 1985 naming):
// PV nodes have an open window, CUT nodes are expected to fail high, ALL nodes to fail low.
// The pruning methods key on them (multi-cut at expected CUT nodes, enhanced forward pruning at ALL).
#pragma once

namespace gambit::search {

enum class NodeType : int { PV, Cut, All };

// Type expected for the child reached by the `move_index`-th move (0 = first) of a `parent` node.
// The first child of a PV node is PV, its later children are CUT (re-searched as PV if they beat alpha);
// children of CUT nodes are ALL, children of ALL nodes are CUT.
constexpr NodeType child_type(NodeType parent, int move_index) {
    switch (parent) {
        case NodeType::PV: return move_index == 0 ? NodeType::PV : NodeType::Cut;
        case NodeType::Cut: return NodeType::All;
        case NodeType::All: return NodeType::Cut;
    }
    return NodeType::Cut;
}

constexpr const char* node_type_name(NodeType t) {
    return t == NodeType::PV ? "PV" : t == NodeType::Cut ? "CUT" : "ALL";
}

}  // namespace gambit::search

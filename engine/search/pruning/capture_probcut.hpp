// Capture ProbCut, as Stockfish and Ethereal do it: at a non-PV node with depth to spare, a capture good
// enough to win back more than a margin above beta (its exchange value says so) is searched with a
// null window at beta + margin, first by quiescence and then a few plies shallower than usual; when it
// still beats that raised bound, a search at full depth would almost surely beat beta, and the node
// returns. Unlike Buro's ProbCut (probcut.hpp) it tries single captures, not the whole node, and needs
// no fitted regression: the margin stands in for t * sigma.
#pragma once

#include <optional>

namespace gambit::search {

class Searcher;
struct Node;

// Contract: non-PV node, not in check, no move excluded; placed after the null move. Returns the value
// of the capture that beat beta + ProbCutMargin, or nullopt. Active when ProbCut=captures.
std::optional<int> capture_probcut(Searcher& searcher, const Node& node);

}  // namespace gambit::search

// King and pawn against king, solved: which of these positions the pawn's side wins, computed once by
// retrograde analysis over every placement (2 sides to move x 64 x 64 king squares x 24 pawn squares on
// files a-d; the other files are their mirror images). The weights score every such position a pawn up;
// about a third of them are draws that no search of a few plies sees.
#pragma once

#include "chess/types.hpp"

namespace gambit::eval {

// True when the side with the pawn wins with best play. `strong` owns the pawn; `to_move` is the side to
// move. The position must be legal (kings apart, the side not to move not in check).
bool kpk_wins(chess::Color strong, chess::Square strong_king, chess::Square weak_king, chess::Square pawn,
              chess::Color to_move);

}  // namespace gambit::eval

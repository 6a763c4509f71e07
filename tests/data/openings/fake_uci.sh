#!/bin/sh
# A scripted UCI engine for the scorer and label tests: every search "scores" the position by its FEN length
# minus 60 (deterministic, varied, no chess), reports no legal move for a FEN starting "nomoves", and that the
# side to move is mated in one for a FEN starting "mated".
fen=""
while read -r line; do
  case "$line" in
    uci) echo "id name FakeScorer"; echo "uciok" ;;
    isready) echo "readyok" ;;
    "position fen "*) fen="${line#position fen }" ;;
    "position startpos"*) fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" ;;
    "go "*)
      case "$fen" in
        nomoves*) echo "info depth 0 score mate 0"; echo "bestmove (none)" ;;
        mated*) echo "info depth 1 score mate -1 pv a1a2"; echo "bestmove a1a2" ;;
        *) echo "info string thinking"; echo "info depth 1 score cp 5 nodes 10"
           echo "info depth 2 seldepth 3 score cp $(( ${#fen} - 60 )) nodes 20 pv e2e4"; echo "bestmove e2e4" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done

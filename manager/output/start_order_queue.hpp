// cutechess-cli writes its PGN in the order games started: a finished game waits until every game started
// before it is written (its Tournament::writePgn). fastchess and gambit-match write each game as it ends.
// This queue holds the texts of finished games back and hands them out in start order.
#pragma once

#include <deque>
#include <map>
#include <string>
#include <vector>

namespace gambit::match {

class StartOrderQueue {
public:
    // A game was handed to a game slot.
    void started(int id);
    // A started game that will never be written (abandoned): the games after it stop waiting for it.
    std::vector<std::string> dropped(int id);
    // A started game's text; returns every text now due, in start order.
    std::vector<std::string> finished(int id, std::string text);
    // The end of the run: whatever is held, in start order (the games it waited for never finished).
    std::vector<std::string> rest();

private:
    std::vector<std::string> due();

    std::deque<int> started_;            // ids in start order, not yet written or dropped
    std::map<int, std::string> held_;    // finished and waiting
};

}  // namespace gambit::match

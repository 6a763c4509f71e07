#include "elo/report/commit_block.hpp"

#include "elo/report/text_util.hpp"

namespace gambit::report {

std::string commit_block(const CommitBlockFacts& f) {
    std::string out = "Elo   | " + fixed(f.estimate.elo, 2) + " +- " + fixed(f.estimate.elo_half, 2) + " (95%)\n";
    if (f.sprt) {
        out += "SPRT  | " + f.tc + "\n";
        out += "LLR   | " + fixed(f.sprt->llr, 2) + " (" + fixed(f.sprt->lower, 2) + ", " + fixed(f.sprt->upper, 2) + ")";
        if (f.params) out += " [" + fixed(f.params->elo0, 2) + ", " + fixed(f.params->elo1, 2) + "]";
        out += "\n";
    } else {
        out += "TC    | " + f.tc + "\n";
    }
    out += "Games | N: " + count_text(f.wins + f.draws + f.losses) + " W: " + count_text(f.wins) +
           " L: " + count_text(f.losses) + " D: " + count_text(f.draws) + "\n";
    if (f.penta) {
        out += "Penta | [";
        for (std::size_t i = 0; i < 5; ++i) out += (i ? ", " : "") + count_text((*f.penta)[i]);
        out += "]\n";
    }
    if (f.bench) out += "Bench: " + std::to_string(*f.bench) + "\n";
    return out;
}

}  // namespace gambit::report

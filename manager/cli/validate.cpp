// The checks of a whole configuration that no single flag can make.
#include "manager/cli/command_line.hpp"
#include "manager/game/syzygy.hpp"

namespace gambit::match {

void validate(const MatchConfig& c) {
    if (c.resume && c.state.empty()) throw UsageError("-resume needs -state file=F");
    if (c.engines.size() < 2) throw UsageError("at least two engines are needed (-engine cmd=... twice)");
    if (c.tournament == TournamentKind::Match && c.engines.size() != 2)
        throw UsageError("-tournament match takes exactly two engines; use gauntlet or round-robin for more");
    for (std::size_t i = 0; i < c.engines.size(); ++i) {
        const auto& e = c.engines[i];
        std::string which = "engine " + std::to_string(i + 1);
        if (e.process.cmd.empty()) throw UsageError(which + ": missing cmd=");
        if (!e.tc.limited()) throw UsageError(which + ": no time control (tc=, st=, nodes= or depth=)");
        if (e.tc.nodes_per_ms > 0 && !e.tc.has_clock())
            throw UsageError(which + ": nodestime= runs a clock on nodes, and there is no clock (tc=)");
        if (e.tc.nodes_per_ms > 0 && e.process.ponder)
            throw UsageError(which + ": ponder and nodestime= do not combine (a ponder search's nodes include those "
                                     "searched on the opponent's time)");
        for (std::size_t j = 0; j < i; ++j)
            if (!e.process.name.empty() && e.process.name == c.engines[j].process.name)
                throw UsageError(which + ": name '" + e.process.name + "' is used twice");
    }
    for (std::size_t i = 0; i < c.engines.size(); ++i) {
        const auto& e = c.engines[i];
        if (e.protocol != Protocol::Xboard) continue;
        const std::string which = "engine " + std::to_string(i + 1) + " (proto=xboard)";
        if (e.tc.nodes > 0) throw UsageError(which + ": nodes= has no xboard command (use tc=, st= or depth=)");
        if (e.tc.movetime_ms % 1000 != 0) throw UsageError(which + ": st= must be whole seconds (xboard's st command)");
        if (!e.tc.has_clock() && e.tc.movetime_ms == 0)
            throw UsageError(which + ": needs tc= or st= (xboard engines without a clock may think forever)");
        if (c.chess960()) throw UsageError(which + ": -variant fischerandom is played with UCI engines only");
        if (e.process.ponder) throw UsageError(which + ": ponder is implemented for UCI engines only");
    }
    if (c.tournament == TournamentKind::Knockout && (c.resume || c.shard_count > 1))
        throw UsageError("-tournament knockout: -resume and -shard are not supported (later stages depend on results)");
    if (c.sprt.enabled && c.engines.size() != 2) throw UsageError("-sprt needs exactly two engines");
    if (c.chess960() && c.openings.file.empty())
        throw UsageError("-variant fischerandom needs -openings file=F with its start positions (e.g. openings/chess960.epd)");
    if (c.tb.enabled())
        for (const auto& folder : syzygy::split_paths(c.tb.paths))
            if (!syzygy::holds_tables(folder)) throw UsageError("-tb: no Syzygy tables (*.rtbw) in '" + folder + "'");
    if (!c.report.empty() && c.results.empty())
        throw UsageError("-htmlreport needs -results file=F.json (the report is rendered from it)");
}

}  // namespace gambit::match

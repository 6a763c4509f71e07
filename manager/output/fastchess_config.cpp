#include "manager/output/fastchess_config.hpp"

#include <limits>

#include "manager/output/fastchess_numbers.hpp"

namespace gambit::match {
namespace {

using Json = nlohmann::ordered_json;

int log_level(const std::string& level) {
    // fastchess's Logger levels, in order.
    const char* levels[] = {"all", "trace", "debug", "info", "warn", "error", "fatal", "off"};
    for (int i = 0; i < 8; ++i)
        if (level == levels[i]) return i;
    return 3;
}

Json engine_json(const EngineSpec& e, const MatchConfig& c) {
    Json j;
    j["name"] = e.process.name;
    j["dir"] = e.process.dir;
    j["cmd"] = e.process.cmd;
    std::string args;
    for (const auto& a : e.process.args) args += (args.empty() ? "" : " ") + a;
    j["args"] = args;
    j["restart"] = e.restart;
    Json options = Json::array();
    for (const auto& [key, value] : e.process.options) options.push_back(Json::array({key, value}));
    j["options"] = options;
    const TimeControl& tc = e.tc;
    j["limit"]["tc"] = {{"increment", tc.increment_ms}, {"fixed_time", tc.movetime_ms}, {"time", tc.base_ms},
                        {"moves", tc.moves}, {"timemargin", e.timemargin_ms.value_or(c.timemargin_ms)}};
    j["limit"]["nodes"] = tc.nodes;
    j["limit"]["plies"] = tc.depth;
    j["variant"] = c.chess960() ? 1 : 0;
    return j;
}

}  // namespace

Json fastchess_config_json(const MatchConfig& c, const Scoreboard& scores, std::uint64_t seed) {
    Json j;
    j["resign"] = {{"move_count", c.resign.movecount}, {"score", c.resign.score}, {"twosided", c.resign.twosided},
                   {"enabled", c.resign.enabled}};
    j["draw"] = {{"move_number", c.draw.movenumber}, {"move_count", c.draw.movecount}, {"score", c.draw.score},
                 {"enabled", c.draw.enabled}};
    j["maxmoves"] = {{"move_count", c.maxmoves > 0 ? c.maxmoves : 1}, {"enabled", c.maxmoves > 0}};
    j["tb_adjudication"] = {{"syzygy_dirs", c.tb.paths}, {"max_pieces", c.tb.pieces},
                            {"ignore_50_move_rule", c.tb.ignore50}, {"enabled", c.tb.enabled()}};
    const bool pgn_book = c.openings.format == "pgn" ||
                          (c.openings.format == "auto" && c.openings.file.size() > 4 &&
                           c.openings.file.compare(c.openings.file.size() - 4, 4, ".pgn") == 0);
    j["opening"] = {{"file", c.openings.file},
                    {"format", c.openings.file.empty() ? 2 : pgn_book ? 1 : 0},
                    {"order", c.openings.order == "random" ? 0 : 1},
                    {"plies", c.openings.plies},
                    {"start", c.openings.start}};
    const PgnSettings& p = c.pgn;
    j["pgn"] = {{"additional_lines_rgx", p.match_line.empty() ? Json::array() : Json::array({p.match_line})},
                {"event_name", c.event == "gambit-match" ? "Fastchess Tournament" : c.event},
                {"site", c.site},
                {"file", p.file},
                {"notation", p.notation == "uci" ? 2 : p.notation == "lan" ? 1 : 0},
                {"append_file", p.append},
                {"track_nodes", p.nodes},
                {"track_seldepth", p.seldepth},
                {"track_nps", p.nps},
                {"track_hashfull", p.hashfull},
                {"track_tbhits", p.tbhits},
                {"track_timeleft", p.timeleft},
                {"track_latency", p.latency},
                {"track_pv", p.pv},
                {"min", p.min},
                {"crc", c.crc32_pgn}};
    j["epd"] = {{"file", c.epdout}, {"append_file", true}};
    const SprtSettings& s = c.sprt;
    j["sprt"] = {{"alpha", s.enabled ? s.alpha : 0.0}, {"beta", s.enabled ? s.beta : 0.0},
                 {"elo0", s.enabled ? s.elo0 : 0.0},   {"elo1", s.enabled ? s.elo1 : 0.0},
                 {"model", s.model},                   {"enabled", s.enabled}};
    j["config_name"] = c.state.empty() ? "config.json" : c.state;
    j["output"] = c.output == OutputFormat::Cutechess ? 1 : 0;
    j["seed"] = seed;
    j["variant"] = c.chess960() ? 1 : 0;
    j["type"] = c.tournament == TournamentKind::Gauntlet ? 1 : 0;
    j["gauntlet_seeds"] = c.seeds > 0 ? c.seeds : 1;
    // fastchess stores "never" (0) as INT_MAX.
    j["ratinginterval"] = c.rating_interval > 0 ? c.rating_interval : std::numeric_limits<int>::max();
    j["scoreinterval"] = c.score_interval > 0 ? c.score_interval : std::numeric_limits<int>::max();
    j["wait"] = c.wait_ms;
    j["autosaveinterval"] = c.autosave_interval;
    j["games"] = c.games;
    j["rounds"] = c.rounds;
    j["concurrency"] = c.concurrency;
    j["force_concurrency"] = false;
    j["recover"] = c.recover;
    j["noswap"] = c.noswap;
    j["reverse"] = c.reverse;
    j["report_penta"] = c.report_penta && c.sprt.model != "bayesian";
    j["affinity"] = c.use_affinity;
    j["check_mate_pvs"] = c.check_mate_pvs;
    j["show_latency"] = false;
    j["log"] = {{"file", c.log.file}, {"level", log_level(c.log.level)}, {"append_file", c.log.append},
                {"compress", c.log.compress}, {"realtime", true}, {"engine_coms", c.log.engine}};
    Json engines = Json::array();
    for (const auto& e : c.engines) engines.push_back(engine_json(e, c));
    j["engines"] = engines;
    // Every pair of engines, played or not (a gauntlet's non-seeds too), from the earlier engine's side.
    Json stats = Json::object();
    for (std::size_t a = 0; a < c.engines.size(); ++a)
        for (std::size_t b = a + 1; b < c.engines.size(); ++b) {
            FastchessCounts n;
            if (const EncounterStats* e = scores.find(static_cast<int>(a), static_cast<int>(b))) {
                n = fastchess_counts(*e, e->a != static_cast<int>(a));
                if (!e->pentanomial) n.ww = n.wd = n.wl = n.dd = n.ld = n.ll = 0;  // counted only to be reported
            }
            stats[c.engines[a].process.name + " vs " + c.engines[b].process.name] = {
                {"wins", n.wins},   {"losses", n.losses}, {"draws", n.draws}, {"penta_WW", n.ww}, {"penta_WD", n.wd},
                {"penta_WL", n.wl}, {"penta_DD", n.dd},   {"penta_LD", n.ld}, {"penta_LL", n.ll}};
        }
    j["stats"] = stats;
    return j;
}

}  // namespace gambit::match

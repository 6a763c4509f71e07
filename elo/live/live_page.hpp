// The live page: one HTML page showing a run as it goes (verdict, Elo and LLR against games, pace and ETA,
// time use per engine, the latest games, the shards), and the JSON the page polls to update itself.
// The page's sections are rendered here, on the server, with every engine- or file-supplied string escaped;
// the page's script only swaps a section's HTML when it changed.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "elo/live/watch.hpp"

namespace gambit::live {

// (element id, HTML) of every section, in page order.
std::vector<std::pair<std::string, std::string>> live_sections(const LiveView& view);

// The whole page, sections filled in, with the script that polls status.json every two seconds.
std::string render_live_page(const LiveView& view);

// {"games": N, "planned": M, "status": "...", "finished": bool, "sections": {"id": "html", ...}}
std::string render_live_status(const LiveView& view);

// "45 s", "12 min 05 s", "3 h 20 min"
std::string duration_text(double seconds);

}  // namespace gambit::live

// What a person sees of each page, measured in headless Chromium at a desktop width (1280 px) and a phone's
// (700 px): nothing wider than the window (wide tables scroll inside their own box), no chart text outside
// its chart, no line, band or dot outside its chart's frame, no legend on the frame, and the verdict
// sentence present. The pages: the report of a real match and of a real three-engine round-robin (gambit at
// fixed nodes), the report of the test fixture (engine names with markup), the strength history kept in
// docs/strength/history, and the live page of the match and of the round-robin.
// Fails when Chromium is not installed (scripts/install-deps --browser installs it; scripts/test does,
// so CI has it), unless GAMBIT_SKIP_BROWSER=1 says the browser was left out on purpose: then it skips.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "elo/live/live_page.hpp"
#include "elo/live/watch.hpp"
#include "elo/report/history.hpp"
#include "elo/report/html_pieces.hpp"
#include "elo/report/load.hpp"
#include "tests/support/temp_dir.hpp"

namespace {

namespace fs = std::filesystem;

const std::string kBin = GAMBIT_BINARY_DIR;
const std::string kData = GAMBIT_TEST_DATA_DIR;
const std::string kProbe = GAMBIT_BROWSER_PROBE;  // layout_probe.js

std::string read(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

bool getenv_is(const char* name, const std::string& value) {
    const char* set = std::getenv(name);
    return set && value == set;
}

std::string chromium() {
    for (const char* path : {"/usr/bin/chromium", "/usr/bin/chromium-browser"})
        if (fs::exists(path)) return path;
    return "";
}

// The folder the pages and the runs live in, made once for the suite.
const fs::path& scratch() {
    static const gambit::test_support::TempDir dir("gambit-browser-e2e");
    return dir.path();
}

int run(const std::string& command) {
    return std::system((command + " >" + (scratch() / "command.log").string() + " 2>&1").c_str());
}

// gambit at fixed nodes, as the quick start plays it (smaller): `engines` name=Preset pairs.
void play(const std::string& tag, const std::vector<std::pair<std::string, std::string>>& engines,
          const std::string& more) {
    std::string command = kBin + "/gambit-match";
    for (const auto& [name, preset] : engines)
        command += " -engine cmd=" + kBin + "/gambit name=" + name + " option.Preset=" + preset;
    command += " -each tc=inf nodes=400 option.Baseline=classic option.Hash=8 -openings file=" +
               (fs::path(kData) / "manager" / "openings.epd").string() + " order=sequential -concurrency 2 " + more +
               " -pgnout file=" + (scratch() / (tag + ".pgn")).string() + " -results file=" +
               (scratch() / (tag + ".json")).string();
    ASSERT_EQ(run(command), 0) << read(scratch() / "command.log");
}

gambit::report::ReportInput load(const std::string& tag) {
    return gambit::report::load_report_input((scratch() / (tag + ".json")).string(),
                                             (scratch() / (tag + ".pgn")).string());
}

// The measurements of layout_probe.js for `html` at `width`, or null when Chromium gave nothing.
nlohmann::json measure(const std::string& html, const std::string& name, int width) {
    std::string page = html;
    // The pages forbid scripts (Content-Security-Policy); the copy under test lets the probe run.
    page = std::regex_replace(page, std::regex("<meta http-equiv=\"Content-Security-Policy\"[^>]*>"), "");
    const auto body_end = page.rfind("</body>");
    page.insert(body_end == std::string::npos ? page.size() : body_end, "<script>" + read(kProbe) + "</script>");
    const fs::path file = scratch() / (name + "-" + std::to_string(width) + ".html");
    std::ofstream(file, std::ios::binary) << page;
    const fs::path dom = scratch() / (name + "-" + std::to_string(width) + ".dom");
    const std::string profile = (scratch() / ("profile-" + name + std::to_string(width))).string();
    const std::string command = "timeout 90 " + chromium() +
                                " --headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
                                "--disable-background-networking --disable-component-update --disable-sync "
                                "--disable-dev-shm-usage --hide-scrollbars --user-data-dir=" + profile +
                                " --window-size=" + std::to_string(width) + ",2000 --dump-dom file://" + file.string() +
                                " >" + dom.string() + " 2>" + dom.string() + ".log";
    std::system(command.c_str());
    const std::string text = read(dom);
    const std::string head = "<pre id=\"layout-probe\">";
    const auto at = text.rfind(head);  // the element the probe appended last
    if (at == std::string::npos) return nullptr;
    std::string json = text.substr(at + head.size(), text.find("</pre>", at) - at - head.size());
    for (const auto& [entity, c] : std::vector<std::pair<std::string, std::string>>{{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&nbsp;", " "}, {"&amp;", "&"}})
        for (auto pos = json.find(entity); pos != std::string::npos; pos = json.find(entity, pos + c.size()))
            json.replace(pos, entity.size(), c);
    return nlohmann::json::parse(json, nullptr, false);
}

// Every check at both widths; `sentence` is what the verdict sentence must say.
void check_page(const std::string& html, const std::string& name, const std::regex& sentence) {
    for (int width : {1280, 700}) {
        SCOPED_TRACE(name + " at " + std::to_string(width) + " px");
        const nlohmann::json m = measure(html, name, width);
        ASSERT_TRUE(m.is_object()) << "Chromium gave no measurements for " << name << ": "
                                   << read(scratch() / (name + "-" + std::to_string(width) + ".dom.log")).substr(0, 2000);
        EXPECT_EQ(m["width"], width);  // the window really was this wide
        EXPECT_LE(m["scroll_width"].get<int>(), width) << "the page scrolls sideways";
        for (const auto& wide : m["wide"]) ADD_FAILURE() << "wider than the window: " << wide.get<std::string>();
        EXPECT_FALSE(m["charts"].empty());
        for (const auto& chart : m["charts"])
            for (const auto& problem : chart["problems"])
                ADD_FAILURE() << chart["title"].get<std::string>() << ": " << problem.get<std::string>();
        ASSERT_TRUE(m["summary"].is_string()) << "no verdict sentence (#summary)";
        EXPECT_TRUE(std::regex_search(m["summary"].get<std::string>(), sentence)) << m["summary"];
    }
}

class BrowserE2E : public testing::Test {
protected:
    void SetUp() override {
        // scripts/test installs Chromium unless GAMBIT_SKIP_BROWSER=1 asks it not to: only then may this skip.
        if (chromium().empty() && getenv_is("GAMBIT_SKIP_BROWSER", "1"))
            GTEST_SKIP() << "GAMBIT_SKIP_BROWSER=1 and Chromium is not installed, so the pages are not checked in a browser";
        ASSERT_FALSE(chromium().empty()) << "Chromium is missing (scripts/install-deps --browser installs it; "
                                            "GAMBIT_SKIP_BROWSER=1 skips this check)";
    }
    // The two runs, played once for the suite.
    static void played() {
        static const bool once = [] {
            play("match", {{"classic-nm", "nm"}, {"classic-none", "none"}}, "-rounds 12 -repeat -sprt elo0=0 elo1=10");
            play("rr", {{"classic-nm", "nm"}, {"classic-none", "none"}, {"classic-mc", "mc-enhanced"}},
                 "-tournament round-robin -rounds 3 -repeat");
            return true;
        }();
        (void)once;
    }
};

const std::regex kMatchSentence("^classic-nm (is stronger than|is weaker than|and) |^No clear difference between classic-nm and classic-none");

TEST_F(BrowserE2E, MatchReportFitsTheWindow) {
    played();
    check_page(gambit::report::render_html(load("match")), "match-report", kMatchSentence);
}

TEST_F(BrowserE2E, RoundRobinReportFitsTheWindow) {
    played();
    check_page(gambit::report::render_html(load("rr")), "rr-report", std::regex(" leads the round-robin of 3 engines with "));
}

TEST_F(BrowserE2E, FixtureReportWithMarkupInTheNames) {
    check_page(gambit::report::render_html(gambit::report::load_report_input(kData + "/report/match.json", kData + "/report/match.pgn")),
               "fixture-report", std::regex("<script>alert\\(1\\)</script>"));
}

TEST_F(BrowserE2E, HistoryPageFitsTheWindow) {
    const auto history = gambit::report::load_history(kData + "/../../docs/strength/history", "gambit", "Stockfish 2400");
    check_page(gambit::report::render_history_html(history), "history", std::regex("^Over 11 runs, gambit against Stockfish 2400 went from "));
}

TEST_F(BrowserE2E, LivePagesFitTheWindow) {
    played();
    for (const std::string tag : {"match", "rr"}) {
        auto watch = gambit::live::Watch::run((scratch() / (tag + ".json")).string(), (scratch() / (tag + ".pgn")).string());
        check_page(gambit::live::render_live_page(watch.look()), "live-" + tag,
                   tag == "match" ? kMatchSentence : std::regex(" leads the round-robin of 3 engines"));
    }
}

}  // namespace

#include "elo/report/report_cli.hpp"

#include <charconv>
#include <fstream>
#include <iostream>
#include <optional>
#include <stdexcept>

#include "elo/report/html_pieces.hpp"

namespace gambit::report {
namespace {

constexpr const char* kUsage =
    "usage: gambit-elo report RESULTS.json [--pgn MATCH.pgn] [--out FILE] [--format html|md|commit] [--bench "
    "N] [--tc TC]";

}  // namespace

int run_report_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::optional<std::string> results, pgn, out_path, bench, tc;
    std::string format = "html";
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&](std::optional<std::string>& slot) {
            if (i + 1 >= args.size()) throw std::invalid_argument(a + " needs a value");
            slot = args[++i];
        };
        if (a == "--pgn")
            value(pgn);
        else if (a == "--out" || a == "-o")
            value(out_path);
        else if (a == "--bench")
            value(bench);
        else if (a == "--tc")
            value(tc);
        else if (a == "--format") {
            std::optional<std::string> f;
            value(f);
            format = *f;
        } else if (a == "--help" || a == "-h") {
            out << kUsage << "\n";
            return 0;
        } else if (!a.empty() && a[0] == '-') {
            err << "gambit-elo report: unknown option " << a << "\n" << kUsage << "\n";
            return 2;
        } else if (results) {
            err << "gambit-elo report: one results file only (got " << *results << " and " << a << ")\n";
            return 2;
        } else {
            results = a;
        }
    }
    if (!results) {
        err << kUsage << "\n";
        return 2;
    }
    if (format != "html" && format != "md" && format != "markdown" && format != "commit") {
        err << "gambit-elo report: unknown format '" << format << "' (expected html, md or commit)\n";
        return 2;
    }
    ReportInput in;
    try {
        in = load_report_input(*results, pgn);
    } catch (const std::exception& e) {
        err << "gambit-elo report: " << e.what() << "\n";
        return 2;
    }
    if (bench) {
        std::int64_t n = 0;
        auto [end, ec] = std::from_chars(bench->data(), bench->data() + bench->size(), n);
        if (ec != std::errc{} || end != bench->data() + bench->size() || n < 0) {
            err << "gambit-elo report: --bench expects a node count, got '" << *bench << "'\n";
            return 2;
        }
        in.bench = n;
    }
    if (tc) in.tc = *tc;

    const std::string text = format == "html"     ? render_html(in)
                             : format == "commit" ? render_commit_block(in)
                                                  : render_markdown(in);
    if (!out_path) {
        out << text;
        return 0;
    }
    std::ofstream file(*out_path, std::ios::binary | std::ios::trunc);
    file << text;
    if (!file.flush()) {
        err << "gambit-elo report: " << *out_path << ": cannot write\n";
        return 2;
    }
    return 0;
}

int report_main(int argc, char** argv) {
    std::vector<std::string> args;
    for (int i = 1; i < argc; ++i) args.emplace_back(argv[i]);
    try {
        return run_report_command(args, std::cout, std::cerr);
    } catch (const std::invalid_argument& e) {
        std::cerr << "gambit-elo report: " << e.what() << "\n";
        return 2;
    }
}

}  // namespace gambit::report

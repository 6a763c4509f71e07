// gambit-elo history DIR: the strength history of a folder of results files, as HTML and Markdown.
#include <fstream>
#include <iostream>
#include <optional>

#include "elo/report/history.hpp"

namespace gambit::report {
namespace {

constexpr const char* kHistoryUsage =
    "usage: gambit-elo history DIR [--engine NAME] [--reference NAME] [--out FILE.html] [--md FILE.md] "
    "[--format html|md]";

bool write_text(const std::string& path, const std::string& text, std::ostream& err) {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file << text;
    if (file.flush()) return true;
    err << "gambit-elo history: " << path << ": cannot write\n";
    return false;
}

}  // namespace

int run_history_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::optional<std::string> dir, engine, reference, html_path, md_path;
    std::string format = "html";
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&](std::optional<std::string>& slot) {
            if (i + 1 >= args.size()) return false;
            slot = args[++i];
            return true;
        };
        bool ok = true;
        if (a == "--engine") ok = value(engine);
        else if (a == "--reference") ok = value(reference);
        else if (a == "--out" || a == "-o") ok = value(html_path);
        else if (a == "--md") ok = value(md_path);
        else if (a == "--format") {
            std::optional<std::string> f;
            ok = value(f);
            if (ok) format = *f;
        } else if (a == "--help" || a == "-h") {
            out << kHistoryUsage << "\n";
            return 0;
        } else if (!a.empty() && a[0] == '-') {
            err << "gambit-elo history: unknown option " << a << "\n" << kHistoryUsage << "\n";
            return 2;
        } else if (dir) {
            err << "gambit-elo history: one folder only (got " << *dir << " and " << a << ")\n";
            return 2;
        } else {
            dir = a;
        }
        if (!ok) {
            err << "gambit-elo history: " << a << " needs a value\n";
            return 2;
        }
    }
    if (!dir || (format != "html" && format != "md")) {
        err << kHistoryUsage << "\n";
        return 2;
    }
    History h;
    try {
        h = load_history(*dir, engine, reference);
    } catch (const std::exception& e) {
        err << "gambit-elo history: " << e.what() << "\n";
        return 2;
    }
    if (html_path && !write_text(*html_path, render_history_html(h), err)) return 2;
    if (md_path && !write_text(*md_path, render_history_markdown(h), err)) return 2;
    if (!html_path && !md_path) out << (format == "md" ? render_history_markdown(h) : render_history_html(h));
    return 0;
}

}  // namespace gambit::report

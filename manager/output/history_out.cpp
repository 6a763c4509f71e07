#include "manager/output/history_out.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "manager/output/atomic_file.hpp"

namespace gambit::match {
namespace {

namespace fs = std::filesystem;

// A commit as part of a file name: letters, digits, '.', '_' and '-', at most 12 of them.
std::string file_part(const std::string& commit) {
    std::string out;
    for (char c : commit.substr(0, 12)) out += std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' ? c : '-';
    return out.empty() ? "unknown" : out;
}

// One more than the highest leading number of the files in `dir` (1 in an empty folder).
int next_number(const fs::path& dir) {
    int highest = 0;
    for (const auto& entry : fs::directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        std::size_t digits = 0;
        while (digits < name.size() && std::isdigit(static_cast<unsigned char>(name[digits]))) ++digits;
        if (digits > 0 && digits < 9) highest = std::max(highest, std::stoi(name.substr(0, digits)));
    }
    return highest + 1;
}

}  // namespace

std::string append_history(const std::string& results, const std::string& dir, std::string commit,
                           const std::string& label) {
    std::ifstream in(results, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    nlohmann::ordered_json doc = nlohmann::ordered_json::parse(text.str(), nullptr, false);
    if (!in || doc.is_discarded() || !doc.is_object()) throw std::runtime_error(results + ": not a results file");
    if (commit.empty()) {
        const char* sha = std::getenv("GITHUB_SHA");  // what GitHub Actions names the commit under test
        commit = sha && *sha ? sha : "unknown";
    }
    doc.erase("games");  // a history keeps the counts; the games stay with the run
    nlohmann::ordered_json out{{"commit", commit}, {"label", label}};
    for (auto& [key, value] : doc.items()) out[key] = value;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) throw std::runtime_error(dir + ": " + ec.message());
    char number[16];
    std::snprintf(number, sizeof number, "%04d", next_number(dir));
    const std::string path = (fs::path(dir) / (std::string(number) + "-" + file_part(commit) + ".json")).string();
    write_file_atomically(path, out.dump(1) + "\n");
    return path;
}

}  // namespace gambit::match

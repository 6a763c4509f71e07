#include "engine/eval/params_io.hpp"

#include <fstream>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

namespace gambit::eval {

using nlohmann::json;

std::string params_to_json(const EvalParams& params) {
    json out = json::object();
    EvalParams p = params;
    auto pair = [](Score s) { return json::array({s.mg, s.eg}); };
    visit_params(
        p,
        [&](const std::string& name, Score* s, std::size_t n) {
            if (n == 1) return void(out[name] = pair(s[0]));
            json list = json::array();
            for (std::size_t i = 0; i < n; ++i) list.push_back(pair(s[i]));
            out[name] = list;
        },
        [&](const std::string& name, int* v, std::size_t n, IntPhase) {
            out[name] = n == 1 ? json(v[0]) : json(std::vector<int>(v, v + n));
        });
    // One field per line keeps files diffable; the big tables stay one line each.
    std::string text = "{\n";
    bool first = true;
    visit_params(
        p, [&](const std::string& name, Score*, std::size_t) { text += (first ? "  \"" : ",\n  \"") + name + "\": " + out[name].dump(), first = false; },
        [&](const std::string& name, int*, std::size_t, IntPhase) { text += (first ? "  \"" : ",\n  \"") + name + "\": " + out[name].dump(), first = false; });
    return text + "\n}\n";
}

std::optional<EvalParams> params_from_json(const std::string& text, const EvalParams& base, std::string* error) {
    auto fail = [&](const std::string& message) -> std::optional<EvalParams> {
        if (error) *error = message;
        return std::nullopt;
    };
    const json in = json::parse(text, nullptr, false);
    if (in.is_discarded() || !in.is_object()) return fail("not a JSON object");

    EvalParams params = base;
    std::set<std::string> known;
    std::string problem;
    auto number = [](const json& j, int& out) {
        if (!j.is_number()) return false;
        out = j.get<int>();
        return true;
    };
    auto score = [&](const json& j, Score& out) {
        return j.is_array() && j.size() == 2 && number(j[0], out.mg) && number(j[1], out.eg);
    };
    visit_params(
        params,
        [&](const std::string& name, Score* s, std::size_t n) {
            known.insert(name);
            if (!problem.empty() || !in.contains(name)) return;
            const json& j = in[name];
            bool ok = n == 1 ? score(j, s[0]) : j.is_array() && j.size() == n;
            for (std::size_t i = 0; ok && n > 1 && i < n; ++i) ok = score(j[i], s[i]);
            if (!ok) problem = "field '" + name + "' must be " + (n == 1 ? "[mg, eg]" : std::to_string(n) + " pairs [mg, eg]");
        },
        [&](const std::string& name, int* v, std::size_t n, IntPhase) {
            known.insert(name);
            if (!problem.empty() || !in.contains(name)) return;
            const json& j = in[name];
            bool ok = n == 1 ? number(j, v[0]) : j.is_array() && j.size() == n;
            for (std::size_t i = 0; ok && n > 1 && i < n; ++i) ok = number(j[i], v[i]);
            if (!ok) problem = "field '" + name + "' must be " + (n == 1 ? "a number" : std::to_string(n) + " numbers");
        });
    if (!problem.empty()) return fail(problem);
    for (const auto& item : in.items())
        if (!known.count(item.key())) return fail("unknown field '" + item.key() + "'");
    return params;
}

std::optional<EvalParams> load_params_file(const std::string& path, const EvalParams& base, std::string* error) {
    std::ifstream file(path);
    if (!file) {
        if (error) *error = "cannot read '" + path + "'";
        return std::nullopt;
    }
    std::stringstream text;
    text << file.rdbuf();
    auto params = params_from_json(text.str(), base, error);
    if (!params && error) *error = path + ": " + *error;
    return params;
}

void write_params_cpp(std::ostream& out, const EvalParams& params, const std::string& comment) {
    std::istringstream lines(comment);
    for (std::string line; std::getline(lines, line);) out << "// " << line << '\n';
    out << "#include \"engine/eval/eval_params.hpp\"\n\n"
        << "namespace gambit::eval {\n\n"
        << "EvalParams default_params() {\n"
        << "    // Every weight in visit_params order; a Score is its mg value then its eg value. Tables run a8 .. h1.\n"
        << "    static constexpr int values[] = {\n";
    EvalParams p = params;
    auto line = [&](const std::vector<int>& values) {
        out << "       ";
        for (int v : values) out << ' ' << v << ',';
        out << '\n';
    };
    visit_params(
        p,
        [&](const std::string& name, Score* s, std::size_t n) {
            out << "        // " << name << '\n';
            for (std::size_t i = 0; i < n; i += 8) {
                std::vector<int> values;
                for (std::size_t k = i; k < n && k < i + 8; ++k) values.insert(values.end(), {s[k].mg, s[k].eg});
                line(values);
            }
        },
        [&](const std::string& name, int* v, std::size_t n, IntPhase) {
            out << "        // " << name << '\n';
            line(std::vector<int>(v, v + n));
        });
    out << "    };\n"
        << "    static_assert(sizeof(values) == sizeof(EvalParams));\n"
        << "    EvalParams p{};\n"
        << "    const int* next = values;\n"
        << "    visit_params(\n"
        << "        p,\n"
        << "        [&](const std::string&, Score* s, std::size_t n) {\n"
        << "            for (std::size_t i = 0; i < n; ++i, next += 2) s[i] = Score(next[0], next[1]);\n"
        << "        },\n"
        << "        [&](const std::string&, int* v, std::size_t n, IntPhase) {\n"
        << "            for (std::size_t i = 0; i < n; ++i) v[i] = *next++;\n"
        << "        });\n"
        << "    return p;\n"
        << "}\n\n"
        << "}  // namespace gambit::eval\n";
}

}  // namespace gambit::eval

#include "engine/tools/texel.hpp"

#include <cmath>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <set>

#include <nlohmann/json.hpp>

#include "engine/eval/phase.hpp"

namespace gambit::tools::texel {

using eval::SlotKind;

void TuningSet::add(const chess::Position& pos, double result, const eval::EvalParams& params) {
    traces.push_back(eval::trace_evaluation(pos, params));
    results.push_back(result);
}

Eigen::VectorXd to_vector(const eval::EvalParams& params) {
    const std::vector<double> slots = eval::to_slots(params);
    return Eigen::Map<const Eigen::VectorXd>(slots.data(), Eigen::Index(slots.size()));
}

eval::EvalParams to_params(const Eigen::VectorXd& weights) {
    return eval::from_slots(std::vector<double>(weights.data(), weights.data() + weights.size()));
}

std::optional<Eigen::VectorXd> tunable_mask(const std::vector<std::string>& fields) {
    const std::set<std::string> wanted(fields.begin(), fields.end());
    std::set<std::string> seen;
    Eigen::VectorXd mask(Eigen::Index(eval::SlotCount));
    const std::vector<SlotKind> kinds = eval::slot_kinds();
    Eigen::Index slot = 0;
    auto mark = [&](const std::string& name, std::size_t slots) {
        const bool on = wanted.empty() || wanted.count(name);
        if (on) seen.insert(name);
        for (std::size_t i = 0; i < slots; ++i, ++slot) mask[slot] = on && kinds[std::size_t(slot)] != SlotKind::Fixed;
    };
    eval::EvalParams p{};
    eval::visit_params(
        p, [&](const std::string& name, eval::Score*, std::size_t n) { mark(name, 2 * n); },
        [&](const std::string& name, int*, std::size_t n, eval::IntPhase) { mark(name, n); });
    if (!wanted.empty() && seen.size() != wanted.size()) return std::nullopt;
    return mask;
}

Objective::Objective(const TuningSet& set) : results_(Eigen::Index(set.size())) {
    const std::vector<SlotKind> kinds = eval::slot_kinds();
    std::vector<Eigen::Triplet<double>> entries, endgame_entries;
    complexities_.reserve(set.size());
    for (std::size_t i = 0; i < set.size(); ++i) {
        const eval::EvalTrace& t = set.traces[i];
        results_[Eigen::Index(i)] = set.results[i];
        const double mg = double(t.phase) / eval::MaxPhase;
        const double eg = double(t.scale) / 64 * (eval::MaxPhase - t.phase) / eval::MaxPhase;
        for (const eval::EvalTrace::Term& term : t.terms) {
            const bool endgame = kinds[std::size_t(term.slot)] == SlotKind::Eg;
            entries.emplace_back(int(i), term.slot, term.count * (endgame ? eg : mg));
            if (endgame) endgame_entries.emplace_back(int(i), term.slot, term.count);
        }
        Complexity& complexity = complexities_.emplace_back();
        complexity.factor = eg;
        for (int p = 0; p < eval::ComplexityInputs; ++p) complexity.inputs[p] = t.complexity[p];
        for (int c = 0; c < 2; ++c) {
            if (!t.king_danger[c]) continue;
            KingAttack king{int(i), (c == chess::White ? -1.0 : 1.0) * mg, {}};
            for (int p = 0; p < eval::KingDangerInputs; ++p) king.attacks[p] = t.king_attack[c][p];
            kings_.push_back(king);
        }
    }
    linear_.resize(Eigen::Index(set.size()), Eigen::Index(eval::SlotCount));
    linear_.setFromTriplets(entries.begin(), entries.end());
    endgame_.resize(Eigen::Index(set.size()), Eigen::Index(eval::SlotCount));
    endgame_.setFromTriplets(endgame_entries.begin(), endgame_entries.end());
}

namespace {

// The weights of one block of EvalParams (the field at byte `offset`) inside the tuner's vector.
const double* block(const Eigen::VectorXd& weights, std::size_t offset) {
    return weights.data() + offset / sizeof(int);
}
const double* attack_weights(const Eigen::VectorXd& weights) {
    return block(weights, offsetof(eval::EvalParams, attack_weight));
}
const double* complexity_weights(const Eigen::VectorXd& weights) {
    return block(weights, offsetof(eval::EvalParams, complexity));
}

// Inputs times their weights: the king-danger units, the complexity.
template <std::size_t N>
double weighted_sum(const double* weights, const double (&inputs)[N]) {
    double sum = 0;
    for (std::size_t p = 0; p < N; ++p) sum += weights[p] * inputs[p];
    return sum;
}

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

}  // namespace

Eigen::VectorXd Objective::evals(const Eigen::VectorXd& weights) const {
    Eigen::VectorXd e = linear_ * weights;
    const double* aw = attack_weights(weights);
    for (const KingAttack& king : kings_)
        e[king.position] += king.factor * eval::king_danger_penalty(weighted_sum(aw, king.attacks));
    const Eigen::VectorXd eg = endgame_ * weights;
    const double* cw = complexity_weights(weights);
    for (std::size_t i = 0; i < complexities_.size(); ++i) {
        const Complexity& x = complexities_[i];
        const auto row = Eigen::Index(i);
        e[row] += x.factor * eval::complexity_shift(eg[row], weighted_sum(cw, x.inputs));
    }
    return e;
}

double Objective::loss(const Eigen::VectorXd& weights, double k) const {
    const Eigen::VectorXd e = evals(weights);
    double sum = 0;
    for (Eigen::Index i = 0; i < e.size(); ++i) sum += std::pow(sigmoid(k * e[i]) - results_[i], 2);
    return sum / double(e.size());
}

double Objective::loss_and_gradient(const Eigen::VectorXd& weights, double k, Eigen::VectorXd& gradient) const {
    const Eigen::VectorXd e = evals(weights);
    const double n = double(e.size());
    Eigen::VectorXd d_eval(e.size());  // d loss / d eval of each position
    double sum = 0;
    for (Eigen::Index i = 0; i < e.size(); ++i) {
        const double s = sigmoid(k * e[i]);
        sum += (s - results_[i]) * (s - results_[i]);
        d_eval[i] = 2 * (s - results_[i]) * s * (1 - s) * k / n;
    }
    gradient = linear_.transpose() * d_eval;
    // Chain rule through the quadratic: d penalty / d weight[p] = slope(units) * attacks[p].
    const double* aw = attack_weights(weights);
    double* g = gradient.data() + offsetof(eval::EvalParams, attack_weight) / sizeof(int);
    for (const KingAttack& king : kings_) {
        const double outer =
            d_eval[king.position] * king.factor * eval::king_danger_slope(weighted_sum(aw, king.attacks));
        for (int p = 0; p < eval::KingDangerInputs; ++p) g[p] += outer * king.attacks[p];
    }
    // Through the complexity: while it is not clamped, eg moves by sign(eg) * c, so d/d weight[p] =
    // sign(eg) * inputs[p]; clamped, eg + sign * (-sign * eg) = 0, so the endgame slots lose their pull.
    const Eigen::VectorXd eg = endgame_ * weights;
    const double* cw = complexity_weights(weights);
    double* gc = gradient.data() + offsetof(eval::EvalParams, complexity) / sizeof(int);
    Eigen::VectorXd clamped = Eigen::VectorXd::Zero(e.size());
    for (std::size_t i = 0; i < complexities_.size(); ++i) {
        const Complexity& x = complexities_[i];
        const auto row = Eigen::Index(i);
        const double sign = double((eg[row] > 0) - (eg[row] < 0));
        const double c = weighted_sum(cw, x.inputs);
        const double outer = d_eval[row] * x.factor;
        if (c > -sign * eg[row]) {
            for (int p = 0; p < eval::ComplexityInputs; ++p) gc[p] += outer * sign * x.inputs[p];
        } else {
            clamped[row] = -outer;
        }
    }
    gradient += endgame_.transpose() * clamped;
    return sum / n;
}

double fit_k(const Objective& objective, const Eigen::VectorXd& weights, double lo, double hi) {
    const Eigen::VectorXd e = objective.evals(weights);
    const double ratio = (std::sqrt(5.0) - 1) / 2;
    double a = lo;
    double b = hi;
    double c = b - ratio * (b - a);
    double d = a + ratio * (b - a);
    double fc = objective.loss(weights, c);
    double fd = objective.loss(weights, d);
    while (b - a > 1e-9) {
        if (fc < fd) {
            b = d, d = c, fd = fc;
            c = b - ratio * (b - a);
            fc = objective.loss(weights, c);
        } else {
            a = c, c = d, fc = fd;
            d = a + ratio * (b - a);
            fd = objective.loss(weights, d);
        }
    }
    return (a + b) / 2;
}

AdamState start_adam(const Eigen::VectorXd& weights, double k) {
    return {weights, Eigen::VectorXd::Zero(weights.size()), Eigen::VectorXd::Zero(weights.size()), k, 0};
}

bool run_adam(const Objective& objective, AdamState& state, const AdamOptions& options,
              const std::function<void(int, double)>& on_epoch, std::string* error) {
    constexpr double Beta1 = 0.9;
    constexpr double Beta2 = 0.999;
    constexpr double Epsilon = 1e-12;  // gradients are small (the loss is a mean of squares below 1)
    Eigen::VectorXd gradient;
    while (state.epoch < options.epochs) {
        const double loss = objective.loss_and_gradient(state.weights, state.k, gradient);
        if (options.l2 > 0) gradient += 2 * options.l2 * (state.weights - options.anchor);
        gradient = gradient.cwiseProduct(options.mask);
        ++state.epoch;
        state.m = Beta1 * state.m + (1 - Beta1) * gradient;
        state.v = Beta2 * state.v + (1 - Beta2) * gradient.cwiseProduct(gradient);
        const double m_scale = 1 / (1 - std::pow(Beta1, state.epoch));
        const double v_scale = 1 / (1 - std::pow(Beta2, state.epoch));
        state.weights -= options.learning_rate *
                         ((state.m * m_scale).array() / ((state.v * v_scale).array().sqrt() + Epsilon)).matrix();
        if (on_epoch) on_epoch(state.epoch, loss);
        const bool save = state.epoch % options.checkpoint_every == 0 || state.epoch == options.epochs;
        if (!options.checkpoint.empty() && save && !save_checkpoint(options.checkpoint, state, objective.size(), error))
            return false;
    }
    return true;
}

namespace {

nlohmann::json to_json(const Eigen::VectorXd& v) { return std::vector<double>(v.data(), v.data() + v.size()); }

}  // namespace

bool save_checkpoint(const std::string& path, const AdamState& state, std::size_t positions, std::string* error) {
    const nlohmann::json j = {{"epoch", state.epoch}, {"k", state.k},       {"positions", positions},
                              {"weights", to_json(state.weights)}, {"m", to_json(state.m)}, {"v", to_json(state.v)}};
    // Written aside and renamed, so a run killed while saving leaves the previous checkpoint intact.
    const std::string temporary = path + ".tmp";
    {
        std::ofstream out(temporary);
        out << j.dump() << '\n';
        if (!out) {
            if (error) *error = "cannot write checkpoint '" + temporary + "'";
            return false;
        }
    }
    std::error_code ec;
    std::filesystem::rename(temporary, path, ec);
    if (ec && error) *error = "cannot rename checkpoint to '" + path + "': " + ec.message();
    return !ec;
}

std::optional<AdamState> load_checkpoint(const std::string& path, std::size_t positions, std::string* error) {
    auto fail = [&](const std::string& message) -> std::optional<AdamState> {
        if (error) *error = path + ": " + message;
        return std::nullopt;
    };
    std::ifstream in(path);
    if (!in) return fail("cannot read");
    const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
    if (j.is_discarded() || !j.is_object()) return fail("not a checkpoint (bad JSON)");
    try {
        if (j.at("positions").get<std::size_t>() != positions)
            return fail("made for " + std::to_string(j.at("positions").get<std::size_t>()) + " positions, not " +
                        std::to_string(positions));
        auto vector = [&](const char* key) {
            const std::vector<double> values = j.at(key).get<std::vector<double>>();
            if (values.size() != eval::SlotCount) throw std::runtime_error(std::string(key) + " has the wrong size");
            return Eigen::VectorXd(Eigen::Map<const Eigen::VectorXd>(values.data(), Eigen::Index(values.size())));
        };
        return AdamState{vector("weights"), vector("m"), vector("v"), j.at("k").get<double>(), j.at("epoch").get<int>()};
    } catch (const std::exception& e) {
        return fail(std::string("not a checkpoint: ") + e.what());
    }
}

}  // namespace gambit::tools::texel

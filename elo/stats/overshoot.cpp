#include "elo/stats/overshoot.hpp"

#include <cmath>

namespace gambit::elo {

void OvershootTracker::update(double samples, double llr) {
    if (std::fmod(samples, batch_) != 0 || samples < last_samples_) active_ = false;
    if (!active_) return;
    if (samples == last_samples_) return;  // the same data again
    if (samples == last_samples_ + batch_) {
        if (llr < ref0_) {
            const double step = llr - ref0_;
            m0_ += step, sq0_ += step * step, ref0_ = llr;
        }
        if (llr > ref1_) {
            const double step = llr - ref1_;
            m1_ += step, sq1_ += step * step, ref1_ = llr;
        }
    } else {  // updates were lost: start the record levels again from here
        ref0_ = ref1_ = llr;
    }
    last_samples_ = samples;
}

double OvershootTracker::lower_correction() const {
    return active_ && m0_ != 0 ? -sq0_ / m0_ / 2 : 0;
}

double OvershootTracker::upper_correction() const {
    return active_ && m1_ != 0 ? sq1_ / m1_ / 2 : 0;
}

Verdict OvershootTracker::verdict(double llr, const SprtParams& params) const {
    if (llr < lower_bound(params) + lower_correction()) return Verdict::AcceptH0;
    if (llr > upper_bound(params) - upper_correction()) return Verdict::AcceptH1;
    return Verdict::Continue;
}

}  // namespace gambit::elo

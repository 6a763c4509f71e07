#pragma once
// fishtest's dynamic overshoot correction of the SPRT bounds (Siegmund, "Sequential Analysis", Cor. 8.33).
// A test checked once per batch overshoots the bound it crosses; the expected overshoot is estimated from
// the LLR's own record-breaking steps and the bounds are moved in by that much. Optional: gambit-match
// stops on the plain bounds unless asked for fishtest-identical stopping.
#include "elo/stats/sprt.hpp"

namespace gambit::elo {

class OvershootTracker {
  public:
    // `batch`: samples (games or pairs) between two updates.
    explicit OvershootTracker(double batch = 1) : batch_(batch) {}

    // Records the LLR after `samples` samples in all. Updates one batch apart feed the estimate; a skipped
    // batch restarts the record levels; fewer samples than before, or a count that is not a multiple
    // of the batch, switch the correction off for good (as fishtest does).
    void update(double samples, double llr);

    double lower_correction() const;  // o0 >= 0: H0 is accepted when LLR < lower bound + o0
    double upper_correction() const;  // o1 >= 0: H1 is accepted when LLR > upper bound - o1
    bool active() const { return active_; }

    Verdict verdict(double llr, const SprtParams& params) const;

  private:
    double batch_;
    bool active_ = true;
    double last_samples_ = 0;
    double ref0_ = 0, m0_ = 0, sq0_ = 0;  // running minimum, sum and sum of squares of its new-low steps
    double ref1_ = 0, m1_ = 0, sq1_ = 0;  // the same for new highs
};

}  // namespace gambit::elo

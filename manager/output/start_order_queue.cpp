#include "manager/output/start_order_queue.hpp"

#include <algorithm>

namespace gambit::match {

void StartOrderQueue::started(int id) { started_.push_back(id); }

std::vector<std::string> StartOrderQueue::dropped(int id) {
    started_.erase(std::remove(started_.begin(), started_.end(), id), started_.end());
    return due();
}

std::vector<std::string> StartOrderQueue::finished(int id, std::string text) {
    held_[id] = std::move(text);
    return due();
}

std::vector<std::string> StartOrderQueue::rest() {
    std::vector<std::string> out = due();
    for (int id : started_) {
        auto it = held_.find(id);
        if (it != held_.end()) out.push_back(std::move(it->second));
    }
    started_.clear();
    held_.clear();
    return out;
}

std::vector<std::string> StartOrderQueue::due() {
    std::vector<std::string> out;
    while (!started_.empty()) {
        auto it = held_.find(started_.front());
        if (it == held_.end()) break;
        out.push_back(std::move(it->second));
        held_.erase(it);
        started_.pop_front();
    }
    return out;
}

}  // namespace gambit::match

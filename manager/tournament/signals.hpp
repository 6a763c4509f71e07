// SIGINT/SIGTERM without a global flag: the signals are blocked in every thread (construct this before
// starting any) and one watcher thread receives them with sigwait and calls back. Engines inherit the
// blocked mask, so a Ctrl-C in the terminal reaches the manager only and the engines are shut down by it.
#pragma once

#include <functional>
#include <thread>

namespace gambit::match {

class SignalWatcher {
public:
    explicit SignalWatcher(std::function<void(int)> on_signal);  // called on the watcher thread
    ~SignalWatcher();  // stops the watcher thread (the signals stay blocked)
    SignalWatcher(const SignalWatcher&) = delete;
    SignalWatcher& operator=(const SignalWatcher&) = delete;

private:
    std::function<void(int)> on_signal_;
    std::thread thread_;
};

}  // namespace gambit::match

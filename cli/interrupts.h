#pragma once
// Ctrl-C (and SIGTERM, optionally SIGHUP) while a command runs a load: the
// first asks the run to stop, a second quits at once. The handlers are set
// for the lifetime of one InterruptWatch and the previous ones restored
// after it, so a command called in-process (tests) leaves the process's
// signal handling and count as it found them. One watch at a time.
namespace bwcli {

class InterruptWatch {
public:
    explicit InterruptWatch(bool alsoHangup = false);
    ~InterruptWatch();
    InterruptWatch(const InterruptWatch&) = delete;
    InterruptWatch& operator=(const InterruptWatch&) = delete;

    int count() const;   // signals received since this watch began

private:
    bool hangup_;
    void (*previousInt_)(int);
    void (*previousTerm_)(int);
    void (*previousHup_)(int) = nullptr;
};

} // namespace bwcli

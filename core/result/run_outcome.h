#pragma once
// How a finished run ends and what that means for the exit status, decided
// in one place for every front end: the engine applies settleRunStatus() to
// each result, and the CLI (`run`, `run --rounds`, `ab`, `suite`), the
// window's `--autorun --quit-after` and suites judge runs with judgeRun()
// and turn them into an exit status with ExitTally, so they cannot disagree.
// The rule in words: docs/exit-status.md.
#include "result/run_result.h"

#include <string>

namespace bw {

// A run in which no request completed is `Failed`, whatever the mode and
// whatever caused it, and its statusMessage names the first error:
// "no request completed: Connection refused (127.0.0.1:1)". When the engine
// already failed the run ("could not connect to URL"), the first error is
// added to that message. A run the user stopped or whose target ended keeps
// its status. `firstError`: the run's first error message ("" if none).
// Any thread; pure.
void settleRunStatus(RunResult* r, const std::string& firstError);
// The start of such a message, before the first error.
inline constexpr char kNoRequestPrefix[] = "no request completed: ";

// Statuses that leave a run not judged: stopped (by the user: Ctrl-C, the
// window's Stop, a control socket's stop) and interrupted (the window closed,
// Benchwork ended). The run did not run to its end, so it neither passed
// nor failed. Any thread; pure.
bool statusLeavesUnjudged(RunStatus s);
bool statusLeavesUnjudged(const std::string& statusName);
// The verdict of such a run: notJudged, neither evaluated nor passed.
SloVerdict notJudgedVerdict();
// The rule applied to a result as a whole (its verdict and its entries'),
// for results judged before it existed (a stored stopped run that read
// "pass"): evaluateSlo() and applyRequestSlos() apply it to new ones.
void settleVerdict(RunResult* r);

// The exit statuses of every Benchwork program that runs a load.
inline constexpr int kExitPassed = 0;        // every run passed (or had no SLO and completed)
inline constexpr int kExitFailed = 1;        // a run failed: see judgeRun()
inline constexpr int kExitBadInput = 2;      // nothing ran: bad arguments, a target that never became ready
inline constexpr int kExitStartMissed = 3;   // an agent's --start-at had passed: it sent nothing
inline constexpr int kExitStopped = 130;     // the user stopped it (Ctrl-C, SIGTERM, the window's Stop)

enum class RunJudgement {
    Passed,       // complete, and its SLO (if any) passed
    Failed,       // see judgeRun()
    Incomplete,   // stopped by the user or interrupted: no verdict either way
};

// A run has failed when its status is `failed` (no request completed, the
// engine refused) or `target-exited` (its target ended during the run:
// exited, crashed, killed by the OOM killer; its figures measure a dying
// server), or when it was judged against an SLO and missed it. A run the
// user stopped, or one interrupted (the window closed), is incomplete.
// Any thread; pure.
RunJudgement judgeRun(RunStatus status, bool sloEvaluated, bool sloPassed);
RunJudgement judgeRun(const RunResult& r);
// Statuses that fail a run whatever its figures: failed, target-exited.
bool statusFailsRun(RunStatus s);
// The same for a status as the history stores it ("target-exited", ...).
bool statusFailsRun(const std::string& statusName);
// "passed", "failed", "incomplete".
const char* runJudgementName(RunJudgement j);

// The exit status of a command that ran several runs (rounds, both sides
// of an A/B comparison, a suite) or one: 130 when the user stopped it, else
// 1 when any run failed (or one that was planned could not run), else 0.
// A user's stop wins: what finished is kept, but nothing was judged whole.
class ExitTally {
public:
    void add(const RunResult& r) { add(judgeRun(r)); }
    void add(RunJudgement j);
    void addNotRun() { failed_ = true; }        // a planned run that could not run (its target did not start)
    void addStopped() { stopped_ = true; }      // the user stopped the command between runs
    bool failed() const { return failed_; }
    bool stopped() const { return stopped_; }
    int status() const { return stopped_ ? kExitStopped : failed_ ? kExitFailed : kExitPassed; }

private:
    bool failed_ = false;
    bool stopped_ = false;
};

// One run: ExitTally with just `r`.
int runExitStatus(const RunResult& r);

} // namespace bw

#pragma once
// The built-in demo target (bw::TargetSpec::Kind::Demo), started in the
// background so that Run works at once on a first start, through the same
// core bw::TargetLauncher and bw::demoLaunchSpec() as the CLI's runs and
// suites: its own process group, a guard that stops it if the window dies,
// its output in a log. A UI-thread timer polls the launcher (never blocking)
// for the "listening http://127.0.0.1:PORT" line, then for its exit. The
// window's runs attach to its process (bw::TargetSpec::Kind::Attach).
//
// Threads: UI thread only.
#include "run/target_spec.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

namespace bw {
class TargetLauncher;
}

namespace bwui {

class DemoHost : public QObject {
    Q_OBJECT
public:
    enum class State { Stopped, Starting, Ready, Failed };

    explicit DemoHost(QObject* parent = nullptr);
    ~DemoHost() override;   // stops the process

    // Starts `demo` (kind Demo: its binary, documents, CPUs; the rest is
    // ignored), stopping a process started before. Failures arrive through
    // failed() (also when they are known at once).
    void start(const bw::TargetSpec& demo = demoSpec());
    void stop();

    State state() const { return state_; }
    QString baseUrl() const { return baseUrl_; }   // "http://127.0.0.1:PORT" once Ready
    qint64 pid() const;                             // 0 when no process runs
    QString errorText() const { return error_; }
    // What a run against it gets: the running process to attach to.
    bw::TargetSpec attachSpec() const;

    // The demo target with its defaults (bw::defaultDemoBinary()).
    static bw::TargetSpec demoSpec();

signals:
    void ready(const QString& baseUrl);
    void failed(const QString& message);
    void exited(const QString& description);

private:
    void poll();
    void fail(const QString& message);

    std::unique_ptr<bw::TargetLauncher> launcher_;
    QTimer timer_;
    QElapsedTimer sinceStart_;
    State state_ = State::Stopped;
    QString baseUrl_;
    QString error_;
};

} // namespace bwui

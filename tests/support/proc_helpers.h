#pragma once
// Helpers for the target/process tests: forked children that do controlled
// things (touch memory, spin, fork again) on command through pipes, and
// waiting for conditions with deadlines instead of sleeping.
//
// A child body runs right after fork() in a process that may have threads,
// so it must stick to async-signal-safe calls: read, write, mmap, fork, _exit.
#include <chrono>
#include <cstddef>
#include <functional>
#include <sys/types.h>

namespace bwtest {

// Owns the child: when it goes out of scope (also when a failed QVERIFY
// returns early from a test) the child's group is killed and reaped, so no
// forked process outlives the test holding its output pipe open.
struct ForkedChild {
    pid_t pid = -1;
    int toChild = -1;       // parent writes commands here
    int fromChild = -1;     // parent reads reports here

    ForkedChild() = default;
    ForkedChild(const ForkedChild&) = delete;
    ForkedChild& operator=(const ForkedChild&) = delete;
    ForkedChild(ForkedChild&& other) noexcept;
    ForkedChild& operator=(ForkedChild&& other) noexcept;
    ~ForkedChild();
};

// Forks; the child runs body(in, out) then _exit(0). The child is the leader
// of its own process group (with newSession, of its own session, which also
// gives it its own scheduler autogroup), so killChildGroup() also gets its
// descendants.
ForkedChild forkChild(void (*body)(int in, int out), bool newSession = false);

// Gives a (session-leading) child more CPU share against the other sessions
// of a shared machine: nice -10 for it and for its autogroup. Needs root;
// returns false when nothing could be raised.
bool boostCpuShare(pid_t pid);

// Kills the child's whole process group, reaps the child, closes the pipes.
void killChildGroup(ForkedChild* child);

bool sendByte(int fd, char c);
// Reads one byte within `timeout`; false on timeout or end of file.
bool readByte(int fd, char* c, std::chrono::milliseconds timeout);
// Reads until `c` arrives (skipping others) within `timeout`.
bool expectByte(int fd, char c, std::chrono::milliseconds timeout);

// In a child: maps `bytes` of anonymous memory and writes to every page so
// that all of it is resident. Returns nullptr on failure.
void* touchAnonymousMemory(size_t bytes);
// In a child: blocks until the parent closes or writes to `in`.
void blockOn(int in);

// Polls `condition` every `step` until it holds or `timeout` passes.
bool waitUntil(const std::function<bool()>& condition, std::chrono::milliseconds timeout,
               std::chrono::milliseconds step = std::chrono::milliseconds(10));

// A loopback TCP port that nothing listened on a moment ago.
int unusedLoopbackPort();
// Whether something accepts TCP connections on 127.0.0.1:port right now.
bool loopbackPortAnswers(int port);

// Whether `program` can be found on PATH.
bool haveProgram(const char* program);

// The pid of a process that existed a moment ago and is gone now (forked,
// exited and reaped), for tests of "is that owner still alive?"; 0 when
// fork failed. Any thread.
pid_t deadPid();

// How many file descriptors this process has open right now (the entries
// of /proc/self/fd, /dev/fd on macOS, less the listing's own), for "nothing
// left open" checks; -1 when the listing cannot be read.
int openFdCount();

} // namespace bwtest

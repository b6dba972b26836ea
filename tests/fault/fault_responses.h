#pragma once
// What the fault server answers on each path (see docs/reliability.md):
//   /ok                 200, small body, keep-alive
//   /status/NNN         status NNN (200..599) with a small body, keep-alive
//   /close              200 with Connection: close, then the server closes
//   /reset              half a response head, then RST
//   /garbage            a line that is not HTTP, then close
//   /short              Content-Length: 1000 but 100 bytes, then close
//   /bad-chunked        chunked body with an invalid chunk size; stays open
//   /slow?ms=N          200 after N ms (default 2000)
//   /big?mb=N           200 with N MiB of body (default 100), streamed
//   /stall?id=X&at=K&ms=M   see StallBoard: one M ms stall, then normal
// Anything else is 404.
#include "fault_request.h"
#include "stall_board.h"

namespace bwfault {

// What the connection loop does once the answer is written.
enum class After { KeepAlive, Close, Reset, HoldUntilPeerCloses };

// Writes the answer to `req` on `fd` (blocking; may sleep for /slow and
// /stall). Runs on the connection's own thread.
After respond(int fd, const FaultRequest& req, StallBoard& stalls);

} // namespace bwfault

#pragma once
// A flow for servers that answer every path with one fixed body (the HTTP/2
// and HTTP/3 test servers): the body gives a token and two ids; a login
// step extracts the token (checking its value), a list step sends it in its
// path and extracts a random id, an item step sends the id in a header to /status/404
// and checks for 200, which fails every time. flowFixtureProblem() says what in
// a run's result is not as that flow must give it ("" when all is).
#include "result/run_result.h"

#include <string>

namespace bwtest {

inline constexpr const char* kFlowFixtureBody = R"({"token":"tok123","items":[{"id":7},{"id":8}]})";

bw::RequestSet flowFixtureSet();
std::string flowFixtureProblem(const bw::RunResult& r);

} // namespace bwtest

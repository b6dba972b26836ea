#include "flow_fixture.h"

namespace bwtest {

bw::RequestSet flowFixtureSet()
{
    bw::Flow f;
    f.name = "fixed";
    bw::FlowStep login;
    login.request.name = "login";
    login.request.path = "/login";
    login.extract.push_back({"token", bw::ExtractFrom::JsonPointer, "/token", 1, bw::ExtractPick::First});
    bw::FlowCheck token;
    token.kind = bw::CheckKind::JsonEquals;
    token.expression = "/token";
    token.expected = "\"tok123\"";
    login.checks.push_back(token);
    bw::FlowStep list;
    list.request.name = "list";
    list.request.path = "/items?t={{token}}";
    list.request.headers = {{"X-Token", "{{token}}"}};
    list.extract.push_back({"id", bw::ExtractFrom::JsonPath, "$.items[*].id", 1, bw::ExtractPick::Random});
    bw::FlowStep item;
    item.request.name = "item";
    item.request.path = "/status/404";
    item.request.headers = {{"X-Id", "{{id}}"}};
    bw::FlowCheck ok;
    ok.statuses = {{200, 0}};
    item.checks.push_back(ok);
    f.steps = {login, list, item};
    bw::RequestSet s;
    s.source = "flow fixture";
    s.seed = 5;
    s.seedSet = true;
    s.flows = {f};
    return s;
}

std::string flowFixtureProblem(const bw::RunResult& r)
{
    if (r.byStep.size() != 3 || r.byFlow.size() != 1)
        return "expected 3 steps and 1 flow, got " + std::to_string(r.byStep.size()) + " and " + std::to_string(r.byFlow.size());
    uint64_t sum = 0;
    for (const bw::RequestStats& s : r.byStep) {
        sum += s.requests;
        if (s.requests == 0)
            return s.name + ": no requests";
        if (s.skipped != 0)
            return s.name + ": skipped " + std::to_string(s.skipped) + " times (an extraction missed)";
        if (s.errors.transport() != 0)
            return s.name + ": transport errors";
    }
    if (sum != r.requests)
        return "the steps' requests add up to " + std::to_string(sum) + ", the run's are " + std::to_string(r.requests);
    if (r.byStep[0].checkFailures() != 0 || r.byStep[1].checkFailures() != 0)
        return "login or list failed a check or an extraction";
    const bw::RequestStats& item = r.byStep[2];
    if (item.checks.empty() || item.checks[0].failures != item.requests || item.errors.status != item.requests)
        return "item: its status check failed " + std::to_string(item.checks.empty() ? 0 : item.checks[0].failures) + " of "
               + std::to_string(item.requests) + " times (every 404 should fail it)";
    if (r.byFlow[0].iterations == 0 || r.byFlow[0].failedIterations != r.byFlow[0].iterations)
        return "every iteration should have failed (its item check did)";
    return {};
}

} // namespace bwtest

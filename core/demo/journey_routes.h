#pragma once
// The demo target's journey routes (docs/demo-target.md, "Journeys"): what a
// flow (docs/flows.md) exercises, a login whose token the later routes
// require and ids that must come from the session's own listing:
//   POST /journey/login          {"token": T, "user": ...} and Set-Cookie: journey=T
//   GET  /journey/items          {"items": [{"id", "title", "price"} x 10]}: listed to the session
//   GET  /journey/items/{id}     the item, when the session was listed it (404 otherwise)
//   POST /journey/cart           {"id": N} of a listed item: {"cart": count}
//   POST /journey/checkout       {"order": ..., "items": count, "status": "paid"}; 409 with an empty cart
// Every route but the login wants the token, as "Authorization: Bearer T"
// or the "journey" cookie: a missing, unknown or expired one answers 401.
// Thread-safe.
#include "demo_response.h"
#include "journey_store.h"

#include <functional>
#include <optional>
#include <string_view>

namespace bw::demo {

struct DemoRequest;

class JourneyRoutes {
public:
    // Items are ids 1..documents (before serving; 300 until set).
    void setDocuments(int64_t documents) { documents_ = documents; }

    DemoResponse login(const DemoRequest& request);
    DemoResponse items(const DemoRequest& request);
    DemoResponse item(const DemoRequest& request, std::string_view idText);
    DemoResponse cart(const DemoRequest& request);
    DemoResponse checkout(const DemoRequest& request);

private:
    // The request's session, from its bearer token or its journey cookie.
    std::optional<uint32_t> sessionOf(const DemoRequest& request) const;

    int64_t documents_ = 300;
    JourneyStore store_;
};

} // namespace bw::demo

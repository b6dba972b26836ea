#pragma once
// The demo target's routes, mirroring a framework benchmark report's
// scenarios:
//   GET  /json             {"message":"Hello, World!"}   (pure HTTP)
//   GET  /plaintext        Hello, World!
//   POST /api/signal       validated JSON in, shaped JSON out (no DB)
//   GET  /db/find/{id}     one document by primary key
//   GET  /db/list          sorted, paginated, light projection
//   GET  /db/relation/{id} a document and its related documents (one join)
//   /journey/...           a user journey: login, listing, item, cart, checkout (journey_routes.h)
// Unknown paths answer 404, a known path with the wrong method 405 + Allow.
// Independent of the HTTP library: DemoServer adapts it.
#include "demo_response.h"
#include "journey_routes.h"

#include <functional>
#include <optional>
#include <string_view>

namespace bw::demo {

class DemoDatabasePool;

enum class DemoRoute {
    Json, Plaintext, Signal, DbFind, DbList, DbRelation,
    JourneyLogin, JourneyItems, JourneyItem, JourneyCart, JourneyCheckout,
    Unknown
};

// The constant bodies of the two static routes.
inline constexpr std::string_view kJsonBody = R"({"message":"Hello, World!"})";
inline constexpr std::string_view kPlaintextBody = "Hello, World!";
inline constexpr const char* kJsonType = "application/json";
inline constexpr const char* kPlaintextType = "text/plain; charset=utf-8";

struct RouteMatch
{
    DemoRoute route = DemoRoute::Unknown;
    std::string_view idText;   // the {id} segment of /db/find, /db/relation and /journey/items
};

// Matches a request path (no query string). Thread-safe.
RouteMatch matchDemoRoute(std::string_view path);
// The Allow header value for a route ("GET, HEAD" or "POST").
const char* allowedMethods(DemoRoute route);
// The routes whose request body is read (POST): signal and the journey's.
bool readsBody(DemoRoute route);
bool isMethodAllowed(DemoRoute route, std::string_view method);

struct DemoRequest
{
    std::string_view method;   // "GET", "POST", ...
    std::string_view path;     // decoded path without the query string
    // Looks a query parameter up by name; nullopt when absent.
    std::function<std::optional<std::string_view>(const char* name)> query;
    // Looks a request header up by name (case-insensitive); nullopt when absent.
    std::function<std::optional<std::string_view>(const char* name)> header;
    std::string_view body;
};

class DemoRouter
{
public:
    // The pool must outlive the router.
    explicit DemoRouter(DemoDatabasePool& pool) : pool_(pool) {}
    // The journey's items are ids 1..documents (before serving).
    void setDocuments(int64_t documents) { journey_.setDocuments(documents); }

    // Answers one request. Thread-safe: every worker thread may call it.
    DemoResponse handle(const DemoRequest& request);
    DemoResponse handle(const DemoRequest& request, const RouteMatch& match);

private:
    DemoResponse signal(const DemoRequest& request) const;
    DemoResponse find(std::string_view idText, bool withRelations) const;
    DemoResponse list(const DemoRequest& request) const;

    DemoDatabasePool& pool_;
    JourneyRoutes journey_;
};

} // namespace bw::demo

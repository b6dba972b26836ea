#include "demo_router.h"

#include "demo_database_pool.h"
#include "json_writer.h"
#include "list_query.h"
#include "signal_request.h"

#include <chrono>
#include <cstdint>
#include <limits>

namespace bw::demo {

namespace {

constexpr std::string_view kFindPrefix = "/db/find/";
constexpr std::string_view kRelationPrefix = "/db/relation/";
constexpr std::string_view kJourneyItemPrefix = "/journey/items/";

// A path segment as the {id} of a /db route: the rest must be one segment.
std::optional<std::string_view> segmentAfter(std::string_view path, std::string_view prefix)
{
    if (path.substr(0, prefix.size()) != prefix)
        return std::nullopt;
    std::string_view rest = path.substr(prefix.size());
    if (rest.find('/') != std::string_view::npos)
        return std::nullopt;
    return rest;
}

std::optional<std::int64_t> parseId(std::string_view text)
{
    return parseBounded(text, 0, std::numeric_limits<std::int64_t>::max());
}

DemoResponse ok(std::string body)
{
    DemoResponse r;
    r.body = std::move(body);
    return r;
}

} // namespace

RouteMatch matchDemoRoute(std::string_view path)
{
    if (path == "/json")
        return {DemoRoute::Json, {}};
    if (path == "/plaintext")
        return {DemoRoute::Plaintext, {}};
    if (path == "/api/signal")
        return {DemoRoute::Signal, {}};
    if (path == "/db/list")
        return {DemoRoute::DbList, {}};
    if (auto id = segmentAfter(path, kFindPrefix))
        return {DemoRoute::DbFind, *id};
    if (auto id = segmentAfter(path, kRelationPrefix))
        return {DemoRoute::DbRelation, *id};
    if (path.substr(0, 9) == "/journey/") {
        if (path == "/journey/login")
            return {DemoRoute::JourneyLogin, {}};
        if (path == "/journey/items")
            return {DemoRoute::JourneyItems, {}};
        if (path == "/journey/cart")
            return {DemoRoute::JourneyCart, {}};
        if (path == "/journey/checkout")
            return {DemoRoute::JourneyCheckout, {}};
        if (auto id = segmentAfter(path, kJourneyItemPrefix))
            return {DemoRoute::JourneyItem, *id};
    }
    return {DemoRoute::Unknown, {}};
}

bool readsBody(DemoRoute route)
{
    return route == DemoRoute::Signal || route == DemoRoute::JourneyLogin || route == DemoRoute::JourneyCart
           || route == DemoRoute::JourneyCheckout;
}

const char* allowedMethods(DemoRoute route)
{
    return readsBody(route) ? "POST" : "GET, HEAD";
}

bool isMethodAllowed(DemoRoute route, std::string_view method)
{
    if (readsBody(route))
        return method == "POST";
    return method == "GET" || method == "HEAD";
}

DemoResponse DemoRouter::handle(const DemoRequest& request)
{
    return handle(request, matchDemoRoute(request.path));
}

DemoResponse DemoRouter::handle(const DemoRequest& request, const RouteMatch& match)
{
    if (match.route == DemoRoute::Unknown)
        return jsonError(404, "not_found", "no route for " + std::string(request.path));
    if (!isMethodAllowed(match.route, request.method)) {
        DemoResponse r = jsonError(405, "method_not_allowed",
                                   std::string(request.method) + " is not allowed on " + std::string(request.path)
                                       + "; use " + allowedMethods(match.route));
        r.allow = allowedMethods(match.route);
        return r;
    }
    switch (match.route) {
    case DemoRoute::Json: {
        DemoResponse r = ok(std::string(kJsonBody));
        r.contentType = kJsonType;
        return r;
    }
    case DemoRoute::Plaintext: {
        DemoResponse r = ok(std::string(kPlaintextBody));
        r.contentType = kPlaintextType;
        return r;
    }
    case DemoRoute::Signal: return signal(request);
    case DemoRoute::DbFind: return find(match.idText, false);
    case DemoRoute::DbRelation: return find(match.idText, true);
    case DemoRoute::DbList: return list(request);
    case DemoRoute::JourneyLogin: return journey_.login(request);
    case DemoRoute::JourneyItems: return journey_.items(request);
    case DemoRoute::JourneyItem: return journey_.item(request, match.idText);
    case DemoRoute::JourneyCart: return journey_.cart(request);
    case DemoRoute::JourneyCheckout: return journey_.checkout(request);
    case DemoRoute::Unknown: break;
    }
    return jsonError(404, "not_found", "no route for " + std::string(request.path));
}

DemoResponse DemoRouter::signal(const DemoRequest& request) const
{
    const Result<SignalRequest> parsed = parseSignalRequest(request.body);
    if (!parsed)
        return jsonError(400, "bad_request", parsed.error().text());
    return ok(signalResponseJson(*parsed, std::chrono::system_clock::now()));
}

DemoResponse DemoRouter::find(std::string_view idText, bool withRelations) const
{
    const std::optional<std::int64_t> id = parseId(idText);
    if (!id)
        return jsonError(400, "bad_request", "document id must be a non-negative integer, got '" + std::string(idText) + "'");
    JsonWriter out;
    const Result<DemoDatabase::Lookup> found = [&] {
        DemoDatabasePool::Lease db = pool_.acquire();
        return withRelations ? db->writeRelation(*id, out) : db->writeDocument(*id, out);
    }();
    if (!found)
        return jsonError(500, "internal_error", found.error().text());
    if (*found == DemoDatabase::Lookup::NotFound)
        return jsonError(404, "not_found", "no document with id " + std::to_string(*id));
    return ok(out.take());
}

DemoResponse DemoRouter::list(const DemoRequest& request) const
{
    std::optional<std::string_view> page, size, sort;
    if (request.query) {
        page = request.query("page");
        size = request.query("size");
        sort = request.query("sort");
    }
    const Result<ListQuery> query = parseListQuery(page, size, sort);
    if (!query)
        return jsonError(400, "bad_request", query.error().text());
    JsonWriter out;
    std::optional<Error> failed;
    {
        DemoDatabasePool::Lease db = pool_.acquire();
        failed = db->writeList(*query, out);
    }
    if (failed)
        return jsonError(500, "internal_error", failed->text());
    return ok(out.take());
}

} // namespace bw::demo

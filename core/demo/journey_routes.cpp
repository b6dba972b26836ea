#include "journey_routes.h"

#include "demo_router.h"
#include "json_writer.h"
#include "list_query.h"

#include "util/trim_ows.h"

#include <limits>

namespace bw::demo {

namespace {

// The value of cookie `name` in a Cookie header, or "".
std::string_view cookieValue(std::string_view header, std::string_view name)
{
    while (!header.empty()) {
        const size_t semi = header.find(';');
        const std::string_view pair = trimOws(header.substr(0, semi));
        header = semi == std::string_view::npos ? std::string_view() : header.substr(semi + 1);
        const size_t eq = pair.find('=');
        if (eq != std::string_view::npos && trimOws(pair.substr(0, eq)) == name)
            return trimOws(pair.substr(eq + 1));
    }
    return {};
}

DemoResponse unauthorized(std::string_view why) { return jsonError(401, "unauthorized", why); }

// "id": N from a small JSON body, without a parser: the first integer after "id".
std::optional<int64_t> bodyId(std::string_view body)
{
    const size_t key = body.find("\"id\"");
    if (key == std::string_view::npos)
        return std::nullopt;
    size_t at = body.find(':', key + 4);
    if (at == std::string_view::npos)
        return std::nullopt;
    ++at;
    while (at < body.size() && (body[at] == ' ' || body[at] == '"'))
        ++at;
    size_t end = at;
    while (end < body.size() && body[end] >= '0' && body[end] <= '9')
        ++end;
    return parseBounded(body.substr(at, end - at), 1, std::numeric_limits<int64_t>::max());
}

void writeItem(JsonWriter& out, int64_t id)
{
    out.beginObject();
    out.key("id");
    out.integer(id);
    out.key("title");
    out.string("Item " + std::to_string(id));
    out.key("price");
    out.integer(id * 37 % 100 + 1);
    out.endObject();
}

} // namespace

std::optional<uint32_t> JourneyRoutes::sessionOf(const DemoRequest& request) const
{
    if (!request.header)
        return std::nullopt;
    if (auto auth = request.header("Authorization")) {
        std::string_view a = trimOws(*auth);
        if (a.substr(0, 7) == "Bearer " || a.substr(0, 7) == "bearer ")
            return store_.session(trimOws(a.substr(7)));
        return std::nullopt;
    }
    if (auto cookie = request.header("Cookie"))
        return store_.session(cookieValue(*cookie, "journey"));
    return std::nullopt;
}

DemoResponse JourneyRoutes::login(const DemoRequest& request)
{
    const std::string token = store_.login();
    JsonWriter out;
    out.beginObject();
    out.key("token");
    out.string(token);
    out.key("user");
    const size_t u = request.body.find("\"user\"");
    std::string user = "guest";
    if (u != std::string_view::npos) {
        const size_t q1 = request.body.find('"', request.body.find(':', u + 6));
        const size_t q2 = q1 == std::string_view::npos ? q1 : request.body.find('"', q1 + 1);
        if (q2 != std::string_view::npos && q2 - q1 - 1 <= 64)
            user = std::string(request.body.substr(q1 + 1, q2 - q1 - 1));
    }
    out.string(user);
    out.endObject();
    DemoResponse r;
    r.body = out.take();
    r.setCookie = "journey=" + token + "; Path=/; HttpOnly";
    return r;
}

DemoResponse JourneyRoutes::items(const DemoRequest& request)
{
    const auto s = sessionOf(request);
    if (!s)
        return unauthorized("a valid token is required (log in with POST /journey/login)");
    const auto ids = store_.list(*s, documents_);
    JsonWriter out;
    out.beginObject();
    out.key("items");
    out.beginArray();
    for (int64_t id : ids)
        writeItem(out, id);
    out.endArray();
    out.endObject();
    DemoResponse r;
    r.body = out.take();
    return r;
}

DemoResponse JourneyRoutes::item(const DemoRequest& request, std::string_view idText)
{
    const auto s = sessionOf(request);
    if (!s)
        return unauthorized("a valid token is required (log in with POST /journey/login)");
    const auto id = parseBounded(idText, 1, std::numeric_limits<int64_t>::max());
    if (!id)
        return jsonError(400, "bad_request", "an item id is a positive integer, got '" + std::string(idText) + "'");
    if (!store_.listed(*s, *id))
        return jsonError(404, "not_found", "item " + std::to_string(*id) + " was not in this session's last listing");
    JsonWriter out;
    writeItem(out, *id);
    DemoResponse r;
    r.body = out.take();
    return r;
}

DemoResponse JourneyRoutes::cart(const DemoRequest& request)
{
    const auto s = sessionOf(request);
    if (!s)
        return unauthorized("a valid token is required (log in with POST /journey/login)");
    const auto id = bodyId(request.body);
    if (!id)
        return jsonError(400, "bad_request", "expected a body {\"id\": N}");
    if (!store_.listed(*s, *id))
        return jsonError(404, "not_found", "item " + std::to_string(*id) + " was not in this session's last listing");
    JsonWriter out;
    out.beginObject();
    out.key("cart");
    out.integer(store_.addToCart(*s, *id));
    out.endObject();
    DemoResponse r;
    r.body = out.take();
    return r;
}

DemoResponse JourneyRoutes::checkout(const DemoRequest& request)
{
    const auto s = sessionOf(request);
    if (!s)
        return unauthorized("a valid token is required (log in with POST /journey/login)");
    const int n = store_.checkout(*s);
    if (n == 0)
        return jsonError(409, "empty_cart", "the cart is empty: add an item with POST /journey/cart first");
    JsonWriter out;
    out.beginObject();
    out.key("order");
    out.integer(int64_t(*s) * 1000 + n);
    out.key("items");
    out.integer(n);
    out.key("status");
    out.string("paid");
    out.endObject();
    DemoResponse r;
    r.body = out.take();
    return r;
}

} // namespace bw::demo

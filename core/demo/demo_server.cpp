#include "demo_server.h"

#include "demo_database_pool.h"
#include "demo_router.h"
#include "mhd_daemons.h"

#include <microhttpd.h>

#include <arpa/inet.h>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace bw::demo {

namespace {

// The state of a request that carries a body we read (POST /api/signal).
// Other requests point at kNoBody and have any body discarded.
struct RequestBody
{
    std::string data;
    bool tooLarge = false;
};
char kNoBody;

bool isBodyMethod(const char* method)
{
    return std::strcmp(method, "POST") == 0 || std::strcmp(method, "PUT") == 0 || std::strcmp(method, "PATCH") == 0;
}

MHD_Response* staticResponse(std::string_view body, const char* contentType)
{
    // PERSISTENT: the bodies are constants; one response is queued by every
    // connection, which libmicrohttpd reference-counts under its own lock.
    MHD_Response* r = MHD_create_response_from_buffer(body.size(), const_cast<char*>(body.data()),
                                                      MHD_RESPMEM_PERSISTENT);
    if (r)
        MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, contentType);
    return r;
}

MHD_Result queueResponse(MHD_Connection* connection, const DemoResponse& r)
{
    MHD_Response* response =
        MHD_create_response_from_buffer(r.body.size(), const_cast<char*>(r.body.data()), MHD_RESPMEM_MUST_COPY);
    if (!response)
        return MHD_NO;   // out of memory: libmicrohttpd closes the connection
    MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, r.contentType);
    if (r.allow)
        MHD_add_response_header(response, MHD_HTTP_HEADER_ALLOW, r.allow);
    if (!r.setCookie.empty())
        MHD_add_response_header(response, MHD_HTTP_HEADER_SET_COOKIE, r.setCookie.c_str());
    const MHD_Result queued = MHD_queue_response(connection, static_cast<unsigned>(r.status), response);
    MHD_destroy_response(response);
    return queued;
}

// Creates a listening TCP socket on 127.0.0.1:port: its descriptor, or the
// error with the system's reason.
Result<int> listenLoopback(std::uint16_t port)
{
    auto fail = [&](const char* what, int fd) {
        Error e(std::string(), std::string(what) + " 127.0.0.1:" + std::to_string(port) + ": " + std::strerror(errno));
        if (fd >= 0)
            ::close(fd);
        return e;
    };
    int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return fail("cannot create a socket for", -1);
    // Non-blocking: with a thread pool several threads accept on it.
    ::fcntl(fd, F_SETFD, FD_CLOEXEC);
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    int one = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0)
        return fail("cannot listen on", fd);
    if (::listen(fd, 1024) != 0)
        return fail("cannot listen on", fd);
    return fd;
}

std::uint16_t boundPort(int fd)
{
    sockaddr_in addr{};
    socklen_t len = sizeof addr;
    if (::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) != 0)
        return 0;
    return ntohs(addr.sin_port);
}

} // namespace

struct DemoServer::Impl
{
    DemoDatabasePool pool;
    DemoRouter router{pool};
    MhdDaemons daemons;
    MHD_Response* json = nullptr;
    MHD_Response* plaintext = nullptr;
    std::int64_t delayUs = 0;

    ~Impl()
    {
        daemons.stop();
        if (json)
            MHD_destroy_response(json);
        if (plaintext)
            MHD_destroy_response(plaintext);
    }

    static MHD_Result onRequest(void* cls, MHD_Connection* connection, const char* url, const char* method,
                                const char* version, const char* uploadData, size_t* uploadSize, void** requestState);
    static void onCompleted(void* cls, MHD_Connection* connection, void** requestState,
                            MHD_RequestTerminationCode code);
    MHD_Result answer(MHD_Connection* connection, const char* url, const char* method, std::string_view body);
};

// Called on libmicrohttpd's worker threads: once when the headers are in,
// once per chunk of body, and once more with *uploadSize == 0 when the
// request is complete; only then is it answered, so keep-alive is kept.
MHD_Result DemoServer::Impl::onRequest(void* cls, MHD_Connection* connection, const char* url, const char* method,
                                       const char*, const char* uploadData, size_t* uploadSize, void** requestState)
{
    auto* self = static_cast<Impl*>(cls);
    if (*requestState == nullptr) {
        const bool readBody = isBodyMethod(method) && readsBody(matchDemoRoute(url).route);
        *requestState = readBody ? static_cast<void*>(new RequestBody) : static_cast<void*>(&kNoBody);
        return MHD_YES;
    }
    auto* body = *requestState == &kNoBody ? nullptr : static_cast<RequestBody*>(*requestState);
    if (*uploadSize != 0) {
        if (body && !body->tooLarge) {
            if (body->data.size() + *uploadSize > kMaxRequestBodyBytes) {
                body->tooLarge = true;
                body->data.clear();
            } else {
                body->data.append(uploadData, *uploadSize);
            }
        }
        *uploadSize = 0;
        return MHD_YES;
    }
    if (body && body->tooLarge)
        return queueResponse(connection, jsonError(413, "payload_too_large",
                                                   "the request body is larger than "
                                                       + std::to_string(kMaxRequestBodyBytes) + " bytes"));
    return self->answer(connection, url, method, body ? std::string_view(body->data) : std::string_view());
}

MHD_Result DemoServer::Impl::answer(MHD_Connection* connection, const char* url, const char* method,
                                    std::string_view body)
{
    if (delayUs > 0)
        std::this_thread::sleep_for(std::chrono::microseconds(delayUs));
    const RouteMatch match = matchDemoRoute(url);
    // The hot path: pre-built responses, no allocation.
    if (match.route == DemoRoute::Json && isMethodAllowed(match.route, method))
        return MHD_queue_response(connection, MHD_HTTP_OK, json);
    if (match.route == DemoRoute::Plaintext && isMethodAllowed(match.route, method))
        return MHD_queue_response(connection, MHD_HTTP_OK, plaintext);

    DemoRequest request;
    request.method = method;
    request.path = url;
    request.body = body;
    request.query = [connection](const char* name) -> std::optional<std::string_view> {
        const char* v = MHD_lookup_connection_value(connection, MHD_GET_ARGUMENT_KIND, name);
        return v ? std::optional<std::string_view>(v) : std::nullopt;
    };
    request.header = [connection](const char* name) -> std::optional<std::string_view> {
        const char* v = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, name);
        return v ? std::optional<std::string_view>(v) : std::nullopt;
    };
    return queueResponse(connection, router.handle(request, match));
}

void DemoServer::Impl::onCompleted(void*, MHD_Connection*, void** requestState, MHD_RequestTerminationCode)
{
    if (*requestState && *requestState != &kNoBody)
        delete static_cast<RequestBody*>(*requestState);
    *requestState = nullptr;
}

DemoServer::DemoServer() = default;

DemoServer::~DemoServer()
{
    stop();
}

std::optional<Error> DemoServer::start(std::uint16_t port, std::int64_t documents, int threads)
{
    auto fail = [](std::string message) -> std::optional<Error> { return Error(std::string(), std::move(message)); };
    if (impl_)
        return fail("the demo server is already running on port " + std::to_string(this->port()));
    if (documents < 1 || documents > kMaxDocuments)
        return fail("documents must be from 1 to " + std::to_string(kMaxDocuments) + ", got "
                    + std::to_string(documents));
    if (threads < 1 || threads > kMaxThreads)
        return fail("threads must be from 1 to " + std::to_string(kMaxThreads) + ", got " + std::to_string(threads));

    auto impl = std::make_unique<Impl>();
    impl->delayUs = delayUs_;
    impl->router.setDocuments(documents);
    if (auto e = impl->pool.open(threads, documents))
        return e;
    impl->json = staticResponse(kJsonBody, kJsonType);
    impl->plaintext = staticResponse(kPlaintextBody, kPlaintextType);
    if (!impl->json || !impl->plaintext)
        return fail("cannot create the static responses (out of memory)");

    const Result<int> listening = listenLoopback(port);
    if (!listening)
        return listening.error();
    const int fd = *listening;
    const std::uint16_t bound = boundPort(fd);
    if (auto why = impl->daemons.start(fd, threads, {&Impl::onRequest, &Impl::onCompleted, impl.get()}))
        return fail("cannot serve on 127.0.0.1:" + std::to_string(bound) + " with " + std::to_string(threads)
                    + " thread(s): " + *why);
    impl_ = std::move(impl);
    port_ = bound;
    return std::nullopt;
}

std::uint16_t DemoServer::port() const
{
    return port_.load();
}

bool DemoServer::isRunning() const
{
    return port_.load() != 0;
}

void DemoServer::stop()
{
    port_ = 0;
    // ~Impl stops the daemons (joining their threads, closing the listening
    // socket) before the store and the router go away.
    impl_.reset();
}

} // namespace bw::demo

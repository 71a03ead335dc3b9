// HttpServer: cpp-httplib wiring over the API's endpoints and the page's static files.
#include <httplib.h>
#include <sqlite3.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <mutex>

#include "serve/api.h"
#include "serve/static_files.h"
#include "showgraph/serve.h"

namespace showgraph {

using serve_internal::Endpoint;
using serve_internal::Params;

namespace {

int64_t NowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// One read-only connection and the deadline its current query must meet.
struct Connection {
  std::unique_ptr<Store> store;
  std::atomic<int64_t> deadline_ns{0};  // 0: no query running
  std::atomic<bool> interrupted{false};
};

// SQLite calls this every few thousand virtual machine steps; non-zero interrupts the query.
int CheckDeadline(void* arg) {
  auto* c = static_cast<Connection*>(arg);
  int64_t deadline = c->deadline_ns.load(std::memory_order_relaxed);
  if (deadline != 0 && NowNs() > deadline) {
    c->interrupted.store(true, std::memory_order_relaxed);
    return 1;
  }
  return 0;
}

// A fixed set of read-only connections shared by the workers.
class Pool {
 public:
  Status Open(const std::string& path, size_t n) {
    for (size_t i = 0; i < std::max<size_t>(1, n); ++i) {
      auto store = Store::OpenReadOnly(path);
      if (!store.ok()) return store.status();
      auto c = std::make_unique<Connection>();
      c->store = std::move(store.value());
      sqlite3_progress_handler(c->store->handle(), 1000, CheckDeadline, c.get());
      free_.push_back(c.get());
      all_.push_back(std::move(c));
    }
    return Status::Ok();
  }
  // A free connection, waiting at most `wait`; nullptr when none came free.
  Connection* Acquire(std::chrono::milliseconds wait) {
    std::unique_lock<std::mutex> lock(mu_);
    if (!cv_.wait_for(lock, wait, [&] { return !free_.empty(); })) return nullptr;
    Connection* c = free_.back();
    free_.pop_back();
    return c;
  }
  void Release(Connection* c) {
    {
      std::lock_guard<std::mutex> lock(mu_);
      free_.push_back(c);
    }
    cv_.notify_one();
  }

 private:
  std::vector<std::unique_ptr<Connection>> all_;
  std::vector<Connection*> free_;
  std::mutex mu_;
  std::condition_variable cv_;
};

int HttpStatus(const Status& s) {
  switch (s.code()) {
    case Status::Code::kOk: return 200;
    case Status::Code::kInvalidInput:
    case Status::Code::kUnsupported: return 400;
    case Status::Code::kNotFound: return 404;
    case Status::Code::kTooLarge: return 413;
    case Status::Code::kIoError: return 503;
    case Status::Code::kInternal: return 500;
  }
  return 500;
}

std::string Dump(const nlohmann::json& j) {
  // Invalid UTF-8 (a request path, say) becomes U+FFFD instead of an exception.
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

void SendJson(httplib::Response& res, int status, const nlohmann::json& j) {
  res.status = status;
  res.set_header("Cache-Control", "no-store");
  res.set_content(Dump(j) + "\n", "application/json; charset=utf-8");
}

void SendError(httplib::Response& res, int status, const std::string& message) {
  SendJson(res, status, {{"error", message}, {"status", status}});
}

const char* Reason(int status) {
  switch (status) {
    case 400: return "bad request";
    case 404: return "not found";
    case 405: return "method not allowed: the API is read-only (GET and HEAD)";
    case 408: return "request timeout";
    case 413: return "request too large";
    case 414: return "request URI too long";
    case 416: return "range not satisfiable";
    case 431: return "request header fields too large";
    case 503: return "service unavailable";
    default: return status >= 500 ? "internal error" : "request refused";
  }
}

thread_local int64_t request_start_ns = 0;

}  // namespace

struct HttpServer::Impl {
  ServeOptions options;
  Pool pool;
  serve_internal::StaticFiles files;
  httplib::Server http;
  int port = 0;

  explicit Impl(const ServeOptions& o) : options(o), files(o.web_dir) {}

  void Answer(const Endpoint& ep, const httplib::Request& req, httplib::Response& res) {
    auto params = Params::Parse(req.params, ep.params);
    if (!params.ok()) return SendError(res, 400, params.status().message());
    const auto limit = std::chrono::milliseconds(options.query_timeout_ms);
    Connection* c = pool.Acquire(limit);
    if (!c) return SendError(res, 503, "busy: no database connection came free in time");
    struct Lease {  // gives the connection back however the answer ends
      Pool* pool;
      Connection* c;
      ~Lease() {
        c->deadline_ns.store(0);
        pool->Release(c);
      }
    } lease{&pool, c};
    c->interrupted.store(false);
    c->deadline_ns.store(NowNs() + std::chrono::duration_cast<std::chrono::nanoseconds>(limit).count());
    Result<nlohmann::json> answer = ep.answer(*c->store, params.value());
    if (c->interrupted.load())
      return SendError(res, 503, "the query took longer than " + std::to_string(options.query_timeout_ms) + " ms");
    if (!answer.ok()) return SendError(res, HttpStatus(answer.status()), answer.status().message());
    SendJson(res, 200, answer.value());
  }

  void Routes() {
    for (const Endpoint& ep : serve_internal::Endpoints())
      http.Get(ep.path, [this, &ep](const httplib::Request& req, httplib::Response& res) { Answer(ep, req, res); });
    http.Get("/api", [](const httplib::Request& req, httplib::Response& res) {
      if (!req.params.empty()) return SendError(res, 400, "/api takes no parameters");
      nlohmann::json list = nlohmann::json::array();
      for (const Endpoint& ep : serve_internal::Endpoints()) {
        nlohmann::json params = nlohmann::json::array();
        for (const auto& p : ep.params) params.push_back(std::string(p.name) + (p.required ? " (required)" : ""));
        list.push_back({{"path", ep.path}, {"summary", ep.summary}, {"parameters", params}});
      }
      SendJson(res, 200, list);
    });
    for (const std::string& path : files.Paths())
      http.Get(path, [this, path](const httplib::Request& req, httplib::Response& res) {
        const auto* f = files.Find(path);
        if (!f) return SendError(res, 404, path + " is not installed (run ./setup.sh, which runs npm ci in web/)");
        if (!req.params.empty()) return SendError(res, 400, "static files take no parameters");
        res.set_header("Cache-Control", "no-cache");
        res.set_content(f->body, f->content_type);
      });
  }

  void Settings() {
    const size_t threads = std::max<size_t>(1, options.threads);
    http.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
    http.set_payload_max_length(options.max_request_bytes);
    http.set_read_timeout(options.io_timeout_seconds, 0);
    http.set_write_timeout(options.io_timeout_seconds, 0);
    http.set_keep_alive_timeout(options.io_timeout_seconds);
    http.set_keep_alive_max_count(1000);
    http.set_tcp_nodelay(true);
    // SO_REUSEADDR only: httplib's default adds SO_REUSEPORT, which would let a second
    // server bind the same port and take half of its connections.
    http.set_socket_options([](socket_t sock) {
      int yes = 1;
      setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    });
    http.set_default_headers({
        {"X-Content-Type-Options", "nosniff"},
        {"X-Frame-Options", "DENY"},
        {"Referrer-Policy", "no-referrer"},
        {"Content-Security-Policy",
         "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; "
         "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"},
    });
    const size_t max_body = options.max_request_bytes;
    http.set_pre_routing_handler([max_body](const httplib::Request& req, httplib::Response& res) {
      request_start_ns = NowNs();
      if (req.method != "GET" && req.method != "HEAD") {
        res.set_header("Allow", "GET, HEAD");
        SendError(res, 405, Reason(405));
        return httplib::Server::HandlerResponse::Handled;
      }
      // httplib reads no body for GET: refuse one rather than leave it on the connection.
      if (req.has_header("Transfer-Encoding") ||
          (req.has_header("Content-Length") && req.get_header_value("Content-Length") != "0")) {
        const std::string length = req.get_header_value("Content-Length");
        bool large = length.size() > 18 || (!length.empty() && std::strtoull(length.c_str(), nullptr, 10) > max_body);
        res.set_header("Connection", "close");
        SendError(res, large ? 413 : 400, large ? Reason(413) : "a GET request carries no body");
        return httplib::Server::HandlerResponse::Handled;
      }
      return httplib::Server::HandlerResponse::Unhandled;
    });
    // Every refusal, httplib's own included (400, 404, 413, 414), is answered in JSON.
    http.set_error_handler(httplib::Server::HandlerWithResponse([](const httplib::Request& req, httplib::Response& res) {
      if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
      std::string message = Reason(res.status);
      if (res.status == 404) message = "not found: " + req.path.substr(0, 200);
      SendError(res, res.status, message);
      return httplib::Server::HandlerResponse::Handled;
    }));
    http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
      std::string what = "internal error";
      try {
        if (ep) std::rethrow_exception(ep);
      } catch (const std::exception& e) {
        what += std::string(": ") + e.what();
      } catch (...) {
      }
      SendError(res, 500, what);
    });
    if (options.on_request)
      http.set_logger([this](const httplib::Request& req, const httplib::Response& res) {
        long micros = request_start_ns ? static_cast<long>((NowNs() - request_start_ns) / 1000) : 0;
        request_start_ns = 0;
        options.on_request(req.method, req.target, res.status, micros);
      });
  }
};

HttpServer::HttpServer(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
HttpServer::~HttpServer() = default;

Result<std::unique_ptr<HttpServer>> HttpServer::Create(const ServeOptions& options) {
  if (options.port < 0 || options.port > 65535) return Status::InvalidInput("port must be from 0 to 65535");
  auto impl = std::make_unique<Impl>(options);
  if (Status s = impl->pool.Open(options.database, options.connections); !s.ok()) return s;
  impl->Settings();
  impl->Routes();
  int port = options.port;
  if (port == 0) {
    port = impl->http.bind_to_any_port(options.host);
    if (port < 0) return Status::IoError("cannot listen on " + options.host);
  } else if (!impl->http.bind_to_port(options.host, port)) {
    return Status::IoError("cannot listen on " + options.host + ":" + std::to_string(port) +
                           " (in use, or not an address of this machine)");
  }
  impl->port = port;
  return std::unique_ptr<HttpServer>(new HttpServer(std::move(impl)));
}

int HttpServer::port() const { return impl_->port; }

Status HttpServer::Run() {
  if (!impl_->http.listen_after_bind()) return Status::IoError("the server stopped listening");
  return Status::Ok();
}

void HttpServer::Stop() { impl_->http.stop(); }

const std::vector<std::string>& HttpServer::missing_files() const { return impl_->files.missing(); }

}  // namespace showgraph

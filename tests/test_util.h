// Helpers shared by the tests: temporary directories, files, gzip, running the CLI,
// and draining an InputSet.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zlib.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "showgraph/document.h"
#include "showgraph/reader.h"
#include "showgraph/status.h"

namespace showgraph::testing {

namespace fs = std::filesystem;

// A fresh directory under the system temp dir, removed with everything in it at the end.
class TempDir {
 public:
  TempDir() {
    std::string tmpl = (fs::temp_directory_path() / "showgraph_test_XXXXXX").string();
    std::vector<char> buf(tmpl.begin(), tmpl.end());
    buf.push_back('\0');
    char* made = mkdtemp(buf.data());
    if (made == nullptr) throw std::runtime_error("mkdtemp failed");
    path_ = made;
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  const fs::path& path() const { return path_; }
  std::string operator/(std::string_view name) const { return (path_ / name).string(); }

 private:
  fs::path path_;
};

inline void WriteFile(const std::string& path, std::string_view content) {
  fs::create_directories(fs::path(path).parent_path());
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(content.data(), static_cast<std::streamsize>(content.size()));
  if (!out) throw std::runtime_error("cannot write " + path);
}

inline std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Writes `members` as a multi-member gzip file (one gzip member per string), as WARC
// archives are written: each record compressed on its own.
inline void WriteGzipMembers(const std::string& path, const std::vector<std::string>& members) {
  fs::create_directories(fs::path(path).parent_path());
  bool first = true;
  for (const auto& m : members) {
    gzFile gz = gzopen(path.c_str(), first ? "wb" : "ab");
    if (!gz) throw std::runtime_error("gzopen failed");
    if (!m.empty() && gzwrite(gz, m.data(), static_cast<unsigned>(m.size())) != static_cast<int>(m.size()))
      throw std::runtime_error("gzwrite failed");
    gzclose(gz);
    first = false;
  }
}

// Gzip-compresses `data` in memory (one member).
inline std::string Gzip(std::string_view data) {
  z_stream zs{};
  if (deflateInit2(&zs, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    throw std::runtime_error("deflateInit2 failed");
  std::string out(deflateBound(&zs, data.size()) + 64, '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  zs.avail_in = static_cast<uInt>(data.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  int rc = deflate(&zs, Z_FINISH);
  deflateEnd(&zs);
  if (rc != Z_STREAM_END) throw std::runtime_error("deflate failed");
  out.resize(zs.total_out);
  return out;
}

// One WARC record: version line, headers, a blank line, the block, and CRLF CRLF.
// `declared_length` < 0 means the true length of the block.
inline std::string WarcRecord(const std::string& type, const std::string& record_id, const std::string& uri,
                              const std::string& block, long long declared_length = -1,
                              const std::string& date = "2024-03-05T12:00:00Z") {
  std::string r = "WARC/1.0\r\n";
  r += "WARC-Type: " + type + "\r\n";
  r += "WARC-Record-ID: " + record_id + "\r\n";
  if (!uri.empty()) r += "WARC-Target-URI: " + uri + "\r\n";
  r += "WARC-Date: " + date + "\r\n";
  if (type == "response") r += "Content-Type: application/http; msgtype=response\r\n";
  r += "Content-Length: " + std::to_string(declared_length < 0 ? static_cast<long long>(block.size()) : declared_length) +
       "\r\n";
  r += "\r\n";
  r += block;
  r += "\r\n\r\n";
  return r;
}

// An HTTP response as a WARC response record holds it.
inline std::string HttpResponse(const std::string& body, const std::string& content_type = "text/html; charset=utf-8") {
  return "HTTP/1.1 200 OK\r\nContent-Type: " + content_type + "\r\nContent-Length: " + std::to_string(body.size()) +
         "\r\n\r\n" + body;
}

// A small article page whose visible text is `paragraphs`.
inline std::string SimplePage(const std::string& title, const std::vector<std::string>& paragraphs) {
  std::string html = "<!DOCTYPE html><html><head><title>" + title + "</title></head><body><article><h1>" + title +
                     "</h1>";
  for (const auto& p : paragraphs) html += "<p>" + p + "</p>";
  html += "</article></body></html>";
  return html;
}

struct CommandResult {
  int exit_code = -1;
  std::string out, err;
};

inline std::string ShellQuote(const std::string& s) {
  std::string q = "'";
  for (char c : s) {
    if (c == '\'') q += "'\\''";
    else q += c;
  }
  return q + "'";
}

// Runs a shell command line with stdout and stderr captured; `stdin_path` (when not
// empty) is redirected to stdin, otherwise stdin is /dev/null.
inline CommandResult RunCommand(const std::string& command, const std::string& stdin_path = "") {
  TempDir dir;
  std::string out_path = dir / "stdout", err_path = dir / "stderr";
  std::string line = command + " <" + ShellQuote(stdin_path.empty() ? "/dev/null" : stdin_path) + " >" +
                     ShellQuote(out_path) + " 2>" + ShellQuote(err_path);
  int status = std::system(line.c_str());
  CommandResult r;
  if (status != -1 && WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
  r.out = ReadFile(out_path);
  r.err = ReadFile(err_path);
  return r;
}

inline std::string Cli() { return ShellQuote(SHOWGRAPH_CLI); }

// Everything an InputSet yields, in order.
struct Drained {
  std::vector<Document> docs;
  std::vector<Status> errors;
  size_t documents_read = 0, failures = 0;
};

inline Drained DrainPaths(std::vector<std::string> paths, ReaderOptions options = {}) {
  InputSet inputs(std::move(paths), options);
  Drained d;
  Document doc;
  for (int guard = 0; guard < 100000; ++guard) {
    ReadOutcome r = inputs.Next(&doc);
    if (r == ReadOutcome::kEnd) break;
    if (r == ReadOutcome::kFailed) d.errors.push_back(inputs.last_error());
    else d.docs.push_back(doc);
  }
  d.documents_read = inputs.documents_read();
  d.failures = inputs.failures();
  return d;
}

inline std::string AllErrors(const Drained& d) {
  std::string s;
  for (const auto& e : d.errors) s += e.ToString() + "\n";
  return s;
}

// True when `s` is well-formed UTF-8.
inline bool IsValidUtf8(std::string_view s) {
  size_t i = 0;
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  while (i < s.size()) {
    unsigned char c = p[i];
    size_t len = c < 0x80 ? 1 : (c >= 0xC2 && c <= 0xDF) ? 2 : (c >= 0xE0 && c <= 0xEF) ? 3 : (c >= 0xF0 && c <= 0xF4) ? 4 : 0;
    if (len == 0 || i + len > s.size()) return false;
    for (size_t k = 1; k < len; ++k)
      if ((p[i + k] & 0xC0) != 0x80) return false;
    if (len == 3) {
      if (c == 0xE0 && p[i + 1] < 0xA0) return false;
      if (c == 0xED && p[i + 1] > 0x9F) return false;
    }
    if (len == 4) {
      if (c == 0xF0 && p[i + 1] < 0x90) return false;
      if (c == 0xF4 && p[i + 1] > 0x8F) return false;
    }
    i += len;
  }
  return true;
}

inline bool Contains(std::string_view haystack, std::string_view needle) {
  return haystack.find(needle) != std::string_view::npos;
}

}  // namespace showgraph::testing

#include <poll.h>
#include <signal.h>

#include <chrono>
#include <functional>
#include <thread>

namespace showgraph::testing {

struct DeadlineResult {
  bool finished = false;  // false: killed at the deadline
  bool crashed = false;   // ended by a signal (stack overflow, abort)
  std::string failure;    // what the child reported; empty when all its checks passed
};

// Runs `fn` in a child process with a deadline, so that a hang or a crash in the code
// under test fails one test instead of stalling or killing the whole suite. `fn`
// returns an empty string when its checks pass, otherwise what went wrong.
inline DeadlineResult RunWithDeadline(const std::function<std::string()>& fn, double seconds) {
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("pipe failed");
  std::fflush(nullptr);
  pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("fork failed");
  if (pid == 0) {
    close(fds[0]);
    std::string msg;
    try {
      msg = fn();
    } catch (const std::exception& e) {
      msg = std::string("exception: ") + e.what();
    }
    size_t off = 0;
    while (off < msg.size()) {
      ssize_t n = write(fds[1], msg.data() + off, msg.size() - off);
      if (n <= 0) break;
      off += static_cast<size_t>(n);
    }
    close(fds[1]);
    _exit(msg.empty() ? 0 : 1);
  }
  close(fds[1]);
  DeadlineResult r;
  std::string msg;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  int status = 0;
  bool done = false;
  while (!done) {
    // Drain the pipe so the child never blocks on a full pipe.
    pollfd p{fds[0], POLLIN, 0};
    if (poll(&p, 1, 20) > 0) {
      char buf[4096];
      ssize_t n = read(fds[0], buf, sizeof buf);
      if (n > 0) msg.append(buf, static_cast<size_t>(n));
    }
    pid_t w = waitpid(pid, &status, WNOHANG);
    if (w == pid) {
      done = true;
      break;
    }
    if (std::chrono::steady_clock::now() > deadline) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      close(fds[0]);
      return r;  // not finished
    }
  }
  char buf[4096];
  ssize_t n;
  while ((n = read(fds[0], buf, sizeof buf)) > 0) msg.append(buf, static_cast<size_t>(n));
  close(fds[0]);
  r.finished = true;
  r.crashed = WIFSIGNALED(status);
  r.failure = msg;
  if (r.crashed && r.failure.empty()) r.failure = "killed by signal " + std::to_string(WTERMSIG(status));
  return r;
}

}  // namespace showgraph::testing

#include "server/request_guard.h"

#include <boost/asio/ip/address.hpp>

#include <algorithm>
#include <cctype>

namespace hensoku::server {

namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return s;
}

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t");
  if (a == std::string::npos) return {};
  size_t b = s.find_last_not_of(" \t");
  return s.substr(a, b - a + 1);
}

bool is_ip_literal(const std::string& name) {
  boost::system::error_code ec;
  boost::asio::ip::make_address(name, ec);
  return !ec;
}

bool valid_port(const std::string& port) {
  return port.size() <= 5 && port.find_first_not_of("0123456789") == std::string::npos;
}

}  // namespace

std::optional<std::pair<std::string, std::string>> split_host(const std::string& value) {
  std::string h = lower(trim(value));
  if (h.empty()) return std::nullopt;
  std::string name, port;
  if (h[0] == '[') {
    size_t close = h.find(']');
    if (close == std::string::npos) return std::nullopt;
    name = h.substr(1, close - 1);
    std::string rest = h.substr(close + 1);
    if (!rest.empty()) {
      if (rest[0] != ':') return std::nullopt;
      port = rest.substr(1);
    }
  } else {
    size_t colon = h.find(':');
    name = h.substr(0, colon);
    if (colon != std::string::npos) port = h.substr(colon + 1);
  }
  if (name.empty() || !valid_port(port)) return std::nullopt;
  if (name.back() == '.') name.pop_back();  // "localhost." is "localhost"
  if (name.find_first_of(" /\\@?#") != std::string::npos) return std::nullopt;
  return std::make_pair(name, port);
}

HostPolicy::HostPolicy(const std::string& bind, const std::vector<std::string>& allowed) {
  names_ = {"localhost", "127.0.0.1", "::1"};
  std::string b = lower(bind);
  if (!b.empty() && b.front() == '[' && b.back() == ']') b = b.substr(1, b.size() - 2);
  wildcard_bind_ = b == "0.0.0.0" || b == "::";
  if (!wildcard_bind_) names_.push_back(b);
  for (const auto& a : allowed) {
    auto parts = split_host(a);
    if (parts) names_.push_back(parts->first);
  }
}

bool HostPolicy::name_allowed(const std::string& name) const {
  if (std::find(names_.begin(), names_.end(), name) != names_.end()) return true;
  // Bound to every interface, the server is reached by the machine's
  // addresses, which it does not list; an IP literal cannot be rebound by
  // DNS, so any is accepted. Names still need --allow-host.
  return wildcard_bind_ && is_ip_literal(name);
}

bool HostPolicy::host_allowed(const std::string& host_header) const {
  auto parts = split_host(host_header);
  return parts && name_allowed(parts->first);
}

bool HostPolicy::origin_allowed(const std::string& origin_value, const std::string& host_header) const {
  std::string origin = lower(trim(origin_value));
  size_t scheme_end = origin.find("://");
  if (scheme_end == std::string::npos) return false;  // "null" (sandboxed or file: pages) and junk
  std::string scheme = origin.substr(0, scheme_end);
  if (scheme != "http" && scheme != "https") return false;
  std::string authority = origin.substr(scheme_end + 3);
  if (authority.empty() || authority.find('/') != std::string::npos) return false;
  auto o = split_host(authority);
  auto h = split_host(host_header);
  if (!o || !h) return false;
  if (*o == *h) return true;  // the page this server served
  return name_allowed(o->first);
}

std::optional<ApiError> refuse_request(const HostPolicy& policy, const RequestHeaders& r) {
  if (r.host.empty()) return ApiError(400, "the request has no Host header");
  if (!policy.host_allowed(r.host))
    return ApiError(
        403, "Host '" + r.host + "' is not a name of this server (start it with --allow-host NAME to accept one)");
  if (r.origin && !policy.origin_allowed(*r.origin, r.host))
    return ApiError(403, "requests from pages of '" + *r.origin + "' are refused");
  if (r.method == "POST") {
    std::string type = r.content_type ? lower(trim(r.content_type->substr(0, r.content_type->find(';')))) : "";
    if (type != "application/json")
      return ApiError(415, "POST bodies must be sent as Content-Type: application/json" +
                               (type.empty() ? std::string() : ", not " + type));
  }
  return std::nullopt;
}

}  // namespace hensoku::server

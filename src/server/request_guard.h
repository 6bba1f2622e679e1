#pragma once
// Who may drive the server. It has no accounts: anyone who can send it a
// request can play, delete and analyse. What keeps the web pages of other
// sites out (docs/web.md, Threat model):
// - Host: only the server's own names are answered (the bind address,
//   localhost, 127.0.0.1, [::1] and --allow-host names), so a DNS-rebinding
//   page, whose requests carry its own host name, is refused;
// - Origin: a request a page sent from another origin (HTTP or the WebSocket
//   upgrade) is refused;
// - POST bodies must be application/json, which a page of another origin
//   cannot send without a CORS preflight (and the server answers no
//   preflight), so a no-cors "simple" request never reaches a handler.
#include <optional>
#include <string>
#include <vector>

#include "server/api_error.h"

namespace hensoku::server {

class HostPolicy {
 public:
  // bind: the listening address; allowed: more host names (--allow-host).
  HostPolicy(const std::string& bind, const std::vector<std::string>& allowed);

  // A Host header value ("127.0.0.1:8080", "[::1]:80", "localhost") is one of ours.
  bool host_allowed(const std::string& host_header) const;
  // An Origin header value is this server's own page (same host and port as
  // the request's Host) or a page served from one of our names.
  bool origin_allowed(const std::string& origin, const std::string& host_header) const;

 private:
  bool name_allowed(const std::string& name) const;

  std::vector<std::string> names_;  // lower case, IPv6 without brackets
  bool wildcard_bind_ = false;      // 0.0.0.0 or ::: any IP literal is ours too
};

// The checks every request passes before its route runs: Host, Origin, and
// for POST the content type. nullopt = accepted, else the error to answer
// (403 or 415).
struct RequestHeaders {
  std::string method;  // "GET", "POST", ...
  std::string host;
  std::optional<std::string> origin;
  std::optional<std::string> content_type;
};
std::optional<ApiError> refuse_request(const HostPolicy& policy, const RequestHeaders& headers);

// Splits a Host header value into its name (lower case, IPv6 without
// brackets) and port ("" if none); nullopt when malformed.
std::optional<std::pair<std::string, std::string>> split_host(const std::string& host_header);

}  // namespace hensoku::server

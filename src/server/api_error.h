#pragma once
// An error a request handler reports to the client: an HTTP status (4xx for
// the client's mistakes) and a message the UI shows as it is.
#include <stdexcept>
#include <string>

namespace hensoku::server {

class ApiError : public std::runtime_error {
 public:
  ApiError(int status, const std::string& message) : std::runtime_error(message), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

}  // namespace hensoku::server

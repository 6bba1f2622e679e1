// Static file serving stays inside its folder, whatever the path spelling.
#include <gtest/gtest.h>

#include <fstream>

#include "server/static_files.h"
#include "server_fixture.h"

namespace hensoku::test {
namespace {

namespace fs = std::filesystem;

void write_file(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p) << text;
}

class StaticFilesTest : public ServerTest {
 protected:
  void SetUp() override {
    write_file(dir_.path() / "static" / "index.html", "<html>app</html>");
    write_file(dir_.path() / "static" / "assets" / "app.js", "console.log(1)");
    write_file(dir_.path() / "secret.txt", "do not serve");
    fs::create_symlink(dir_.path() / "secret.txt", dir_.path() / "static" / "link.txt");
    ServerTest::SetUp();
  }
};

TEST_F(StaticFilesTest, ServesTheAppAndItsAssets) {
  HttpResult index = get(port_, "/");
  EXPECT_EQ(index.status, 200);
  EXPECT_EQ(index.body, "<html>app</html>");
  EXPECT_EQ(index.content_type, "text/html; charset=utf-8");
  HttpResult js = get(port_, "/assets/app.js?v=3");
  EXPECT_EQ(js.status, 200);
  EXPECT_EQ(js.body, "console.log(1)");
  EXPECT_EQ(js.content_type, "text/javascript; charset=utf-8");
  EXPECT_EQ(get(port_, "/game/12").body, "<html>app</html>");  // the app's own routes
  EXPECT_EQ(get(port_, "/assets/missing.js").status, 404);
}

TEST_F(StaticFilesTest, PathsCannotEscapeTheFolder) {
  for (const char* path : {"/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt",
                           "/assets/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/..%5csecret.txt",
                           "//etc/passwd", "/%2fetc/passwd", "/link.txt", "/%00", "/%zz"}) {
    HttpResult r = get(port_, path);
    EXPECT_GE(r.status, 400) << path;
    EXPECT_LT(r.status, 500) << path;
    EXPECT_EQ(r.body.find("do not serve"), std::string::npos) << path;
    EXPECT_EQ(r.body.find("root:"), std::string::npos) << path;
  }
  EXPECT_EQ(http_request(port_, boost::beast::http::verb::put, "/index.html", "x").status, 405);
}

TEST(StaticFiles, ResolveRejectsTraversalSpellings) {
  TempDir dir;
  write_file(dir.path() / "index.html", "x");
  EXPECT_TRUE(server::resolve_static(dir.path(), "/"));
  EXPECT_FALSE(server::resolve_static(dir.path(), "/.."));
  EXPECT_FALSE(server::resolve_static(dir.path(), "/a/%2e%2e/%2e%2e/"));
  EXPECT_FALSE(server::resolve_static(dir.path(), "/../../etc/passwd"));
  EXPECT_FALSE(server::resolve_static(dir.path(), "/missing.css"));
  EXPECT_FALSE(server::resolve_static(dir.path(), "relative"));
  EXPECT_EQ(server::percent_decode("a%20b"), "a b");
  EXPECT_FALSE(server::percent_decode("%4"));
}

}  // namespace
}  // namespace hensoku::test

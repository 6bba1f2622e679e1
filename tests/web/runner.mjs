// What both browser suites share: starting `hensoku serve` (the test
// server) on a free port, calling its API, chromium's flags, and a small test
// runner (a named test that logs "ok"/"FAIL" with its time, keeps a
// screenshot of the page on failure, and can be narrowed to the names a
// regular expression matches).
import { spawn } from "node:child_process";
import path from "node:path";

export const chromiumArgs = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

// Resolves to { proc, url } once the server prints its address.
export function startServer({ binary, db, staticDir, port = 0 }) {
  return new Promise((resolve, reject) => {
    const proc = spawn(binary, ["--port", String(port), "--db", db, "--static", staticDir, "--engine-cap-ms", "3000"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 20000);
    proc.stdout.on("data", (d) => {
      out += d;
      const m = /open (http:\/\/[\d.]+:\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, url: m[1] });
      }
    });
    proc.on("exit", (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

// A JSON API call to the server whose address baseUrl() gives (a restarted
// server has a new one); throws with the server's message on an error status.
export function apiClient(baseUrl) {
  return async (method, p, body) => {
    const res = await fetch(baseUrl() + p, {
      method, headers: { "Content-Type": "application/json" }, body: body ? JSON.stringify(body) : undefined,
    });
    const data = await res.json();
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${data.error}`);
    return data;
  };
}

export function testRunner({ page, outDir, filter }) {
  const results = [];
  const only = filter ? new RegExp(filter) : null;
  async function test(name, body) {
    if (only && !only.test(name)) return;
    const started = Date.now();
    try {
      await body();
      results.push({ name, ok: true });
      console.log(`ok   ${name} (${Date.now() - started} ms)`);
    } catch (e) {
      results.push({ name, ok: false });
      console.log(`FAIL ${name}: ${e.stack ?? e}`);
      await page.screenshot({ path: path.join(outDir, `failure-${name.replace(/\W+/g, "-")}.png`) }).catch(() => {});
    }
  }
  function assert(cond, message) {
    if (!cond) throw new Error(message);
  }
  return { results, test, assert };
}

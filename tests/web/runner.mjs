// The small test runner both browser suites share: a named test that logs
// "ok"/"FAIL" with its time, keeps a screenshot of the page on failure, and
// can be narrowed to the names a regular expression matches.
import path from "node:path";

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
